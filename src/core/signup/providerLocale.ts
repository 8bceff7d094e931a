import type { StripeElementLocale } from '@stripe/stripe-js';
import { SHIPPED_LOCALES } from '../texts/locales';

/** Shipped locales the card provider does not speak. */
const PROVIDER_LACKS = new Set(['fa', 'hi', 'uk', 'ur']);

/**
 * The card provider's language (its fields' placeholders and messages) for a shipped locale, in the provider's own
 * tag (its Simplified Chinese is 'zh'); for a language it lacks, the visitor's browser language ('auto') rather than
 * English beside Persian or Hindi texts.
 */
export function providerLocale(locale: string): StripeElementLocale {
  if (locale === 'zh-CN') return 'zh';
  const shipped = (SHIPPED_LOCALES as readonly string[]).includes(locale);
  return shipped && !PROVIDER_LACKS.has(locale) ? (locale as StripeElementLocale) : 'auto';
}
