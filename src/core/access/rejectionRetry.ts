import { REJECTION_RETRY_SKIP_MS } from '../constants';

export interface RejectionRetryInput {
  /** token-id of the page-protection tag: the token the server saw when it refused the page. */
  tagTokenId: string;
  /** Id of the access token the widget holds now, or null. */
  tokenId: string | null;
  loggedIn: boolean;
  /** When the widget last reloaded the page for this, epoch ms, or null. */
  lastReloadAt: number | null;
  /** The session changed on this page since the server rendered it (a login here). */
  viewerChanged?: boolean;
  now: number;
}

/**
 * Rejection tag retry (part 1 §2): "The page reloads once if the token id differs from the rejection tag
 * token id and the user is not logged in, unless the last fetch was under 15 seconds ago." Otherwise the screen
 * shows a general error and a refresh button. A reload time in the future (the clock was set back) counts as
 * old rather than blocking reloads until the clock catches up; the reload then stores the new time.
 * Ours besides (issue 19): a member who logged in on the page since the server refused it gets the same one reload,
 * so that the server renders the page for them; the 15 s window still applies.
 */
export function shouldReloadForRejection({ tagTokenId, tokenId, loggedIn, lastReloadAt, viewerChanged = false, now }: RejectionRetryInput): boolean {
  if ((loggedIn && !viewerChanged) || (tokenId ?? '') === tagTokenId) return false;
  return lastReloadAt === null || now - lastReloadAt >= REJECTION_RETRY_SKIP_MS || now < lastReloadAt;
}
