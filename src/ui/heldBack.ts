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
