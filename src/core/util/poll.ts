/** Small timing helpers for waiting on third-party scripts (captcha, forums); no DOM. */

/**
 * Resolves with the first truthy value of `check`, asked now and then every `intervalMs`, or null once
 * `timeoutMs` has passed without one. A throwing check counts as "not yet" (a half-initialised global).
 */
export function poll<T>(check: () => T | null | undefined | false, intervalMs: number, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      let value: T | null | undefined | false;
      try {
        value = check();
      } catch {
        value = null;
      }
      if (value) return resolve(value);
      const left = deadline - Date.now();
      if (left <= 0) return resolve(null);
      setTimeout(attempt, Math.min(intervalMs, left));
    };
    attempt();
  });
}

export class TimeoutError extends Error {}

/** The promise's outcome, or a TimeoutError after `ms` (the promise itself is not cancelled). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
