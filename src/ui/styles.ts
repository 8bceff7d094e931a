/**
 * The widget's CSS, adopted by its shadow root as a constructable stylesheet: host CSS cannot reach in,
 * ours cannot leak out, and no inline <style> is needed under a strict CSP (part 1 §9 theme values). Here: the
 * shell, the member button, the forms and the login form, states and errors; the other screens' rules come with
 * their chunk (addStyles below).
 */
export const CSS = `
/* !important in the shadow tree beats the host page's !important on our host element (CSS Cascade 4), so
   nothing the page sets on every element is inherited into the widget. */
:host{all:initial !important}
/* Pseudo-elements the page adds to every element (content:"…") would show on our host. */
:host::before,:host::after{content:none !important;display:none !important}
/* The theme (part 1 §9): every colour and radius below reads these. Declared on .ms, not :root, so a page's own
   --ms-* variables (custom properties inherit into shadow roots) are overridden. */
.ms{--ms-primary:#202020;--ms-cta:#0e75be;--ms-error:#e74c3c;--ms-radius-modal:8px;--ms-radius-input:4px;--ms-radius-pill:24px;
--ms-text:#222;--ms-muted:#666;--ms-faint:#9a9a9a;--ms-surface:#fff;--ms-on-dark:#fff;--ms-border:#bbb;--ms-line:#e3e3e3;
--ms-hover:#f0f0f0;--ms-selected:#e8f1f8;--ms-backdrop:rgba(0,0,0,.55);--ms-shadow:rgba(0,0,0,.3);
--ms-error-bg:#fdecea;--ms-error-text:#a4281b;--ms-ok:#1e8449;--ms-warning:#8f5e00;
--ms-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
font-family:var(--ms-font);font-size:16px;line-height:1.4;color:var(--ms-text);text-align:start}
/* Lato once its faces loaded (host/fonts.ts sets data-font on the host); the system stack until then or for good. */
:host([data-font=loaded]) .ms{--ms-font:Lato,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
/* The floating button and an embed's screen wait for the font's outcome (at most the font timeout) before they paint:
   drawn in the system font first, they would reflow when Lato arrives, a layout shift on every page (the embed keeps
   its box meanwhile: at least the iframe's height). Hidden, they take no focus. */
:host([data-font=loading]) :is(.member-button,.embed-screen){visibility:hidden}
*,*::before,*::after{box-sizing:border-box}
.backdrop{position:fixed;inset:0;background:var(--ms-backdrop);display:flex;align-items:flex-start;justify-content:center;overflow:auto;z-index:2147483646;padding:40px 12px}
.dialog{position:relative;background:var(--ms-surface);border-radius:var(--ms-radius-modal);box-shadow:0 10px 40px var(--ms-shadow);width:100%;padding:32px 28px 24px}
/* Focused for screen readers only: no control, no ring. */
.dialog:focus{outline:none}
.dialog[data-animating]{animation:ms-in .3s ease-out}
@keyframes ms-in{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
/* A visitor who asked their system for less motion gets none: the dialog simply appears (and anything else that
   moves in the widget, now or later, stays still). */
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none !important;transition:none !important;scroll-behavior:auto !important}}
@media (max-width:767px){.backdrop{padding:0}.dialog{min-height:100%;border-radius:0}}
/* Embedded UI (ui/Embed.tsx): a block where the iframe was, as wide as its container and at least as tall as the
   iframe was drawn (ui/embeds/uiEmbeds.ts sets these custom properties on the host; all:initial does not reset them). */
:host([data-embed]){display:block !important;min-height:var(--ms-embed-min-height,0) !important;max-width:var(--ms-embed-max-width,none) !important}
.embed{position:relative;display:block;container-type:inline-size;min-height:inherit;background:var(--ms-surface);padding:32px 16px 24px}
.embed-screen{margin:0 auto}
/* An embed's frame showing the embedded UI as its page (ui/embeds/mountEmbed.ts mountEmbedPage): the frame's viewport, scrolling. */
:host([data-embed-page]){position:fixed !important;inset:0 !important;z-index:2147483644 !important}
:host([data-embed-page]) .embed{height:100%;overflow:auto}
@container (max-width:599px){.cards{grid-template-columns:1fr}}
.icon-btn{position:absolute;top:8px;background:none;border:0;font-size:24px;line-height:1;width:40px;height:40px;border-radius:50%;cursor:pointer;color:var(--ms-muted)}
.icon-btn:hover,.icon-btn:focus-visible{background:var(--ms-hover);color:var(--ms-text)}
.close{inset-inline-end:8px}.back{inset-inline-start:8px}
/* Headings keep clear of the back and close buttons (8 + 40 px in from the edge, the dialog pads 28): long ones,
   and any heading with enlarged text, would run under them. */
h1{font-size:22px;margin:0 0 16px;text-align:center;padding-inline:24px;overflow-wrap:break-word}
form{display:flex;flex-direction:column;gap:12px}
label{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:700}
input{font:inherit;font-weight:400;padding:10px 12px;border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);color:var(--ms-text)}
input:focus{outline:2px solid var(--ms-cta);outline-offset:1px}
input[aria-invalid=true]{border-color:var(--ms-error)}
/* Addresses and numbers read left to right in every language; in a right-to-left layout they keep to its side. */
input:is([type=email],[type=tel],[type=url]){direction:ltr}[dir=rtl] input:is([type=email],[type=tel],[type=url]){text-align:right}
/* Error text in the darker shade of the theme's error colour (#e74c3c is 3.8:1 on white, under WCAG AA's 4.5:1
   for small text); the theme colour itself draws the invalid fields' borders. */
.field-error{color:var(--ms-error-text);font-weight:400;font-size:13px}
.alert{background:var(--ms-error-bg);color:var(--ms-error-text);border:1px solid var(--ms-error);border-radius:var(--ms-radius-input);padding:10px 12px;font-size:14px}
.alert p{margin:0}.alert p+p{margin-top:8px}
.btn{font:inherit;font-weight:700;border:0;border-radius:var(--ms-radius-input);padding:12px 16px;cursor:pointer;background:var(--ms-primary);color:var(--ms-on-dark)}
.btn.cta{background:var(--ms-cta)}
.btn[disabled]{opacity:.6;cursor:progress}
.link{background:none;border:0;padding:0;font:inherit;color:var(--ms-cta);cursor:pointer;text-decoration:underline}
.row{display:flex;justify-content:space-between;gap:8px;font-size:14px}
.or{text-align:center;color:var(--ms-muted);font-size:14px}
.status{font-size:13px;font-weight:700}.status.ok{color:var(--ms-ok)}.status.warning{color:var(--ms-warning)}.status.error{color:var(--ms-error-text)}
/* Spaced by the gap alone (flex margins do not collapse). */
.stack{display:flex;flex-direction:column;gap:12px}.stack>p{margin:0}
.member-button{position:fixed;z-index:2147483645;border:0;border-radius:var(--ms-radius-pill);padding:12px 18px;font:inherit;font-weight:700;background:var(--ms-primary);color:var(--ms-on-dark);cursor:pointer;box-shadow:0 4px 14px var(--ms-shadow)}
.member-button.bottomRight{right:20px;bottom:20px}.member-button.bottomLeft{left:20px;bottom:20px}
.member-button.topRight{right:20px;top:20px}.member-button.topLeft{left:20px;top:20px}
.member-button.icon{display:flex;align-items:center;justify-content:center;padding:4px;width:52px;height:52px;border-radius:50%}
.menu-icon{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round}
.crash{text-align:center;padding:16px;color:var(--ms-muted)}.crash p{margin:0 0 12px}
.crash.member-button{padding:12px 18px;color:var(--ms-on-dark)}.crash.member-button .btn{background:var(--ms-surface);color:var(--ms-primary)}
.loading{text-align:center;color:var(--ms-muted);padding:24px}
.avatar{position:relative;display:inline-block;flex:none;border-radius:50%;overflow:hidden;background:var(--ms-line)}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.silhouette{fill:var(--ms-faint)}
/* Protected content (ui/content/): in the dialog and in inline embeds on the page. */
.content{display:flex;flex-direction:column;gap:12px}
.content img{display:block;max-width:100%;height:auto;margin:0 auto}
.content audio{display:block;width:100%}
.content .video{position:relative;width:100%;aspect-ratio:16/9;background:var(--ms-primary)}
.content .video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.content object{display:block;width:100%;height:70vh;min-height:360px;border:1px solid var(--ms-line)}
.content-embed{display:block;margin:8px 0}
/* audience preview */
.preview-note{position:fixed;z-index:2147483644;top:8px;left:50%;transform:translate(-50%);display:flex;gap:8px;padding:6px 12px;border:1px solid var(--ms-line);border-radius:var(--ms-radius-pill);background:var(--ms-surface);font-size:13px;box-shadow:0 2px 8px var(--ms-shadow)}
`;

/** The widget's sheet, one for every shadow root (the modal's, each embed's): a chunk's rules land in all of them. */
let text = CSS;
let shared: CSSStyleSheet | undefined;
/** The <style> fallbacks of browsers without constructable stylesheets, one per root. */
const fallbacks: HTMLStyleElement[] = [];

export function adoptStyles(root: ShadowRoot, nonce: string | undefined): void {
  try {
    if (!shared) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      shared = sheet;
    }
    root.adoptedStyleSheets = [shared];
  } catch {
    // Browsers without constructable stylesheets: a <style> carrying the loader's nonce passes a strict CSP.
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = text;
    root.appendChild(style);
    fallbacks.push(style);
  }
}

/**
 * The rules of a lazy chunk's screens (ui/screens/screenStyles.ts), added when that
 * chunk loads, before any of its screens renders: what a sign-in click downloads carries only the shell's and the
 * login form's rules. Appended to the widget's sheet in every root, so they keep their place in the cascade (after
 * the shell's rules, before the site's custom styling, ui/customStyles.ts).
 */
export function addStyles(css: string): void {
  text += css;
  shared?.replaceSync(text);
  for (const style of fallbacks) style.textContent = text;
}
