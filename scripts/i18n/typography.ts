/**
 * Typography the build sets in each shipped translation (emit.mjs), so that translators and reviewers type plain
 * text and members still read each language's own marks: '...' as an ellipsis '…'; in French a narrow no-break
 * space (U+202F) before ; : ! ? » and after «, never a line break there; in Japanese and Chinese full-width
 * punctuation after the language's own characters ('エラー: ' reads 'エラー：'). Only text is touched: the
 * commas of a plural's `{n, plural, …}` follow a Latin letter and stay as they are. Running it twice changes nothing.
 */

const NNBSP = '\u202F';
/** A character of Japanese or Chinese writing, a placeholder's end or a full-width closing mark. */
const CJK_BEFORE = '(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー}）」』])';
const FULL_WIDTH: Readonly<Record<string, string>> = { ':': '：', '!': '！', '?': '？', ';': '；' };

function french(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]*([;:!?»])/gu, (whole, mark: string, at: number) =>
      // a mark with no space before it stays (a URL's 'https:', '?!' pairs keep one space before the first)
      whole.length === 1 && mark !== '»' ? whole : at === 0 ? mark : `${NNBSP}${mark}`,
    )
    .replace(/«[ \u00A0\u202F]*/gu, `«${NNBSP}`);
}

function cjk(text: string, comma: string): string {
  return text
    .replace(new RegExp(`${CJK_BEFORE}([:!?;]) ?`, 'gu'), (_w, mark: string) => FULL_WIDTH[mark]!)
    .replace(new RegExp(`${CJK_BEFORE}, ?`, 'gu'), comma)
    .replace(new RegExp(`${CJK_BEFORE} ?\\(([^()]*)\\)`, 'gu'), '（$1）');
}

/** One text of `locale` as the build ships it. */
export function typeset(locale: string, text: string): string {
  const plain = text.replace(/\.\.\./g, '…');
  if (locale === 'fr') return french(plain);
  if (locale === 'ja') return cjk(plain, '、');
  if (locale === 'zh-CN' || locale === 'zh-TW') return cjk(plain, '，');
  return plain;
}

/** Every text of a locale's file, typeset (the keys and anything that is not a string stay as they are). */
export function typesetAll(locale: string, texts: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, typeof value === 'string' ? typeset(locale, value) : value]));
}
