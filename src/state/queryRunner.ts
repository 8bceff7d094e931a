import { nextTask } from './nextTask';
import type { Signal } from '@preact/signals-react';
import type { ApiResult } from '../api/client';
import { failed, isStale, started, succeeded, type QueryState } from '../core/util/query';

export interface QueryOptions<T> {
  fetch: () => Promise<ApiResult<T>>;
  staleMs: number;
  /** A 4xx clears the data (the site configuration does, part 1 §4). */
  clearOn4xx?: boolean;
  now?: () => number;
  /** Told of every fresh answer (persistence, other tabs). */
  onData?: (data: T, fetchedAt: number) => void;
  /**
   * Whose data it is (the session's generation): an answer that lands after it changed (a logout, another member)
   * is dropped, neither shown nor stored nor shared, and a run for the new one does not wait for it.
   */
  epoch?: () => unknown;
  /**
   * Applies an answer in a new task (state/nextTask.ts), not the one that checked it against the contract: at boot,
   * with the validators still cold, that check is the longest work there is, and what the answer changes on the page
   * (every decision) as long again; apart, neither is a long task on a slow phone.
   */
  applyInNextTask?: boolean;
}

/**
 * Runs a query on its signal: one request in flight at a time; `revalidate` only when stale; `put` applies an
 * answer that came another way (a PATCH that answers with the resource).
 */
export function createQuery<T>(state: Signal<QueryState<T>>, options: QueryOptions<T>) {
  const now = options.now ?? Date.now;
  const epoch = options.epoch ?? (() => null);
  let inflight: { epoch: unknown; done: Promise<void> } | null = null;
  /** Bumped by `put`: a request that was in flight before it answers with older data, which is dropped. */
  let puts = 0;
  const run = (): Promise<void> => {
    const asked = epoch();
    if (inflight && inflight.epoch === asked) return inflight.done;
    const done: Promise<void> = (async () => {
      const putsBefore = puts;
      state.value = started(state.peek());
      const result = await options.fetch();
      if (options.applyInNextTask) await nextTask();
      if (puts !== putsBefore || epoch() !== asked) return;
      const at = now();
      if (result.ok) {
        state.value = succeeded(state.peek(), result.data, result.status, at);
        options.onData?.(result.data, at);
      } else {
        state.value = failed(state.peek(), result.error, at, options.clearOn4xx);
      }
    })().finally(() => {
      if (inflight?.done === done) inflight = null;
    });
    inflight = { epoch: asked, done };
    return done;
  };
  /** A fresh success, told to onData like a fetched answer (persistence, other tabs). */
  const put = (data: T, status = 200): void => {
    puts++;
    const at = now();
    state.value = succeeded(state.peek(), data, status, at);
    options.onData?.(data, at);
  };
  return {
    run,
    revalidate: (): Promise<void> => (isStale(state.peek(), options.staleMs, now()) ? run() : Promise.resolve()),
    put,
  };
}

export type QueryRunner<T> = ReturnType<typeof createQuery<T>>;
