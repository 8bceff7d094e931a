import { effect } from '@preact/signals-react';
import { parseHostPath } from '../core/shell/hostLinks';
import { sameOriginPath } from '../core/shell/path';
import type { Logger } from '../core/util/logger';
import { isNavigationLink } from '../core/account/navLabel';
import { BOOT_TEXT, wordFor } from '../core/texts/bootTexts';
import { NAV_LABEL_ATTR } from '../core/shell/hostAttributes';
import { hasMenu, isLoggedIn, siteConfig, translation } from '../state/store';
import { onHostDomChange } from './domObserver';

/** Where the link's own label is kept while the widget shows another (part 1 §2). */
export const ORIGINAL_LABEL_ATTR = 'data-ms-original-label';
/**
 * navLabel embeds (part 1 §2 embed types): any element showing the member link's label, e.g. the label inside
 * a link that also holds an icon; relabelled like the navigation links, its own text otherwise.
 */
const NAV_LABEL_EMBED = `[${NAV_LABEL_ATTR}]`;
const NAVIGATION = 'nav, header, [role="navigation"], [role="banner"]';

/** The one text node carrying a link's label; links holding several texts or none are left alone. */
function labelNode(element: Element): Text | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let found: Text | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    if (found) return null;
    found = node as Text;
  }
  return found;
}

/** Gives every relabelled link and navLabel embed its own label back. */
function restore(): void {
  for (const element of document.querySelectorAll(`[${ORIGINAL_LABEL_ATTR}]`)) {
    const node = labelNode(element);
    if (node) node.nodeValue = element.getAttribute(ORIGINAL_LABEL_ATTR);
    element.removeAttribute(ORIGINAL_LABEL_ATTR);
  }
}

function setLabel(element: Element, label: string, node: Text | null): void {
  if (!node) return;
  if (!element.hasAttribute(ORIGINAL_LABEL_ATTR)) element.setAttribute(ORIGINAL_LABEL_ATTR, node.nodeValue ?? '');
  if (node.nodeValue !== label) node.nodeValue = label;
}

function relabel(label: string): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const path = sameOriginPath(anchor.href, location.href);
    const task = path === null ? null : parseHostPath(path);
    if (!task || !isNavigationLink(task, anchor.closest(NAVIGATION) !== null)) continue;
    // A link holding a navLabel embed is relabelled through the embed (one keeper of the original label).
    if (!anchor.querySelector(NAV_LABEL_EMBED)) setLabel(anchor, label, labelNode(anchor));
  }
  for (const embed of document.querySelectorAll(NAV_LABEL_EMBED)) {
    // An empty embed gets a text node of its own; one holding several texts is left alone, like a link.
    const empty = !embed.textContent?.trim();
    setLabel(embed, label, empty ? (labelNode(embed) ?? embed.appendChild(document.createTextNode(''))) : labelNode(embed));
  }
}

/**
 * Relabels navigation links to Your Account or Member Menu while a member is logged in and restores the
 * site's own label on logout; links the page adds later (SPA, builders) are picked up by the host observer.
 */
export function relabelNavigation(logger: Logger): () => void {
  // Worded as the interface's texts are, for just these two (the whole table stays out of the boot path).
  const label = () => wordFor(hasMenu.peek() ? 'memberMenu' : 'yourAccount', BOOT_TEXT, translation.peek(), siteConfig.peek()?.customWording);
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
    void hasMenu.value;
    void siteConfig.value;
    void translation.value;
    stopObserver?.();
    stopObserver = null;
    if (!loggedIn) return guarded(restore);
    guarded(() => relabel(label()));
    // Only while a member is logged in does the page need watching for links it adds later.
    stopObserver = onHostDomChange(() => guarded(() => relabel(label())));
  });
  return () => {
    stopEffect();
    stopObserver?.();
  };
}
