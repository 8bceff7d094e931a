/**
 * Where the widget talks to, read from the loader's script tag, the page-level config object
 * (window.MemberSpace, HOST-API §1) and a session-storage override (part 1 §7). Pure: the caller reads the DOM.
 */
export const ENVIRONMENTS = ['production', 'staging', 'development', 'fixture'] as const;
export type Env = (typeof ENVIRONMENTS)[number];

export interface Settings {
  readonly subdomain: string;
  readonly env: Env;
  /** API base ending in /api/v2. */
  readonly apiBase: string;
  /** Content-delivery base (translations/{locale}.json, the font). */
  readonly cdnBase: string;
  /** The loader's own URL: chunks and, in the fixture world, every base are relative to it. */
  readonly scriptUrl: string;
  /** The stylesheet declaring the widget's Lato 400/700 with italics, on our own content-delivery host (fontCssUrl). */
  readonly fontCssUrl: string;
}

export interface SettingsInput {
  scriptUrl: string;
  dataset: Record<string, string | undefined>;
  pageConfig: unknown;
  sessionEnv: string | null;
}

/**
 * The API's origin in each environment, apart from the other bases: the loader bundles only this table. The fixture
 * world's is the loader's own origin ('').
 */
const API_ORIGINS: Record<Env, string> = {
  production: 'https://api.memberspace.com',
  staging: 'https://api.staging.memberspace.com',
  development: 'http://localhost:3000',
  fixture: '',
};
/**
 * The content-delivery host in each environment (translations, the font). The card provider's and the captcha's
 * scripts and keys are in thirdParties.ts: only the screens that use them load them, not every page view.
 */
export const CDN_BASES: Record<Exclude<Env, 'fixture'>, string> = {
  production: 'https://cdn.memberspace.com',
  staging: 'https://cdn.staging.memberspace.com',
  development: 'http://localhost:3000/cdn',
};

/**
 * The font comes from the widget's own content-delivery host (the build's fonts/, from assets/fonts/), never a font
 * service's: a third party would see every page view of every site.
 */
export const fontCssUrl = (cdnBase: string): string => `${cdnBase}/fonts/memberspace-lato.css`;

const isEnv = (v: unknown): v is Env => typeof v === 'string' && (ENVIRONMENTS as readonly string[]).includes(v);
/** A site's subdomain as the widget accepts it (the extension's harness checks entries by it too). */
export const SUBDOMAIN = /^[a-z0-9][a-z0-9-]{0,62}$/i;

/** `warning`: a setting that was not usable and what was used instead (the caller logs it). */
export type SettingsResult = { ok: true; settings: Settings; warning?: string } | { ok: false; reason: string };

/** Which site the page names and where its API is: what the loader needs to ask for the config itself. */
export interface SiteAddress {
  readonly subdomain: string;
  readonly env: Env;
  readonly origin: string;
  readonly apiBase: string;
}

/**
 * What the page asks for: the environment (the session override wins so support can point a live page elsewhere;
 * then the tag, then the page) and the subdomain (the tag, then the page).
 */
function asked({ dataset, pageConfig, sessionEnv }: SettingsInput): [env: unknown, subdomain: unknown] {
  const page: Record<string, unknown> = (typeof pageConfig === 'object' && (pageConfig as Record<string, unknown>)) || {};
  return [sessionEnv ?? dataset.env ?? page.env ?? page.environment ?? 'production', dataset.subdomain ?? page.subdomain];
}
const isSubdomain = (v: unknown): v is string => typeof v === 'string' && SUBDOMAIN.test(v);

/**
 * The site and API a page names, or null when it names no valid subdomain or the loader's URL cannot be read (the
 * settings' first half, without their messages: the loader asks for a first visit's config with it, and the
 * widget's client must build the very same URL to take that answer over).
 */
export function siteAddress(input: SettingsInput): SiteAddress | null {
  const [envAsked, subdomain] = asked(input);
  // An unknown value is a typo or a stale override: the build default (production) serves (resolveSettings says so).
  const env: Env = isEnv(envAsked) ? envAsked : 'production';
  try {
    const origin = new URL(input.scriptUrl).origin;
    return isSubdomain(subdomain) ? { subdomain: subdomain.toLowerCase(), env, origin, apiBase: `${API_ORIGINS[env] || origin}/api/v2` } : null;
  } catch {
    return null;
  }
}

export function resolveSettings(input: SettingsInput): SettingsResult {
  const address = siteAddress(input);
  const [envAsked, subdomainAsked] = asked(input);
  if (!address) return { ok: false, reason: isSubdomain(subdomainAsked) ? 'Cannot read the widget script URL' : 'Missing or invalid subdomain' };
  const { subdomain, env, origin, apiBase } = address;
  // The fixture world serves API, content, chunks and stand-ins from the loader's own origin, whatever its port.
  const cdnBase = env === 'fixture' ? `${origin}/cdn` : CDN_BASES[env];
  return {
    ok: true,
    settings: { subdomain, env, apiBase, cdnBase, scriptUrl: input.scriptUrl, fontCssUrl: fontCssUrl(cdnBase) },
    ...(isEnv(envAsked) ? {} : { warning: `Unknown environment ${String(envAsked)}: production is used` }),
  };
}
