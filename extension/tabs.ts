/**
 * The popup's only contact with the browser: which tab to act on, running a page.ts function in that tab's
 * MAIN world, and the remembered choice of site and environment (storage.local; nothing secret is stored).
 */
import { browser } from 'wxt/browser';
import {
  DEFAULT_PREVIEW_API,
  ENVIRONMENTS,
  HARNESS_SCRIPT_ID,
  harnessSites,
  isEnv,
  isSiteBuild,
  scriptingErrorReason,
  tabIdFromQuery,
  type BuildChoice,
  type Choice,
  type PreviewApiChoice,
  type SiteBuild,
} from './logic';
import { t } from './texts';

export interface Tab {
  id: number;
  url: string | undefined;
}

/** The tab's address now (it may have moved on since the popup opened), or undefined. */
export async function currentUrl(tab: Tab): Promise<string | undefined> {
  try {
    return (await browser.tabs.get(tab.id)).url;
  } catch {
    return undefined;
  }
}

/** `?tab=<id>` when given (tests open the popup as a page of its own), else the active tab of this window. */
export async function targetTab(search: string): Promise<Tab | null> {
  const given = tabIdFromQuery(search);
  try {
    if (given !== null) {
      const tab = await browser.tabs.get(given);
      return { id: given, url: tab.url };
    }
    const [active] = await browser.tabs.query({ active: true, currentWindow: true });
    return active?.id === undefined ? null : { id: active.id, url: active.url };
  } catch {
    return null;
  }
}

export type Run<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Runs `func(...args)` in the page's own world (or the extension's ISOLATED world of that page, whose built-ins no
 * page script can touch); a page the browser keeps for itself answers with its reason.
 */
export async function runInPage<A extends unknown[], T>(
  tab: Tab,
  func: (...args: A) => T | Promise<T>,
  args: A,
  world: 'MAIN' | 'ISOLATED' = 'MAIN',
): Promise<Run<T>> {
  // Firefox's MV2 build has the scripting API from Firefox 102 and its MAIN world from 128.
  if (!browser.scripting?.executeScript) return { ok: false, reason: t('reasonNoScripting') };
  try {
    const results = await browser.scripting.executeScript({ target: { tabId: tab.id }, world, func, args } as never);
    const first = (results as { result?: T; error?: unknown }[])[0];
    if (!first) return { ok: false, reason: t('reasonNoAccess', { detail: t('noResult') }) };
    if (first.error !== undefined) return { ok: false, reason: t('reasonPageError', { detail: String(first.error) }) };
    return { ok: true, value: first.result as T };
  } catch (error) {
    return { ok: false, reason: scriptingErrorReason(error, tab.url) };
  }
}

const STORAGE_KEY = 'memberspace.choice';
const DEFAULT_CHOICE: Choice = { subdomain: '', env: 'production', fixtureOrigin: 'http://127.0.0.1:4174' };

export async function loadChoice(): Promise<Choice> {
  try {
    const stored = ((await browser.storage.local.get(STORAGE_KEY)) as Record<string, Partial<Choice> | undefined>)[STORAGE_KEY] ?? {};
    return {
      subdomain: typeof stored.subdomain === 'string' ? stored.subdomain : DEFAULT_CHOICE.subdomain,
      env: isEnv(stored.env) ? stored.env : DEFAULT_CHOICE.env,
      fixtureOrigin: typeof stored.fixtureOrigin === 'string' ? stored.fixtureOrigin : DEFAULT_CHOICE.fixtureOrigin,
    };
  } catch {
    return DEFAULT_CHOICE;
  }
}

export async function saveChoice(choice: Choice): Promise<void> {
  try {
    await browser.storage.local.set({ [STORAGE_KEY]: choice });
  } catch {
    // not remembered: the popup still works
  }
}

export { ENVIRONMENTS };

/** The build chosen per site (page origin): `{ [origin]: BuildChoice }` in storage.local. */
const BUILDS_KEY = 'memberspace.builds';

type StoredBuilds = Record<string, Partial<BuildChoice> | undefined>;
const readBuilds = async (): Promise<StoredBuilds> =>
  ((await browser.storage.local.get(BUILDS_KEY)) as Record<string, StoredBuilds | undefined>)[BUILDS_KEY] ?? {};

/** The choice remembered for `origin`, or null (none, or unreadable). */
export async function loadSiteBuild(origin: string): Promise<BuildChoice | null> {
  try {
    const stored = (await readBuilds())[origin];
    if (!stored || !isSiteBuild(stored.build) || !isEnv(stored.env)) return null;
    return {
      build: stored.build,
      env: stored.env,
      localOrigin: typeof stored.localOrigin === 'string' ? stored.localOrigin : '',
      subdomain: typeof stored.subdomain === 'string' ? stored.subdomain : '',
    };
  } catch {
    return null;
  }
}

export async function saveSiteBuild(origin: string, choice: BuildChoice): Promise<void> {
  try {
    await browser.storage.local.set({ [BUILDS_KEY]: { ...(await readBuilds()), [origin]: choice } });
  } catch {
    // not remembered: the page's own entry still holds the choice
  }
}

/** The harness's page-start script as wxt builds it (entrypoints/harness.content.ts, registered at run time). */
const HARNESS_SCRIPT_FILE = 'content-scripts/harness.js';

type Scripting = {
  getRegisteredContentScripts(filter: { ids: string[] }): Promise<{ id: string; matches?: string[] }[]>;
  registerContentScripts(scripts: object[]): Promise<void>;
  updateContentScripts(scripts: object[]): Promise<void>;
  unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
};

/**
 * Registers the harness's page-start script for exactly the sites the owner chose a build for (`harnessSites`):
 * it runs in the page's MAIN world at document start, so it is never declared for every site. False when this
 * browser cannot register it (Firefox's MV2 has no MAIN world for content scripts): the popup then says the chosen
 * build did not run.
 */
export async function chooseHarnessSite(origin: string, build: SiteBuild): Promise<boolean> {
  const scripting = browser.scripting as unknown as Scripting | undefined;
  if (!scripting?.registerContentScripts) return false;
  try {
    const [current] = await scripting.getRegisteredContentScripts({ ids: [HARNESS_SCRIPT_ID] });
    const matches = harnessSites(current?.matches ?? [], origin, build);
    if (!matches.length) {
      if (current) await scripting.unregisterContentScripts({ ids: [HARNESS_SCRIPT_ID] });
      return true;
    }
    const script = {
      id: HARNESS_SCRIPT_ID,
      matches,
      js: [HARNESS_SCRIPT_FILE],
      runAt: 'document_start',
      world: 'MAIN',
      allFrames: false,
      persistAcrossSessions: true,
    };
    await (current ? scripting.updateContentScripts([script]) : scripting.registerContentScripts([script]));
    return true;
  } catch {
    return false;
  }
}

const PREVIEW_API_KEY = 'memberspace.previewApi';

/** The API chosen for previews (nothing secret: an environment, the switch, an origin). */
export async function loadPreviewApi(): Promise<PreviewApiChoice> {
  try {
    const stored =
      ((await browser.storage.local.get(PREVIEW_API_KEY)) as Record<string, Partial<PreviewApiChoice> | undefined>)[PREVIEW_API_KEY] ?? {};
    return {
      env: isEnv(stored.env) ? stored.env : DEFAULT_PREVIEW_API.env,
      developer: stored.developer === true,
      localOrigin: typeof stored.localOrigin === 'string' ? stored.localOrigin : DEFAULT_PREVIEW_API.localOrigin,
    };
  } catch {
    return DEFAULT_PREVIEW_API;
  }
}

export async function savePreviewApi(choice: PreviewApiChoice): Promise<void> {
  try {
    await browser.storage.local.set({ [PREVIEW_API_KEY]: choice });
  } catch {
    // not remembered: the popup still works
  }
}

/**
 * The owner's sign-in for audience previews, per API and site: in the popup's memory and in `storage.session` at
 * most (kept while the browser runs, never written to disk, never in `storage.local`). The password is never kept.
 */
export interface OwnerSignIn {
  token: string;
  email: string;
}

const ownerKey = (api: { apiBase: string; subdomain: string }) => `memberspace.owner:${api.apiBase}|${api.subdomain}`;
const sessionArea = () => (browser.storage as unknown as { session?: typeof browser.storage.local }).session;

export async function loadOwner(api: { apiBase: string; subdomain: string }): Promise<OwnerSignIn | null> {
  try {
    const area = sessionArea() as { get(key: string): Promise<Record<string, Partial<OwnerSignIn> | undefined>> } | undefined;
    const stored = (await area?.get(ownerKey(api)))?.[ownerKey(api)];
    return typeof stored?.token === 'string' && typeof stored.email === 'string' ? { token: stored.token, email: stored.email } : null;
  } catch {
    return null;
  }
}

export async function saveOwner(api: { apiBase: string; subdomain: string }, owner: OwnerSignIn | null): Promise<void> {
  try {
    if (owner) await sessionArea()?.set({ [ownerKey(api)]: owner });
    else await sessionArea()?.remove(ownerKey(api));
  } catch {
    // no session storage (older browsers): the sign-in lives as long as the popup
  }
}

/**
 * The browser's languages, most preferred first: its interface language (what the extension's name in the
 * manifest follows), then the page languages the person set.
 */
export function browserLanguages(): string[] {
  let ui: string | undefined;
  try {
    ui = browser.i18n?.getUILanguage?.();
  } catch {
    // no i18n API: the page languages decide
  }
  return [...(ui ? [ui] : []), ...(navigator.languages ?? []), navigator.language];
}
