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
 * the page's own scripts measure real sizes. No animation meanwhile: the layout hold below starts when this goes.
 */
export const BODY_CLOAK_CSS =
  'body:not(#m#s){opacity:0!important;visibility:hidden!important;pointer-events:none!important;animation:none!important}';
/** The layout hold's bound (ours): no longer than the loading-state delay, so a held page never needs our feedback. */
export const LAYOUT_HOLD_S = 1;
/** Set on <html> by the widget once it has made its first decisions on the page (host/layoutHold.ts): the hold is over. */
export const SETTLED_ATTR = 'data-ms-settled';
/**
 * Elements whose layout the widget changes once it has decided: visibility markers, inline content links and
 * /member/ iframes (embeds). Not member links or navLabel embeds: nearly every page has a member link, and holding
 * every page of a site for a relabel (a logged-in member's "Sign in" becoming "Your Account") would delay its first
 * paint for a shift of a few pixels (docs/architecture.md "No layout shift").
 */
const CHANGING = '[data-ms-show-for],[data-ms-hide-for],[href*="display=inline"],[src*="/member/"]';
/**
 * Always on: undecided and denied markers take no space; and the layout hold (docs/architecture.md "No layout
 * shift"): until the widget has made its first decisions, a page holding what they change is hidden, for at most
 * 1 s, so it is shown in one step with everything in place. The hidden state lives only in an animation: a widget
 * that never decides cannot keep a page hidden, and nothing of ours stays on the body afterwards. Without :has()
 * (older browsers) the rule is dropped: undecided markers still never show, only the shift remains.
 */
export const MARKER_CLOAK_CSS =
  `:is([data-ms-show-for],[data-ms-hide-for]):not([${MARKER_VISIBLE_ATTR}=true],#m#s){display:none!important}` +
  `html:not([${SETTLED_ATTR}]) body:has(${CHANGING}){animation:ms-hold ${LAYOUT_HOLD_S}s}@keyframes ms-hold{0%,to{opacity:0;visibility:hidden}}`;

/** Where the widget leaves the protected paths for the next page's loader (local storage: readable at once). */
export const cloakKey = (subdomain: unknown): string => `ms:${subdomain}:cloak`;

/** What the list says of `hostPath`: covered (`known`), no list at all (`unknown`), or not covered (`none`). */
export function pageKnowledge(paths: unknown, hostPath: string): PageKnowledge {
  if (!Array.isArray(paths)) return 'unknown';
  const path = normalisePath(hostPath);
  return paths.some((p) => typeof p === 'string' && (p.endsWith('*') ? wildcardCovers(p.slice(0, -1), path) : p === path)) ? 'known' : 'none';
}

/**
 * What the list stored for `subdomain` says of `hostPath` (`read` gets it from localStorage): a read that throws
 * (storage blocked) or garbage counts as a first visit; without a subdomain nothing is known to hide.
 */
export function storedKnowledge(subdomain: unknown, read: (key: string) => string | null, hostPath: string): PageKnowledge {
  if (!subdomain) return 'none';
  let paths: unknown;
  try {
    // JSON.parse(null) is null: no list.
    paths = JSON.parse(read(cloakKey(subdomain)) as string);
  } catch {
    // storage blocked or garbage: as on a first visit
  }
  return pageKnowledge(paths, hostPath);
}

/**
 * The cloak's whole stylesheet for what is known of the page: markers always, the body unless the list leaves it out.
 * The loader and the async install snippet both write it from `storedKnowledge` (one rule for both).
 */
export const cloakStyle = (knowledge: PageKnowledge): string => MARKER_CLOAK_CSS + (knowledge !== 'none' ? BODY_CLOAK_CSS : '');
