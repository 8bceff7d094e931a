import { effect, type Signal } from '@preact/signals-react';
import { configRetryDelay } from '../core/access/availability';
import type { QueryState } from '../core/util/query';

/**
 * A query that failed with nothing to show (the site config of a page waiting on it: docs "Availability: never blank
 * a site") asks again by itself, 5 s after the first failure, then twice as long each time up to 60 s; an answer
 * starts the count again. Coming back online asks at once (state/startup.ts), without waiting for the next turn.
 */
export function retryWhileEmpty(query: Signal<QueryState<unknown>>, run: () => Promise<void>): void {
  let attempts = 0;
  let seen: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  effect(() => {
    const { data, failed, fetching, failedAt } = query.value;
    if (data !== null) {
      attempts = 0;
      return;
    }
    // One turn per failed answer (the state also changes while a request is in flight).
    if (!failed || fetching || failedAt === seen) return;
    seen = failedAt;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = query.peek();
      if (now.data === null && !now.fetching) void run();
    }, configRetryDelay(++attempts));
  });
}
