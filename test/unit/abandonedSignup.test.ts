import { describe, expect, it } from 'vitest';
import {
  followPendingPlan,
  isAbandonedSignup,
  recordOpening,
  reminderDelay,
  reminderDue,
  type AbandonedSignup,
  type ReminderContext,
} from '../../src/core/signup/abandonedSignup';
import { recoveryRoute } from '../../src/core/signup/abandonedRecovery';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2026, 10, 22, 9, 0);

const fresh: AbandonedSignup = { memberId: 208, publicPlanId: 'sub01', openedCount: 0, lastOpenedAt: T0 };
const ctx = (over: Partial<ReminderContext> = {}): ReminderContext => ({
  allowed: true,
  loggedIn: true,
  testMode: false,
  embeddedScreens: [],
  modalOpen: false,
  now: T0,
  ...over,
});

describe('following the pending plan (part 2 §4)', () => {
  it('starts at count 0, stamped now, the first time a pending plan is seen', () => {
    expect(followPendingPlan(null, { id: 208, pendingPlanPublicId: 'sub01' }, T0)).toEqual(fresh);
  });
  it('keeps the state, the very object, while the plan stays the same', () => {
    const later = { ...fresh, openedCount: 1, lastOpenedAt: T0 + HOUR };
    expect(followPendingPlan(later, { id: 208, pendingPlanPublicId: 'sub01' }, T0 + 2 * HOUR)).toBe(later);
  });
  it('resets with count 0 when the pending plan changes', () => {
    const later = { ...fresh, openedCount: 2 };
    expect(followPendingPlan(later, { id: 208, pendingPlanPublicId: 'one01' }, T0 + HOUR)).toEqual({
      memberId: 208,
      publicPlanId: 'one01',
      openedCount: 0,
      lastOpenedAt: T0 + HOUR,
    });
  });
  it('has nothing to remind of once the plan is joined or the reminder cancelled (no pending plan)', () => {
    expect(followPendingPlan(fresh, { id: 208, pendingPlanPublicId: null }, T0 + HOUR)).toEqual({
      memberId: 208,
      publicPlanId: null,
      openedCount: 0,
      lastOpenedAt: null,
    });
  });
  it("never inherits another member's state on the same browser", () => {
    expect(followPendingPlan({ ...fresh, openedCount: 1 }, { id: 209, pendingPlanPublicId: 'sub01' }, T0 + MIN)).toEqual({
      memberId: 209,
      publicPlanId: 'sub01',
      openedCount: 0,
      lastOpenedAt: T0 + MIN,
    });
  });
});

describe('when the reminder opens', () => {
  it('30 minutes after the first open, not a millisecond before', () => {
    expect(reminderDue(fresh, ctx({ now: T0 + 30 * MIN - 1 }))).toBeNull();
    expect(reminderDue(fresh, ctx({ now: T0 + 30 * MIN }))).toBe('reminderAfterFirstOpen');
  });
  it('24 hours after the second, recorded as the other action; never a third time', () => {
    const second = recordOpening(fresh, T0 + 31 * MIN);
    expect(second).toEqual({ ...fresh, openedCount: 1, lastOpenedAt: T0 + 31 * MIN });
    expect(reminderDue(second, ctx({ now: T0 + 31 * MIN + 24 * HOUR - 1 }))).toBeNull();
    expect(reminderDue(second, ctx({ now: T0 + 31 * MIN + 24 * HOUR }))).toBe('reminderAfterSecondOpen');
    const third = recordOpening(second, T0 + 26 * HOUR);
    expect(reminderDue(third, ctx({ now: T0 + 400 * HOUR }))).toBeNull();
  });
  it('at once in test mode, still at most twice', () => {
    expect(reminderDue(fresh, ctx({ testMode: true }))).toBe('reminderAfterFirstOpen');
    expect(reminderDelay(1, true)).toBe(0);
    expect(reminderDelay(2, true)).toBeNull();
    expect(reminderDelay(0, false)).toBe(1_800_000);
    expect(reminderDelay(1, false)).toBe(86_400_000);
  });
  it('not when the site turned it off, for a visitor, or with no plan or stamp', () => {
    const due = ctx({ now: T0 + HOUR });
    expect(reminderDue(fresh, { ...due, allowed: false })).toBeNull();
    expect(reminderDue(fresh, { ...due, loggedIn: false })).toBeNull();
    expect(reminderDue({ ...fresh, publicPlanId: null }, due)).toBeNull();
    expect(reminderDue({ ...fresh, lastOpenedAt: null }, due)).toBeNull();
  });
  it('not while an embedded interface is on one of the six signup and payment screens, or the modal is open', () => {
    const due = ctx({ now: T0 + HOUR });
    for (const name of ['changeCreditCard', 'signupToPlan', 'postJoinQuestionnaire', 'registerUser', 'retryPayment', 'retry3dsPayment'] as const) {
      expect(reminderDue(fresh, { ...due, embeddedScreens: ['account', name] }), name).toBeNull();
    }
    expect(reminderDue(fresh, { ...due, embeddedScreens: ['account', 'memberMenu'] })).toBe('reminderAfterFirstOpen');
    expect(reminderDue(fresh, { ...due, modalOpen: true })).toBeNull();
  });
});

describe('stored state and the route', () => {
  it('accepts only a well-formed stored state', () => {
    expect(isAbandonedSignup(fresh)).toBe(true);
    expect(isAbandonedSignup({ ...fresh, publicPlanId: null, lastOpenedAt: null })).toBe(true);
    for (const bad of [
      null,
      'x',
      { ...fresh, memberId: '208' },
      { ...fresh, openedCount: -1 },
      { ...fresh, openedCount: 1.5 },
      { ...fresh, lastOpenedAt: 'now' },
    ]) {
      expect(isAbandonedSignup(bad)).toBe(false);
    }
  });
  it('opens plan signup for the plan in ABANDONED_RECOVERY mode', () => {
    expect(recoveryRoute('sub01', 'popup')).toEqual({
      name: 'signupToPlan',
      selectablePlanIds: ['sub01'],
      mode: 'ABANDONED_RECOVERY',
      recoveredBy: 'popup',
    });
  });
});
