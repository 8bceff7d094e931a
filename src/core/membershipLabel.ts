import type { Membership } from '../contract/member';

export type StatusColour = 'ok' | 'warning' | 'error';

const FIXED: Record<string, string> = {
  trialing: 'On Trial',
  past_due: 'Past Due',
  unpaid: 'Unpaid',
  expired: 'Expired',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
};
const PAID_TYPES = new Set(['one_time_payment', 'subscription', 'multi_payment']);

/** Membership status label of part 1 §4, with the multi-payment count suffix. */
export function membershipLabel(m: Pick<typeof Membership.TYPE, 'status' | 'type' | 'paymentCountMade' | 'paymentCountRequired'>): string {
  const base =
    m.status === 'active' ? (m.type === 'free' ? 'Free' : PAID_TYPES.has(m.type) ? 'Paid' : 'Other') : (FIXED[m.status] ?? 'Other');
  const required = m.paymentCountRequired ?? 0;
  return m.type === 'multi_payment' && required > 1 ? `${base} (${m.paymentCountMade ?? 0} of ${required} payments)` : base;
}

/** Status colour of part 1 §4; statuses the spec does not list get no colour. */
export function membershipColour(status: string): StatusColour | null {
  if (status === 'active' || status === 'trialing') return 'ok';
  if (status === 'incomplete') return 'warning';
  return ['past_due', 'unpaid', 'expired', 'canceled', 'incomplete_expired'].includes(status) ? 'error' : null;
}
