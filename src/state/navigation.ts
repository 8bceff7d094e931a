import { batch, computed, signal } from '@preact/signals-react';
import type { Route } from '../core/screens';
import { isLoggedIn, route } from './store';

/** Screens the visitor came through, for Back; cleared whenever the interface closes. */
const trail = signal<Route[]>([]);
/** Whether a member was logged in at the last navigation. */
let trailLoggedIn = isLoggedIn.peek();

export const canGoBack = computed(() => trail.value.length > 0);

/**
 * Opens a screen; the current one (unless idle) becomes the way back. A login or logout since the last step
 * starts a new trail: Back must not return a member to the login or invitation screen they came through,
 * nor a visitor to the screens of a session that has ended.
 */
export function go(next: Route): void {
  batch(() => {
    const current = route.peek();
    const loggedIn = isLoggedIn.peek();
    const fresh = current.name === 'idle' || next.name === 'idle' || loggedIn !== trailLoggedIn;
    trail.value = fresh ? [] : [...trail.peek(), current];
    trailLoggedIn = loggedIn;
    route.value = next;
  });
}

export function goBack(): void {
  const previous = trail.peek().at(-1);
  if (!previous) return;
  batch(() => {
    trail.value = trail.peek().slice(0, -1);
    route.value = previous;
  });
}
