/**
 * Which of the popup's languages to show, and how: pure rules (no browser API), unit-tested in
 * test/unit/extensionLocale.test.ts. The texts themselves are extension/i18n/<locale>.json, one file per locale.
 */
import { languageOf } from '../src/core/texts/locale';

/** Every locale the popup ships (English is the source; the others are its translations, key for key). */
export const LOCALES = [
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
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Scripts written right to left: the popup's document gets dir="rtl". */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * Tags browsers report that name one of our locales under another name: Chinese by script or region (Hong Kong and
 * Macau write traditional characters), Norwegian as `no` or `nn` (Bokmål is the written standard we ship), and
 * the old codes Chromium still reports for Hebrew and Indonesian.
 */
const ALIASES: Record<string, Locale> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  no: 'nb',
  nn: 'nb',
  iw: 'he',
  in: 'id',
};

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

/** One browser language tag (`fr-CA`, `pt_BR`, `zh-Hant-HK`) as one of ours, or null. */
export function localeFor(tag: string): Locale | null {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!lower) return null;
  const exact = BY_LOWER.get(lower) ?? ALIASES[lower];
  if (exact) return exact;
  // zh-Hant-HK: the script decides before the region does.
  const [language, second] = lower.split('-');
  return (second ? ALIASES[`${language}-${second}`] : undefined) ?? BY_LOWER.get(languageOf(lower)) ?? ALIASES[languageOf(lower)] ?? null;
}

/**
 * The popup's locale from the browser's languages, most preferred first: the first one we ship, by exact tag and
 * then by language (`pt-PT` → `pt`, `de-AT` → `de`); English when none is ours.
 */
export function pickLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const locale = tag ? localeFor(tag) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export const directionOf = (locale: string): 'rtl' | 'ltr' => (RTL.has(languageOf(locale)) ? 'rtl' : 'ltr');

/** The folder of a locale under `_locales/` (Chromium and Firefox spell the region with an underscore: pt_BR). */
export const messagesFolder = (locale: string): string => locale.replace('-', '_');
