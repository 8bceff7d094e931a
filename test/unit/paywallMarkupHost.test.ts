import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../src/core/util/logger';

/**
 * The paywall markup's host side on odd pages: it never throws onto the page, and writes nothing it cannot write
 * properly. Each test loads the module afresh (it installs once per page).
 */
async function start() {
  vi.resetModules();
  const store = await import('../../src/state/store');
  const { install } = await import('../../src/host/paywallMarkup');
  const lines: string[] = [];
  const logger = {
    log: (level: string, _topic: string, message: string) => lines.push(`${level} ${message}`),
    entries: () => [],
  } as unknown as Logger;
  return { store, install: () => install({ logger }), lines };
}

const block = () => document.querySelector('script[data-ms-paywall-markup]');

describe('paywall markup on the host page', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.body.className = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('a refused page: one block in <head>, the body carries the class it names; gone when the page is let in', async () => {
    const { store, install, lines } = await start();
    store.protectionMode.value = 'NOT_PERMITTED';
    install();
    const ld = JSON.parse(block()?.textContent ?? 'null');
    expect(ld.hasPart).toEqual([{ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.ms-paywalled' }]);
    expect(block()?.parentElement).toBe(document.head);
    expect(document.body.classList.contains('ms-paywalled')).toBe(true);
    store.protectionMode.value = 'OFF';
    expect(block()).toBeNull();
    expect(document.body.classList.contains('ms-paywalled')).toBe(false);
    expect(lines).toEqual([]);
  });

  it('undecided (INITIAL): nothing yet', async () => {
    const { store, install } = await start();
    store.protectionMode.value = 'INITIAL';
    document.body.innerHTML = '<div data-ms-show-for="paid">paid</div>';
    install();
    expect(block()).toBeNull();
  });

  it('a page without a <head>: nothing written, said once, no exception', async () => {
    const { store, install, lines } = await start();
    document.head.remove();
    store.protectionMode.value = 'NOT_PERMITTED';
    expect(() => install()).not.toThrow();
    expect(document.querySelector('script[data-ms-paywall-markup]')).toBeNull();
    expect(document.body.classList.contains('ms-paywalled')).toBe(false);
    expect(lines).toEqual(['ERROR The paywall markup could not be written: none is added']);
    store.protectionMode.value = 'NO_LONGER_AVAILABLE';
    expect(lines).toHaveLength(1);
    document.documentElement.prepend(document.createElement('head'));
  });

  it('a page whose DOM methods throw: no exception reaches it', async () => {
    const { store, install, lines } = await start();
    vi.spyOn(Element.prototype, 'appendChild').mockImplementation(() => {
      throw new Error('hostile');
    });
    store.protectionMode.value = 'NOT_PERMITTED';
    expect(() => install()).not.toThrow();
    vi.restoreAllMocks();
    expect(block()).toBeNull();
    expect(lines).toHaveLength(1);
  });

  it('a page that drops the block (a head manager re-rendering <head>) gets it back at the next change', async () => {
    const { store, install } = await start();
    store.protectionMode.value = 'NOT_PERMITTED';
    install();
    block()?.remove();
    store.protectionMode.value = 'NOT_YET_AVAILABLE';
    expect(document.querySelectorAll('script[data-ms-paywall-markup]')).toHaveLength(1);
  });
});
