import { effect } from '@preact/signals-react';
import { parseHostPath } from '../core/hostLinks';
import { sameOriginPath } from '../core/path';
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

/** Gives every relabelled link its own label back. */
function restore(): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>(`a[${ORIGINAL_LABEL_ATTR}]`)) {
    const node = labelNode(anchor);
    if (node) node.nodeValue = anchor.getAttribute(ORIGINAL_LABEL_ATTR);
    anchor.removeAttribute(ORIGINAL_LABEL_ATTR);
  }
}

function relabel(label: string): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const path = sameOriginPath(anchor.href, location.href);
    const task = path === null ? null : parseHostPath(path);
    if (!task || !isNavigationLink(task, anchor.closest(NAVIGATION) !== null)) continue;
    const node = labelNode(anchor);
    if (!node) continue;
    if (!anchor.hasAttribute(ORIGINAL_LABEL_ATTR)) anchor.setAttribute(ORIGINAL_LABEL_ATTR, node.nodeValue ?? '');
    if (node.nodeValue !== label) node.nodeValue = label;
  }
}

/**
 * Relabels navigation links to Your Account or Member Menu while a member is logged in and restores the
 * site's own label on logout; links the page adds later (SPA, builders) are picked up by the host observer.
 */
export function relabelNavigation(logger: Logger): () => void {
  // The same precedence as the interface's texts (custom wording, translation, English), for just these two.
  const wording = (key: BootTextKey) => siteConfig.peek()?.customWording[key] ?? translation.peek()[key] ?? BOOT_TEXT[key];
  const guarded = (work: () => void) => {
    try {
      work();
    } catch (error) {
      logger.log('ERROR', 'DOM', 'Relabelling navigation links failed', error);
    }
  };
  let stopObserver: (() => void) | null = null;
  const stopEffect = effect(() => {
    const loggedIn = isLoggedIn.value;
    const label = wording(hasMenu.value ? 'memberMenu' : 'yourAccount');
    void siteConfig.value;
    void translation.value;
    stopObserver?.();
    stopObserver = null;
    if (!loggedIn) return guarded(restore);
    guarded(() => relabel(label));
    // Only while a member is logged in does the page need watching for links it adds later.
    stopObserver = onHostDomChange(() => guarded(() => relabel(wording(hasMenu.peek() ? 'memberMenu' : 'yourAccount'))));
  });
  return () => {
    stopEffect();
    stopObserver?.();
  };
}
