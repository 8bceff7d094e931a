import { ERROR_BOUNDARY_DELAYS_MS, ERROR_BOUNDARY_STABLE_MS } from '../constants';

/** What the error boundary does after a crash: re-mount after `delay` ms, or give up (`delay` null). */
export interface RetryDecision {
  /** Crashes counted in the current unstable period, this one included. */
  readonly crashes: number;
  readonly delay: number | null;
}

/**
 * The error boundary's schedule (part 1 §4, §9): each crash waits the next delay of 250, 500, 1000, 1000,
 * 1000, 2500, 2500, 2500 ms, then gives up. `stableForMs` is how long the subtree ran since it last mounted:
 * 60 s without a crash starts the count again.
 */
/** The log line of a crash and what follows it, one wording for every part that retries on this schedule. */
export const crashLogLine = (name: string, { crashes, delay }: RetryDecision): string =>
  delay === null ? `${name} crashed ${crashes} times: given up` : `${name} crashed: retrying in ${delay} ms`;

export function afterCrash(
  previousCrashes: number,
  stableForMs: number,
  delays: readonly number[] = ERROR_BOUNDARY_DELAYS_MS,
  stableMs: number = ERROR_BOUNDARY_STABLE_MS,
): RetryDecision {
  const crashes = (stableForMs >= stableMs ? 0 : previousCrashes) + 1;
  return { crashes, delay: delays[crashes - 1] ?? null };
}
