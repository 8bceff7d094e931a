/**
 * Registration approved (part 1 §2, §4): the member follows the approval link, is logged in by magic link and
 * sent on to sign up. Pure: the screen supplies the login and the navigation.
 */
import type { ButtonActionConfig } from '../../contract/site';
import type { Destination } from './afterLogin';

/** Part 1 §4: "Registration approval: initial, login dispatched, logged in, login failed, redirect done, already logged in." */
export type ApprovalState = 'initial' | 'loginDispatched' | 'loggedIn' | 'loginFailed' | 'redirectDone' | 'alreadyLoggedIn';

export type ApprovalEvent = { type: 'open'; loggedIn: boolean } | { type: 'loginSucceeded' } | { type: 'loginFailed' } | { type: 'redirected' };

/**
 * One transition. Whether someone is already logged in is decided on `open` only: once this flow has logged
 * the visitor in, they are never told to log out. An event that does not fit the state changes nothing, so a
 * second `open` never dispatches a second login (the magic token is single-use).
 */
export function approvalStep(state: ApprovalState, event: ApprovalEvent): ApprovalState {
  switch (state) {
    case 'initial':
      return event.type === 'open' ? (event.loggedIn ? 'alreadyLoggedIn' : 'loginDispatched') : state;
    case 'loginDispatched':
      return event.type === 'loginSucceeded' ? 'loggedIn' : event.type === 'loginFailed' ? 'loginFailed' : state;
    case 'loggedIn':
      return event.type === 'redirected' ? 'redirectDone' : state;
    default:
      return state; // loginFailed, redirectDone and alreadyLoggedIn are final
  }
}

export type MagicLoginBody = { type: 'magic'; userId: number; magicToken: string };

/** The magic login body (part 1 §7 "type magic: userId, magicToken"); null when the link's user id is no id. */
export function magicLoginBody(userId: string, magicToken: string): MagicLoginBody | null {
  if (!/^\d{1,15}$/.test(userId) || !magicToken) return null;
  return { type: 'magic', userId: Number(userId), magicToken };
}

/** The site's afterRegistrationAction (part 1 §3): redirect, show_plans, show_public_plans, or anything else. */
export type AfterRegistrationAction = ButtonActionConfig;

/**
 * After registering (part 2 §2 Register user): a redirect goes to the configured URL or '/'; show plans and
 * show public plans go to signup-to-plan with the configured plan ids; anything else (off, unknown, no plan
 * ids) is plain signup-to-plan.
 */
export function afterRegistrationDestination(config: AfterRegistrationAction | null | undefined): Destination {
  if (config?.action === 'redirect') return { url: config.url?.trim() || '/' };
  const ids = config && (config.action === 'show_plans' || config.action === 'show_public_plans') ? config.publicPlanIds : [];
  return { route: ids.length ? { name: 'signupToPlan', selectablePlanIds: [...ids] } : { name: 'signupToPlan' } };
}

export interface ApprovalContext {
  pendingPlanPublicId?: string | null | undefined;
  afterRegistrationAction?: AfterRegistrationAction | null | undefined;
}

/** Part 1 §2: "After login it goes to sign-up for the pending plan id if any. Otherwise it follows the after-registration action." */
export function approvalDestination(ctx: ApprovalContext): Destination {
  if (ctx.pendingPlanPublicId) return { route: { name: 'signupToPlan', selectablePlanIds: [ctx.pendingPlanPublicId] } };
  return afterRegistrationDestination(ctx.afterRegistrationAction);
}

export interface ApprovalDeps {
  /** Whether someone is logged in right now; asked once, before anything is sent. */
  loggedIn: () => boolean;
  /**
   * The magic login, tokens stored and the member loaded. `signedIn` when the tokens were accepted, even if the
   * member then failed to load: that member is logged in, and is never told the login failed.
   */
  logIn: (body: MagicLoginBody) => Promise<{ signedIn: boolean }>;
  /**
   * Asked after the login: the member's pending plan and the site's after-registration action. May wait for the
   * member to load; null when the session ended first, which leaves the flow logged in with nowhere to go.
   */
  context: () => ApprovalContext | null | Promise<ApprovalContext | null>;
  go: (destination: Destination) => void | Promise<void>;
  /** Told of each state as it is reached. */
  report?: (state: ApprovalState) => void;
}

/** The whole flow, from opening the link to the redirect; resolves with the final state. */
export async function runApproval(userId: string, magicToken: string, deps: ApprovalDeps): Promise<ApprovalState> {
  let state: ApprovalState = 'initial';
  const move = (event: ApprovalEvent): ApprovalState => {
    state = approvalStep(state, event);
    deps.report?.(state);
    return state;
  };
  const opened = move({ type: 'open', loggedIn: deps.loggedIn() });
  if (opened !== 'loginDispatched') return opened;
  const body = magicLoginBody(userId, magicToken);
  const signedIn = body !== null && (await deps.logIn(body)).signedIn;
  const afterLogin = move({ type: signedIn ? 'loginSucceeded' : 'loginFailed' });
  if (afterLogin !== 'loggedIn') return afterLogin;
  const context = await deps.context();
  if (!context) return afterLogin;
  await deps.go(approvalDestination(context));
  return move({ type: 'redirected' });
}
