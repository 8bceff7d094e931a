import { describe, expect, it } from 'vitest';
import { ONE_DAY_MS } from '../../src/core/constants';
import { dripGate, type DripRule } from '../../src/core/access/drip';
import { decidePage } from '../../src/core/access/pageProtection';
import { checkTag, type TagAttributes } from '../../src/core/access/protectionTag';
import { toRule, type ProtectedPageInput } from '../../src/core/access/rules';
import type { Claim } from '../../src/core/signin/token';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const drip = (over: Partial<DripRule>): DripRule => ({ daysUntilDrip: null, dripStart: null, dripEnd: null, ...over });

describe('drip gates (part 1 §6)', () => {
  it('no gate: open', () => expect(dripGate(drip({}), [], NOW)).toEqual({ kind: 'open' }));

  it.each<[joined: string, days: number, wait: number | null, why: string]>([
    // joined, days, expected wait (days) or null when open
    ['2026-11-22T12:00:00Z', 7, 7, 'joined this instant: the full wait'],
    ['2026-11-15T12:00:00Z', 7, null, 'exactly 7 × 86,400,000 ms ago: open'],
    ['2026-11-15T12:00:01Z', 7, 1, 'one second short: one more day'],
    ['2026-11-21T23:59:00Z', 1, 1, 'joined a minute before midnight UTC: a day counts 24 h, not to midnight'],
    ['2026-11-22T20:00:00+14:00', 1, 1, 'joined on the 22nd in UTC+14, 06:00 UTC…'],
    ['2026-11-21T20:00:00-10:00', 1, 1, '…the same instant, on the 21st in UTC-10: the same wait'],
    ['2026-11-21T06:59:59-05:00', 1, null, '11:59:59 UTC the day before: over a day ago, open'],
    ['2026-11-21T07:00:01-05:00', 1, 1, '12:00:01 UTC the day before: a second short'],
    ['2026-03-29T00:30:00+01:00', 240, 2, 'a daylight-saving change in between changes nothing (1.48 days left)'],
  ])('joined %s, %i day drip → wait %s (%s)', (joined, days, wait) => {
    const gate = dripGate(drip({ daysUntilDrip: days }), [Date.parse(joined)], NOW);
    expect(gate.kind === 'notYet' ? gate.days : null).toBe(wait);
  });

  it('counts from the oldest matching membership', () => {
    const older = NOW - 6 * ONE_DAY_MS;
    expect(dripGate(drip({ daysUntilDrip: 7 }), [NOW - ONE_DAY_MS, older], NOW)).toMatchObject({ kind: 'notYet', days: 1 });
  });
  it('a days gate with no membership to count from is open', () => expect(dripGate(drip({ daysUntilDrip: 7 }), [], NOW).kind).toBe('open'));
  it('a fixed start ahead: not yet, from that date', () =>
    expect(dripGate(drip({ dripStart: NOW + 1 }), [], NOW)).toEqual({ kind: 'notYet', from: NOW + 1, to: null, days: null }));
  it('a fixed end behind: no longer', () =>
    expect(dripGate(drip({ dripEnd: NOW - 1 }), [], NOW)).toEqual({ kind: 'noLonger', from: null, to: NOW - 1 }));
  it('inside a window: open; its edges count as inside', () => {
    expect(dripGate(drip({ dripStart: NOW - ONE_DAY_MS, dripEnd: NOW + ONE_DAY_MS }), [], NOW).kind).toBe('open');
    expect(dripGate(drip({ dripStart: NOW, dripEnd: NOW }), [], NOW).kind).toBe('open');
  });
});

describe('page-protection tag (part 1 §5)', () => {
  const tag = (over: Partial<TagAttributes> = {}): TagAttributes => ({
    reason: 'token_stale',
    tokenId: 'jti-1',
    time: new Date(NOW).toISOString(),
    ...over,
  });
  it('one tag with a known reason and a current time counts', () =>
    expect(checkTag([tag()], NOW).tag).toEqual({ reason: 'token_stale', tokenId: 'jti-1', time: NOW }));
  it.each([
    ['none', []],
    ['more than one', [tag(), tag()]],
    ['an invalid time', [tag({ time: 'garbage' })]],
    ['no time', [tag({ time: null })]],
    ['a time 5 minutes and 1 ms behind', [tag({ time: new Date(NOW - 300_001).toISOString() })]],
    ['a time 5 minutes and 1 ms ahead', [tag({ time: new Date(NOW + 300_001).toISOString() })]],
    ['an unknown reason', [tag({ reason: 'because' })]],
    ['no reason', [tag({ reason: null })]],
  ])('ignored with %s', (_why, tags) => expect(checkTag(tags, NOW).tag).toBeNull());
  it('exactly 5 minutes off still counts; a missing token-id is empty', () =>
    expect(checkTag([tag({ time: new Date(NOW - 300_000).toISOString(), tokenId: null })], NOW).tag).toMatchObject({ tokenId: '' }));
  it.each([
    'not_authenticated',
    'token_stale',
    'no_matching_plan',
    'expired_plan',
    'drip_restricted',
    'not_yet_available',
    'no_longer_available',
    'not_allowed',
  ])('reason %s is known', (reason) => expect(checkTag([tag({ reason })], NOW).tag).not.toBeNull());
});

describe('the access decision and page protection mode (part 1 §4), as a table', () => {
  const m = (planId: number, publicPlanId: string, type: string, daysAgo = 30) => ({
    planId,
    publicPlanId,
    type,
    createdAt: new Date(NOW - daysAgo * ONE_DAY_MS).toISOString(),
  });
  const claimOf = (...memberships: Claim['activeMemberships']): Claim => ({
    activeMemberships: memberships,
    hasActiveFreeMembership: memberships.some((x) => x.type === 'free'),
    hasActivePaidMembership: memberships.some((x) => x.type !== 'free'),
  });
  const viewers: Record<string, Claim | null> = {
    visitor: null,
    'member, no plan': claimOf(),
    free: claimOf(m(1001, 'free01', 'free')),
    paid: claimOf(m(1003, 'sub01', 'subscription')),
    'new paid (2 days)': claimOf(m(1003, 'sub01', 'subscription', 2)),
    'multi-payment': claimOf(m(1004, 'multi01', 'multi_payment')),
  };
  const page = (over: Partial<ProtectedPageInput>) =>
    toRule({ id: 1, path: '/p', authenticatedUsers: false, freeMemberships: false, paidMemberships: false, planIds: [], publicPlanIds: [], ...over });
  const day = (n: number) => new Date(NOW + n * ONE_DAY_MS).toISOString();
  const rules = {
    none: null,
    unprotected: page({}),
    auth: page({ authenticatedUsers: true }),
    free: page({ freeMemberships: true }),
    paid: page({ paidMemberships: true }),
    'plan sub01': page({ publicPlanIds: ['sub01'] }),
    'plan 1004': page({ planIds: [1004] }),
    'sub01, 7-day drip': page({ publicPlanIds: ['sub01'], daysUntilDrip: 7 }),
    'auth, starts in 10 days': page({ authenticatedUsers: true, dripStart: day(10) }),
    'auth, ended 5 days ago': page({ authenticatedUsers: true, dripEnd: day(-5) }),
    'auth, open window': page({ authenticatedUsers: true, dripStart: day(-1), dripEnd: day(30) }),
  };
  type Mode = ReturnType<typeof decidePage>['mode'];
  const N = 'NOT_PERMITTED',
    O = 'OFF',
    Y = 'NOT_YET_AVAILABLE',
    L = 'NO_LONGER_AVAILABLE';
  // rows: rule; columns: visitor, member no plan, free, paid, new paid, multi-payment
  const table: Record<keyof typeof rules, Mode[]> = {
    none: [O, O, O, O, O, O],
    unprotected: [O, O, O, O, O, O],
    auth: [N, O, O, O, O, O],
    free: [N, N, O, N, N, N],
    paid: [N, N, N, O, O, O],
    'plan sub01': [N, N, N, O, O, N],
    'plan 1004': [N, N, N, N, N, O],
    'sub01, 7-day drip': [N, N, N, O, Y, N],
    'auth, starts in 10 days': [N, Y, Y, Y, Y, Y],
    'auth, ended 5 days ago': [N, L, L, L, L, L],
    'auth, open window': [N, O, O, O, O, O],
  };
  for (const [ruleName, modes] of Object.entries(table)) {
    Object.keys(viewers).forEach((viewer, i) => {
      it(`${ruleName} × ${viewer} → ${modes[i]}`, () => {
        const decision = decidePage({ rule: rules[ruleName as keyof typeof rules], claim: viewers[viewer]!, tag: null, now: NOW });
        expect(decision.mode).toBe(modes[i]);
      });
    });
  }

  it('redirects by mode: not permitted → access denied; drip → outside viewing window with the wait', () => {
    expect(decidePage({ rule: rules.auth, claim: null, tag: null, now: NOW }).route).toEqual({ name: 'contentAccessDenied' });
    expect(decidePage({ rule: rules['sub01, 7-day drip'], claim: viewers['new paid (2 days)']!, tag: null, now: NOW }).route).toEqual({
      name: 'outsideViewingWindow',
      from: null,
      to: null,
      drip: 5,
    });
    expect(decidePage({ rule: rules['auth, ended 5 days ago'], claim: viewers.free!, tag: null, now: NOW }).route).toEqual({
      name: 'outsideViewingWindow',
      from: null,
      to: day(-5),
      drip: null,
    });
    expect(decidePage({ rule: rules['auth, starts in 10 days'], claim: viewers.free!, tag: null, now: NOW }).route).toEqual({
      name: 'outsideViewingWindow',
      from: day(10),
      to: null,
      drip: null,
    });
    expect(decidePage({ rule: rules.auth, claim: viewers.free!, tag: null, now: NOW }).route).toBeNull();
  });

  describe('with a valid page-protection tag', () => {
    const tag = (reason: string) => ({ reason, tokenId: 'jti-old', time: NOW });
    it('everything passes but the server refused: rejection-tag retry', () => {
      expect(decidePage({ rule: rules.auth, claim: viewers.free!, tag: tag('token_stale'), now: NOW })).toEqual({
        mode: 'REJECTION_TAG_RETRY',
        route: { name: 'rejectionTagRetry' },
      });
      expect(decidePage({ rule: null, claim: viewers.free!, tag: tag('no_matching_plan'), now: NOW }).mode).toBe('REJECTION_TAG_RETRY');
    });
    it('the client refuses first: its own mode', () =>
      expect(decidePage({ rule: rules.paid, claim: viewers.free!, tag: tag('no_matching_plan'), now: NOW }).mode).toBe('NOT_PERMITTED'));
    it('a visitor refused as not_authenticated is offered the login (our choice where the spec is silent)', () =>
      expect(decidePage({ rule: null, claim: null, tag: tag('not_authenticated'), now: NOW }).mode).toBe('NOT_PERMITTED'));
    it('a visitor refused for another reason: retry', () =>
      expect(decidePage({ rule: null, claim: null, tag: tag('token_stale'), now: NOW }).mode).toBe('REJECTION_TAG_RETRY'));
  });
});

describe('a refusal made for another session (issue 19: a login on the refused page)', () => {
  const member: Claim = { activeMemberships: [], hasActiveFreeMembership: true, hasActivePaidMembership: false };
  const refused = { reason: 'not_authenticated', tokenId: '', time: NOW };
  it('a visitor refused as not_authenticated: the login offer', () =>
    expect(decidePage({ rule: null, claim: null, tag: refused, now: NOW }).mode).toBe('NOT_PERMITTED'));
  it('the same page after a login on it: the retry, whose reload lets the server judge it for the member', () =>
    expect(decidePage({ rule: null, claim: member, tag: refused, viewerChanged: true, now: NOW })).toEqual({
      mode: 'REJECTION_TAG_RETRY',
      route: { name: 'rejectionTagRetry' },
    }));
  it("after a logout on a page refused for the member's token: the retry too (the spec rule reloads for a visitor)", () =>
    expect(decidePage({ rule: null, claim: null, tag: { ...refused, tokenId: 'jti-1' }, viewerChanged: true, now: NOW }).mode).toBe(
      'REJECTION_TAG_RETRY',
    ));
  it('no tag: nothing to judge again', () =>
    expect(decidePage({ rule: null, claim: member, tag: null, viewerChanged: true, now: NOW }).mode).toBe('OFF'));
});
