import { textDirection } from './locale';
import { hasOwn } from '../util/guards';

/**
 * Fills a text for people: `{name}` placeholders, and plural choices in the ICU form
 * `{n, plural, =0 {…} one {# day} other {# days}}` (`#` is the number), chosen by Intl.PluralRules for the locale.
 * Translations need them where English gets by with one form ('1 payment' / '3 payments'; Russian has four forms,
 * Arabic six). Compact on purpose (it ships in the sign-in flow): the strict reading with its error messages is the
 * build's (scripts/i18n/messageSyntax.ts), which lets through only texts this reads. Never throws: a custom wording
 * that is not well formed shows as written, its placeholders filled.
 *
 * In a right-to-left language each string put in a sentence (a plan name, a coupon code, a price, a date: mostly the
 * server's words, often English) is isolated between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so that it
 * keeps its own order and does not take the sentence's punctuation with it ('Yoga (annual)' stays so, not
 * '(Yoga (annual'), as <bdi> does for server words shown alone. Left-to-right texts are left as they are.
 */
/** A value between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: its own direction inside any sentence. */
export const isolate = (value: string | number): string => `\u2068${value}\u2069`;
const PLURAL = /\{(\w+)\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
const BRANCH = /(=\d+|[a-z]+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

type Values = Readonly<Record<string, string | number>>;

export function formatMessage(text: string, values: Values, locale: string): string {
  const isolated = textDirection(locale) === 'rtl';
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
    if (!hasOwn(values, arg)) return whole;
    const n = Number(values[arg]);
    const branches: Record<string, string> = {};
    for (const [, selector, branch] of body.matchAll(BRANCH)) branches[selector!] = branch!;
    const form = branches[`=${n}`] ?? branches[category(n)] ?? branches.other;
    return form === undefined ? whole : form.replace(/#/g, number(n));
  });
  // One pass: a value that holds braces is shown as it is, never read as a placeholder.
  return chosen.replace(PLACEHOLDER, (whole, key: string) => {
    if (!hasOwn(values, key)) return whole;
    const value = values[key]!;
    if (typeof value === 'number') return number(value);
    return isolated ? isolate(value) : value;
  });
}
