import { useEffect, useState } from 'react';
import { getPlans, type Plan } from '../contract/plans';
import { joinablePlans } from '../core/accountRows';
import { CONFIG_STALE_S } from '../core/constants';
import type { MemberData } from '../state/store';
import { useServices } from './services';

type PlanData = typeof Plan.TYPE;
interface Loaded {
  key: string;
  plans: PlanData[];
  at: number;
}

/**
 * What the plan list depends on: the member and their memberships (canSignUp is relative to them), so joining
 * or leaving a plan asks again.
 */
const keyOf = (m: MemberData): string => `${m.id}:${m.memberships.map((ms) => `${ms.publicPlanId}=${ms.status}`).join(',')}`;

/** The last public-plan list: reopening the account within 300 s asks nothing again. */
let cache: Loaded | null = null;

/**
 * Whether the member has plans to join ('Join new plan', part 2 §2): one GET /plans when the account opens
 * (none while the cached list is fresh). Unknown (loading or failed) counts as none, so the link never leads
 * to an empty plan list.
 */
export function useHasJoinablePlans(m: MemberData | null): boolean {
  const { runtime } = useServices();
  const key = m ? keyOf(m) : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const current = [loaded, cache].find((l) => l && l.key === key && Date.now() - l.at < CONFIG_STALE_S * 1000) ?? null;
  const need = key !== null && current === null;
  useEffect(() => {
    if (!need || key === null) return;
    let live = true;
    void runtime.client(getPlans).then((result) => {
      if (!live) return;
      if (result.ok) {
        cache = { key, plans: result.data, at: Date.now() };
        setLoaded(cache);
      } else {
        runtime.logger.log('WARN', 'CORE', "Plans did not load: 'Join new plan' stays hidden", result.error);
      }
    });
    return () => {
      live = false;
    };
  }, [need, key, runtime]);
  return m !== null && current !== null && joinablePlans(current.plans, m.memberships).length > 0;
}
