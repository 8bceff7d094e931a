import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_HEIGHT_THROTTLE_MS, RESIZE_WIDTH_THROTTLE_MS, SCROLL_SHADOW_MAX_PX } from '../../src/core/constants';
import { scrollShadows } from '../../src/core/shell/layout';
import { trailingThrottle } from '../../src/core/util/throttle';

describe('scroll shadow (part 1 §9: "at most 48 px")', () => {
  it('grows with what is scrolled away above and what is left below, never past 48 px', () => {
    expect(SCROLL_SHADOW_MAX_PX).toBe(48);
    expect(scrollShadows({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 })).toEqual({ top: 0, bottom: 0 });
    expect(scrollShadows({ scrollTop: 0, scrollHeight: 1000, clientHeight: 300 })).toEqual({ top: 0, bottom: 48 });
    expect(scrollShadows({ scrollTop: 20, scrollHeight: 1000, clientHeight: 300 })).toEqual({ top: 20, bottom: 48 });
    expect(scrollShadows({ scrollTop: 690, scrollHeight: 1000, clientHeight: 300 })).toEqual({ top: 48, bottom: 10 });
    expect(scrollShadows({ scrollTop: 700, scrollHeight: 1000, clientHeight: 300 })).toEqual({ top: 48, bottom: 0 });
    // Overscroll (rubber-banding) and fractional sizes stay inside 0..48.
    expect(scrollShadows({ scrollTop: -30, scrollHeight: 1000.5, clientHeight: 300 })).toEqual({ top: 0, bottom: 48 });
    expect(scrollShadows({ scrollTop: 760, scrollHeight: 1000, clientHeight: 300 })).toEqual({ top: 48, bottom: 0 });
  });
});

describe('resize throttles (part 1 §9: "75 ms (height), 200 ms (portal width)")', () => {
  afterEach(() => vi.useRealTimers());
  it.each([
    [RESIZE_HEIGHT_THROTTLE_MS, 75],
    [RESIZE_WIDTH_THROTTLE_MS, 200],
  ])('%i ms: at most one run per window, after the last change in it', (ms, expected) => {
    expect(ms).toBe(expected);
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = trailingThrottle(ms, run);
    const third = Math.floor(ms / 3);
    throttled();
    vi.advanceTimersByTime(third);
    throttled();
    throttled();
    vi.advanceTimersByTime(ms - third - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    vi.advanceTimersByTime(ms);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(ms);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
