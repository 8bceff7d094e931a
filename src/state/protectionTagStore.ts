import { computed, signal } from '@preact/signals-react';
import type { RejectionTag } from '../core/access/protectionTag';
import { tokenMemberId } from './store';

/** The page's valid page-protection tag, or null; filled (and judged again) by the page protector. */
export const rejectionTag = signal<RejectionTag | null>(null);

/**
 * The member the host's server rendered this page (or this client-side route) for, as first known here: null for
 * a visitor, undefined until the first decision. Set by the page protector.
 */
export const pageViewer = signal<number | null | undefined>(undefined);

/**
 * Whether the session changed on this page since it was rendered (a login, a logout, another member): a refusal
 * tag then speaks of someone else, and only the server can judge the page again (docs/architecture.md).
 */
export const viewerChanged = computed(() => pageViewer.value !== undefined && pageViewer.value !== tokenMemberId.value);
