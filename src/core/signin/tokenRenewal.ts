import { decodeAccessToken, type Tokens } from './token';

/**
 * A session's token rules beyond reading a token (token.ts): what the session does with new tokens and with a refused
 * renewal. Apart, because only the session's chunk needs them (state/lazySession.ts).
 */

/**
 * The expiry is counted on the client's clock from when the token arrived, so a host whose clock is
 * off does not refresh on every call or never.
 */
export function tokensFrom(pair: { accessToken: string; refreshToken: string }, receivedAt: number): Tokens {
  const { lifetimeMs } = decodeAccessToken(pair.accessToken);
  return { ...pair, expiresAt: receivedAt + lifetimeMs };
}

/**
 * Whether the token exchange's failure refuses the refresh token, which cannot become valid again: a 4xx, except
 * a timeout (408), too early (425) and a rate limit (429), which say "not now" like a 5xx and leave the session.
 */
export const refusesToken = (status: number): boolean => status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429;
