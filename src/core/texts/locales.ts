import { DEFAULT_LOCALE } from '../constants';

/**
 * The locales whose texts the build ships (src/i18n/<locale>.json → translations/<locale>.json), English built in.
 * Only these are ever asked for, so a site in another language costs no failing request.
 */
export const SHIPPED_LOCALES = [
  'en',
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
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
  'uk',
  'ur',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/** Tags that name a shipped locale by another name: old codes, scripts and regions of the same written language. */
const ALIASES: Readonly<Record<string, ShippedLocale>> = {
  iw: 'he',
  in: 'id',
  no: 'nb',
  nn: 'nb',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
};

/**
 * The shipped locale a language tag names: the tag itself (any case, `_` or `-`), a known alias, its script or
 * region family (zh-Hant-HK → zh-TW), then its language (fr-CA → fr, pt-PT → pt); null when none ships. The site's
 * locale and the extension's browser languages are read the same way.
 */
export function matchLocale(requested: string): ShippedLocale | null {
  const subtags = requested.trim().replace(/_/g, '-').toLowerCase().split('-');
  for (let n = subtags.length; n > 0; n--) {
    const prefix = subtags.slice(0, n).join('-');
    const shipped = SHIPPED_LOCALES.find((l) => l.toLowerCase() === prefix) ?? ALIASES[prefix];
    if (shipped) return shipped;
  }
  return null;
}

/** The shipped locale whose texts a site's `locale` shows: English when none matches. */
export const resolveLocale = (requested: string): ShippedLocale => matchLocale(requested) ?? DEFAULT_LOCALE;

/**
 * The tag the texts show under (`lang`, and Intl's dates, numbers and plurals): the shipped tag, but `pt`, whose
 * file is European Portuguese, is `pt-PT` (bare `pt` is Brazilian to Intl: '0 dia', '1.234,50 R$' habits).
 */
export const displayTag = (shipped: ShippedLocale): string => (shipped === 'pt' ? 'pt-PT' : shipped);
