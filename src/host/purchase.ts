import { conversionDetail, purchaseDetail } from '../core/purchase';
import type { Logger } from '../core/logger';
import type { MembershipCreated } from '../contract/memberships';
import type { Plan } from '../contract/plans';
import type { MemberData } from '../state/store';
import { EVENTS, emit } from './events';

/** Orders already announced on this page: a replayed join answer (same idempotency key) is not a new purchase. */
const announced = new Set<string>();

/**
 * Tells the host page about a purchase (part 2 §4): MemberSpace.conversion as documented (HOST-API §2), on which
 * host/tracking.ts runs the site's conversion code, then our MemberSpace.purchase. Once per order.
 */
export function announcePurchase(
  created: typeof MembershipCreated.TYPE,
  plan: typeof Plan.TYPE,
  member: MemberData,
  logger: Pick<Logger, 'log'>,
): boolean {
  const key = `${created.order.id}:${created.membership.id}`;
  if (announced.has(key)) return false;
  announced.add(key);
  const failed = (name: string) => (error: unknown) => logger.log('ERROR', 'CORE', `The ${name} event could not be sent`, error);
  emit(EVENTS.conversion, () => conversionDetail(created, member), failed(EVENTS.conversion));
  emit(EVENTS.purchase, () => purchaseDetail(created, plan, member), failed(EVENTS.purchase));
  return true;
}
