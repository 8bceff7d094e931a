import type { GuardFailure, PageStatusKind } from '../core/access/availability';
import { STATUS_TEXT } from '../core/texts/bootTexts';

/** The host element of the page's status: its own, beside the interface's (ui/mount.ts), after <body>. */
export const STATUS_TAG = 'memberspace-status';

/**
 * The widget's own state on a page it has not decided yet (core/access/availability.ts): the loading state, the
 * unavailable notice, the error with its Retry. Plain DOM in a shadow root of its own, because the loader shows it
 * before any chunk (or when none loads): the interface's chunk is never needed, and the loader must stay tiny.
 * Mounted after <body>, so the cloak that hides the body leaves it visible; `:host{all:initial!important}` keeps
 * what the page sets on every element out (an important declaration of the shadow tree wins over the page's), and
 * sizes are in px because a page may shrink the root font. The system font and the theme's colours: nothing loads.
 * 'Loading…' is text, as the interface's own loading state is (ui/Status.tsx): nothing moves, whatever the visitor's
 * motion setting, and the loader keeps its bytes for the rules that keep a page readable.
 */
const CSS =
  ':host{all:initial!important}' +
  'p{position:fixed;inset:0;z-index:2147483645;width:fit-content;height:fit-content;max-width:70vw;margin:auto;padding:16px;' +
  'display:grid;justify-items:center;gap:12px;background:#fff;border:1px solid #ddd;border-radius:8px;font:16px system-ui}' +
  '.unavailable{top:auto;bottom:16px}' +
  // the browser's own button: nothing the page sets reaches it
  'button{font:inherit;padding:8px 24px}';

/** Returns the function that shows `kind` (made on first use, removed for 'none'). Never throws onto the page. */
export function createPageStatus(): (kind: PageStatusKind, failure?: GuardFailure) => void {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K) => document.createElement(tag);
  let host: HTMLElement | null = null;
  let box: HTMLElement | null = null;
  let shown = 'none';
  return (kind, failure) => {
    // The same state again (a retry failing as before) is not announced again.
    const key = kind + failure?.message;
    if (key === shown) return;
    shown = key;
    try {
      // Nothing to say: the element leaves the page (it is made again if needed), so the page's DOM is as before.
      if (kind === 'none') {
        host?.remove();
        host = box = null;
        return;
      }
      if (!box) {
        host = make(STATUS_TAG as 'div');
        const root = host.attachShadow({ mode: 'open' });
        // A constructable stylesheet: no policy governs it (every browser the widget supports has them).
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
        root.adoptedStyleSheets = [sheet];
        box = root.appendChild(make('p'));
        document.documentElement.appendChild(host);
      }
      // Centred in the viewport (the notice at its foot), by auto margins on a fixed box of its content's size.
      box.className = kind;
      box.role = kind === 'error' ? 'alert' : 'status';
      box.replaceChildren(kind === 'error' ? (failure?.message ?? '') : STATUS_TEXT[kind]);
      if (kind === 'error') {
        const button = box.appendChild(make('button'));
        button.textContent = STATUS_TEXT.tryAgain;
        button.onclick = () => failure?.retry();
        button.focus();
      }
    } catch {
      // a page that broke the DOM API: the page stays as the cloak leaves it
    }
  };
}
