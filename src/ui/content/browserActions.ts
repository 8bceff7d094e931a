import { resolveOnPage } from '../../core/shell/path';

/**
 * Opens a URL in a new tab (page mode, part 1 §2). The tab opens blank and is then sent on, so the content's
 * page gets no handle on ours (opener cleared) while we can still tell a refused window from an opened one:
 * with 'noopener' window.open always answers null. False when the browser refused the window: a popup
 * blocker that no longer counts the click that started the request (Chromium and Firefox honour a click for
 * about 5 s; Safari only within the click itself), so the caller offers a link to click instead.
 */
export function openInNewTab(url: string): boolean {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return false;
  }
  if (!tab) return false;
  try {
    tab.opener = null;
    tab.location.href = resolveOnPage(url, location.href); // not against a <base href> (core/shell/path.ts)
  } catch {
    tab.close();
    return false;
  }
  return true;
}

/**
 * Downloads a file (download mode, part 1 §2) through a link clicked in `parent` (inside our shadow root: the
 * page's own click handlers, such as a single-page app's router, see our host element, not a link to follow).
 * The `download` attribute names a same-origin file; a file on another origin is saved only when its server
 * answers with Content-Disposition: attachment, which the download disposition asks the API for.
 */
export function downloadFile(parent: Node, url: string, fileName: string | null): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  link.rel = 'noopener';
  link.hidden = true;
  parent.appendChild(link);
  try {
    // Not link.click(): its click is composed, and a page's focus trap cancels it on `document` (our host is
    // outside its panel), losing the download. This one never leaves our shadow root.
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: false }));
  } finally {
    link.remove();
  }
}
