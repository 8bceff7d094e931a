import { normalisePath, wildcardCovers } from '../shell/path';
import type { PageKnowledge } from './availability';

/**
 * The no-flash cloak: one stylesheet the loader puts in <head> before the page paints. It always hides
 * visibility markers the widget has not decided yet, and hides the whole body while a page that may be
 * protected waits for the widget's decision. Our own interface lives after <body>, so it stays visible.
 */
export const CLOAK_ATTR = 'data-ms-cloak';
/** Set by the widget on each decided marker element. */
export const MARKER_VISIBLE_ATTR = 'data-ms-visible';
/**
 * The :not(#m#s) lifts specificity above any ordinary host rule. opacity cannot be undone by a descendant
 * (visibility can), visibility keeps the hidden text out of focus and screen readers, layout is kept so
 * the page's own scripts measure real sizes.
 */
export const BODY_CLOAK_CSS = 'body:not(#m#s){opacity:0!important;visibility:hidden!important;pointer-events:none!important}';
export const MARKER_CLOAK_CSS = `[data-ms-show-for]:not([${MARKER_VISIBLE_ATTR}=true]):not(#m#s),[data-ms-hide-for]:not([${MARKER_VISIBLE_ATTR}=true]):not(#m#s){display:none!important}`;

/** Where the widget leaves the protected paths for the next page's loader (local storage: readable at once). */
export const cloakKey = (subdomain: string): string => `ms:${subdomain}:cloak`;

/** What the list says of `hostPath`: covered (`known`), no list at all (`unknown`), or not covered (`none`). */
export function pageKnowledge(paths: unknown, hostPath: string): PageKnowledge {
  if (!Array.isArray(paths)) return 'unknown';
  const path = normalisePath(hostPath);
  const covered = paths.some((p) => (typeof p !== 'string' ? false : p.endsWith('*') ? wildcardCovers(p.slice(0, -1), path) : p === path));
  return covered ? 'known' : 'none';
}

/**
 * What the list stored for `subdomain` says of `hostPath` (`read` gets it from localStorage): a read that throws
 * (storage blocked) or garbage counts as a first visit; without a subdomain nothing is known to hide.
 */
export function storedKnowledge(subdomain: unknown, read: (key: string) => string | null, hostPath: string): PageKnowledge {
  if (!subdomain) return 'none';
  let paths: unknown = null;
  try {
    paths = JSON.parse(read(cloakKey(String(subdomain))) || 'null');
  } catch {
    // storage blocked or garbage: as on a first visit
  }
  return pageKnowledge(paths, hostPath);
}

/** The cloak's whole stylesheet for what is known of the page: markers always, the body unless the list leaves it out. */
export const cloakStyle = (knowledge: PageKnowledge): string => MARKER_CLOAK_CSS + (knowledge !== 'none' ? BODY_CLOAK_CSS : '');

/** The cloak's stylesheet as the loader and the async install snippet both write it (one rule for both). */
export const cloakCss = (subdomain: unknown, read: (key: string) => string | null, hostPath: string): string =>
  cloakStyle(storedKnowledge(subdomain, read, hostPath));
