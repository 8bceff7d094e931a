/**
 * Pure parts of the bench's Lighthouse table (scripts/bench/lighthouse.ts): medians of each variant's runs, each
 * beside its difference to the same page without any widget, and the budget line "ours costs 0 points and at most
 * 50 ms of largest contentful paint".
 */
import { budgetLine } from './budgets';
import { summarize, table } from './stats';

/** What one Lighthouse run gives: the performance score (0-100) and its metrics (ms; CLS unitless); null when absent. */
export interface LighthouseFigures {
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

export const LIGHTHOUSE_METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls'] as const;
export type LighthouseMetric = (typeof LIGHTHOUSE_METRICS)[number];

/** The runs of one variant on one page. */
export interface LighthouseCell {
  page: string;
  variant: string;
  runs: LighthouseFigures[];
  /** Runs that failed, with why (left out of the medians). */
  failed: string[];
}

/** The variant every other one is compared with. */
export const BASELINE = 'no widget';

/** Median of one metric over the runs that have it; null for none. */
export const medianOf = (runs: readonly LighthouseFigures[], metric: LighthouseMetric): number | null =>
  summarize(runs.map((r) => r[metric]).filter((v): v is number => v !== null))?.median ?? null;

/** The medians of every metric. */
export const mediansOf = (runs: readonly LighthouseFigures[]): LighthouseFigures =>
  Object.fromEntries(LIGHTHOUSE_METRICS.map((m) => [m, medianOf(runs, m)])) as unknown as LighthouseFigures;

const DIGITS: Record<LighthouseMetric, number> = { score: 0, fcp: 0, lcp: 0, tbt: 0, cls: 3 };
const UNIT: Record<LighthouseMetric, string> = { score: '', fcp: ' ms', lcp: ' ms', tbt: ' ms', cls: '' };

/** "2510 ms (+120)": a median with its difference to the baseline's (none for the baseline itself), "–" when missing. */
export function withDiff(metric: LighthouseMetric, value: number | null, base: number | null): string {
  if (value === null) return '–';
  const digits = DIGITS[metric];
  const shown = `${value.toFixed(digits)}${UNIT[metric]}`;
  if (base === null) return shown;
  const d = Number((value - base).toFixed(digits));
  return `${shown} (${d >= 0 ? '+' : ''}${d.toFixed(digits)})`;
}

/** The printed table: one row per page and variant, medians with their difference to the page without any widget. */
export function lighthouseTable(cells: readonly LighthouseCell[]): string {
  const rows = cells.map((c) => {
    const base = cells.find((b) => b.page === c.page && b.variant === BASELINE);
    const mine = mediansOf(c.runs);
    const theirs = base && base !== c ? mediansOf(base.runs) : null;
    return [`${c.page} ${c.variant}`, `${c.runs.length}`, ...LIGHTHOUSE_METRICS.map((m) => withDiff(m, mine[m], theirs ? theirs[m] : null))];
  });
  return table(['page / variant', 'runs', 'score', 'FCP', 'LCP', 'TBT', 'CLS'], rows);
}

/**
 * "ours costs 0 points and at most 50 ms of LCP" for one of our installs on one page (medians against no widget);
 * not measured when either side has no score or no LCP.
 */
export function lighthouseBudget(cells: readonly LighthouseCell[], page: string, variant: string): string {
  const rule = `Lighthouse mobile, ${page}, ${variant}: costs 0 points and at most 50 ms of LCP against no widget (medians)`;
  const ours = cells.find((c) => c.page === page && c.variant === variant);
  const base = cells.find((c) => c.page === page && c.variant === BASELINE);
  if (!ours || !base) return budgetLine(rule, '–', null);
  const [o, b] = [mediansOf(ours.runs), mediansOf(base.runs)];
  if (o.score === null || b.score === null || o.lcp === null || b.lcp === null) return budgetLine(rule, '–', null);
  const points = b.score - o.score;
  const lcp = o.lcp - b.lcp;
  const measured = `${points.toFixed(0)} point(s) (${o.score.toFixed(0)} against ${b.score.toFixed(0)}), LCP ${lcp >= 0 ? '+' : ''}${lcp.toFixed(0)} ms`;
  // Scores are whole points in Lighthouse's report: a median of an even count may fall between two.
  return budgetLine(rule, measured, points < 0.5 && lcp <= 50);
}
