import { useEffect, useMemo, useRef } from 'react';
import { RESIZE_HEIGHT_THROTTLE_MS } from '../core/constants';
import { scrollShadows } from '../core/shell/layout';
import { trailingThrottle } from '../core/util/throttle';

/** Sets a scrolling list's shadow and keeps it current; returns how to stop. */
function follow(node: HTMLElement): () => void {
  const update = () => {
    const { top, bottom } = scrollShadows(node);
    node.style.setProperty('--ms-shade-top', `${top}px`);
    node.style.setProperty('--ms-shade-bottom', `${bottom}px`);
  };
  update();
  node.addEventListener('scroll', update, { passive: true });
  const onHeight = trailingThrottle(RESIZE_HEIGHT_THROTTLE_MS, update);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onHeight) : null;
  const watch = () => {
    observer?.observe(node);
    for (const child of node.children) observer?.observe(child);
  };
  watch();
  const rows = new MutationObserver(() => {
    watch();
    onHeight();
  });
  rows.observe(node, { childList: true });
  return () => {
    node.removeEventListener('scroll', update);
    observer?.disconnect();
    rows.disconnect();
    onHeight.cancel();
  };
}

/**
 * The scroll shadow of a scrolling list (part 1 §9: at most 48 px, styles.ts `.scroll-shade`): set on scroll, and
 * when the list's content changes height (rows appended, a filter applied) at most every 75 ms (the height resize
 * throttle), so a growing list shows there is more below without a scroll. A callback ref (the list may appear
 * after the first render, once its data is in) that also keeps `current`, like an object ref.
 */
export function useScrollShadow<T extends HTMLElement>(): ((node: T | null) => void) & { current: T | null } {
  const stop = useRef<(() => void) | null>(null);
  const ref = useMemo(() => {
    const attach = ((node: T | null) => {
      stop.current?.();
      stop.current = node ? follow(node) : null;
      attach.current = node;
    }) as ((node: T | null) => void) & { current: T | null };
    attach.current = null;
    return attach;
  }, []);
  useEffect(() => () => stop.current?.(), []);
  return ref;
}
