import { signal } from '@preact/signals-react';
import type { ComponentType } from 'react';
import type { Route } from '../core/shell/screens';
import type { Shown, Views } from './screens/index';

/**
 * The screens are a chunk of their own (ui/screens/index.ts): the member button alone, on most page views, never
 * needs them. They load on the first open (app/interface.ts starts that beside the interface's chunk when something
 * opens; the member button on hover and focus), and the modal and embeds show once they are in.
 */
const views = signal<Views | null>(null);
const failure = signal<unknown>(null);
let pending: Promise<void> | null = null;

/** Loads the screens once; after a failure (a blocked or dropped chunk) the next call tries again. */
export function loadScreens(): Promise<void> {
  return (pending ??= import('./screens/index').then(
    (module) => {
      views.value = module.VIEWS;
      failure.value = null;
    },
    (error: unknown) => {
      pending = null;
      failure.value = error;
    },
  ));
}

/** Whether a screen can show: the screens are in, or their load failed (the screen then says so). */
export function screensSettled(): boolean {
  if (views.value || failure.value) return true;
  void loadScreens();
  return false;
}

export function Screen({ route }: { route: Exclude<Route, { name: 'idle' }> }) {
  const registry = views.value;
  if (!registry) {
    // To the error boundary around every screen: 'Error, reinitializing...', and each retry loads again.
    const error = failure.value ?? new Error('The screens are not loaded yet');
    void loadScreens();
    throw error;
  }
  // Callers never show idle; every other screen has its view (the registry's type requires one for each).
  const View = registry[route.name as Shown] as ComponentType<{ route: Route }>;
  return <View route={route} />;
}
