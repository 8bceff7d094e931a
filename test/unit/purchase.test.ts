import { create } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentMember } from '../../src/contract/member';
import { MembershipCreated } from '../../src/contract/memberships';
import { Plan } from '../../src/contract/plans';
import { conversionDetail, purchaseDetail } from '../../src/core/purchase';
import { EVENTS } from '../../src/host/events';
import { announcePurchase } from '../../src/host/purchase';
import { membershipRecord } from './members';

const member = create(
  { id: 202, name: 'Paul Paid', firstName: 'Paul', lastName: 'Paid', email: 'paid@demo.test', stripeCustomerId: 'cus_fixture_paid', memberships: [] },
  CurrentMember,
);
const plan = create({ id: 1002, publicId: 'onetime01', name: 'Lifetime Library', type: 'one_time_payment', amount: 9900, pricingDescription: '$99.00 one-time payment' }, Plan);
const created = (over: { orderId?: string; currency?: string | null; membershipId?: number } = {}) =>
  create(
    {
      membership: membershipRecord({ id: over.membershipId ?? 9001, planId: 1002, publicPlanId: 'onetime01', name: 'Lifetime Library', type: 'one_time_payment' }),
      order: { id: over.orderId ?? 'ch_1', subTotal: 99, subTotalCents: 9900, grandTotal: 89.1, grandTotalCents: 8910, currency: over.currency === undefined ? 'USD' : over.currency },
      replacedPublicPlanId: null,
    },
    MembershipCreated,
  );

describe('MemberSpace.conversion detail (HOST-API §2)', () => {
  it('carries membership (MemberInfo shape), order and member exactly', () => {
    const detail = conversionDetail(created(), member);
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
      paymentFailure: false,
      welcomeUrl: '/welcome',
      contentUrl: '/courses/',
    });
  });

  it('a free plan has no currency; a member unknown to the card provider has no stripeCustomerId', () => {
    const detail = conversionDetail(created({ currency: null }), { ...member, stripeCustomerId: null });
    expect('currency' in detail.order).toBe(false);
    expect('stripeCustomerId' in detail.member).toBe(false);
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
    expect(detail.order).toEqual(conversionDetail(created(), member).order);
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
