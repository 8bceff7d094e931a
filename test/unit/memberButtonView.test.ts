import { describe, expect, it } from 'vitest';
import { memberButtonView, placementKey, type ButtonState } from '../../src/core/shell/memberButtonView';

const base: ButtonState = {
  textsPending: false,
  broken: false,
  editor: undefined,
  button: { enabled: true, position: 'bottomLeft', offsets: {} },
  createAccount: { action: 'off', url: null, publicPlanIds: [] },
  loggedIn: false,
  hasMenu: false,
};

/** What the floating member button shows (part 1 §2), decided apart from the DOM it is drawn in (shell/memberButton.ts). */
describe('memberButtonView', () => {
  it("a visitor: 'Sign in', or 'Sign in / Sign up' when the login screen offers sign-up, opening the login", () => {
    expect(memberButtonView(base)).toMatchObject({ kind: 'visitor', corner: 'bottomLeft', label: 'signIn', screen: 'login' });
    const offered = memberButtonView({ ...base, createAccount: { action: 'show_public_plans', url: null, publicPlanIds: [] } });
    expect(offered).toMatchObject({ label: 'signInSignUp' });
  });

  it("a member: the account, or the member menu (with its badge) when the site's menu shows", () => {
    expect(memberButtonView({ ...base, loggedIn: true })).toMatchObject({ kind: 'member', screen: 'account', label: 'yourAccount', menu: false });
    expect(memberButtonView({ ...base, loggedIn: true, hasMenu: true })).toMatchObject({ screen: 'memberMenu', label: 'memberMenu', menu: true });
  });

  it('nothing while a translation is on its way, nor when the site turned the button off', () => {
    expect(memberButtonView({ ...base, textsPending: true })).toEqual({ kind: 'none' });
    expect(memberButtonView({ ...base, button: { enabled: false, position: 'bottomRight', offsets: {} } })).toEqual({ kind: 'none' });
    expect(memberButtonView({ ...base, button: undefined })).toEqual({ kind: 'none' });
  });

  it("a broken setup: nothing while the editor check runs, then 'Read Me' at the default corner; in an editor, the site's button", () => {
    const broken = { ...base, broken: true, button: { enabled: false, position: 'topLeft' as const, offsets: {} } };
    expect(memberButtonView(broken)).toEqual({ kind: 'none' });
    expect(memberButtonView({ ...broken, editor: false })).toMatchObject({ kind: 'readMe', corner: 'bottomRight', screen: 'siteSetupError' });
    expect(memberButtonView({ ...broken, editor: true })).toEqual({ kind: 'none' });
  });

  it('the same kind of button in the same corner with the same offsets keeps its place; any change is placed afresh', () => {
    const visitor = memberButtonView(base);
    expect(placementKey(memberButtonView({ ...base, createAccount: { action: 'show_public_plans', url: null, publicPlanIds: [] } }))).toBe(
      placementKey(visitor),
    );
    expect(placementKey(memberButtonView({ ...base, loggedIn: true }))).not.toBe(placementKey(visitor));
    expect(placementKey(memberButtonView({ ...base, button: { enabled: true, position: 'topLeft', offsets: {} } }))).not.toBe(placementKey(visitor));
    const moved = { enabled: true, position: 'bottomLeft' as const, offsets: { phone: { x: 10, y: 90 } } };
    expect(placementKey(memberButtonView({ ...base, button: moved }))).not.toBe(placementKey(visitor));
    expect(placementKey({ kind: 'none' })).toBe('');
  });
});
