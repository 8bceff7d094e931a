// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRebuilds } from '../../scripts/dev/rebuilds';

/** The dev loop's build schedule (scripts/dev/rebuilds.ts): debounced, one at a time, one more after changes during one. */

/** A build that waits until the test ends it. */
function builds() {
  const ends: (() => void)[] = [];
  let count = 0;
  const run = () => {
    count += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return {
    run,
    get count() {
      return count;
    },
    /** Ends the running build and lets the loop go on. */
    async end() {
      ends.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dev rebuilds', () => {
  it('debounces a burst of changes into one build', async () => {
    const b = builds();
    const rebuilds = createRebuilds(b.run, 100);
    for (let i = 0; i < 5; i += 1) {
      rebuilds.changed();
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(b.count).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(b.count).toBe(1);
  });

  it('runs one build at a time; changes during a build start exactly one more after it', async () => {
    const b = builds();
    const rebuilds = createRebuilds(b.run, 100);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(b.count).toBe(1);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(100);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(b.count).toBe(1); // still the first
    await b.end();
    expect(b.count).toBe(2); // one more, for both changes
    await b.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.count).toBe(2);
  });

  it('goes on after a failed build', async () => {
    let count = 0;
    const rebuilds = createRebuilds(async () => {
      count += 1;
      throw new Error('syntax error');
    }, 100);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(100);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(count).toBe(2);
  });

  it('builds nothing more once stopped', async () => {
    const b = builds();
    const rebuilds = createRebuilds(b.run, 100);
    rebuilds.changed();
    rebuilds.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.count).toBe(0);
  });
});
