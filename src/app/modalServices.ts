import { recoveryRoute } from '../core/signup/abandonedRecovery';
import { afterLoginDestination } from '../core/signin/afterLogin';
import { parseHostPath, type LinkTask } from '../core/shell/hostLinks';
import { closeTarget } from '../core/access/protectionMode';
import type { Route } from '../core/shell/screens';
import { outcomeOf } from '../core/shell/tasks';
import { leavePage } from '../host/leavePage';
import { canGoBack, go, goBack, modalNavigation } from '../state/navigation';
import type { Runtime, Services } from '../state/runtimeTypes';
import { hasMenu, isLoggedIn, member, protectionMode, siteConfig } from '../state/store';

export interface ModalServices {
  services: Services;
  /** Runs a member link's task (a click on the page, ?msopen=…). */
  run: (task: LinkTask) => Promise<void>;
}

/**
 * The modal's navigation controller, the twin of an embed's (ui/embeds/embedServices.ts): the route history of
 * state/navigation.ts, plus what opening, closing, logging out and leaving mean for the page. `showUi` loads the
 * interface when a screen is to be shown; `afterLoginUrl` is the host's setting (part 1 §2).
 */
export function createModalServices(runtime: Runtime, showUi: (screen: Route['name']) => void, afterLoginUrl: string | null): ModalServices {
  const { logger } = runtime;
  const navigate = (next: Route, replace?: boolean) => {
    go(next, replace);
    if (next.name !== 'idle') showUi(next.name);
  };
  const logOut = () => {
    runtime.session.end();
    navigate({ name: 'logout' });
  };
  /** Leaves the page once persistence has settled, so what was just written (or removed) is not lost. */
  const leaveTo = (url: string) => {
    go({ name: 'idle' });
    void runtime.flushed().then(() => leavePage(url, logger));
  };
  const close = () => {
    // A page the visitor may not see is not left showing behind a closed widget (part 1 §2).
    const target = closeTarget(protectionMode.peek(), siteConfig.peek()?.redirectPath);
    if (target) leaveTo(target);
    else go({ name: 'idle' });
  };
  const afterLogin = async (redirect?: Route) => {
    await runtime.menu.ensure();
    const pendingPlan = member.peek()?.pendingPlanPublicId;
    const destination = afterLoginDestination({
      storedRedirect: redirect,
      afterLoginUrl,
      memberships: member.peek()?.memberships ?? [],
      abandonedSignup: pendingPlan ? recoveryRoute(pendingPlan, 'login') : null,
      menu: hasMenu.peek(),
    });
    if ('url' in destination) leaveTo(destination.url);
    else navigate(destination.route);
  };
  async function run(task: LinkTask): Promise<void> {
    try {
      // Logged in, /member/sign_in opens the menu when there is one: know that before choosing.
      if (isLoggedIn.peek() && (task.kind === 'signIn' || task.kind === 'signUp')) await runtime.menu.ensure();
      const outcome = outcomeOf(task, { loggedIn: isLoggedIn.peek(), hasMenu: hasMenu.peek() });
      if ('open' in outcome) navigate(outcome.open);
      else if ('logOut' in outcome) logOut();
    } catch (error) {
      logger.log('ERROR', 'CORE', 'Opening a member link failed', error);
    }
  }
  const openPath = (path: string) => {
    const task = parseHostPath(path);
    if (task) void run(task);
    return task !== null;
  };
  const services: Services = {
    runtime,
    route: modalNavigation.route,
    canGoBack,
    navigate,
    back: goBack,
    close,
    logOut,
    openPath,
    afterLogin: (r) => void afterLogin(r),
    leaveTo,
  };
  return { services, run };
}
