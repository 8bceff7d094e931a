/**
 * The widget's own main-thread time between two user-timing marks, from a Chromium trace (pure; the bench records
 * the trace with categories TRACE_CATEGORIES around one page load). Long Animation Frames only report frames over
 * 50 ms, so they cannot see a returning visitor's boot; the trace's JavaScript samples (V8's profiler, a sample
 * every 0.1-0.2 ms) can: a sample is ours when a function of one of our scripts is on its stack (what it calls, the
 * browser's own work for it included), and the compilation of our scripts (`v8.compile`, `v8.compileModule`,
 * before any of their functions is on a stack) is added, counted once where the samples saw it too. Figures are
 * sampled: exact to about a sample per call.
 */

/** Marks, script compilation and JavaScript samples only: the rest of devtools.timeline would slow the page more. */
export const TRACE_CATEGORIES = ['blink.user_timing', 'v8', 'disabled-by-default-v8.cpu_profiler'];

/** A trace event, as much of it as is read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: { url?: string } }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface OwnTime {
  /** Our main-thread time in the window, ms. */
  ms: number;
  /** The window's length (the second mark's time less the first's), ms. */
  wallMs: number;
}

/**
 * Our main-thread time from the last `from` mark to the first `to` mark after it (ms), as `ours(url)` says which
 * scripts are ours; null when either mark is missing or the trace holds no samples of that thread.
 */
export function ownMainThreadTime(events: readonly TraceEvent[], from: string, to: string, ours: (url: string) => boolean): OwnTime | null {
  const start = events.filter((e) => e.name === from).at(-1);
  const end = start && events.find((e) => e.name === to && e.ts >= start.ts && e.pid === start.pid);
  if (!start || !end) return null;
  const [t0, t1] = [start.ts, end.ts];
  const thread = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  // The page thread's profile: its samples come in chunks (emitted on another thread) tied to it by id.
  const profile = events.find((e) => e.name === 'Profile' && thread(e));
  if (!profile) return null;
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === start.pid && e.id === profile.id);
  const parent = new Map<number, number | undefined>();
  const url = new Map<number, string | undefined>();
  let t = profile.args?.data?.startTime ?? profile.ts;
  const samples: [time: number, node: number][] = [];
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      parent.set(node.id, node.parent);
      url.set(node.id, node.callFrame.url);
    }
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push([t, id]);
    });
  }
  const memo = new Map<number, boolean>();
  const onStack = (id: number | undefined): boolean => {
    if (id === undefined) return false;
    let known = memo.get(id);
    if (known === undefined) {
      const u = url.get(id);
      known = (u !== undefined && u !== '' && ours(u)) || onStack(parent.get(id));
      memo.set(id, known);
    }
    return known;
  };
  // Samples can arrive a little out of order across chunks: by time, each lasting until the next.
  samples.sort((a, b) => a[0] - b[0]);
  const spans: [number, number][] = [];
  for (let i = 0; i + 1 < samples.length; i++) {
    const [time, id] = samples[i]!;
    if (onStack(id)) spans.push([time, samples[i + 1]![0]]);
  }
  for (const e of events) {
    if ((e.name === 'v8.compile' || e.name === 'v8.compileModule') && thread(e) && e.args?.data?.url && ours(e.args.data.url)) {
      spans.push([e.ts, e.ts + (e.dur ?? 0)]);
    }
  }
  // Their union inside the window: a compilation the samples also saw as ours counts once.
  let us = 0;
  let reached = t0;
  for (const [a, b] of spans.sort((x, y) => x[0] - y[0])) {
    const from = Math.max(a, reached);
    const to = Math.min(b, t1);
    if (to > from) us += to - from;
    reached = Math.max(reached, Math.min(b, t1));
  }
  return { ms: us / 1000, wallMs: (t1 - t0) / 1000 };
}
