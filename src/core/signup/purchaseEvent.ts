/**
 * What the page is told after a purchase (part 2 §4 "After a purchase"): the documented MemberSpace.conversion
 * event (HOST-API §2: { membership, order, member }) and our own MemberSpace.purchase event, which also carries
 * the plan (README, "Events after a purchase"). Built here from the join answer and the member reloaded after
 * joining; dispatched by host/purchaseAnnouncement.ts.
 */
import type { CurrentMember, Membership } from '../../contract/member';
import type { MembershipCreated } from '../../contract/memberships';
import type { Plan } from '../../contract/plans';
import { toHostMembership, type HostMembership } from '../account/memberInfo';
import { majorUnits } from './money';

type Created = typeof MembershipCreated.TYPE;
type MemberData = typeof CurrentMember.TYPE;
type PlanData = typeof Plan.TYPE;
type MembershipData = typeof Membership.TYPE;

/** HOST-API §2 order: currency (lower-case) only for paid plans, so the key is absent otherwise. */
export interface ConversionOrder {
  id: string;
  subTotal: number;
  subTotalCents: number;
  grandTotal: number;
  grandTotalCents: number;
  currency?: string;
}

/** HOST-API §2 member: stripeCustomerId ("cus_…") null for a member the card provider does not know. */
export interface ConversionMember {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  stripeCustomerId: string | null;
}

export interface ConversionDetail {
  membership: HostMembership;
  order: ConversionOrder;
  member: ConversionMember;
}

/** Our purchase event's plan: what a site's analytics needs to name the product and its price. */
export interface PurchasePlan {
  /** The server's own id of the plan, null when it sends none (the spec keys plans by publicId). */
  id: number | string | null;
  publicId: string;
  name: string;
  type: PlanData['type'];
  currency: string;
  /** One payment's price in minor units, null when the server does not send it (not in the spec's Plan). */
  amount: number | null;
  pricingDescription: string;
  hasTrialPeriod: boolean;
}

export interface PurchaseDetail extends ConversionDetail {
  plan: PurchasePlan;
}

/** What the widget itself knows of the purchase: the verified coupon's total for the plan (minor units). */
export interface KnownAtJoin {
  couponTotal?: number | null;
}

/**
 * The new membership: the join answer's, else (the answer is not shown in the spec) the newest membership of the
 * plan in the member as reloaded after joining, else one made from the plan, so the page is still told.
 */
function joinedMembership(created: Created, plan: PlanData, member: MemberData): MembershipData {
  if (created.membership) return created.membership;
  const mine = member.memberships.filter((m) => m.publicPlanId === plan.publicId);
  const newest = mine.reduce<MembershipData | null>((a, m) => (a && Date.parse(a.createdAt) >= Date.parse(m.createdAt) ? a : m), null);
  return (
    newest ?? {
      id: null,
      planId: typeof plan.id === 'number' ? plan.id : 0,
      publicPlanId: plan.publicId,
      name: plan.name,
      type: plan.type,
      createdAt: new Date().toISOString(),
      status: plan.hasTrialPeriod && plan.type !== 'free' ? 'trialing' : 'active',
      cancelsOn: null,
      billingPeriodEnd: null,
      expiresOn: null,
      paymentFailure: false,
      welcomeUrl: plan.welcomeUrl ?? null,
      contentUrl: plan.contentUrl ?? null,
      canRejoin: false,
      pricingDescription: plan.pricingDescription,
      paymentCountRequired: null,
      paymentCountMade: null,
      customPostSignupFields: plan.customPostSignupFields,
      trialEndsAt: null,
    }
  );
}

/**
 * The order (HOST-API §2). The server's where it sends one; otherwise built from what the widget knows: an id
 * from the membership (the same purchase seen twice gives the same id), nothing charged for a free plan or a
 * trial, else the verified coupon's total, else the plan's price (0 when the server sends none). The major units
 * are always derived from the cents here (part 2 §9: zero-decimal currencies are not divided), so a server that
 * gets them wrong cannot mislead the page's analytics.
 */
export function conversionOrder(created: Created, plan: PlanData, membership: MembershipData, known: KnownAtJoin = {}): ConversionOrder {
  const order = created.order ?? null;
  const free = plan.type === 'free';
  const charged = free || plan.hasTrialPeriod ? 0 : (known.couponTotal ?? plan.amount ?? 0);
  const listed = free || plan.hasTrialPeriod ? 0 : (plan.amount ?? charged);
  const grandTotalCents = order?.grandTotalCents ?? charged;
  const subTotalCents = order?.subTotalCents ?? listed;
  const currency = free ? null : (order?.currency ?? plan.currency).toLowerCase();
  const id = order?.id ?? (membership.id != null ? `ms_${membership.id}` : `${membership.publicPlanId}-${Date.parse(membership.createdAt)}`);
  return {
    id,
    subTotal: majorUnits(subTotalCents, currency ?? 'usd'),
    subTotalCents,
    grandTotal: majorUnits(grandTotalCents, currency ?? 'usd'),
    grandTotalCents,
    ...(currency ? { currency } : {}),
  };
}

export function conversionMember(m: Pick<MemberData, 'id' | 'name' | 'firstName' | 'lastName' | 'email' | 'stripeCustomerId'>): ConversionMember {
  return {
    id: m.id,
    name: m.name,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    stripeCustomerId: m.stripeCustomerId || null,
  };
}

export function conversionDetail(created: Created, plan: PlanData, member: MemberData, known: KnownAtJoin = {}): ConversionDetail {
  const membership = joinedMembership(created, plan, member);
  return { membership: toHostMembership(membership), order: conversionOrder(created, plan, membership, known), member: conversionMember(member) };
}

export function purchaseDetail(created: Created, plan: PlanData, member: MemberData, known: KnownAtJoin = {}): PurchaseDetail {
  return {
    ...conversionDetail(created, plan, member, known),
    plan: {
      id: plan.id ?? null,
      publicId: plan.publicId,
      name: plan.name,
      type: plan.type,
      currency: plan.currency,
      amount: plan.amount ?? null,
      pricingDescription: plan.pricingDescription,
      hasTrialPeriod: plan.hasTrialPeriod,
    },
  };
}
