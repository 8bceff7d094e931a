import { FAILED_PAYMENT_DELAY_MS } from '../core/constants';
import { failedPaymentDue, isFailedPaymentState } from '../core/failedPayment';
import type { Route } from '../core/screens';
import { REMINDER_BLOCKING_SCREENS } from '../core/abandonedSignup';
import type { Runtime } from '../runtime';
import { embeddedScreens } from './embedRoutes';
import { member, route, tokenMemberId } from './store';

/** The IndexedDB key of the failed-payment popup's delay (part 2 §3 "Failed payment state"). */
export const FAILED_PAYMENT_KEY = 'failedPayment';

/**
 * The failed-payment popup (part 2 §4 "Off-session payment"): a member whose plan has a payment failure is sent
 * to retry payment for it (the lowest plan id), then the popup waits 60 minutes. It never replaces an open
 * screen nor interrupts an embedded payment or signup screen.
 */
export async function checkFailedPayment(runtime: Runtime, navigate: (next: Route) => void, now = Date.now): Promise<void> {
  const current = member.peek();
  if (!current || current.id !== tokenMemberId.peek()) return;
  if (route.peek().name !== 'idle' || embeddedScreens().some((name) => REMINDER_BLOCKING_SCREENS.has(name))) return;
  const { values } = await runtime.persist.rehydrate([FAILED_PAYMENT_KEY]);
  const stored = values[FAILED_PAYMENT_KEY];
  const publicPlanId = failedPaymentDue(current.id, current.memberships, isFailedPaymentState(stored) ? stored : null, now());
  if (!publicPlanId) return;
  navigate({ name: 'retryPayment', publicPlanId });
  runtime.persist.write(FAILED_PAYMENT_KEY, { memberId: current.id, publicPlanId, delayedUntil: now() + FAILED_PAYMENT_DELAY_MS });
  runtime.logger.log('LOG', 'PAYMENT', `Failed payment: retry payment opened for ${publicPlanId}`);
}
