import type { PricedPlan } from '../../src/core/signup/checkoutSummary';

/** The priced part of a plan, as the order summary and the wallets' request read it: $29.00 a month unless told otherwise. */
export const pricedPlan = (over: Partial<PricedPlan>): PricedPlan => ({
  publicId: 'p1',
  type: 'subscription',
  currency: 'usd',
  amount: 2900,
  interval: 'month',
  trialDays: null,
  hasTrialPeriod: false,
  paymentCountRequired: null,
  ...over,
});
