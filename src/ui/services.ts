import { createContext, useContext } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { Route } from '../core/screens';
import type { Runtime } from '../runtime';

/**
 * What screens may use: the runtime (API client, session, queries) and the navigation of the interface they
 * show in: the modal's (main.ts) or an embed's own (ui/embedServices.ts).
 */
export interface Services {
  runtime: Runtime;
  /** The route this interface was asked to show (before the availability redirects). */
  route: ReadonlySignal<Route>;
  canGoBack: ReadonlySignal<boolean>;
  /** Opens a screen (pushed onto the back stack; with `replace`, in place of the current one: redirectors). */
  navigate: (route: Route, replace?: boolean) => void;
  /** The previous screen, when there is one. */
  back: () => void;
  /** Closes the interface (part 1 §2: to idle, or away from a page the visitor may not see). */
  close: () => void;
  logOut: () => void;
  /** Runs a widget link (/member/…, /content/…) as if the host page's link had been clicked. */
  openPath: (path: string) => boolean;
  /** After a login: on to the destination of part 1 §2 (stored redirect first). */
  afterLogin: (redirect?: Route) => void;
  /**
   * Leaves the page for `url` (host/leavePage.ts) once persistence has settled, or the next page would restore
   * what was just written or removed; the interface comes to rest meanwhile (the modal closes, an embed returns
   * to its path's screen).
   */
  leaveTo: (url: string) => void;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Services missing: screens render inside <App>');
  return services;
}
