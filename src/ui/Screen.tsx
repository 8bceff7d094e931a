import { batch, signal } from '@preact/signals-react';
import type { ComponentType } from 'react';
import { flowOf, type Flow, type Shown } from '../core/shell/flows';
import type { Route } from '../core/shell/screens';
import { loadDialog } from './dialogLoader';
import { preloadFlowFiles } from './flowFiles';
import type { FlowChunk, FlowViews } from './screens/views';
import { LoadFailed, Loading } from './Status';
import { shellText as t } from '../shell/t';

/**
 * The screens are lazy chunks by flow (core/shell/flows.ts): the member button alone, on most page views, needs
 * none, and a visitor who opens the login form downloads no screen of sign-up, the account or billing. A flow loads the
 * first time one of its screens shows (the member button starts it on hover and focus; app/interface.ts starts the
 * sign-in flow beside the interface's chunk). The build reads this table, one `flow: () => import('…')` a line, for
 * each flow's other files (ui/flowFiles.ts).
 */
const LOADERS: { [F in Flow]: () => Promise<FlowChunk<F>> } = {
  signIn: () => import('./screens/flows/signIn'),
  join: () => import('./screens/flows/join'),
  access: () => import('./screens/flows/access'),
  screens: () => import('./screens/flows/screens'),
  payments: () => import('./payments/index'),
  diag: () => import('./diagnostics/index'),
};

type Views = { [F in Flow]?: FlowViews<F> };
const views = signal<Views>({});
const failures = signal<{ [F in Flow]?: unknown }>({});
const pending: { [F in Flow]?: Promise<void> } = {};

/** Loads the flow of a screen once; after a failure (a blocked or dropped chunk) the next call tries again. */
export function loadScreens(name: Shown): Promise<void> {
  const flow: Flow = flowOf(name);
  // The dialog's chunk beside the flow's, not after it (each flow imports it too); its failure is the interface's.
  loadDialog().catch(() => undefined);
  if (!pending[flow]) preloadFlowFiles(flow); // and the flow's other files beside its own, not once it has arrived
  return (pending[flow] ??= (LOADERS[flow] as () => Promise<FlowChunk<Flow>>)().then(
    // One update, so the screen renders once with its flow in (a screen that crashes must crash once per render).
    (module) =>
      batch(() => {
        views.value = { ...views.value, [flow]: module.VIEWS };
        if (failures.peek()[flow]) failures.value = { ...failures.value, [flow]: undefined };
      }),
    (error: unknown) => {
      delete pending[flow];
      failures.value = { ...failures.value, [flow]: error ?? new Error(`The ${flow} screens could not load`) };
    },
  ));
}

/** Whether a screen can show: its flow is in, or its load failed (the screen then says so). */
export function screensSettled(name: Shown): boolean {
  const flow: Flow = flowOf(name);
  if (views.value[flow] || failures.value[flow]) return true;
  void loadScreens(name);
  return false;
}

export function Screen({ route }: { route: Exclude<Route, { name: 'idle' }> }) {
  const flow: Flow = flowOf(route.name);
  const registry = views.value[flow] as Record<Shown, ComponentType<{ route: Route }>> | undefined;
  if (!registry) {
    const error = failures.value[flow];
    // Offline, a flow not in yet (joining's, opened from the account) is a network failure (part 1 §8): said so, and
    // asked again by itself once back online (ui/Status.tsx), not retried into the boundary's given-up state meanwhile.
    if (error && !navigator.onLine) return <LoadFailed message={t('networkError')} onRetry={() => void loadScreens(route.name)} />;
    void loadScreens(route.name);
    // To the error boundary around every screen: 'Error, reinitializing...', and each retry loads again.
    if (error) throw error;
    return <Loading />; // another flow's screen, opened from an open modal or embed
  }
  // Every screen of the flow has its view (the flow's chunk's type requires one for each).
  const View = registry[route.name];
  return <View route={route} />;
}
