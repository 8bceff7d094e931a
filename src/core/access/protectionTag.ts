import { PAGE_PROTECTION_CLOCK_TOLERANCE_MS } from '../bootConstants';

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
 * The page-protection tag, if it counts (part 1 §5), or why the page's tag(s) were ignored (for the log; null
 * when there is none): ignored when there is more than one, when its time is not a date, when that time is more
 * than 5 minutes from the client's clock (a cached page), or when its reason is unknown.
 */
export function checkTag(tags: readonly TagAttributes[], now: number): { tag: RejectionTag | null; ignored: string | null } {
  const ignored = (why: string) => ({ tag: null, ignored: `Page-protection tag ignored: ${why}` });
  if (tags.length === 0) return { tag: null, ignored: null };
  if (tags.length > 1) return ignored(`${tags.length} tags on the page`);
  const [tag] = tags as [TagAttributes];
  const time = tag.time ? Date.parse(tag.time) : Number.NaN;
  if (Number.isNaN(time)) return ignored(`its time "${tag.time ?? ''}" is not a date`);
  if (Math.abs(now - time) > PAGE_PROTECTION_CLOCK_TOLERANCE_MS)
    return ignored(`its time is more than ${PAGE_PROTECTION_CLOCK_TOLERANCE_MS / 60_000} minutes from this clock`);
  if (!tag.reason || !DENIED_REASONS.includes(tag.reason)) return ignored(`unknown reason "${tag.reason ?? ''}"`);
  return { tag: { tokenId: tag.tokenId ?? '', reason: tag.reason, time }, ignored: null };
}
