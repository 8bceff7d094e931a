import { useCallback, useEffect, useMemo, useState } from 'react';
import { LOADING, type Loadable } from '../core/util/loadable';

/**
 * What a view loads when it shows: loading while `load` runs, then what it resolved with (ready or failed;
 * loading again keeps waiting); `retry` loads again (the 'Try again' of a failed load), as does a change of
 * `deps`. A result that arrives after the view left, or after a newer load, is dropped: `live()` tells a load
 * that polls whether anyone still waits.
 */
export function useLoad<T, E = never>(
  load: (live: () => boolean) => Promise<Loadable<T, E>>,
  deps: readonly unknown[],
): Loadable<T, E> & { retry: () => void } {
  const [state, setState] = useState<Loadable<T, E>>(LOADING);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    setState(LOADING);
    void load(() => live).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [...deps, asked]);
  const retry = useCallback(() => setAsked((n) => n + 1), []);
  // The same object until the state changes, so an effect may depend on it.
  return useMemo(() => ({ ...state, retry }), [state]);
}
