import { effect } from '@preact/signals-react';
import type { Logger } from '../core/util/logger';
import { CLOAK_ATTR, MARKER_CLOAK_CSS, MARKER_VISIBLE_ATTR } from '../core/access/cloak';
import { HIDE_FOR_ATTR, MARKER_SELECTOR, SHOW_FOR_ATTR } from '../core/shell/hostAttributes';
import { markerVisible, parseMarker, type MarkerParse } from '../core/access/markers';
import type { Claim } from '../core/signin/token';
import { claim, protectionMode } from '../state/store';
import { onHostDomChange } from './domObserver';
import type { FeatureContext } from './features';

/** Each element's parse, kept while its attributes stay the same: a parse error is logged once, not per re-scan. */
const parsed = new WeakMap<Element, { show: string | null; hide: string | null; result: MarkerParse }>();

function parseOf(element: Element, logger: Logger): MarkerParse {
  const show = element.getAttribute(SHOW_FOR_ATTR);
  const hide = element.getAttribute(HIDE_FOR_ATTR);
  const known = parsed.get(element);
  if (known && known.show === show && known.hide === hide) return known.result;
  const result = parseMarker(show, hide);
  parsed.set(element, { show, hide, result });
  if (!result.ok) {
    logger.log('ERROR', 'DIRECT_CONTENT_PROTECTOR', `Cannot parse a visibility marker (${result.error}): it stays hidden`, {
      element: element.tagName.toLowerCase(),
      [SHOW_FOR_ATTR]: show,
      [HIDE_FOR_ATTR]: hide,
    });
  }
  return result;
}

/** Marks every marker on the page visible or not; a marker that does not parse stays hidden (fail closed). */
function decide(viewer: Claim | null, logger: Logger): void {
  for (const element of document.querySelectorAll(MARKER_SELECTOR)) {
    const result = parseOf(element, logger);
    const visible = String(result.ok && markerVisible(result.marker, viewer));
    if (element.getAttribute(MARKER_VISIBLE_ATTR) !== visible) element.setAttribute(MARKER_VISIBLE_ATTR, visible);
  }
}

/**
 * The loader's cloak normally hides undecided and denied markers; a widget started without it (the loader's
 * <head> insert failed) adds the same rule, constructable (no CSP needed) or with the loader's nonce.
 */
function ensureCloak(nonce: string | undefined): void {
  if (document.querySelector(`style[${CLOAK_ATTR}]`)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(MARKER_CLOAK_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = MARKER_CLOAK_CSS;
    document.head.appendChild(style);
  }
}

/**
 * Visibility markers and direct content protection (part 1 §1, §3, §5): once page protection has left
 * INITIAL, every `data-ms-show-for` / `data-ms-hide-for` element is marked `data-ms-visible="true|false"`
 * for the current viewer, again on login, logout and claim changes, and for markers the page adds later.
 * Until then the loader's cloak keeps them all hidden.
 */
export function install({ logger, nonce }: FeatureContext): Promise<void> {
  let decided!: () => void;
  const firstPass = new Promise<void>((resolve) => (decided = resolve));
  const run = (viewer: Claim | null) => {
    try {
      decide(viewer, logger);
    } catch (error) {
      logger.log('ERROR', 'DIRECT_CONTENT_PROTECTOR', 'Deciding visibility markers failed', error);
    }
  };
  ensureCloak(nonce);
  effect(() => {
    const viewer = claim.value;
    if (protectionMode.value === 'INITIAL') return;
    run(viewer);
    decided();
  });
  onHostDomChange(() => {
    if (protectionMode.peek() !== 'INITIAL') run(claim.peek());
  });
  return firstPass;
}
