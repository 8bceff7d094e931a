/**
 * Texts as members read them: each text is filled with every kind of value its placeholders take (dates and money
 * as Intl writes them in the locale, small and large counts, a plan's name and the texts the widget puts in when it
 * has none), and what grammar breaks around a value is flagged: a suffix glued onto a placeholder (Hungarian
 * '{date}-tól' reads '12.-tól'), a preposition left beside an article the value brings ('a il tuo piano'), an
 * elision before a value that may start with a consonant. These are the faults a translator cannot see in the file.
 */
import { formatDate, formatDateTime } from '../../src/core/texts/dates';
import { displayTag, type ShippedLocale } from '../../src/core/texts/locales';
import { formatMessage } from '../../src/core/texts/messageFormat';
import type { Part } from './messageSyntax';

/**
 * Texts the widget puts into another text's placeholder (a fallback or a building block): the host key, its
 * placeholder, and the keys whose text may fill it. Keep beside the code that fills them (core/signup/signup.ts,
 * ui/PreviewNotice.tsx).
 */
export const FILLED_BY: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  signupReplaces: { plan: ['signupReplacedUnknown'] },
  previewNotice: { audience: ['previewVisitor', 'previewFree', 'previewPaid', 'previewPlan'] },
  previewJoined: { audience: ['previewFree', 'previewPaid', 'previewPlan'] },
};

/** The texts whose placeholder `key` fills (empty for most keys). */
export const hostsOf = (key: string): string[] =>
  Object.entries(FILLED_BY)
    .filter(([, by]) => Object.values(by).some((keys) => keys.includes(key)))
    .map(([host]) => host);

const DATES = ['2026-01-01', '2026-03-05', '2026-12-12', '2027-08-20'];
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1234];
const NAMES = ['Gold', 'Premium Plus', 'Учебный план', '金牌会员'];

function money(tag: string): string[] {
  return (['USD', 'EUR', 'HUF', 'JPY'] as const).map((currency) => new Intl.NumberFormat(tag, { style: 'currency', currency }).format(12.5));
}

/** Every value a placeholder may take, by its name (a name not listed gets a word and a number). */
export function sampleValues(name: string, tag: string): (string | number)[] {
  if (name === 'date') return DATES.map((d) => formatDate(d, tag));
  if (name === 'from' || name === 'to') return DATES.map((d) => formatDateTime(`${d}T09:30:00Z`, tag, 'UTC'));
  if (['today', 'price', 'amount'].includes(name)) return [...money(tag), new Intl.NumberFormat(tag, { style: 'percent' }).format(0.2)];
  if (['count', 'n', 'days', 'made', 'required', 'min', 'total', 'shown', 'daysUntilViewable', 'status'].includes(name)) return COUNTS;
  if (['plan', 'name', 'audience', 'firstName', 'what'].includes(name)) return NAMES;
  return ['Visa', '4242', 'in_1Q2w'];
}

/**
 * The text filled with each value of each placeholder in turn (the others at their first value), fallbacks included.
 */
export function renderings(key: string, text: string, args: Iterable<string>, texts: Readonly<Record<string, string>>, locale: string): string[] {
  const tag = displayTag(locale as ShippedLocale);
  const names = [...args];
  const choices: Record<string, (string | number)[]> = {};
  for (const name of names) {
    const fillers = (FILLED_BY[key]?.[name] ?? []).map((k) => texts[k]).filter((t): t is string => typeof t === 'string');
    const filled = fillers.map((t) => formatMessage(t, { plan: NAMES[0]! }, tag));
    choices[name] = [...sampleValues(name, tag), ...filled];
  }
  const first = Object.fromEntries(names.map((n) => [n, choices[n]![0]!]));
  const out = new Set<string>([formatMessage(text, first, tag)]);
  for (const name of names) for (const value of choices[name]!) out.add(formatMessage(text, { ...first, [name]: value }, tag));
  return [...out];
}

/** A preposition and an article the language contracts into one word, by locale: 'a il' is 'al' in Italian. */
const UNCONTRACTED: Readonly<Record<string, RegExp>> = {
  it: /(?<!\p{L})(a|di|da|in|su) (il|lo|la|i|gli|le|l['’])(?!\p{L})/iu,
  pt: /(?<!\p{L})(de|em|a|por) (o|a|os|as)(?!\p{L})/iu,
  'pt-BR': /(?<!\p{L})(de|em|a|por) (o|a|os|as)(?!\p{L})/iu,
  fr: /(?<!\p{L})(à|de) (le|les)(?!\p{L})/iu,
  es: /(?<!\p{L})(a|de) el(?!\p{L})/iu,
};

/** Locales whose words run together without spaces: a letter after a placeholder is normal there. */
const UNSPACED = new Set(['ja', 'zh-CN', 'zh-TW', 'th']);
/**
 * Locales where a hyphen joins a noun to a name ('{cardBrand}-Karte', a Visa-Karte): a compound, not a case ending.
 * Hungarian and Turkish hyphenate case endings ('12.-tól'), which is why they are not here.
 */
const HYPHEN_COMPOUNDS = new Set(['da', 'de', 'fi', 'nb', 'nl', 'sv']);
/** Korean particles whose form depends on the word before (받침): wrong for half the values a placeholder takes. */
const KO_PARTICLE = /^(은|는|이|가|을|를|과|와|으로|로)(?![\p{L}])/u;
/** An elided article or preposition that cannot stand before a value starting with a consonant. */
const ELISION: Readonly<Record<string, RegExp>> = {
  fr: /(?<!\p{L})[dljs]['’]$/iu,
  it: /(?<!\p{L})(l|dell|all|dall|nell|sull|un)['’]$/iu,
};

/** Problems of the text around its placeholders, seen in the parsed text (suffixes and elisions). */
export function placeholderJoins(locale: string, parts: Part[]): string[] {
  const problems: string[] = [];
  parts.forEach((part, i) => {
    if (typeof part === 'string') return;
    if ('branches' in part) {
      for (const branch of Object.values(part.branches)) problems.push(...placeholderJoins(locale, branch));
      return;
    }
    if (part.arg === '#') return;
    const before = parts[i - 1];
    const after = parts[i + 1];
    if (typeof after === 'string') {
      if (locale === 'ko' && KO_PARTICLE.test(after)) problems.push(`particle glued to {${part.arg}}: "{${part.arg}}${after.slice(0, 3)}"`);
      else if (!UNSPACED.has(locale) && locale !== 'ko' && /^[-'’:]?\p{L}/u.test(after) && !(HYPHEN_COMPOUNDS.has(locale) && /^-\p{L}/u.test(after)))
        problems.push(`suffix glued to {${part.arg}}: "{${part.arg}}${after.split(/\s/)[0]}"`);
    }
    if (typeof before === 'string' && ELISION[locale]?.test(before))
      problems.push(`elision before {${part.arg}}: "${before.split(/\s/).at(-1)}{${part.arg}}"`);
  });
  return problems;
}

/** Problems of the filled text: an article left uncontracted after a preposition ('de o seu plano'). */
export function renderedProblems(locale: string, rendered: string): string[] {
  const found = UNCONTRACTED[locale]?.exec(rendered);
  return found ? [`"${found[0]}" should contract, in "${rendered}"`] : [];
}
