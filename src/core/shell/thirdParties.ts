import type { Env, Settings } from './settings';

/**
 * The card provider's and the captcha's scripts and public keys for the page's environment (part 1 §7, part 2 §9):
 * apart from settings.ts, so that only the screens that load them (payments, captcha) and diagnostics carry them,
 * not every page view's boot path.
 */
export interface ThirdParties {
  /** The card provider's browser script (the stand-in in the fixture world). */
  readonly providerScriptUrl: string;
  /** The card provider's publishable key for this environment (public by design; part 2 §9). */
  readonly providerKey: string;
  /** The captcha provider's browser script (the stand-in in the fixture world). */
  readonly captchaScriptUrl: string;
  /** The captcha's public site key for this environment (public by design: it ships in every page). */
  readonly captchaSiteKey: string;
}

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

export function thirdParties({ env, scriptUrl }: Pick<Settings, 'env' | 'scriptUrl'>): ThirdParties {
  // The fixture world serves the stand-ins from the loader's own origin, whatever its port (settings resolved it).
  const fixture = env === 'fixture' ? new URL(scriptUrl).origin : null;
  return {
    providerScriptUrl: fixture ? `${fixture}/stand-ins/stripe.js` : 'https://js.stripe.com/v3/',
    providerKey: PROVIDER_KEYS[env],
    captchaScriptUrl: fixture ? `${fixture}/stand-ins/captcha.js` : 'https://www.google.com/recaptcha/api.js',
    captchaSiteKey: CAPTCHA_SITE_KEYS[env],
  };
}
