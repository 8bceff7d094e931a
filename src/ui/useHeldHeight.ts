import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A box that keeps, once `holding` ends, the height it had while holding when its new content is shorter: a phone's
 * dialog is a sheet anchored to the bottom edge, so a shorter screen would move its top and heading down (a layout
 * shift). Returns the box's ref and the min-height to give it, if any.
 */
export function useHeldHeight(holding: boolean): [RefObject<HTMLDivElement | null>, number | undefined] {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef(0);
  const [minHeight, setMinHeight] = useState<number>();
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    // Fractional: a whole-pixel height would still move the sheet by the fraction.
    const height = () => node.getBoundingClientRect().height;
    if (!holding) {
      // Set before the browser paints the shorter content (the re-render runs in this task's microtasks).
      if (held.current > height()) setMinHeight(held.current);
      return;
    }
    held.current = height();
    // Its height may change while holding (a font arriving): followed.
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      held.current = height();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [holding]);
  return [box, minHeight];
}
