import { describe, expect, it } from 'vitest';
import { createAccountDestination } from '../../src/core/signin/createAccount';
import { parseHostPath } from '../../src/core/shell/hostLinks';
import { isNavigationLink } from '../../src/core/account/navLabel';
import { normalisePath } from '../../src/core/shell/path';
import { closeTarget } from '../../src/core/access/protectionMode';
import { createSequenceMatcher } from '../../src/core/shell/sequence';

describe('create-account button actions (part 1 §2)', () => {
  it('off: no button', () => expect(createAccountDestination({ action: 'off', publicPlanIds: [] })).toBeNull());
  it('redirect to the URL', () =>
    expect(createAccountDestination({ action: 'redirect', url: '/join', publicPlanIds: [] })).toEqual({ url: '/join' }));
  it('show plans: register with the plan ids', () =>
    expect(createAccountDestination({ action: 'show_plans', publicPlanIds: ['a', 'b'] })).toEqual({
      route: { name: 'registerUser', selectablePlanIds: ['a', 'b'] },
    }));
  it('show public plans: register', () =>
    expect(createAccountDestination({ action: 'show_public_plans', publicPlanIds: ['a'] })).toEqual({ route: { name: 'registerUser' } }));
});

describe('diagnostics sequence', () => {
  it('fires when the last keys spell the secret, case-insensitive, ignoring modifier keys', () => {
    const feed = createSequenceMatcher('msdiag');
    const typed = [...'xxMSd', 'Shift', ...'iaG'].map(feed);
    expect(typed.at(-1)).toBe(true);
    expect(typed.slice(0, -1).some(Boolean)).toBe(false);
  });
  it('does not fire on a near miss', () => {
    const feed = createSequenceMatcher('msdiag');
    expect([...'msdiog'].map(feed).some(Boolean)).toBe(false);
  });
});

describe('navigation links relabelled when logged in (part 1 §2)', () => {
  it('the dynamic member link anywhere, a plain sign-up link only in navigation', () => {
    expect(isNavigationLink(parseHostPath('/member/sign_in'), false)).toBe(true);
    expect(isNavigationLink(parseHostPath('/member/sign_up'), true)).toBe(true);
    expect(isNavigationLink(parseHostPath('/member/sign_up'), false)).toBe(false);
    expect(isNavigationLink(parseHostPath('/member/sign_up/gold01'), true)).toBe(false);
    expect(isNavigationLink(parseHostPath('/member/account'), true)).toBe(false);
    expect(isNavigationLink(null, true)).toBe(false);
  });
});

describe('host path normalisation (part 1 §5)', () => {
  it('lowercases, collapses slashes, drops the trailing slash', () => {
    expect(normalisePath('/Courses//Yoga-101/')).toBe('/courses/yoga-101');
    expect(normalisePath('/')).toBe('/');
  });
});

describe('closing the interface (part 1 §2)', () => {
  it('returns to idle while the page is not protected, or protection is still deciding', () => {
    expect(closeTarget('OFF', '/join')).toBeNull();
    expect(closeTarget('INITIAL', '/join')).toBeNull();
  });
  it.each(['NOT_PERMITTED', 'NOT_YET_AVAILABLE', 'NO_LONGER_AVAILABLE', 'REJECTION_TAG_RETRY'] as const)(
    'leaves a page under %s for the redirect path, or /',
    (mode) => {
      expect(closeTarget(mode, '/join')).toBe('/join');
      expect(closeTarget(mode, null)).toBe('/');
      expect(closeTarget(mode, '')).toBe('/');
    },
  );
});
