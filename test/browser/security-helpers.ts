import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect } from './fixtures';
import { hook } from './helpers';

/**
 * Shared by the security suites (xss, tokens, post-message, protected links): a page-side recorder of payloads
 * that ran, a scan for markup a payload would have created, and the fixture hook that writes the payloads.
 */

/** Before any page script: `__xss(n)` records n; `__xssRan` lists what ran (in this document and its frames' parent). */
export async function recordPayloads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssRan: number[]; __xss: (n: number) => void };
    w.__xssRan = [];
    w.__xss = (n: number) => w.__xssRan.push(n);
  });
}

/** The payload numbers that ran so far on the current page (an empty list when none). */
export const payloadsRun = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { __xssRan?: number[] }).__xssRan ?? []);

/**
 * Markup a payload would have created, anywhere in the page, in every open shadow root and in same-origin
 * frames: any `on…` attribute, and the elements and URLs the payloads use (an `<img src=x>`, a srcdoc frame,
 * `<details ontoggle>`, `<mglyph>`, script URLs on links, forms, objects and embeds, a script calling __xss
 * other than the tracking snippet the test itself installs).
 */
export function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const isScriptUrl = (value: string | null) => value !== null && /^\s*javascript:/i.test(value.replace(/[\u0000-\u001f]/g, ''));
    const scan = (root: Document | ShadowRoot, where: string) => {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        for (const { name } of el.attributes) if (/^on/i.test(name)) found.push(`${where}: <${tag} ${name}>`);
        if (tag === 'img' && el.getAttribute('src') === 'x') found.push(`${where}: <img src=x>`);
        if (tag === 'iframe' && el.hasAttribute('srcdoc')) found.push(`${where}: <iframe srcdoc>`);
        if (tag === 'mglyph' || tag === 'details') found.push(`${where}: <${tag}>`);
        if (tag === 'script' && (el.textContent ?? '').includes('__xss(') && !el.hasAttribute('data-fx-tracking')) found.push(`${where}: <script>`);
        for (const attr of ['href', 'action', 'data', 'src', 'formaction']) {
          if (isScriptUrl(el.getAttribute(attr))) found.push(`${where}: <${tag} ${attr}="${el.getAttribute(attr)}">`);
        }
        if (el.shadowRoot) scan(el.shadowRoot, `${where} > ${tag}::shadow`);
        if (tag === 'iframe') {
          try {
            const doc = (el as HTMLIFrameElement).contentDocument;
            if (doc) scan(doc, `${where} > iframe`);
          } catch {
            // another origin: not ours to read (and payloads there could not reach this page)
          }
        }
      }
    };
    scan(document, 'page');
    return found;
  });
}

/** Writes the payloads into every field the fixture API serves (fixtures/api/payloads.ts). */
export async function writePayloads(world: FixtureServer, payload: { text: string; url: string; email?: string; member?: string }): Promise<void> {
  const answer = await hook(world, 'payloads', payload);
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
}

/** The text of an element, read as the DOM holds it (no whitespace folding), polled until it contains `text`. */
export async function expectLiteral(locator: Locator, text: string): Promise<void> {
  await expect.poll(() => locator.first().evaluate((el) => el.textContent ?? ''), { message: `literal text in ${locator}` }).toContain(text);
}
