import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The widget's sheet (shell/styles.ts): one for every shadow root, and the rules a lazy chunk brings (addStyles) reach
 * every root, those made before the chunk loaded and those made after, in constructable sheets and in the <style>
 * fallback alike. Each test loads a fresh copy of the module: the sheet is made once per page.
 */
const load = async () => {
  vi.resetModules();
  return import('../../src/shell/styles');
};
const root = () => document.createElement('div').attachShadow({ mode: 'open' });
const rules = (r: ShadowRoot) => r.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((rule) => rule.cssText)).join('\n');

afterEach(() => vi.unstubAllGlobals());

describe('adoptStyles and addStyles', () => {
  it("adds a chunk's rules to the roots adopted before and after it loaded, after the shell's rules", async () => {
    const { adoptStyles, addStyles } = await load();
    const before = root();
    adoptStyles(before, undefined);
    expect(rules(before)).toContain('.member-button');
    expect(rules(before)).not.toContain('.later-screen');
    addStyles('.later-screen{color:red}');
    const after = root();
    adoptStyles(after, undefined);
    for (const r of [before, after]) {
      expect(r.adoptedStyleSheets).toHaveLength(1);
      const text = rules(r);
      expect(text).toContain('.later-screen');
      expect(text.indexOf('.later-screen')).toBeGreaterThan(text.indexOf('.member-button'));
    }
  });

  it("keeps the dialog's rules before every other chunk's, whichever chunk runs first", async () => {
    const { adoptStyles, addStyles } = await load();
    addStyles('.access-leave{color:gray}'); // a flow's chunk that ran before the dialog's
    addStyles('.link{color:blue}', 'dialog');
    addStyles('.later-screen{color:red}');
    const r = root();
    adoptStyles(r, undefined);
    const text = rules(r);
    expect(text.indexOf('.member-button')).toBeLessThan(text.indexOf('.link'));
    expect(text.indexOf('.link')).toBeLessThan(text.indexOf('.access-leave'));
    expect(text.indexOf('.access-leave')).toBeLessThan(text.indexOf('.later-screen'));
  });

  it('without constructable stylesheets: every <style> fallback gets the rules, with the nonce', async () => {
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    );
    const { adoptStyles, addStyles } = await load();
    const before = root();
    adoptStyles(before, 'n0nce');
    addStyles('.later-screen{color:red}');
    const after = root();
    adoptStyles(after, 'n0nce');
    for (const r of [before, after]) {
      const style = r.querySelector('style')!;
      expect(style.nonce).toBe('n0nce');
      expect(style.textContent).toContain('.member-button');
      expect(style.textContent).toMatch(/\.later-screen\{color:red\}$/);
    }
  });
});
