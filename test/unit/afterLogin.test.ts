import { describe, expect, it } from 'vitest';
import { afterLoginDestination, type AfterLoginInput } from '../../src/core/signin/afterLogin';

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
