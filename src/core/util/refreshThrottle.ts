/**
 * At most one run per `windowMs` (part 1 §9: member and site-config refresh, once per 5 s): a call inside the
 * window gets the promise of the run that opened it, so no request is made and the caller still learns when
 * the data is fresh.
 */
export function createThrottle<T>(windowMs: number, run: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; promise: Promise<T> } | null = null;
  return () => {
    const t = now();
    if (last && t - last.at < windowMs && t >= last.at) return last.promise;
    last = { at: t, promise: run() };
    return last.promise;
  };
}
