/**
 * When the dev loop (scripts/dev.ts) builds: changes are debounced (an editor's save, a branch switch and a
 * formatter touch many files at once), one build runs at a time, and changes made while one runs start exactly one
 * more once it ends (it reads the files as they are then). Timers come from the caller, so tests drive them.
 */
export interface Rebuilds {
  /** A source changed. */
  changed(): void;
  /** No more builds after the running one. */
  stop(): void;
}

export function createRebuilds(run: () => Promise<void>, debounceMs: number): Rebuilds {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const start = () => {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        // run reports its own failures: the loop goes on after a failed build.
        await run().catch(() => {});
      } while (again && !stopped);
      running = null;
    })();
  };
  return {
    changed() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, debounceMs);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
