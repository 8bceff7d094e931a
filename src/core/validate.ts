import { TEXT, format } from './texts';

/** Field validators with the spec's messages (part 1 §5); each returns an error message or null. */
export type Validator = (value: unknown) => string | null;

// Deliberately permissive: one @, something on each side, a dot in the domain. The server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Validator = (v) => (typeof v === 'string' ? (v.trim() ? null : TEXT.required) : v == null ? TEXT.required : null);
export const email: Validator = (v) => (typeof v !== 'string' ? TEXT.notAString : v && !EMAIL.test(v.trim()) ? TEXT.invalidEmail : null);
export const minLength = (min: number): Validator => (v) =>
  typeof v !== 'string' ? TEXT.notAString : v.length && v.length < min ? format(TEXT.minChars, { min }) : null;
/** String, boolean and array validators of part 1 §5; `mandatory` adds the required rule of each kind. */
export const isString = (mandatory: boolean): Validator => (v) =>
  typeof v !== 'string' ? TEXT.notAString : mandatory && !v.trim() ? TEXT.required : null;
/** A required checkbox must be true. */
export const isBoolean = (mandatory: boolean): Validator => (v) =>
  typeof v !== 'boolean' ? TEXT.notABoolean : mandatory && !v ? TEXT.required : null;
/** A required multiple-select needs at least one item. */
export const isArray = (mandatory: boolean): Validator => (v) =>
  !Array.isArray(v) ? TEXT.notAnArray : mandatory && v.length === 0 ? TEXT.required : null;

/** Runs each field's validators in order; the first message per field wins. */
export function validateForm<T extends Record<string, unknown>>(
  values: T,
  rules: Partial<Record<keyof T, Validator[]>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    for (const rule of rules[key] ?? []) {
      const message = rule(values[key]);
      if (message) {
        errors[key] = message;
        break;
      }
    }
  }
  return errors;
}
