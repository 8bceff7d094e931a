import type { ApiResult } from '../api/client';
import { clearPendingPlan } from '../contract/memberChanges';
import { getCurrentPaymentMethod } from '../contract/payments';
import { getAgencyUpsellPlans, getCoupon, getPlan, getPlans, type Plan } from '../contract/plans';
import type { ApiError } from '../core/texts/errors';
import { failed, ready, settled, type Loadable } from '../core/util/loadable';
import type { RouteOf } from '../core/shell/screens';
import { knownCardOnFile, type CardOnFile } from '../core/signup/signup';
import type { MemberData } from './store';
import type { Runtime } from './runtimeTypes';
import { typedIdentifier } from '../core/util/typedText';

type PlanData = typeof Plan.TYPE;
export type PlansLoad = Loadable<PlanData[], ApiError>;

/**
 * The plans signup-to-plan offers (part 2 §2): agency upsell plans in that mode; the named plans' signup details
 * (one call each, private plans included); else the site's public plans.
 */
export async function loadSignupPlans(runtime: Pick<Runtime, 'client'>, route: RouteOf<'signupToPlan'>): Promise<PlansLoad> {
  const ids = route.selectablePlanIds ?? [];
  if (route.mode === 'AGENCY_UPSELL') {
    return settled(await runtime.client(getAgencyUpsellPlans));
  }
  if (ids.length) {
    const results = await Promise.all(ids.map((publicPlanId) => runtime.client(getPlan, { params: { publicPlanId } })));
    const refused = results.find((r): r is Extract<ApiResult<PlanData>, { ok: false }> => !r.ok);
    if (refused) return failed(refused.error);
    return ready(results.map((r) => (r as Extract<ApiResult<PlanData>, { ok: true }>).data));
  }
  return settled(await runtime.client(getPlans));
}

/**
 * The stored card: 404 means none (only a new card can be offered), anything else failed is a failure. With the
 * member given, one the card provider does not know has none, and nothing is asked (core knownCardOnFile).
 */
export async function loadCardOnFile(runtime: Pick<Runtime, 'client'>, member?: Pick<MemberData, 'stripeCustomerId'> | null): Promise<CardOnFile> {
  const known = knownCardOnFile(member);
  if (known) return known;
  const result = await runtime.client(getCurrentPaymentMethod);
  if (result.ok) return { state: 'card', card: result.data };
  return result.error.status === 404 ? { state: 'none' } : { state: 'failed' };
}

export const checkCoupon = (runtime: Pick<Runtime, 'client'>, code: string, planId: string) =>
  runtime.client(getCoupon, { params: { couponCode: typedIdentifier(code) }, query: { planId } });

/** "Don't remind me again" (part 2 §4): the abandoned-signup reminder is cancelled; the member follows. */
export async function cancelReminder(runtime: Pick<Runtime, 'client' | 'member'>): Promise<ApiError | null> {
  const result = await runtime.client(clearPendingPlan);
  if (!result.ok) return result.error;
  void runtime.member.run();
  return null;
}
