/**
 * Translations (part 1 §7: GET translations/{locale}.json from the content-delivery host): which file a
 * locale needs, what a file may contain, and which way the text runs. Pure: the fetch lives in state/.
 */
import type { TextKey } from './texts';
import { SHELL_TEXT } from './shellTexts';
import { hasOwn } from '../util/guards';

/**
 * A file's texts by key, in an object without a prototype: no key of a file can reach or shadow Object.prototype's.
 * Typed by the keys that are read: it may hold others of the same shape, since which keys count is decided where
 * texts are looked up (shell/t.ts, state/wording.ts, host/navLabels.ts read the keys of their English tables only),
 * so a key the widget does not know just sits here unread.
 */
export type Translation = Partial<Record<TextKey, string>>;

/**
 * The shape of every text key (texts.ts; test/unit/translation.test.ts checks each one and each src/i18n file's).
 * The shape, not TEXT itself: a site not in English loads this on every page view, and TEXT spreads every table.
 */
export const TEXT_KEY = /^[a-z][A-Za-z0-9]*$/;

/** A BCP 47-like tag (fr, pt-BR, zh-Hant-TW): anything else is refused before it can shape a URL. */
const LOCALE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8}){0,3}$/i;

export const isLocale = (locale: string): boolean => LOCALE.test(locale);

export { isBuiltIn, textDirection } from './locale';

export const translationUrl = (cdnBase: string, locale: string): string => `${cdnBase}/translations/${encodeURIComponent(locale)}.json`;

/**
 * Why a translation file is not an object of strings (its own keys only), or null when it is. By hand: a site not in
 * English loads this on every page view, and superstruct is in the contract's chunk, which a returning visitor never
 * loads (contract/chunk.ts).
 */
function notAnObjectOfStrings(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return `Expected an object, but received: ${String(json)}`;
  for (const key of Object.keys(json)) {
    if (typeof (json as Record<string, unknown>)[key] !== 'string') return `At key ${key}: expected a string`;
  }
  return null;
}

export type ReadResult = { ok: true; texts: Translation } | { ok: false; reason: string };

/**
 * The texts of a translation file under keys shaped like text keys; other keys (`__proto__`, `a.b`, '') are dropped.
 * `constructor` or `toString` have the shape and are kept, harmless: no prototype to shadow, and no lookup asks for
 * them. Partial files are fine (missing keys stay English). A file that is not an object of strings is refused, and so
 * is one without a single text of the page view's table (SHELL_TEXT: every shipped file has them all): an error body
 * a CDN answers with 200 (`{"message": "Not Found"}`) must not switch the page to its locale's direction and rules
 * with every word still English, and unlogged.
 */
export function readTranslation(json: unknown): ReadResult {
  const error = notAnObjectOfStrings(json);
  if (error) return { ok: false, reason: error };
  const texts: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(json as Record<string, string>)) {
    if (TEXT_KEY.test(key)) texts[key] = value;
  }
  return Object.keys(SHELL_TEXT).some((key) => hasOwn(texts, key)) ? { ok: true, texts } : { ok: false, reason: 'No known text key' };
}
