import { TOKEN_MARGIN_S, TOKEN_MIN_LIFETIME_S } from '../bootConstants';

/*
 * The token's shapes are checked by hand, not with the contract's superstruct: the access token is read from the
 * cookie at every boot, and superstruct is not in the boot chunk (contract/chunk.ts). The rules are superstruct's
 * type(), string(), number() and optional() ones: test/unit/tokenShape.test.ts proves the same verdicts as the
 * structs these replace (contract/token.ts, which the fixture server's tests use).
 */

/** An object, arrays excluded (superstruct's type()); its keys are read as `value[key]`, as type() reads them. */
const isObjectOf = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const isOptionalString = (v: unknown): v is string | undefined => v === undefined || typeof v === 'string';

/** One active membership in the claim: what access decisions and drip gates read. */
export interface ClaimMembership {
  planId: number;
  publicPlanId: string;
  type: string;
  createdAt: string;
}

/**
 * The memberspace claim inside the access token's payload, itself a JSON string (part 1 §3). The spec names
 * its keys only; each active membership carries what access decisions and drip gates read.
 */
export interface Claim {
  activeMemberships: ClaimMembership[];
  hasActiveFreeMembership: boolean;
  hasActivePaidMembership: boolean;
}

const isClaimMembership = (v: unknown): v is ClaimMembership =>
  isObjectOf(v) && isNumber(v.planId) && typeof v.publicPlanId === 'string' && typeof v.type === 'string' && typeof v.createdAt === 'string';

export const isClaim = (v: unknown): v is Claim =>
  isObjectOf(v) &&
  Array.isArray(v.activeMemberships) &&
  v.activeMemberships.every(isClaimMembership) &&
  typeof v.hasActiveFreeMembership === 'boolean' &&
  typeof v.hasActivePaidMembership === 'boolean';

/** The access token's payload as the widget reads it; the server may add claims of its own. */
export interface AccessTokenPayload {
  sub: string;
  iat: number;
  exp: number;
  memberspace: string;
  /** The token's own id: what a server-side page-protection tag names as its token-id. */
  jti?: string;
  /** The subdomain the token was issued for; a token is only accepted by its own site. */
  site?: string;
}

export const isAccessTokenPayload = (v: unknown): v is AccessTokenPayload =>
  isObjectOf(v) &&
  typeof v.sub === 'string' &&
  isNumber(v.iat) &&
  isNumber(v.exp) &&
  typeof v.memberspace === 'string' &&
  isOptionalString(v.jti) &&
  isOptionalString(v.site);

export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch ms on the client's clock. */
  readonly expiresAt: number;
}

/** The shape of stored tokens (cookie, IndexedDB, another tab's message): anything else is not ours. */
export const isTokens = (v: unknown): v is Tokens =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Tokens).accessToken === 'string' &&
  typeof (v as Tokens).refreshToken === 'string' &&
  typeof (v as Tokens).expiresAt === 'number';

export interface DecodedToken {
  readonly memberId: string;
  /** The token's id (`jti`), or null when it has none. */
  readonly tokenId: string | null;
  readonly claim: Claim;
  /** exp minus iat, at least 30 s (part 1 §9). */
  readonly lifetimeMs: number;
}

/** A JWT part's JSON (base64url, UTF-8); throws when it is not one. */
export function base64UrlJson(part: string): unknown {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Reads the access token's payload and its memberspace claim; throws when it cannot be deserialized. */
export function decodeAccessToken(token: string): DecodedToken {
  const [, payloadPart] = token.split('.');
  if (!payloadPart) throw new Error('cannot deserialize the token');
  const payload = base64UrlJson(payloadPart);
  if (!isAccessTokenPayload(payload)) throw new Error('not an access token payload');
  const claim: unknown = JSON.parse(payload.memberspace);
  if (!isClaim(claim)) throw new Error('not a memberspace claim');
  const lifetimeS = Math.max(payload.exp - payload.iat, TOKEN_MIN_LIFETIME_S);
  return { memberId: payload.sub, tokenId: payload.jti || null, claim, lifetimeMs: lifetimeS * 1000 };
}

/** The member an access token names, or null when it cannot be deserialized. */
export function memberIdIn(accessToken: string): string | null {
  try {
    return decodeAccessToken(accessToken).memberId;
  } catch {
    return null;
  }
}

export const isExpired = (tokens: Tokens, now: number, marginS = TOKEN_MARGIN_S): boolean => now >= tokens.expiresAt - marginS * 1000;
