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
  /** Content-delivery base (translations/{locale}.json, stand-in scripts in the fixture world). */
  readonly cdnBase: string;
  /** The loader's own URL: chunks and, in the fixture world, every base are relative to it. */
  readonly scriptUrl: string;
  /** The card provider's browser script (the stand-in in the fixture world). */
  readonly providerScriptUrl: string;
  /** The card provider's publishable key for this environment (public by design; part 2 §9). */
  readonly providerKey: string;
  /** The captcha provider's browser script (the stand-in in the fixture world). */
  readonly captchaScriptUrl: string;
  /** The captcha's public site key for this environment (public by design: it ships in every page). */
  readonly captchaSiteKey: string;
  /** The stylesheet declaring the widget's Lato 400/700 with italics, on our own content-delivery host (fontCssUrl). */
  readonly fontCssUrl: string;
}

export interface SettingsInput {
  scriptUrl: string;
  dataset: Record<string, string | undefined>;
  pageConfig: unknown;
  sessionEnv: string | null;
}

interface Bases {
  cdn: string;
  provider: string;
  providerKey: string;
  captcha: string;
  captchaKey: string;
}

const PROVIDER = 'https://js.stripe.com/v3/';
const CAPTCHA = 'https://www.google.com/recaptcha/api.js';
/** Placeholder public site keys: the real ones are issued by the captcha provider per domain and go in at deploy. */
export const CAPTCHA_SITE_KEYS = {
  production: 'memberspace-production-captcha-site-key',
  staging: 'memberspace-staging-captcha-site-key',
  development: 'memberspace-development-captcha-site-key',
  fixture: 'fixture-captcha-site-key',
} as const satisfies Record<Env, string>;
/** Placeholder publishable keys, one per environment like the captcha's: the real ones go in at deploy. */
export const PROVIDER_KEYS = {
  production: 'pk_live_memberspace_production',
  staging: 'pk_test_memberspace_staging',
  development: 'pk_test_memberspace_development',
  fixture: 'pk_test_fixture',
} as const satisfies Record<Env, string>;
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
export const BASES: Record<Exclude<Env, 'fixture'>, Bases> = {
  production: {
    cdn: 'https://cdn.memberspace.com',
    provider: PROVIDER,
    providerKey: PROVIDER_KEYS.production,
    captcha: CAPTCHA,
    captchaKey: CAPTCHA_SITE_KEYS.production,
  },
  staging: {
    cdn: 'https://cdn.staging.memberspace.com',
    provider: PROVIDER,
    providerKey: PROVIDER_KEYS.staging,
    captcha: CAPTCHA,
    captchaKey: CAPTCHA_SITE_KEYS.staging,
  },
  development: {
    cdn: 'http://localhost:3000/cdn',
    provider: PROVIDER,
    providerKey: PROVIDER_KEYS.development,
    captcha: CAPTCHA,
    captchaKey: CAPTCHA_SITE_KEYS.development,
  },
};

/** The fixture world serves API, content, chunks and stand-ins from the loader's own origin, whatever its port. */
const fixtureBases = (origin: string): Bases => ({
  cdn: `${origin}/cdn`,
  provider: `${origin}/stand-ins/stripe.js`,
  providerKey: PROVIDER_KEYS.fixture,
  captcha: `${origin}/stand-ins/captcha.js`,
  captchaKey: CAPTCHA_SITE_KEYS.fixture,
});

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
  const bases = env === 'fixture' ? fixtureBases(origin) : BASES[env];
  return {
    ok: true,
    settings: {
      subdomain,
      env,
      apiBase,
      cdnBase: bases.cdn,
      scriptUrl: input.scriptUrl,
      providerScriptUrl: bases.provider,
      providerKey: bases.providerKey,
      captchaScriptUrl: bases.captcha,
      captchaSiteKey: bases.captchaKey,
      fontCssUrl: fontCssUrl(bases.cdn),
    },
    ...(isEnv(envAsked) ? {} : { warning: `Unknown environment ${String(envAsked)}: production is used` }),
  };
}
