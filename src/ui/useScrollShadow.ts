import { useEffect, useRef } from 'react';
import { RESIZE_HEIGHT_THROTTLE_MS } from '../core/constants';
import { scrollShadows } from '../core/layout';
import { trailingThrottle } from '../core/throttle';

/**
 * The scroll shadow of a scrolling list (part 1 §9: at most 48 px, styles.ts `.scroll-shade`): set on scroll, and
 * when the list's content changes height (rows appended, a filter applied) at most every 75 ms (the height resize
 * throttle), so a growing list shows there is more below without a scroll.
 */
export function useScrollShadow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = () => {
      const { top, bottom } = scrollShadows(node);
      node.style.setProperty('--ms-shade-top', `${top}px`);
      node.style.setProperty('--ms-shade-bottom', `${bottom}px`);
    };
    update();
    node.addEventListener('scroll', update, { passive: true });
    const onHeight = trailingThrottle(RESIZE_HEIGHT_THROTTLE_MS, update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onHeight) : null;
    observer?.observe(node);
    for (const child of node.children) observer?.observe(child);
    const rows = new MutationObserver(() => {
      for (const child of node.children) observer?.observe(child);
      onHeight();
    });
    rows.observe(node, { childList: true });
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
      rows.disconnect();
      onHeight.cancel();
    };
  }, []);
  return ref;
}
