import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A box that keeps, once `holding` ends, the height it had while holding when its new content is shorter: a phone's
 * dialog is a sheet anchored to the bottom edge, so a shorter screen would move its top and heading down (a layout
 * shift). Only there, and only while the sheet is shorter than the screen (a taller one scrolls from its top, as
 * does the desktop's dialog), and until the window changes size. Returns the box's ref and the min-height to give it.
 */
export function useHeldHeight(holding: boolean): [RefObject<HTMLDivElement | null>, number | undefined] {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef(0);
  const [minHeight, setMinHeight] = useState<number>();
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    // Fractional (a whole-pixel height would still move the sheet by the fraction), and in CSS pixels, whatever
    // zoom or transform the page puts on it.
    const height = () => Number.parseFloat(getComputedStyle(node).height) || 0;
    if (!holding) {
      // Set before the browser paints the shorter content (the re-render runs in this task's microtasks).
      if (held.current > height() && anchoredSheet(node)) {
        setMinHeight(held.current);
        const release = () => setMinHeight(undefined);
        addEventListener('resize', release, { once: true });
        return () => removeEventListener('resize', release);
      }
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

/** The phone's sheet (ui/Modal.tsx), with room above it: its top moves with its height. Offsets, not rects: the opening animation moves it. */
function anchoredSheet(node: Element): boolean {
  const sheet = node.closest<HTMLElement>('.dialog');
  const frame = node.closest<HTMLElement>('.backdrop.mobile');
  return !!sheet && !!frame && sheet.offsetTop > (Number.parseFloat(getComputedStyle(frame).paddingTop) || 0) + 1;
}
