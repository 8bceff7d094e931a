/**
 * The popups decided a few seconds after the member is known (part 2 §4): the abandoned-signup reminder and the
 * failed-payment popup, one lazy chunk for both (app/deferred.ts loads it only for a member who may need one).
 */
export { checkAbandonedSignup } from './abandonedSignupCheck';
export { checkFailedPayment } from './failedPaymentCheck';
