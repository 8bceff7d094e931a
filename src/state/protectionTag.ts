import { signal } from '@preact/signals-react';

/** The page-protection tag's attributes (part 1 §3: reason, token-id, time), once read and found valid. */
export interface RejectionTag {
  tokenId: string;
  reason: string;
  /** Epoch ms. */
  time: number;
}

/** The page's valid page-protection tag, or null; filled by the page-protection layer. */
export const rejectionTag = signal<RejectionTag | null>(null);
