import { describe, expect, it } from 'vitest';
import { parseHostPath } from '../../src/core/shell/hostLinks';
import { applePayRecurring, managementUrl, walletRequest } from '../../src/core/signup/walletRequest';
import { pricedPlan as plan } from './plans';

const NOW = new Date('2026-11-25T22:30:00Z');

/** A percentage coupon of the given duration (the rest as the server sends it when it says nothing more). */
const percentOffCoupon = (percentOff: number, duration: string, durationInMonths: number | null = null) => ({
  code: 'C',
  description: `${percentOff}% off`,
  percentOff,
  amountOff: null,
  currency: null,
  duration,
  durationInMonths,
  result: null,
});

const labels = { planName: 'Gold', trial: '14-day free trial', managementURL: 'https://site.example/member/account' };

describe('walletRequest: what the wallet sheet is asked to show', () => {
  it('a one-time plan is a payment of its price today, in the provider’s lower-case currency', () => {
    const request = walletRequest(plan({ type: 'one_time_payment', interval: null, currency: 'EUR', amount: 4900 }), null, NOW);
    expect(request).toEqual({ group: { mode: 'payment', amount: 4900, currency: 'eur' }, recurring: null });
  });

  it('a subscription charges today and then monthly from a month later, without end', () => {
    expect(walletRequest(plan({}), null, NOW)).toEqual({
      group: { mode: 'subscription', amount: 2900, currency: 'usd' },
      recurring: { regular: { amount: 2900, start: '2026-12-25', end: null, interval: 'month' }, intro: null, trialEnd: null },
    });
  });

  it('a trial is nothing today; the first payment is at its end', () => {
    const request = walletRequest(plan({ hasTrialPeriod: true, trialDays: 14 }), null, NOW);
    expect(request?.group.amount).toBe(0);
    expect(request?.recurring).toEqual({
      regular: { amount: 2900, start: '2026-12-09', end: null, interval: 'month' },
      intro: null,
      trialEnd: '2026-12-09',
    });
  });

  it('a coupon lowers today’s amount; the run that goes on keeps the full price', () => {
    const coupon = percentOffCoupon(50, 'once');
    const request = walletRequest(plan({}), coupon, NOW);
    expect(request?.group.amount).toBe(1450);
    expect(request?.recurring?.regular.amount).toBe(2900);
  });

  it('a coupon for the first 3 months: the two discounted payments after today are the intro, then the full price', () => {
    const coupon = percentOffCoupon(25, 'recurring', 3);
    const request = walletRequest(plan({}), coupon, NOW);
    expect(request?.group.amount).toBe(2175);
    expect(request?.recurring).toEqual({
      intro: { amount: 2175, start: '2026-12-25', end: '2027-01-25', interval: 'month' },
      regular: { amount: 2900, start: '2027-02-25', end: null, interval: 'month' },
      trialEnd: null,
    });
  });

  it('a trial and then a discounted payment is more than the recurring request can say: none (the line item says it)', () => {
    const coupon = percentOffCoupon(10, 'once');
    const request = walletRequest(plan({ hasTrialPeriod: true, trialDays: 14 }), coupon, NOW);
    expect(request).toEqual({ group: { mode: 'subscription', amount: 0, currency: 'usd' }, recurring: null });
  });

  it('a single payment of nothing is no payment: no wallet', () => {
    const free = percentOffCoupon(100, 'once');
    expect(walletRequest(plan({ type: 'one_time_payment', interval: null }), free, NOW)).toBeNull();
  });

  it('a plan of 3 yearly payments ends at the third', () => {
    const request = walletRequest(plan({ type: 'multi_payment', interval: 'year', paymentCountRequired: 3, amount: 1000 }), null, NOW);
    expect(request?.group).toEqual({ mode: 'subscription', amount: 1000, currency: 'usd' });
    expect(request?.recurring?.regular).toEqual({ amount: 1000, start: '2027-11-25', end: '2028-11-25', interval: 'year' });
  });

  it('a plan without a known amount offers no wallet (the sheet must show what is charged)', () => {
    expect(walletRequest(plan({ amount: null }), null, NOW)).toBeNull();
    expect(walletRequest(plan({ hasTrialPeriod: true, trialDays: null }), null, NOW)).toBeNull();
  });
});

describe('applePayRecurring: the Apple Pay sheet’s recurring payment request', () => {
  it('a trial gives a free trial billing until its end and the regular billing from then', () => {
    const request = walletRequest(plan({ hasTrialPeriod: true, trialDays: 14 }), null, NOW)!;
    expect(applePayRecurring(request, labels)).toEqual({
      paymentDescription: 'Gold',
      managementURL: 'https://site.example/member/account',
      regularBilling: {
        label: 'Gold',
        amount: 2900,
        recurringPaymentIntervalUnit: 'month',
        recurringPaymentIntervalCount: 1,
        recurringPaymentStartDate: new Date('2026-12-09T00:00:00Z'),
      },
      trialBilling: { label: '14-day free trial', amount: 0, recurringPaymentEndDate: new Date('2026-12-09T00:00:00Z') },
    });
  });

  it('a discounted run comes first as Apple Pay’s trial billing, at its price, interval and dates', () => {
    const coupon = percentOffCoupon(25, 'recurring', 3);
    const recurring = applePayRecurring(walletRequest(plan({}), coupon, NOW)!, labels);
    expect(recurring?.trialBilling).toEqual({
      label: 'Gold',
      amount: 2175,
      recurringPaymentIntervalUnit: 'month',
      recurringPaymentIntervalCount: 1,
      recurringPaymentStartDate: new Date('2026-12-25T00:00:00Z'),
      recurringPaymentEndDate: new Date('2027-01-25T00:00:00Z'),
    });
    expect(recurring?.regularBilling).toMatchObject({ amount: 2900, recurringPaymentStartDate: new Date('2027-02-25T00:00:00Z') });
  });

  it('instalments end at the last one; a single payment has no recurring request', () => {
    const instalments = walletRequest(plan({ type: 'multi_payment', paymentCountRequired: 3 }), null, NOW)!;
    expect(applePayRecurring(instalments, labels)?.regularBilling.recurringPaymentEndDate).toEqual(new Date('2027-01-25T00:00:00Z'));
    expect(applePayRecurring(walletRequest(plan({ type: 'one_time_payment', interval: null }), null, NOW)!, labels)).toBeNull();
  });
});

describe('managementUrl: where the wallet sends the member to manage a subscription', () => {
  it('is the site’s /member/account link, which opens the account', () => {
    const link = managementUrl('https://yoga.example');
    expect(link).toBe('https://yoga.example/member/account');
    expect(parseHostPath(new URL(link).pathname)).toEqual({ kind: 'account' });
  });
});
