import { resolveLocale } from '../../core/texts/locales';
import { providerLocale } from '../../core/signup/providerLocale';
import { signal } from '@preact/signals-react';
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
// The package's ES module by path: its `pure` folder has no package.json, so a bare import resolves to the CommonJS
// file, whose interop helpers esbuild then puts in the boot chunk (every page view) for the payment chunk's sake.
import { loadStripe } from '@stripe/stripe-js/pure/index.mjs';
import { SCRIPT_TIMEOUT_MS } from '../../core/constants';
import { LOG_TEXT } from '../../core/texts/logMessages';
import type { PayFailure } from '../../core/signup/payment';
import type { Runtime } from '../../state/runtimeTypes';
import { siteConfig } from '../../state/store';
import { loadOnce } from '../../host/thirdParty';
import { getNonce } from '../../shell/nonce';
import { thirdParties } from '../../core/shell/thirdParties';

/** The card provider's loader state (diagnostics can show it). */
export const providerState = signal<'notLoaded' | 'loading' | 'loaded' | 'failed'>('notLoaded');

let loading: Promise<Stripe> | null = null;

/** Why the provider is unusable, in the spec's words (part 2 §8). */
export class ProviderUnavailable extends Error {
  constructor(
    readonly failure: PayFailure,
    cause: unknown,
  ) {
    super(String(cause));
  }
}

/**
 * The card provider (part 2 §7), loaded when a payment screen first needs it: its script (the stand-in in the
 * fixture world) inserted by us with the loader's nonce (host/thirdParty.ts: one tag per URL, a failed one removed), or the host page's own when it already has one, then
 * `loadStripe` with the site's account id, API version and locale. A failure is forgotten, so a retry loads again.
 */
export function loadProvider(runtime: Pick<Runtime, 'settings' | 'logger'>): Promise<Stripe> {
  return (loading ??= start(runtime).catch((error: unknown) => {
    loading = null;
    providerState.value = 'failed';
    runtime.logger.log('ERROR', 'PAYMENT', 'The card provider is unavailable', error);
    throw error;
  }));
}

async function start({ settings, logger }: Pick<Runtime, 'settings' | 'logger'>): Promise<Stripe> {
  providerState.value = 'loading';
  const { providerScriptUrl, providerKey } = thirdParties(settings);
  const stripe = (window as { Stripe?: unknown }).Stripe;
  if (stripe) logger.log('LOG', 'PAYMENT', LOG_TEXT.providerAlreadyLoaded);
  else {
    logger.log('LOG', 'PAYMENT', 'Loading the card provider', providerScriptUrl);
    try {
      await loadOnce('script', providerScriptUrl, getNonce(), SCRIPT_TIMEOUT_MS);
    } catch (error) {
      throw new ProviderUnavailable({ key: 'providerNotLoaded' }, error);
    }
  }
  const config = siteConfig.peek();
  // The site's locale, in the provider's own tag (its Chinese is 'zh'; a language it lacks: the browser's).
  const options: StripeConstructorOptions = { locale: config?.locale ? providerLocale(resolveLocale(config.locale)) : 'auto' };
  if (config?.stripe.accountId) options.stripeAccount = config.stripe.accountId;
  if (config?.stripe.apiVersion) options.apiVersion = config.stripe.apiVersion;
  let instance: Stripe | null;
  try {
    instance = await loadStripe(providerKey, options);
  } catch (error) {
    // The script ran but refused the key or account: the site's setup, not the visitor's card.
    logger.log('ERROR', 'PAYMENT', LOG_TEXT.providerInitFailed, error);
    throw new ProviderUnavailable({ key: 'stripeNotWorking' }, error);
  }
  if (!instance) {
    logger.log('ERROR', 'PAYMENT', LOG_TEXT.providerInitFailed, 'No provider object');
    throw new ProviderUnavailable({ key: 'providerNotLoaded' }, 'No provider object');
  }
  providerState.value = 'loaded';
  return instance;
}

/** The reason to show for a provider that could not load. */
export const unavailableFailure = (error: unknown): PayFailure =>
  error instanceof ProviderUnavailable ? error.failure : { key: 'providerNotLoaded' };
