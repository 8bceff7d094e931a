import type { Signal } from '@preact/signals-react';
import type { ApiResult } from '../api/client';
import { failed, initialQuery, started, succeeded, type QueryState } from '../core/util/query';
import { mergeCollection, mergePage, nextPage } from '../core/util/paging';

/** Paged queries (part 1 §4), apart from state/queryRunner.ts so that screens that page bring them, not the boot path. */
export interface PagedState<T> {
  readonly items: readonly T[];
  /** The page to ask for next, or null when every page has come. */
  readonly nextPage: number | null;
  /** How many rows there are over all pages, when the server says (X-Total-Count); else null. */
  readonly total: number | null;
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
        total: total ?? before.total,
        nextPage: nextPage(page, options.pageSize, total, result.data.length),
        query: succeeded(before.query, items, result.status, at),
      };
    })().finally(() => {
      inflight = null;
    }));
  return { loadMore, reset: () => (state.value = initialPaged<T>()) };
}

export const initialPaged = <T>(): PagedState<T> => ({ items: [], nextPage: 1, total: null, query: initialQuery<readonly T[]>() });
