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
});
