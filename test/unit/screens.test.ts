import { describe, expect, it } from 'vitest';
import { modalLayout } from '../../src/core/shell/layout';
import { AVAILABILITY, isAvailable, resolveRoute, screenSize, type Route, type ScreenName } from '../../src/core/shell/screens';

const ALWAYS: ScreenName[] = [
  'idle',
  'login',
  'resetPassword',
  'confirmEmailChangeMagic',
  'invitation',
  'registrationApproved',
  'contentAccessDenied',
  'outsideViewingWindow',
  'rejectionTagRetry',
  'registerUser',
  'siteSetupError',
  'diag',
  'logout',
];
const LOGGED_IN: ScreenName[] = [
  'memberMenu',
  'account',
  'membershipDetails',
  'editProfile',
  'requestEmailChange',
  'changePassword',
  'protectedContent',
  'noPublicPlanForContent',
  'invoiceList',
  'invoiceDetails',
  'planLinkRedirect',
  'signupToPlan',
  'postJoinQuestionnaire',
  'cancelMembership',
  'changeCreditCard',
  'retryPayment',
  'retry3dsPayment',
];
const LOGGED_OUT: ScreenName[] = ['forgottenEmail', 'forgottenPassword'];

const route = (name: ScreenName) => ({ name }) as Route;

describe('availability table (part 1 §2)', () => {
  it('lists every screen exactly once', () => {
    expect(Object.keys(AVAILABILITY).sort()).toEqual([...ALWAYS, ...LOGGED_IN, ...LOGGED_OUT].sort());
  });

  it.each(ALWAYS.filter((n) => n !== 'logout'))('%s is always available', (name) => {
    for (const loggedIn of [true, false]) for (const embedded of [true, false]) expect(isAvailable(name, { loggedIn, embedded })).toBe(true);
  });

  it('logout is a redirector, not available when embedded', () => {
    expect(isAvailable('logout', { loggedIn: true, embedded: false })).toBe(true);
    expect(isAvailable('logout', { loggedIn: false, embedded: false })).toBe(true);
    expect(isAvailable('logout', { loggedIn: false, embedded: true })).toBe(false);
  });

  it.each(LOGGED_IN)('%s is for members only', (name) => {
    expect(isAvailable(name, { loggedIn: true, embedded: false })).toBe(true);
    expect(isAvailable(name, { loggedIn: false, embedded: false })).toBe(false);
  });

  it.each(LOGGED_OUT)('%s is for visitors only', (name) => {
    expect(isAvailable(name, { loggedIn: false, embedded: false })).toBe(true);
    expect(isAvailable(name, { loggedIn: true, embedded: false })).toBe(false);
  });
});

describe('redirects for any other path (part 1 §2)', () => {
  it('keeps an available route as asked, state and all', () => {
    const asked: Route = { name: 'protectedContent', contentId: 'c1', mode: 'popup' };
    expect(resolveRoute(asked, { loggedIn: true, embedded: false })).toBe(asked);
  });
  it('logged in: login when embedded, otherwise idle', () => {
    expect(resolveRoute(route('forgottenPassword'), { loggedIn: true, embedded: true })).toEqual({ name: 'login' });
    expect(resolveRoute(route('forgottenPassword'), { loggedIn: true, embedded: false })).toEqual({ name: 'idle' });
  });
  it('logged out: login when embedded, otherwise logout', () => {
    expect(resolveRoute(route('account'), { loggedIn: false, embedded: true })).toEqual({ name: 'login' });
    expect(resolveRoute(route('account'), { loggedIn: false, embedded: false })).toEqual({ name: 'logout' });
    expect(resolveRoute(route('logout'), { loggedIn: false, embedded: true })).toEqual({ name: 'login' });
  });
  it("a member's screen whose session expired (not a logout) asks to log in again, then returns to it", () => {
    const asked: Route = { name: 'cancelMembership', publicPlanId: 'sub01' };
    expect(resolveRoute(asked, { loggedIn: false, embedded: false, expired: true })).toEqual({ name: 'login', redirect: asked, expired: true });
    // Screens a visitor may see, and the logged-out-only ones, are unaffected.
    expect(resolveRoute(route('forgottenPassword'), { loggedIn: false, embedded: false, expired: true })).toEqual(route('forgottenPassword'));
    expect(resolveRoute(route('account'), { loggedIn: true, embedded: false, expired: true })).toEqual(route('account'));
  });
});

describe('widths (part 1 §2)', () => {
  it('names the spec sizes', () => {
    expect(screenSize(route('memberMenu'))).toBe('small');
    expect(screenSize(route('account'))).toBe('medium');
    expect(screenSize(route('diag'))).toBe('large');
    expect(screenSize(route('invoiceList'))).toBe('large');
    expect(screenSize({ name: 'protectedContent', contentId: 'x', mode: 'popup' })).toBe('large');
    expect(screenSize({ name: 'protectedContent', contentId: 'x', mode: 'page' })).toBe('small');
  });
  it('menu mode is 300 wherever it opens', () => {
    expect(modalLayout('small', 1400)).toEqual({ width: 300, mobile: false });
    expect(modalLayout('small', 500)).toEqual({ width: 300, mobile: true });
  });
  it('otherwise the widest size that fits the portal, capped by the screen size', () => {
    expect(modalLayout('large', 1400)).toEqual({ width: 972, mobile: false });
    expect(modalLayout('large', 900)).toEqual({ width: 672, mobile: false });
    expect(modalLayout('medium', 1400)).toEqual({ width: 672, mobile: false });
    expect(modalLayout('sm', 1400)).toEqual({ width: 422, mobile: false });
  });
  it('takes the whole screen under the 768 px mobile threshold', () => {
    expect(modalLayout('large', 767)).toEqual({ width: null, mobile: true });
    expect(modalLayout('sm', 768).mobile).toBe(false);
  });
});
