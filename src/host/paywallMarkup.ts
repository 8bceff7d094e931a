import { effect } from '@preact/signals-react';
import { parseMarker } from '../core/access/markers';
import { declaresAccess, gatedElements, gatedMarker, MARKUP_ATTR, PAYWALLED_CLASS, paywallJsonLd } from '../core/access/paywallMarkup';
import { protectionActive } from '../core/access/protectionMode';
import { EMBED_LOCKED_ATTR, HIDE_FOR_ATTR, MARKER_SELECTOR, SHOW_FOR_ATTR } from '../core/shell/hostAttributes';
import type { Logger } from '../core/util/logger';
import { stringify } from '../core/util/json';
import { claim, protectionMode } from '../state/store';
import { onHostDomChange } from './domObserver';

const LD_SELECTOR = 'script[type="application/ld+json"]';
const GATED_SELECTOR = `.${PAYWALLED_CLASS}`;

let installed = false;

/**
 * Paywall markup for search engines (docs/architecture.md "Paywall markup for search engines"): keeps one JSON-LD
 * block in <head> naming what the widget gates for this viewer (a refused page's body, markers behind a membership,
 * refused inline embeds), each gated element carrying the class the block names; again on every decision, viewer
 * and DOM change; none when nothing is gated or the page marks its paywall itself. Loaded after ready, only for a
 * page that is refused or holds markers or inline embeds (app/afterReady.ts); installed once.
 */
export function install({ logger }: { logger: Logger }): void {
  if (installed) return;
  installed = true;
  let block: HTMLScriptElement | null = null;
  let yielded = false;
  let failed = false;

  const gated = (): Element[] => {
    const viewer = claim.peek();
    const body = protectionActive(protectionMode.peek()) ? document.body : null;
    const sections = [...document.querySelectorAll(`${MARKER_SELECTOR},[${EMBED_LOCKED_ATTR}]`)].filter(
      (el) => el.hasAttribute(EMBED_LOCKED_ATTR) || gatedMarker(parseMarker(el.getAttribute(SHOW_FOR_ATTR), el.getAttribute(HIDE_FOR_ATTR)), viewer),
    );
    return gatedElements(body, sections, (a, b) => b.contains(a));
  };

  const write = (text: string | null) => {
    if (text === null) {
      block?.remove();
      return;
    }
    // A page (or its head manager) that dropped the block gets it again; nothing is written without a usable head.
    if (!block?.isConnected) {
      const head = document.head;
      if (!head) throw new Error('the page has no <head>');
      block = document.createElement('script');
      block.type = 'application/ld+json';
      block.setAttribute(MARKUP_ATTR, '');
      head.appendChild(block);
    }
    // A text node, not textContent: data for crawlers, never a script sink (Trusted Types); unchanged text is left alone.
    if (block.textContent !== text) block.replaceChildren(document.createTextNode(text));
  };

  const refresh = () => {
    if (protectionMode.peek() === 'INITIAL' || failed) return;
    try {
      const own = [...document.querySelectorAll(LD_SELECTOR)].filter((s) => !s.hasAttribute(MARKUP_ATTR)).map((s) => s.textContent);
      const yields = declaresAccess(own);
      if (yields && !yielded)
        logger.log('LOG', 'PAGE_PROTECTOR', 'The page marks its own paywall (isAccessibleForFree): the widget adds no paywall markup');
      yielded = yields;
      const marked = new Set(yields ? [] : gated());
      for (const el of document.querySelectorAll(GATED_SELECTOR)) if (!marked.has(el)) el.classList.remove(PAYWALLED_CLASS);
      for (const el of marked) el.classList.add(PAYWALLED_CLASS);
      const ld = paywallJsonLd(marked.size ? [PAYWALLED_CLASS] : []);
      write(ld ? stringify(ld) : null);
    } catch (error) {
      // A hostile page (no head, a throwing DOM method): no markup rather than a broken page, and said once.
      failed = true;
      try {
        block?.remove();
        for (const el of document.querySelectorAll(GATED_SELECTOR)) el.classList.remove(PAYWALLED_CLASS);
      } catch {
        // nothing more to undo
      }
      logger.log('ERROR', 'PAGE_PROTECTOR', 'The paywall markup could not be written: none is added', error);
    }
  };

  effect(() => {
    void claim.value;
    void protectionMode.value;
    refresh();
  });
  onHostDomChange(refresh);
  // An embed's answer arrives after its element is in place: its attribute is the only change to see.
  try {
    new MutationObserver(refresh).observe(document.documentElement, { subtree: true, attributeFilter: [EMBED_LOCKED_ATTR] });
  } catch {
    // no observer: embeds are marked at the next DOM change or decision
  }
}
