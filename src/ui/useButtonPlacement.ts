import { type RefObject, useLayoutEffect } from 'react';
import type { ButtonOffsets } from '../core/shell/buttonOffsets';
import type { Corner } from '../core/shell/buttonPlace';

/** The placement code (buttonPlacement.ts), out of the boot path: it loads while the font does. */
let placement: Promise<typeof import('./buttonPlacement')> | undefined;

/**
 * Places the member button before it shows: it stays hidden (styles: [data-at]) until the placement ran, or could not
 * load (then it shows at its corner's 20 px). `shape` names which button the ref holds: another element is placed afresh.
 */
export function useButtonPlacement(ref: RefObject<HTMLElement | null>, corner: Corner, site: ButtonOffsets | undefined, shape: unknown): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let stop: (() => void) | undefined;
    let gone = false;
    placement ??= import('./buttonPlacement');
    placement
      .then(
        (m) => {
          if (!gone) stop = m.keepPlaced(el, corner, site);
        },
        () => {
          placement = undefined; // the next button asks again
        },
      )
      .finally(() => el.setAttribute('data-at', ''));
    return () => {
      gone = true;
      stop?.();
    };
  }, [corner, site, shape]);
}
