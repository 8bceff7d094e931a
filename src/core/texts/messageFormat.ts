/**
 * The texts' small message syntax: `{name}` placeholders, and plural choices in the ICU form
 * `{n, plural, =0 {…} one {# day} other {# days}}` (`#` is the number in the locale's digits). Translations need
 * plurals where English gets by with one form ('1 payment' / '3 payments'; Russian has four forms, Arabic six).
 * Pure: `format` in bootTexts.ts stays the boot path's simpler twin for texts that never hold a plural.
 */

/** A parsed text: literal runs, placeholders and plural choices. */
export type Part = string | { arg: string } | { arg: string; branches: Record<string, Part[]> };

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;
const SELECTOR = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/;

/** The index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Parses a text; throws a SyntaxError naming the fault (the translation check prints it). */
export function parseMessage(text: string, inPlural = false): Part[] {
  const parts: Part[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '}') throw new SyntaxError(`Unmatched } at ${i}`);
    if (ch === '#' && inPlural) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push({ arg: '#' });
      continue;
    }
    if (ch !== '{') {
      literal += ch;
      continue;
    }
    const end = closing(text, i);
    if (end < 0) throw new SyntaxError(`Unclosed { at ${i}`);
    const inner = text.slice(i + 1, end);
    if (literal) parts.push(literal);
    literal = '';
    const head = PLURAL_HEAD.exec(inner);
    if (head) parts.push({ arg: head[1]!, branches: parseBranches(inner.slice(head[0].length)) });
    else if (/^\w+$/.test(inner)) parts.push({ arg: inner });
    else throw new SyntaxError(`Not a placeholder: {${inner}}`);
    i = end;
  }
  if (literal) parts.push(literal);
  return parts;
}

function parseBranches(body: string): Record<string, Part[]> {
  const branches: Record<string, Part[]> = {};
  let rest = body;
  while (rest.trim()) {
    const selector = SELECTOR.exec(rest);
    if (!selector) throw new SyntaxError(`Bad plural branch: ${rest.trim().slice(0, 20)}`);
    const open = selector[0].length - 1;
    const end = closing(rest, open);
    if (end < 0) throw new SyntaxError(`Unclosed plural branch ${selector[1]}`);
    const branch = parseMessage(rest.slice(open + 1, end), true);
    if (branch.some((part) => typeof part !== 'string' && 'branches' in part)) throw new SyntaxError('Nested plurals are not supported');
    branches[selector[1]!] = branch;
    rest = rest.slice(end + 1);
  }
  if (!branches.other) throw new SyntaxError('A plural needs an "other" branch');
  return branches;
}

/** The argument names a text uses (`{name}` and plural selectors), for the placeholder check. */
export function messageArgs(parts: Part[], into = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === 'string' || part.arg === '#') continue;
    into.add(part.arg);
    if ('branches' in part) for (const branch of Object.values(part.branches)) messageArgs(branch, into);
  }
  return into;
}

/** The plural categories a text's choices use, by argument (the check compares them with the locale's). */
export function pluralSelectors(parts: Part[]): string[] {
  const found: string[] = [];
  for (const part of parts) if (typeof part !== 'string' && 'branches' in part) found.push(...Object.keys(part.branches));
  return found;
}

const cache = new Map<string, Part[]>();

function numberText(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale).format(value);
  } catch {
    return String(value);
  }
}

function pluralOf(value: number, locale: string): string {
  try {
    return new Intl.PluralRules(locale).select(value);
  } catch {
    return value === 1 ? 'one' : 'other';
  }
}

function render(parts: Part[], values: Readonly<Record<string, string | number>>, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.arg === '#') out += count === undefined ? '#' : numberText(count, locale);
    else if (!(part.arg in values)) out += `{${part.arg}}`;
    else if (!('branches' in part)) {
      const value = values[part.arg]!;
      out += typeof value === 'number' ? numberText(value, locale) : value;
    } else {
      const value = Number(values[part.arg]);
      const branch = part.branches[`=${value}`] ?? part.branches[pluralOf(value, locale)] ?? part.branches.other!;
      out += render(branch, values, locale, value);
    }
  }
  return out;
}

/**
 * A text with its placeholders filled and plurals chosen for `locale`. Numbers show in the locale's digits; a
 * missing value leaves its placeholder visible rather than "undefined"; a text that does not parse (custom
 * wording is the site owner's) falls back to plain placeholder filling, never throws.
 */
export function formatMessage(text: string, values: Readonly<Record<string, string | number>>, locale: string): string {
  let parts = cache.get(text);
  if (!parts) {
    try {
      parts = parseMessage(text);
    } catch {
      parts = [text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))];
      return parts[0] as string;
    }
    cache.set(text, parts);
  }
  return render(parts, values, locale);
}
