/**
 * The strict reading of the texts' message syntax, for the translation checks (checkTranslation.ts): `{name}`
 * placeholders and ICU plural choices `{n, plural, =0 {…} one {# day} other {# days}}`, with an error that names
 * the fault. The widget formats them with the compact src/core/texts/messageFormat.ts, which reads exactly the texts
 * this accepts (test/unit/messageFormat.test.ts runs every shipped text through both).
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
