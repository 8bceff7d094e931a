import { batch } from '@preact/signals-react';
import type { Bearer, Client } from '../api/client';
import type { TokenPair } from '../contract/auth';
import { exchangeToken } from '../contract/sessionCalls';
import { malformedAnswer } from '../core/texts/errors';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { Logger } from '../core/util/logger';
import { initialQuery } from '../core/util/query';
import { decodeAccessToken, isExpired, type Tokens } from '../core/signin/token';
import { refusesToken, tokensFrom } from '../core/signin/tokenRenewal';
import type { SessionMark } from './sessionMark';
import type { Persistence } from './persist';
import { SESSION_KEYS } from './persistedKeys';
import type { TabSync } from './tabs';
import type { TokenCookies } from './tokenCookies';
import { memberQuery, sessionExpired, tokenMemberId, tokens } from './store';

export interface SessionDeps {
  client: () => Client;
  logger: Logger;
  cookies: TokenCookies;
  persist: Persistence;
  mark: SessionMark;
  tabs: () => TabSync | null;
  /** Fetches the member: another subdomain's login replaced ours (followShared), and nobody here asked for it. */
  fetchMember?: () => void;
  now?: () => number;
}

/**
 * The session: tokens in (after login, registration, invitation, password reset, email confirmation, or
 * restored on load, or from another tab), bearer tokens out. The refresh is single-flight: every caller that
 * finds the token due while an exchange runs waits for that same exchange.
 *
 * A logout is final (docs/architecture.md, "Session, persistence and tabs"): each session has a generation, bumped
 * when it ends or another member's begins, and whatever was in flight for an earlier generation (a renewal, a member
 * answer) is dropped instead of writing its tokens or data back.
 */
export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  let refreshing: Promise<Bearer> | null = null;
  let generation = 0;

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

  /** Sets the tokens; another member's, or none (also when there was none: a renewal begun before is over), is a new generation. */
  function set(t: Tokens | null): void {
    const previousId = tokenMemberId.peek();
    tokens.value = t;
    if (t === null || tokenMemberId.peek() !== previousId) generation++;
  }

  /** Drops the session in this tab only: its tokens and its member. */
  const forget = () =>
    batch(() => {
      set(null);
      memberQuery.value = initialQuery();
    });

  /** Drops the session here and, unless another tab told us, everywhere. */
  function end(broadcast = true): void {
    const had = tokens.peek() !== null;
    forget();
    deps.mark.ended();
    deps.cookies.remove();
    for (const key of SESSION_KEYS) deps.persist.remove(key); // the session's data goes with it (state/persistedKeys.ts)
    if (broadcast && had) deps.tabs()?.post({ kind: 'tokens', tokens: null });
  }

  function keep(t: Tokens, broadcast: boolean, renewal = false): void {
    set(t);
    deps.cookies.write(t);
    // 'shared' only once the shared cookie reads back: where cookies are blocked, IndexedDB stays the session's copy.
    if (deps.cookies.shared() && deps.cookies.read()?.refreshToken === t.refreshToken) deps.mark.shared();
    else deps.mark.kept();
    deps.persist.write('tokens', t);
    if (broadcast) deps.tabs()?.post({ kind: 'tokens', tokens: t, ...(renewal ? { renewal } : {}) });
  }

  /**
   * New tokens from the server; false when the access token cannot be deserialized. Such an answer is garbage
   * (a proxy, a broken deploy), not a logout: the session there was stays, as on any other malformed answer.
   */
  function accept(pair: typeof TokenPair.TYPE, renewal = false): boolean {
    if (!deserializable(pair.accessToken)) return false;
    const previousId = tokenMemberId.peek();
    batch(() => {
      sessionExpired.value = false;
      keep(tokensFrom(pair, now()), true, renewal);
      // A different member's tokens: the previous member's data is not theirs to see.
      if (previousId !== null && previousId !== tokenMemberId.peek()) memberQuery.value = initialQuery();
    });
    return true;
  }

  /** Tokens found in the cookie on load. */
  function restore(t: Tokens): boolean {
    if (!deserializable(t.accessToken)) {
      end(false);
      return false;
    }
    keep(t, false);
    return true;
  }

  /**
   * IndexedDB's copy of the tokens, used when the cookie is gone (Safari's 7-day cap): not after a logout, whose
   * removal from IndexedDB a tab closed at once may never have committed.
   */
  function restorePersisted(t: Tokens): boolean {
    if (deps.mark.read() === 'ended') {
      deps.persist.remove('tokens');
      return false;
    }
    return restore(t);
  }

  /** Whether the shared cookie holds another session than this tab's (not one of its own renewals). */
  const holdsAnother = (shared: Tokens | null): boolean => shared !== null && shared.refreshToken !== tokens.peek()?.refreshToken;

  /**
   * What another tab announced: its login, refresh or logout becomes ours at once. A renewal never starts a
   * session: in a tab that logged out, it is one that crossed the logout (the other tab learns of it next).
   * `late`: a message taken once this chunk had loaded (state/lazySession.ts), when this tab had no session of its own.
   */
  function adopt(t: Tokens | null, renewal = false, late = false): void {
    // A logout there: that tab removed the cookie, IndexedDB's copy and the mark, which the tabs share, before it told
    // us. They go again here when a renewal of ours may have landed since and written them back (the cookie holds our
    // refresh token, or none); not when it holds another session's (a login in a third tab since), nor for a message
    // taken late: this tab renewed nothing meanwhile, and what the tabs share may be a later login's by now.
    if (!t) {
      if (late || holdsAnother(deps.cookies.read())) forget();
      else end(false);
    } else if (renewal && !tokens.peek()) return;
    else if (deserializable(t.accessToken)) set(t);
  }

  /**
   * With a cookie shared by subdomains, the cookie is the session (state/sessionMark.ts): another subdomain's
   * logout removed it, its login or renewal rewrote it, and neither reaches this origin's tabs. So before this
   * tab uses or renews its tokens, it follows the cookie: none ends the session here too (never writing it back),
   * other tokens replace ours (a renewal there spent our refresh token).
   */
  function followShared(): void {
    const current = tokens.peek();
    if (!current || deps.mark.read() !== 'shared') return;
    const shared = deps.cookies.read();
    if (!shared) return end();
    if (shared.refreshToken === current.refreshToken || !deserializable(shared.accessToken)) return;
    const previousId = tokenMemberId.peek();
    batch(() => keep(shared, true, true));
    if (previousId === tokenMemberId.peek()) return;
    memberQuery.value = initialQuery();
    deps.fetchMember?.();
  }

  async function refresh(current: Tokens): Promise<Bearer> {
    const asked = generation;
    const result = await deps.client()(exchangeToken, { body: { refreshToken: current.refreshToken } });
    // Another subdomain may have logged out or renewed while the exchange ran (see followShared).
    followShared();
    // The session ended (or another member's began) while the exchange ran: its answer must not bring it back.
    if (generation !== asked) return null;
    // Another tab may have refreshed meanwhile: its rotation spent our refresh token, its tokens are good.
    const latest = tokens.peek();
    if (latest && latest !== current && !isExpired(latest, now())) return latest.accessToken;
    if (result.ok) return accept(result.data, true) ? (tokens.peek()?.accessToken ?? null) : { unavailable: malformedAnswer() };
    // A refused refresh token cannot become valid again: the session ends cleanly (docs/architecture.md).
    if (refusesToken(result.error.status)) {
      sessionExpired.value = tokens.peek() !== null; // the member did not ask for this: the UI asks to log in again
      deps.logger.log('WARN', 'CORE', `${LOG_TEXT.sessionRefused} (HTTP ${result.error.status})`);
      end();
      return null;
    }
    // Not renewable right now (network, timeout, 408/425/429, 5xx): the member stays a member.
    return { unavailable: result.error };
  }

  /**
   * The bearer token, refreshed first when due (or when `force`d after a 401). When the renewal fails for now, a
   * token still inside its own lifetime (only the 10 s margin made it due) is still sent; one the server refused
   * (forced) or that has run out is not: the call fails with the renewal's error.
   */
  async function getToken(force = false): Promise<Bearer> {
    followShared();
    const current = tokens.peek();
    if (!current) return null;
    if (!force && !isExpired(current, now())) return current.accessToken;
    const renewed = await (refreshing ??= refresh(current).finally(() => {
      refreshing = null;
    }));
    const stillValid = !force && tokens.peek() === current && !isExpired(current, now(), 0);
    return renewed !== null && typeof renewed === 'object' && stillValid ? current.accessToken : renewed;
  }

  /** The member id of the current access token, or null. */
  const memberId = (): number | null => tokenMemberId.peek();

  /** The session's generation: bumped when it ends or another member's begins (what in-flight answers must match). */
  const currentGeneration = (): number => generation;

  return { accept, restore, restorePersisted, adopt, end, followShared, getToken, memberId, generation: currentGeneration };
}

export type SessionCore = ReturnType<typeof createSession>;
