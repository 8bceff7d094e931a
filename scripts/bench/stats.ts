/** Pure helpers of the benchmark (scripts/bench/run.ts): summaries, sizes and the printed table. */

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
}

/** Median (the mean of the middle two for an even count), min and max; null for no values. */
export function summarize(values: readonly number[]): Summary | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (!finite.length) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { n: sorted.length, median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** "12.3 (10.1–15.0)" in ms, or "–" when nothing was measured. */
export const msRange = (s: Summary | null): string => (s ? `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})` : '–');

export const kb = (bytes: number | null): string => (bytes === null ? '–' : `${(bytes / 1024).toFixed(2)} KB`);

/** b / a as "×1.23", or "–" when a is zero or missing. */
export const ratio = (a: number | null | undefined, b: number | null | undefined): string =>
  a && b !== null && b !== undefined ? `×${(b / a).toFixed(2)}` : '–';

/** One resource the page fetched, as Resource Timing reports it. */
export interface Fetched {
  url: string;
  startTime: number;
  responseEnd: number;
  /** 0 when it came from the browser's cache. */
  transferSize: number;
  /** The body as it came over the wire (compressed). */
  encodedBodySize: number;
}

/** Compressed body bytes of the fetched resources that came over the network (not from the cache). */
export const wireBytes = (entries: readonly Fetched[]): number =>
  entries.filter((e) => e.transferSize > 0).reduce((sum, e) => sum + e.encodedBodySize, 0);

/** Whether a URL is the widget's own JavaScript or CSS on the CDN (its loader and chunks, CSS files). */
export const isWidgetAsset = (url: string, cdnOrigin: string): boolean =>
  url.startsWith(`${cdnOrigin}/widget/`) || (url.startsWith(`${cdnOrigin}/`) && /\.css(?:\?|$)/.test(url));

/** Whether a URL is a call of the API. */
export const isApiCall = (url: string, cdnOrigin: string): boolean => url.startsWith(`${cdnOrigin}/api/`);

/** A call's method and path with ids and query left out, to count calls by kind. */
export function callKind(method: string, path: string): string {
  return `${method} ${path
    .replace(/\?.*$/, '')
    .replace(/\/sites\/[^/]+/, '/sites/:s')
    .replace(/\/\d+(?=\/|$)/g, '/:id')}`;
}

/** Counts of each distinct value, most frequent first. */
export function countBy(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** A plain-text table: a header row, a rule, and the rows, each column as wide as its widest cell. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
