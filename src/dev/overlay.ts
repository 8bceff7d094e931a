/**
 * The dev loop's build-error overlay (src/dev/client.ts shows it when the dev command's build fails). An element of
 * our own with its own shadow root, put inside the widget's shadow root when the interface is mounted (so it is
 * ours alone, beside the modal), else at the end of <html> as the page status is (host/pageStatus.ts). Its own root
 * keeps both the host page's and the widget's CSS out; `:host{all:initial!important}` stops what would inherit.
 * Plain DOM: it must show whatever state the page and the widget are in, and the build that keeps running under it
 * is the previous one. Developer-facing, so its few words are not among the translated texts.
 */
import { HOST_TAG } from '../core/constants';

export const OVERLAY_TAG = 'memberspace-dev-overlay';

const CSS =
  ':host{all:initial!important}' +
  '.panel{position:fixed;z-index:2147483647;top:0;left:0;right:0;box-sizing:border-box;width:calc(100% - 16px);max-width:960px;' +
  'max-height:calc(100% - 16px);margin:8px auto;display:flex;flex-direction:column;background:#1b1b1f;color:#ececf1;' +
  'border:2px solid #e5484d;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.45);font:14px/1.45 system-ui,sans-serif}' +
  'header{display:flex;align-items:center;gap:12px;padding:10px 12px 10px 16px;border-bottom:1px solid #3a3a40}' +
  'h2{flex:1;margin:0;font:700 16px/1.3 system-ui,sans-serif;color:#ff9592}' +
  'button{font:inherit;min-height:36px;padding:6px 14px;border:0;border-radius:6px;background:#ececf1;color:#1b1b1f;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #7cb7ff;outline-offset:2px}' +
  // The message keeps its columns (esbuild points at the error with a caret under it): it scrolls, both ways.
  'pre{flex:1 1 auto;min-height:0;margin:0;padding:12px 16px;overflow:auto;white-space:pre;tab-size:2;' +
  'font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}' +
  'p{margin:0;padding:8px 16px;border-top:1px solid #3a3a40;color:#b4b4bd;font-size:13px}' +
  '@media (max-width:480px){pre{font-size:12px;padding:10px 12px}p{padding:8px 12px}}';

let current: HTMLElement | null = null;

/** Shows (or replaces) the overlay with `message`. Never throws onto the page. */
export function showBuildError(message: string): void {
  try {
    hideBuildError();
    const host = document.createElement(OVERLAY_TAG);
    const root = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    const panel = root.appendChild(document.createElement('section'));
    panel.className = 'panel';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('aria-labelledby', 'title');
    const header = panel.appendChild(document.createElement('header'));
    const title = header.appendChild(document.createElement('h2'));
    title.id = 'title';
    title.textContent = 'MemberSpace: the build failed';
    const close = header.appendChild(document.createElement('button'));
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.onclick = () => hideBuildError();
    const pre = panel.appendChild(document.createElement('pre'));
    pre.tabIndex = 0; // scrollable by keyboard
    pre.textContent = message;
    const note = panel.appendChild(document.createElement('p'));
    note.textContent = 'The page still runs the last build that succeeded. It reloads when the next build succeeds.';
    const widgetRoot = document.querySelector(HOST_TAG)?.shadowRoot;
    (widgetRoot ?? document.documentElement).appendChild(host);
    current = host;
  } catch (error) {
    console.warn('[MemberSpace dev]', error, message);
  }
}

export function hideBuildError(): void {
  try {
    current?.remove();
  } catch {
    // a page that broke the DOM API: nothing more to do
  }
  current = null;
}
