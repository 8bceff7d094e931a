import { array, boolean, enums, number, string, type, union } from 'superstruct';
import { defineCall } from './call';
import { Currency, CustomField, Money, PlanType, defaulted, maybe } from './common';

export const PlanReplacement = enums(['none', 'swap', 'upgrade', 'downgrade']);

/**
 * A plan (part 2 §3, keyed by publicId). The spec lists the descriptive fields; id (a number here, any id a
 * server keeps), amount, interval, trialDays, paymentCountRequired and replacedPlanName are ours (not shown in
 * the spec), each null when not sent. amount is the price of one payment in minor units (per interval for
 * subscriptions, per instalment for multi_payment); without it the price is known only as pricingDescription.
 *
 * planReplacement, replacedPublicPlanId, replacedPlanName and canSignUp are relative to the signed-in member
 * (no token: 'none' and true): canSignUp is false when the member already holds the plan or it is disabled.
 */
export const Plan = type({
  id: maybe(union([number(), string()])),
  publicId: string(),
  name: string(),
  type: PlanType,
  currency: defaulted(Currency, 'usd'),
  amount: maybe(Money),
  interval: maybe(enums(['month', 'year'])),
  trialDays: maybe(number()),
  paymentCountRequired: maybe(number()),
  pricingDescription: defaulted(string(), ''),
  expirationDescription: maybe(string()),
  customDescription: maybe(string()),
  defaultCouponCode: maybe(string()),
  hasTrialPeriod: defaulted(boolean(), false),
  enabled: defaulted(boolean(), true),
  canSignUp: defaulted(boolean(), true),
  planReplacement: defaulted(PlanReplacement, 'none'),
  replacedPublicPlanId: maybe(string()),
  replacedPlanName: maybe(string()),
  planReplacementMessage: maybe(string()),
  contentUrl: maybe(string()),
  welcomeUrl: maybe(string()),
  customPostSignupFields: defaulted(array(CustomField), []),
});

/** The site's public plans (not private, not agency-only); a disabled plan is left out. */
export const getPlans = defineCall({
  method: 'GET',
  path: '/sites/:s/plans',
  auth: true,
  response: array(Plan),
});

/** Plans offered to agency members (organizationId set); 401 without a member. */
export const getAgencyUpsellPlans = defineCall({
  method: 'GET',
  path: '/sites/:s/plans/agencyUpsell',
  auth: true,
  response: array(Plan),
});

/** Plan signup details, private plans included (their own link); 404 for an unknown id. */
export const getPlan = defineCall({
  method: 'GET',
  path: '/sites/:s/plans/:publicPlanId',
  auth: true,
  response: Plan,
});

export const CouponDuration = string(); // 'once' | 'recurring' | 'forever'

/**
 * A coupon (part 2 §3: "description and result fields (rest not shown)"). The discount is percentOff or
 * amountOff (minor units); durationInMonths for recurring coupons. `result` is what the coupon does to the
 * plan given by ?planId (the price of the first payment). Unknown code: 404; expired, disabled or not valid for
 * the plan: 422 with error and fieldErrors.couponCode.
 */
export const Coupon = type({
  /** Not named by the spec: the widget uses the code the member typed. */
  code: maybe(string()),
  description: string(),
  percentOff: maybe(number()),
  amountOff: maybe(Money),
  currency: maybe(Currency),
  duration: defaulted(CouponDuration, 'once'),
  durationInMonths: maybe(number()),
  result: maybe(type({ planId: string(), subtotal: Money, discount: Money, total: Money, currency: Currency })),
});

export const getCoupon = defineCall({
  method: 'GET',
  path: '/sites/:s/coupons/:couponCode',
  auth: true,
  query: ['planId'],
  response: Coupon,
});
