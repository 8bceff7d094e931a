import { array, boolean, literal, number, string, type, union } from 'superstruct';
import { defineCall } from './call';

/** What login, registration, invitation, password reset and email confirmation answer (part 1 §3 Token). */
export const TokenPair = type({ accessToken: string(), refreshToken: string() });

export const PasswordLogin = type({ type: literal('password'), email: string(), password: string() });
export const MagicLogin = type({ type: literal('magic'), userId: number(), magicToken: string() });

export const login = defineCall({
  method: 'POST',
  path: '/sites/:s/login',
  auth: false,
  body: union([PasswordLogin, MagicLogin]),
  response: TokenPair,
});

export const exchangeToken = defineCall({
  method: 'POST',
  path: '/sites/:s/exchange-token',
  auth: false,
  body: type({ refreshToken: string() }),
  response: TokenPair,
});

/**
 * The memberspace claim inside the access token's payload, itself a JSON string (part 1 §3). The spec names
 * its keys only; each active membership carries what access decisions and drip gates read.
 */
export const MemberspaceClaim = type({
  activeMemberships: array(
    type({ planId: number(), publicPlanId: string(), type: string(), createdAt: string() }),
  ),
  hasActiveFreeMembership: boolean(),
  hasActivePaidMembership: boolean(),
});

/** The access token's payload as the widget reads it; the server may add claims of its own. */
export const AccessTokenPayload = type({ sub: string(), iat: number(), exp: number(), memberspace: string() });
