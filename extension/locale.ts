/**
 * Which of the popup's languages to show, and how: pure rules (no browser API), unit-tested in
 * test/unit/extensionLocale.test.ts. The texts themselves are extension/i18n/<locale>.json, one file per locale.
 */
import { textDirection } from '../src/core/texts/locale';
import { matchLocale, SHIPPED_LOCALES, type ShippedLocale } from '../src/core/texts/locales';

/** Every locale the popup ships: the widget's (English is the source; the others are its translations, key for key). */
export const LOCALES = SHIPPED_LOCALES;
export type Locale = ShippedLocale;
export const DEFAULT_LOCALE: Locale = 'en';

/** One browser language tag (`fr-CA`, `pt_BR`, `zh-Hant-HK`) as one of ours, or null (the widget's own matching). */
export const localeFor = (tag: string): Locale | null => (tag.trim() ? matchLocale(tag) : null);

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

export const directionOf = textDirection;

/** The folder of a locale under `_locales/` (Chromium and Firefox spell the region with an underscore: pt_BR). */
export const messagesFolder = (locale: string): string => locale.replace('-', '_');
