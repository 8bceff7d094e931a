/**
 * The markup that holds a forum embed, kept apart so the boot path carries only this string: the forums' own
 * embed codes (Muut's `<a class="muut" href="https://muut.com/i/…">`, Website Toolbox's `<div id="wtEmbedCode">`)
 * and links to the two forum member paths (core/shell/forum.ts). The module checks each candidate precisely.
 */
export const FORUM_SELECTOR = 'a.muut[href*="muut.com/i/"], #wtEmbedCode, a[href*="/member/muut"], a[href*="/member/website-toolbox"]';
