import type { StripeElementLocale } from '@stripe/stripe-js';

/** Shipped locales the card provider's fields speak too, by the provider's own tag (its Chinese is 'zh'). */
const PROVIDER_LOCALES: Readonly<Record<string, StripeElementLocale>> = {
  ...Object.fromEntries(
    (
      [
        'ar',
        'bg',
        'cs',
        'da',
        'de',
        'el',
        'en',
        'es',
        'fi',
        'fr',
        'he',
        'hu',
        'id',
        'it',
        'ja',
        'ko',
        'nb',
        'nl',
        'pl',
        'pt',
        'pt-BR',
        'ro',
        'ru',
        'sk',
        'sv',
        'th',
        'tr',
        'vi',
        'zh-TW',
      ] as const
    ).map((l) => [l, l]),
  ),
  'zh-CN': 'zh',
};

/**
 * The card field's language (its placeholders and messages) for the texts showing: the same locale where the
 * provider has it, else the visitor's browser language ('auto') rather than English beside Persian or Hindi texts.
 */
export const providerLocale = (locale: string): StripeElementLocale => PROVIDER_LOCALES[locale] ?? 'auto';
