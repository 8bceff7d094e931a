import { EMBED_SELECTOR, MARKER_SELECTOR, MEMBER_DATA_ATTR } from '../core/shell/hostAttributes';
import type { HostFeature } from '../host/features';
import { FORUM_SELECTOR } from '../host/forums/selector';
import { INLINE_CONTENT_SELECTOR } from '../host/contentSelector';

/**
 * The page features loaded on demand, each by the elements it needs (host/features.ts loads them): host-page
 * features and the interface's embeds. The selectors are all that sits in the boot path; the small host features share one chunk (pageExtras.ts), the others are each their own.
 */
export const PAGE_FEATURES: readonly HostFeature[] = [
  { name: 'markers', selector: MARKER_SELECTOR, load: () => import('./pageExtras').then((m) => m.markers) },
  { name: 'memberData', selector: `[${MEMBER_DATA_ATTR}]`, load: () => import('./pageExtras').then((m) => m.memberData) },
  { name: 'uiEmbeds', selector: EMBED_SELECTOR, load: () => import('../ui/embeds/uiEmbeds') },
  { name: 'forums', selector: FORUM_SELECTOR, load: () => import('../host/forums') },
  { name: 'contentEmbeds', selector: INLINE_CONTENT_SELECTOR, load: () => import('../ui/embeds/contentEmbeds') },
];
