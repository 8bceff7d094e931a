import { parseHostPath, type LinkTask } from '../core/shell/hostLinks';
import { closeTarget } from '../core/access/protectionMode';
import type { Route } from '../core/shell/screens';
import { leavePage } from '../host/leavePage';
import { canGoBack, go, goBack, modalNavigation } from '../state/navigation';
import type { Runtime, Services } from '../state/runtimeTypes';
import { protectionMode, siteConfig } from '../state/store';

export interface ModalServices {
  services: Services;
  /** Runs a member link's task (a click on the page, ?msopen=…). */
  run: (task: LinkTask) => Promise<void>;
}

/**
 * The modal's navigation controller, the twin of an embed's (ui/embeds/embedServices.ts): the route history of
 * state/navigation.ts, plus what opening, closing, logging out and leaving mean for the page. `showUi` loads the
 * interface when a screen is to be shown; `afterLoginUrl` reads the host's setting (part 1 §2) at each login, since a
 * page may set it after boot (in a MemberSpace.ready listener, say).
 */
export function createModalServices(runtime: Runtime, showUi: (screen: Route['name']) => void, afterLoginUrl: () => string | null): ModalServices {
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
  const moves = { navigate, logOut, leaveTo };
  // What a link does and where a login leads ship in the after-ready chunk (app/linkTasks.ts), not the boot path: a
  // click before it arrived (it comes at ready) waits for it here, the link's default already prevented.
  async function run(task: LinkTask): Promise<void> {
    try {
      const { runLinkTask } = await import('./afterReady');
      await runLinkTask(runtime, moves, task);
    } catch (error) {
      logger.log('ERROR', 'CORE', 'Opening a member link failed', error);
    }
  }
  const afterLogin = (redirect?: Route) =>
    import('./afterReady')
      .then((m) => m.afterLogin(runtime, moves, afterLoginUrl(), redirect))
      .catch((error: unknown) => logger.log('ERROR', 'CORE', 'Going on after the login failed', error));
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
