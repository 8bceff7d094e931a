import { signal } from '@preact/signals-react';
import type { RejectionTag } from '../core/protectionTag';

/** The page's valid page-protection tag, or null; filled by the page protector. */
export const rejectionTag = signal<RejectionTag | null>(null);
