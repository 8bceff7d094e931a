import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentMember } from '../../src/contract/member';
import {
  addDays,
  addInterval,
  checkoutSummary,
  discounted,
  discountedPayments,
  orderLines,
  paymentSchedule,
  trialPhrase,
  type PricedPlan,
} from '../../src/core/signup/checkoutSummary';
import { TEXT } from '../../src/core/texts/texts';
import { formatMessage } from '../../src/core/texts/messageFormat';
import { knownCardOnFile } from '../../src/core/signup/signup';
import { pricedPlan as plan } from './plans';

// 25 November 2026, late in the day UTC: dates are calendar days in UTC, as formatDate shows them.
const NOW = new Date('2026-11-25T22:30:00Z');

const coupon = (over: Record<string, unknown>) =>
  ({
    code: 'C',
    description: 'd',
    percentOff: null,
    amountOff: null,
    currency: null,
    duration: 'once',
    durationInMonths: null,
    result: null,
    ...over,
  }) as never;

/** The summary as the member reads it, in English: its lines joined by ' | '. */
const say = (p: PricedPlan, c: unknown = null, locale = 'en'): string | null => {
  const lines = checkoutSummary(p, c as never, NOW, locale);
  return lines && lines.map((line) => formatMessage(TEXT[line.key], line.values, locale)).join(' | ');
};

describe('dates', () => {
  it('days and intervals are counted in calendar days (UTC)', () => {
    expect(addDays(NOW, 14)).toBe('2026-12-09');
    expect(addInterval(NOW, 'month')).toBe('2026-12-25');
    expect(addInterval(NOW, 'year')).toBe('2027-11-25');
  });
  it("a day the next month lacks is that month's last day", () => {
    expect(addInterval(new Date('2027-01-31T10:00:00Z'), 'month')).toBe('2027-02-28');
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'month')).toBe('2028-02-29');
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year')).toBe('2029-02-28');
    expect(addInterval(new Date('2026-12-15T10:00:00Z'), 'month')).toBe('2027-01-15');
  });
  it('n intervals on are counted from the first date, not from one another (31 January, 28 February, 31 March)', () => {
    expect(addInterval(new Date('2027-01-31T10:00:00Z'), 'month', 2)).toBe('2027-03-31');
    expect(addInterval(NOW, 'month', 3)).toBe('2027-02-25');
    expect(addInterval(NOW, 'month', 14)).toBe('2028-01-25');
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year', 4)).toBe('2032-02-29');
  });
});

describe('the one-line summary of what joining does', () => {
  it('part 2 §9 plan types: free charges nothing, no summary', () => {
    expect(say(plan({ type: 'free', amount: 0, interval: null }))).toBeNull();
  });

  it('a subscription with a trial (hasTrialPeriod, trialDays): $0 today, then the price per interval from its end', () => {
    expect(say(plan({ hasTrialPeriod: true, trialDays: 14 }))).toBe('$0.00 today, then $29.00 a month from December 9, 2026');
  });

  it('a subscription without a trial: the price today, then per interval from the next one', () => {
    expect(say(plan({}))).toBe('$29.00 today, then $29.00 a month from December 25, 2026');
    expect(say(plan({ amount: 29000, interval: 'year' }))).toBe('$290.00 today, then $290.00 a year from November 25, 2027');
  });

  it('hasTrialPeriod is what decides: a trial length without it (the member had the trial) is no trial', () => {
    expect(say(plan({ hasTrialPeriod: false, trialDays: 14 }))).toBe('$29.00 today, then $29.00 a month from December 25, 2026');
    // A trial whose length is not known: nothing due today, but no date can be said.
    expect(say(plan({ hasTrialPeriod: true, trialDays: null }))).toBeNull();
    expect(orderLines(plan({ hasTrialPeriod: true, trialDays: null }), null)?.dueToday).toBe(0);
  });

  it('one_time_payment: one payment only', () => {
    expect(say(plan({ type: 'one_time_payment', amount: 9900, interval: null }))).toBe('$99.00 today, one payment only');
  });

  it('multi_payment: today, then the payments left (ICU plural), per interval', () => {
    const multi = plan({ type: 'multi_payment', amount: 5000, paymentCountRequired: 3 });
    expect(say(multi)).toBe('$50.00 today, then 2 monthly payments of $50.00 from December 25, 2026');
    expect(say({ ...multi, paymentCountRequired: 2 })).toBe('$50.00 today, then $50.00 on December 25, 2026');
    expect(say({ ...multi, paymentCountRequired: 1 })).toBe('$50.00 today, one payment only');
    expect(say({ ...multi, hasTrialPeriod: true, trialDays: 7 })).toBe('$0.00 today, then 3 monthly payments of $50.00 from December 2, 2026');
    expect(say({ ...multi, interval: 'year' })).toBe('$50.00 today, then 2 yearly payments of $50.00 from November 25, 2027');
  });

  it("a coupon: today's payment discounted; later ones for as long as it lasts ('forever', 'recurring' N months), not for 'once'", () => {
    const tenOff = { percentOff: 10, result: { planId: 'p1', subtotal: 2900, discount: 290, total: 2610, currency: 'usd' } };
    expect(say(plan({}), coupon({ ...tenOff, duration: 'once' }))).toBe('$26.10 today, then $29.00 a month from December 25, 2026');
    expect(say(plan({}), coupon({ ...tenOff, duration: 'forever' }))).toBe('$26.10 today, then $26.10 a month from December 25, 2026');
    expect(say(plan({}), coupon({ ...tenOff, duration: 'recurring', durationInMonths: 3 }))).toBe(
      '$26.10 today, then 2 monthly payments of $26.10 from December 25, 2026 | Then $29.00 a month from February 25, 2027',
    );
    // In a trial the first payment is the discounted one, at the trial's end; the ones after it are not.
    expect(say(plan({ hasTrialPeriod: true, trialDays: 14 }), coupon({ ...tenOff }))).toBe(
      '$0.00 today, then $26.10 on December 9, 2026 | Then $29.00 a month from January 9, 2027',
    );
  });

  it('part 2 §9 currency display: other currencies with the code, zero-decimal ones not divided by 100', () => {
    expect(say(plan({ type: 'one_time_payment', currency: 'jpy', amount: 5000, interval: null }))).toBe('5,000 JPY today, one payment only');
    expect(say(plan({ currency: 'eur', amount: 1250 }))).toBe('12.50 EUR today, then 12.50 EUR a month from December 25, 2026');
  });

  it("money and dates in the member's locale", () => {
    const [phrase] = checkoutSummary(plan({ hasTrialPeriod: true, trialDays: 14 }), null, NOW, 'fr')!;
    expect(phrase!.values).toMatchObject({
      today: expect.stringMatching(/^0,00\s\$US$/),
      price: expect.stringMatching(/^29,00\s\$US$/),
      date: '9 décembre 2026',
    });
  });

  it('a plan that says too little (only the spec fields: no amount, interval) has no summary', () => {
    expect(say(plan({ amount: null }))).toBeNull();
    expect(say(plan({ interval: null }))).toBeNull();
    expect(say(plan({ type: 'multi_payment', paymentCountRequired: null }))).toBeNull();
  });
});

/**
 * Every plan type x trial x coupon duration: what is charged, and when. The plans: $29.00 a month, $290.00 a year,
 * 3 x $50.00 a month, $99.00 once; a 14-day trial or none; a 50 % coupon (the server's sums for the first payment
 * with it) once, for 3 months, or forever, or none.
 */
describe('what joining charges, for every plan type, trial and coupon duration', () => {
  const plans = {
    monthly: plan({}),
    yearly: plan({ amount: 29000, interval: 'year' }),
    multi: plan({ type: 'multi_payment', amount: 5000, paymentCountRequired: 3 }),
    oneTime: plan({ type: 'one_time_payment', amount: 9900, interval: null }),
  };
  const halfOff = (p: PricedPlan, duration: string, durationInMonths: number | null = null) =>
    coupon({
      percentOff: 50,
      duration,
      durationInMonths,
      result: { planId: p.publicId, subtotal: p.amount, discount: p.amount! / 2, total: p.amount! / 2, currency: p.currency },
    });
  const coupons = {
    none: () => null,
    once: (p: PricedPlan) => halfOff(p, 'once'),
    threeMonths: (p: PricedPlan) => halfOff(p, 'recurring', 3),
    forever: (p: PricedPlan) => halfOff(p, 'forever'),
  };
  const trial = { hasTrialPeriod: true, trialDays: 14 }; // ends on December 9, 2026
  const TABLE: [keyof typeof plans, boolean, keyof typeof coupons, string][] = [
    ['monthly', false, 'none', '$29.00 today, then $29.00 a month from December 25, 2026'],
    ['monthly', true, 'none', '$0.00 today, then $29.00 a month from December 9, 2026'],
    ['monthly', false, 'once', '$14.50 today, then $29.00 a month from December 25, 2026'],
    ['monthly', true, 'once', '$0.00 today, then $14.50 on December 9, 2026 | Then $29.00 a month from January 9, 2027'],
    [
      'monthly',
      false,
      'threeMonths',
      '$14.50 today, then 2 monthly payments of $14.50 from December 25, 2026 | Then $29.00 a month from February 25, 2027',
    ],
    ['monthly', true, 'threeMonths', '$0.00 today, then 3 monthly payments of $14.50 from December 9, 2026 | Then $29.00 a month from March 9, 2027'],
    ['monthly', false, 'forever', '$14.50 today, then $14.50 a month from December 25, 2026'],
    ['monthly', true, 'forever', '$0.00 today, then $14.50 a month from December 9, 2026'],
    ['yearly', false, 'none', '$290.00 today, then $290.00 a year from November 25, 2027'],
    ['yearly', true, 'none', '$0.00 today, then $290.00 a year from December 9, 2026'],
    ['yearly', false, 'once', '$145.00 today, then $290.00 a year from November 25, 2027'],
    ['yearly', true, 'once', '$0.00 today, then $145.00 on December 9, 2026 | Then $290.00 a year from December 9, 2027'],
    // Three months of a yearly plan hold one payment: the first.
    ['yearly', false, 'threeMonths', '$145.00 today, then $290.00 a year from November 25, 2027'],
    ['yearly', true, 'threeMonths', '$0.00 today, then $145.00 on December 9, 2026 | Then $290.00 a year from December 9, 2027'],
    ['yearly', false, 'forever', '$145.00 today, then $145.00 a year from November 25, 2027'],
    ['yearly', true, 'forever', '$0.00 today, then $145.00 a year from December 9, 2026'],
    ['multi', false, 'none', '$50.00 today, then 2 monthly payments of $50.00 from December 25, 2026'],
    ['multi', true, 'none', '$0.00 today, then 3 monthly payments of $50.00 from December 9, 2026'],
    ['multi', false, 'once', '$25.00 today, then 2 monthly payments of $50.00 from December 25, 2026'],
    ['multi', true, 'once', '$0.00 today, then $25.00 on December 9, 2026 | Then 2 monthly payments of $50.00 from January 9, 2027'],
    ['multi', false, 'threeMonths', '$25.00 today, then 2 monthly payments of $25.00 from December 25, 2026'],
    ['multi', true, 'threeMonths', '$0.00 today, then 3 monthly payments of $25.00 from December 9, 2026'],
    ['multi', false, 'forever', '$25.00 today, then 2 monthly payments of $25.00 from December 25, 2026'],
    ['multi', true, 'forever', '$0.00 today, then 3 monthly payments of $25.00 from December 9, 2026'],
    ['oneTime', false, 'none', '$99.00 today, one payment only'],
    ['oneTime', true, 'none', '$0.00 today, then $99.00 on December 9, 2026'],
    ['oneTime', false, 'once', '$49.50 today, one payment only'],
    ['oneTime', true, 'once', '$0.00 today, then $49.50 on December 9, 2026'],
    ['oneTime', false, 'threeMonths', '$49.50 today, one payment only'],
    ['oneTime', true, 'threeMonths', '$0.00 today, then $49.50 on December 9, 2026'],
    ['oneTime', false, 'forever', '$49.50 today, one payment only'],
    ['oneTime', true, 'forever', '$0.00 today, then $49.50 on December 9, 2026'],
  ];
  it.each(TABLE)('%s plan, trial %s, coupon %s: %s', (name, withTrial, couponName, expected) => {
    const p = withTrial ? { ...plans[name], ...trial } : plans[name];
    expect(say(p, coupons[couponName](p))).toBe(expected);
  });

  it('a coupon that ends part-way through the payments: the discounted ones, then the rest', () => {
    const multi = plans.multi;
    expect(say(multi, halfOff(multi, 'recurring', 2))).toBe(
      '$25.00 today, then $25.00 on December 25, 2026 | Then 1 monthly payment of $50.00 from January 25, 2027',
    );
    expect(say({ ...multi, ...trial }, halfOff(multi, 'recurring', 2))).toBe(
      '$0.00 today, then 2 monthly payments of $25.00 from December 9, 2026 | Then 1 monthly payment of $50.00 from February 9, 2027',
    );
    // 18 months of a yearly plan: two payments.
    expect(say(plans.yearly, halfOff(plans.yearly, 'recurring', 18))).toBe(
      '$145.00 today, then $145.00 on November 25, 2027 | Then $290.00 a year from November 25, 2028',
    );
  });

  it("the first payment is the server's sums, the later discounted ones our arithmetic on the plan's amount", () => {
    const c = coupon({
      percentOff: 50,
      duration: 'recurring',
      durationInMonths: 3,
      result: { planId: 'p1', subtotal: 2900, discount: 1000, total: 1900, currency: 'usd' },
    });
    expect(paymentSchedule({ ...plans.monthly, ...trial }, c, NOW)).toEqual({
      currency: 'usd',
      today: 0,
      runs: [
        { amount: 1900, count: 1, from: '2026-12-09' },
        { amount: 1450, count: 2, from: '2027-01-09' },
        { amount: 2900, count: null, from: '2027-03-09' },
      ],
    });
    expect(say({ ...plans.monthly, ...trial }, c)).toBe(
      '$0.00 today, then $19.00 on December 9, 2026 | Then 2 monthly payments of $14.50 from January 9, 2027 | Then $29.00 a month from March 9, 2027',
    );
  });

  it('a coupon whose length is not known: no summary rather than a guess', () => {
    expect(say(plans.monthly, halfOff(plans.monthly, 'recurring', null))).toBeNull();
    expect(say(plans.monthly, halfOff(plans.monthly, 'someday'))).toBeNull();
    expect(discountedPayments(null, 'month')).toBe(0);
    expect(discountedPayments(coupon({ duration: 'recurring', durationInMonths: 12 }), 'year')).toBe(1);
    expect(discountedPayments(coupon({ duration: 'recurring', durationInMonths: 13 }), 'year')).toBe(2);
  });
});

describe('order lines', () => {
  it("the price of one payment, the coupon's discount (the server's result first), due today", () => {
    expect(orderLines(plan({}), null)).toEqual({ currency: 'usd', price: 2900, discount: 0, dueToday: 2900 });
    const result = { planId: 'p1', subtotal: 2900, discount: 500, total: 2400, currency: 'usd' };
    expect(orderLines(plan({}), coupon({ amountOff: 300, result }))).toEqual({ currency: 'usd', price: 2900, discount: 500, dueToday: 2400 });
    expect(orderLines(plan({}), coupon({ amountOff: 300 }))).toEqual({ currency: 'usd', price: 2900, discount: 300, dueToday: 2600 });
    // A result for another plan is not this plan's.
    expect(orderLines(plan({}), coupon({ result: { ...result, planId: 'other' } }))?.dueToday).toBe(2900);
    expect(orderLines(plan({ hasTrialPeriod: true, trialDays: 14 }), null)?.dueToday).toBe(0);
    expect(orderLines(plan({ type: 'free', amount: 0 }), null)).toBeNull();
  });
  it('a discount never makes a payment negative', () => {
    expect(discounted(500, coupon({ amountOff: 900 }))).toBe(0);
    expect(discounted(999, coupon({ percentOff: 33 }))).toBe(669);
    expect(discounted(999, null)).toBe(999);
  });
});

describe('the trial', () => {
  it('its length for a paid plan with hasTrialPeriod; none for free plans or unknown lengths', () => {
    expect(trialPhrase(plan({ hasTrialPeriod: true, trialDays: 14 }))).toEqual({ key: 'planTrialDays', values: { days: 14 } });
    expect(formatMessage(TEXT.planTrialDays, { days: 14 }, 'en')).toBe('14-day free trial');
    expect(trialPhrase(plan({ hasTrialPeriod: false, trialDays: 14 }))).toBeNull();
    expect(trialPhrase(plan({ hasTrialPeriod: true, trialDays: null }))).toBeNull();
    expect(trialPhrase(plan({ type: 'free', hasTrialPeriod: true, trialDays: 14 }))).toBeNull();
  });
});

describe('the stored card, known from the member data (part 2 §3 Current user: stripeCustomerId)', () => {
  it('no payment customer: no card, nothing to ask; a customer, or data without the field: ask', () => {
    expect(knownCardOnFile({ stripeCustomerId: null })).toEqual({ state: 'none' });
    expect(knownCardOnFile({ stripeCustomerId: '' })).toEqual({ state: 'none' });
    expect(knownCardOnFile({ stripeCustomerId: 'cus_1' })).toBeNull();
    expect(knownCardOnFile({})).toBeNull();
    expect(knownCardOnFile(null)).toBeNull();
  });
  it('member data decoded from a server that leaves the field out still asks: absent is not "no customer"', () => {
    const member = { id: 1, name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test' };
    expect(knownCardOnFile(create(member, CurrentMember))).toBeNull();
    expect(knownCardOnFile(create({ ...member, stripeCustomerId: null }, CurrentMember))).toEqual({ state: 'none' });
    expect(knownCardOnFile(create({ ...member, stripeCustomerId: 'cus_1' }, CurrentMember))).toBeNull();
  });
});
