/**
 * Colour contrast (WCAG 2.x relative luminance and contrast ratio), for the member button on the page behind it.
 * Pure: colours come in as computed styles give them.
 */

/** Red, green, blue 0-255 and alpha 0-1. */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

const RGB = /^rgba?\(([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\)$/;

/**
 * A computed colour: rgb()/rgba() as getComputedStyle serialises them (comma or space syntax); null for anything
 * else (a colour space the browser keeps, as oklch()): nothing is decided on an unread colour.
 */
export function parseColour(css: string): Rgba | null {
  const m = RGB.exec(css);
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

/** Relative luminance (WCAG 2.2, "relative luminance"). */
export function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG 1.4.11 non-text contrast: a control's boundary against what is next to it. */
export const MIN_UI_CONTRAST = 3;

/**
 * Which of the button's two theme surfaces to show on this page colour: its own (dark) colour when it keeps 3:1, else
 * the light surface if that does better. Unreadable colours keep the dark one (nothing is known to be wrong).
 */
export function buttonSurface(dark: Rgba | null, light: Rgba | null, page: Rgba): 'dark' | 'light' {
  if (!dark || !light || contrastRatio(dark, page) >= MIN_UI_CONTRAST) return 'dark';
  return contrastRatio(light, page) > contrastRatio(dark, page) ? 'light' : 'dark';
}
