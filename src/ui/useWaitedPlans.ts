import { useLayoutEffect, useRef, useState } from 'react';
import { PLANS_WAIT_MS, plansShown } from '../core/signup/plansWait';
import { siteConfig } from '../state/store';

/**
 * Plans this page view loaded for a screen, by what was asked (`key`): the next time (Back from the login) waits for
 * nothing. Under the site's config they were loaded with: a refreshed config asks again.
 */
const loaded = new Map<string, { config: unknown; plans: readonly unknown[] }>();

/**
 * The plans a screen shows above its actions, or null while its actions wait for them (core/signup/plansWait.ts):
 * `load` asks for the plans `what` names; `wanted` false shows none at once. Answers count for the key they were asked
 * for only (the same screen may be asked for other plans meanwhile), and once shown, the screen keeps what it showed
 * for that key: a late answer moves nothing.
 */
export function useWaitedPlans<P>(what: string, wanted: boolean, load: () => Promise<readonly P[] | 'failed'>): readonly P[] | null {
  // Whether plans are wanted at all is part of what is asked: a screen that showed none for want of them asks when it
  // wants them.
  const key = JSON.stringify([what, wanted]);
  const config = siteConfig.peek();
  const entry = loaded.get(key);
  const known = entry?.config === config ? (entry.plans as readonly P[]) : undefined;
  const [answer, setAnswer] = useState<{ key: string; plans: readonly P[] | 'failed' } | null>(null);
  const [lateFor, setLateFor] = useState<string | null>(null);
  // The wait runs from the frame that shows 'Loading…'.
  useLayoutEffect(() => {
    if (!wanted || known) return;
    let live = true;
    void load()
      .catch(() => 'failed' as const)
      .then((plans) => {
        if (plans !== 'failed') loaded.set(key, { config, plans });
        if (live) setAnswer({ key, plans });
      });
    const timer = setTimeout(() => setLateFor(key), PLANS_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  // Other plans asked for once the actions show (a page's link followed meanwhile) replace these when they come,
  // and the actions, maybe in use, do not wait again meanwhile.
  const shown = useRef<{ key: string; plans: readonly P[] } | null>(null);
  if (shown.current?.key === key) return shown.current.plans;
  const plans = plansShown({ wanted, known, loaded: answer?.key === key ? answer.plans : null, late: lateFor === key });
  if (plans) shown.current = { key, plans };
  return plans ?? shown.current?.plans ?? null;
}
