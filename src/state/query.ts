import type { Signal } from '@preact/signals-react';
import type { ApiResult } from '../api/client';
import { failed, initialQuery, isStale, mergeCollection, mergePage, nextPage, started, succeeded, type QueryState } from '../core/query';

export interface QueryOptions<T> {
  fetch: () => Promise<ApiResult<T>>;
  staleMs: number;
  /** A 4xx clears the data (the site configuration does, part 1 §4). */
  clearOn4xx?: boolean;
  now?: () => number;
  /** Told of every fresh answer (persistence, other tabs). */
  onData?: (data: T, fetchedAt: number) => void;
}

/**
 * Runs a query on its signal: one request in flight at a time; `revalidate` only when stale; `put` applies an
 * answer that came another way (a PATCH that answers with the resource).
 */
export function createQuery<T>(state: Signal<QueryState<T>>, options: QueryOptions<T>) {
  const now = options.now ?? Date.now;
  let inflight: Promise<void> | null = null;
  /** Bumped by `put`: a request that was in flight before it answers with older data, which is dropped. */
  let puts = 0;
  const run = (): Promise<void> =>
    (inflight ??= (async () => {
      const putsBefore = puts;
      state.value = started(state.peek());
      const result = await options.fetch();
      if (puts !== putsBefore) return;
      const at = now();
      if (result.ok) {
        state.value = succeeded(state.peek(), result.data, result.status, at);
        options.onData?.(result.data, at);
      } else {
        state.value = failed(state.peek(), result.error, at, options.clearOn4xx);
      }
    })().finally(() => {
      inflight = null;
    }));
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

export interface PagedState<T> {
  readonly items: readonly T[];
  /** The page to ask for next, or null when every page has come. */
  readonly nextPage: number | null;
  readonly query: QueryState<readonly T[]>;
}

export interface PagedOptions<T> {
  fetchPage: (page: number, pageSize: number) => Promise<ApiResult<readonly T[]>>;
  pageSize: number;
  key: (item: T) => string | number;
  /** Collection mode: merged rows are kept sorted by this; pagination mode (none) keeps arrival order. */
  compare?: (a: T, b: T) => number;
  now?: () => number;
}

/**
 * Pagination and collection modes of part 1 §4: each `loadMore` fetches the next page and merges it; the
 * total comes from the X-Total-Count header when the server sends one, else a short page ends the list.
 */
export function createPagedQuery<T>(state: Signal<PagedState<T>>, options: PagedOptions<T>) {
  const now = options.now ?? Date.now;
  let inflight: Promise<void> | null = null;
  const loadMore = (): Promise<void> =>
    (inflight ??= (async () => {
      const current = state.peek();
      if (current.nextPage === null) return;
      const page = current.nextPage;
      state.value = { ...current, query: started(current.query) };
      const result = await options.fetchPage(page, options.pageSize);
      const at = now();
      const before = state.peek();
      if (!result.ok) {
        state.value = { ...before, query: failed(before.query, result.error, at) };
        return;
      }
      const totalHeader = Number(result.headers.get('X-Total-Count') ?? NaN);
      const total = Number.isFinite(totalHeader) ? totalHeader : null;
      const items = options.compare
        ? mergeCollection(before.items, result.data, options.key, options.compare)
        : mergePage(before.items, result.data, options.key);
      state.value = {
        items,
        nextPage: nextPage(page, options.pageSize, total, result.data.length),
        query: succeeded(before.query, items, result.status, at),
      };
    })().finally(() => {
      inflight = null;
    }));
  return { loadMore, reset: () => (state.value = initialPaged<T>()) };
}

export const initialPaged = <T>(): PagedState<T> => ({ items: [], nextPage: 1, query: initialQuery<readonly T[]>() });
