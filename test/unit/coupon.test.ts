import { describe, expect, it } from 'vitest';
import {
  codeForPlan,
  couponCodeToSend,
  couponReducer,
  couponRefusal,
  droppedDefault,
  hidesSubmit,
  initialCoupon,
  needsCheck,
  verifiedTotal,
  type CouponData,
  type CouponEvent,
  type CouponState,
} from '../../src/core/signup/coupon';
import { TEXT } from '../../src/core/texts/texts';
import { checkCoupon } from '../../src/state/signupLoads';

const WELCOME10: CouponData = {
  code: 'WELCOME10',
  description: '10% off your first payment',
  percentOff: 10,
  amountOff: null,
  currency: null,
  duration: 'once',
  durationInMonths: null,
  result: { planId: 'onetime01', subtotal: 9900, discount: 990, total: 8910, currency: 'usd' },
};

const run = (events: CouponEvent[], from: CouponState = initialCoupon()) => events.reduce(couponReducer, from);

describe('coupon states (part 2 §4: unverified, fetching, verified or error)', () => {
  it('typed → unverified: the submit hides and nothing is sent', () => {
    const s = run([{ type: 'typed', code: 'WELCOME10' }]);
    expect(s.status).toBe('unverified');
    expect(hidesSubmit(s)).toBe(true);
    expect(needsCheck(s)).toBe(true);
    expect(couponCodeToSend(s, 'onetime01')).toBeNull();
  });

  it('fetching keeps the submit hidden; success verifies and the code is sent for that plan only', () => {
    const fetching = run([
      { type: 'typed', code: 'WELCOME10' },
      { type: 'fetch', planId: 'onetime01' },
    ]);
    expect(fetching.status).toBe('fetching');
    expect(hidesSubmit(fetching)).toBe(true);
    expect(needsCheck(fetching)).toBe(false);
    const verified = couponReducer(fetching, { type: 'succeeded', code: 'WELCOME10', planId: 'onetime01', coupon: WELCOME10 });
    expect(verified.status).toBe('verified');
    expect(hidesSubmit(verified)).toBe(false);
    expect(couponCodeToSend(verified, 'onetime01')).toBe('WELCOME10');
    expect(couponCodeToSend(verified, 'sub01')).toBeNull();
    expect(verifiedTotal(verified, 'onetime01')).toBe(8910);
  });

  it("a code pasted from a right-to-left sentence ('The coupon … was not applied') is checked and sent without its direction marks", async () => {
    const pasted = '\u2068WELCOME10\u2069';
    const fetching = run([
      { type: 'typed', code: pasted },
      { type: 'fetch', planId: 'onetime01' },
    ]);
    const verified = couponReducer(fetching, { type: 'succeeded', code: pasted, planId: 'onetime01', coupon: WELCOME10 });
    expect(couponCodeToSend(verified, 'onetime01')).toBe('WELCOME10');
    let asked: unknown = null;
    const client = (_call: unknown, request: unknown) => {
      asked = request;
      return Promise.resolve({ ok: false });
    };
    await checkCoupon({ client } as unknown as Parameters<typeof checkCoupon>[0], pasted, 'onetime01');
    expect(asked).toEqual({ params: { couponCode: 'WELCOME10' }, query: { planId: 'onetime01' } });
    // Marks alone are nothing typed: no check, and the submit stays.
    const marks = run([{ type: 'typed', code: '\u2068\u2069' }]);
    expect(needsCheck(marks)).toBe(false);
    expect(hidesSubmit(marks)).toBe(false);
  });

  it("a failure is an error on the field with the server's words or 'Could not load this coupon'", () => {
    expect(TEXT.couponLoadFailed).toBe('Could not load this coupon');
    const s = run([
      { type: 'typed', code: 'INVALID' },
      { type: 'fetch', planId: 'onetime01' },
      { type: 'failed', code: 'INVALID', planId: 'onetime01', message: 'This coupon is not valid.' },
    ]);
    expect(s).toEqual({ status: 'error', code: 'INVALID', message: 'This coupon is not valid.' });
    expect(hidesSubmit(s)).toBe(true);
    expect(couponCodeToSend(s, 'onetime01')).toBeNull();
    // Apply may check it again (a network failure, a refusal the member retries).
    expect(needsCheck(s)).toBe(true);
    expect(couponReducer(s, { type: 'fetch', planId: 'onetime01' }).status).toBe('fetching');
  });

  it('typing over a verified code makes it unverified again; clearing it shows the submit', () => {
    const verified: CouponState = { status: 'verified', code: 'WELCOME10', planId: 'onetime01', coupon: WELCOME10 };
    const edited = couponReducer(verified, { type: 'typed', code: 'WELCOME1' });
    expect(edited.status).toBe('unverified');
    const cleared = couponReducer(edited, { type: 'typed', code: '' });
    expect(hidesSubmit(cleared)).toBe(false);
    expect(needsCheck(cleared)).toBe(false);
    expect(couponReducer(cleared, { type: 'fetch', planId: 'onetime01' })).toBe(cleared);
  });

  it('an answer for a code typed over, or another plan, is dropped', () => {
    const fetching = run([
      { type: 'typed', code: 'SAVE5' },
      { type: 'fetch', planId: 'onetime01' },
    ]);
    const typedOver = couponReducer(fetching, { type: 'typed', code: 'SAVE' });
    expect(couponReducer(typedOver, { type: 'succeeded', code: 'SAVE5', planId: 'onetime01', coupon: WELCOME10 })).toBe(typedOver);
    expect(couponReducer(fetching, { type: 'succeeded', code: 'SAVE5', planId: 'sub01', coupon: WELCOME10 })).toBe(fetching);
  });

  it('another plan makes a verified code unverified (checked per plan)', () => {
    const verified: CouponState = { status: 'verified', code: 'WELCOME10', planId: 'onetime01', coupon: WELCOME10 };
    const s = couponReducer(verified, { type: 'planChanged' });
    expect(s).toEqual({ status: 'unverified', code: 'WELCOME10' });
    expect(needsCheck(s)).toBe(true);
  });

  it('the join call refusing the code puts its message on the field', () => {
    const verified: CouponState = { status: 'verified', code: 'WELCOME10', planId: 'onetime01', coupon: WELCOME10 };
    const s = couponReducer(verified, { type: 'refused', message: 'This coupon has expired.' });
    expect(s).toEqual({ status: 'error', code: 'WELCOME10', message: 'This coupon has expired.' });
    expect(couponCodeToSend(s, 'onetime01')).toBeNull();
  });

  it("a plan's default coupon starts prefilled and waiting for its check", () => {
    const s = initialCoupon('WELCOME10');
    expect(s).toEqual({ status: 'unverified', code: 'WELCOME10' });
    expect(needsCheck(s)).toBe(true);
  });
});

describe("a plan's default coupon (Plan.defaultCouponCode)", () => {
  const failedDefault = run([
    { type: 'prefilled', code: 'EXPIRED50' },
    { type: 'fetch', planId: 'onetime01' },
    { type: 'failed', code: 'EXPIRED50', planId: 'onetime01', message: 'This coupon has expired.' },
  ]);

  it('is prefilled and checked; verified, it is sent like a typed one', () => {
    const verified = run([
      { type: 'prefilled', code: 'WELCOME10' },
      { type: 'fetch', planId: 'onetime01' },
      { type: 'succeeded', code: 'WELCOME10', planId: 'onetime01', coupon: WELCOME10 },
    ]);
    expect(verified.status).toBe('verified');
    expect(couponCodeToSend(verified, 'onetime01')).toBe('WELCOME10');
    expect(droppedDefault(verified)).toBeNull();
  });

  it('one that fails its check is dropped with its reason: the submit stays, nothing is sent (the full price)', () => {
    expect(failedDefault.status).toBe('error');
    expect(hidesSubmit(failedDefault)).toBe(false);
    expect(couponCodeToSend(failedDefault, 'onetime01')).toBeNull();
    expect(droppedDefault(failedDefault)).toEqual({ code: 'EXPIRED50', message: 'This coupon has expired.' });
  });

  it('is not hidden behind the submit while its check runs (the button is only disabled then)', () => {
    expect(hidesSubmit(run([{ type: 'prefilled', code: 'WELCOME10' }]))).toBe(false);
    expect(
      hidesSubmit(
        run([
          { type: 'prefilled', code: 'WELCOME10' },
          { type: 'fetch', planId: 'onetime01' },
        ]),
      ),
    ).toBe(false);
  });

  it("once the member types, the code is theirs: the typed coupon's rules apply", () => {
    const typed = couponReducer(failedDefault, { type: 'typed', code: 'EXPIRED5' });
    expect(hidesSubmit(typed)).toBe(true);
    expect(droppedDefault(typed)).toBeNull();
    const cleared = couponReducer(failedDefault, { type: 'typed', code: '' });
    expect(hidesSubmit(cleared)).toBe(false);
    expect(droppedDefault(cleared)).toBeNull();
  });

  it('the join call refusing a default coupon drops it too', () => {
    const verified = run([
      { type: 'prefilled', code: 'WELCOME10' },
      { type: 'fetch', planId: 'onetime01' },
      { type: 'succeeded', code: 'WELCOME10', planId: 'onetime01', coupon: WELCOME10 },
    ]);
    const refused = couponReducer(verified, { type: 'refused', message: 'This coupon has expired.' });
    expect(hidesSubmit(refused)).toBe(false);
    expect(droppedDefault(refused)).toEqual({ code: 'WELCOME10', message: 'This coupon has expired.' });
  });

  it("choosing a plan checks the member's own code, else that plan's default coupon, else nothing", () => {
    const typed = run([{ type: 'typed', code: 'SAVE5' }]);
    expect(codeForPlan(typed, 'WELCOME10')).toEqual({ code: 'SAVE5', byDefault: false });
    expect(codeForPlan(initialCoupon(), 'WELCOME10')).toEqual({ code: 'WELCOME10', byDefault: true });
    expect(codeForPlan(initialCoupon(), null)).toBeNull();
    expect(codeForPlan(initialCoupon(), '  ')).toBeNull();
    // Another plan's default is not the member's choice: the new plan's own default (or none) replaces it.
    expect(codeForPlan(failedDefault, 'WELCOME10')).toEqual({ code: 'WELCOME10', byDefault: true });
    expect(codeForPlan(failedDefault, null)).toBeNull();
  });
});

describe("a coupon check's failure (part 2 §8: the server's error or 'Could not load this coupon')", () => {
  it("shows the server's error, else its words for the coupon field, else nothing of its own (the caller's fallback)", () => {
    expect(couponRefusal({ message: 'This coupon does not exist.', fieldErrors: {} })).toBe('This coupon does not exist.');
    expect(couponRefusal({ message: 'Error: Unprocessable.', messageKey: 'status422', fieldErrors: { couponCode: 'Only for new members.' } })).toBe(
      'Only for new members.',
    );
    expect(couponRefusal({ message: 'Network error.', messageKey: 'networkError', fieldErrors: {} })).toBeNull();
    expect(couponRefusal({ message: 'Error: Not found.', messageKey: 'status404', fieldErrors: {} })).toBeNull();
  });
});
