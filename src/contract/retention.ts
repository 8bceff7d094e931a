import { literal, number, string, type, union } from 'superstruct';
import { defineCall } from './call';
import { Currency, IdempotencyKey, Ok, RequiredString, maybe } from './common';
import { Membership } from './member';

/**
 * Retention offers on the cancel screen (part 2 §3). Each is null when not offered. discountCoupon.amount is a
 * percentage when amountType is 'percent', else minor units of currency; type once | recurring | forever, with
 * duration in months for recurring. description is ready-made text (not in the spec's list).
 */
export const RetentionOptions = type({
  extendTrial: maybe(type({ extraDays: number() })),
  discountCoupon: maybe(
    type({
      amount: number(),
      amountType: union([literal('percent'), literal('fixed')]),
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

/** Adds extendTrial.extraDays to the trial; 409 when not offered (not trialing, or extended before). */
export const extendTrial = defineCall({
  method: 'PATCH',
  path: '/sites/:s/memberships/:planId/retentionOptions/extendTrial',
  auth: true,
  body: type({ idempotencyKey: IdempotencyKey }),
  response: Membership,
});

/** Applies the retention discount to the subscription; 409 when not offered (or applied before). */
export const applyRetentionDiscount = defineCall({
  method: 'PATCH',
  path: '/sites/:s/memberships/:planId/retentionOptions/discountCoupon',
  auth: true,
  body: type({ idempotencyKey: IdempotencyKey }),
  response: Membership,
});
