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
