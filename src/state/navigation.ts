import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { ROUTE_HISTORY_LENGTH } from '../core/bootConstants';
import type { Route } from '../core/shell/screens';
import { isLoggedIn, route } from './store';

/** One interface's way through its screens: the modal's, or an embed's own (ui/embeds/embedServices.ts). */
export interface Navigation {
  route: ReadonlySignal<Route>;
  canGoBack: ReadonlySignal<boolean>;
  /**
   * Opens a screen; the current one (unless idle) becomes the way back. With `replace` the current screen is
   * not kept: a redirector (a screen that only decides where to go) must not be a step Back returns to, or
   * Back would land on it and be sent straight on again.
   */
  go: (next: Route, replace?: boolean) => void;
  goBack: () => void;
  /** Shows a screen with no way back (an embed returning to its own path). */
  reset: (to: Route) => void;
}

const sameRoute = (a: Route, b: Route): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Navigation over a route signal. A login or logout since the last step starts a new trail: Back must not
 * return a member to the login or invitation screen they came through, nor a visitor to the screens of a
 * session that has ended. The trail is cleared whenever the interface closes (goes idle).
 */
export function createNavigation(current: Signal<Route>): Navigation {
  /** Screens the visitor came through, for Back. */
  const trail = signal<Route[]>([]);
  /** Whether a member was logged in at the last navigation. */
  let trailLoggedIn = isLoggedIn.peek();
  const go = (next: Route, replace = false) =>
    batch(() => {
      const now = current.peek();
      const loggedIn = isLoggedIn.peek();
      const fresh = now.name === 'idle' || next.name === 'idle' || loggedIn !== trailLoggedIn;
      // Opening the screen already showing (a login's stored redirect to the denied screen the page protector
      // has just reopened) is no step to go back to either.
      const stay = replace || sameRoute(now, next);
      trail.value = fresh ? [] : stay ? trail.peek() : [...trail.peek(), now];
      trailLoggedIn = loggedIn;
      current.value = next;
    });
  const goBack = () => {
    const previous = trail.peek().at(-1);
    if (!previous) return;
    batch(() => {
      trail.value = trail.peek().slice(0, -1);
      current.value = previous;
    });
  };
  const reset = (to: Route) =>
    batch(() => {
      trail.value = [];
      trailLoggedIn = isLoggedIn.peek();
      current.value = to;
    });
  return { route: current, canGoBack: computed(() => trail.value.length > 0), go, goBack, reset };
}

/** The modal's navigation, over the store's route. */
export const modalNavigation = createNavigation(route);
export const { go, goBack, canGoBack } = modalNavigation;

/**
 * The main interface's last 20 routes with the time each showed (idle included: the interface closed), oldest
 * first: diagnostics' Main history tab (ui/diagnostics/). The back trail is cleared on close; this is not.
 */
export const routeHistory: { at: number; route: Route }[] = [];
effect(() => {
  routeHistory.push({ at: Date.now(), route: route.value });
  if (routeHistory.length > ROUTE_HISTORY_LENGTH) routeHistory.shift();
});
