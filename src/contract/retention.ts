import { literal, number, string, type, union } from 'superstruct';
import { defineCall } from './call';
import { Currency, IdempotencyKey, Ok, RequiredString, maybe } from './common';

/**
 * Retention offers on the cancel screen (part 2 §3: extendTrial {extraDays}; discountCoupon {amount, type,
 * duration}). Each is null when not offered. type once | recurring | forever, with duration in months for
 * recurring. amountType, currency and description are ours (null when not sent): amountType 'percent' makes amount
 * a percentage, 'fixed' minor units of currency; without it, a currency makes it money and no currency a
 * percentage (core/signup/retention.ts discountText).
 */
export const RetentionOptions = type({
  extendTrial: maybe(type({ extraDays: number() })),
  discountCoupon: maybe(
    type({
      amount: number(),
      amountType: maybe(union([literal('percent'), literal('fixed')])),
      currency: maybe(Currency),
      type: string(),
      duration: maybe(number()),
      description: maybe(string()),
    }),
  ),
});

/** 404 when the member has no live membership of the plan. */
export const getRetentionOptions = defineCall({
  method: 'GET',
  path: '/sites/:s/memberships/:planId/retentionOptions',
  auth: true,
  response: RetentionOptions,
});

/** 'I need support to help me': mails the site owner. Answers {}. */
export const requestSupport = defineCall({
  method: 'POST',
  path: '/sites/:s/memberships/:planId/retentionOptions/supportRequest',
  auth: true,
  body: type({ message: RequiredString }),
  response: Ok,
});

/**
 * Adds extendTrial.extraDays to the trial; 409 when not offered (not trialing, or extended before). The answer is
 * not shown in the spec and not read: the widget reloads the member (the fixture answers the membership).
 */
export const extendTrial = defineCall({
  method: 'PATCH',
  path: '/sites/:s/memberships/:planId/retentionOptions/extendTrial',
  auth: true,
  body: type({ idempotencyKey: IdempotencyKey }),
  response: Ok,
});

/** Applies the retention discount to the subscription; 409 when not offered (or applied before). Answer as above. */
export const applyRetentionDiscount = defineCall({
  method: 'PATCH',
  path: '/sites/:s/memberships/:planId/retentionOptions/discountCoupon',
  auth: true,
  body: type({ idempotencyKey: IdempotencyKey }),
  response: Ok,
});
