import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from '../../src/core/util/once';

describe('one run per key (single-use magic links)', () => {
  it('a second call with the same key gets the first run, in flight or settled', async () => {
    const once = oncePerKey<number>();
    let release!: (n: number) => void;
    const task = vi.fn(() => new Promise<number>((r) => (release = r)));
    const first = once.run('a', task);
    const second = once.run('a', task);
    release(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(await once.run('a', task)).toBe(7);
    expect(task).toHaveBeenCalledTimes(1);
  });
  it('another key runs on its own', async () => {
    const once = oncePerKey<string>();
    expect(await once.run('a', async () => 'A')).toBe('A');
    expect(await once.run('b', async () => 'B')).toBe('B');
  });
  it('a forgotten key runs afresh', async () => {
    const once = oncePerKey<number>();
    let n = 0;
    const task = async () => ++n;
    await once.run('a', task);
    once.forget('a');
    expect(await once.run('a', task)).toBe(2);
  });
});
