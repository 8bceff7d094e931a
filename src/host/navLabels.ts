import { effect } from '@preact/signals-react';
import { parseHostPath } from '../core/hostLinks';
import type { Logger } from '../core/logger';
import { isNavigationLink } from '../core/navLabel';
import { BOOT_TEXT, type BootTextKey } from '../core/bootTexts';
import { hasMenu, isLoggedIn, siteConfig, translation } from '../state/store';
import { onHostDomChange } from './domObserver';

/** Where the link's own label is kept while the widget shows another (part 1 §2). */
export const ORIGINAL_LABEL_ATTR = 'data-ms-original-label';
const NAVIGATION = 'nav, header, [role="navigation"], [role="banner"]';

/** The one text node carrying a link's label; links holding several texts or none are left alone. */
function labelNode(anchor: HTMLAnchorElement): Text | null {
  const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
  let found: Text | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    if (found) return null;
    found = node as Text;
  }
  return found;
}

function apply(label: string | null): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let path: string;
    try {
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) continue;
      path = url.pathname;
    } catch {
      continue;
    }
    if (!isNavigationLink(parseHostPath(path), anchor.closest(NAVIGATION) !== null)) continue;
    const node = labelNode(anchor);
    if (!node) continue;
    const original = anchor.getAttribute(ORIGINAL_LABEL_ATTR);
    if (label === null) {
      if (original !== null) {
        node.nodeValue = original;
        anchor.removeAttribute(ORIGINAL_LABEL_ATTR);
      }
    } else {
      if (original === null) anchor.setAttribute(ORIGINAL_LABEL_ATTR, node.nodeValue ?? '');
      if (node.nodeValue !== label) node.nodeValue = label;
    }
  }
}

/**
 * Relabels navigation links to Your Account or Member Menu while a member is logged in and restores the
 * site's own label on logout; links the page adds later (SPA, builders) are picked up by the host observer.
 */
export function relabelNavigation(logger: Logger): () => void {
  // The same precedence as the interface's texts (custom wording, translation, English), for just these two.
  const wording = (key: BootTextKey) => siteConfig.peek()?.customWording[key] ?? translation.peek()[key] ?? BOOT_TEXT[key];
  const label = () => (isLoggedIn.peek() ? wording(hasMenu.peek() ? 'memberMenu' : 'yourAccount') : null);
  const safeApply = () => {
    try {
      apply(label());
    } catch (error) {
      logger.log('ERROR', 'DOM', 'Relabelling navigation links failed', error);
    }
  };
  const stopEffect = effect(() => {
    void isLoggedIn.value;
    void hasMenu.value;
    void siteConfig.value;
    void translation.value;
    safeApply();
  });
  const stopObserver = onHostDomChange(safeApply);
  return () => {
    stopEffect();
    stopObserver();
  };
}
