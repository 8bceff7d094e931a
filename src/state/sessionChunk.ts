/**
 * The session's chunk, which state/lazySession.ts loads: the session itself (state/session.ts) and the token cookies
 * it writes. Only a session needs them: one restored from the cookie or IndexedDB, one a sign-in begins, one another
 * tab tells of, an audience preview's.
 */
import { cookieDomainFor } from '../core/signin/cookies';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import { createSession, type SessionDeps } from './session';
import { createTokenCookies } from './tokenCookies';

export interface SessionChunkDeps extends Omit<SessionDeps, 'cookies'> {
  subdomain: string;
  /** The cookie domain the host page asked for (host/pageSettings.ts), or null. */
  pageCookieDomain: string | null;
}

export function startSession(deps: SessionChunkDeps) {
  const cookies = createTokenCookies(
    deps.subdomain,
    // Cross-subdomain only when the host page asks (part 1 §9): every subdomain's server then reads the tokens.
    () => cookieDomainFor(location.hostname, deps.pageCookieDomain),
    () => deps.logger.log('ERROR', 'CORE', LOG_TEXT.malformedCookie),
  );
  return { cookies, session: createSession({ ...deps, cookies }) };
}

export type SessionParts = ReturnType<typeof startSession>;
