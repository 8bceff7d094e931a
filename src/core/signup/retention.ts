import type { RetentionOptions } from '../../contract/retention';
import { formatMoney, formatPercent } from './money';
import type { TextKey } from '../texts/texts';
import { required, type Rules } from '../signin/validate';

/**
 * The cancel screen's retention intents (part 2 §2 "Cancel membership"), in the spec's order: support is
 * always offered, the trial extension and the discount only when the server offers them, cancelling always.
 */
export type Intent = 'requireSupport' | 'extendTrial' | 'needDiscount' | 'wantToCancel';
export type RetentionOptionsData = typeof RetentionOptions.TYPE;
type Discount = NonNullable<RetentionOptionsData['discountCoupon']>;

export const offeredIntents = (o: RetentionOptionsData): Intent[] => [
  'requireSupport',
  ...(o.extendTrial ? (['extendTrial'] as const) : []),
  ...(o.discountCoupon ? (['needDiscount'] as const) : []),
  'wantToCancel',
];

/** Each intent's radio label, submit label and success text (part 2 §2). */
export const INTENT_TEXT: Record<Intent, readonly [label: TextKey, action: TextKey, success: TextKey]> = {
  requireSupport: ['retentionSupport', 'retentionSupportSend', 'retentionSupportSent'],
  extendTrial: ['retentionTrial', 'retentionTrialNow', 'retentionTrialExtended'],
  needDiscount: ['retentionDiscount', 'retentionDiscountNow', 'retentionDiscountApplied'],
  wantToCancel: ['retentionCancel', 'retentionCancelNow', 'retentionCanceled'],
};

/**
 * The discount offer in words, by coupon type (the spec names the types, not the words; ours): once
 * '{amount} off your next payment', recurring '{amount} off for {n} months' (one month: '... for 1 month'),
 * forever '{amount} off forever'. The amount is a percentage ('20%') or money in the offer's currency ('$3.00').
 * The spec's offer is only {amount, type, duration}: without our amountType, an offer with a currency is money and
 * one without a percentage (a sum of money cannot be shown without its currency). An unknown type reads as once:
 * the member is promised the least.
 */
export function discountText(d: Discount, locale = 'en'): { key: TextKey; values: { amount: string; n: number } } {
  const percent = d.amountType ? d.amountType === 'percent' : !d.currency;
  const amount = percent ? formatPercent(d.amount, locale) : formatMoney(d.amount, d.currency ?? 'usd', true, locale);
  const n = d.duration ?? 1;
  const key: TextKey =
    d.type === 'forever' ? 'retentionOffForever' : d.type !== 'recurring' ? 'retentionOffOnce' : n === 1 ? 'retentionOffMonth' : 'retentionOffMonths';
  return { key, values: { amount, n } };
}

export interface CancelValues extends Record<string, unknown> {
  message: string;
  canceledReason: string;
}

/**
 * Part 2 §5: the message is required for requireSupport; canceledReason when cancelling on a site that requires
 * a cancellation reason. The other intents send nothing typed.
 */
export const cancelRules = (intent: Intent, requireReason: boolean): Rules<CancelValues> =>
  intent === 'requireSupport' ? { message: [required] } : intent === 'wantToCancel' && requireReason ? { canceledReason: [required] } : {};
