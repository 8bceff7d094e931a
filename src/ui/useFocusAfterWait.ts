import { useLayoutEffect, useRef, type RefObject } from 'react';
import { firstField } from './Modal';

/**
 * Once a screen's fields have waited for what comes above them (ui/heldBack.ts), the first of them takes the focus
 * the dialog gave the screen (the dialog itself), by the dialog's own rule (Modal's firstField), as on a screen whose
 * fields were there at once, unless the visitor has moved the focus meanwhile. `box` holds the fields.
 */
export function useFocusAfterWait(waiting: boolean, box: RefObject<HTMLElement | null>): void {
  const waited = useRef(false);
  useLayoutEffect(() => {
    if (waiting) waited.current = true;
    else if (waited.current && (box.current?.getRootNode() as ShadowRoot | undefined)?.activeElement?.classList.contains('dialog'))
      if (box.current) firstField(box.current)?.focus();
  }, [waiting]);
}
