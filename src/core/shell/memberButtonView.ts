import type { ButtonOffsets } from './buttonOffsets';
import type { Corner } from './buttonPlace';
import { createAccountDestination, type CreateAccountAction } from '../signin/createAccount';

/** The corner of the 'Read Me' button: the site's own setting is what may be broken. */
export const READ_ME_CORNER: Corner = 'bottomRight';

/** What the floating member button shows (part 1 §2), from the state it reads; `key` changes when it must be placed afresh. */
export type ButtonView =
  | { kind: 'none' }
  | { kind: 'readMe'; corner: Corner; offsets: undefined; screen: 'siteSetupError'; label: 'readMe' }
  | { kind: 'visitor'; corner: Corner; offsets: ButtonOffsets; screen: 'login'; label: 'signIn' | 'signInSignUp' }
  | { kind: 'member'; corner: Corner; offsets: ButtonOffsets; screen: 'memberMenu' | 'account'; label: 'memberMenu' | 'yourAccount'; menu: boolean };

export interface ButtonState {
  /** A translation on its way: nothing shows rather than English first. */
  textsPending: boolean;
  /** The site's setup is broken (core/shell/siteSetup.ts showsReadMe). */
  broken: boolean;
  /** Whether the page is a site editor's (undefined while that is being checked): an editor shows the site as set up. */
  editor: boolean | undefined;
  button: { enabled: boolean; position: Corner; offsets: ButtonOffsets } | undefined;
  createAccount: CreateAccountAction | undefined;
  loggedIn: boolean;
  /** The site has a member menu: the button opens it (the spec's menu icon as a badge), else the account. */
  hasMenu: boolean;
}

export function memberButtonView(s: ButtonState): ButtonView {
  if (s.textsPending) return { kind: 'none' };
  if (s.broken && s.editor === undefined) return { kind: 'none' }; // for the moment the check takes
  if (s.broken && !s.editor) return { kind: 'readMe', corner: READ_ME_CORNER, offsets: undefined, screen: 'siteSetupError', label: 'readMe' };
  if (!s.button?.enabled) return { kind: 'none' };
  const { position: corner, offsets } = s.button;
  if (!s.loggedIn) {
    // Sign-up is offered exactly when the login screen offers it (a redirect without a URL offers none).
    const signUp = s.createAccount !== undefined && createAccountDestination(s.createAccount) !== null;
    return { kind: 'visitor', corner, offsets, screen: 'login', label: signUp ? 'signInSignUp' : 'signIn' };
  }
  return s.hasMenu
    ? { kind: 'member', corner, offsets, screen: 'memberMenu', label: 'memberMenu', menu: true }
    : { kind: 'member', corner, offsets, screen: 'account', label: 'yourAccount', menu: false };
}

/** Which placement a view needs: the same button in the same corner with the same offsets keeps its place. */
export const placementKey = (view: ButtonView): string =>
  view.kind === 'none' ? '' : `${view.kind}|${view.corner}|${JSON.stringify(view.offsets ?? null)}`;

/** The screens the member button opens. */
export type ButtonScreen = Exclude<ButtonView, { kind: 'none' }>['screen'];
