import { describe, expect, it } from 'vitest';
import { MARKER_CLOAK_CSS } from '../../src/core/access/cloak';
import { markerVisible, parseMarker, type Marker } from '../../src/core/access/markers';
import { userPasses } from '../../src/core/access/access';
import type { Claim } from '../../src/core/signin/token';

const plan = (planId: number, publicPlanId: string, type = 'subscription') => ({ planId, publicPlanId, type, createdAt: '2024-01-01T00:00:00Z' });
const claim = (over: Partial<Claim> = {}): Claim => ({
  activeMemberships: [],
  hasActiveFreeMembership: false,
  hasActivePaidMembership: false,
  ...over,
});
const rule = (over: Partial<Marker['rule']> = {}) => ({
  authenticatedUsers: false,
  freeMemberships: false,
  paidMemberships: false,
  planIds: [],
  publicPlanIds: [],
  ...over,
});

describe('direct content protection attribute (part 1 §5): "exactly one of show-for or hide-for; lowercased; plan ids (numeric) or public plan ids (text) in parentheses, and keywords"', () => {
  const valid: [string | null, string | null, Marker][] = [
    ['auth', null, { rule: rule({ authenticatedUsers: true }), negate: false }],
    ['free', null, { rule: rule({ freeMemberships: true }), negate: false }],
    ['paid', null, { rule: rule({ paidMemberships: true }), negate: false }],
    ['free, paid', null, { rule: rule({ freeMemberships: true, paidMemberships: true }), negate: false }],
    ['free paid', null, { rule: rule({ freeMemberships: true, paidMemberships: true }), negate: false }],
    ['AUTH', null, { rule: rule({ authenticatedUsers: true }), negate: false }],
    ['  Auth  ', null, { rule: rule({ authenticatedUsers: true }), negate: false }],
    ['(sub01)', null, { rule: rule({ publicPlanIds: ['sub01'] }), negate: false }],
    ['(SUB01)', null, { rule: rule({ publicPlanIds: ['sub01'] }), negate: false }],
    ['(1003)', null, { rule: rule({ planIds: [1003] }), negate: false }],
    ['(1002, multi01)', null, { rule: rule({ planIds: [1002], publicPlanIds: ['multi01'] }), negate: false }],
    ['( 1002 ,multi01 )', null, { rule: rule({ planIds: [1002], publicPlanIds: ['multi01'] }), negate: false }],
    ['free, (1003)', null, { rule: rule({ freeMemberships: true, planIds: [1003] }), negate: false }],
    ['(1003) paid', null, { rule: rule({ paidMemberships: true, planIds: [1003] }), negate: false }],
    [null, 'auth', { rule: rule({ authenticatedUsers: true }), negate: true }],
    [null, '(sub01)', { rule: rule({ publicPlanIds: ['sub01'] }), negate: true }],
  ];
  it.each(valid)('show-for=%j hide-for=%j', (show, hide, marker) => {
    expect(parseMarker(show, hide)).toEqual({ ok: true, marker });
  });

  const invalid: [string | null, string | null, string][] = [
    ['auth', 'auth', 'both data-ms-show-for and data-ms-hide-for'],
    ['', '', 'both data-ms-show-for and data-ms-hide-for'],
    [null, null, 'neither data-ms-show-for nor data-ms-hide-for'],
    ['', null, 'empty rule'],
    ['  , ', null, 'empty rule'],
    [null, '', 'empty rule'],
    ['()', null, 'empty plan list'],
    ['(sub01', null, 'unbalanced parentheses'],
    ['sub01)', null, 'unbalanced parentheses'],
    ['((sub01))', null, 'unbalanced parentheses'],
    ['members', null, 'unknown keyword "members"'],
    ['sub01', null, 'unknown keyword "sub01"'],
    ['(sub 01!)', null, 'invalid plan id "01!"'],
    ['constructor', null, 'unknown keyword "constructor"'],
  ];
  it.each(invalid)('parse error: show-for=%j hide-for=%j → %s', (show, hide, error) => {
    expect(parseMarker(show, hide)).toEqual({ ok: false, error });
  });
});

describe('marker decision (part 1 §4: "A rule can be negated (hide-for) so that content hides when it is satisfied")', () => {
  const visitor = null;
  const free = claim({ hasActiveFreeMembership: true, activeMemberships: [plan(1001, 'free01', 'free')] });
  const paid = claim({ hasActivePaidMembership: true, activeMemberships: [plan(1003, 'sub01'), plan(1004, 'multi01', 'multi_payment')] });
  const trial = claim({ hasActivePaidMembership: true, activeMemberships: [plan(1003, 'sub01')] });
  const noPlan = claim();
  const viewers = { visitor, free, paid, trial, noPlan };
  // The /content-embeds markers, with who sees each.
  const table: [string | null, string | null, (keyof typeof viewers)[]][] = [
    ['auth', null, ['free', 'paid', 'trial', 'noPlan']],
    ['free', null, ['free']],
    ['paid', null, ['paid', 'trial']],
    ['free, paid', null, ['free', 'paid', 'trial']],
    ['(sub01)', null, ['paid', 'trial']],
    ['(1003)', null, ['paid', 'trial']],
    ['(1002, multi01)', null, ['paid']],
    ['AUTH', null, ['free', 'paid', 'trial', 'noPlan']],
    [null, 'auth', ['visitor']],
    [null, '(sub01)', ['visitor', 'free', 'noPlan']],
  ];
  it.each(table)('show-for=%j hide-for=%j is seen by %j', (show, hide, seenBy) => {
    const parsed = parseMarker(show, hide);
    if (!parsed.ok) throw new Error(parsed.error);
    const seen = Object.entries(viewers)
      .filter(([, c]) => markerVisible(parsed.marker, c))
      .map(([name]) => name);
    expect(seen).toEqual(seenBy);
  });
});

describe('public plan ids with capitals (issue 19: the value is lower-cased, the claim keeps its case)', () => {
  const upper = claim({ hasActivePaidMembership: true, activeMemberships: [plan(1007, 'VIP2024')] });
  it.each([['(VIP2024)'], ['(vip2024)'], ['(Vip2024)']])("show-for=%j matches the claim's VIP2024", (value) => {
    const parsed = parseMarker(value, null);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(markerVisible(parsed.marker, upper)).toBe(true);
    expect(markerVisible({ ...parsed.marker, negate: true }, upper)).toBe(false);
  });
  it('a protection rule naming a public id in capitals matches a claim in lower case', () => {
    const lower = claim({ activeMemberships: [plan(1003, 'sub01')] });
    expect(
      userPasses({ authenticatedUsers: false, freeMemberships: false, paidMemberships: false, planIds: [], publicPlanIds: ['SUB01'] }, lower),
    ).toBe(true);
  });
});

describe('the cloak the markers are decided through (core/access/cloak.ts)', () => {
  it('hides undecided markers and those marked "false"; "true" keeps the page\'s own display', () => {
    document.body.innerHTML = `<style>${MARKER_CLOAK_CSS} span{display:inline-block}</style>
      <span id="a" data-ms-show-for="auth"></span><span id="b" data-ms-hide-for="auth" data-ms-visible="false"></span>
      <span id="c" data-ms-show-for="auth" data-ms-visible="true"></span><span id="d"></span>`;
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    expect([display('a'), display('b'), display('c'), display('d')]).toEqual(['none', 'none', 'inline-block', 'inline-block']);
  });
});
