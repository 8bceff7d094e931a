import { batch } from '@preact/signals-react';
import type { Client } from '../api/client';
import { login as loginCall, exchangeToken } from '../contract/auth';
import { getCurrentMember } from '../contract/member';
import { malformedAnswer, type ApiError } from '../core/errors';
import { isExpired, tokensFrom, type Tokens } from '../core/token';
import { member, tokens } from './store';

/**
 * Session: tokens in, member out. The refresh is single-flight: every caller that finds the token
 * due while an exchange is running waits for that same exchange.
 */
export function createSession(client: () => Client, now: () => number = Date.now) {
  let refreshing: Promise<string | null> | null = null;

  function store(pair: { accessToken: string; refreshToken: string }): boolean {
    try {
      tokens.value = tokensFrom(pair, now());
      return true;
    } catch {
      end();
      return false;
    }
  }

  function end(): void {
    batch(() => {
      tokens.value = null;
      member.value = null;
    });
  }

  async function refresh(current: Tokens): Promise<string | null> {
    const result = await client()(exchangeToken, { body: { refreshToken: current.refreshToken } });
    if (result.ok && store(result.data)) return tokens.value?.accessToken ?? null;
    // A refused refresh token cannot become valid again: the session ends cleanly.
    if (!result.ok && result.error.status >= 400 && result.error.status < 500) end();
    return null;
  }

  async function getToken(): Promise<string | null> {
    const current = tokens.peek();
    if (!current) return null;
    if (!isExpired(current, now())) return current.accessToken;
    refreshing ??= refresh(current).finally(() => (refreshing = null));
    return refreshing;
  }

  async function loadMember(): Promise<ApiError | null> {
    const result = await client()(getCurrentMember);
    if (result.ok) {
      member.value = result.data;
      return null;
    }
    if (result.error.status === 401) end();
    return result.error;
  }

  async function logIn(email: string, password: string): Promise<ApiError | null> {
    const result = await client()(loginCall, { body: { type: 'password', email, password } });
    if (!result.ok) return result.error;
    if (!store(result.data)) return malformedAnswer();
    return loadMember();
  }

  return { getToken, logIn, logOut: end, loadMember };
}

export type Session = ReturnType<typeof createSession>;
