/**
 * A trailing throttle (part 1 §9 resize throttles: 75 ms height, 200 ms portal width): calls inside a window run
 * `run` once at its end, so a burst of resize events costs one measurement and the last size is never missed.
 */
export function trailingThrottle(windowMs: number, run: () => void): (() => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const throttled = () => {
    timer ??= setTimeout(() => {
      timer = null;
      run();
    }, windowMs);
  };
  return Object.assign(throttled, {
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  });
}
