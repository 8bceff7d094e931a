import type { ReadonlySignal } from '@preact/signals-react';
import type { Route, ScreenName } from '../core/screens';

/**
 * The routes of the embedded interfaces on the page (ui/embedServices.ts), so page-wide decisions can see what
 * the visitor is doing in them: the abandoned-signup reminder waits while one is on a signup or payment screen.
 */
const live = new Set<ReadonlySignal<Route>>();

/** Follows an embed's route until the returned function is called (the embed is removed). */
export function trackEmbedRoute(route: ReadonlySignal<Route>): () => void {
  live.add(route);
  return () => live.delete(route);
}

/** The screens the page's embedded interfaces are on now. */
export const embeddedScreens = (): ScreenName[] => [...live].map((route) => route.peek().name);
