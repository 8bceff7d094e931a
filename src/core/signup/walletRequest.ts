/**
 * What a wallet payment (Apple Pay, Google Pay through the card provider's Express Checkout Element) asks for a
 * plan: the amount due today for the sheet, and for a plan that charges again, what follows, in the terms of Apple
 * Pay's recurring payment request. Both come from the checkout summary's schedule (checkoutSummary.ts
 * paymentSchedule), so the sheet says what the order summary says. Ours: the spec knows only cards (docs/architecture.md
 * "Wallets").
 */
import type { Coupon } from '../../contract/plans';
import { stringify } from '../util/json';
import { paymentSchedule, trialDaysOf, addDays, addInterval, type PaymentRun, type PricedPlan } from './checkoutSummary';

type CouponData = typeof Coupon.TYPE;

/** A payment later than today, as a wallet's recurring request says it. */
export interface WalletBilling {
  amount: number;
  /** ISO dates (UTC): the first and, for a plan that stops, the last payment of the run. */
  start: string;
  end: string | null;
  interval: 'month' | 'year';
}

export interface WalletRequest {
  /**
   * The card provider's Elements group in deferred mode: 'subscription' for a plan that charges again (the wallet
   * then keeps the card for later payments), else 'payment'. The amount is due today (0 in a trial), in the
   * currency's minor units as the plan gives it, the currency in the provider's lower case.
   */
  group: { mode: 'payment' | 'subscription'; amount: number; currency: string };
  /**
   * The payments that follow, in the terms of Apple Pay's recurring request: the run that goes on (`regular`), and
   * before it either a free trial until `trialEnd` or the coupon's discounted run (`intro`). Null for a single
   * payment, and when what follows has more parts than the request can say (a trial and then discounted payments):
   * the sheet's line item says it in words then.
   */
  recurring: { regular: WalletBilling; intro: WalletBilling | null; trialEnd: string | null } | null;
}

/**
 * The wallet request for joining `plan` with the verified `coupon` today, or null when no wallet should be
 * offered: the plan does not say enough for an exact amount (a server that sends only the spec's fields), since a
 * sheet must show what is charged; or a single payment with nothing due today (a coupon that makes it free, or a
 * one-time plan with a trial: a sheet authorising $0.00 for a later charge would not say what it is for).
 */
export function walletRequest(plan: PricedPlan, coupon: CouponData | null, now: Date): WalletRequest | null {
  const schedule = paymentSchedule(plan, coupon, now);
  if (!schedule) return null;
  const currency = schedule.currency.toLowerCase();
  const last = schedule.runs.at(-1);
  if (plan.type === 'one_time_payment' || !last || !plan.interval) {
    return schedule.today > 0 ? { group: { mode: 'payment', amount: schedule.today, currency }, recurring: null } : null;
  }
  const interval = plan.interval;
  const billing = (run: PaymentRun): WalletBilling => ({
    amount: run.amount,
    start: run.from,
    end: run.count === null ? null : addInterval(new Date(`${run.from}T00:00:00Z`), interval, run.count - 1),
    interval,
  });
  const days = trialDaysOf(plan);
  const [first, ...rest] = schedule.runs;
  const group = { mode: 'subscription' as const, amount: schedule.today, currency };
  // What follows: the run that goes on, after a free trial or the coupon's discounted payments (not both).
  if (rest.length > 1 || (rest.length === 1 && days !== null)) return { group, recurring: null };
  return {
    group,
    recurring: {
      regular: billing(last),
      intro: rest.length === 1 && first ? billing(first) : null,
      trialEnd: days !== null ? addDays(now, days) : null,
    },
  };
}

/**
 * What a wallet's sheet showed for a plan, as one string: the amount due today and everything it says follows
 * (its line item and Apple Pay's request are made from the same schedule). A payment goes on only while joining
 * still asks for exactly this: a coupon or plan changed under an open sheet is not paid on the sheet's word.
 */
export const walletSheetKey = (planId: string, request: WalletRequest): string => stringify([planId, request]);

/**
 * Where a wallet sends the member to manage a subscription: the site's account link (part 1 §2 /member/account),
 * which any page of the site opens. Here rather than with the link parser: only the payments chunk needs it.
 */
export const managementUrl = (origin: string): string => `${origin}/member/account`;

/** The words the Apple Pay sheet shows beside the amounts: the plan's name, a trial's, and where to manage it. */
export interface RecurringLabels {
  planName: string;
  trial: string;
  managementURL: string;
}

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Apple Pay's recurring payment request for the sheet (the provider's `applePay.recurringPaymentRequest`): the
 * regular billing (the run of payments that goes on, its interval, first and last date) and, as its trial billing,
 * what comes first at another price: a free trial until it ends, or the coupon's discounted run. Null for a single
 * payment, and when the request left what follows out (walletRequest).
 */
export function applePayRecurring(request: WalletRequest, labels: RecurringLabels) {
  const recurring = request.recurring;
  if (!recurring) return null;
  const { regular, intro, trialEnd } = recurring;
  const billing = (run: WalletBilling, label: string) => ({
    label,
    amount: run.amount,
    recurringPaymentIntervalUnit: run.interval,
    recurringPaymentIntervalCount: 1,
    recurringPaymentStartDate: dateOf(run.start),
    ...(run.end ? { recurringPaymentEndDate: dateOf(run.end) } : {}),
  });
  // Apple Pay's trial billing is any first period at another price: a free trial, or the coupon's discounted run.
  const trialBilling = intro
    ? billing(intro, labels.planName)
    : trialEnd
      ? { label: labels.trial, amount: 0, recurringPaymentEndDate: dateOf(trialEnd) }
      : null;
  return {
    paymentDescription: labels.planName,
    managementURL: labels.managementURL,
    regularBilling: billing(regular, labels.planName),
    ...(trialBilling ? { trialBilling } : {}),
  };
}
