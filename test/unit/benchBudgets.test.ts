import { describe, expect, it } from 'vitest';
import { bestPeerLine, journeyLines, longestOurs, minus, oursInTask, ownTimeLine, roundTripLine, runningOurs } from '../../scripts/bench/budgets';

const KB = 1024;

describe("issue 38's budget lines", () => {
  it("checks a first-time visitor's bytes per journey: page view, the sign-in click's addition, and '+ payment'", () => {
    const lines = journeyLines({ ready: 35 * KB, login: 60 * KB, account: 60 * KB, payment: 60 * KB });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ok {11}page view .* at most 35 KB .*: 35\.00 KB$/);
    // The click's bytes are the difference, so 25 KB more is still within.
    expect(lines[1]).toMatch(/^ok {11}a sign-in click at most 25 KB more .*: 25\.00 KB$/);
    expect(lines[2]).toMatch(/^ok {11}page view \+ login \+ account \+ a payment screen .* at most 60 KB .*: 60\.00 KB$/);
    const over = journeyLines({ ready: 35 * KB + 1, login: 60 * KB + 2, payment: 60 * KB + 1 });
    expect(over.map((l) => l.slice(0, 8))).toEqual(['EXCEEDED', 'EXCEEDED', 'EXCEEDED']);
    expect(journeyLines(undefined).every((l) => l.startsWith('not measured'))).toBe(true);
  });

  it('takes a difference only when both sides were measured', () => {
    expect(minus(120, 100)).toBe(20);
    expect(minus(0, 0)).toBe(0);
    expect(minus(null, 100)).toBeNull();
    expect(minus(100, undefined)).toBeNull();
  });

  it("lets first paint come at most the config's round trip + 16 ms after the page without any widget", () => {
    expect(roundTripLine('recommended snippet', 'FCP', 46, 30)).toBe(
      "ok           FCP of a first-time visitor, plain page, recommended snippet, against no widget, at most the config's round trip + 16 ms (normal speed, medians): +46.0 ms (config round trip 30.0 ms)",
    );
    expect(roundTripLine('recommended snippet', 'LCP', 46.5, 30)).toMatch(/^EXCEEDED .*LCP.*\+46\.5 ms/);
    expect(roundTripLine('x', 'FCP', -3, 30)).toMatch(/^ok .*: -3\.0 ms/);
    // Without a config call seen (or no paint), nothing to judge.
    expect(roundTripLine('x', 'FCP', 20, null)).toMatch(/^not measured .*\+20\.0 ms \(no config call seen\)$/);
    expect(roundTripLine('x', 'FCP', null, 30)).toMatch(/^not measured .*: –$/);
  });

  it('compares our paint at 4x CPU with the best peer, a peer not measured left out', () => {
    const peers = [
      { name: 'portal', late: 16 },
      { name: 'hanko', late: 40 },
      { name: 'memberstack', late: null },
    ];
    expect(bestPeerLine('recommended snippet', 'FCP', 16, peers)).toMatch(
      /^ok .*no worse than the best peer.*: \+16\.0 ms \(best peer: portal \+16\.0 ms\)$/,
    );
    expect(bestPeerLine('recommended snippet', 'LCP', 17, peers)).toMatch(/^EXCEEDED /);
    expect(bestPeerLine('x', 'FCP', 10, [{ name: 'portal', late: null }])).toMatch(/^not measured .*\+10\.0 ms, no peer measured$/);
    expect(bestPeerLine('x', 'FCP', null, peers)).toMatch(/^not measured .*: –$/);
  });

  it("holds a returning visitor's own main-thread time to 25 ms, the wall-clock ready printed beside it", () => {
    expect(ownTimeLine('plain', 25, 41, 38.2, 5)).toMatch(
      /^ok .*at most 25 ms .*plain page: 25\.0 ms over 5 traced loads \(their loader-to-ready 41\.0 ms; wall-clock ready untraced 38\.2 ms\)$/,
    );
    expect(ownTimeLine('protected', 25.1, null, null, 5)).toMatch(/^EXCEEDED .*protected page: 25\.1 ms over 5 traced loads$/);
    expect(ownTimeLine('plain', null, 30, 30, 0)).toMatch(/^not measured /);
  });

  describe('first visit at 4x: the time our scripts ran in a task', () => {
    const ours = (url: string) => url.includes('/widget/');
    const script = (start: number, duration: number, url = 'https://cdn/widget/chunk.js') => ({ start, duration, url });

    it("counts only our part of a task: the page's own layout in the same task is not ours", () => {
      // A 262 ms task: our script ran 30 ms, then the page laid itself out once the cloak lifted.
      const task = [100, 262] as const;
      expect(runningOurs([task], [script(100, 30)], ours)).toEqual([task]);
      expect(oursInTask(task, [script(100, 30), script(140, 200, 'https://site/app.js')], ours)).toBe(30);
      expect(longestOurs([task], [script(100, 30)], ours)).toBe(30);
    });

    it('adds our scripts in one task, once where they overlap, clipped to the task', () => {
      const task = [100, 100] as const;
      // 90-130 clipped to 100-130 (30), 120-150 overlaps it by 10 (20 more), 170-180 (10): 60 ms, over 50.
      expect(oursInTask(task, [script(90, 40), script(120, 30), script(170, 10), script(300, 50)], ours)).toBe(60);
      // A script of ours in another task does not count in this one.
      expect(oursInTask(task, [script(250, 80)], ours)).toBe(0);
      expect(longestOurs([task, [250, 90]], [script(120, 30), script(250, 80)], ours)).toBe(80);
      expect(longestOurs([], [script(0, 80)], ours)).toBe(0);
    });
  });
});
