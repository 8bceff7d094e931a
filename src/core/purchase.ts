/**
 * What the page is told after a purchase (part 2 §4 "After a purchase"): the documented MemberSpace.conversion
 * event (HOST-API §2: { membership, order, member }) and our own MemberSpace.purchase event, which also carries
 * the plan (README, "Events after a purchase"). Built here from the join answer; dispatched by host/purchase.ts.
 */
import type { CurrentMember } from '../contract/member';
import type { MembershipCreated } from '../contract/memberships';
import type { Plan } from '../contract/plans';
import { toHostMembership, type HostMembership } from './memberInfo';

type Created = typeof MembershipCreated.TYPE;
type MemberData = typeof CurrentMember.TYPE;
type PlanData = typeof Plan.TYPE;

/** HOST-API §2 order: currency (lower-case) only for paid plans, so the key is absent otherwise. */
export interface ConversionOrder {
  id: string;
  subTotal: number;
  subTotalCents: number;
  grandTotal: number;
  grandTotalCents: number;
  currency?: string;
}

/** HOST-API §2 member: stripeCustomerId ("cus_…") absent for a member the card provider does not know. */
export interface ConversionMember {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  stripeCustomerId?: string;
}

export interface ConversionDetail {
  membership: HostMembership;
  order: ConversionOrder;
  member: ConversionMember;
}

/** Our purchase event's plan: what a site's analytics needs to name the product and its price. */
export interface PurchasePlan {
  id: number;
  publicId: string;
  name: string;
  type: string;
  currency: string;
  amount: number;
  pricingDescription: string;
  hasTrialPeriod: boolean;
}

export interface PurchaseDetail extends ConversionDetail {
  plan: PurchasePlan;
}

export function conversionOrder(order: Created['order']): ConversionOrder {
  return {
    id: order.id,
    subTotal: order.subTotal,
    subTotalCents: order.subTotalCents,
    grandTotal: order.grandTotal,
    grandTotalCents: order.grandTotalCents,
    ...(order.currency ? { currency: order.currency.toLowerCase() } : {}),
  };
}

export function conversionMember(m: Pick<MemberData, 'id' | 'name' | 'firstName' | 'lastName' | 'email' | 'stripeCustomerId'>): ConversionMember {
  return {
    id: m.id,
    name: m.name,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    ...(m.stripeCustomerId ? { stripeCustomerId: m.stripeCustomerId } : {}),
  };
}

export function conversionDetail(created: Created, member: MemberData): ConversionDetail {
  return { membership: toHostMembership(created.membership), order: conversionOrder(created.order), member: conversionMember(member) };
}

export function purchaseDetail(created: Created, plan: PlanData, member: MemberData): PurchaseDetail {
  return {
    ...conversionDetail(created, member),
    plan: {
      id: plan.id,
      publicId: plan.publicId,
      name: plan.name,
      type: plan.type,
      currency: plan.currency,
      amount: plan.amount,
      pricingDescription: plan.pricingDescription,
      hasTrialPeriod: plan.hasTrialPeriod,
    },
  };
}
