/**
 * Translations (part 1 §7: GET translations/{locale}.json from the content-delivery host): which file a
 * locale needs, what a file may contain, and which way the text runs. Pure: the fetch lives in state/.
 */
import { string, validate } from 'superstruct';
import { ownRecord } from '../util/ownRecord';
import { TEXT, type TextKey } from './texts';

export type Translation = Partial<Record<TextKey, string>>;

/** A BCP 47-like tag (fr, pt-BR, zh-Hant-TW): anything else is refused before it can shape a URL. */
const LOCALE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8}){0,3}$/i;

export const isLocale = (locale: string): boolean => LOCALE.test(locale);

export { isBuiltIn, textDirection } from './locale';

export const translationUrl = (cdnBase: string, locale: string): string => `${cdnBase}/translations/${encodeURIComponent(locale)}.json`;

/** A translation file: an object of strings by text key. */
export const TranslationFile = ownRecord(string(), string());

export type ReadResult = { ok: true; texts: Translation; ignored: string[] } | { ok: false; reason: string };

/**
 * The texts of a translation file that the widget knows. Partial files are fine (missing keys stay English);
 * unknown keys are ignored; a file that is not an object of strings, or has no known key, is refused.
 */
export function readTranslation(json: unknown): ReadResult {
  const [error, file] = validate(json, TranslationFile);
  if (error) return { ok: false, reason: error.message };
  const texts: Translation = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(file)) {
    if (Object.prototype.hasOwnProperty.call(TEXT, key)) texts[key as TextKey] = value;
    else ignored.push(key);
  }
  if (Object.keys(texts).length === 0) return { ok: false, reason: 'No known text key' };
  return { ok: true, texts, ignored };
}
