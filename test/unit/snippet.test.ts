import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_CLOAK_CSS, CLOAK_ATTR, MARKER_CLOAK_CSS, cloakKey } from '../../src/core/access/cloak';
import { SNIPPET_CLOAK_MS } from '../../src/core/constants';
import { SNIPPET_REQUEST } from '../../src/host/configRequest';
import type { PrefetchedAnswer } from '../../src/core/shell/bootContext';

/**
 * The async install snippet's rules (src/snippet.ts), run as the page would run it, with a fake clock. How it
 * paints, its nonce and the real loader's takeover are proven in Chromium (test/browser/async-install.spec.ts).
 */
const URL_ = 'https://cdn.test/scripts/widget.js';
const w = window as unknown as { MemberSpace?: Record<string, unknown>; __WIDGET_URL__?: string };

async function runSnippet(): Promise<void> {
  vi.resetModules();
  await import('../../src/snippet');
}
const cloaks = () => [...document.querySelectorAll<HTMLStyleElement>(`style[${CLOAK_ATTR}]`)];
// The loader's tag is inserted, never fetched here (happy-dom loads no files): quietly, as if it had loaded.
const settings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM?.settings;
const loaders = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === URL_);

// The config request a first visit sends: recorded, never answered (no network in unit tests).
let asked: { url: string; init: RequestInit | undefined }[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      return new Promise<Response>(() => {});
    }),
  );
  if (settings) settings.handleDisabledFileLoadingAsSuccess = true;
  vi.useFakeTimers();
  w.__WIDGET_URL__ = URL_; // what the build defines
  document.head.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/courses/yoga-101');
  w.MemberSpace = { subdomain: 'demo' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  if (settings) settings.handleDisabledFileLoadingAsSuccess = false;
  vi.useRealTimers();
  delete w.MemberSpace;
});

describe('the async install snippet', () => {
  it('cloaks a first visit at once, as the loader would, and inserts the loader with async', async () => {
    await runSnippet();
    expect(cloaks().map((s) => s.textContent)).toEqual([MARKER_CLOAK_CSS + BODY_CLOAK_CSS]);
    expect(loaders()).toHaveLength(1);
    expect(loaders()[0]!.async).toBe(true);
  });

  it('hides the body only where the stored list says the page may be protected (the same rule and key)', async () => {
    localStorage.setItem(cloakKey('demo'), JSON.stringify(['/members-only']));
    await runSnippet();
    expect(cloaks().map((s) => s.textContent)).toEqual([MARKER_CLOAK_CSS]);
  });

  it('shows the page after its bound when no loader came, keeping undecided markers hidden', async () => {
    await runSnippet();
    vi.advanceTimersByTime(SNIPPET_CLOAK_MS - 1);
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
    vi.advanceTimersByTime(1);
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS);
  });

  it('keeps a page the stored list knows is protected hidden past its bound, as the loader does', async () => {
    localStorage.setItem(cloakKey('demo'), JSON.stringify(['/courses/*']));
    await runSnippet();
    vi.advanceTimersByTime(SNIPPET_CLOAK_MS * 10);
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
  });

  it('leaves the cloak to the loader once it has run, even on a page that replaced MemberSpace in between', async () => {
    await runSnippet();
    w.MemberSpace = { subdomain: 'demo', __loader: 1 };
    vi.advanceTimersByTime(SNIPPET_CLOAK_MS * 2);
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
  });

  it('a second copy adds no second cloak and no second bound; after a loader it adds none at all', async () => {
    await runSnippet();
    const timers = vi.getTimerCount();
    await runSnippet();
    expect(cloaks()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(timers);
    document.head.innerHTML = '';
    w.MemberSpace = { subdomain: 'demo', __loader: 1 };
    await runSnippet();
    expect(cloaks()).toHaveLength(0);
  });

  it('without a subdomain hides only markers, and storage that throws counts as a first visit', async () => {
    w.MemberSpace = {};
    await runSnippet();
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS);
    document.head.innerHTML = '';
    w.MemberSpace = { subdomain: 'demo' };
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    await runSnippet();
    spy.mockRestore();
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS + BODY_CLOAK_CSS);
    expect(loaders()).toHaveLength(1);
  });

  it("asks for a first visit's config at once, as the widget's client would, and leaves the request on the cloak for the loader", async () => {
    await runSnippet();
    const url = 'https://api.memberspace.com/api/v2/sites/demo/configuration';
    expect(asked.map((a) => a.url)).toEqual([url]);
    expect(asked[0]!.init).toMatchObject({ headers: { Accept: 'application/json' }, credentials: 'omit' });
    const left = (cloaks()[0] as unknown as Record<string, PrefetchedAnswer>)[SNIPPET_REQUEST]!;
    expect(left.url).toBe(url);
    expect(left.stop.signal.aborted).toBe(false);
  });

  it("asks the environment's API the tab's override names, as the loader's settings read it", async () => {
    sessionStorage.setItem('memberspace.env', 'staging');
    w.MemberSpace = { subdomain: 'Demo' };
    await runSnippet();
    expect(asked.map((a) => a.url)).toEqual(['https://api.staging.memberspace.com/api/v2/sites/demo/configuration']);
  });

  it('asks nothing when the stored list knows the page, without a valid subdomain, or in a frame', async () => {
    localStorage.setItem(cloakKey('demo'), JSON.stringify(['/members-only']));
    await runSnippet();
    document.head.innerHTML = '';
    localStorage.clear();
    w.MemberSpace = { subdomain: 'not a subdomain!' };
    await runSnippet();
    document.head.innerHTML = '';
    w.MemberSpace = { subdomain: 'demo' };
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    await runSnippet();
    parent.mockRestore();
    expect(asked).toEqual([]);
    expect(loaders()).toHaveLength(1); // the last run's: the loader comes all the same
  });

  it('reads the stored list under the subdomain as the widget writes it (lowercased): "Demo" is a returning visitor too', async () => {
    localStorage.setItem(cloakKey('demo'), JSON.stringify(['/members-only']));
    w.MemberSpace = { subdomain: 'Demo' };
    await runSnippet();
    expect(cloaks()[0]!.textContent).toBe(MARKER_CLOAK_CSS);
    expect(asked).toEqual([]);
  });
});
