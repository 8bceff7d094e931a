import { describe, expect, it } from 'vitest';
import { ownMainThreadTime, type TraceEvent } from '../../scripts/bench/mainThread';

const MAIN = { pid: 1, tid: 10 };
const ours = (url: string) => url.includes('/widget/');
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'I', ts, ...MAIN });

/** A profile on the main thread whose samples come every 100 µs from `start`, in one chunk per call. */
const profile = (start: number): TraceEvent => ({ name: 'Profile', ph: 'P', ts: start, id: '0x1', ...MAIN, args: { data: { startTime: start } } });
const chunk = (nodes: { id: number; parent?: number; url?: string }[], samples: number[], deltas: number[]): TraceEvent => ({
  name: 'ProfileChunk',
  ph: 'P',
  ts: 0,
  id: '0x1',
  pid: 1,
  tid: 99, // emitted on the profiler's thread, tied to the profile by id
  args: {
    data: { cpuProfile: { nodes: nodes.map((n) => ({ id: n.id, parent: n.parent, callFrame: { url: n.url } })), samples }, timeDeltas: deltas },
  },
});

const NODES = [
  { id: 1 }, // (root)
  { id: 2, parent: 1 }, // (program)
  { id: 3, parent: 1, url: 'http://cdn/widget/widget.js' },
  { id: 4, parent: 3 }, // a built-in our code called (JSON.parse): ours, by its caller
  { id: 5, parent: 1, url: 'http://host/app.js' },
];

describe("the widget's own main-thread time from a trace", () => {
  it('counts the samples with one of our functions on the stack, between the two marks, each until the next sample', () => {
    // Samples at 1000 (ours), 1100 (built-in under ours), 1200 (host), 1300 (ours), 1400 (program), 1500 (ours, after ready).
    const events = [
      profile(900),
      chunk(NODES, [3, 4, 5, 3, 2, 3], [100, 100, 100, 100, 100, 100]),
      mark('memberspace:loader', 1000),
      mark('memberspace:ready', 1450),
    ];
    const own = ownMainThreadTime(events, 'memberspace:loader', 'memberspace:ready', ours);
    // 1000-1100, 1100-1200, 1300-1400: 300 µs.
    expect(own).toEqual({ ms: 0.3, wallMs: 0.45 });
  });

  it('adds the compilation of our scripts on the main thread, clipped to the window; not the host page’s, nor other threads’', () => {
    const events = [
      profile(0),
      chunk(NODES, [2, 2], [1000, 1000]),
      mark('memberspace:loader', 1000),
      { name: 'v8.compileModule', ph: 'X', ts: 1500, dur: 400, ...MAIN, args: { data: { url: 'http://cdn/widget/chunk-A.js' } } },
      { name: 'v8.compile', ph: 'X', ts: 900, dur: 200, ...MAIN, args: { data: { url: 'http://cdn/widget/widget.js' } } },
      { name: 'v8.compile', ph: 'X', ts: 1200, dur: 200, ...MAIN, args: { data: { url: 'http://host/app.js' } } },
      { name: 'v8.compile', ph: 'X', ts: 1200, dur: 200, pid: 1, tid: 11, args: { data: { url: 'http://cdn/widget/w.js' } } },
      mark('memberspace:ready', 2000),
    ];
    expect(ownMainThreadTime(events, 'memberspace:loader', 'memberspace:ready', ours)?.ms).toBeCloseTo(0.5);
  });

  it('counts a compilation the samples also saw as ours once, so the time never exceeds the window', () => {
    const events = [
      profile(1000),
      chunk(NODES, [3, 3, 3], [0, 100, 100]), // ours from 1000 to 1200
      mark('memberspace:loader', 1000),
      { name: 'v8.compile', ph: 'X', ts: 1100, dur: 200, ...MAIN, args: { data: { url: 'http://cdn/widget/widget.js' } } },
      mark('memberspace:ready', 1250),
    ];
    expect(ownMainThreadTime(events, 'memberspace:loader', 'memberspace:ready', ours)).toEqual({ ms: 0.25, wallMs: 0.25 });
  });

  it('takes the last loader mark and the first ready after it, and is null without them or without a profile', () => {
    const samples = chunk(NODES, [3, 3, 3, 3], [100, 100, 100, 100]);
    const events = [
      profile(0),
      samples,
      mark('memberspace:loader', 50),
      mark('memberspace:loader', 200),
      mark('memberspace:ready', 300),
      mark('memberspace:ready', 400),
    ];
    expect(ownMainThreadTime(events, 'memberspace:loader', 'memberspace:ready', ours)).toEqual({ ms: 0.1, wallMs: 0.1 });
    expect(ownMainThreadTime([profile(0), samples, mark('memberspace:loader', 0)], 'memberspace:loader', 'memberspace:ready', ours)).toBeNull();
    expect(
      ownMainThreadTime([mark('memberspace:loader', 0), mark('memberspace:ready', 5)], 'memberspace:loader', 'memberspace:ready', ours),
    ).toBeNull();
  });
});
