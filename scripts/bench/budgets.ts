/**
 * Pure rules of the benchmark's budget lines and page-load figures (scripts/bench/run.ts, peers.ts): long tasks
 * in a window, total blocking time, and the printed "ok / EXCEEDED" line. Budgets are reported, never failed on:
 * the benchmark's exit code does not depend on them.
 */

/** A long task as the page's PerformanceObserver saw it: [startTime, duration] in ms. */
export type Task = readonly [start: number, duration: number];

/** The long tasks that run at some moment between `from` and `to` (they may start before `from`). */
export const overlapping = (tasks: readonly Task[], from: number, to: number): Task[] =>
  tasks.filter(([start, duration]) => start <= to && start + duration >= from);

/** A script that ran inside a long animation frame, as the page's PerformanceObserver saw it. */
export interface FrameScript {
  start: number;
  duration: number;
  url: string;
}

/**
 * The long tasks that ran one of the widget's scripts (`ours`, by URL): a Long Animation Frames script entry overlaps
 * the task. The host page's own tasks in the same window (its first layout of a long page, its own scripts) are
 * left out; they are there with or without the widget.
 */
export const runningOurs = (tasks: readonly Task[], scripts: readonly FrameScript[], ours: (url: string) => boolean): Task[] =>
  tasks.filter(([start, duration]) => scripts.some((s) => ours(s.url) && s.start < start + duration && s.start + s.duration > start));

/**
 * How long the widget's scripts ran inside one task, ms: the union of their Long Animation Frames script entries
 * (`ours`, by URL), clipped to the task. A script entry's duration includes the style and layout the script forced,
 * so layout the widget causes counts; the page's own work in the same task does not: its parser, and its first
 * layout when our cloak lifts (a 260 ms task at 4x CPU on the plain page without any widget at all).
 */
export function oursInTask([start, duration]: Task, scripts: readonly FrameScript[], ours: (url: string) => boolean): number {
  const end = start + duration;
  const spans = scripts
    .filter((s) => ours(s.url))
    .map((s) => [Math.max(s.start, start), Math.min(s.start + s.duration, end)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let sum = 0;
  let reached = start;
  for (const [a, b] of spans) {
    if (b > reached) sum += b - Math.max(a, reached);
    reached = Math.max(reached, b);
  }
  return sum;
}

/** The longest time the widget's scripts ran in one of the tasks (oursInTask), 0 for none. */
export const longestOurs = (tasks: readonly Task[], scripts: readonly FrameScript[], ours: (url: string) => boolean): number =>
  Math.max(0, ...tasks.map((task) => oursInTask(task, scripts, ours)));

/** The longest duration among the tasks, 0 for none. */
export const longest = (tasks: readonly Task[]): number => Math.max(0, ...tasks.map(([, d]) => d));

/**
 * Total blocking time between `from` (first contentful paint) and `to` (the load's end): for each long task, the
 * part of it inside the window beyond 50 ms, summed. A task that began before `from` counts from `from` on (as
 * Lighthouse clips at first contentful paint).
 */
export function totalBlockingTime(tasks: readonly Task[], from: number, to: number): number {
  let sum = 0;
  for (const [start, duration] of tasks) {
    const inside = Math.min(start + duration, to) - Math.max(start, from);
    if (inside > 50) sum += inside - 50;
  }
  return sum;
}

/** Sum of layout-shift values that did not follow input (the page's cumulative layout shift over the load). */
export const layoutShift = (shifts: readonly { value: number; hadRecentInput: boolean }[]): number =>
  shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);

/** One budget line: "ok" or "EXCEEDED" (or "not measured"), the rule and what was measured. */
export function budgetLine(rule: string, measured: string, ok: boolean | null): string {
  return `${(ok === null ? 'not measured' : ok ? 'ok' : 'EXCEEDED').padEnd(12)} ${rule}: ${measured}`;
}

/** The sign-in flow's own screen modules (core/shell/flows.ts groups them): all a click on a sign-in link may fetch of
 * src/ui/screens/. */
export const SIGN_IN_SCREENS = /^src\/ui\/screens\/(?:Login|Logout|flows\/signIn)\.tsx?$/;

/** esbuild's metafile outputs, as much of them as the bench reads: which source modules each output file holds. */
export type MetaOutputs = Record<string, { inputs: Record<string, unknown> }>;

/**
 * The source modules of screens (under src/ui/screens/ or src/ui/payments/) held by the fetched chunk files and
 * not allowed by `allowed` (the screens of the flow that was opened): screens of flows the visitor never opened.
 */
export function otherScreens(fetchedFiles: readonly string[], outputs: MetaOutputs, allowed: (module: string) => boolean): string[] {
  const byFile = new Map(Object.entries(outputs).map(([out, o]) => [out.replace(/^.*\//, ''), Object.keys(o.inputs)]));
  const found = new Set<string>();
  for (const file of fetchedFiles) {
    for (const module of byFile.get(file) ?? []) {
      if (/^src\/ui\/(?:screens|payments)\//.test(module) && !allowed(module)) found.add(module);
    }
  }
  return [...found].sort();
}

/** Issue 38's byte budgets of a first-time visitor's journeys, KB as served (the card provider's own script excluded). */
export const JOURNEY_BUDGET_KB = { pageView: 35, signIn: 25, payment: 60 } as const;

/**
 * The three journey lines from the widget bytes over the wire after each step (`ready`: the page view settled, then
 * `login`, `account`, `payment` in turn, totals): the page view, what a sign-in click adds, and the page view with
 * login, account and a payment screen.
 */
export function journeyLines(bytes: Readonly<Record<string, number>> | undefined): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  const { ready, login, payment } = bytes ?? {};
  const signIn = ready !== undefined && login !== undefined ? login - ready : undefined;
  const line = (rule: string, value: number | undefined, limitKb: number, detail = '') =>
    budgetLine(rule, value === undefined ? '–' : `${kb(value)}${detail}`, value === undefined ? null : value <= limitKb * 1024);
  return [
    line(
      `page view (boot, after ready, the member button's shell) at most ${JOURNEY_BUDGET_KB.pageView} KB as served, first-time visitor, plain page`,
      ready,
      JOURNEY_BUDGET_KB.pageView,
    ),
    line(`a sign-in click at most ${JOURNEY_BUDGET_KB.signIn} KB more as served, after that page view`, signIn, JOURNEY_BUDGET_KB.signIn),
    line(
      `page view + login + account + a payment screen ('+ payment') at most ${JOURNEY_BUDGET_KB.payment} KB as served (card provider's script excluded)`,
      payment,
      JOURNEY_BUDGET_KB.payment,
    ),
  ];
}

/** `value - base`, or null when either is missing. */
export const minus = (value: number | null | undefined, base: number | null | undefined): number | null =>
  value === null || value === undefined || base === null || base === undefined ? null : value - base;

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} ms`;

/** Slack over the config's round trip: one frame at 60 Hz (a paint waits for the next frame). */
export const ROUND_TRIP_SLACK_MS = 16;

/** "FCP (or LCP) against no widget at most the config's round trip + 16 ms" for one install at normal speed. */
export function roundTripLine(install: string, metric: 'FCP' | 'LCP', late: number | null, roundTrip: number | null): string {
  const rule = `${metric} of a first-time visitor, plain page, ${install}, against no widget, at most the config's round trip + ${ROUND_TRIP_SLACK_MS} ms (normal speed, medians)`;
  if (late === null) return budgetLine(rule, '–', null);
  if (roundTrip === null) return budgetLine(rule, `${signed(late)} (no config call seen)`, null);
  return budgetLine(rule, `${signed(late)} (config round trip ${roundTrip.toFixed(1)} ms)`, late <= roundTrip + ROUND_TRIP_SLACK_MS);
}

/** "FCP (or LCP) against no widget at 4x CPU no worse than the best peer" for one install (each a median's difference). */
export function bestPeerLine(
  install: string,
  metric: 'FCP' | 'LCP',
  late: number | null,
  peers: readonly { name: string; late: number | null }[],
): string {
  const rule = `${metric} of a first-time visitor, plain page, ${install}, against no widget at cpu 4x, no worse than the best peer (medians)`;
  const measured = peers.filter((p): p is { name: string; late: number } => p.late !== null);
  if (late === null || !measured.length) return budgetLine(rule, late === null ? '–' : `${signed(late)}, no peer measured`, null);
  const best = measured.reduce((a, b) => (b.late < a.late ? b : a));
  return budgetLine(rule, `${signed(late)} (best peer: ${best.name} ${signed(best.late)})`, late <= best.late);
}

/** Issue 38's returning-visitor budget: the widget's own main-thread time from the loader's mark to ready, ms. */
export const OWN_TIME_BUDGET_MS = 25;

/**
 * "the widget's own main-thread time from the loader to ready at most 25 ms" (medians of the traced loads), with the
 * traced loads' own loader-to-ready and the wall-clock ready of untraced loads beside it.
 */
export function ownTimeLine(page: string, ownMs: number | null, tracedWallMs: number | null, wallMs: number | null, loads: number): string {
  const rule = `returning visitor: the widget's own main-thread time from the loader's mark to ready at most ${OWN_TIME_BUDGET_MS} ms (median, normal speed, trace samples), ${page} page`;
  if (ownMs === null) return budgetLine(rule, '–', null);
  const beside = [
    tracedWallMs === null ? null : `their loader-to-ready ${tracedWallMs.toFixed(1)} ms`,
    wallMs === null ? null : `wall-clock ready untraced ${wallMs.toFixed(1)} ms`,
  ].filter(Boolean);
  return budgetLine(
    rule,
    `${ownMs.toFixed(1)} ms over ${loads} traced loads${beside.length ? ` (${beside.join('; ')})` : ''}`,
    ownMs <= OWN_TIME_BUDGET_MS,
  );
}
