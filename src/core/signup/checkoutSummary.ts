/**
 * What a plan costs and what joining it does, in words (ours: the spec names the plan's pricingDescription and
 * hasTrialPeriod, part 2 §3, and leaves the rest to the screens). The plan box, the registration's plan summary
 * and the checkout's order summary render these; money and dates are formatted here, in the member's locale, by
 * the one formatter of each (formatMoney part 2 §9, formatDate), so every screen says them alike.
 *
 * Each answer is a text key and its values, or null when the plan does not say enough (a server that sends only
 * the spec's fields: no amount, interval or trial length): the screens then show pricingDescription alone.
 */
import type { Plan } from '../../contract/plans';
import type { Coupon } from '../../contract/plans';
import type { TextKey } from '../texts/texts';
import { formatDate } from '../texts/dates';
import { formatMoney } from './money';

type PlanData = typeof Plan.TYPE;
type CouponData = typeof Coupon.TYPE;

export type PricedPlan = Pick<
  PlanData,
  'publicId' | 'type' | 'currency' | 'amount' | 'interval' | 'trialDays' | 'hasTrialPeriod' | 'paymentCountRequired'
>;

export interface Phrase {
  key: TextKey;
  values: Record<string, string | number>;
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `now` (UTC), as an ISO date. */
export function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The same day one interval later (UTC), as an ISO date; a day the next month lacks is its last day (31 January
 * plus a month is 28 or 29 February), as card providers bill.
 */
export function addInterval(now: Date, interval: 'month' | 'year'): string {
  const y = now.getUTCFullYear() + (interval === 'year' ? 1 : 0);
  const m = now.getUTCMonth() + (interval === 'month' ? 1 : 0);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), last))).toISOString().slice(0, 10);
}

/** A trial of known length: its days; null without a trial (hasTrialPeriod false, or a free plan) or length. */
export function trialDaysOf(plan: Pick<PlanData, 'type' | 'hasTrialPeriod' | 'trialDays'>): number | null {
  if (plan.type === 'free' || !plan.hasTrialPeriod) return null;
  return plan.trialDays && plan.trialDays > 0 ? plan.trialDays : null;
}

/** '14-day free trial', or null (no trial, or a trial whose length is not known: the plan's texts say it). */
export function trialPhrase(plan: Pick<PlanData, 'type' | 'hasTrialPeriod' | 'trialDays'>): Phrase | null {
  const days = trialDaysOf(plan);
  return days ? { key: 'planTrialDays', values: { days } } : null;
}

/** The amount of a payment after a coupon (percent or amount off, never below 0). */
export function discounted(amount: number, coupon: Pick<CouponData, 'percentOff' | 'amountOff'> | null): number {
  if (!coupon) return amount;
  if (coupon.percentOff) return Math.max(0, Math.round(amount * (1 - coupon.percentOff / 100)));
  if (coupon.amountOff) return Math.max(0, amount - coupon.amountOff);
  return amount;
}

/** A coupon that keeps applying after the first payment: 'forever', and 'recurring' for its months. */
const lastsPastFirst = (coupon: Pick<CouponData, 'duration'> | null): boolean =>
  coupon !== null && (coupon.duration === 'forever' || coupon.duration === 'recurring');

/**
 * The order's lines for a paid plan: the price of one payment, the coupon's discount on it, and what is due
 * today (0 during a trial: the first payment comes when it ends). null for a free plan or an unknown amount.
 * `coupon` is the verified coupon for this plan, or null; its result (the server's sums for the first payment)
 * is preferred to our own arithmetic.
 */
export interface OrderLines {
  currency: string;
  price: number;
  discount: number;
  dueToday: number;
}

export function orderLines(plan: PricedPlan, coupon: CouponData | null): OrderLines | null {
  if (plan.type === 'free' || plan.amount == null) return null;
  const result = coupon?.result && coupon.result.planId === plan.publicId ? coupon.result : null;
  const price = result?.subtotal ?? plan.amount;
  const first = result?.total ?? discounted(plan.amount, coupon);
  const trial = plan.hasTrialPeriod; // nothing is charged until a trial ends, however long it is
  return { currency: plan.currency, price, discount: price - first, dueToday: trial ? 0 : first };
}

const INTERVAL_KEYS = {
  renews: { month: 'summaryMonthly', year: 'summaryYearly' },
  instalments: { month: 'summaryInstalmentsMonthly', year: 'summaryInstalmentsYearly' },
} as const satisfies Record<string, Record<'month' | 'year', TextKey>>;

/**
 * The one-line summary of what joining does: what is charged today, then what follows and from when, e.g.
 * '$0.00 today, then $29.00 a month from December 9, 2026'. By plan type (part 2 §9 "Plan types"):
 * - free: nothing is charged, no summary (null);
 * - one_time_payment: '{today} today, one payment only';
 * - subscription: today's payment (0 in a trial), then the price per interval from the trial's end or the next
 *   interval;
 * - multi_payment (paymentCountRequired payments): today's, then the payments left per interval; with one payment
 *   in all it is a one-time payment.
 * A trial (hasTrialPeriod, of trialDays days) moves every payment to its end, and makes today 0. A coupon: today's
 * payment is the discounted one; it stays discounted afterwards for a 'forever' or 'recurring' coupon (whose
 * description, in the plan box, says for how long), not for a 'once' coupon. Dates are calendar days (UTC, as
 * formatDate shows them), in the locale.
 */
export function checkoutSummary(plan: PricedPlan, coupon: CouponData | null, now: Date, locale: string): Phrase | null {
  const lines = orderLines(plan, coupon);
  if (!lines) return null;
  const money = (amount: number) => formatMoney(amount, lines.currency, true, locale);
  const today = money(lines.dueToday);
  if (plan.type === 'one_time_payment') return { key: 'summaryOnce', values: { today } };
  const count = plan.type === 'multi_payment' ? (plan.paymentCountRequired ?? null) : null;
  if (plan.type === 'multi_payment' && (!count || count < 1)) return null;
  if (count === 1) return { key: 'summaryOnce', values: { today } };
  if (!plan.interval) return null;
  const days = trialDaysOf(plan);
  if (plan.hasTrialPeriod && days === null) return null; // a trial of unknown length: no date can be said
  const amount = plan.amount ?? 0;
  // A trial: the first payment (discounted by any coupon) at its end; else the next one, an interval on.
  const next = days !== null ? amount - lines.discount : lastsPastFirst(coupon) ? discounted(amount, coupon) : amount;
  const from = formatDate(days !== null ? addDays(now, days) : addInterval(now, plan.interval), locale);
  if (count !== null) {
    // The payments after today's: all of them in a trial (none is paid today), else the rest.
    const left = days !== null ? count : count - 1;
    return { key: INTERVAL_KEYS.instalments[plan.interval], values: { today, count: left, price: money(next), date: from } };
  }
  return { key: INTERVAL_KEYS.renews[plan.interval], values: { today, price: money(next), date: from } };
}
