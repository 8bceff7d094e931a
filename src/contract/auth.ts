import { number, string, type, union } from 'superstruct';
import { maybe } from './common';

/**
 * What login, registration, invitation, password reset and email confirmation answer (part 1 §3 Token:
 * refreshToken, accessToken, expiresAt). expiresAt's form is not shown (an ISO date or a number) and the widget
 * does not read it: the expiry is the token's own exp − iat (part 1 §9), counted on the client's clock.
 */
export const TokenPair = type({ accessToken: string(), refreshToken: string(), expiresAt: maybe(union([string(), number()])) });

/** The token exchange's body (contract/bootCalls.ts). */
export const ExchangeTokenBody = type({ refreshToken: string() });
