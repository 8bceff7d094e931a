import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AccessTokenPayload, MemberspaceClaim } from '../../src/contract/token';
import { isAccessTokenPayload, isClaim } from '../../src/core/signin/token';

/**
 * The boot path reads tokens with hand-written guards (core/signin/token.ts), since superstruct left the boot chunk
 * (issue 38): each must say what the struct it replaced says (`create`, as the widget called it: coerced, then checked).
 */
const byStruct = (value: unknown, struct: Struct<any, any>) => validate(value, struct, { coerce: true })[0] === undefined;

const membership = { planId: 3, publicPlanId: 'pro', type: 'subscription', createdAt: '2026-01-02' };
const claim = { activeMemberships: [membership], hasActiveFreeMembership: false, hasActivePaidMembership: true };
const payload = { sub: '12', iat: 1000, exp: 4600, memberspace: JSON.stringify(claim), jti: 't-1', site: 'demo' };

/** Every key of `base` absent, null, and of each other JSON type: most are wrong, some (optional keys) are not. */
function variants(base: Record<string, unknown>): unknown[] {
  const others = [undefined, null, 0, Number.NaN, '', 'x', true, [], {}, [1]];
  const out: unknown[] = [];
  for (const key of Object.keys(base)) {
    for (const other of others) out.push({ ...base, [key]: other });
    const { [key]: _, ...without } = base;
    out.push(without);
  }
  return out;
}

const NOT_OBJECTS = [null, undefined, 0, 'x', true, [], [payload], Number.NaN];

describe('token guards give the contract structs verdicts', () => {
  it('the access token payload', () => {
    const cases = [payload, { ...payload, extra: 1 }, { sub: '1', iat: 1, exp: 2, memberspace: '{}' }, ...variants(payload), ...NOT_OBJECTS];
    const verdicts = cases.map((c) => [isAccessTokenPayload(c), byStruct(c, AccessTokenPayload)]);
    for (const [i, [guard, struct]] of verdicts.entries()) expect(guard, JSON.stringify(cases[i])).toBe(struct);
    // Both answers occur, so the comparison proves something.
    expect(new Set(verdicts.map(([g]) => g))).toEqual(new Set([true, false]));
  });

  it('the memberspace claim and its memberships', () => {
    const cases = [
      claim,
      { ...claim, activeMemberships: [] },
      { ...claim, activeMemberships: [membership, membership] },
      ...variants(claim),
      ...variants(membership).map((m) => ({ ...claim, activeMemberships: [membership, m] })),
      { ...claim, activeMemberships: [null] },
      { ...claim, activeMemberships: [[membership]] },
      ...NOT_OBJECTS,
    ];
    const verdicts = cases.map((c) => [isClaim(c), byStruct(c, MemberspaceClaim)]);
    for (const [i, [guard, struct]] of verdicts.entries()) expect(guard, JSON.stringify(cases[i])).toBe(struct);
    expect(new Set(verdicts.map(([g]) => g))).toEqual(new Set([true, false]));
  });
});
