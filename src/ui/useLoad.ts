import { useEffect, useState } from 'react';

/**
 * What a screen loads when it opens: null while the load runs, then its result; `retry` loads again (the
 * 'Try again' of a failed load). A result that arrives after the screen left, or after a newer load, is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): { result: T | null; retry: () => void } {
  const [result, setResult] = useState<T | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    setResult(null);
    void load().then((value) => live && setResult(() => value));
    return () => {
      live = false;
    };
  }, [...deps, asked]);
  return { result, retry: () => setAsked((n) => n + 1) };
}
