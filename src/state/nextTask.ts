/**
 * Resolves in a new task of the event loop: `scheduler.yield()` where the browser has it (never held by a page's or
 * a test's fake clock), else a timer. Splits long work so that the browser can paint and answer input in between,
 * and no piece of it is a long task (over 50 ms) on a slow phone. The timer also runs where it exists, so a page
 * that broke its scheduler still goes on.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<unknown> } }).scheduler;
      if (typeof scheduler?.yield === 'function')
        scheduler.yield().then(
          () => resolve(),
          () => resolve(),
        );
    } catch {
      // a hostile scheduler: the timer below
    }
    setTimeout(resolve, 0);
  });
}
