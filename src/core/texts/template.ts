import { findPlaceholders, type Slot } from './markupContext';

/**
 * Message templates of part 1 §5: double-brace placeholders filled from the member's id, name, firstName,
 * lastName and email, HTML-escaped. A missing value gives the word undefined, or nothing inside quotes
 * (so `href="…?e={{email}}"` and `'{{name}}'` stay well-formed).
 *
 * The owner's tracking and conversion snippets put placeholders in scripts and attributes too, where HTML
 * escaping is not enough (a `\` ends a JS string's quote, a space ends an unquoted attribute): each value is
 * escaped for the place it sits in (`markupContext.ts`), so it reads as the member's data there and nothing else.
 */
export type TemplateMember = Partial<Record<'id' | 'name' | 'firstName' | 'lastName' | 'email', string | number | null>>;

const FIELDS = new Set(['id', 'name', 'firstName', 'lastName', 'email']);
/*
 * Besides the five HTML characters, the backtick and the dollar sign: a value in text may still end up in a
 * script template literal the scanner did not see (a `<script type="text/template">` a library runs later).
 * As character references they read the same in HTML.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;', $: '&#36;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"'`$]/g, (c) => ESCAPES[c]!);

/** Everything but letters, digits and spaces as \uXXXX: the same text in any JS string, template literal or regex. */
const jsChars = (text: string): string => text.replace(/[^A-Za-z0-9 ]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** The same as CSS escapes (the space after the hex ends the escape). */
const cssChars = (text: string): string => text.replace(/[^A-Za-z0-9 ]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
/** Every character but letters and digits as a numeric character reference: an unquoted value can hold no space. */
const attributeChars = (text: string): string => Array.from(text, (c) => (/[A-Za-z0-9]/.test(c) ? c : `&#${c.codePointAt(0)};`)).join('');

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'srcset', 'background', 'xlink:href']);

/*
 * A value inside a script's string is HTML-escaped first: snippets hand such strings to HTML sinks
 * (an element's inner HTML set to `'Hello {{firstName}}'`, a document write), where a raw `<img onerror>` would run.
 */
const scriptString = (text: string): string => jsChars(escapeHtml(text));
/** Percent-encoding of everything but letters and digits: encodeURIComponent leaves ' ( ) ! * ~. */
const urlChars = (text: string): string => encodeURIComponent(text).replace(/[!'()*~._-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** Schemes whose URL is data, not code: any other (`javascript:`) runs what follows. */
const DATA_SCHEME = /^(?:https?|mailto|tel|sms):/i;

/** Whether a URL whose value starts with `before` runs as script, read as the browser does (entities, tabs, case). */
function runsAsScript(before: string): boolean {
  const read = before
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/[\u0000-\u0020]/g, '');
  const scheme = /^[^/?#]*:/.exec(read);
  return scheme !== null && !DATA_SCHEME.test(scheme[0]);
}

/**
 * An attribute's value as the attribute will read it, before HTML escaping: a handler's JS, a URL, CSS, or the
 * HTML of a `srcdoc`, parsed once more. `before` is the attribute's value up to the placeholder.
 */
function attributeValue(name: string, value: string, before: string): string {
  if (name.startsWith('on')) return scriptString(value);
  if (URL_ATTRIBUTES.has(name)) {
    // Never a scheme of its own; in a URL that runs (`javascript:…`) it is percent-decoded, then a script string.
    return urlChars(runsAsScript(before) ? scriptString(value) : value);
  }
  if (name === 'style') return cssChars(value);
  if (name === 'srcdoc') return escapeHtml(value);
  return value;
}

function escapeFor(slot: Slot, value: string | number): string {
  const text = String(value);
  switch (slot.in) {
    case 'text':
      return escapeHtml(text);
    case 'name':
      return text.replace(/[^A-Za-z0-9]/g, '');
    case 'attribute': {
      const inner = attributeValue(slot.name, text, slot.before);
      return slot.quoted ? escapeHtml(inner) : attributeChars(inner);
    }
    case 'script':
      if (slot.code) return typeof value === 'number' && Number.isFinite(value) ? text : `"${scriptString(text)}"`;
      return scriptString(text);
    case 'style':
      return cssChars(text);
  }
}

export function fillTemplate(template: string, member: TemplateMember | null): string {
  let out = '';
  let from = 0;
  for (const { index, length, key, slot } of findPlaceholders(template)) {
    const raw = FIELDS.has(key) ? member?.[key as keyof TemplateMember] : undefined;
    const before = template[index - 1];
    const quoted = (before === '"' || before === "'") && template[index + length] === before;
    const value = raw == null ? (quoted ? '' : 'undefined') : escapeFor(slot, raw);
    out += template.slice(from, index) + value;
    from = index + length;
  }
  return out + template.slice(from);
}
