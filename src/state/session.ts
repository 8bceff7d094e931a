import { batch } from '@preact/signals-react';
import type { Client } from '../api/client';
import { exchangeToken, type TokenPair } from '../contract/auth';
import { LOG_TEXT } from '../core/logMessages';
import type { Logger } from '../core/logger';
import { initialQuery } from '../core/query';
import { decodeAccessToken, isExpired, tokensFrom, type Tokens } from '../core/token';
import type { Persistence } from './persist';
import type { TabSync } from './tabs';
import type { TokenCookies } from './tokenCookies';
import { memberQuery, sessionExpired, tokenMemberId, tokens } from './store';

export interface SessionDeps {
  client: () => Client;
  logger: Logger;
  cookies: TokenCookies;
  persist: Persistence;
  tabs: () => TabSync | null;
  now?: () => number;
}

/**
 * The session: tokens in (after login, registration, invitation, password reset, email confirmation, or
 * restored on load, or from another tab), bearer tokens out. The refresh is single-flight: every caller that
 * finds the token due while an exchange runs waits for that same exchange.
 */
export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  let refreshing: Promise<string | null> | null = null;

  /** Whether the access token can be deserialized; one that cannot is logged (part 1 §8). */
  const deserializable = (accessToken: string): boolean => {
    try {
      decodeAccessToken(accessToken);
      return true;
    } catch (error) {
      deps.logger.log('ERROR', 'CORE', LOG_TEXT.cannotDeserializeToken, String(error));
      return false;
    }
  };

  /** Drops the session here and, unless another tab told us, everywhere. */
  function end(broadcast = true): void {
    const had = tokens.peek() !== null;
    batch(() => {
      tokens.value = null;
      memberQuery.value = initialQuery();
    });
    deps.cookies.remove();
    deps.persist.remove('tokens');
    deps.persist.remove('member');
    deps.persist.remove('abandonedSignup'); // the reminder's state goes with the session (part 2 §4)
    if (broadcast && had) deps.tabs()?.post({ kind: 'tokens', tokens: null });
  }

  function keep(t: Tokens, broadcast: boolean): void {
    tokens.value = t;
    deps.cookies.write(t);
    deps.persist.write('tokens', t);
    if (broadcast) deps.tabs()?.post({ kind: 'tokens', tokens: t });
  }

  /**
   * New tokens from the server; false when the access token cannot be deserialized. Such an answer is garbage
   * (a proxy, a broken deploy), not a logout: the session there was stays, as on any other malformed answer.
   */
  function accept(pair: typeof TokenPair.TYPE): boolean {
    if (!deserializable(pair.accessToken)) return false;
    const previousId = tokenMemberId.peek();
    batch(() => {
      sessionExpired.value = false;
      keep(tokensFrom(pair, now()), true);
      // A different member's tokens: the previous member's data is not theirs to see.
      if (previousId !== null && previousId !== tokenMemberId.peek()) memberQuery.value = initialQuery();
    });
    return true;
  }

  /** Tokens found in a cookie or IndexedDB on load. */
  function restore(t: Tokens): boolean {
    if (!deserializable(t.accessToken)) {
      end(false);
      return false;
    }
    keep(t, false);
    return true;
  }

  /** What another tab announced: its login, refresh or logout becomes ours at once. */
  function adopt(t: Tokens | null): void {
    if (!t) end(false);
    else if (deserializable(t.accessToken)) tokens.value = t;
  }

  async function refresh(current: Tokens): Promise<string | null> {
    const result = await deps.client()(exchangeToken, { body: { refreshToken: current.refreshToken } });
    // Another tab may have refreshed meanwhile: its rotation spent our refresh token, its tokens are good.
    const latest = tokens.peek();
    if (latest && latest !== current && !isExpired(latest, now())) return latest.accessToken;
    if (result.ok) return accept(result.data) ? tokens.peek()?.accessToken ?? null : null;
    // A refused refresh token cannot become valid again: the session ends cleanly (docs/architecture.md).
    if (result.error.status >= 400 && result.error.status < 500) {
      sessionExpired.value = tokens.peek() !== null; // the member did not ask for this: the UI asks to log in again
      deps.logger.log('WARN', 'CORE', `${LOG_TEXT.sessionRefused} (HTTP ${result.error.status})`);
      end();
    }
    return null;
  }

  /** The bearer token, refreshed first when due (or when `force`d after a 401). */
  function getToken(force = false): Promise<string | null> {
    const current = tokens.peek();
    if (!current) return Promise.resolve(null);
    if (!force && !isExpired(current, now())) return Promise.resolve(current.accessToken);
    return (refreshing ??= refresh(current).finally(() => {
      refreshing = null;
    }));
  }

  /** The member id of the current access token, or null. */
  const memberId = (): number | null => tokenMemberId.peek();

  return { accept, restore, adopt, end, getToken, memberId };
}

export type Session = ReturnType<typeof createSession>;
