import { describe, expect, it } from 'vitest';
import {
  type LighthouseCell,
  type LighthouseFigures,
  lighthouseBudget,
  lighthouseTable,
  mediansOf,
  withDiff,
} from '../../scripts/bench/lighthouseTable';

const run = (score: number | null, lcp: number | null, rest: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score,
  fcp: 800,
  lcp,
  tbt: 0,
  cls: 0,
  ...rest,
});

const cell = (page: string, variant: string, runs: LighthouseFigures[]): LighthouseCell => ({ page, variant, runs, failed: [] });

describe("the bench's Lighthouse table", () => {
  it('takes the median of each metric over the runs that have it', () => {
    const m = mediansOf([run(90, 2500), run(96, 2400, { cls: 0.01 }), run(null, null, { tbt: 30 })]);
    expect(m.score).toBe(93); // two runs: their mean
    expect(m.lcp).toBe(2450);
    expect(m.tbt).toBe(0);
    expect(m.cls).toBe(0);
    expect(mediansOf([]).score).toBeNull();
  });

  it('prints each median with its difference to the baseline, in the metric’s unit and precision', () => {
    expect(withDiff('lcp', 2510.4, 2400)).toBe('2510 ms (+110)');
    expect(withDiff('score', 97, 100)).toBe('97 (-3)');
    expect(withDiff('cls', 0.0123, 0.0123)).toBe('0.012 (+0.000)');
    expect(withDiff('fcp', 800, null)).toBe('800 ms');
    expect(withDiff('tbt', null, 10)).toBe('–');
    // A difference that rounds to zero is not printed as "-0".
    expect(withDiff('lcp', 2399.8, 2400)).toBe('2400 ms (+0)');
  });

  it('shows every page and variant against the same page without any widget', () => {
    const cells = [
      cell('/', 'no widget', [run(100, 800), run(100, 820), run(99, 810)]),
      cell('/', 'ours, snippet', [run(98, 900), run(97, 950), run(99, 880)]),
      cell('/owner-site', 'no widget', [run(91, 2500)]),
      cell('/owner-site', 'ours, snippet', []),
    ];
    const lines = lighthouseTable(cells).split('\n');
    expect(lines[0]).toMatch(/^page \/ variant\s+runs\s+score\s+FCP\s+LCP\s+TBT\s+CLS$/);
    expect(lines[2]).toMatch(/^\/ no widget\s+3\s+100\s+800 ms\s+810 ms\s+0 ms\s+0\.000$/);
    expect(lines[3]).toMatch(/^\/ ours, snippet\s+3\s+98 \(-2\)\s+800 ms \(\+0\)\s+900 ms \(\+90\)\s+0 ms \(\+0\)\s+0\.000 \(\+0\.000\)$/);
    expect(lines[5]).toMatch(/^\/owner-site ours, snippet\s+0\s+–\s+–\s+–\s+–\s+–$/);
  });

  it('says ok only when ours costs no point and at most 50 ms of LCP', () => {
    const base = cell('/', 'no widget', [run(95, 2500)]);
    const line = (runs: LighthouseFigures[]) => lighthouseBudget([base, cell('/', 'ours, snippet', runs)], '/', 'ours, snippet');
    expect(line([run(95, 2550)])).toMatch(/^ok .*: 0 point\(s\) \(95 against 95\), LCP \+50 ms$/);
    expect(line([run(96, 2400)])).toMatch(/^ok .*: -1 point\(s\)/);
    expect(line([run(94, 2500)])).toMatch(/^EXCEEDED .*: 1 point\(s\) \(94 against 95\)/);
    expect(line([run(95, 2551)])).toMatch(/^EXCEEDED .*LCP \+51 ms$/);
    // A median between two whole scores (an even count) half a point under still costs a point.
    expect(line([run(95, 2500), run(94, 2500)])).toMatch(/^EXCEEDED /);
    expect(line([run(null, 2500)])).toMatch(/^not measured /);
    expect(lighthouseBudget([base], '/', 'ours, snippet')).toMatch(/^not measured /);
  });
});
