import { computed, effect, signal, untracked } from '@preact/signals-react';
import { getPlans, type Plan } from '../contract/plans';
import { joinablePlans } from '../core/account/planMemberships';
import { CONFIG_STALE_S } from '../core/constants';
import { initialQuery, type QueryState } from '../core/util/query';
import type { Runtime } from './runtimeTypes';
import { createQuery } from './queryRunner';
import { member, type MemberData } from './store';

type PlanData = typeof Plan.TYPE;

/** The site's public plans as answered for one member and their memberships (canSignUp is relative to them). */
export interface PlansFor {
  readonly key: string;
  readonly plans: readonly PlanData[];
}

/**
 * What the plan list depends on: the member and their memberships, so joining or leaving a plan asks again,
 * and one member's list is never read for another.
 */
export const plansKeyOf = (m: MemberData): string => `${m.id}:${m.memberships.map((ms) => `${ms.publicPlanId}=${ms.status}`).join(',')}`;

export const plansQuery = signal<QueryState<PlansFor>>(initialQuery());
/** The key of the last request sent, so a failure is known to be this member's. */
const askedFor = signal<string | null>(null);
const memberKey = computed(() => (member.value ? plansKeyOf(member.value) : null));

/**
 * Whether 'Join new plan' shows (part 2 §2): `unknown` until the list for this member and memberships has
 * answered; `no` when it has none to join, or when it failed (the link never leads to an empty plan list).
 */
export const joinable = computed<'unknown' | 'yes' | 'no'>(() => {
  const m = member.value;
  const key = memberKey.value;
  const query = plansQuery.value;
  if (!m || key === null) return 'unknown';
  if (query.data?.key === key) return joinablePlans(query.data.plans, m.memberships).length > 0 ? 'yes' : 'no';
  return query.failed && !query.fetching && askedFor.value === key ? 'no' : 'unknown';
});

type PlansRuntime = Pick<Runtime, 'client' | 'logger'>;
const runners = new WeakMap<PlansRuntime, ReturnType<typeof createQuery<PlansFor>>>();

function runnerFor(runtime: PlansRuntime) {
  let runner = runners.get(runtime);
  if (!runner) {
    runner = createQuery(plansQuery, {
      fetch: async () => {
        const key = memberKey.peek() ?? '';
        askedFor.value = key;
        const result = await runtime.client(getPlans);
        if (!result.ok) {
          runtime.logger.log('WARN', 'CORE', "Plans did not load: 'Join new plan' stays hidden", result.error);
          return result;
        }
        return { ...result, data: { key, plans: result.data } };
      },
      // As fresh as the site configuration whose plans they are.
      staleMs: CONFIG_STALE_S * 1000,
    });
    runners.set(runtime, runner);
  }
  return runner;
}

/**
 * Keeps the plan list for the logged-in member while the account shows (call on mount, dispose on unmount):
 * asked when missing or stale (reopening within 300 s asks nothing), and again when the memberships change.
 * Each member and memberships is asked at most once per follow, so a failure is not retried in a loop.
 */
export function followPlans(runtime: PlansRuntime): () => void {
  const query = runnerFor(runtime);
  let asked: string | null = null;
  return effect(() => {
    const key = memberKey.value;
    // Wait for a request in flight: its answer may be for the memberships before a change.
    if (key === null || plansQuery.value.fetching || key === asked) return;
    asked = key;
    untracked(() => void (plansQuery.peek().data?.key === key ? query.revalidate() : query.run()));
  });
}
