import { describe, expect, it } from 'vitest';
import { paymentSchedule, type PricedPlan } from '../../src/core/signup/checkoutSummary';
import { applyCoupon } from '../../fixtures/api/billing';

const NOW = new Date('2026-11-25T22:30:00Z');
const plan: PricedPlan = {
  publicId: 'p1',
  type: 'subscription',
  currency: 'usd',
  amount: 2999,
  interval: 'month',
  trialDays: null,
  hasTrialPeriod: false,
  paymentCountRequired: null,
};

describe('later payments use the same rounding as the charge', () => {
  it('$29.99 a month, 50 % off forever: every payment is what the server charges ($14.99), not $15.00', () => {
    const charged = applyCoupon(2999, { code: 'H', description: 'd', percentOff: 50, duration: 'forever' } as never);
    const c = {
      code: 'H',
      description: 'd',
      percentOff: 50,
      amountOff: null,
      currency: null,
      duration: 'forever',
      durationInMonths: null,
      result: { planId: 'p1', subtotal: charged.subtotal, discount: charged.discount, total: charged.total, currency: 'usd' },
    } as never;
    const s = paymentSchedule(plan, c, NOW)!;
    expect(s.today).toBe(charged.total); // 1499, from the server's result
    expect(s.runs[0]!.amount).toBe(charged.total); // months 2..: our arithmetic says 1500
  });
});
