import { PAGE_PROTECTION_CLOCK_TOLERANCE_MS } from './constants';

/** The element a server-side protection plugin renders when it refuses a page (fixtures/site/README.md). */
export const PROTECTION_TAG = 'ms-content-access-denied';

/** Content access denied reasons (part 1 §4); the tag's reason must be one of them. */
export const DENIED_REASONS: readonly string[] = [
  'not_authenticated',
  'token_stale',
  'no_matching_plan',
  'expired_plan',
  'drip_restricted',
  'not_yet_available',
  'no_longer_available',
  'not_allowed',
];

/** A tag's attributes as found on the page (null: attribute missing). */
export interface TagAttributes {
  reason: string | null;
  tokenId: string | null;
  time: string | null;
}

export interface RejectionTag {
  tokenId: string;
  reason: string;
  /** Epoch ms. */
  time: number;
}

/**
 * The page-protection tag, if it counts (part 1 §5): ignored when there is more than one, when its time is
 * not a date, when that time is more than 5 minutes from the client's clock (a cached page), or when its
 * reason is unknown.
 */
export function validTag(tags: readonly TagAttributes[], now: number): RejectionTag | null {
  if (tags.length !== 1) return null;
  const [tag] = tags as [TagAttributes];
  const time = tag.time ? Date.parse(tag.time) : Number.NaN;
  if (Number.isNaN(time) || Math.abs(now - time) > PAGE_PROTECTION_CLOCK_TOLERANCE_MS) return null;
  if (!tag.reason || !DENIED_REASONS.includes(tag.reason)) return null;
  return { tokenId: tag.tokenId ?? '', reason: tag.reason, time };
}
