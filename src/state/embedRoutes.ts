import type { ReadonlySignal } from '@preact/signals-react';
import { EMBED_PATH_ATTR } from '../core/shell/hostAttributes';
import type { Route, ScreenName } from '../core/shell/screens';

/**
 * The routes of the embedded interfaces on the page (ui/embeds/embedServices.ts), so page-wide decisions can see what
 * the visitor is doing in them: the abandoned-signup reminder waits while one is on a signup or payment screen.
 */
const live = new Set<ReadonlySignal<Route>>();

/** Screens that only decide where an embed goes next: what it will show is not known yet. */
const DECIDING: ReadonlySet<ScreenName> = new Set<ScreenName>(['planLinkRedirect']);

/** Follows an embed's route until the returned function is called (the embed is removed). */
export function trackEmbedRoute(route: ReadonlySignal<Route>): () => void {
  live.add(route);
  return () => live.delete(route);
}

/** The screens the page's embedded interfaces are on now. */
export const embeddedScreens = (): ScreenName[] => [...live].map((route) => route.peek().name);

/**
 * Whether an embedded interface is still coming up: an iframe held for one (host/embedHold.ts) whose interface
 * has not mounted (its chunks load after boot, slowly on a slow device), or one on a redirector. A page-wide
 * decision taken now could miss the screen it will show.
 */
export function embedsSettling(): boolean {
  if (document.querySelectorAll(`iframe[${EMBED_PATH_ATTR}]`).length > live.size) return true;
  return embeddedScreens().some((name) => DECIDING.has(name));
}
