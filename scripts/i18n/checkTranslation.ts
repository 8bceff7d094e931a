/**
 * The checks every shipped translation passes (npm test runs them on src/i18n/, the build before it writes
 * dist/translations/): every key of English and no other, the same placeholders, plurals that parse and name
 * only the locale's own categories (and all of them), no empty text, nothing left in English but the words
 * that are the same in the language; and how each text reads to members (wordingProblems: docs/translations.md,
 * "Audit fixes: what members read").
 */
import { displayTag, type ShippedLocale } from '../../src/core/texts/locales';
import { messageArgs, parseMessage, pluralSelectors, type Part } from './messageSyntax';
import { registerProblems } from './register';
import { glossaryProblems } from './glossary';
import { hostsOf, placeholderJoins, renderedProblems, renderings } from './rendering';

/** English texts that may stay as they are in a translation: words that are the same in some languages. */
export const SAME_AS_ENGLISH = new Set([
  'Email',
  'Env',
  'Logs',
  'Plan',
  'Plans',
  'Status',
  'Total',
  'Subtotal',
  'Password',
  'Date',
  'Description',
  'Diagnostics',
  'Report',
  'Invoice',
  'Profile',
  'Stripe is not working - Bad API key or account ID?',
  '{from} – {to}',
  '{what}: done (HTTP {status})',
]);

/** Most bytes a minified translation file may have (the largest script needs three bytes a letter). */
export const TRANSLATION_MAX_BYTES = 40_000;

const sameArgs = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (set: Set<string>) => [...set].sort().join(', ') || 'none';

function parsed(text: string): Part[] | string {
  try {
    return parseMessage(text);
  } catch (error) {
    return (error as Error).message;
  }
}

export interface CheckOptions {
  /** More English texts this file may keep as they are (the extension's popup: a German "Staging"). */
  same?: readonly string[];
  maxBytes?: number;
  /**
   * The members' wording rules: each locale's register, glossary and grammar around placeholders (rendering.ts,
   * register.ts, glossary.ts). On unless turned off: the extension's popup speaks to site owners in its own words.
   */
  wording?: boolean;
}

/** How one text reads to members: grammar around its placeholders, the locale's register and its glossary. */
function wordingProblems(locale: string, key: string, source: string, value: string, parts: Part[], texts: Record<string, unknown>): string[] {
  const problems = [...placeholderJoins(locale, parts), ...registerProblems(locale, key, value)];
  // A text that fills another's placeholder ('current' in 'your subscription to the {plan} plan') reads inside it.
  const inContext = [value, ...hostsOf(key).map((host) => texts[host])].join(' ');
  problems.push(...glossaryProblems(locale, source, inContext));
  const filled = renderings(key, value, messageArgs(parts), texts as Record<string, string>, locale).flatMap((r) => renderedProblems(locale, r));
  if (filled.length) problems.push(filled[0]!);
  return problems;
}

/**
 * Problems of one locale's file (empty when it passes), each naming the key: the widget's translations and the
 * extension popup's are checked alike.
 */
export function checkTranslation(locale: string, english: Readonly<Record<string, string>>, file: unknown, options: CheckOptions = {}): string[] {
  const maxBytes = options.maxBytes ?? TRANSLATION_MAX_BYTES;
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return ['not a JSON object'];
  const texts = file as Record<string, unknown>;
  const problems: string[] = [];
  let categories: Set<string>;
  try {
    categories = new Set(new Intl.PluralRules(displayTag(locale as ShippedLocale)).resolvedOptions().pluralCategories);
  } catch {
    return [`${locale} is not a locale Intl knows`];
  }
  for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${key}: missing`);
  for (const [key, value] of Object.entries(texts)) {
    const source = english[key];
    if (source === undefined) {
      problems.push(`${key}: not an English key`);
      continue;
    }
    if (typeof value !== 'string' || !value.trim()) {
      problems.push(`${key}: empty or not a string`);
      continue;
    }
    const parts = parsed(value);
    if (typeof parts === 'string') {
      problems.push(`${key}: ${parts}`);
      continue;
    }
    const want = messageArgs(parseMessage(source));
    const have = messageArgs(parts);
    if (!sameArgs(want, have)) problems.push(`${key}: placeholders ${list(have)}, English has ${list(want)}`);
    const selectors = pluralSelectors(parts);
    const named = selectors.filter((s) => !s.startsWith('='));
    for (const s of named) if (!categories.has(s)) problems.push(`${key}: plural "${s}" is not a category of ${locale}`);
    if (named.length) for (const c of categories) if (!named.includes(c)) problems.push(`${key}: plural lacks "${c}"`);
    const same = SAME_AS_ENGLISH.has(source) || options.same?.includes(source);
    if (value === source && /\p{L}/u.test(source) && !same) problems.push(`${key}: left in English`);
    if (options.wording !== false && value !== source)
      problems.push(...wordingProblems(locale, key, source, value, parts, texts).map((p) => `${key}: ${p}`));
  }
  const bytes = new TextEncoder().encode(JSON.stringify(texts)).length;
  if (bytes > maxBytes) problems.push(`${bytes} bytes minified, over ${maxBytes}`);
  return problems;
}
