/**
 * The page's fixed and sticky elements, where the member button must not sit (core/shell/buttonPlace.ts decides).
 * Finding them takes a computed style per element, so the walk runs only when the host DOM changed (the one
 * throttled observer's counter, host/domObserver.ts); the boxes are read fresh each time (they move on resize).
 */
import { EMBED_TAG, HOST_TAG } from '../core/constants';
import type { Box } from '../core/shell/buttonPlace';
import { hostDomChanges } from './domObserver';

let cached: Element[] = [];
let cachedAt = -1;

const ours = (el: Element) => el.localName === HOST_TAG || el.localName === EMBED_TAG;

function scan(): Element[] {
  const found: Element[] = [];
  const body = document.body;
  if (!body) return found;
  // A fixed element's descendants move with it: only the outermost counts, its subtree is skipped.
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const el = node as Element;
      if (ours(el)) return NodeFilter.FILTER_REJECT;
      const { position, display } = getComputedStyle(el);
      if (display === 'none') return NodeFilter.FILTER_REJECT;
      if (position === 'fixed' || position === 'sticky') {
        found.push(el);
        return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_SKIP;
    },
  });
  walker.nextNode();
  return found;
}

/** The fixed and sticky elements of the page (not ours), walked again only after the host DOM changed. */
export function fixedElements(): Element[] {
  const now = hostDomChanges();
  if (now !== cachedAt || cached.some((el) => !el.isConnected)) {
    cached = scan();
    cachedAt = now;
  }
  return cached;
}

/** Within a pixel of its sticky offset: a sticky element counts only while stuck to an edge (then it acts fixed). */
const at = (inset: string, distance: number) => inset !== 'auto' && Math.abs(Number.parseFloat(inset) - distance) < 1;
const stuck = (style: CSSStyleDeclaration, box: DOMRect) => at(style.top, box.top) || at(style.bottom, innerHeight - box.bottom);

/** The boxes of the visible ones now. */
export function obstacleBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const el of fixedElements()) {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0' || style.display === 'none') continue;
    const box = el.getBoundingClientRect();
    if (style.position === 'sticky' && !stuck(style, box)) continue;
    if (box.right > box.left && box.bottom > box.top) boxes.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
  }
  return boxes;
}
