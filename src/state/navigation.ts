import { batch, computed, signal } from '@preact/signals-react';
import type { Route } from '../core/screens';
import { route } from './store';

/** Screens the visitor came through, for Back; cleared whenever the interface closes. */
const trail = signal<Route[]>([]);

export const canGoBack = computed(() => trail.value.length > 0);

/** Opens a screen; the current one (unless idle) becomes the way back. */
export function go(next: Route): void {
  batch(() => {
    const current = route.peek();
    trail.value = current.name === 'idle' || next.name === 'idle' ? [] : [...trail.peek(), current];
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
