import { purchaseDetail, type KnownAtJoin, type PurchaseDetail } from '../core/signup/purchaseEvent';
import type { Logger } from '../core/util/logger';
import type { MembershipCreated } from '../contract/memberships';
import type { Plan } from '../contract/plans';
import { afterMembershipChange } from '../state/membershipChange';
import type { Runtime } from '../state/runtimeTypes';
import { member as currentMember, type MemberData } from '../state/store';
import { EVENTS, emit } from './events';

/** Orders already announced on this page: a replayed join answer (same idempotency key) is not a new purchase. */
const announced = new Set<string>();

/**
 * Tells the host page about a purchase (part 2 §4): MemberSpace.conversion as documented (HOST-API §2), then our
 * MemberSpace.purchase, once per order. The site's conversion code follows the first (host/conversions.ts), once
 * its module is in.
 */
export function announcePurchase(
  created: typeof MembershipCreated.TYPE,
  plan: typeof Plan.TYPE,
  member: MemberData,
  logger: Pick<Logger, 'log'>,
  known: KnownAtJoin = {},
): boolean {
  let detail: PurchaseDetail;
  try {
    detail = purchaseDetail(created, plan, member, known);
  } catch (error) {
    logger.log('ERROR', 'CORE', 'The purchase could not be described', error);
    return false;
  }
  const key = `${detail.order.id}:${detail.membership.publicPlanId}`;
  if (announced.has(key)) return false;
  announced.add(key);
  const failed = (name: string) => (error: unknown) => logger.log('ERROR', 'CORE', `The ${name} event could not be sent`, error);
  const { plan: _plan, ...conversion } = detail;
  emit(EVENTS.conversion, () => conversion, failed(EVENTS.conversion));
  emit(EVENTS.purchase, () => detail, failed(EVENTS.purchase));
  return true;
}

/**
 * After joining: the access token's claim still names the old memberships, so a fresh token first, then the
 * member, so protection, markers and the account follow at once; then the page is told (conversion event, our
 * purchase event, the site's conversion code), with the member as they are now, in whom the new membership is
 * found when the join answer does not carry it (the spec does not show that answer).
 */
export async function afterJoin(
  runtime: Pick<Runtime, 'session' | 'member' | 'logger'>,
  plan: typeof Plan.TYPE,
  created: typeof MembershipCreated.TYPE,
  known: KnownAtJoin = {},
): Promise<void> {
  const before = currentMember.peek();
  await afterMembershipChange(runtime);
  const now = currentMember.peek() ?? before;
  if (now) announcePurchase(created, plan, now, runtime.logger, known);
  else runtime.logger.log('WARN', 'PAYMENT', 'Joined, but no member to announce the purchase with');
}
