/**
 * What a plan costs and what joining it does, in words (ours: the spec names the plan's pricingDescription and
 * hasTrialPeriod, part 2 §3, and leaves the rest to the screens). The plan box, the registration's plan summary
 * and the checkout's order summary render these; money and dates are formatted here, in the member's locale, by
 * the one formatter of each (formatMoney part 2 §9, formatDate), so every screen says them alike.
 *
 * Each answer is text keys and their values, or null when the plan does not say enough (a server that sends only
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
 * The same day `n` intervals later (UTC), as an ISO date; a day the month lacks is its last day (31 January plus a
 * month is 28 or 29 February, plus two is 31 March), as card providers bill: each date is counted from the first.
 */
export function addInterval(from: Date, interval: 'month' | 'year', n = 1): string {
  const months = from.getUTCMonth() + n * (interval === 'year' ? 12 : 1);
  const y = from.getUTCFullYear() + Math.floor(months / 12);
  const m = months % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), last))).toISOString().slice(0, 10);
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

/**
 * The amount of a payment after a coupon (percent or amount off, never below 0). A percentage's discount is
 * rounded, then taken off, as the server's own sums for the first payment do: $29.99 at 50 % off is $14.99, not
 * $15.00, for every payment alike.
 */
export function discounted(amount: number, coupon: Pick<CouponData, 'percentOff' | 'amountOff'> | null): number {
  if (!coupon) return amount;
  if (coupon.percentOff) return Math.max(0, amount - Math.round((amount * coupon.percentOff) / 100));
  if (coupon.amountOff) return Math.max(0, amount - coupon.amountOff);
  return amount;
}

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

/**
 * How many payments a coupon discounts, counted from the first one the member pays (the trial's end, or today):
 * 'once' the first, 'forever' all, 'recurring' those due within its durationInMonths (every one of a monthly
 * plan's N, the first ceil(N / 12) of a yearly one). Infinity for all; null when it cannot be said (a recurring
 * coupon without its months, or a duration we do not know): the summary then says nothing rather than guess.
 */
export function discountedPayments(
  coupon: Pick<CouponData, 'duration' | 'durationInMonths'> | null,
  interval: 'month' | 'year' | null,
): number | null {
  if (!coupon) return 0;
  if (coupon.duration === 'once') return 1;
  if (coupon.duration === 'forever') return Number.POSITIVE_INFINITY;
  if (coupon.duration !== 'recurring' || !coupon.durationInMonths || coupon.durationInMonths < 1) return null;
  return interval === 'year' ? Math.ceil(coupon.durationInMonths / 12) : coupon.durationInMonths;
}

/** Payments in a row of one amount: `count` of them (null: for as long as the membership runs), the first on `from`. */
export interface PaymentRun {
  amount: number;
  count: number | null;
  /** ISO date (UTC). */
  from: string;
}

/** What joining charges: today, then each run of equal payments in order. */
export interface PaymentSchedule {
  currency: string;
  today: number;
  runs: PaymentRun[];
}

/**
 * Every payment joining commits the member to, grouped into runs of one amount. The plan type says how many there
 * are (part 2 §9 "Plan types": one_time_payment one, multi_payment paymentCountRequired, subscription no end); a
 * trial (hasTrialPeriod, of trialDays days) makes today 0 and moves the first payment to its end; the others follow
 * one interval apart, counted from the first. The coupon discounts the first discountedPayments of them: the first
 * by the server's sums when it sent them (orderLines), the later ones by our arithmetic on the plan's amount.
 * null for a free plan, or when the plan or coupon does not say enough for an exact schedule.
 */
export function paymentSchedule(plan: PricedPlan, coupon: CouponData | null, now: Date): PaymentSchedule | null {
  const lines = orderLines(plan, coupon);
  if (!lines || plan.amount == null) return null;
  const total = plan.type === 'one_time_payment' ? 1 : plan.type === 'multi_payment' ? (plan.paymentCountRequired ?? 0) : Number.POSITIVE_INFINITY;
  if (total < 1) return null;
  const days = trialDaysOf(plan);
  if (plan.hasTrialPeriod && days === null) return null; // a trial of unknown length: no date can be said
  const interval = plan.interval ?? null;
  if (total > 1 && !interval) return null;
  const discountedCount = discountedPayments(coupon, interval);
  if (discountedCount === null) return null;
  const full = plan.amount;
  const later = discounted(full, coupon);
  const amountOf = (k: number) => (k === 0 ? lines.price - lines.discount : k < discountedCount ? later : full);
  const start = days !== null ? new Date(`${addDays(now, days)}T00:00:00Z`) : now;
  const dateOf = (k: number) => (k === 0 || !interval ? start.toISOString().slice(0, 10) : addInterval(start, interval, k));
  // The payments after today (all of them in a trial), cut where the amount may change: after the first payment,
  // and where the coupon ends.
  const first = days !== null ? 0 : 1;
  const cuts = [...new Set([first, 1, Math.min(discountedCount, total), total])].filter((k) => k >= first).sort((x, y) => x - y);
  const runs: PaymentRun[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    if (from >= to) continue;
    const count = to === Number.POSITIVE_INFINITY ? null : to - from;
    const prev = runs.at(-1);
    if (prev && prev.amount === amountOf(from) && prev.count !== null) prev.count = count === null ? null : prev.count + count;
    else runs.push({ amount: amountOf(from), count, from: dateOf(from) });
  }
  return { currency: lines.currency, today: days !== null ? 0 : amountOf(0), runs };
}

const INTERVAL_KEYS = {
  renews: { month: 'summaryMonthly', year: 'summaryYearly' },
  instalments: { month: 'summaryInstalmentsMonthly', year: 'summaryInstalmentsYearly' },
  thenRenews: { month: 'summaryThenMonthly', year: 'summaryThenYearly' },
  thenInstalments: { month: 'summaryThenInstalmentsMonthly', year: 'summaryThenInstalmentsYearly' },
} as const satisfies Record<string, Record<'month' | 'year', TextKey>>;

/**
 * What joining charges, in words, one line per run of equal payments, e.g. for a $29.00 monthly plan with a
 * 14-day trial and a 50 % coupon for the first payment:
 *   '$0.00 today, then $14.50 on December 9, 2026'
 *   'Then $29.00 a month from January 9, 2027'
 * The first line says today and the first run: '{today} today, one payment only' when today's is the only one;
 * '... then {price} on {date}' for a run of one payment; '... then N monthly payments of {price} from {date}'; or
 * '... then {price} a month from {date}' for a subscription's payments without end. Each later run is a line
 * 'Then ...' of the same forms (a single payment as '1 monthly payment'). The amounts and dates are
 * paymentSchedule's: money by formatMoney (part 2 §9), dates by formatDate (UTC calendar days), in the locale.
 * null when there is no exact schedule to say: the screens then show pricingDescription alone.
 */
export function checkoutSummary(plan: PricedPlan, coupon: CouponData | null, now: Date, locale: string): Phrase[] | null {
  const schedule = paymentSchedule(plan, coupon, now);
  if (!schedule) return null;
  const money = (amount: number) => formatMoney(amount, schedule.currency, true, locale);
  const today = money(schedule.today);
  const [head, ...rest] = schedule.runs;
  if (!head) return [{ key: 'summaryOnce', values: { today } }];
  const interval = plan.interval ?? 'month'; // only a run of one payment may lack it, and that one names no interval
  const values = (run: PaymentRun) => ({ today, price: money(run.amount), date: formatDate(run.from, locale) });
  const firstLine: Phrase =
    head.count === 1
      ? { key: 'summaryOnDate', values: values(head) }
      : head.count === null
        ? { key: INTERVAL_KEYS.renews[interval], values: values(head) }
        : { key: INTERVAL_KEYS.instalments[interval], values: { ...values(head), count: head.count } };
  const thenLines = rest.map(
    (run): Phrase =>
      run.count === null
        ? { key: INTERVAL_KEYS.thenRenews[interval], values: values(run) }
        : { key: INTERVAL_KEYS.thenInstalments[interval], values: { ...values(run), count: run.count } },
  );
  return [firstLine, ...thenLines];
}
