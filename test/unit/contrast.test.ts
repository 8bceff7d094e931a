import { describe, expect, it } from 'vitest';
import { buttonSurface, contrastRatio, parseColour } from '../../src/core/util/contrast';

/** WCAG 2.2 contrast ratio; issue 37: the member button keeps 3:1 (1.4.11 non-text contrast) on the page behind it. */
describe('parseColour', () => {
  it('reads computed rgb()/rgba() in both syntaxes; nothing else', () => {
    expect(parseColour('rgb(13, 17, 23)')).toEqual([13, 17, 23, 1]);
    expect(parseColour('rgba(0, 0, 0, 0)')).toEqual([0, 0, 0, 0]);
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0, 0.5]);
    expect(parseColour('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30, 0.5]);
    expect(parseColour('oklch(0.5 0.1 200)')).toBeNull();
    expect(parseColour('navy')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('21:1 black on white, 1:1 alike, symmetric', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([120, 120, 120, 1], [120, 120, 120, 1])).toBe(1);
    expect(contrastRatio([32, 32, 32, 1], [13, 17, 23, 1])).toBeCloseTo(contrastRatio([13, 17, 23, 1], [32, 32, 32, 1]), 10);
  });
  it('#767676 on white is the familiar 4.54:1', () => {
    expect(contrastRatio([118, 118, 118, 1], [255, 255, 255, 1])).toBeCloseTo(4.54, 2);
  });
});

describe('buttonSurface', () => {
  const dark = parseColour('rgb(32, 32, 32)');
  const light = parseColour('rgb(255, 255, 255)');
  it('dark on a light page, light on a dark page', () => {
    expect(buttonSurface(dark, light, [255, 255, 255, 1])).toBe('dark');
    expect(buttonSurface(dark, light, [13, 17, 23, 1])).toBe('light');
  });
  it('neither reaches 3:1: the better one', () => {
    expect(buttonSurface(dark, light, [90, 90, 90, 1])).toBe('light');
    expect(buttonSurface(dark, parseColour('rgb(51, 51, 51)'), [60, 60, 60, 1])).toBe('dark');
  });
  it('an unreadable colour keeps the dark surface', () => {
    expect(buttonSurface(null, light, [13, 17, 23, 1])).toBe('dark');
  });
});
