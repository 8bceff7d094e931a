import { getDeferredPayment } from '../contract/memberships';
import type { Runtime } from './runtimeTypes';

/** The payment awaiting the member for a plan (404: nothing due). */
export const loadDeferredPayment = (runtime: Pick<Runtime, 'client'>, publicPlanId: string) =>
  runtime.client(getDeferredPayment, { params: { planId: publicPlanId } });
