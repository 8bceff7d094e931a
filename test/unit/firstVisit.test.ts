import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { getConfiguration } from '../../src/contract/bootCalls';
import { knowledgeFromAnswer } from '../../src/core/access/firstVisit';
import { CONFIGURATION_PATH, configurationUrl } from '../../src/core/shell/configurationUrl';
import { siteAddress } from '../../src/core/shell/settings';
import { askConfigFirst, decideFirstVisit } from '../../src/host/firstVisit';
import { requestConfig } from '../../src/host/configRequest';
import type { PageGuard, PageKnowledge } from '../../src/core/access/availability';
import { malformedAnswer, networkError, resolveError } from '../../src/core/texts/errors';

/** A config answer as the server sends it: the required fields and the protected pages' paths. */
const config = (paths: unknown[] | undefined, extra: Record<string, unknown> = {}) => ({
  siteId: 1,
  subdomain: 'demo',
  baseUrl: 'https://demo.test',
  ...(paths === undefined ? {} : { protectedPages: paths.map((path, i) => ({ id: i + 1, path })) }),
  ...extra,
});

describe("a first visit's page, from the config's raw answer (core/access/firstVisit.ts)", () => {
  it('shows only a page no protected path covers, read as page protection reads rules', () => {
    expect(knowledgeFromAnswer(config(['/members-only', '/courses/*']), '/pricing')).toBe('none');
    expect(knowledgeFromAnswer(config(['/members-only', '/courses/*']), '/courses')).toBe('none');
    expect(knowledgeFromAnswer(config([]), '/')).toBe('none');
    expect(knowledgeFromAnswer(config(undefined), '/anything')).toBe('none');
    // Case, repeated and trailing slashes, spaces: normalised on both sides, as matchRule does.
    expect(knowledgeFromAnswer(config(['/members-only']), '/Members-Only/')).toBe('known');
    expect(knowledgeFromAnswer(config([' /Courses//* ']), '/courses/yoga-101')).toBe('known');
    expect(knowledgeFromAnswer(config(['/courses/*']), '//courses//yoga-101')).toBe('known');
    // Invalid rules protect nothing (part 1 §3), for the widget as here.
    expect(knowledgeFromAnswer(config(['/', '/*', 'members']), '/members')).toBe('none');
  });

  it('any doubt leaves the page to the widget: another shape, an error body, a malformed list or entry', () => {
    const doubts: unknown[] = [
      null,
      'config',
      [],
      { entities: { sites: { 1: config([]) } }, result: 1 },
      { error: 'Server returned an error.' },
      config([]).protectedPages,
      { ...config([]), siteId: '1' },
      { ...config([]), protectedPages: null },
      { ...config([]), protectedPages: { path: '/x' } },
      config([42]),
      config([null]),
      { ...config([]), protectedPages: [{ id: 1 }] },
    ];
    for (const json of doubts) expect(knowledgeFromAnswer(json, '/pricing'), JSON.stringify(json)).toBe('unknown');
  });
});

describe("the loader's config request is the client's (one request per first visit)", () => {
  const input = { scriptUrl: 'https://cdn.memberspace.com/scripts/widget.js', dataset: {}, pageConfig: { subdomain: 'Demo-Site' }, sessionEnv: null };
  const answer = (json: unknown, status = 200) => new Response(JSON.stringify(json), { status });
  /** A loader's prefetch as host/firstVisit.ts hands it over, with its answer to come. */
  const prefetch = (url: string, response: Promise<Response>) => ({ url, answer: response, stop: new AbortController() });

  it('the same URL in every environment, from the one path of the call', async () => {
    expect(getConfiguration.path).toBe(CONFIGURATION_PATH);
    for (const env of ['production', 'staging', 'development', 'fixture']) {
      const site = siteAddress({ ...input, dataset: { env } });
      if (!site) throw new Error(`no address for ${env}`);
      const sent: string[] = [];
      const client = createClient({
        apiBase: site.apiBase,
        subdomain: site.subdomain,
        getToken: async () => null,
        fetchImpl: async (url) => {
          sent.push(String(url));
          return answer(config([]));
        },
      });
      await client(getConfiguration);
      expect(sent, env).toEqual([configurationUrl(site.apiBase, site.subdomain)]);
    }
  });

  it('no address without a valid subdomain or a readable loader URL', () => {
    expect(siteAddress({ ...input, pageConfig: {} })).toBeNull();
    expect(siteAddress({ ...input, pageConfig: { subdomain: '../x' } })).toBeNull();
    expect(siteAddress({ ...input, scriptUrl: '' })).toBeNull();
  });

  it("the client takes the loader's answer once, validates it like any, and sends the next request itself", async () => {
    const url = 'http://api.test/api/v2/sites/demo/configuration';
    const sent: string[] = [];
    const client = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'demo',
      getToken: async () => null,
      prefetched: prefetch(url, Promise.resolve(answer(config(['/a'])))),
      fetchImpl: async (u) => {
        sent.push(String(u));
        return answer(config(['/b']));
      },
    });
    const first = await client(getConfiguration);
    expect(first.ok && first.data.protectedPages.map((p) => p.path)).toEqual(['/a']);
    // Defaults applied: the answer went through the contract.
    expect(first.ok && first.data.locale).toBe('en');
    expect(sent).toEqual([]);
    const second = await client(getConfiguration);
    expect(second.ok && second.data.protectedPages.map((p) => p.path)).toEqual(['/b']);
    expect(sent).toEqual([url]);
  });

  it("a malformed or failed answer from the loader is the client's, in the spec's words", async () => {
    const url = 'http://api.test/api/v2/sites/demo/configuration';
    const make = (response: Promise<Response>) =>
      createClient({
        apiBase: 'http://api.test/api/v2',
        subdomain: 'demo',
        getToken: async () => null,
        prefetched: prefetch(url, response),
        fetchImpl: async () => answer(config([])),
      });
    expect(await make(Promise.resolve(answer({ siteId: 'x' })))(getConfiguration)).toEqual({ ok: false, error: malformedAnswer() });
    expect(await make(Promise.resolve(answer({ error: 'Not found' }, 404)))(getConfiguration)).toEqual({
      ok: false,
      error: resolveError(404, { error: 'Not found' }),
    });
    expect(await make(Promise.reject(new TypeError('Failed to fetch')))(getConfiguration)).toEqual({ ok: false, error: networkError() });
  });

  it('never with a token (the loader sent none), nor for another URL', async () => {
    const sent: string[] = [];
    const taken = prefetch('http://api.test/api/v2/sites/demo/configuration', Promise.resolve(answer(config(['/a']))));
    const client = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'other',
      getToken: async () => 'a-token',
      prefetched: taken,
      fetchImpl: async (u) => {
        sent.push(String(u));
        return answer(config([]));
      },
    });
    await client(getConfiguration);
    expect(sent).toEqual(['http://api.test/api/v2/sites/other/configuration']);
    const withToken = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'demo',
      getToken: async () => 'a-token',
      prefetched: taken,
      fetchImpl: async (u) => {
        sent.push(String(u));
        return answer(config([]));
      },
    });
    await withToken(getConfiguration);
    expect(sent).toEqual(['http://api.test/api/v2/sites/other/configuration', 'http://api.test/api/v2/sites/demo/configuration']);
    // The request with a token is the widget's own: the loader's is dropped then, never used later.
    expect(taken.stop.signal.aborted).toBe(true);
  });

  it("the client's timeout aborts the loader's request too (a hung request is never left open)", async () => {
    vi.useFakeTimers();
    const taken = prefetch('http://api.test/api/v2/sites/demo/configuration', new Promise<Response>(() => {}));
    const client = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'demo',
      getToken: async () => null,
      prefetched: taken,
      timeoutMs: 1000,
    });
    const result = client(getConfiguration);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ ok: false, error: networkError() });
    expect(taken.stop.signal.aborted).toBe(true);
  });
});

describe("the first visit's decision (host/firstVisit.ts)", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });
  const decide = async (json: unknown, status = 200) => {
    const told: string[] = [];
    await decideFirstVisit(new Response(JSON.stringify(json), { status }), { know: (k) => told.push(k) });
    return told;
  };

  it('shows a page the answer leaves out, hides one it covers, and leaves any doubt to the widget', async () => {
    history.replaceState(null, '', '/pricing');
    expect(await decide(config(['/members-only']))).toEqual(['none']);
    history.replaceState(null, '', '/members-only');
    expect(await decide(config(['/members-only']))).toEqual(['known']);
    expect(await decide(config(['/members-only']), 500)).toEqual([]);
    expect(await decide({ siteId: 1 })).toEqual([]);
  });

  it("a server's page-protection tag is a doubt: the page stays hidden for the widget to judge", async () => {
    history.replaceState(null, '', '/pricing');
    document.body.append(document.createElement('ms-content-access-denied'));
    expect(await decide(config(['/members-only']))).toEqual([]);
  });
});

describe("the loader's answer is for the first config request only", () => {
  it('a later request without a token (a logout, a refresh) never gets it', async () => {
    const url = 'http://api.test/api/v2/sites/demo/configuration';
    let token: string | null = 'a-token';
    const sent: string[] = [];
    const client = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'demo',
      getToken: async () => token,
      prefetched: { url, answer: Promise.resolve(new Response(JSON.stringify(config(['/old'])))), stop: new AbortController() },
      fetchImpl: async (u) => {
        sent.push(String(u));
        return new Response(JSON.stringify(config(['/new'])));
      },
    });
    await client(getConfiguration);
    token = null;
    const later = await client(getConfiguration);
    expect(later.ok && later.data.protectedPages.map((p) => p.path)).toEqual(['/new']);
    expect(sent).toEqual([url, url]);
  });
});

describe("the install snippet's request, taken over by the loader (host/firstVisit.ts)", () => {
  const url = 'https://api.memberspace.com/api/v2/sites/demo/configuration';
  afterEach(() => vi.unstubAllGlobals());
  const guard = (told: PageKnowledge[]) => ({ know: (k: PageKnowledge) => told.push(k) }) as unknown as PageGuard;

  it("the snippet's request for the same URL serves: nothing is sent again, and the client's stop ends it", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/pricing');
    const early = { url, answer: Promise.resolve(new Response(JSON.stringify(config(['/members-only'])))), stop: new AbortController() };
    const told: PageKnowledge[] = [];
    const decided = new Promise<PageKnowledge>((resolve) => {
      const taken = askConfigFirst(url, guard(told), early, resolve);
      expect(taken.stop).toBe(early.stop);
      expect(taken.url).toBe(url);
    });
    expect(await decided).toBe('none');
    expect(told).toEqual(['none']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a request for another URL (an environment the tab overrides) is stopped, and the right one sent', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (u: string) => {
      sent.push(u);
      return Promise.resolve(new Response(JSON.stringify(config(['/members-only']))));
    });
    history.replaceState(null, '', '/members-only');
    const early = { url: `${url}?other`, answer: new Promise<Response>(() => {}), stop: new AbortController() };
    const told: PageKnowledge[] = [];
    const decided = await new Promise<PageKnowledge>((resolve) => askConfigFirst(url, guard(told), early, resolve));
    expect(early.stop.signal.aborted).toBe(true);
    expect(sent).toEqual([url]);
    expect(decided).toBe('known');
  });

  it('a failed request tells the loader nothing is known, so the widget boots at once', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const told: PageKnowledge[] = [];
    const decided = await new Promise<PageKnowledge>((resolve) => askConfigFirst(url, guard(told), null, resolve));
    expect(decided).toBe('unknown');
    expect(told).toEqual([]);
  });
});

describe('the early config request never leaves an unhandled rejection on the host page (host/configRequest.ts)', () => {
  const url = 'https://api.memberspace.com/api/v2/sites/demo/configuration';
  let unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled = [];
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    vi.unstubAllGlobals();
  });
  // A task later: a rejection nobody handled has been reported by then.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  // A fetch that rejects as the browser's does: at once when offline or blocked, with an AbortError when stopped.
  const browserLikeFetch = (fail: boolean) => (_: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      if (fail) reject(new TypeError('Failed to fetch'));
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')));
    });

  it('the snippet sent it, it failed, and no loader came to take it over (blocked by a filter list)', async () => {
    vi.stubGlobal('fetch', browserLikeFetch(true));
    requestConfig(url);
    await settle();
    expect(unhandled).toEqual([]);
  });

  it('the loader stopped it: another URL, or no first visit after all', async () => {
    vi.stubGlobal('fetch', browserLikeFetch(false));
    askConfigFirst(url, { know: () => {} } as unknown as PageGuard, requestConfig(`${url}?other`), () => {});
    requestConfig(url).stop.abort();
    await settle();
    expect(unhandled).toEqual([]);
  });
});
