import { describe, expect, it, vi } from 'vitest';
import {
  afterRegistrationDestination,
  approvalDestination,
  approvalStep,
  magicLoginBody,
  runApproval,
  type ApprovalDeps,
  type ApprovalState,
} from '../../src/core/signin/registrationApproval';

const action = (a: string, extra: { url?: string | null; publicPlanIds?: string[] } = {}) => ({ action: a, url: null, publicPlanIds: [], ...extra });

describe('registration approval states (part 1 §4: "initial, login dispatched, logged in, login failed, redirect done, already logged in")', () => {
  it('opening decides once: logged in already, or the login is dispatched', () => {
    expect(approvalStep('initial', { type: 'open', loggedIn: true })).toBe('alreadyLoggedIn');
    expect(approvalStep('initial', { type: 'open', loggedIn: false })).toBe('loginDispatched');
  });
  it('the dispatched login succeeds or fails; after success comes the redirect', () => {
    expect(approvalStep('loginDispatched', { type: 'loginSucceeded' })).toBe('loggedIn');
    expect(approvalStep('loginDispatched', { type: 'loginFailed' })).toBe('loginFailed');
    expect(approvalStep('loggedIn', { type: 'redirected' })).toBe('redirectDone');
  });
  it('once this flow logged the visitor in, a second "open" never turns it into "already logged in"', () => {
    expect(approvalStep('loginDispatched', { type: 'open', loggedIn: true })).toBe('loginDispatched');
    expect(approvalStep('loggedIn', { type: 'open', loggedIn: true })).toBe('loggedIn');
    expect(approvalStep('redirectDone', { type: 'open', loggedIn: true })).toBe('redirectDone');
  });
  it('final states stay final; events out of order change nothing', () => {
    const finals: ApprovalState[] = ['loginFailed', 'redirectDone', 'alreadyLoggedIn'];
    for (const state of finals) {
      expect(approvalStep(state, { type: 'loginSucceeded' })).toBe(state);
      expect(approvalStep(state, { type: 'redirected' })).toBe(state);
      expect(approvalStep(state, { type: 'open', loggedIn: false })).toBe(state);
    }
    expect(approvalStep('initial', { type: 'loginSucceeded' })).toBe('initial');
    expect(approvalStep('loginDispatched', { type: 'redirected' })).toBe('loginDispatched');
  });
});

describe('magic login body (part 1 §7: "type magic: userId, magicToken")', () => {
  it('carries the user id as a number', () => {
    expect(magicLoginBody('209', 'approve-penny-209')).toEqual({ type: 'magic', userId: 209, magicToken: 'approve-penny-209' });
  });
  it('a link whose user id is not an id, or without a token, sends nothing', () => {
    for (const id of ['', 'abc', '20 9', '-1', '1.5', '9999999999999999']) expect(magicLoginBody(id, 'tok')).toBeNull();
    expect(magicLoginBody('209', '')).toBeNull();
  });
});

describe('after login (part 1 §2: "sign-up for the pending plan id if any. Otherwise it follows the after-registration action")', () => {
  it('the pending plan wins over the site action', () => {
    expect(approvalDestination({ pendingPlanPublicId: 'free01', afterRegistrationAction: action('redirect', { url: '/welcome' }) })).toEqual({
      route: { name: 'signupToPlan', selectablePlanIds: ['free01'] },
    });
  });
  it('part 2 §2: "a redirect: go to the configured URL or \'/\'"', () => {
    expect(approvalDestination({ afterRegistrationAction: action('redirect', { url: '/welcome' }) })).toEqual({ url: '/welcome' });
    expect(afterRegistrationDestination(action('redirect'))).toEqual({ url: '/' });
    expect(afterRegistrationDestination(action('redirect', { url: '  ' }))).toEqual({ url: '/' });
  });
  it('show plans and show public plans: signup-to-plan with the configured plan ids', () => {
    for (const a of ['show_plans', 'show_public_plans']) {
      expect(afterRegistrationDestination(action(a, { publicPlanIds: ['free01', 'sub01'] }))).toEqual({
        route: { name: 'signupToPlan', selectablePlanIds: ['free01', 'sub01'] },
      });
    }
  });
  it('otherwise plain sign-up: off, unknown actions, plan actions without ids, no config', () => {
    const plain = { route: { name: 'signupToPlan' } };
    expect(afterRegistrationDestination(action('off', { publicPlanIds: ['free01'] }))).toEqual(plain);
    expect(afterRegistrationDestination(action('something_new'))).toEqual(plain);
    expect(afterRegistrationDestination(action('show_plans'))).toEqual(plain);
    expect(afterRegistrationDestination(null)).toEqual(plain);
    expect(approvalDestination({ pendingPlanPublicId: null })).toEqual(plain);
  });
});

describe('the whole flow', () => {
  function deps(over: Partial<ApprovalDeps> = {}) {
    const states: ApprovalState[] = [];
    const d = {
      loggedIn: vi.fn(() => false),
      logIn: vi.fn(async () => ({ signedIn: true })),
      context: vi.fn(() => ({ pendingPlanPublicId: 'free01' })),
      go: vi.fn(),
      report: (s: ApprovalState) => states.push(s),
      ...over,
    };
    return { d, states };
  }

  it('logs in by magic link, then goes to sign up for the pending plan', async () => {
    const { d, states } = deps();
    expect(await runApproval('209', 'approve-penny-209', d)).toBe('redirectDone');
    expect(d.logIn).toHaveBeenCalledWith({ type: 'magic', userId: 209, magicToken: 'approve-penny-209' });
    expect(d.go).toHaveBeenCalledWith({ route: { name: 'signupToPlan', selectablePlanIds: ['free01'] } });
    expect(states).toEqual(['loginDispatched', 'loggedIn', 'redirectDone']);
  });
  it('reads the pending plan only after the login (the member is loaded by it)', async () => {
    const order: string[] = [];
    const { d } = deps({
      logIn: vi.fn(async () => (order.push('login'), { signedIn: true })),
      context: vi.fn(() => (order.push('context'), {})),
    });
    await runApproval('209', 't', d);
    expect(order).toEqual(['login', 'context']);
    expect(d.go).toHaveBeenCalledWith({ route: { name: 'signupToPlan' } });
  });
  it("already logged in: 'You need to log out…', and nothing is sent", async () => {
    const { d, states } = deps({ loggedIn: vi.fn(() => true) });
    expect(await runApproval('209', 't', d)).toBe('alreadyLoggedIn');
    expect(d.logIn).not.toHaveBeenCalled();
    expect(d.go).not.toHaveBeenCalled();
    expect(states).toEqual(['alreadyLoggedIn']);
  });
  it('asks whether someone is logged in once, before the login; never again afterwards', async () => {
    const { d } = deps();
    await runApproval('209', 't', d);
    expect(d.loggedIn).toHaveBeenCalledTimes(1);
  });
  it('a refused login fails without a redirect', async () => {
    const { d, states } = deps({ logIn: vi.fn(async () => ({ signedIn: false })) });
    expect(await runApproval('209', 't', d)).toBe('loginFailed');
    expect(d.go).not.toHaveBeenCalled();
    expect(states).toEqual(['loginDispatched', 'loginFailed']);
  });
  it('tokens accepted but the member not loaded: logged in, never "login failed"; goes on once the member is there', async () => {
    let memberLoaded!: (ctx: { pendingPlanPublicId: string }) => void;
    const { d, states } = deps({
      // What the screen's login answers when the member load failed after the tokens were stored.
      logIn: vi.fn(async () => ({ signedIn: true, error: { status: 500, message: 'x', fieldErrors: {} } })),
      context: vi.fn(() => new Promise<{ pendingPlanPublicId: string }>((resolve) => (memberLoaded = resolve))),
    });
    const flow = runApproval('209', 't', d);
    await vi.waitFor(() => expect(d.context).toHaveBeenCalled());
    expect(states).toEqual(['loginDispatched', 'loggedIn']);
    expect(d.go).not.toHaveBeenCalled();
    memberLoaded({ pendingPlanPublicId: 'free01' });
    expect(await flow).toBe('redirectDone');
    expect(d.go).toHaveBeenCalledWith({ route: { name: 'signupToPlan', selectablePlanIds: ['free01'] } });
    expect(states).toEqual(['loginDispatched', 'loggedIn', 'redirectDone']);
  });
  it('a session that ends before the member is read stops logged in, going nowhere', async () => {
    const { d, states } = deps({ context: vi.fn(async () => null) });
    expect(await runApproval('209', 't', d)).toBe('loggedIn');
    expect(d.go).not.toHaveBeenCalled();
    expect(states).toEqual(['loginDispatched', 'loggedIn']);
  });
  it('a link with a broken user id fails without a request', async () => {
    const { d } = deps();
    expect(await runApproval('abc', 't', d)).toBe('loginFailed');
    expect(d.logIn).not.toHaveBeenCalled();
  });
});
