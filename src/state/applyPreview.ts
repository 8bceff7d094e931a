/**
 * Applies an audience preview for this page view (docs/architecture.md, "Previewing as an audience"). A lazy
 * chunk: state/startup.ts loads it only when session storage held a `memberspace.preview` entry. The preview lives in
 * memory only: this page view's token cookie and IndexedDB writes become no-ops (the real session, if any, stays
 * exactly as it was and comes back on the next page view), and state/startup.ts opens no channel to the other tabs.
 */
import type { Logger } from '../core/util/logger';
import { readPreview } from '../core/shell/previewEntry';
import type { Persistence } from './persist';
import { preview, tokens } from './store';
import type { TokenCookies } from './tokenCookies';

/** True when the entry is a usable preview, now in force; false (and logged) when it is ignored. */
export function applyPreview(raw: string, logger: Logger, cookies: TokenCookies, persist: Persistence, now = Date.now()): boolean {
  const read = readPreview(raw, now);
  if (!read || read === 'expired') {
    logger.log(read ? 'WARN' : 'ERROR', 'CORE', `Audience preview ignored: ${read || 'malformed'}`);
    return false;
  }
  const none = () => {};
  Object.assign(cookies, { write: none, remove: none });
  Object.assign(persist, { write: none, remove: none });
  // No refresh token: when the preview token runs out the exchange is refused and the page goes on as a visitor's.
  if (read.token) tokens.value = { accessToken: read.token, refreshToken: '', expiresAt: read.expiresAt };
  preview.value = { audience: read.audience, plan: read.plan, joinedDaysAgo: read.joinedDaysAgo };
  logger.log('LOG', 'CORE', `Audience preview: ${read.audience}`);
  return true;
}
