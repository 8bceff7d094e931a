/**
 * Where each `{{…}}` placeholder of an owner's HTML snippet sits, so its value can be escaped for that place
 * (`template.ts`): HTML-escaping alone lets a member's name end a script string (`\` or a quote) or an unquoted
 * attribute (a space). A small scanner, not a full parser: it follows HTML text, comments, tags and their
 * attributes, `<style>` and `<script>` bodies, and in scripts strings, template literals, comments and regular
 * expressions. Where it could guess wrong (a `/` read as division), the escaping still leaves only letters,
 * digits, spaces and escapes, which cannot break out of anything either way.
 */

export type Slot =
  /** Element content, RCDATA (title, textarea) and HTML comments. */
  | { in: 'text' }
  /** A tag or attribute name, or between attributes. */
  | { in: 'name' }
  /** `before`: the attribute's value up to the placeholder (a URL's scheme). */
  | { in: 'attribute'; name: string; quoted: boolean; before: string }
  /** A script body; `code` when outside any string, template literal, comment or regular expression. */
  | { in: 'script'; code: boolean }
  | { in: 'style' };

export interface Placeholder {
  index: number;
  length: number;
  key: string;
  slot: Slot;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/y;
/** After one of these (or nothing) a `/` in code starts a regular expression, not a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

type JsFrame = { kind: 'code'; braces: number } | { kind: '`' };

export function findPlaceholders(template: string): Placeholder[] {
  const found: Placeholder[] = [];
  const at = (i: number, text: string) => template.startsWith(text, i);
  const atCi = (i: number, text: string) => template.slice(i, i + text.length).toLowerCase() === text;
  let i = 0;

  /** A placeholder at i: recorded with its slot, and i moved past it. */
  const placeholder = (slot: Slot): boolean => {
    PLACEHOLDER.lastIndex = i;
    const match = PLACEHOLDER.exec(template);
    if (!match) return false;
    found.push({ index: i, length: match[0].length, key: match[1]!, slot });
    i += match[0].length;
    return true;
  };

  /** A script body from i up to its `</script`. */
  const script = () => {
    const stack: JsFrame[] = [{ kind: 'code', braces: 0 }];
    let last = '';
    while (i < template.length && !atCi(i, '</script')) {
      const frame = stack[stack.length - 1]!;
      if (frame.kind === '`') {
        if (placeholder({ in: 'script', code: false })) continue;
        const c = template[i]!;
        if (c === '\\') i += 2;
        else if (c === '`') stack.pop(), i++, (last = '`');
        else if (at(i, '${')) stack.push({ kind: 'code', braces: 0 }), (i += 2);
        else i++;
        continue;
      }
      if (placeholder({ in: 'script', code: true })) {
        last = 'x';
        continue;
      }
      const c = template[i]!;
      if (c === "'" || c === '"') {
        i++;
        while (i < template.length && template[i] !== c && template[i] !== '\n' && !atCi(i, '</script')) {
          if (placeholder({ in: 'script', code: false })) continue;
          i += template[i] === '\\' ? 2 : 1;
        }
        i++;
        last = c;
      } else if (c === '`') stack.push({ kind: '`' }), i++;
      else if (at(i, '//') || at(i, '/*')) {
        const end = at(i, '//') ? '\n' : '*/';
        i += 2;
        while (i < template.length && !at(i, end) && !atCi(i, '</script')) if (!placeholder({ in: 'script', code: false })) i++;
        i += end.length;
      } else if (c === '/' && (last === '' || BEFORE_REGEX.has(last) || REGEX_KEYWORDS.test(template.slice(Math.max(0, i - 12), i).trimEnd()))) {
        i++;
        let inClass = false;
        while (i < template.length && template[i] !== '\n' && !atCi(i, '</script') && (inClass || template[i] !== '/')) {
          if (placeholder({ in: 'script', code: false })) continue;
          if (template[i] === '[') inClass = true;
          else if (template[i] === ']') inClass = false;
          i += template[i] === '\\' ? 2 : 1;
        }
        i++;
        last = '/';
      } else {
        if (c === '{') frame.braces++;
        else if (c === '}') {
          if (frame.braces === 0 && stack.length > 1) stack.pop();
          else frame.braces--;
        }
        if (!/\s/.test(c)) last = /[\w$]/.test(c) ? 'x' : c;
        i++;
      }
    }
  };

  /** A tag from after its name to its `>`; returns whether it was closed. */
  const tag = (): boolean => {
    while (i < template.length) {
      if (placeholder({ in: 'name' })) continue;
      const c = template[i]!;
      if (c === '>') return (i++, true);
      if (/[\s/]/.test(c)) {
        i++;
        continue;
      }
      const nameStart = i;
      while (i < template.length && !/[\s/>=]/.test(template[i]!)) if (!placeholder({ in: 'name' })) i++;
      const name = template.slice(nameStart, i).toLowerCase();
      while (/\s/.test(template[i] ?? '')) i++;
      if (template[i] !== '=') continue;
      i++;
      while (/\s/.test(template[i] ?? '')) i++;
      const quote = template[i] === '"' || template[i] === "'" ? template[i]! : '';
      if (quote) i++;
      const valueStart = i;
      while (i < template.length && (quote ? template[i] !== quote : !/[\s>]/.test(template[i]!))) {
        if (!placeholder({ in: 'attribute', name, quoted: quote !== '', before: template.slice(valueStart, i) })) i++;
      }
      if (quote) i++;
    }
    return false;
  };

  while (i < template.length) {
    if (placeholder({ in: 'text' })) continue;
    if (at(i, '<!--')) {
      i += 4;
      while (i < template.length && !at(i, '-->')) if (!placeholder({ in: 'text' })) i++;
      i += 3;
      continue;
    }
    // A tag starts with a letter, or with a placeholder (a member's value must not become a tag name with attributes).
    const open = /^<(\/?)(?=[a-zA-Z]|\{\{)/.exec(template.slice(i, i + 3));
    if (!open) {
      i++;
      continue;
    }
    i += open[0].length;
    const nameStart = i;
    while (i < template.length && !/[\s/>]/.test(template[i]!)) if (!placeholder({ in: 'name' })) i++;
    const name = template.slice(nameStart, i).toLowerCase();
    if (!tag() || open[1]) continue;
    if (name === 'script') script();
    else if (name === 'style') while (i < template.length && !atCi(i, '</style')) if (!placeholder({ in: 'style' })) i++;
  }
  return found;
}
