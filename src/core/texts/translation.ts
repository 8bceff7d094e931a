/**
 * Translations (part 1 §7: GET translations/{locale}.json from the content-delivery host): which file a
 * locale needs, what a file may contain, and which way the text runs. Pure: the fetch lives in state/.
 */
import { TEXT, type TextKey } from './texts';

export type Translation = Partial<Record<TextKey, string>>;

/** A BCP 47-like tag (fr, pt-BR, zh-Hant-TW): anything else is refused before it can shape a URL. */
const LOCALE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8}){0,3}$/i;

export const isLocale = (locale: string): boolean => LOCALE.test(locale);

export { isBuiltIn, textDirection } from './locale';

export const translationUrl = (cdnBase: string, locale: string): string => `${cdnBase}/translations/${encodeURIComponent(locale)}.json`;

/**
 * Why a translation file is not an object of strings by text key (its own keys only), or null when it is. By hand:
 * a site not in English loads this on every page view, and superstruct is in the contract's chunk, which a returning
 * visitor never loads (contract/chunk.ts).
 */
function notAnObjectOfStrings(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return `Expected an object, but received: ${String(json)}`;
  for (const key of Object.keys(json)) {
    if (typeof (json as Record<string, unknown>)[key] !== 'string') return `At key ${key}: expected a string`;
  }
  return null;
}

export type ReadResult = { ok: true; texts: Translation; ignored: string[] } | { ok: false; reason: string };

/**
 * The texts of a translation file that the widget knows. Partial files are fine (missing keys stay English);
 * unknown keys are ignored; a file that is not an object of strings, or has no known key, is refused.
 */
export function readTranslation(json: unknown): ReadResult {
  const error = notAnObjectOfStrings(json);
  if (error) return { ok: false, reason: error };
  const texts: Translation = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(json as Record<string, string>)) {
    if (Object.prototype.hasOwnProperty.call(TEXT, key)) texts[key as TextKey] = value;
    else ignored.push(key);
  }
  if (Object.keys(texts).length === 0) return { ok: false, reason: 'No known text key' };
  return { ok: true, texts, ignored };
}
