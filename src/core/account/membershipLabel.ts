import type { Membership } from '../../contract/member';
import { TEXT, format, type TextKey } from '../texts/texts';

export type StatusColour = 'ok' | 'warning' | 'error';
/** Looks a text up by key (the UI passes t(), so labels follow translations and custom wording). */
export type Say = (key: TextKey, values?: Record<string, string | number>) => string;
const english: Say = (key, values) => format(TEXT[key], values ?? {});

const FIXED: Record<string, TextKey> = {
  trialing: 'statusOnTrial',
  past_due: 'statusPastDue',
  unpaid: 'statusUnpaid',
  expired: 'statusExpired',
  canceled: 'statusCanceled',
  incomplete: 'statusIncomplete',
  incomplete_expired: 'statusExpired',
};
const PAID_TYPES = new Set(['one_time_payment', 'subscription', 'multi_payment']);

type Labelled = Pick<typeof Membership.TYPE, 'status' | 'type' | 'paymentCountMade' | 'paymentCountRequired'>;

/** Membership status label of part 1 §4, with the multi-payment count suffix. */
export function membershipLabel(m: Labelled, say: Say = english): string {
  const { label, payments } = membershipLabelParts(m, say);
  return label + payments;
}

/**
 * The label's two parts, which the account page sets apart (the status in its colour, the payments after it in
 * secondary text): `label + payments` is the spec's text exactly; `payments` is '' but for multi-payment plans.
 */
export function membershipLabelParts(m: Labelled, say: Say = english): { label: string; payments: string } {
  const key: TextKey =
    m.status === 'active'
      ? m.type === 'free'
        ? 'statusFree'
        : PAID_TYPES.has(m.type)
          ? 'statusPaid'
          : 'statusOther'
      : (FIXED[m.status] ?? 'statusOther');
  const required = m.paymentCountRequired ?? 0;
  const suffix = m.type === 'multi_payment' && required > 1 ? say('statusPayments', { made: m.paymentCountMade ?? 0, required }) : '';
  return { label: say(key), payments: suffix };
}

/** Status colour of part 1 §4; statuses the spec does not list get no colour. */
export function membershipColour(status: string): StatusColour | null {
  if (status === 'active' || status === 'trialing') return 'ok';
  if (status === 'incomplete') return 'warning';
  return ['past_due', 'unpaid', 'expired', 'canceled', 'incomplete_expired'].includes(status) ? 'error' : null;
}
