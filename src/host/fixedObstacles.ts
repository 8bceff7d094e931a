/**
 * The page's fixed and sticky elements where the member button may go (core/shell/buttonPlace.ts decides; its
 * probePoints say where to look). Hit-tested at each placement, so a control shown by a class change counts as much as
 * one added, and the cost is a few dozen hit tests whatever the page's size: no walk over the page's elements.
 * elementsFromPoint skips `pointer-events: none` and `visibility: hidden` elements: nothing one can tap.
 */
import { EMBED_TAG, HOST_TAG } from '../core/constants';
import type { Box, Point } from '../core/shell/buttonPlace';

/** One of our own hosts (the modal's, an embed's): never an obstacle, nor the page behind the button. */
export const isOurHost = (el: Element): boolean => el.localName === HOST_TAG || el.localName === EMBED_TAG;

const fixedOrSticky = (el: Element) => {
  const { position } = getComputedStyle(el);
  return position === 'fixed' || position === 'sticky';
};

/**
 * The outermost fixed or sticky element among el and its ancestors (its descendants move with it), or null. `known`
 * keeps each element's answer for this placement: the hits share their ancestors.
 */
function fixedRoot(el: Element, known: Map<Element, Element | null>): Element | null {
  let root = known.get(el);
  if (root !== undefined) return root;
  const parent = el.parentElement;
  root = (parent && fixedRoot(parent, known)) || (fixedOrSticky(el) ? el : null);
  known.set(el, root);
  return root;
}

/** The page's fixed and sticky elements (not ours) at these points. */
function fixedAt(points: readonly Point[]): Set<Element> {
  const found = new Set<Element>();
  if (typeof document.elementsFromPoint !== 'function') return found;
  const known = new Map<Element, Element | null>();
  for (const { x, y } of points) {
    for (const el of document.elementsFromPoint(x, y)) {
      if (isOurHost(el)) continue;
      const root = fixedRoot(el, known);
      if (root) found.add(root);
    }
  }
  return found;
}

/** Within a pixel of its sticky offset: a sticky element counts only while stuck to an edge (then it acts fixed). */
const at = (inset: string, distance: number) => inset !== 'auto' && Math.abs(Number.parseFloat(inset) - distance) < 1;
const stuck = (style: CSSStyleDeclaration, box: DOMRect) => at(style.top, box.top) || at(style.bottom, innerHeight - box.bottom);

/** The boxes of the visible fixed and sticky elements at these points, now. */
export function obstacleBoxes(points: readonly Point[]): Box[] {
  const boxes: Box[] = [];
  for (const el of fixedAt(points)) {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    const box = el.getBoundingClientRect();
    if (style.position === 'sticky' && !stuck(style, box)) continue;
    if (box.right > box.left && box.bottom > box.top) boxes.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
  }
  return boxes;
}
