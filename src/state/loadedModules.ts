import { signal } from '@preact/signals-react';

export type LoadState = 'loading' | 'installed' | 'failed';

/**
 * What the widget loaded after boot, by name (host features, the deferred modules of app/deferred.ts) and how that
 * went: diagnostics report it as it happened instead of guessing from the page.
 */
export const loadedModules = signal<Readonly<Record<string, LoadState>>>({});

export function markLoad(name: string, state: LoadState): void {
  loadedModules.value = { ...loadedModules.peek(), [name]: state };
}
