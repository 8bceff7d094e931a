import { DEFAULT_LOCALE } from '../constants';

/** The language part of a locale, lower-cased: `pt-BR` → `pt`. */
export const languageOf = (locale: string): string => locale.split(/[-_]/)[0]!.toLowerCase();

/** English is built in (TEXT), so an English locale needs no file. */
export const isBuiltIn = (locale: string): boolean => languageOf(locale) === DEFAULT_LOCALE;
