import type { Stripe } from '@stripe/stripe-js';
import type { ApiResult } from '../../api/client';
import { STATUS_3DS, type ApiError } from '../../core/texts/errors';
import { isUnknownOutcome, threeDSecureRepeatKey } from '../../core/signup/idempotency';
import { threeDSecureStep } from '../../contract/payments';
import { apiPayFailure, payFailureStatus, providerFailure, type PayFailure } from '../../core/signup/payment';
import type { Runtime } from '../../state/runtimeTypes';
import { t } from '../../shell/t';
import { loadProvider, unavailableFailure } from './provider';
import { underProviderOverlay } from '../providerOverlay';

/** A payment step that failed for a reason of our own, as the forms show errors: its text, translated. */
export const failureError = (failure: PayFailure): ApiError => ({ status: -2, message: t(failure.key, failure.vars), fieldErrors: {} });

/** A payment call's refusal in the spec's words where it has them (402 card refused, 417), else as it came. */
export function payError(error: ApiError): ApiError {
  const failure = apiPayFailure(error);
  return failure ? { ...failureError(failure), status: error.status, fieldErrors: error.fieldErrors } : error;
}

/** Attempts whose 3DS was done but whose repeat went unanswered: the first call's key → the confirmed intent. */
const awaitingRepeat = new Map<string, string>();

/**
 * Runs a call that may charge a card (part 2 §4): a 420 answer runs the provider's 3DS confirmation with the
 * answer's client secret, then the call is repeated with the confirmed intent's id. `send(key, null)` is the
 * first call; `send(repeatKey, id)` the repeat, under a key derived from `key` (core/signup/idempotency.ts). The same
 * attempt sent again (its key is reused only after an unknown outcome) whose 3DS was already done sends that
 * repeat again, so the server answers what it did. The provider is loaded only if 3DS is needed.
 */
export async function payWith3ds<T>(
  runtime: Pick<Runtime, 'settings' | 'logger'>,
  stripe: Stripe | null,
  key: string,
  send: (idempotencyKey: string, paymentIntentId: string | null) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const repeat = async (paymentIntentId: string): Promise<ApiResult<T>> => {
    awaitingRepeat.set(key, paymentIntentId);
    const again = await send(threeDSecureRepeatKey(key, paymentIntentId), paymentIntentId);
    if (again.ok || !isUnknownOutcome(again.error.status)) awaitingRepeat.delete(key);
    // A second 420 is not run again: the client gave it the spec's words for a 3DS step that cannot be handled.
    return again.ok ? again : { ok: false, error: payError(again.error) };
  };
  const confirmed = awaitingRepeat.get(key);
  if (confirmed) {
    runtime.logger.log('LOG', 'PAYMENT', 'Sending the payment confirmed by 3DS again', confirmed);
    return repeat(confirmed);
  }
  const first = await send(key, null);
  if (first.ok || first.error.status !== STATUS_3DS) return first.ok ? first : { ok: false, error: payError(first.error) };
  const step = threeDSecureStep(first.error.body);
  if (!step) {
    runtime.logger.log('ERROR', 'PAYMENT', '420 without a usable 3DS step', first.error.body);
    return { ok: false, error: failureError({ key: 'no3dsHandler' }) };
  }
  let provider = stripe;
  try {
    provider ??= await loadProvider(runtime);
  } catch (error) {
    return { ok: false, error: failureError(unavailableFailure(error)) };
  }
  runtime.logger.log('LOG', 'PAYMENT', 'The card needs 3DS', step.paymentIntentId);
  const ready = provider;
  const action = await underProviderOverlay(() => ready.handleCardAction(step.clientSecret), { joinBody: true }).catch((error: unknown) => ({
    error: { type: 'api_connection_error', message: String(error) },
  }));
  if ('error' in action && action.error) {
    runtime.logger.log('WARN', 'PAYMENT', '3DS failed', action.error);
    // A card the bank would not verify is the card's (said at the card field); the provider's other errors the form's.
    return { ok: false, error: { ...failureError(providerFailure(action.error)), status: payFailureStatus(action.error) } };
  }
  return repeat(step.paymentIntentId);
}
