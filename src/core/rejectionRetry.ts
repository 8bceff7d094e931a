import { REJECTION_RETRY_SKIP_MS } from './constants';

export interface RejectionRetryInput {
  /** token-id of the page-protection tag: the token the server saw when it refused the page. */
  tagTokenId: string;
  /** Id of the access token the widget holds now, or null. */
  tokenId: string | null;
  loggedIn: boolean;
  /** When the widget last reloaded the page for this, epoch ms, or null. */
  lastReloadAt: number | null;
  now: number;
}

/**
 * Rejection tag retry (part 1 §2): "The page reloads once if the token id differs from the rejection tag
 * token id and the user is not logged in, unless the last fetch was under 15 seconds ago." Otherwise the screen
 * shows a general error and a refresh button. A reload time in the future (the clock was set back) counts as
old rather than blocking reloads until the clock catches up; the reload then stores the new time.
 */
export function shouldReloadForRejection({ tagTokenId, tokenId, loggedIn, lastReloadAt, now }: RejectionRetryInput): boolean {
  if (loggedIn || (tokenId ?? '') === tagTokenId) return false;
  return lastReloadAt === null || now - lastReloadAt >= REJECTION_RETRY_SKIP_MS || now < lastReloadAt;
}
