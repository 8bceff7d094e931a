import { DEFAULT_LOCALE, RTL_LANGUAGES } from '../constants';

/** The language part of a locale, lower-cased: `pt-BR` → `pt`. */
export const languageOf = (locale: string): string => locale.split(/[-_]/)[0]!.toLowerCase();

/** English is built in (TEXT), so an English locale needs no file. */
export const isBuiltIn = (locale: string): boolean => languageOf(locale) === DEFAULT_LOCALE;

/** Which way a locale's text runs. */
export const textDirection = (locale: string): 'rtl' | 'ltr' => ((RTL_LANGUAGES as readonly string[]).includes(languageOf(locale)) ? 'rtl' : 'ltr');
