import { describe, expect, it } from 'vitest';
import { afterLoginDestination } from '../../src/core/signin/afterLogin';
import { format } from '../../src/core/texts/bootTexts';
import { customStylingCss } from '../../src/core/shell/customStyling';
import { escapeHtml, fillTemplate } from '../../src/core/texts/template';
import { isWebUrl, webHref } from '../../src/core/shell/webUrl';
import { EMAIL_PAYLOAD, PAYLOADS, URL_PAYLOAD } from '../browser/security-payloads';

/**
 * Issue 11, security: the pure functions that put member and site data into HTML, texts, CSS and URLs, fed the
 * XSS suite's payloads (test/browser/security-payloads.ts).
 */
const ALL = [...PAYLOADS, URL_PAYLOAD, EMAIL_PAYLOAD];
const FIELDS = ['id', 'name', 'firstName', 'lastName', 'email'] as const;

/** Parses HTML as a page would (happy-dom) and reports the elements it made and the text it shows. */
function parse(html: string): { elements: number; text: string } {
  const box = document.createElement('div');
  box.innerHTML = html;
  return { elements: box.querySelectorAll('*').length, text: box.textContent ?? '' };
}

describe('message templates (part 1 §5) with hostile member data', () => {
  for (const [i, payload] of ALL.entries()) {
    for (const field of FIELDS) {
      it(`payload ${i + 1} as ${field}: HTML-escaped, parsed back as the same text and no element`, () => {
        const html = fillTemplate(`<p title="{{${field}}}">{{${field}}}</p>`, { [field]: payload });
        const box = document.createElement('div');
        box.innerHTML = html;
        expect(box.querySelectorAll('*')).toHaveLength(1); // the owner's <p>, nothing else
        expect(box.firstElementChild!.textContent).toBe(payload);
        expect(box.firstElementChild!.getAttribute('title')).toBe(payload);
        expect([...box.firstElementChild!.attributes].map((a) => a.name)).toEqual(['title']);
      });
    }
    it(`payload ${i + 1}: no character that ends a string, a template literal, a tag or an attribute survives`, () => {
      expect(escapeHtml(payload)).not.toMatch(/[<>"'`$]/);
      expect(parse(escapeHtml(payload))).toEqual({ elements: 0, text: payload });
    });
  }

  it('placeholders inside a value are not filled again (one pass over the owner template)', () => {
    const out = fillTemplate('{{firstName}}', { firstName: '{{email}} {{ id }}', email: 'secret@x.test', id: 1 });
    expect(out).toBe('{{email}} {{ id }}');
  });

  it('only the five member fields are filled: other names (constructor, __proto__, toString) give undefined', () => {
    expect(fillTemplate('{{constructor}} {{__proto__}} {{toString}}', { firstName: 'A' })).toBe('undefined undefined undefined');
  });
});

describe('text placeholders ({name}) with hostile values', () => {
  it('a value holding placeholders or markup is inserted as it is, once', () => {
    for (const payload of ALL) {
      expect(format('Hi {name}, see {plan}', { name: payload, plan: 'P' })).toBe(`Hi ${payload}, see P`);
    }
  });
});

describe('web URLs: what the widget may follow, link or frame', () => {
  const refused = [
    URL_PAYLOAD,
    'javascript:__xss(1)',
    'JAVASCRIPT:__xss(1)',
    '  javascript:__xss(1)',
    'java\tscript:__xss(1)',
    'java\nscript:__xss(1)',
    '\u0000javascript:__xss(1)',
    'data:text/html,<script>__xss(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.test/x',
  ];
  const allowed = ['https://demo-yoga.test/members', 'http://127.0.0.1:4173/x', '/members-only', 'courses/', '?a=1', '#top', '//cdn.test/a.pdf'];
  for (const url of refused) it(`refuses ${JSON.stringify(url)}`, () => (expect(isWebUrl(url)).toBe(false), expect(webHref(url)).toBeUndefined()));
  for (const url of allowed) it(`allows ${JSON.stringify(url)}`, () => (expect(isWebUrl(url)).toBe(true), expect(webHref(url)).toBe(url)));
  it('no URL at all is no link', () => {
    expect(webHref(null)).toBeUndefined();
    expect(webHref('')).toBeUndefined();
  });
});

describe('after login (part 1 §2 step 3) with a script URL as the plans’ content URL', () => {
  it('is no destination: the member goes on to the menu or the account', () => {
    const memberships = [{ status: 'active', contentUrl: URL_PAYLOAD }];
    expect(afterLoginDestination({ memberships, menu: true })).toEqual({ route: { name: 'memberMenu' } });
    expect(afterLoginDestination({ memberships, menu: false })).toEqual({ route: { name: 'account' } });
    expect(afterLoginDestination({ memberships: [{ status: 'active', contentUrl: '/welcome' }], menu: false })).toEqual({ url: '/welcome' });
  });
});

describe('custom styling with hostile values', () => {
  it('a value that would close the rule or the stylesheet, import, or load a URL is skipped', () => {
    const hostile = [
      'red;}</style><img src=x onerror=__xss(1)>',
      'red} .ms{display:none',
      'url(javascript:__xss(1))',
      '@import "https://evil.test/x.css"',
      'expression(__xss(1))',
    ];
    for (const value of [...hostile, ...PAYLOADS]) {
      const { css, skipped } = customStylingCss({ widget: { color: value, fontFamily: value, borderRadius: value } });
      expect(css).not.toMatch(/<|\}.*\}|url\(|@import|expression/i);
      expect(skipped.length).toBeGreaterThan(0);
    }
  });
});
