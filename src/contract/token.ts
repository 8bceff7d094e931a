import { array, boolean, number, optional, string, type } from 'superstruct';

/**
 * The access token's payload and its memberspace claim (part 1 §3) as structs, for the fixture server's tests. The
 * widget reads a token at every boot with core/signin/token.ts's hand-written guards instead (superstruct is not in
 * the boot chunk); test/unit/tokenShape.test.ts proves they give these structs' verdicts.
 */
export const MemberspaceClaim = type({
  activeMemberships: array(type({ planId: number(), publicPlanId: string(), type: string(), createdAt: string() })),
  hasActiveFreeMembership: boolean(),
  hasActivePaidMembership: boolean(),
});

export const AccessTokenPayload = type({
  sub: string(),
  iat: number(),
  exp: number(),
  memberspace: string(),
  jti: optional(string()),
  site: optional(string()),
});
