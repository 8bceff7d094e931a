import { describe, expect, it } from 'vitest';
import { decodeAccessToken, isExpired } from '../../src/core/signin/token';
import { tokensFrom } from '../../src/core/signin/tokenRenewal';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claim = {
  activeMemberships: [{ planId: 1, publicPlanId: 'p1', type: 'free', createdAt: '2026-01-01T00:00:00Z' }],
  hasActiveFreeMembership: true,
  hasActivePaidMembership: false,
};
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;

describe('access token (part 1 §3, §9)', () => {
  it('decodes the memberspace claim, itself JSON', () => {
    const decoded = decodeAccessToken(jwt({ sub: '5', iat: 100, exp: 3700, memberspace: JSON.stringify(claim) }));
    expect(decoded.memberId).toBe('5');
    expect(decoded.claim).toEqual(claim);
    expect(decoded.lifetimeMs).toBe(3_600_000);
  });
  it('counts a lifetime of exp minus iat, at least 30 s', () => {
    expect(decodeAccessToken(jwt({ sub: '5', iat: 100, exp: 105, memberspace: JSON.stringify(claim) })).lifetimeMs).toBe(30_000);
  });
  it('throws on a token that cannot be deserialized', () => {
    for (const bad of ['', 'abc', 'a.b.c', jwt({ sub: '5' }), jwt({ sub: '5', iat: 1, exp: 2, memberspace: '{not json' })]) {
      expect(() => decodeAccessToken(bad)).toThrow();
    }
  });
  it('expires with the 10 s margin on the client clock', () => {
    const t = tokensFrom({ accessToken: jwt({ sub: '5', iat: 0, exp: 60, memberspace: JSON.stringify(claim) }), refreshToken: 'r' }, 1_000_000);
    expect(t.expiresAt).toBe(1_060_000);
    expect(isExpired(t, 1_049_999)).toBe(false);
    expect(isExpired(t, 1_050_000)).toBe(true);
  });

  it("reads the token's id (jti), compared with a page-protection tag's token-id; null without one", () => {
    const withId = jwt({ sub: '5', iat: 0, exp: 60, memberspace: JSON.stringify(claim), jti: 'abc-123' });
    expect(decodeAccessToken(withId).tokenId).toBe('abc-123');
    expect(decodeAccessToken(jwt({ sub: '5', iat: 0, exp: 60, memberspace: JSON.stringify(claim) })).tokenId).toBeNull();
  });
});
