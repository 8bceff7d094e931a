import { describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/core/access/markers';
import { declaresAccess, gatedElements, gatedMarker, PAYWALLED_CLASS, paywallJsonLd } from '../../src/core/access/paywallMarkup';
import { paywallSetting, refusedEmbed } from '../../src/core/access/paywallSetting';
import { pageConfigProblems } from '../../src/core/shell/pageConfig';
import type { Claim } from '../../src/core/signin/token';

const free: Claim = {
  activeMemberships: [{ planId: 1001, publicPlanId: 'free01', type: 'free', createdAt: '2024-01-01T00:00:00Z' }],
  hasActiveFreeMembership: true,
  hasActivePaidMembership: false,
};

describe('paywall JSON-LD (search engines: "Subscription and paywalled content")', () => {
  it('nothing gated: no block at all', () => {
    expect(paywallJsonLd([])).toBeNull();
  });

  it('a gated class: a page not free to access, whose part behind the paywall is named by a class selector', () => {
    expect(paywallJsonLd([PAYWALLED_CLASS])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      isAccessibleForFree: false,
      hasPart: [{ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.ms-paywalled' }],
    });
  });

  it('one part per class, each once; what a plain .class selector cannot name is left out', () => {
    const ld = paywallJsonLd(['a', 'b', 'a', 'x y', '1st', '.dot', '']);
    expect(ld?.hasPart.map((p) => p.cssSelector)).toEqual(['.a', '.b']);
    expect(paywallJsonLd(['x y', '#id'])).toBeNull();
  });

  it('survives a JSON round trip (what a crawler parses is what was built)', () => {
    const ld = paywallJsonLd([PAYWALLED_CLASS]);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});

describe('what is gated', () => {
  const m = (show: string | null, hide: string | null = null) => parseMarker(show, hide);

  it('a marker behind a membership is gated for a visitor; content shown to visitors (hide-for) never is', () => {
    expect(gatedMarker(m('auth'), null)).toBe(true);
    expect(gatedMarker(m('paid'), null)).toBe(true);
    expect(gatedMarker(m('(sub01, 1003)'), null)).toBe(true);
    expect(gatedMarker(m(null, 'auth'), null)).toBe(false);
    expect(gatedMarker(m(null, 'paid'), null)).toBe(false);
  });

  it('for a member: only what stays locked to them; what hides because they are a member is not paywalled', () => {
    expect(gatedMarker(m('auth'), free)).toBe(false);
    expect(gatedMarker(m('free'), free)).toBe(false);
    expect(gatedMarker(m('paid'), free)).toBe(true);
    expect(gatedMarker(m(null, 'auth'), free)).toBe(false);
  });

  it('a marker that does not parse is hidden by mistake, not by plan: not marked', () => {
    expect(gatedMarker(m('auth', 'auth'), null)).toBe(false);
    expect(gatedMarker(m('nonsense'), null)).toBe(false);
  });

  const inside = (a: string, b: string) => a !== b && a.startsWith(`${b}/`);

  it('a refused page is one gated part (its body): nothing inside it is marked again (no nesting)', () => {
    expect(gatedElements('body', ['body/a', 'body/b'], inside)).toEqual(['body']);
  });

  it('sections: only the outermost of nested gated sections', () => {
    expect(gatedElements(null, ['main/a', 'main/a/b', 'main/c', 'main/a/b/d'], inside)).toEqual(['main/a', 'main/c']);
    expect(gatedElements(null, [], inside)).toEqual([]);
  });

  it('an embed is gated when the server refuses it to the viewer (upsell, viewing window), not otherwise', () => {
    const ready = (type: string) => ({ state: 'ready', value: { id: 'c', type } }) as never;
    expect(refusedEmbed(ready('upsell'))).toBe(true);
    expect(refusedEmbed(ready('outside-viewing-window'))).toBe(true);
    for (const type of ['video', 'code', 'not-found', 'unknown']) expect(refusedEmbed(ready(type))).toBe(false);
    expect(refusedEmbed({ state: 'loading' })).toBe(false);
    expect(refusedEmbed({ state: 'failed', error: {} } as never)).toBe(false);
  });
});

describe("the page's own paywall markup", () => {
  it('a block saying isAccessibleForFree, at any depth, is the owner marking their paywall themselves', () => {
    expect(declaresAccess(['{"@type":"NewsArticle","isAccessibleForFree":false}'])).toBe(true);
    expect(declaresAccess(['{"@graph":[{"@type":"WebSite"},{"@type":"Article","isAccessibleForFree":"False"}]}'])).toBe(true);
    expect(declaresAccess(['[{"@type":"Article","hasPart":{"isAccessibleForFree":true}}]'])).toBe(true);
  });

  it('other structured data, garbage, empty or missing blocks say nothing', () => {
    expect(declaresAccess(['{"@type":"Organization","name":"isAccessibleForFree"}'])).toBe(false);
    expect(declaresAccess(['{ not json', '', null, 'null', '42', '"isAccessibleForFree"'])).toBe(false);
    expect(declaresAccess([])).toBe(false);
  });

  it('a huge or deeply nested block ends without throwing', () => {
    const wide = JSON.stringify({ items: Array.from({ length: 200_000 }, (_, i) => ({ i })) });
    expect(declaresAccess([wide])).toBe(false);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(() => declaresAccess([deep])).not.toThrow();
  });
});

describe('the owner switch (page setting paywallMarkup, tag data-paywall-markup)', () => {
  it('on by default', () => {
    expect(paywallSetting(undefined, undefined)).toEqual({ on: true, problems: [] });
    expect(paywallSetting(undefined, null)).toEqual({ on: true, problems: [] });
  });

  it('the page object wins over the tag', () => {
    expect(paywallSetting(false, 'on')).toEqual({ on: false, problems: [] });
    expect(paywallSetting(true, 'off')).toEqual({ on: true, problems: [] });
    expect(paywallSetting(undefined, 'off')).toEqual({ on: false, problems: [] });
  });

  it('a known page setting at boot (not "Unknown page setting"): its value is checked at ready, with the tag', () => {
    expect(pageConfigProblems({ subdomain: 'demo', paywallMarkup: false })).toEqual([]);
    expect(pageConfigProblems({ subdomain: 'demo', paywallMarkup: 'off' })).toEqual([]);
  });

  it('a bad value is ignored and named: the next source or the default applies', () => {
    expect(paywallSetting('off', undefined)).toEqual({
      on: true,
      problems: ['Page setting MemberSpace.paywallMarkup must be true or false, not "off": ignored'],
    });
    expect(paywallSetting(0, 'off')).toEqual({
      on: false,
      problems: ['Page setting MemberSpace.paywallMarkup must be true or false, not number: ignored'],
    });
    expect(paywallSetting(undefined, 'no')).toEqual({
      on: true,
      problems: [`data-paywall-markup on the widget's script tag must be "on" or "off", not "no": ignored`],
    });
  });
});
