/**
 * Types only: what the composition (src/app/) hands the layers above state. State functions take the narrow part
 * they use (`Pick<Runtime, 'client'>`); host features and the interface get the whole runtime and their services.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { Client } from '../api/client';
import type { CurrentMember } from '../contract/member';
import type { SiteConfig } from '../contract/site';
import type { Logger } from '../core/util/logger';
import type { Route } from '../core/shell/screens';
import type { Settings } from '../core/shell/settings';
import type { Persistence } from './persist';
import type { QueryRunner } from './queryRunner';
import type { Session } from './lazySession';

/** The member menu's loading (state/menuLoader.ts). */
export interface MenuLoader {
  /** Loads the member menu when the site has one and it is missing, stale or another member's. */
  ensure: () => Promise<void>;
  /** Keeps the menu loaded for whoever is logged in (login here, in another tab, by a magic link); returns its stop. */
  follow: () => () => void;
}

/**
 * Everything the widget runs on, wired once per page (app/runtime.ts): API client, session, the site-config and
 * member queries, the menu, persistence (cookies, IndexedDB) and the other tabs of the same site.
 */
export interface Runtime {
  settings: Settings;
  logger: Logger;
  client: Client;
  session: Session;
  config: QueryRunner<typeof SiteConfig.TYPE>;
  member: QueryRunner<typeof CurrentMember.TYPE>;
  menu: MenuLoader;
  persist: Persistence;
  /** Restores, then revalidates only what is stale; resolves when ready can fire. */
  start: () => Promise<void>;
  /** Resolves once the session is restored: host calls wait for it, so none runs as a false "logged out". */
  whenRestored: () => Promise<void>;
  /** Settles pending persistence before the page is left (logout redirect, after-login URL). */
  flushed: () => Promise<void>;
  /** The loader's build id (BootContext.build): the page's own copy, MemberSpace.build, is the page's to change. */
  build: string;
}

/**
 * What screens may use: the runtime and the navigation of the interface they show in: the modal's
 * (app/modalServices.ts) or an embed's own (ui/embeds/embedServices.ts).
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
