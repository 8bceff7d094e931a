/**
 * Every text the extension's popup shows, by key: English (i18n/en.json, the source) built in, the browser's locale
 * (i18n/<locale>.json, chosen by locale.ts) loaded before the popup first renders. Reasons are sentences a site owner
 * or a support person can act on: what happened and, where there is one, what to do.
 */
import { format } from '../src/core/texts/bootTexts';
import { isolate } from '../src/core/texts/messageFormat';
import en from './i18n/en.json';
import { DEFAULT_LOCALE, directionOf, type Locale } from './locale';

export type TextKey = keyof typeof en;
export type Words = Record<TextKey, string>;

export const ENGLISH: Words = en;

let words: Words = ENGLISH;
let rtl = false;

/**
 * Right-to-left text isolates each filled-in value (first-strong isolate … pop): a URL, an e-mail or "HTTP 502"
 * keeps its own left-to-right order inside an Arabic or Hebrew sentence instead of being reordered around it.
 */
const isolated = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolate(value)]));

/** A text of the popup in its locale, `{name}` placeholders filled from `values`. */
export const t = (key: TextKey, values?: Record<string, string | number>): string =>
  values ? format(words[key], rtl ? isolated(values) : values) : words[key];

/** Each locale's file as its own chunk: the popup downloads only the one it shows. */
const FILES = import.meta.glob<Words>(['./i18n/*.json', '!./i18n/en.json'], { import: 'default' });

/**
 * Switches the popup's texts to `locale` (English stays for any key a file would lack; the unit checks keep every
 * file complete). A locale whose file cannot be loaded leaves English.
 */
export async function loadLocale(locale: Locale): Promise<Locale> {
  const load = locale === DEFAULT_LOCALE ? undefined : FILES[`./i18n/${locale}.json`];
  try {
    words = load ? { ...ENGLISH, ...(await load()) } : ENGLISH;
  } catch {
    words = ENGLISH;
    locale = DEFAULT_LOCALE;
  }
  rtl = directionOf(locale) === 'rtl';
  return locale;
}
