/** Paging rules of part 1 §4 (pagination and collection modes); the queries are in state/pagedQuery.ts. */

/** Pagination mode: the next page's rows appended, a row already present replaced where it stands. */
export function mergePage<T>(items: readonly T[], rows: readonly T[], key: (item: T) => string | number): T[] {
  const fresh = new Map(rows.map((row) => [key(row), row]));
  const merged = items.map((item) => fresh.get(key(item)) ?? item);
  const seen = new Set(items.map(key));
  return merged.concat(rows.filter((row) => !seen.has(key(row))));
}

/** Collection mode: merged by key, then sorted. */
export function mergeCollection<T>(items: readonly T[], rows: readonly T[], key: (item: T) => string | number, compare: (a: T, b: T) => number): T[] {
  return mergePage(items, rows, key).sort(compare);
}

/** The page after `page` of `pageSize` rows when `total` rows exist, or null when that was the last. */
export const nextPage = (page: number, pageSize: number, total: number | null, received: number): number | null =>
  total === null ? (received < pageSize ? null : page + 1) : page * pageSize < total ? page + 1 : null;
