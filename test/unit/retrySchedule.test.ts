import { describe, expect, it } from 'vitest';
import { ERROR_BOUNDARY_DELAYS_MS, ERROR_BOUNDARY_STABLE_MS } from '../../src/core/constants';
import { afterCrash } from '../../src/core/shell/retrySchedule';

describe('error boundary retry schedule (part 1 §4, §9)', () => {
  it('"250, 500, 1000, 1000, 1000, 2500, 2500, 2500 ms, then gives up; 60 s stable resets"', () => {
    expect(ERROR_BOUNDARY_DELAYS_MS).toEqual([250, 500, 1000, 1000, 1000, 2500, 2500, 2500]);
    expect(ERROR_BOUNDARY_STABLE_MS).toBe(60_000);
  });

  it('waits longer with each crash in a row, then gives up after the eighth retry', () => {
    let crashes = 0;
    const delays: (number | null)[] = [];
    for (let i = 0; i < 10; i++) {
      const next = afterCrash(crashes, 100);
      crashes = next.crashes;
      delays.push(next.delay);
    }
    expect(delays).toEqual([250, 500, 1000, 1000, 1000, 2500, 2500, 2500, null, null]);
  });

  it('a subtree that ran 60 s without crashing starts from the first delay again', () => {
    expect(afterCrash(5, ERROR_BOUNDARY_STABLE_MS)).toEqual({ crashes: 1, delay: 250 });
    expect(afterCrash(8, ERROR_BOUNDARY_STABLE_MS + 1)).toEqual({ crashes: 1, delay: 250 });
  });

  it('just under 60 s is not stable: the count goes on', () => {
    expect(afterCrash(5, ERROR_BOUNDARY_STABLE_MS - 1)).toEqual({ crashes: 6, delay: 2500 });
    expect(afterCrash(8, ERROR_BOUNDARY_STABLE_MS - 1)).toEqual({ crashes: 9, delay: null });
  });

  it('the first crash ever waits 250 ms', () => {
    expect(afterCrash(0, 0)).toEqual({ crashes: 1, delay: 250 });
  });
});
