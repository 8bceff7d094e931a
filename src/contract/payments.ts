import { array, enums, is, literal, optional, string, type, validate } from 'superstruct';
import { defineCall } from './call';
import { Currency, IdempotencyKey, Money, Ok, RequiredString, defaulted, maybe } from './common';
import { LineItem } from './invoices';

/**
 * Cards. Payment method ids come from the card provider (created in the browser). Test cards are told apart by
 * their last four digits (fixture ids pm_fx_{last4}_{random}): 4242 succeeds, 0002 is declined, 9995 has
 * insufficient funds, 3155 needs 3DS authentication, 0341 attaches but fails when charged.
 */

/** The stored card (part 2 §3): hint is the last four digits. */
export const PaymentMethod = type({ paymentMethodId: string(), hint: string(), cardBrand: string() });

/** Which card pays (part 2 §3 "Payment method choice"). */
export const PaymentMethodChoice = type({
  method: enums(['current', 'new']),
  existingPaymentMethodId: optional(string()),
  newPaymentMethodId: optional(string()),
});

export const PaymentIntentStatus = string(); // requires_action | requires_payment_method | succeeded | ...

/**
 * A payment intent (part 2 §3). lineItems (not in the spec's list) are what the payment is for, shown by the
 * retry-3DS screen. clientSecret is `{id}_secret_{random}` as with the real provider.
 */
export const PaymentIntent = type({
  id: string(),
  status: PaymentIntentStatus,
  clientSecret: string(),
  amount: Money,
  currency: Currency,
  lineItems: defaulted(array(LineItem), []),
});

/**
 * The body of HTTP 420 (membership creation, confirmPayment): the card needs 3DS. The widget runs the provider's
 * authentication with clientSecret, then repeats the call with paymentIntentId. A body that is the spec's
 * PaymentIntent (id, status, clientSecret, amount, currency) works as well (core/signup/payment.ts threeDSecureStep).
 */
export const ThreeDSecureRequired = type({
  requiresAction: literal(true),
  paymentIntentId: string(),
  clientSecret: string(),
});

/**
 * The body of HTTP 402, a card the provider refused (design choice: 402 rather than 422, so the widget can tell a
 * card problem from a form problem). error is the provider's text, e.g. 'Your card was declined.'; code is
 * card_declined, insufficient_funds, payment_intent_authentication_failure, ...
 */
export const CardError = type({ error: string(), code: string(), declineCode: maybe(string()) });

/** 404 when the member has no stored card (the selector then offers only a new card). */
export const getCurrentPaymentMethod = defineCall({
  method: 'GET',
  path: '/sites/:s/paymentMethods/current',
  auth: true,
  response: PaymentMethod,
});

/**
 * Replaces the stored card (402 CardError if the provider refuses it), then retries unpaid (past_due)
 * memberships with it. A retried payment the card asks 3DS for answers 420 (ThreeDSecureRequired), as membership
 * creation does (part 2 §4): the widget runs 3DS, then repeats the call with paymentIntentId (ours, as on
 * createMembership). The answer is not shown and not read (the widget reloads the member); the fixture answers
 * the new card.
 */
export const updateCurrentPaymentMethod = defineCall({
  method: 'PUT',
  path: '/sites/:s/paymentMethods/current',
  auth: true,
  body: type({ newPaymentMethodId: RequiredString, paymentIntentId: optional(string()), idempotencyKey: IdempotencyKey }),
  response: Ok,
});

/**
 * Prepares a provider-side payment for a plan (planId: public plan id). Not shown in the spec: the answer
 * names a payment intent (amount due now > 0) or a setup intent (trials and zero totals), which the browser
 * confirms with the provider before createMembership is called with paymentIntentId or setupIntentId.
 */
export const ClientSecret = type({
  intentType: enums(['payment', 'setup']),
  id: string(),
  clientSecret: string(),
  amount: Money,
  currency: Currency,
});

export const createClientSecret = defineCall({
  method: 'POST',
  path: '/sites/:s/members/current/clientSecret',
  auth: true,
  body: type({ planId: RequiredString, couponCode: maybe(string()) }),
  response: ClientSecret,
});

/**
 * The 3DS step a 420 answer asks for, or null when its body cannot be handled (part 2 §4): our
 * { requiresAction, paymentIntentId, clientSecret }, or the spec's payment intent itself (part 2 §3).
 */
export function threeDSecureStep(body: unknown): { paymentIntentId: string; clientSecret: string } | null {
  if (is(body, ThreeDSecureRequired)) return { paymentIntentId: body.paymentIntentId, clientSecret: body.clientSecret };
  const [, intent] = validate(body, PaymentIntent, { coerce: true });
  return intent ? { paymentIntentId: intent.id, clientSecret: intent.clientSecret } : null;
}
