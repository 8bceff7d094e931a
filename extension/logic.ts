/**
 * The popup's pure logic: which loader URL an environment uses, which tab to act on, and the reason shown for
 * whatever went wrong. No browser API here (unit-tested in test/unit/extension.test.ts).
 */
import { create } from 'superstruct';
import { normalise } from '../src/api/client';
import { isJoinedDaysAgo, listPreviewPlans, startPreview, type PreviewPlan } from '../src/contract/preview';
import { ENVIRONMENTS, resolveSettings, type Env } from '../src/core/shell/settings';
import { getConfiguration } from '../src/contract/bootCalls';
import { structOf } from '../src/contract/call';
import { contract as contractChunk } from '../src/contract/chunk';
import { DEV_ORIGIN, HARNESS_BUILDS, harnessLoaderAllowed, LOCAL_LOADER_PATH, onThisMachine, type HarnessBuild, type HarnessEntry } from './harness';
import type { InjectFailure, DiagnosticsFailure, PageWidget } from './page';
import { t, type TextKey } from './texts';
import { typedIdentifier } from '../src/core/util/typedText';

export { ENVIRONMENTS, type Env };

/** Each environment's name in the popup's select. */
export const ENV_NAMES: Record<Env, TextKey> = {
  production: 'envProduction',
  staging: 'envStaging',
  development: 'envDevelopment',
  fixture: 'envFixture',
};

export interface Choice {
  subdomain: string;
  env: Env;
  /** Only for the fixture environment: where the fixture server serves the built widget. */
  fixtureOrigin: string;
}

export type Target = { ok: true; scriptUrl: string; subdomain: string; env: Env } | { ok: false; reason: string };

/** The fixture server serves dist/ under /widget/ (fixtures/server.ts). */
export const FIXTURE_LOADER_PATH = '/widget/widget.js';
/** The loader's path under an environment's content-delivery base (README's install snippet for production). */
export const LOADER_PATH = '/scripts/widget.js';

export const isEnv = (value: unknown): value is Env => typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);

/** An origin typed by hand (`http://127.0.0.1:4174`, with or without a trailing slash), or null. */
export function parseOrigin(input: string): string | null {
  try {
    const url = new URL(input.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The loader a site owner would paste for this environment: the very file the embed ships, never a copy inside
 * the extension. The subdomain and the bases are checked by the widget's own settings code (src/core/shell/settings.ts),
 * so the extension cannot accept a subdomain the widget would refuse.
 */
export function widgetTarget(choice: Choice): Target {
  if (!isEnv(choice.env)) return { ok: false, reason: t('reasonInvalidSubdomain') };
  let loaderUrl: string | null = null;
  if (choice.env === 'fixture') {
    const origin = parseOrigin(choice.fixtureOrigin);
    if (!origin) return { ok: false, reason: t('reasonInvalidOrigin') };
    loaderUrl = origin + FIXTURE_LOADER_PATH;
  }
  const resolved = resolveSettings({
    scriptUrl: loaderUrl ?? 'https://cdn.invalid/',
    dataset: { subdomain: typedIdentifier(choice.subdomain), env: choice.env },
    pageConfig: null,
    sessionEnv: null,
  });
  if (!resolved.ok) return { ok: false, reason: t('reasonInvalidSubdomain') };
  const { settings } = resolved;
  return { ok: true, scriptUrl: loaderUrl ?? settings.cdnBase + LOADER_PATH, subdomain: settings.subdomain, env: settings.env };
}

// --- The widget build on this site (the harness: extension/harness.ts, docs/architecture.md "Browser extension") ---

/** Which build runs on a site: the site's own, or one the harness puts in its place. */
export type SiteBuild = 'own' | HarnessBuild;
export const SITE_BUILDS: readonly SiteBuild[] = ['own', ...HARNESS_BUILDS];
/** Each build's name in the popup (staging and production are named as their environments are). */
export const BUILD_NAMES: Record<SiteBuild, TextKey> = { own: 'buildOwn', local: 'buildLocal', staging: 'envStaging', production: 'envProduction' };
export const isSiteBuild = (value: unknown): value is SiteBuild => (SITE_BUILDS as readonly unknown[]).includes(value);

/** The popup's choice for one site (remembered per page origin in storage.local). */
export interface BuildChoice {
  build: SiteBuild;
  /** Where `npm run dev` serves the local build. */
  localOrigin: string;
  /** The environment (API) the chosen build talks to. */
  env: Env;
  subdomain: string;
}

/** The choice the popup starts from on a site it has no memory of: what the page runs now, with its settings. */
export function initialBuildChoice(widget: PageWidget, devOrigin: string): BuildChoice {
  return {
    build: isSiteBuild(widget.harness) ? widget.harness : 'own',
    localOrigin: devOrigin,
    env: isEnv(widget.env) ? widget.env : 'production',
    subdomain: widget.subdomain ?? '',
  };
}

/** The environment a build talks to when it is picked: staging and production their own, the local build the page's. */
export const envForBuild = (build: SiteBuild, current: Env): Env => (build === 'staging' || build === 'production' ? build : current);

export type EntryOutcome = { ok: true; entry: HarnessEntry | null } | { ok: false; reason: string; field: 'localOrigin' | 'subdomain' };

/**
 * The page entry for a choice (null: the site's own build), or why not. The staging and production loaders are the
 * environments' own (their CDN bases in src/core/shell/settings.ts); the local one is `npm run dev`'s, on this machine.
 */
export function harnessEntryFor(choice: BuildChoice): EntryOutcome {
  if (choice.build === 'own') return { ok: true, entry: null };
  // The site, checked by the widget's own settings code (the production loader's URL is only a stand-in here).
  const site = widgetTarget({ subdomain: choice.subdomain, env: choice.build === 'local' ? 'production' : choice.build, fixtureOrigin: '' });
  if (!site.ok) return { ok: false, reason: site.reason, field: 'subdomain' };
  let loaderUrl = site.scriptUrl;
  if (choice.build === 'local') {
    const origin = parseOrigin(choice.localOrigin);
    loaderUrl = `${origin}${LOCAL_LOADER_PATH}`;
    if (!origin || !harnessLoaderAllowed(loaderUrl)) return { ok: false, reason: t('reasonLocalOrigin'), field: 'localOrigin' };
  }
  return { ok: true, entry: { build: choice.build, loaderUrl, env: isEnv(choice.env) ? choice.env : 'production', subdomain: site.subdomain } };
}

/** Which build the probed page runs: the harness's (its loader tag says which), else the site's own; null: none. */
export const runningBuild = (widget: PageWidget): SiteBuild | null =>
  isSiteBuild(widget.harness) && widget.harness !== 'own' ? widget.harness : widget.found ? 'own' : null;

/** The id under which the popup registers the harness's page-start script (tabs.ts `chooseHarnessSite`). */
export const HARNESS_SCRIPT_ID = 'memberspace-harness';

/**
 * The match pattern of one site (a page origin): its pages only, on its own scheme, host and port. Null for what
 * is not an http(s) origin (the popup never registers the page-start script anywhere else).
 */
export function sitePattern(origin: string): string | null {
  const site = parseOrigin(origin);
  // A wildcard host ('*.example.test') parses as a URL but would widen the pattern beyond the one site.
  return site && site === origin && !site.includes('*') ? `${site}/*` : null;
}

/**
 * The sites the harness's page-start script runs on, once `origin`'s choice is applied: a site is added when the owner
 * picks a build for it and dropped when the site's own comes back. No site: the script is not registered at all.
 */
export function harnessSites(registered: readonly string[], origin: string, build: SiteBuild): string[] {
  const pattern = sitePattern(origin);
  const others = registered.filter((p) => p !== pattern);
  return build === 'own' || !pattern ? others : [...others, pattern];
}

/** `popup.html?tab=123` acts on tab 123 (tests, or a support person's bookmark); otherwise the active tab. */
export function tabIdFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('tab');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Pages the browser keeps for itself: no extension may run scripts there (the store pages included). */
const BROWSER_PAGE = /^(chrome|chrome-extension|chrome-untrusted|devtools|edge|brave|opera|vivaldi|about|view-source|moz-extension|resource):/i;
const STORE_PAGE =
  /^https:\/\/(chromewebstore\.google\.com|chrome\.google\.com\/webstore|addons\.mozilla\.org|microsoftedge\.microsoft\.com\/addons)(\/|$)/i;

export function isBrowserPage(url: string | undefined): boolean {
  return !!url && (BROWSER_PAGE.test(url) || STORE_PAGE.test(url));
}

/** Why executeScript threw, in the owner's words. */
export function scriptingErrorReason(error: unknown, url: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  if (
    isBrowserPage(url) ||
    /cannot access (a |contents of )?(chrome|about|edge|the chrome web store|.*extensions gallery)|cannot be scripted|missing host permission/i.test(
      message,
    )
  ) {
    // Without the "tabs" permission a browser page's URL is hidden: name it from the browser's message.
    const scheme = /cannot access an? ([a-z-]+:)\/*/i.exec(message)?.[1];
    return t('reasonBrowserPage', { url: url || (scheme ? `${scheme.toLowerCase()}//…` : t('browserPageUnnamed')) });
  }
  if (/world|MAIN/i.test(message) && /unexpected|invalid|unknown|not supported/i.test(message)) return t('reasonNoScripting');
  return t('reasonNoAccess', { detail: message });
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** The reason for an injection that did not end with a ready widget. */
export function injectFailureReason(failure: InjectFailure, scriptUrl: string, timeoutMs: number): string {
  switch (failure.code) {
    case 'csp':
      return t('reasonCsp', { url: failure.blocked || scriptUrl, directive: failure.detail || 'script-src', origin: originOf(scriptUrl) });
    case 'network':
      return t('reasonNetwork', { url: scriptUrl });
    case 'load-error':
      return t('reasonLoadError', { detail: failure.detail || '' });
    case 'timeout':
      return t('reasonTimeout', { seconds: Math.round(timeoutMs / 1000) });
    case 'page-error':
      return t('reasonPageError', { detail: failure.detail || '' });
  }
}

export function diagnosticsFailureReason(failure: DiagnosticsFailure, timeoutMs: number): string {
  switch (failure.code) {
    case 'no-widget':
      return t('reasonNoWidget');
    case 'not-ready':
      return t('reasonTimeout', { seconds: Math.round(timeoutMs / 1000) });
    case 'not-taken':
      return t('reasonNotTaken');
    case 'not-shown':
      return t('reasonDiagNotShown', { seconds: Math.round(timeoutMs / 1000) });
  }
}

// --- Preview as an audience (docs/architecture.md, "Previewing as an audience") ---

export type Audience = 'visitor' | 'free' | 'paid' | 'plan';
export const AUDIENCES: readonly Audience[] = ['visitor', 'free', 'paid', 'plan'];
/** Each audience as the select names it. */
export const AUDIENCE_NAMES: Record<Audience, TextKey> = {
  visitor: 'audienceVisitor',
  free: 'audienceFree',
  paid: 'audiencePaid',
  plan: 'audiencePlan',
};
/** Each audience inside "Previewing as {audience}" (its own text: a sentence's grammar is not a label's). */
export const PREVIEWING: Record<Audience, TextKey> = {
  visitor: 'previewingVisitor',
  free: 'previewingFree',
  paid: 'previewingPaid',
  plan: 'previewingPlan',
};

export interface SiteApi {
  apiBase: string;
  subdomain: string;
}

/**
 * Which API the owner's sign-in and the preview go to: chosen in the popup, never read from the page (a page can
 * claim any widget, with a loader of its own server). A store build offers production and staging; the local
 * environments (development, and the fixture server at an origin the owner types, on this machine only) come
 * with the developer switch. Remembered in storage.local (tabs.ts).
 */
export interface PreviewApiChoice {
  env: Env;
  developer: boolean;
  /** The fixture server's origin, typed by the owner. */
  localOrigin: string;
}

export const STORE_ENVS: readonly Env[] = ['production', 'staging'];
export const DEFAULT_PREVIEW_API: PreviewApiChoice = { env: 'production', developer: false, localOrigin: DEV_ORIGIN };
/** The environments the popup offers for a preview. */
export const previewEnvs = (developer: boolean): readonly Env[] => (developer ? ENVIRONMENTS : STORE_ENVS);
/** The environment in force: one the switch does not offer (a remembered local one, the switch off) is production. */
export const previewEnv = (choice: PreviewApiChoice): Env => (previewEnvs(choice.developer).includes(choice.env) ? choice.env : 'production');

export type PreviewApi = { ok: true; api: SiteApi; local: boolean } | { ok: false; reason: string; field: 'localOrigin' | 'site' };

/**
 * The chosen API for the page's site (`subdomain`: the probe's; it names the site, never where to send anything),
 * read with the widget's own settings code. `local`: an API on this machine (development, fixture).
 */
export function previewApi(choice: PreviewApiChoice, subdomain: string | null): PreviewApi {
  const env = previewEnv(choice);
  let scriptUrl = 'https://cdn.invalid/';
  if (env === 'fixture') {
    const origin = parseOrigin(choice.localOrigin);
    if (!origin || !onThisMachine(new URL(origin).hostname)) return { ok: false, reason: t('reasonInvalidOrigin'), field: 'localOrigin' };
    scriptUrl = origin + FIXTURE_LOADER_PATH;
  }
  const resolved = resolveSettings({ scriptUrl, dataset: { subdomain: subdomain ?? undefined, env }, pageConfig: null, sessionEnv: null });
  if (!resolved.ok) return { ok: false, reason: t('previewNoWidget'), field: 'site' };
  const { apiBase, subdomain: site } = resolved.settings;
  return { ok: true, api: { apiBase, subdomain: site }, local: env === 'development' || env === 'fixture' };
}

/** An API base's origin, shown next to the password field: where the password goes. */
export const apiOrigin = (api: SiteApi): string => originOf(api.apiBase);

/** Where the site's pages are, from its configuration on the chosen API (`baseUrl`, `domain`). */
export interface SitePages {
  baseUrl: string;
  domain: string | null;
  /** The API is on this machine: its site's pages may be served here too (the fixture server's are). */
  local: boolean;
}

/** The site's configuration (the widget's own call and struct) read for where its pages are, or why not. */
export function sitePagesOutcome(answer: ApiAnswer, api: SiteApi, local: boolean): { ok: true; pages: SitePages } | Failure {
  if (!answer) return { ok: false, reason: t('previewNetwork', { url: api.apiBase }) };
  const { status, body } = answer;
  if (status === 200) {
    try {
      const config = create(normalise(body), structOf(getConfiguration.response, contractChunk));
      return { ok: true, pages: { baseUrl: config.baseUrl, domain: config.domain ?? null, local } };
    } catch {
      return { ok: false, reason: t('previewRefused', { detail: t('malformedAnswer') }) };
    }
  }
  if (status >= 400 && status < 500) return { ok: false, reason: t('previewRefused', { detail: errorOf(body) || `HTTP ${status}` }) };
  return { ok: false, reason: t('previewServer', { status }) };
}

/** A configured domain as a bare host name (`Example.com.`, `https://example.com/` → `example.com`). */
function domainHost(domain: string | null): string | null {
  const text = domain?.trim().toLowerCase().replace(/\.$/, '');
  if (!text) return null;
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).hostname || null;
  } catch {
    return null;
  }
}

/**
 * The page's origin when the page is one of the site's, else null: the origin of its `baseUrl`, or an https page on
 * its `domain` or a subdomain of it (`www.`, `shop.`); with an API on this machine, a page on this machine too. Only
 * such a page gets a preview written into it: the preview token and the owner's view are the site's alone.
 */
export function siteOrigin(pageUrl: string | undefined, pages: SitePages): string | null {
  let page: URL;
  try {
    page = new URL(pageUrl ?? '');
  } catch {
    return null;
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return null;
  const base = originOf(pages.baseUrl);
  const domain = domainHost(pages.domain);
  const host = page.hostname.toLowerCase();
  const onDomain = page.protocol === 'https:' && !!domain && (host === domain || host.endsWith(`.${domain}`));
  const local = pages.local && onThisMachine(host);
  return page.origin === base || onDomain || local ? page.origin : null;
}

/** An API answer as the popup sees it: status and JSON body, or null when the request did not get an answer. */
export type ApiAnswer = { status: number; body: unknown } | null;

type Failure = { ok: false; reason: string /** the owner's sign-in is no good: forget it */; forget?: boolean };

const errorOf = (body: unknown): string => {
  const b = (body ?? {}) as { error?: unknown; fieldErrors?: Record<string, unknown> };
  if (typeof b.error === 'string') return b.error;
  const first = b.fieldErrors && Object.values(b.fieldErrors).find((v) => typeof v === 'string');
  return typeof first === 'string' ? first : '';
};

/** One plan of the site, as the popup's plan list offers it. */
export type PlanChoice = Pick<PreviewPlan, 'publicId' | 'name' | 'visibility' | 'enabled'>;

/** A plan's option in the list: its name, marked when it is not public or no longer enabled. */
export function planOptionText({ name, visibility, enabled }: PlanChoice): string {
  const shown = visibility === 'private' ? t('planPrivate', { name }) : visibility === 'agency' ? t('planAgency', { name }) : name;
  return enabled ? shown : t('planDisabled', { name: shown });
}

/** Not the owner (403) or the sign-in expired (401): the same reason for every owner call, and the sign-in is forgotten. */
const ownerRefusal = (status: number, subdomain: string): Failure | null =>
  status === 401
    ? { ok: false, reason: t('previewExpired'), forget: true }
    : status === 403
      ? { ok: false, reason: t('previewNotOwner', { site: subdomain }), forget: true }
      : null;

/**
 * Every plan of the site, private ones included, from the owner's plan list call (`listPreviewPlans`), checked
 * against the contract's struct as the widget's client checks its answers (after `normalise`); or why not.
 */
export function planChoices(answer: ApiAnswer, apiBase: string, subdomain: string): { ok: true; plans: PlanChoice[] } | Failure {
  if (!answer) return { ok: false, reason: t('previewNetwork', { url: apiBase }) };
  const refused = ownerRefusal(answer.status, subdomain);
  if (refused) return refused;
  if (answer.status !== 200) {
    if (answer.status >= 500) return { ok: false, reason: t('plansServer', { status: answer.status }) };
    return { ok: false, reason: t('plansRefused', { detail: errorOf(answer.body) || `HTTP ${answer.status}` }) };
  }
  try {
    const plans = create(normalise(answer.body), structOf(listPreviewPlans.response, contractChunk));
    return { ok: true, plans: plans.map(({ publicId, name, visibility, enabled }) => ({ publicId, name, visibility, enabled })) };
  } catch {
    return { ok: false, reason: t('plansMalformed') };
  }
}

/** "Joined … days ago" as typed: a whole number from 0 to MAX_JOINED_DAYS (digits only), or null. */
export function joinedDaysOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^[0-9]{1,4}$/.test(text)) return null;
  const days = Number(text);
  return isJoinedDaysAgo(days) ? days : null;
}

/** The owner's sign-in (the site's login call): the access token, or why not. The refresh token is dropped. */
export function ownerLoginOutcome(answer: ApiAnswer, apiBase: string): { ok: true; token: string } | Failure {
  if (!answer) return { ok: false, reason: t('previewNetwork', { url: apiBase }) };
  const token = (answer.body as { accessToken?: unknown } | null)?.accessToken;
  if (answer.status === 200 && typeof token === 'string') return { ok: true, token };
  if (answer.status === 422) return { ok: false, reason: t('previewWrongPassword') };
  if (answer.status >= 400 && answer.status < 500)
    return { ok: false, reason: t('previewRefused', { detail: errorOf(answer.body) || `HTTP ${answer.status}` }) };
  return { ok: false, reason: t('previewServer', { status: answer.status }) };
}

/** A granted preview: the page's session-storage entry, and what it simulates (for the popup's own line). */
export interface Granted {
  ok: true;
  /** `{ token, audience, expiresAt, plan, joinedDaysAgo }`: the expiry in epoch ms, the plan by its name. */
  entry: string;
  plan: string | null;
  joinedDaysAgo: number | null;
}

/**
 * The preview call's answer, checked against the contract's `PreviewGrant`: the session-storage entry for the page's
 * widget, or why not. A 403 (not the owner) or 401 (the sign-in expired) forgets the owner's sign-in.
 */
export function previewOutcome(answer: ApiAnswer, apiBase: string, subdomain: string): Granted | Failure {
  if (!answer) return { ok: false, reason: t('previewNetwork', { url: apiBase }) };
  const { status, body } = answer;
  if (status === 200) {
    try {
      const grant = create(normalise(body), structOf(startPreview.response, contractChunk));
      const expiresAt = Date.parse(grant.expiresAt);
      if (!Number.isFinite(expiresAt)) throw new Error('expiresAt');
      const plan = grant.plan?.name ?? null;
      const joinedDaysAgo = grant.joinedDaysAgo ?? null;
      const entry = JSON.stringify({ token: grant.previewToken, audience: grant.audience, expiresAt, plan, joinedDaysAgo });
      return { ok: true, entry, plan, joinedDaysAgo };
    } catch {
      return { ok: false, reason: t('previewRefused', { detail: t('malformedAnswer') }) };
    }
  }
  const refused = ownerRefusal(status, subdomain);
  if (refused) return refused;
  if (status >= 400 && status < 500) return { ok: false, reason: t('previewRefused', { detail: errorOf(body) || `HTTP ${status}` }) };
  return { ok: false, reason: t('previewServer', { status }) };
}
