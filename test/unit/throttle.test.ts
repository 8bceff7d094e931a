import { describe, expect, it } from 'vitest';
import { REFRESH_THROTTLE_MS } from '../../src/core/constants';
import { createThrottle } from '../../src/core/util/refreshThrottle';

describe('refresh throttle (part 1 §9: once per 5 s)', () => {
  it('runs once per 5 s window and shares that run', async () => {
    expect(REFRESH_THROTTLE_MS).toBe(5000);
    let t = 0;
    let runs = 0;
    const refresh = createThrottle(
      REFRESH_THROTTLE_MS,
      async () => ++runs,
      () => t,
    );
    const first = refresh();
    t = 4999;
    expect(refresh()).toBe(first);
    expect(await first).toBe(1);
    t = 5000;
    expect(await refresh()).toBe(2);
    expect(runs).toBe(2);
  });
});
