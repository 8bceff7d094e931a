/**
 * The page's colour behind a point (the member button's centre): the first opaque background up from the topmost
 * page element there, then <body>'s and <html>'s, else white (the canvas' default). Our own hosts are looked through.
 */
import { parseColour, type Rgba } from '../core/util/contrast';
import { isOurHost } from './fixedObstacles';

const WHITE: Rgba = [255, 255, 255, 1];

const opaque = (el: Element): Rgba | null => {
  const colour = parseColour(getComputedStyle(el).backgroundColor);
  return colour && colour[3] >= 0.99 ? colour : null;
};

export function pageColourAt(x: number, y: number): Rgba {
  const stack = typeof document.elementsFromPoint === 'function' ? document.elementsFromPoint(x, y) : [];
  const top = stack.find((el) => !isOurHost(el));
  for (let el = top ?? null; el; el = el.parentElement) {
    const colour = opaque(el);
    if (colour) return colour;
  }
  for (const el of [document.body, document.documentElement]) {
    const colour = el && opaque(el);
    if (colour) return colour;
  }
  return WHITE;
}
