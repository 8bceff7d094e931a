import { loginRecoveryRoute } from '../core/signup/abandonedRecovery';
import { afterLoginDestination } from '../core/signin/afterLogin';
import type { LinkTask } from '../core/shell/hostLinks';
import type { Route } from '../core/shell/screens';
import { outcomeOf } from '../core/shell/tasks';
import type { Runtime } from '../state/runtimeTypes';
import { hasMenu, isLoggedIn, member, siteConfig } from '../state/store';

/** The modal's own moves a link task or a login ends in (app/modalServices.ts). */
export interface ModalMoves {
  navigate: (route: Route) => void;
  logOut: () => void;
  leaveTo: (url: string) => void;
}

/**
 * What a member link does (a click on the page, ?msopen=…, a link in the interface) and where a login leads. Both
 * ship in the after-ready chunk rather than the boot path: the boot path only decides, on the click, that the link
 * is the widget's (host/links.ts); a click before that chunk arrived waits for it (app/modalServices.ts).
 */
export async function runLinkTask(runtime: Runtime, moves: ModalMoves, task: LinkTask): Promise<void> {
  // Logged in, /member/sign_in opens the menu when there is one: know that before choosing.
  if (isLoggedIn.peek() && (task.kind === 'signIn' || task.kind === 'signUp')) await runtime.menu.ensure();
  const outcome = outcomeOf(task, { loggedIn: isLoggedIn.peek(), hasMenu: hasMenu.peek() });
  if ('open' in outcome) moves.navigate(outcome.open);
  else if ('logOut' in outcome) moves.logOut();
}

/** After a login: on to the destination of part 1 §2 (stored redirect first); `afterLoginUrl` is the host's setting. */
export async function afterLogin(runtime: Runtime, moves: ModalMoves, afterLoginUrl: string | null, redirect?: Route): Promise<void> {
  await runtime.menu.ensure();
  const destination = afterLoginDestination({
    storedRedirect: redirect,
    afterLoginUrl,
    memberships: member.peek()?.memberships ?? [],
    // The config's own default (contract/site.ts) when it is not known.
    abandonedSignup: loginRecoveryRoute(member.peek()?.pendingPlanPublicId, siteConfig.peek()?.allowAbandonedSignupPopup ?? true),
    menu: hasMenu.peek(),
  });
  if ('url' in destination) moves.leaveTo(destination.url);
  else moves.navigate(destination.route);
}
