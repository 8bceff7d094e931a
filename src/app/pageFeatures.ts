import { EMBED_SELECTOR, MARKER_SELECTOR, MEMBER_DATA_ATTR } from '../core/shell/hostAttributes';
import type { HostFeature } from '../host/features';
import { FORUM_SELECTOR } from '../host/forums/selector';
import { INLINE_CONTENT_SELECTOR } from '../host/contentSelector';

/**
 * The page features loaded on demand, each by the elements it needs (host/features.ts loads them): host-page
 * features and the interface's embeds, each its own chunk, downloaded only by a page that holds their elements
 * (most pages hold no marker and no member data: the after-ready chunk every page loads does not carry them).
 */
export const PAGE_FEATURES: readonly HostFeature[] = [
  { name: 'markers', selector: MARKER_SELECTOR, load: () => import('../host/markerVisibility') },
  { name: 'memberData', selector: `[${MEMBER_DATA_ATTR}]`, load: () => import('../host/memberDataBinding') },
  { name: 'uiEmbeds', selector: EMBED_SELECTOR, load: () => import('../ui/embeds/uiEmbeds') },
  { name: 'forums', selector: FORUM_SELECTOR, load: () => import('../host/forums') },
  { name: 'contentEmbeds', selector: INLINE_CONTENT_SELECTOR, load: () => import('../ui/embeds/contentEmbeds') },
];

/**
 * The paywall markup for search engines (host/paywallMarkup.ts), unless the owner turned it off: its own chunk, for a
 * page holding what may be gated by plan (markers, inline embeds); a refused page loads it too (app/deferred.ts).
 */
export const PAYWALL_FEATURE: HostFeature = {
  name: 'paywallMarkup',
  selector: `${MARKER_SELECTOR},${INLINE_CONTENT_SELECTOR}`,
  load: () => import('../host/paywallMarkup'),
};
