import { describe, expect, it } from 'vitest';
import { isButtonOffsets } from '../../src/core/shell/buttonOffsets';
import { baseOffset, type Box, placeButton, probePoints } from '../../src/core/shell/buttonPlace';

/** Issue 37: the member button keeps clear of the page's fixed controls, keeping its inline offset. */
const phone = { width: 390, height: 844 };
const size = { width: 160, height: 46 };
const base = { x: 20, y: 20 };
const place = (corner: Parameters<typeof placeButton>[0]['corner'], obstacles: Box[], viewport = phone) =>
  placeButton({ corner, viewport, size, base, obstacles });
/** A bar across the viewport's bottom, `height` tall. */
const bottomBar = (height: number, viewport = phone): Box => ({
  left: 0,
  top: viewport.height - height,
  right: viewport.width,
  bottom: viewport.height,
});

describe('placeButton', () => {
  it('an empty corner: the owner offset', () => {
    expect(place('bottomRight', [])).toEqual({ x: 20, y: 20 });
  });

  it('above a bottom navbar, with a gap, keeping the side offset', () => {
    expect(place('bottomRight', [bottomBar(56)])).toEqual({ x: 20, y: 64 });
  });

  it('above a back-to-top button that sits above the navbar: past both', () => {
    const backToTop: Box = { left: 330, top: 844 - 56 - 16 - 44, right: 374, bottom: 844 - 56 - 16 };
    expect(place('bottomRight', [bottomBar(56), backToTop])).toEqual({ x: 20, y: 56 + 16 + 44 + 8 });
  });

  it('below a top bar for a top corner', () => {
    expect(place('topLeft', [{ left: 0, top: 0, right: 390, bottom: 60 }])).toEqual({ x: 20, y: 68 });
  });

  it('a launcher in the other corner does not move it', () => {
    expect(place('bottomLeft', [{ left: 310, top: 764, right: 370, bottom: 824 }])).toEqual(base);
  });

  it('a full-viewport backdrop and a half-height panel are ignored', () => {
    expect(place('bottomRight', [{ left: 0, top: 0, right: 390, bottom: 844 }])).toEqual(base);
    expect(place('bottomRight', [bottomBar(500)])).toEqual(base);
  });

  it('never past half the viewport: a crowded corner keeps the owner offset', () => {
    const stack = Array.from({ length: 8 }, (_, i): Box => ({ left: 200, top: 844 - 60 * (i + 1), right: 390, bottom: 844 - 60 * i }));
    expect(place('bottomRight', stack)).toEqual(base);
  });

  it('owner offsets too large for the viewport: the button stays whole on screen', () => {
    const at = (corner: Parameters<typeof placeButton>[0]['corner'], offset: { x: number; y: number }) =>
      placeButton({ corner, viewport: phone, size, base: offset, obstacles: [] });
    expect(at('bottomRight', { x: 20, y: 2000 })).toEqual({ x: 20, y: 844 - 46 });
    expect(at('topLeft', { x: 2000, y: 2000 })).toEqual({ x: 390 - 160, y: 844 - 46 });
    // A viewport smaller than the button: its corner's edges.
    expect(placeButton({ corner: 'bottomLeft', viewport: { width: 100, height: 30 }, size, base: { x: 50, y: 50 }, obstacles: [] })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('zero-size boxes are nothing', () => {
    expect(place('bottomRight', [{ left: 300, top: 800, right: 300, bottom: 800 }])).toEqual(base);
  });
});

describe('probePoints', () => {
  const points = (corner: Parameters<typeof probePoints>[0]['corner'], offset = base) => probePoints({ corner, viewport: phone, size, base: offset });

  it("the button's column from its corner's edge to mid-viewport, at its inner and outer x and between, 24 px apart", () => {
    const all = points('bottomRight');
    const xs = [...new Set(all.map((p) => p.x))];
    const ys = [...new Set(all.map((p) => p.y))];
    // The button spans 210..370: a pixel inside each edge, and columns no more than 80 px apart.
    expect(xs).toEqual([211, 290, 369]);
    expect(Math.max(...ys)).toBe(843); // the strip under the button
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(422);
    expect(Math.min(...ys)).toBeLessThan(422 + 24);
    expect(ys.every((y, i) => i === 0 || ys[i - 1]! - y === 24)).toBe(true);
    expect(all.length).toBe(xs.length * ys.length);
    expect(all.length).toBeLessThan(60);
  });

  it('a top-left corner: rows from the top, the column from the left offset', () => {
    const all = points('topLeft');
    expect(Math.min(...all.map((p) => p.x))).toBe(21);
    expect(Math.min(...all.map((p) => p.y))).toBe(1);
    expect(Math.max(...all.map((p) => p.y))).toBeLessThanOrEqual(422);
  });

  it('an offset off screen: the column where the button really goes, every point inside the viewport', () => {
    const all = points('bottomRight', { x: 2000, y: 2000 });
    expect(Math.min(...all.map((p) => p.x))).toBe(1);
    expect(all.every((p) => p.x >= 0 && p.x < 390 && p.y >= 0 && p.y < 844)).toBe(true);
  });
});

describe('baseOffset', () => {
  it('20 px without offsets; the breakpoint picks phone or desktop; the page wins key by key', () => {
    expect(baseOffset(1280, undefined, undefined)).toEqual({ x: 20, y: 20 });
    const site = { desktop: { x: 40, y: 50 }, phone: { y: 90 } };
    expect(baseOffset(1280, site, undefined)).toEqual({ x: 40, y: 50 });
    expect(baseOffset(767, site, undefined)).toEqual({ x: 20, y: 90 });
    expect(baseOffset(768, site, { desktop: { y: 10 } })).toEqual({ x: 40, y: 10 });
  });
});

describe('isButtonOffsets', () => {
  it('accepts the documented shape only', () => {
    expect(isButtonOffsets({})).toBe(true);
    expect(isButtonOffsets({ desktop: { x: 0, y: 100 }, phone: { y: 80 } })).toBe(true);
    for (const bad of [
      null,
      [],
      5,
      { desktop: 10 },
      { tablet: {} },
      { phone: { y: -1 } },
      { phone: { y: '80' } },
      { phone: { z: 1 } },
      { phone: { y: Number.NaN } },
    ])
      expect(isButtonOffsets(bad), JSON.stringify(bad)).toBe(false);
  });
});
