/**
 * The harness: runs a chosen build of the widget (a developer's local `npm run dev`, staging or production) on a
 * site in place of the site's own, on every page load. One module for both ways in: the extension's page-start
 * content script (entrypoints/harness.content.ts, Chromium) and the userscript (scripts/userscript.mjs bundles
 * userscript.ts). docs/architecture.md "Browser extension" says why it is safe.
 *
 * The choice lives in the page's own localStorage under HARNESS_KEY (the popup writes it; a developer can too):
 *   {"build":"local","loaderUrl":"http://127.0.0.1:4174/widget/widget.js","env":"fixture","subdomain":"demo"}
 * `{"build":"off"}` turns the userscript off on a site. At document start, before the page's own scripts,
 * installHarness makes window.MemberSpace an accessor: the first object the page (or a loader) puts there is
 * kept, later assignments are merged into it, and its `__loader` reads truthy to every script but the harness's
 * own loader tag, so the page's own loader (src/loader.ts) takes the page as already booted and returns at once.
 * Then it adds the chosen loader tag. The production loader needs no change for any of this.
 *
 * It runs in the page's world with nothing but this file (no extension API), so the pure parts come first and
 * are unit-tested (test/unit/harness.test.ts).
 */
import { CDN_BASES, ENVIRONMENTS, SUBDOMAIN, type Env } from '../src/core/shell/settings';

/** The page's localStorage key of the harness's choice. */
export const HARNESS_KEY = 'memberspace.harness';

export const HARNESS_BUILDS = ['local', 'staging', 'production'] as const;
export type HarnessBuild = (typeof HARNESS_BUILDS)[number];

/** What the harness runs on a site. */
export interface HarnessEntry {
  build: HarnessBuild;
  /** The chosen build's loader (a widget.js). */
  loaderUrl: string;
  /** The environment (API) the widget talks to; absent: the page's own setting, else production. */
  env?: Env;
  /** The site; absent: the page's own (its config line or its loader tag's data-subdomain). */
  subdomain?: string;
}

/** The harness's loader tag carries these: `data-ms-harness="<build>"` names the build, the popup's probe reads it. */
export const HARNESS_ATTR = 'data-ms-harness';
/** Everything the extension adds to a page carries it (extension/page.ts finds its own loader tag by it). */
export const EXTENSION_ATTR = 'data-ms-extension';
/** Asks the loader of a local build (`npm run dev`) for its live reload whatever the environment. */
export const DEV_ATTR = 'data-ms-dev';

/** The local build's default origin (where `npm run dev` serves the widget) and its loader path there. */
export const DEV_ORIGIN = 'http://127.0.0.1:4174';
export const LOCAL_LOADER_PATH = '/widget/widget.js';

/** What the userscript runs on a site without an entry: the local build at the dev origin, the page's environment. */
export const USERSCRIPT_DEFAULT: HarnessEntry = { build: 'local', loaderUrl: DEV_ORIGIN + LOCAL_LOADER_PATH };

/** Our own content-delivery hosts: the production and staging bases of the widget's settings. */
const OUR_CDNS = [CDN_BASES.production, CDN_BASES.staging];
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
/** A host name of this machine (a URL's `hostname`): what only the developer serves. */
export const onThisMachine = (hostname: string): boolean => LOOPBACK.test(hostname);

/**
 * A loader URL the harness may run: a widget.js from our own CDNs or from this machine (a local build). Nothing
 * else, so an entry written by anything on the page can only choose between builds of the widget.
 */
export function harnessLoaderAllowed(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!parsed.pathname.endsWith('/widget.js') || parsed.username || parsed.password) return false;
  if (OUR_CDNS.includes(parsed.origin)) return true;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && onThisMachine(parsed.hostname);
}

export type HarnessChoice = { kind: 'entry'; entry: HarnessEntry } | { kind: 'off' } | { kind: 'none'; problem?: string };

/** The stored entry, checked: an entry, `off`, or none (with the problem when there was something unusable). */
export function parseHarnessEntry(raw: string | null): HarnessChoice {
  if (raw === null || raw === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'none', problem: 'not JSON' };
  }
  if (!value || typeof value !== 'object') return { kind: 'none', problem: 'not an object' };
  const v = value as Record<string, unknown>;
  if (v.build === 'off') return { kind: 'off' };
  if (!(HARNESS_BUILDS as readonly unknown[]).includes(v.build)) return { kind: 'none', problem: `unknown build ${String(v.build)}` };
  if (typeof v.loaderUrl !== 'string' || !harnessLoaderAllowed(v.loaderUrl)) {
    return { kind: 'none', problem: `loaderUrl must be a widget.js of our CDNs or of this machine, not ${String(v.loaderUrl)}` };
  }
  if (v.env !== undefined && !(ENVIRONMENTS as readonly unknown[]).includes(v.env)) return { kind: 'none', problem: `unknown env ${String(v.env)}` };
  if (v.subdomain !== undefined && (typeof v.subdomain !== 'string' || !SUBDOMAIN.test(v.subdomain))) {
    return { kind: 'none', problem: `invalid subdomain ${String(v.subdomain)}` };
  }
  const entry: HarnessEntry = { build: v.build as HarnessBuild, loaderUrl: v.loaderUrl };
  if (v.env !== undefined) entry.env = v.env as Env;
  if (v.subdomain !== undefined) entry.subdomain = (v.subdomain as string).toLowerCase();
  return { kind: 'entry', entry };
}

/** A subdomain the page names (its config's or its loader tag's), or null. */
export const pageSubdomain = (value: unknown): string | null => (typeof value === 'string' && SUBDOMAIN.test(value) ? value : null);

/** The harness's loader tag's attributes, as a site owner's tag plus our markers (src aside). */
export function harnessTagAttributes(entry: HarnessEntry, subdomain: string | null): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (subdomain) attributes['data-subdomain'] = subdomain;
  if (entry.env) attributes['data-env'] = entry.env;
  attributes[EXTENSION_ATTR] = '';
  attributes[HARNESS_ATTR] = entry.build;
  if (entry.build === 'local') attributes[DEV_ATTR] = '';
  return attributes;
}

type PageObject = Record<string, unknown>;

/**
 * Makes `object.__loader` read truthy for every script but ours (`isOurs`), keeping what is written to it: the
 * page's own loader sees a booted page and returns; the harness's loader boots and marks the object as usual.
 * `asked` hears each other script that asks (a loader: its tag may name the site).
 */
export function guardLoaderMark(object: PageObject, isOurs: () => boolean, asked: () => void = () => {}): PageObject {
  let mark = object.__loader;
  Object.defineProperty(object, '__loader', {
    configurable: true,
    enumerable: false,
    get: () => {
      if (isOurs()) return mark;
      asked();
      return mark || 1;
    },
    set: (value: unknown) => {
      mark = value;
    },
  });
  return object;
}

/**
 * Keeps one MemberSpace object on `win`: the first object put there is kept (its `__loader` guarded), and each
 * later one is merged into it (what it adds; nothing already there is overwritten), so the page's config line
 * and any loader share one object. Until then it reads undefined, so `window.MemberSpace || {…}` still works.
 */
export function holdMemberSpace(win: object, isOurs: () => boolean, changed: () => void, asked: () => void): void {
  const w = win as { MemberSpace?: unknown };
  const existing = w.MemberSpace;
  let held: PageObject | undefined;
  const put = (value: unknown) => {
    if (!value || typeof value !== 'object' || value === held) return;
    if (!held) held = guardLoaderMark(value as PageObject, isOurs, asked);
    else for (const [key, v] of Object.entries(value as PageObject)) if (!(key in held)) held[key] = v;
    changed();
  };
  Object.defineProperty(win, 'MemberSpace', { configurable: true, enumerable: true, get: () => held, set: put });
  put(existing);
}

const LOADER_TAGS = 'script[src*="/widget.js"],script[src*="/widgets.js"]';

/**
 * Runs `entry`'s build on this page in place of the page's own: call it at document start, before the page's
 * scripts. Adds the loader tag as soon as the site is known (the entry's subdomain; else the page's config line,
 * or the page's own loader tag when that loader runs; at the latest when the document is parsed). Once per page.
 */
export function installHarness(win: Window, entry: HarnessEntry): void {
  const doc = win.document;
  const flag = win as unknown as { __memberspaceHarness?: string };
  if (flag.__memberspaceHarness) return; // the extension and the userscript both on: the first one wins
  Object.defineProperty(win, '__memberspaceHarness', { value: entry.build });
  let tag: HTMLScriptElement | null = null;
  let learned: string | null = null;
  const held = () => (win as unknown as { MemberSpace?: PageObject }).MemberSpace;
  const add = (force: boolean) => {
    if (tag) return;
    const subdomain = entry.subdomain ?? pageSubdomain(held()?.subdomain) ?? learned;
    if (!subdomain && !force) return;
    const script = doc.createElement('script');
    for (const [name, value] of Object.entries(harnessTagAttributes(entry, subdomain))) script.setAttribute(name, value);
    script.async = true;
    script.src = entry.loaderUrl;
    tag = script;
    (doc.head || doc.documentElement).appendChild(script);
  };
  // The page's own loader asks for the mark: its tag (the running script) may be where the site is named.
  const asked = () => {
    const running = doc.currentScript as HTMLScriptElement | null;
    learned ??= pageSubdomain(running?.dataset?.subdomain);
    add(false);
  };
  holdMemberSpace(
    win,
    () => !!tag && doc.currentScript === tag,
    () => add(false),
    asked,
  );
  add(false);
  if (!tag) {
    const parsed = () => {
      for (const own of Array.from(doc.querySelectorAll<HTMLScriptElement>(LOADER_TAGS))) learned ??= pageSubdomain(own.dataset.subdomain);
      add(true); // no site named anywhere: the widget itself says so (missing subdomain)
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed, { once: true });
    else parsed();
  }
}

/** The page's stored choice (storage blocked reads as none). */
export function readHarnessChoice(win: Window): HarnessChoice {
  try {
    return parseHarnessEntry(win.localStorage.getItem(HARNESS_KEY));
  } catch {
    return { kind: 'none' };
  }
}

/** An unusable entry is said once in the console (the developer wrote it by hand), never thrown at the page. */
export function warnUnusable(choice: HarnessChoice): void {
  if (choice.kind === 'none' && choice.problem) console.warn(`[MemberSpace harness] ${HARNESS_KEY} ignored: ${choice.problem}`);
}
