/**
 * What a form keeps while the visitor steps away from it (ui/form/useForm.ts `draft`, `resume`): only what they
 * changed, so a returning form still shows fresh data for the rest (a profile the member updated meanwhile), and
 * never a secret.
 */
const SECRET = /password|captcha/i;

/** The values that differ from the initial ones (compared as JSON: arrays and booleans of custom fields too). */
export function changedValues(values: Record<string, unknown>, initial: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key])));
}

/** The values without the fields named like a password or a captcha. */
export const withoutSecrets = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET.test(key)));

/** What a draft keeps of a form: the changes, without secrets. */
export const draftOf = (values: Record<string, unknown>, initial: Record<string, unknown>): Record<string, unknown> =>
  withoutSecrets(changedValues(values, initial));
