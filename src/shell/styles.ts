import { CSS as MEMBER_BUTTON } from './styles/memberButton';
import { CSS as SHELL } from './styles/shell';
import { CSS as THEME } from './styles/theme';

/**
 * The widget's CSS, adopted by its shadow root as a constructable stylesheet: host CSS cannot reach in,
 * ours cannot leak out, and no inline <style> is needed under a strict CSP (part 1 §9 theme values). The sheets in
 * ui/styles/, one per component, in cascade order: the theme and the design system's scales first, then the shell,
 * and the member button. The dialog's and the form kit's rules (ui/dialog.ts), the other screens', and protected
 * content's, come with their chunk (addStyles below): a page view with only the member button downloads none.
 */
export const CSS = THEME + SHELL + MEMBER_BUTTON;

/**
 * The widget's sheet, one for every shadow root (the modal's, each embed's): a chunk's rules land in all of them. Its
 * parts in cascade order: the shell's, the dialog's (ui/dialog.ts), then every other chunk's as it runs. The dialog's
 * place is kept here, not by which chunk runs first: esbuild does not keep the order of imports across chunks, and a
 * flow's rule that overrides a dialog rule of the same specificity ('Leave this page' over the link style) must win.
 */
const parts = { dialog: '', later: '' };
const text = (): string => CSS + parts.dialog + parts.later;
let shared: CSSStyleSheet | undefined;
/** The <style> fallbacks of browsers without constructable stylesheets, one per root. */
const fallbacks: HTMLStyleElement[] = [];

export function adoptStyles(root: ShadowRoot, nonce: string | undefined): void {
  try {
    if (!shared) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text());
      shared = sheet;
    }
    root.adoptedStyleSheets = [shared];
  } catch {
    // Browsers without constructable stylesheets: a <style> carrying the loader's nonce passes a strict CSP.
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = text();
    root.appendChild(style);
    fallbacks.push(style);
  }
}

/**
 * The rules of a lazy chunk's screens (ui/screens/screenStyles.ts), added when that
 * chunk loads, before any of its screens renders: what a sign-in click downloads carries only the shell's and the
 * login form's rules. Added to the widget's sheet in every root, so they keep their place in the cascade (after
 * the shell's rules and the dialog's, `place` 'dialog' for those, before the site's custom styling,
 * shell/customStyles.ts).
 */
export function addStyles(css: string, place: keyof typeof parts = 'later'): void {
  parts[place] += css;
  const all = text();
  shared?.replaceSync(all);
  for (const style of fallbacks) style.textContent = all;
}
