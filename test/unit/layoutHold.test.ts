import { afterEach, describe, expect, it } from 'vitest';
import { BODY_CLOAK_CSS, SETTLED_ATTR, cloakStyle } from '../../src/core/access/cloak';
import { installFeatures, type FeatureContext, type HostFeature } from '../../src/host/features';

/** The layout hold (docs/architecture.md "No layout shift"): in every cloak, ended once the features' first passes are in. */
const settled = () => document.documentElement.hasAttribute(SETTLED_ATTR);
const context = { logger: { log: () => {} } } as unknown as FeatureContext;
const feature = (name: string, load: HostFeature['load']): HostFeature => ({ name, selector: `[data-${name}]`, load });

afterEach(() => {
  document.documentElement.removeAttribute(SETTLED_ATTR);
  document.body.innerHTML = '';
});

describe('the layout hold', () => {
  it('is in the cloak whatever the page, keyed on the settled mark; the body cloak keeps its clock stopped', () => {
    for (const knowledge of ['known', 'unknown', 'none'] as const) {
      expect(cloakStyle(knowledge)).toContain(`html:not([${SETTLED_ATTR}]) body:has(`);
      expect(cloakStyle(knowledge)).toMatch(/\{animation:ms-hold 1s\}@keyframes ms-hold\{0%,to\{opacity:0;visibility:hidden\}\}/);
    }
    expect(BODY_CLOAK_CSS).toContain('animation:none!important');
  });

  it('ends once every feature the parsed page needs has made its first pass, not before', async () => {
    document.body.innerHTML = '<p data-slow></p><p data-quick></p>';
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    installFeatures(
      [
        feature('slow', async () => ({ install: () => slow })),
        feature('quick', async () => ({ install: () => {} })),
        feature('absent', async () => ({ install: () => new Promise<void>(() => {}) })),
      ],
      context,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled()).toBe(false);
    finish();
    await expect.poll(settled).toBe(true);
  });

  it('ends when a feature cannot start, and on a page with nothing to decide', async () => {
    document.body.innerHTML = '<p data-broken></p>';
    installFeatures([feature('broken', () => Promise.reject(new Error('blocked')))], context);
    await expect.poll(settled).toBe(true);

    document.documentElement.removeAttribute(SETTLED_ATTR);
    document.body.innerHTML = '';
    installFeatures([feature('broken', () => Promise.reject(new Error('blocked')))], context);
    await expect.poll(settled).toBe(true);
  });
});
