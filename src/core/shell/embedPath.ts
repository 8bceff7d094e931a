import { sameOriginPath } from './path';

const MEMBER_PREFIX = '/member/';

/**
 * The /member/… path an iframe's src points at, resolved against the page (part 1 §2 "iframes pointing to
 * /member/ become embedded UI"); null for another origin, another path or no src. Query and hash are dropped:
 * member paths carry their state in the path.
 */
export function embedPathOf(src: string | null, base: string): string | null {
  if (!src) return null;
  const path = sameOriginPath(src, base);
  return path !== null && path.startsWith(MEMBER_PREFIX) ? path : null;
}
