import type { CurrentMember, Membership } from '../../contract/member';
import { isLive } from '../access/membershipStatus';
import { contentTarget } from './planMemberships';
import { agencyUrl } from '../shell/ownerApp';
import type { Route } from '../shell/screens';
import type { Env } from '../shell/settings';
import type { TextKey } from '../texts/texts';

type MembershipData = typeof Membership.TYPE;
type MemberData = typeof CurrentMember.TYPE;

/**
 * What an account link does: open a screen, follow a URL (a host page, or the owner app in a new tab), or log
 * out. The UI renders each as a real button or link with `text` as its label.
 */
/**
 * A membership's identity on the account screens (list keys, the element naming its row): its id, or (the spec
 * keys memberships by publicPlanId and names no id) its plan and when it began, which tell two memberships of one
 * plan apart.
 */
export const membershipKey = (m: Pick<typeof Membership.TYPE, 'id' | 'publicPlanId' | 'createdAt'>): string =>
  m.id != null ? String(m.id) : `${m.publicPlanId}-${m.createdAt}`;

export type Target = { route: Route } | { href: string; newTab?: true } | { logOut: true };
export interface AccountLink {
  text: TextKey;
  target: Target;
}
/** 'Cancels on {date}' is a note, not an action: the date is the membership's ISO cancelsOn. */
export interface CancelsOnNote {
  text: 'accountCancelsOn';
  date: string;
}
export type RowItem = AccountLink | CancelsOnNote;

export const isNote = (item: RowItem): item is CancelsOnNote => 'date' in item;

/**
 * The cancel link of part 1 §4: "for an active subscription, or a trialing multi-payment plan, when no
 * cancelsOn date is set", taken as written.
 */
export const canCancel = (m: Pick<MembershipData, 'status' | 'type' | 'cancelsOn'>): boolean =>
  !m.cancelsOn && ((m.status === 'active' && m.type === 'subscription') || (m.status === 'trialing' && m.type === 'multi_payment'));

/**
 * A membership row's actions (part 1 §4 "Row actions"), in this order: 'Access Content', 'Complete Payment',
 * 'Rejoin', then the cancel link or 'Cancels on {date}'. The date shows only while the membership is live: an
 * ended membership keeps the date it ended on, and its 'Canceled' label already says so.
 */
export function rowItems(m: MembershipData): RowItem[] {
  const items: RowItem[] = [];
  const url = contentTarget(m);
  if (isLive(m.status) && url) items.push({ text: 'accountAccessContent', target: { href: url } });
  if (m.status === 'incomplete') {
    items.push({ text: 'accountCompletePayment', target: { route: { name: 'retryPayment', publicPlanId: m.publicPlanId } } });
  }
  if (m.canRejoin) {
    items.push({ text: 'accountRejoin', target: { route: { name: 'signupToPlan', selectablePlanIds: [m.publicPlanId] } } });
  }
  if (canCancel(m)) {
    items.push({ text: 'accountCancelPlan', target: { route: { name: 'cancelMembership', publicPlanId: m.publicPlanId } } });
  } else if (m.cancelsOn && isLive(m.status)) {
    items.push({ text: 'accountCancelsOn', date: m.cancelsOn });
  }
  return items;
}

/**
 * The plans card's own links (part 2 §2): 'View plan details' only with no billing history and at least one
 * membership (with billing history the billing card's 'View or cancel plans' goes there); 'Join new plan' when
 * joinable plans exist.
 */
export function plansCardLinks(member: Pick<MemberData, 'hasBillingHistory' | 'memberships'>, hasJoinable: boolean): AccountLink[] {
  const links: AccountLink[] = [];
  if (!member.hasBillingHistory && member.memberships.length > 0) {
    links.push({ text: 'accountViewPlanDetails', target: { route: { name: 'membershipDetails' } } });
  }
  if (hasJoinable) links.push({ text: 'accountJoinNewPlan', target: { route: { name: 'signupToPlan' } } });
  return links;
}

/** The billing card (part 2 §2), or null when there is no billing history (no card at all). */
export function billingCardLinks(member: Pick<MemberData, 'hasBillingHistory' | 'stripeCustomerId'>): AccountLink[] | null {
  if (!member.hasBillingHistory) return null;
  const links: AccountLink[] = [{ text: 'accountViewOrCancelPlans', target: { route: { name: 'membershipDetails' } } }];
  if (member.stripeCustomerId) links.push({ text: 'accountUpdateCreditCard', target: { route: { name: 'changeCreditCard' } } });
  links.push({ text: 'accountViewChargeHistory', target: { route: { name: 'invoiceList' } } });
  return links;
}

/** The owner app's page for an agency (part 1 §6), from the environment's template; null without an id. */
export const agencyEditUrl = agencyUrl;

/** The profile card's links (part 1 §2), 'Edit your Agency' only for agency members. */
export function profileCardLinks(member: Pick<MemberData, 'organizationId'>, env: Env): AccountLink[] {
  const agency = agencyEditUrl(env, member.organizationId);
  return [
    { text: 'editProfile', target: { route: { name: 'editProfile' } } },
    ...(agency ? [{ text: 'accountEditAgency' as const, target: { href: agency, newTab: true as const } }] : []),
    { text: 'changeEmail', target: { route: { name: 'requestEmailChange' } } },
    { text: 'changePassword', target: { route: { name: 'changePassword' } } },
    { text: 'logOut', target: { logOut: true } },
  ];
}
