import { EMBED_SELECTOR, MARKER_SELECTOR, MEMBER_DATA_ATTR } from '../core/shell/hostAttributes';
import type { HostFeature } from '../host/features';
import { FORUM_SELECTOR } from '../host/forums/selector';
import { INLINE_CONTENT_SELECTOR } from '../host/contentSelector';
import * as markers from '../host/markerVisibility';
import * as memberData from '../host/memberDataBinding';

/**
 * The page features loaded on demand, each by the elements it needs (host/features.ts loads them): host-page
 * features and the interface's embeds. Markers and member data are small and come in the after-ready chunk
 * (afterReady.ts); the others are each their own chunk, downloaded only by a page that holds their elements.
 */
export const PAGE_FEATURES: readonly HostFeature[] = [
  { name: 'markers', selector: MARKER_SELECTOR, load: async () => markers },
  { name: 'memberData', selector: `[${MEMBER_DATA_ATTR}]`, load: async () => memberData },
  { name: 'uiEmbeds', selector: EMBED_SELECTOR, load: () => import('../ui/embeds/uiEmbeds') },
  { name: 'forums', selector: FORUM_SELECTOR, load: () => import('../host/forums') },
  { name: 'contentEmbeds', selector: INLINE_CONTENT_SELECTOR, load: () => import('../ui/embeds/contentEmbeds') },
];
