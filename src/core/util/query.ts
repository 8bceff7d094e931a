import type { ApiError } from '../texts/errors';

/**
 * A data query's state (part 1 §4): fetching, succeeded, failed and settled flags, the last status code and
 * timestamps. Pure transitions; state/queryRunner.ts runs them on signals.
 */
export interface QueryState<T> {
  readonly data: T | null;
  readonly fetching: boolean;
  readonly succeeded: boolean;
  readonly failed: boolean;
  /** Answered at least once, either way. */
  readonly settled: boolean;
  /** 0 before any answer and on a network failure. */
  readonly lastStatus: number;
  readonly fetchedAt: number | null;
  readonly failedAt: number | null;
  readonly error: ApiError | null;
}

export const initialQuery = <T>(data: T | null = null, fetchedAt: number | null = null): QueryState<T> => ({
  data,
  fetching: false,
  succeeded: data !== null,
  failed: false,
  settled: data !== null,
  lastStatus: 0,
  fetchedAt,
  failedAt: null,
  error: null,
});

export const started = <T>(s: QueryState<T>): QueryState<T> => ({ ...s, fetching: true });

export const succeeded = <T>(s: QueryState<T>, data: T, status: number, at: number): QueryState<T> => ({
  ...s,
  data,
  fetching: false,
  succeeded: true,
  failed: false,
  settled: true,
  lastStatus: status,
  fetchedAt: at,
  error: null,
});

/** A failure keeps the last good data, except a 4xx when the query clears on it (site config does). */
export const failed = <T>(s: QueryState<T>, error: ApiError, at: number, clearOn4xx = false): QueryState<T> => {
  const clear = clearOn4xx && error.status >= 400 && error.status < 500;
  return {
    ...s,
    data: clear ? null : s.data,
    fetchedAt: clear ? null : s.fetchedAt,
    fetching: false,
    succeeded: false,
    failed: true,
    settled: true,
    lastStatus: error.status,
    failedAt: at,
    error,
  };
};

/**
 * A cached answer (IndexedDB, another tab) laid over the query's state: taken unless the query holds a newer
 * answer of its own; after its own failure it still fills in the data, unless a 4xx cleared it on purpose (the
 * site is gone). Null when nothing changes. A request in flight stays in flight.
 */
export function adoptCached<T>(current: QueryState<T>, data: T, fetchedAt: number, clearOn4xx = false): QueryState<T> | null {
  const own = Math.max(current.fetchedAt ?? -Infinity, current.failedAt ?? -Infinity);
  if (own < fetchedAt) return { ...succeeded(initialQuery<T>(), data, 200, fetchedAt), fetching: current.fetching };
  const cleared = clearOn4xx && current.lastStatus >= 400 && current.lastStatus < 500;
  if (current.failed && current.data === null && !cleared) return { ...current, data, fetchedAt };
  return null;
}

export const isStale = (s: QueryState<unknown>, staleMs: number, now: number): boolean =>
  s.data === null || s.fetchedAt === null || now - s.fetchedAt >= staleMs || now < s.fetchedAt;
