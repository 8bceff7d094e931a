import { useLayoutEffect, useRef } from 'react';
import { firstField } from './Modal';
import { useHeldHeight } from './useHeldHeight';

/**
 * Props for content laid out under 'Loading…' while what comes above it is on its way (core/signup/plansWait.ts):
 * transparent, not hidden, because the browser counts no layout shift of what was transparent when it moves as it
 * shows; inert and out of the accessibility tree, so nothing in it can be reached, clicked or typed in meanwhile. A
 * browser without inert (before Chrome 102, Safari 15.5, Firefox 112) hides it instead, as a transparent control
 * would still take a click there. `className`: the element's own.
 */
export function heldBack(waiting: boolean, className?: string) {
  return {
    className: (waiting ? (className ? `${className} held` : 'held') : className) || undefined,
    inert: waiting,
    'aria-hidden': waiting || undefined,
    style: waiting && !HAS_INERT ? { visibility: 'hidden' as const } : undefined,
  };
}

const HAS_INERT = typeof HTMLElement === 'function' && 'inert' in HTMLElement.prototype;

/**
 * A screen whose fields wait, held back (above), for what comes above them. `screen` and `screenStyle` go on the
 * screen's box: 'Loading…' may be taller than what replaces it, and a phone's sheet would move (ui/useHeldHeight.ts).
 * `body` goes on the box of what waits. Once the wait ends, the first field takes the focus the dialog gave the
 * screen (the dialog itself), by the dialog's own rule (Modal's firstField), as on a screen whose fields were there at
 * once, unless the visitor has moved the focus meanwhile.
 */
export function useHeldBack(waiting: boolean, className?: string) {
  const [screen, minHeight] = useHeldHeight(waiting);
  const body = useRef<HTMLDivElement>(null);
  const waited = useRef(false);
  useLayoutEffect(() => {
    const node = body.current;
    if (waiting) waited.current = true;
    else if (waited.current && node && (node.getRootNode() as ShadowRoot).activeElement?.classList.contains('dialog')) firstField(node)?.focus();
  }, [waiting]);
  const screenStyle = minHeight ? { minHeight: `${minHeight}px` } : undefined;
  return { screen, screenStyle, body: { ref: body, ...heldBack(waiting, className) } };
}
