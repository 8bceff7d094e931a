import { array, number, string, type, unknown } from 'superstruct';
import { defineCall } from './call';
import { CustomFieldValues, IdempotencyKey, Ok, RequiredString, maybe } from './common';
import { ownRecord } from '../core/util/ownRecord';
import { Membership } from './member';
import { PaymentIntent, PaymentMethodChoice } from './payments';

/**
 * Memberships of the current member. In paths, :planId is the plan's public id (the widget holds publicPlanId in
 * its screen state); the server also accepts the numeric plan id.
 */

export const Referral = type({ provider: string(), data: ownRecord(string(), unknown()) }); // rewardful | facebook

/**
 * Joining a plan (part 2 §7). Payment: paymentIntentId (after 3DS or a client-secret confirmation), setupIntentId,
 * or paymentMethod; none for free plans or a zero total. couponCode only when verified.
 * Answers: 201 MembershipCreated; 420 ThreeDSecureRequired; 402 CardError; 404 unknown plan; 409 'You are already
 * on this plan.'; 422 'Sorry, this plan is not available.' or field errors (couponCode, paymentMethod).
 * The access token's claim is stale afterwards: the widget should exchange its refresh token.
 */
export const CreateMembershipBody = type({
  planId: RequiredString,
  idempotencyKey: IdempotencyKey,
  paymentIntentId: maybe(string()),
  setupIntentId: maybe(string()),
  paymentMethod: maybe(PaymentMethodChoice),
  couponCode: maybe(string()),
  referrals: maybe(array(Referral)),
  recoveredBy: maybe(string()),
});

/**
 * The order of a purchase, as the conversion event carries it (HOST-API §2); currency absent for free plans. Not
 * shown in the spec: every field may be missing, and the widget derives the major units from the cents itself
 * (core/signup/purchaseEvent.ts), so subTotal and grandTotal are never read.
 */
export const Order = type({
  id: maybe(string()),
  subTotal: maybe(number()),
  subTotalCents: maybe(number()),
  grandTotal: maybe(number()),
  grandTotalCents: maybe(number()),
  currency: maybe(string()),
});

/**
 * Not shown in the spec: the new membership, its order and, for a swap / upgrade / downgrade, the plan replaced.
 * Each may be missing: the widget finds the membership in the member it reloads after joining and builds the
 * order from what it knows (docs/architecture.md, "A server that answers as the spec says").
 */
export const MembershipCreated = type({
  membership: maybe(Membership),
  order: maybe(Order),
  replacedPublicPlanId: maybe(string()),
});

export const createMembership = defineCall({
  method: 'POST',
  path: '/sites/:s/memberships',
  auth: true,
  body: CreateMembershipBody,
  response: MembershipCreated,
});

/** All of the member's memberships (the spec's "load memberships (limit 300)"; path not shown). */
export const getMemberships = defineCall({
  method: 'GET',
  path: '/sites/:s/memberships',
  auth: true,
  response: array(Membership),
});

/**
 * Cancel. A subscription (or trial) keeps running until the period (trial) end and gets cancelsOn; other plans
 * end at once (status canceled, canRejoin). canceledReason is required when the site requires a reason.
 * 409 when already canceled. The answer is not shown and not read (the widget reloads the member); the fixture
 * answers the updated membership.
 */
export const cancelMembership = defineCall({
  method: 'DELETE',
  path: '/sites/:s/memberships/:planId',
  auth: true,
  body: type({ canceledReason: maybe(string()), idempotencyKey: IdempotencyKey }),
  response: Ok,
});

/** The payment awaiting the member for an incomplete or past_due membership; 404 when nothing is due. */
export const getDeferredPayment = defineCall({
  method: 'GET',
  path: '/sites/:s/memberships/:planId/deferredPayment',
  auth: true,
  response: PaymentIntent,
});

/**
 * Pays the deferred payment: with the confirmed paymentIntentId alone, or with a card (paymentMethod).
 * 420 ThreeDSecureRequired when the card needs 3DS; 402 CardError. The answer is not shown and not read (the
 * fixture answers the updated membership).
 */
export const confirmPayment = defineCall({
  method: 'POST',
  path: '/sites/:s/memberships/:planId/confirmPayment',
  auth: true,
  body: type({
    paymentIntentId: RequiredString,
    paymentMethod: maybe(PaymentMethodChoice),
    idempotencyKey: IdempotencyKey,
  }),
  response: Ok,
});

/**
 * The post-signup questionnaire (spec: "post-signup field submission (not shown)"). Values are keyed by field id
 * and kept with the member's custom field values; errors are keyed memberspace_custom_field__{id}. The answer is
 * not read (the fixture answers the membership).
 */
export const submitPostSignupFields = defineCall({
  method: 'PATCH',
  path: '/sites/:s/memberships/:planId/postSignupFields',
  auth: true,
  body: type({ customPostSignupFieldValues: CustomFieldValues }),
  response: Ok,
});
