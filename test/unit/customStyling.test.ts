import { describe, expect, it } from 'vitest';
import { customStylingCss, isColour, isFontFamily, isFontWeight, isRadius } from '../../src/core/shell/customStyling';

// Part 1 §1: "custom styling is applied (per element: colour, font family, weight, radius)".
describe('custom styling → CSS', () => {
  it('turns the seed example into a rule for the primary button', () => {
    const { css, skipped } = customStylingCss({ primaryButton: { backgroundColor: '#202020', borderRadius: '4px' } });
    expect(css).toBe('.btn:not(.cta,.secondary){background-color:#202020;border-radius:4px}');
    expect(skipped).toEqual([]);
  });

  it('styles every known element with colour, font family, weight and radius', () => {
    const { css } = customStylingCss({
      widget: { fontFamily: '"Open Sans", Arial, sans-serif', color: 'rgb(20, 20, 20)' },
      modal: { borderRadius: '12px', backgroundColor: 'white' },
      heading: { fontWeight: 800, color: '#333' },
      ctaButton: { backgroundColor: 'hsl(200 80% 40% / 90%)', color: '#fff' },
      memberButton: { borderRadius: 0, fontWeight: 'bold' },
      input: { borderColor: '#ccc', borderRadius: '2px 2px 0 0' },
      link: { color: 'currentColor' },
    });
    expect(css.split('\n')).toEqual([
      '.ms{font-family:"Open Sans", Arial, sans-serif;color:rgb(20, 20, 20)}',
      '.dialog{border-radius:12px;background-color:white}',
      'h1,h2{font-weight:800;color:#333}',
      '.btn.cta{background-color:hsl(200 80% 40% / 90%);color:#fff}',
      '.member-button{border-radius:0px;font-weight:bold}',
      'input,select,textarea{border-color:#ccc;border-radius:2px 2px 0 0}',
      '.link{color:currentColor}',
    ]);
  });

  it('skips unknown elements and properties, and says why', () => {
    const { css, skipped } = customStylingCss({
      body: { color: 'red' },
      'h1{}*': { color: 'red' },
      modal: { margin: '0', position: 'fixed', color: 'red' },
      link: 'red',
      input: ['red'],
    });
    expect(css).toBe('.dialog{color:red}');
    expect(skipped).toEqual([
      { at: 'body', reason: 'unknown element' },
      { at: 'h1{}*', reason: 'unknown element' },
      { at: 'modal.margin', reason: 'unknown property' },
      { at: 'modal.position', reason: 'unknown property' },
      { at: 'link', reason: 'not an object' },
      { at: 'input', reason: 'not an object' },
    ]);
  });

  it('refuses every value that could leave its declaration, load something or run something', () => {
    const hostile = [
      'red;position:fixed',
      'red}:host{display:none',
      'red}</style><script>alert(1)</script>',
      'url(https://evil.test/x.png)',
      'expression(alert(1))',
      '@import "https://evil.test/x.css"',
      'red /* comment */',
      'red\\;',
      'red !important',
      'var(--x)',
      'image-set("x.png" 1x)',
      '',
      'a'.repeat(300),
    ];
    for (const value of hostile) {
      const { css, skipped } = customStylingCss({
        ctaButton: { backgroundColor: value, color: value, fontFamily: value, fontWeight: value, borderRadius: value },
      });
      expect(css, value).toBe('');
      expect(
        skipped.map((s) => s.reason),
        value,
      ).toEqual(Array(5).fill('invalid value'));
    }
  });

  it('keeps the valid entries of a partly hostile config', () => {
    const { css, skipped } = customStylingCss({
      primaryButton: { backgroundColor: 'url(javascript:alert(1))', color: '#fafafa' },
      ctaButton: { backgroundColor: '#ff0000' },
    });
    expect(css).toBe('.btn:not(.cta,.secondary){color:#fafafa}\n.btn.cta{background-color:#ff0000}');
    expect(skipped).toEqual([{ at: 'primaryButton.backgroundColor', reason: 'invalid value' }]);
  });

  it('does not read inherited keys (prototype pollution cannot add an element)', () => {
    const styling = Object.create({ modal: { color: 'red' } }) as Record<string, unknown>;
    Object.defineProperty(styling, 'constructor', { value: { color: 'red' }, enumerable: true });
    const { css, skipped } = customStylingCss(styling);
    expect(css).toBe('');
    expect(skipped).toEqual([{ at: 'constructor', reason: 'unknown element' }]);
  });

  it('treats no styling as nothing to do, and a non-object as one skipped entry', () => {
    expect(customStylingCss(undefined)).toEqual({ css: '', skipped: [] });
    expect(customStylingCss({})).toEqual({ css: '', skipped: [] });
    expect(customStylingCss('primaryButton{color:red}').skipped).toEqual([{ at: '', reason: 'not an object' }]);
  });
});

describe('value grammars', () => {
  it('colours: hex, rgb/hsl functions, names', () => {
    for (const ok of [
      '#fff',
      '#FFFA',
      '#0e75be',
      '#0e75be80',
      'rgb(1,2,3)',
      'rgba(1, 2, 3, .5)',
      'hsl(120deg 50% 50%)',
      'red',
      'transparent',
      'currentColor',
    ]) {
      expect(isColour(ok), ok).toBe(true);
    }
    for (const bad of ['#ggg', '#12345', 'rgb(1,2,3);', 'rgb(calc(1))', 'red blue', 'url(x)', 'var(--x)', 'r']) {
      expect(isColour(bad), bad).toBe(false);
    }
  });
  it('radii: one to four lengths in px, em, rem or %', () => {
    for (const ok of ['0', '4px', '0.5em', '1rem', '50%', '4px 8px', '1px 2px 3px 4px']) expect(isRadius(ok), ok).toBe(true);
    for (const bad of ['4', 'px', '-4px', '4pt', '1px 2px 3px 4px 5px', 'calc(4px)', '4px/2px']) expect(isRadius(bad), bad).toBe(false);
  });
  it('font families: quoted or plain names, comma-separated', () => {
    for (const ok of ['Lato', '"Open Sans", sans-serif', "'Font Awesome 6'", '-apple-system, system-ui']) expect(isFontFamily(ok), ok).toBe(true);
    for (const bad of ['"Lato', 'Lato;', 'Lato,', '"a"b"', 'a{b}', "'x', url(y)"]) expect(isFontFamily(bad), bad).toBe(false);
  });
  it('font weights: keywords and 1 to 1000', () => {
    for (const ok of ['normal', 'bold', 'bolder', 'lighter', '100', '950', '1000']) expect(isFontWeight(ok), ok).toBe(true);
    for (const bad of ['0', '1001', 'heavy', '700;', '7e2']) expect(isFontWeight(bad), bad).toBe(false);
  });
});
