import { EMBED_SELECTOR, MARKER_SELECTOR, MEMBER_DATA_ATTR } from '../core/hostAttributes';
import type { HostFeature } from './features';
import { FORUM_SELECTOR } from './forums/selector';
import { INLINE_CONTENT_SELECTOR } from './contentSelector';

/**
 * The host-page features loaded on demand (GUIDE: host layer), each by the elements it needs. The selectors
 * are all that sits in the boot path; each module is its own chunk.
 */
export const HOST_FEATURES: readonly HostFeature[] = [
  { name: 'markers', selector: MARKER_SELECTOR, load: () => import('./markers') },
  { name: 'memberData', selector: `[${MEMBER_DATA_ATTR}]`, load: () => import('./memberData') },
  { name: 'uiEmbeds', selector: EMBED_SELECTOR, load: () => import('./uiEmbeds') },
  { name: 'forums', selector: FORUM_SELECTOR, load: () => import('./forums') },
  { name: 'contentEmbeds', selector: INLINE_CONTENT_SELECTOR, load: () => import('./contentEmbeds') },
];
