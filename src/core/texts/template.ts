/**
 * Message templates of part 1 §5: double-brace placeholders filled from the member's id, name, firstName,
 * lastName and email, HTML-escaped. A missing value gives the word undefined, or nothing inside quotes
 * (so `href="…?e={{email}}"` and `'{{name}}'` stay well-formed).
 */
export type TemplateMember = Partial<Record<'id' | 'name' | 'firstName' | 'lastName' | 'email', string | number | null>>;

const FIELDS = new Set(['id', 'name', 'firstName', 'lastName', 'email']);
/*
 * Besides the five HTML characters, the backtick and the dollar sign: owners' snippets also put placeholders in
 * script template literals (`Hi {{name}}`), which a member's `${…}` or backtick would otherwise run or break.
 * As character references they read the same in HTML.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;', $: '&#36;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"'`$]/g, (c) => ESCAPES[c]!);

export function fillTemplate(template: string, member: TemplateMember | null): string {
  return template.replace(/(["']?)\{\{\s*(\w+)\s*\}\}(["']?)/g, (_whole, open: string, key: string, close: string) => {
    const raw = FIELDS.has(key) ? member?.[key as keyof TemplateMember] : undefined;
    const quoted = open !== '' && open === close;
    const value = raw == null ? (quoted ? '' : 'undefined') : escapeHtml(String(raw));
    return `${open}${value}${close}`;
  });
}
