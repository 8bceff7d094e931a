/**
 * Keeps the member button in its corner, clear of the page's fixed controls and readable on the page behind it
 * (issue 37). Placed before it shows (shell/memberButton.ts), again on resize, when the host DOM changes and when the
 * button's size does; never while the visitor scrolls (a button moving under the finger), only once the scroll ended.
 * A chunk of its own, loaded while the font is (the button waits for both).
 */
import type { ButtonOffsets } from '../core/shell/buttonOffsets';
import { baseOffset, type Corner, onScreen, placeButton, probePoints } from '../core/shell/buttonPlace';
import { buttonSurface, parseColour } from '../core/util/contrast';
import { onHostDomChange } from '../host/domObserver';
import { obstacleBoxes } from '../host/fixedObstacles';
import { pageColourAt } from '../host/pageBackground';
import { pageButtonOffsets } from '../host/pageSettings';

/** Without the scrollend event (Safari), a scroll counts as ended after this long without a scroll event. */
const SCROLL_IDLE_MS = 150;

/** Places the button and picks its surface. */
function place(el: HTMLElement, corner: Corner, site: ButtonOffsets | undefined): void {
  // The viewport fixed boxes are laid out in (the scrollbar excluded); the phone breakpoint is the media query's width.
  const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  const size = { width: el.offsetWidth, height: el.offsetHeight };
  const base = baseOffset(innerWidth, site, pageButtonOffsets());
  const obstacles = obstacleBoxes(probePoints({ corner, viewport, size, base }));
  const next = placeButton({ corner, viewport, size, base, obstacles });
  // The owner's offset is the button's layout place; the push past obstacles is a transform: moving it later (it
  // glides: styles) is then no layout shift. An unchanged place writes the same values: no move, no transition.
  const anchor = onScreen({ corner, viewport, size, base });
  const push = next.y - anchor.y;
  el.style.setProperty('--ms-bx', `${next.x}px`);
  el.style.setProperty('--ms-by', `${anchor.y}px`);
  el.style.setProperty('--ms-dy', `${corner.startsWith('bottom') ? -push : push}px`);
  // The colour behind where the button now is (not where a transition has it yet).
  const x = corner.endsWith('Right') ? viewport.width - next.x - size.width / 2 : next.x + size.width / 2;
  const y = corner.startsWith('bottom') ? viewport.height - next.y - size.height / 2 : next.y + size.height / 2;
  contrast(el, x, y);
}

/** The dark surface (the theme's, or the owner's styling) unless it falls under 3:1 on the page there. */
function contrast(el: HTMLElement, x: number, y: number) {
  const surface = (light: boolean) => {
    el.classList.toggle('light', light);
    return parseColour(getComputedStyle(el).backgroundColor);
  };
  const dark = surface(false);
  const light = surface(true);
  el.classList.toggle('light', buttonSurface(dark, light, pageColourAt(x, y)) === 'light');
}

/** Places the button now and keeps it placed until the returned stop is called. */
export function keepPlaced(el: HTMLElement, corner: Corner, site: ButtonOffsets | undefined): () => void {
  let scrolling = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const run = () => place(el, corner, site);
  const request = () => {
    if (!scrolling) run();
  };
  const ended = () => {
    scrolling = false;
    clearTimeout(idle);
    run(); // a sticky bar may have stuck meanwhile
  };
  const native = 'onscrollend' in window;
  const scrolled = (event: Event) => {
    // A page's own `new Event('scroll')` is no scroll, and no scrollend would follow it.
    if (!event.isTrusted) return;
    scrolling = true;
    if (!native) {
      clearTimeout(idle);
      idle = setTimeout(ended, SCROLL_IDLE_MS);
    }
  };
  run();
  // Moves after this one glide (styles: [data-placed]); the first placement must not (the button is not shown yet).
  const frame = requestAnimationFrame(() => el.setAttribute('data-placed', ''));
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(request) : null;
  resized?.observe(el);
  const stopObserving = onHostDomChange(request);
  addEventListener('resize', request);
  addEventListener('scroll', scrolled, { passive: true });
  if (native) addEventListener('scrollend', ended);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(idle);
    resized?.disconnect();
    stopObserving();
    removeEventListener('resize', request);
    removeEventListener('scroll', scrolled);
    removeEventListener('scrollend', ended);
    el.removeAttribute('data-placed');
  };
}
