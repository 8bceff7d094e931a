import { create } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentMember } from '../../src/contract/member';
import { MembershipCreated } from '../../src/contract/memberships';
import { Plan } from '../../src/contract/plans';
import { conversionDetail, purchaseDetail } from '../../src/core/signup/purchaseEvent';
import { EVENTS } from '../../src/host/events';
import { announcePurchase } from '../../src/host/purchaseAnnouncement';
import { membershipRecord } from './members';

const member = create(
  { id: 202, name: 'Paul Paid', firstName: 'Paul', lastName: 'Paid', email: 'paid@demo.test', stripeCustomerId: 'cus_fixture_paid', memberships: [] },
  CurrentMember,
);
const plan = create(
  {
    id: 1002,
    publicId: 'onetime01',
    name: 'Lifetime Library',
    type: 'one_time_payment',
    amount: 9900,
    pricingDescription: '$99.00 one-time payment',
  },
  Plan,
);
const created = (over: { orderId?: string; currency?: string | null; membershipId?: number } = {}) =>
  create(
    {
      membership: membershipRecord({
        id: over.membershipId ?? 9001,
        planId: 1002,
        publicPlanId: 'onetime01',
        name: 'Lifetime Library',
        type: 'one_time_payment',
      }),
      order: {
        id: over.orderId ?? 'ch_1',
        subTotal: 99,
        subTotalCents: 9900,
        grandTotal: 89.1,
        grandTotalCents: 8910,
        currency: over.currency === undefined ? 'USD' : over.currency,
      },
      replacedPublicPlanId: null,
    },
    MembershipCreated,
  );

describe('MemberSpace.conversion detail (HOST-API §2)', () => {
  it('carries membership (MemberInfo shape), order and member exactly', () => {
    const detail = conversionDetail(created(), plan, member);
    expect(Object.keys(detail).sort()).toEqual(['member', 'membership', 'order']);
    expect(detail.order).toEqual({ id: 'ch_1', subTotal: 99, subTotalCents: 9900, grandTotal: 89.1, grandTotalCents: 8910, currency: 'usd' });
    expect(detail.member).toEqual({
      id: 202,
      name: 'Paul Paid',
      firstName: 'Paul',
      lastName: 'Paid',
      email: 'paid@demo.test',
      stripeCustomerId: 'cus_fixture_paid',
    });
    expect(detail.membership).toEqual({
      id: 9001,
      planId: 1002,
      publicPlanId: 'onetime01',
      name: 'Lifetime Library',
      type: 'one_time_payment',
      createdAt: '2024-01-01T00:00:00.000Z',
      status: 'active',
      cancelsOn: null,
      billingPeriodEnd: null,
      expiresOn: null,
      paymentFailure: false,
      welcomeUrl: '/welcome',
      contentUrl: '/courses/',
    });
  });

  it('a free plan has no currency (the docs: only for paid plans); a member unknown to the card provider has stripeCustomerId null', () => {
    const free = create({ id: 1001, publicId: 'free01', name: 'Free Community', type: 'free' }, Plan);
    const detail = conversionDetail(created({ currency: null }), free, { ...member, stripeCustomerId: null });
    expect('currency' in detail.order).toBe(false);
    expect(detail.member).toHaveProperty('stripeCustomerId', null);
    expect(detail.membership).toMatchObject({ cancelsOn: null, billingPeriodEnd: null, expiresOn: null });
  });

  it('our purchase event adds the plan', () => {
    const detail = purchaseDetail(created(), plan, member);
    expect(detail.plan).toEqual({
      id: 1002,
      publicId: 'onetime01',
      name: 'Lifetime Library',
      type: 'one_time_payment',
      currency: 'usd',
      amount: 9900,
      pricingDescription: '$99.00 one-time payment',
      hasTrialPeriod: false,
    });
    expect(detail.order).toEqual(conversionDetail(created(), plan, member).order);
  });
});

describe('a join answer that is not shown in the spec (issue 19)', () => {
  const joined = membershipRecord({
    id: null,
    planId: 1002,
    publicPlanId: 'onetime01',
    name: 'Lifetime Library',
    type: 'one_time_payment',
    createdAt: '2024-05-01T10:00:00.000Z',
  });
  const now = { ...member, memberships: [membershipRecord({ publicPlanId: 'sub01' }), joined] };
  const nothing = create({}, MembershipCreated);

  it('no membership, no order: the membership is the member’s (reloaded after joining), the order built from the plan', () => {
    const detail = conversionDetail(nothing, plan, now);
    expect(detail.membership).toMatchObject({ publicPlanId: 'onetime01', createdAt: '2024-05-01T10:00:00.000Z' });
    expect(detail.order).toEqual({
      id: 'onetime01-1714557600000',
      subTotal: 99,
      subTotalCents: 9900,
      grandTotal: 99,
      grandTotalCents: 9900,
      currency: 'usd',
    });
    // the same purchase seen again names the same order (announced once)
    expect(conversionDetail(nothing, plan, now).order.id).toBe(detail.order.id);
  });

  it('a verified coupon gives the totals; a trial or a free plan charges 0; an unknown price is 0', () => {
    expect(conversionDetail(nothing, plan, now, { couponTotal: 8910 }).order).toMatchObject({
      subTotalCents: 9900,
      grandTotalCents: 8910,
      grandTotal: 89.1,
    });
    const trial = create({ id: 1003, publicId: 'onetime01', name: 'Studio', type: 'subscription', amount: 2900, hasTrialPeriod: true }, Plan);
    expect(conversionDetail(nothing, trial, now).order).toMatchObject({ subTotalCents: 0, grandTotalCents: 0, currency: 'usd' });
    const free = create({ publicId: 'onetime01', name: 'Free', type: 'free' }, Plan);
    expect(conversionDetail(nothing, free, now).order).toEqual({
      id: expect.any(String),
      subTotal: 0,
      subTotalCents: 0,
      grandTotal: 0,
      grandTotalCents: 0,
    });
    const priceless = create({ publicId: 'onetime01', name: 'Lifetime Library', type: 'one_time_payment' }, Plan);
    expect(conversionDetail(nothing, priceless, now).order).toMatchObject({ grandTotalCents: 0, currency: 'usd' });
  });

  it('a plan without a numeric id: our purchase event names it by publicId only (id null)', () => {
    const noId = create({ publicId: 'onetime01', name: 'Lifetime Library', type: 'one_time_payment' }, Plan);
    const detail = purchaseDetail(nothing, noId, now);
    expect(detail.plan).toHaveProperty('id', null);
    expect(detail.plan).toMatchObject({ publicId: 'onetime01', amount: null });
  });

  it('major units come from the cents, never from the server: 5,000 JPY (tokyo01) is 5000, not 50', () => {
    const tokyo = create({ id: 1010, publicId: 'tokyo01', name: 'Tokyo Workshop', type: 'one_time_payment', currency: 'jpy', amount: 5000 }, Plan);
    const wrong = create(
      { membership: joined, order: { id: 'ch_jpy', subTotal: 50, subTotalCents: 5000, grandTotal: 50, grandTotalCents: 5000, currency: 'JPY' } },
      MembershipCreated,
    );
    expect(conversionDetail(wrong, tokyo, now).order).toEqual({
      id: 'ch_jpy',
      subTotal: 5000,
      subTotalCents: 5000,
      grandTotal: 5000,
      grandTotalCents: 5000,
      currency: 'jpy',
    });
    expect(conversionDetail(nothing, tokyo, { ...now, memberships: [{ ...joined, publicPlanId: 'tokyo01' }] }).order).toMatchObject({
      grandTotal: 5000,
      currency: 'jpy',
    });
  });
});

describe('announcing a purchase', () => {
  const seen: string[] = [];
  const listener = (e: Event) => seen.push(e.type);
  afterEach(() => {
    document.removeEventListener(EVENTS.conversion, listener);
    document.removeEventListener(EVENTS.purchase, listener);
    seen.length = 0;
  });

  it('dispatches the conversion then our purchase event, once per order', () => {
    document.addEventListener(EVENTS.conversion, listener);
    document.addEventListener(EVENTS.purchase, listener);
    const logger = { log: vi.fn() };
    expect(announcePurchase(created({ orderId: 'ch_once' }), plan, member, logger)).toBe(true);
    // The same answer again (an idempotent replay) is the same purchase.
    expect(announcePurchase(created({ orderId: 'ch_once' }), plan, member, logger)).toBe(false);
    expect(seen).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
    expect(announcePurchase(created({ orderId: 'ch_other', membershipId: 9002 }), plan, member, logger)).toBe(true);
    expect(seen).toHaveLength(4);
    expect(logger.log).not.toHaveBeenCalled();
  });

  it('a host listener that throws does not stop our event', () => {
    const thrower = () => {
      throw new Error('host bug');
    };
    const onError = vi.fn();
    window.addEventListener('error', onError);
    document.addEventListener(EVENTS.conversion, thrower);
    document.addEventListener(EVENTS.purchase, listener);
    announcePurchase(created({ orderId: 'ch_throw', membershipId: 9003 }), plan, member, { log: vi.fn() });
    document.removeEventListener(EVENTS.conversion, thrower);
    window.removeEventListener('error', onError);
    expect(seen).toEqual(['MemberSpace.purchase']);
  });
});
