/**
 * Where the floating member button goes (issue 37): its corner, pushed clear of the page's own fixed controls (a bottom
 * navbar, a chat launcher, a cookie bar, "back to top"). Pure geometry: the UI measures, this decides.
 */
import { MOBILE_MAX_WIDTH } from '../constants';
import type { ButtonOffsets } from './buttonOffsets';

export type Corner = 'bottomRight' | 'bottomLeft' | 'topRight' | 'topLeft';
/** A box in viewport pixels, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
/** Offsets from the corner's two edges: x from the side (left or right), y from the top or bottom. */
export interface Offset {
  x: number;
  y: number;
}
/** The corner's default distance from both edges. */
export const BUTTON_EDGE_PX = 20;
/** Room kept between the button and an obstacle it moved past. */
export const BUTTON_GAP_PX = 8;

/**
 * The owner's offset for this viewport width (the widget's phone breakpoint: under 768 px): the page's setting wins
 * over the site config's, key by key; 20 px where neither says.
 */
export function baseOffset(viewportWidth: number, site: ButtonOffsets | undefined, page: ButtonOffsets | undefined): Offset {
  const key = viewportWidth < MOBILE_MAX_WIDTH ? 'phone' : 'desktop';
  const from = (o: ButtonOffsets | undefined) => o?.[key] ?? {};
  const s = from(site);
  const p = from(page);
  return { x: p.x ?? s.x ?? BUTTON_EDGE_PX, y: p.y ?? s.y ?? BUTTON_EDGE_PX };
}

export interface PlaceInput {
  corner: Corner;
  viewport: { width: number; height: number };
  size: { width: number; height: number };
  base: Offset;
  obstacles: readonly Box[];
}

/** Where obstacles are looked for: where the button is, without the obstacles. */
export type ProbeInput = Omit<PlaceInput, 'obstacles'>;
/** A point in viewport pixels. */
export interface Point {
  x: number;
  y: number;
}
/**
 * Rows of probe points this far apart: no control one can tap is shorter (24 px, WCAG 2.5.8). Each point costs a hit
 * test of the page (about 0.1 to 0.3 ms on a page of 20000 elements), so a few dozen in all.
 */
const PROBE_ROW_PX = 24;
/** Columns at most this far apart, from the button's inner to its outer edge (3 for a text button, 2 for the icon). */
const PROBE_COLUMN_PX = 80;

/** The owner's offset, kept so that the button stays whole on screen (offsets up to 2000 px are accepted). */
export function onScreen({ viewport, size, base }: ProbeInput): Offset {
  const clamp = (v: number, room: number) => Math.max(0, Math.min(v, room));
  return { x: clamp(base.x, viewport.width - size.width), y: clamp(base.y, viewport.height - size.height) };
}

/** The button's box at offset y from its corner's block edge. */
function boxAt({ corner, viewport, size, base }: ProbeInput, y: number): Box {
  const left = corner.endsWith('Right') ? viewport.width - base.x - size.width : base.x;
  const top = corner.startsWith('bottom') ? viewport.height - y - size.height : y;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Obstacles that count: with a size, not taller than half the viewport (a modal's backdrop, a full-height side menu
 * would push the button off screen).
 */
const countsAsObstacle = (box: Box, viewport: { height: number }): boolean =>
  box.right > box.left && box.bottom > box.top && box.bottom - box.top <= viewport.height / 2;

/**
 * The block offset (from the corner's top or bottom edge) that keeps the button clear of every obstacle, keeping the
 * inline offset: moving up from a bottom corner (down from a top one) past each obstacle it meets, never beyond half
 * the viewport (then the owner's offset stands: a crowded corner is better than a button in mid-page).
 */
export function placeButton(input: PlaceInput): Offset {
  const { corner, viewport, size } = input;
  const base = onScreen(input);
  const obstacles = input.obstacles.filter((o) => countsAsObstacle(o, viewport));
  const bottom = corner.startsWith('bottom');
  const limit = viewport.height / 2 - size.height;
  let y = base.y;
  // Each pass moves past one obstacle, so at most one pass per obstacle (and one to find nothing in the way).
  for (let pass = 0; pass <= obstacles.length; pass++) {
    const box = boxAt({ ...input, base }, y);
    const hit = obstacles.filter((o) => overlaps(box, { ...o, top: o.top - BUTTON_GAP_PX, bottom: o.bottom + BUTTON_GAP_PX }));
    if (!hit.length) return { x: base.x, y };
    // Past the farthest edge of what it hits.
    const past = bottom
      ? Math.max(...hit.map((o) => viewport.height - o.top + BUTTON_GAP_PX))
      : Math.max(...hit.map((o) => o.bottom + BUTTON_GAP_PX));
    if (past > limit) return base;
    y = Math.ceil(past);
  }
  return base;
}

/**
 * Where the page's controls that could push the button are hit-tested (host/fixedObstacles.ts): the column the button
 * may take, from its corner's block edge (the strip under it included) to mid-viewport, at its inner and outer x and
 * between. A few dozen points, whatever the page's size.
 */
export function probePoints(input: ProbeInput): Point[] {
  const { corner, viewport } = input;
  const box = boxAt({ ...input, base: onScreen(input) }, 0);
  // A pixel inside the button's edges (an edge shared with a neighbour is not inside it), and inside the viewport.
  const left = Math.max(box.left + 1, 0);
  const right = Math.min(box.right - 1, viewport.width - 1);
  const columns = Math.max(1, Math.ceil((right - left) / PROBE_COLUMN_PX));
  const points: Point[] = [];
  for (let d = 1; d <= viewport.height / 2; d += PROBE_ROW_PX) {
    const y = corner.startsWith('bottom') ? viewport.height - d : d;
    for (let i = 0; i <= columns; i++) points.push({ x: left + ((right - left) * i) / columns, y });
  }
  return points;
}
