/**
 * One run per key for the page's lifetime: later calls with the same key get the first call's promise.
 * Magic-link tokens are single-use, so a screen that spends one must not spend it again when it re-renders or
 * is re-mounted (the error boundary re-mounts a crashed screen from scratch).
 */
export function oncePerKey<T>() {
  const runs = new Map<string, Promise<T>>();
  return {
    run(key: string, task: () => Promise<T>): Promise<T> {
      let run = runs.get(key);
      if (!run) {
        run = task();
        runs.set(key, run);
      }
      return run;
    },
    /** The next run of `key` starts afresh (an outcome that spent nothing and may change). */
    forget(key: string): void {
      runs.delete(key);
    },
  };
}
