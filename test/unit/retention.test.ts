import { describe, expect, it } from 'vitest';
import { INTENT_TEXT, cancelRules, discountText, offeredIntents, type RetentionOptionsData } from '../../src/core/signup/retention';
import { TEXT, format } from '../../src/core/texts/texts';
import { validateForm } from '../../src/core/signin/validate';

const none: RetentionOptionsData = { extendTrial: null, discountCoupon: null };
const discount = (d: Partial<NonNullable<RetentionOptionsData['discountCoupon']>>) => ({
  amount: 20,
  amountType: 'percent' as 'percent' | 'fixed' | null,
  currency: null,
  type: 'once',
  duration: null,
  description: null,
  ...d,
});
const words = (d: ReturnType<typeof discount>) => {
  const { key, values } = discountText(d);
  return format(TEXT[key], values);
};

describe('retention intents offered (part 2 §2 "Cancel membership")', () => {
  it('support and cancel always; the trial and the discount only when offered, in the spec order', () => {
    expect(offeredIntents(none)).toEqual(['requireSupport', 'wantToCancel']);
    expect(offeredIntents({ extendTrial: { extraDays: 7 }, discountCoupon: null })).toEqual(['requireSupport', 'extendTrial', 'wantToCancel']);
    expect(offeredIntents({ extendTrial: null, discountCoupon: discount({}) })).toEqual(['requireSupport', 'needDiscount', 'wantToCancel']);
    expect(offeredIntents({ extendTrial: { extraDays: 7 }, discountCoupon: discount({}) })).toEqual([
      'requireSupport',
      'extendTrial',
      'needDiscount',
      'wantToCancel',
    ]);
  });

  it("each intent's label, button and success text in the spec's words", () => {
    const say = (i: keyof typeof INTENT_TEXT) => INTENT_TEXT[i].map((k) => TEXT[k]);
    expect(say('requireSupport')).toEqual(['I need support to help me', 'Send message now', 'Thank you, we will get back to you shortly.']);
    expect(say('extendTrial')).toEqual(['I need more time', 'Extend trial now', 'Your trial has been extended successfully.']);
    expect(say('needDiscount')).toEqual(['I need a discount', 'Apply discount now', 'The discount has been applied successfully.']);
    expect(say('wantToCancel')).toEqual(['I just want to cancel', 'Cancel subscription', "Your plan's subscription has been canceled."]);
    expect(TEXT.cancelTitle).toBe('Cancel subscription to {plan}');
    expect(TEXT.cancelSubtitle).toBe('Before you go - let us try to help you!');
    expect(format(TEXT.retentionTrialOffer, { n: 7 })).toBe('We can extend your trial by 7 days');
    expect(TEXT.retentionReasonPlaceholder).toBe('Type your answer here...');
  });
});

describe('discount offer text by coupon type (ours)', () => {
  it.each([
    [discount({ type: 'once' }), '20% off your next payment'],
    [discount({ type: 'recurring', duration: 3 }), '20% off for 3 months'],
    [discount({ type: 'recurring', duration: 1 }), '20% off for 1 month'],
    [discount({ type: 'recurring', duration: null }), '20% off for 1 month'],
    [discount({ type: 'forever' }), '20% off forever'],
    [discount({ amount: 300, amountType: 'fixed', currency: 'usd', type: 'once' }), '$3.00 off your next payment'],
    [discount({ amount: 1250, amountType: 'fixed', currency: 'eur', type: 'recurring', duration: 6 }), '12.50 EUR off for 6 months'],
    [discount({ amount: 500, amountType: 'fixed', currency: 'jpy', type: 'forever' }), '500 JPY off forever'],
    [discount({ amount: 300, amountType: 'fixed', currency: null, type: 'once' }), '$3.00 off your next payment'],
    // an unknown type promises the least
    [discount({ type: 'someday' }), '20% off your next payment'],
    // the spec's offer is {amount, type, duration}: without amountType a currency makes it money, none a percentage
    [discount({ amount: 20, amountType: null, type: 'recurring', duration: 3 }), '20% off for 3 months'],
    [discount({ amount: 500, amountType: null, currency: 'usd', type: 'once' }), '$5.00 off your next payment'],
    [discount({ amount: 500, amountType: null, currency: 'jpy', type: 'forever' }), '500 JPY off forever'],
  ])('%o → %s', (d, text) => {
    expect(words(d)).toBe(text);
  });
});

describe('cancel validation (part 2 §5)', () => {
  const check = (intent: Parameters<typeof cancelRules>[0], requireReason: boolean, values = { message: '', canceledReason: '' }) =>
    validateForm(values, cancelRules(intent, requireReason), TEXT);

  it('the message is required for requireSupport', () => {
    expect(check('requireSupport', false)).toEqual({ message: 'Required' });
    expect(check('requireSupport', false, { message: '   ', canceledReason: '' })).toEqual({ message: 'Required' });
    expect(check('requireSupport', true, { message: 'Help', canceledReason: '' })).toEqual({});
  });

  it('canceledReason is required when cancelling and the site requires a reason, only then', () => {
    expect(check('wantToCancel', true)).toEqual({ canceledReason: 'Required' });
    expect(check('wantToCancel', true, { message: '', canceledReason: 'Too busy' })).toEqual({});
    expect(check('wantToCancel', false)).toEqual({});
  });

  it('the trial and the discount need nothing typed', () => {
    expect(check('extendTrial', true)).toEqual({});
    expect(check('needDiscount', true)).toEqual({});
  });
});
