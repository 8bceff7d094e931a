import { FAILED_PAYMENT_DELAY_MS } from '../core/constants';
import { failedPaymentDue, isFailedPaymentState } from '../core/signup/failedPayment';
import type { Route } from '../core/shell/screens';
import { REMINDER_BLOCKING_SCREENS } from '../core/signup/abandonedSignup';
import type { Runtime } from './runtimeTypes';
import { embeddedScreens } from './embedRoutes';
import { member, route, tokenMemberId } from './store';

/**
 * The failed-payment popup (part 2 §4 "Off-session payment"): a member whose plan has a payment failure is sent
 * to retry payment for it (the lowest plan id), then the popup waits 60 minutes. It never replaces an open
 * screen nor interrupts an embedded payment or signup screen.
 */
export async function checkFailedPayment(
  runtime: Pick<Runtime, 'logger' | 'persist'>,
  navigate: (next: Route) => void,
  now = Date.now,
): Promise<void> {
  const current = member.peek();
  if (!current || current.id !== tokenMemberId.peek()) return;
  if (route.peek().name !== 'idle' || embeddedScreens().some((name) => REMINDER_BLOCKING_SCREENS.has(name))) return;
  const { values } = await runtime.persist.rehydrate(['failedPayment']);
  const stored = values['failedPayment'];
  const publicPlanId = failedPaymentDue(current.id, current.memberships, isFailedPaymentState(stored) ? stored : null, now());
  if (!publicPlanId) return;
  navigate({ name: 'retryPayment', publicPlanId });
  runtime.persist.write('failedPayment', { memberId: current.id, publicPlanId, delayedUntil: now() + FAILED_PAYMENT_DELAY_MS });
  runtime.logger.log('LOG', 'PAYMENT', `Failed payment: retry payment opened for ${publicPlanId}`);
}
