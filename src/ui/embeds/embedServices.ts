import { effect, signal } from '@preact/signals-react';
import { embedRoute } from '../../core/shell/embeds';
import { parseHostPath } from '../../core/shell/hostLinks';
import type { Route } from '../../core/shell/screens';
import { outcomeOf } from '../../core/shell/tasks';
import { leavePage } from '../../host/leavePage';
import { trackEmbedRoute } from '../../state/embedRoutes';
import { createNavigation } from '../../state/navigation';
import { hasMenu, isLoggedIn } from '../../state/store';
import type { Services } from '../../state/runtimeTypes';

export interface EmbedServices {
  services: Services;
  /** Stops following the session and leaves the page's list of embedded interfaces. */
  dispose: () => void;
}

/**
 * Services for an embed of `path` (an iframe pointing at /member/, ui/embeds/uiEmbeds.ts): its own route and Back
 * trail, so navigating inside it stays inside it and the modal keeps its own. Nothing here closes or leaves:
 * - the embed rests on its path's screen (core/shell/embeds.ts embedRoute); "closing" (close, navigate to idle)
 *   returns there, with no way back;
 * - a login, here or anywhere (the modal, another tab), and a logout send it back to that screen for the new
 *   session; after a login inside the embed it continues to the login's stored redirect, else stays on its path
 *   (never the after-login URL or the plan's content page: the member chose this page);
 * - logging out ends the session and stays (the logout redirector is not available when embedded);
 * - content links (/content/…) open in the modal, as on the page; member links open inside the embed;
 * - leaving the page (a plan's welcome page, the after-registration URL) returns the embed to its screen, not
 *   the modal, and goes once persistence has settled, as from the modal.
 */
export function createEmbedServices(path: string, page: Services): EmbedServices {
  const home = (): Route => embedRoute(path, { loggedIn: isLoggedIn.peek(), hasMenu: hasMenu.peek() });
  const nav = createNavigation(signal(home()));
  const navigate = (next: Route, replace?: boolean) => (next.name === 'idle' ? nav.reset(home()) : nav.go(next, replace));
  const logOut = () => page.runtime.session.end();
  let seen = isLoggedIn.peek();
  const untrack = trackEmbedRoute(nav.route);
  const stopFollowing = effect(() => {
    const loggedIn = isLoggedIn.value;
    if (loggedIn === seen) return;
    seen = loggedIn;
    nav.reset(home());
  });
  const afterLogin = async (redirect?: Route) => {
    await page.runtime.menu.ensure(); // a /member/sign_in embed rests on the menu when there is one
    nav.reset(redirect ?? home()); // a login starts a new trail, as in the modal
  };
  const leaveTo = (url: string) => {
    navigate({ name: 'idle' });
    void page.runtime.flushed().then(() => leavePage(url, page.runtime.logger));
  };
  const openPath = (target: string) => {
    const task = parseHostPath(target);
    if (!task) return false;
    if (task.kind === 'content') return page.openPath(target);
    const outcome = outcomeOf(task, { loggedIn: isLoggedIn.peek(), hasMenu: hasMenu.peek() });
    if ('open' in outcome) navigate(outcome.open);
    else if ('logOut' in outcome) logOut();
    return true;
  };
  const services: Services = {
    runtime: page.runtime,
    route: nav.route,
    canGoBack: nav.canGoBack,
    navigate,
    back: nav.goBack,
    close: () => navigate({ name: 'idle' }),
    logOut,
    openPath,
    afterLogin: (redirect) =>
      void afterLogin(redirect).catch((error: unknown) => page.runtime.logger.log('ERROR', 'EMBED', 'After login failed', error)),
    leaveTo,
  };
  const dispose = () => {
    stopFollowing();
    untrack();
  };
  return { services, dispose };
}
