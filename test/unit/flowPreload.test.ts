import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A flow's files asked for as module preloads (ui/flowFiles.ts): each file once, with the loader's nonce, leaving the
 * page once in; after a failure, none more; nothing for a browser without module preloads, nor for a name that is not
 * a chunk's. The module's memory is per page view, so each test loads it anew.
 */
const BASE = 'https://cdn.example/widget/chunk-UI.js';
const links = () => [...document.head.querySelectorAll('link')];
/** The DOM's token lists (happy-dom has no global for them): whether a browser knows `modulepreload`. */
const tokenLists = () => Object.getPrototypeOf(document.createElement('link').relList) as { supports(token: string): boolean };

async function fresh(nonce?: string) {
  vi.resetModules();
  (await import('../../src/shell/nonce')).setNonce(nonce);
  return import('../../src/ui/flowFiles');
}

describe('preloadFiles', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    vi.spyOn(tokenLists(), 'supports').mockImplementation((token: string) => token === 'modulepreload');
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for each file once, beside the chunk that asks, with the nonce; a link leaves the page once its file is in', async () => {
    const { preloadFiles } = await fresh('n0nce');
    preloadFiles(['chunk-A.js', 'chunk-B.js'], BASE);
    preloadFiles(['chunk-B.js', 'chunk-C.js'], BASE);
    expect(links().map((l) => [l.rel, l.href, l.nonce])).toEqual([
      ['modulepreload', 'https://cdn.example/widget/chunk-A.js', 'n0nce'],
      ['modulepreload', 'https://cdn.example/widget/chunk-B.js', 'n0nce'],
      ['modulepreload', 'https://cdn.example/widget/chunk-C.js', 'n0nce'],
    ]);
    links()[0]!.onload?.(new Event('load'));
    expect(links().map((l) => l.href)).toEqual(['https://cdn.example/widget/chunk-B.js', 'https://cdn.example/widget/chunk-C.js']);
  });

  it('after a preload that failed (a refusing policy reports each), asks for none more in the page view', async () => {
    const { preloadFiles } = await fresh();
    preloadFiles(['chunk-A.js'], BASE);
    expect(links()[0]!.hasAttribute('nonce')).toBe(false);
    links()[0]!.onerror?.(new Event('error'));
    expect(links()).toEqual([]);
    preloadFiles(['chunk-B.js'], BASE);
    expect(links()).toEqual([]);
  });

  it("asks for nothing in a browser without module preloads, and for no name that is not a chunk's", async () => {
    const { preloadFiles } = await fresh();
    preloadFiles(['../evil.js', 'https://elsewhere.example/x.js', 42, 'chunk-A.js?x'], BASE);
    expect(links()).toEqual([]);
    vi.mocked(tokenLists().supports).mockReturnValue(false);
    preloadFiles(['chunk-A.js'], BASE);
    expect(links()).toEqual([]);
  });

  it('never throws onto the page: a broken DOM leaves the chunks to bring their files', async () => {
    const { preloadFiles } = await fresh();
    vi.spyOn(document, 'createElement').mockImplementation(() => {
      throw new Error('broken by the page');
    });
    expect(() => preloadFiles(['chunk-A.js'], BASE)).not.toThrow();
  });

  it('a build without the table (this source, unbuilt) preloads nothing for a flow', async () => {
    const { preloadFlowFiles } = await fresh();
    preloadFlowFiles('access');
    expect(links()).toEqual([]);
  });
});
