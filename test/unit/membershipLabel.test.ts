import { describe, expect, it } from 'vitest';
import { membershipColour, membershipLabel } from '../../src/core/account/membershipLabel';

const m = (status: string, type: string, made?: number, required?: number) => ({
  status,
  type: type as 'free',
  paymentCountMade: made ?? null,
  paymentCountRequired: required ?? null,
});

describe('membership labels (part 1 §4)', () => {
  it.each([
    ['active', 'free', 'Free'],
    ['active', 'one_time_payment', 'Paid'],
    ['active', 'subscription', 'Paid'],
    ['active', 'lifetime', 'Other'],
    ['trialing', 'subscription', 'On Trial'],
    ['past_due', 'subscription', 'Past Due'],
    ['unpaid', 'subscription', 'Unpaid'],
    ['expired', 'one_time_payment', 'Expired'],
    ['canceled', 'subscription', 'Canceled'],
    ['incomplete', 'subscription', 'Incomplete'],
    ['incomplete_expired', 'subscription', 'Expired'],
    ['paused', 'subscription', 'Other'],
  ])('%s %s → %s', (status, type, label) => {
    expect(membershipLabel(m(status, type))).toBe(label);
  });
  it("adds ' ({made} of {required} payments)' for multi-payment plans of more than one payment", () => {
    expect(membershipLabel(m('active', 'multi_payment', 1, 3))).toBe('Paid (1 of 3 payments)');
    expect(membershipLabel(m('active', 'multi_payment', 1, 1))).toBe('Paid');
  });
  it('colours: active and trialing OK, incomplete warning, the failures error', () => {
    expect(['active', 'trialing'].map(membershipColour)).toEqual(['ok', 'ok']);
    expect(membershipColour('incomplete')).toBe('warning');
    expect(['past_due', 'unpaid', 'expired', 'canceled', 'incomplete_expired'].map(membershipColour)).toEqual(Array(5).fill('error'));
  });
});
