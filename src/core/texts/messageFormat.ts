/**
 * Fills a text for people: `{name}` placeholders, and plural choices in the ICU form
 * `{n, plural, =0 {…} one {# day} other {# days}}` (`#` is the number), chosen by Intl.PluralRules for the locale.
 * Translations need them where English gets by with one form ('1 payment' / '3 payments'; Russian has four forms,
 * Arabic six). Compact on purpose (it ships in the sign-in flow): the strict reading with its error messages is the
 * build's (scripts/i18n/messageSyntax.ts), which lets through only texts this reads. Never throws: a custom wording
 * that is not well formed shows as written, its placeholders filled.
 */
const PLURAL = /\{(\w+)\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
const BRANCH = /(=\d+|[a-z]+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

type Values = Readonly<Record<string, string | number>>;

export function formatMessage(text: string, values: Values, locale: string): string {
  const number = (n: number): string => {
    try {
      return new Intl.NumberFormat(locale).format(n);
    } catch {
      return String(n);
    }
  };
  const category = (n: number): string => {
    try {
      return new Intl.PluralRules(locale).select(n);
    } catch {
      return n === 1 ? 'one' : 'other';
    }
  };
  const chosen = text.replace(PLURAL, (whole, arg: string, body: string) => {
    if (!(arg in values)) return whole;
    const n = Number(values[arg]);
    const branches: Record<string, string> = {};
    for (const [, selector, branch] of body.matchAll(BRANCH)) branches[selector!] = branch!;
    const form = branches[`=${n}`] ?? branches[category(n)] ?? branches.other;
    return form === undefined ? whole : form.replace(/#/g, number(n));
  });
  // One pass: a value that holds braces is shown as it is, never read as a placeholder.
  return chosen.replace(PLACEHOLDER, (whole, key: string) => {
    if (!(key in values)) return whole;
    const value = values[key]!;
    return typeof value === 'number' ? number(value) : value;
  });
}
