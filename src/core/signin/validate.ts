import { format } from '../texts/bootTexts';
import type { TextKey } from '../texts/texts';
import { typedIdentifier } from '../util/typedText';

/**
 * A validation message by text key, so translations and custom wording reach it; resolved to words only when
 * shown (part 1 §5 gives the English).
 */
export interface Message {
  readonly key: TextKey;
  readonly values?: Record<string, string | number>;
}

/** Field validators with the spec's messages (part 1 §5); each returns a message or null. */
export type Validator = (value: unknown) => Message | null;
/** A form's validators by field. */
export type Rules<V> = Partial<Record<keyof V, Validator[]>>;

const say = (key: TextKey, values?: Record<string, string | number>): Message => (values ? { key, values } : { key });

/**
 * The words of a message in a dictionary of texts: the interface's (translation and custom wording applied), or
 * TEXT for the English. Passed, never imported here: the forms kit would carry every screen's words.
 */
export const wordsOf = (message: Message, texts: Readonly<Record<TextKey, string>>): string =>
  message.values ? format(texts[message.key], message.values) : texts[message.key];

// Deliberately permissive: one @, something on each side, a dot in the domain. The server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Validator = (v) => (typeof v === 'string' ? (v.trim() ? null : say('required')) : v == null ? say('required') : null);
export const email: Validator = (v) =>
  typeof v !== 'string' ? say('notAString') : v && !EMAIL.test(typedIdentifier(v)) ? say('invalidEmail') : null;
export const minLength =
  (min: number): Validator =>
  (v) =>
    typeof v !== 'string' ? say('notAString') : v.length && v.length < min ? say('minChars', { min }) : null;
/** String, boolean and array validators of part 1 §5; `mandatory` adds the required rule of each kind. */
export const isString =
  (mandatory: boolean): Validator =>
  (v) =>
    typeof v !== 'string' ? say('notAString') : mandatory && !v.trim() ? say('required') : null;
/** A required checkbox must be true. */
export const isBoolean =
  (mandatory: boolean): Validator =>
  (v) =>
    typeof v !== 'boolean' ? say('notABoolean') : mandatory && !v ? say('required') : null;
/** A required multiple-select needs at least one item. */
export const isArray =
  (mandatory: boolean): Validator =>
  (v) =>
    !Array.isArray(v) ? say('notAnArray') : mandatory && v.length === 0 ? say('required') : null;

/**
 * Runs each field's validators in order; the first message per field wins, in the words of `texts` (the
 * interface passes its dictionary: translation and custom wording applied).
 */
export function validateForm<T extends Record<string, unknown>>(
  values: T,
  rules: Rules<T>,
  texts: Readonly<Record<TextKey, string>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    for (const rule of rules[key] ?? []) {
      const message = rule(values[key]);
      if (message) {
        errors[key] = wordsOf(message, texts);
        break;
      }
    }
  }
  return errors;
}
