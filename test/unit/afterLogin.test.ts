import { describe, expect, it } from 'vitest';
import { afterLoginDestination, type AfterLoginInput } from '../../src/core/signin/afterLogin';
import { loginRecoveryRoute } from '../../src/core/signup/abandonedRecovery';

const base: AfterLoginInput = { memberships: [], menu: false };
const m = (status: string, contentUrl: string | null) => ({ status, contentUrl });

describe('after-login destination, in the spec order of six (part 1 §2)', () => {
  const all: AfterLoginInput = {
    storedRedirect: { name: 'invoiceList' },
    afterLoginUrl: '/welcome-back',
    memberships: [m('active', '/studio')],
    abandonedSignup: { name: 'signupToPlan', mode: 'ABANDONED_RECOVERY' },
    menu: true,
  };

  it('1. a stored redirect wins over everything', () => {
    expect(afterLoginDestination(all)).toEqual({ route: { name: 'invoiceList' } });
  });
  it('2. then the host page after-login URL', () => {
    expect(afterLoginDestination({ ...all, storedRedirect: null })).toEqual({ url: '/welcome-back' });
  });
  it('3. then the content URL the active memberships share', () => {
    expect(afterLoginDestination({ ...all, storedRedirect: null, afterLoginUrl: null })).toEqual({ url: '/studio' });
    expect(afterLoginDestination({ ...base, memberships: [m('active', '/a'), m('trialing', '/a'), m('canceled', '/b')] })).toEqual({ url: '/a' });
  });
  it('3. not when it is "/", not when active memberships differ, not from an inactive one', () => {
    expect(afterLoginDestination({ ...base, memberships: [m('active', '/')] })).toEqual({ route: { name: 'account' } });
    expect(afterLoginDestination({ ...base, memberships: [m('active', '/a'), m('active', '/b')] })).toEqual({ route: { name: 'account' } });
    expect(afterLoginDestination({ ...base, memberships: [m('expired', '/a')] })).toEqual({ route: { name: 'account' } });
  });
  it('4. then the abandoned-signup redirect', () => {
    expect(afterLoginDestination({ ...all, storedRedirect: null, afterLoginUrl: null, memberships: [] })).toEqual({
      route: { name: 'signupToPlan', mode: 'ABANDONED_RECOVERY' },
    });
  });
  it('5. then the member menu when it is on', () => {
    expect(afterLoginDestination({ ...base, menu: true })).toEqual({ route: { name: 'memberMenu' } });
  });
  it('6. else the account page', () => {
    expect(afterLoginDestination(base)).toEqual({ route: { name: 'account' } });
  });
});

describe('4. the abandoned-signup redirect (part 2 §4: only where the site allows the abandoned-signup reminder)', () => {
  it('a pending plan goes on to finish that signup, recovered by the login', () => {
    expect(loginRecoveryRoute('sub01', true)).toEqual({
      name: 'signupToPlan',
      selectablePlanIds: ['sub01'],
      mode: 'ABANDONED_RECOVERY',
      recoveredBy: 'login',
    });
  });
  it('not on a site that turned allowAbandonedSignupPopup off, and not without a pending plan', () => {
    expect(loginRecoveryRoute('sub01', false)).toBeNull();
    expect(loginRecoveryRoute(null, true)).toBeNull();
    expect(afterLoginDestination({ ...base, abandonedSignup: loginRecoveryRoute('sub01', false) })).toEqual({ route: { name: 'account' } });
  });
});
