import { afterCrash } from '../core/shell/retrySchedule';

/** The next try of something that failed to load (a chunk): when, and how to call it off. */
export interface RetryPlan {
  /** Failures counted so far, this one included: pass it back with the next failure. */
  attempts: number;
  /** The wait in ms, or null when the schedule is spent and the try waits for the browser to be back online. */
  delay: number | null;
  cancel: () => void;
}

/**
 * Schedules `again` after a failure on the error boundary's schedule (core/shell/retrySchedule.ts: 250 ms, 500 ms, …),
 * then once the browser is back online: never in a tight loop, never given up for good. `attempts` is the count of
 * failures before this one.
 */
export function retryLater(attempts: number, again: () => void): RetryPlan {
  const { crashes, delay } = afterCrash(attempts, 0);
  if (delay === null) {
    addEventListener('online', again, { once: true });
    return { attempts: crashes, delay, cancel: () => removeEventListener('online', again) };
  }
  const timer = setTimeout(again, delay);
  return { attempts: crashes, delay, cancel: () => clearTimeout(timer) };
}
