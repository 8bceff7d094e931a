import { beforeEach, describe, expect, it } from 'vitest';
import { canGoBack, go, goBack } from '../../src/state/navigation';
import { route, tokens } from '../../src/state/store';

const signIn = () => (tokens.value = { accessToken: 'a.b.c', refreshToken: 'r', expiresAt: Date.now() + 60_000 });

describe('back trail', () => {
  beforeEach(() => {
    tokens.value = null;
    go({ name: 'idle' });
  });

  it('goes back through the screens passed, and closing clears it', () => {
    go({ name: 'login' });
    go({ name: 'forgottenPassword' });
    expect(canGoBack.value).toBe(true);
    goBack();
    expect(route.value).toEqual({ name: 'login' });
    expect(canGoBack.value).toBe(false);
    go({ name: 'forgottenEmail' });
    go({ name: 'idle' });
    expect(canGoBack.value).toBe(false);
  });

  it('a login starts a new trail: no way back to the login screen', () => {
    go({ name: 'login' });
    signIn();
    go({ name: 'account' });
    expect(canGoBack.value).toBe(false);
    go({ name: 'editProfile' });
    goBack();
    expect(route.value).toEqual({ name: 'account' });
  });

  it('a redirector replaces itself: Back skips it and returns to the screen before', () => {
    signIn();
    go({ name: 'account' });
    go({ name: 'contentAccessDenied', contentId: 'upsell01', mode: 'popup' });
    go({ name: 'signupToPlan', selectablePlanIds: ['sub01'], mode: 'CONTENT_ACCESS_UPSELL' }, true);
    expect(canGoBack.value).toBe(true);
    goBack();
    expect(route.value).toEqual({ name: 'account' });
    expect(canGoBack.value).toBe(false);
  });

  it('a redirector opened first leaves no way back at all', () => {
    signIn();
    go({ name: 'planLinkRedirect', publicPlanId: 'sub01' });
    go({ name: 'signupToPlan' }, true);
    expect(canGoBack.value).toBe(false);
  });

  it('opening the screen already showing adds no step', () => {
    signIn();
    go({ name: 'account' });
    go({ name: 'contentAccessDenied' });
    go({ name: 'contentAccessDenied' });
    goBack();
    expect(route.value).toEqual({ name: 'account' });
    expect(canGoBack.value).toBe(false);
  });
});
