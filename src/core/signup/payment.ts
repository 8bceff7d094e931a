/**
 * Paying (part 2 §2, §4, §8): the pure decisions of the card screens, so each is a function of its inputs with
 * a table test (test/unit/payment.test.ts). The card provider itself is in ui/payments/.
 */
import type { ApiError } from '../texts/errors';
import type { CardMode } from '../shell/screens';
import type { TextKey } from '../texts/texts';

/** What a failed payment step says: a text key with its values. */
export interface PayFailure {
  key: TextKey;
  vars?: Record<string, string>;
}

/** An error as the card provider's script reports it (Stripe.js `error`). */
export interface ProviderError {
  type?: string;
  code?: string;
  message?: string;
}

/** The provider's error types in the spec's words (part 2 §8). */
const BY_TYPE: Record<string, TextKey> = {
  api_connection_error: 'providerConnection',
  api_error: 'providerInternal',
  authentication_error: 'providerRejected',
  invalid_request_error: 'providerRejected',
  idempotency_error: 'providerIdempotency',
  rate_limit_error: 'providerRateLimit',
  validation_error: 'providerValidation',
};

export function providerFailure(error: ProviderError | null | undefined): PayFailure {
  const type = typeof error?.type === 'string' ? error.type : 'unknown';
  if (type === 'card_error') return { key: 'cardCharge', vars: { message: error?.message || type } };
  const key = BY_TYPE[type];
  return key ? { key } : { key: 'providerUnknown', vars: { type } };
}

/** Our API's status for a card the provider refused (declined, insufficient funds, none on file). */
export const CARD_REFUSED = 402;

/**
 * Whether a failed payment step is about the card itself, so it is said at the card field with 'Try another card'
 * and the focus goes there: our API's 402, and the provider's card errors (a failed 3DS), which pay steps give
 * the same status (payFailureStatus). Network, server and setup errors (0, 5xx, 417…) stay in the form's alert.
 */
export const isCardRefusal = (error: Pick<ApiError, 'status'>): boolean => error.status === CARD_REFUSED;

/** The status a provider error gets as a failed pay step: a refused card is CARD_REFUSED, the rest our own (-2). */
export const payFailureStatus = (error: ProviderError | null | undefined): number => (error?.type === 'card_error' ? CARD_REFUSED : -2);

/** The parts of the card field, in the order they are filled. */
export type CardPart = 'number' | 'expiry' | 'cvc' | 'postalCode';

/** Which part of the card a provider error code names (Stripe's codes); a refusal of the whole card is the number's. */
export function cardPartOf(code: string | undefined): CardPart {
  if (!code) return 'number';
  if (/expiry|expired/.test(code)) return 'expiry';
  if (/cvc/.test(code)) return 'cvc';
  if (/zip|postal/.test(code)) return 'postalCode';
  return 'number';
}

/** A postal code the card field takes: 3 characters at least (the shortest codes in use, e.g. Iceland's), spaces aside. */
export const postalCodeComplete = (zip: string): boolean => zip.trim().length >= 3;

/**
 * A payment call's refusal: a card the provider refused (our API's 402, its `error` the provider's words) is
 * 'Could not charge card! (…)'; a 417 is the provider misconfigured (part 2 §8); else null, the error as it came.
 */
export function apiPayFailure(error: Pick<ApiError, 'status' | 'message'>): PayFailure | null {
  if (error.status === CARD_REFUSED) return { key: 'cardCharge', vars: { message: error.message } };
  if (error.status === 417) return { key: 'stripeNotWorking' };
  return null;
}

/** Intent statuses that need the member's action (3DS) rather than another card (part 2 §3). */
const NEEDS_ACTION = new Set(['requires_action', 'requires_source_action']);

/** Retry payment (part 2 §2): an intent awaiting action goes to retry 3DS, anything else to a new card. */
export const retryStep = (status: string): 'retry3dsPayment' | 'changeCreditCard' =>
  NEEDS_ACTION.has(status) ? 'retry3dsPayment' : 'changeCreditCard';

/** Which card pays (part 2 §3 "Payment method choice"), as the API takes it; null while a new card has no id. */
export type PaymentChoice = 'current' | 'new';

export function paymentMethodBody(
  choice: PaymentChoice | '' | null,
  newPaymentMethodId: string | null,
): { method: 'current' } | { method: 'new'; newPaymentMethodId: string } | null {
  if (choice === 'current') return { method: 'current' };
  if (choice === 'new' && newPaymentMethodId) return { method: 'new', newPaymentMethodId };
  return null;
}

/** Brands as the provider names them (lower case, underscores) and as people write them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * A card brand as people write it ('Visa', 'American Express'), wherever a card is named: the provider and our
 * API send `visa`, `amex`. An unknown brand is capitalised, its underscores spaces; none at all is 'card'.
 */
export function cardBrandName(brand: string): string {
  const plain = brand.trim().replace(/[\s_]+/g, ' ');
  if (!plain) return 'card';
  return BRAND_NAMES[plain.toLowerCase().replace(/ /g, '_')] ?? plain.charAt(0).toUpperCase() + plain.slice(1).toLowerCase();
}

/** The change-card screen's lines (part 2 §2): the failing card's warning, or what the new card replaces. */
export function cardScreenTexts(mode: CardMode, card: { cardBrand: string; hint: string } | null, firstName: string): PayFailure[] {
  const vars: Record<string, string> = card ? { cardBrand: cardBrandName(card.cardBrand), last4: card.hint, firstName } : { firstName };
  if (mode === 'FAILING_CARD' && card)
    return [
      { key: 'cardFailingTitle', vars },
      { key: 'cardFailing', vars },
    ];
  const lines: PayFailure[] = [{ key: 'cardTitle' }];
  if (card) lines.push({ key: 'cardReplaces', vars });
  return lines;
}
