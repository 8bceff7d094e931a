/**
 * Signup to plan, plan link redirect and the post-signup questionnaire (part 2 §2): the pure decisions of those
 * screens, so each is a function of its inputs with a table test (test/unit/signup.test.ts).
 */
import type { Membership } from '../../contract/member';
import type { Plan } from '../../contract/plans';
import type { PaymentMethod } from '../../contract/payments';
import type { PaymentChoice } from './payment';
import { contentTarget, membershipName } from '../account/planMemberships';
import { isLive } from '../access/membershipStatus';
import type { Route, SignupMode } from '../shell/screens';
import type { TextKey } from '../texts/texts';

type PlanData = typeof Plan.TYPE;
type MembershipData = typeof Membership.TYPE;
type Held = Pick<MembershipData, 'publicPlanId' | 'status'>;

/** The submit button's label (part 2 §2 "Submit labels"): the plan change first, then a trial, then the type. */
export function submitLabel(plan: Pick<PlanData, 'type' | 'planReplacement' | 'hasTrialPeriod'>): TextKey {
  switch (plan.planReplacement) {
    case 'upgrade':
      return 'signupUpgrade';
    case 'downgrade':
      return 'signupDowngrade';
    case 'swap':
      return 'signupSwap';
  }
  // A trial is a paid plan's first period: it outranks the type, else 'Start your free trial' could never show.
  if (plan.type !== 'free' && plan.hasTrialPeriod) return 'signupTrial';
  switch (plan.type) {
    case 'free':
      return 'signupJoin';
    case 'one_time_payment':
    case 'multi_payment':
      return 'signupPurchase';
    case 'subscription':
      return 'signupSubscribe';
    default:
      return 'signupPurchase';
  }
}

export type Availability = 'ok' | 'alreadyOn' | 'notAvailable';

const holdsLive = (publicPlanId: string, memberships: readonly Held[]): boolean =>
  memberships.some((m) => m.publicPlanId === publicPlanId && isLive(m.status));

/**
 * Whether the member may join (part 2 §2 "Messages"): already holding it live, or a plan that is disabled or
 * closed to them (canSignUp false), says why instead of offering the form.
 */
export function planAvailability(plan: Pick<PlanData, 'publicId' | 'enabled' | 'canSignUp'>, memberships: readonly Held[]): Availability {
  if (holdsLive(plan.publicId, memberships)) return 'alreadyOn';
  if (!plan.enabled || !plan.canSignUp) return 'notAvailable';
  return 'ok';
}

export const AVAILABILITY_TEXT: Record<Exclude<Availability, 'ok'>, TextKey> = {
  alreadyOn: 'planAlreadyOn',
  notAvailable: 'planNotAvailable',
};

/**
 * The plans the screen offers, in the order asked. Explicit ids (a plan link, an upsell, a recovery) are shown
 * as asked, held or not, so the member learns why one cannot be joined; the all-plans list (no ids) offers only
 * what can be joined.
 */
export function offeredPlans(plans: readonly PlanData[], selectableIds: readonly string[] | undefined, memberships: readonly Held[]): PlanData[] {
  if (selectableIds && selectableIds.length) {
    const byId = new Map(plans.map((p) => [p.publicId, p]));
    return [...new Set(selectableIds)].map((id) => byId.get(id)).filter((p): p is PlanData => p !== undefined);
  }
  return plans.filter((p) => planAvailability(p, memberships) === 'ok');
}

/** The plan chosen when the screen opens: the only one offered, else none (the dropdown's placeholder shows). */
export const initialPlanId = (plans: readonly Pick<PlanData, 'publicId'>[]): string => (plans.length === 1 ? plans[0]!.publicId : '');

/** The dropdown shows unless exactly one plan is selectable (part 2 §2). */
export const showsPlanDropdown = (plans: readonly unknown[]): boolean => plans.length !== 1;

/** The mode's own words above the plan (part 2 §2 "Modes"), or none. */
export function modeIntro(mode: SignupMode, planCount: number): TextKey | null {
  if (mode === 'CONTENT_ACCESS_UPSELL') return planCount > 1 ? 'signupUpsellMany' : 'signupUpsellOne';
  if (mode === 'ABANDONED_RECOVERY') return 'signupFinish';
  return null;
}

/**
 * 'This will replace your subscription to {plan}' for a swap, upgrade or downgrade: the old plan's name. The spec
 * names only replacedPublicPlanId, so the name is looked up: the plan's own replacedPlanName (ours), else the
 * member's membership of that plan, else the plans loaded; else 'your current plan', never a raw id.
 */
export function replacedPlanName(
  plan: Pick<PlanData, 'planReplacement' | 'replacedPlanName' | 'replacedPublicPlanId'>,
  memberships: readonly Pick<MembershipData, 'publicPlanId' | 'name'>[],
  plans: readonly Pick<PlanData, 'publicId' | 'name'>[],
): { name: string } | { key: TextKey } | null {
  if (plan.planReplacement === 'none') return null;
  const id = plan.replacedPublicPlanId;
  const name = plan.replacedPlanName || (id ? membershipName(memberships, id) || plans.find((p) => p.publicId === id)?.name : null);
  return name ? { name } : { key: 'signupReplacedUnknown' };
}

/**
 * Payment method selection (part 2 §2): the stored card is the default; none stored (the fetch answered 404)
 * leaves only a new card. null: not known yet.
 */
export type CardOnFile = { state: 'loading' } | { state: 'card'; card: typeof PaymentMethod.TYPE } | { state: 'none' } | { state: 'failed' };

/**
 * What the member data already says of a stored card, before asking (part 2 §3 Current user, stripeCustomerId:
 * the card provider's customer a card is stored with). A member the provider does not know (the id sent, empty)
 * has no card: 'none' without the call, whose 404 browsers log as an error. A member with a customer id, or data
 * that leaves the id out, may have one: null, ask `GET paymentMethods/current` (404 still means none).
 */
export function knownCardOnFile(member: { stripeCustomerId?: string | null } | null | undefined): CardOnFile | null {
  if (!member || member.stripeCustomerId === undefined) return null;
  return member.stripeCustomerId ? null : { state: 'none' };
}

export function paymentOptions(onFile: CardOnFile): { options: PaymentChoice[]; initial: PaymentChoice } | null {
  if (onFile.state === 'card') return { options: ['current', 'new'], initial: 'current' };
  if (onFile.state === 'none') return { options: ['new'], initial: 'new' };
  return null;
}

/**
 * Whether a card is asked for: paid plans, except when nothing is due and nothing will be (a verified coupon
 * taking the whole price of a one-time plan). A trial still needs the card it will charge.
 */
export function needsPayment(plan: Pick<PlanData, 'type' | 'hasTrialPeriod'>, verifiedTotal: number | null): boolean {
  if (plan.type === 'free') return false;
  if (plan.hasTrialPeriod) return true;
  return !(plan.type === 'one_time_payment' && verifiedTotal === 0);
}

/**
 * Plan link redirect (part 2 §2): a plan the member holds (by the link's id, or the only plan when the link
 * names none) goes to its content URL; anything else goes on to signup-to-plan.
 */
export type PlanLinkStep = { url: string } | { route: Route };

export function planLinkStep(
  publicPlanId: string | undefined,
  memberships: readonly MembershipData[],
  publicPlans: readonly Pick<PlanData, 'publicId'>[] | null,
): PlanLinkStep {
  const id = publicPlanId ?? (publicPlans && publicPlans.length === 1 ? publicPlans[0]!.publicId : undefined);
  const held = id ? memberships.find((m) => m.publicPlanId === id && isLive(m.status)) : undefined;
  const url = held ? contentTarget(held) : null;
  if (url) return { url };
  return { route: id ? { name: 'signupToPlan', selectablePlanIds: [id] } : { name: 'signupToPlan' } };
}

/** Plan types paid for at signup: their questionnaire says a receipt was emailed (part 2 §2). */
export const isPaidType = (type: string): boolean => type === 'one_time_payment' || type === 'subscription' || type === 'multi_payment';

/**
 * The questionnaire's texts (part 2 §2 "Post-signup questionnaire"). 'We have emailed you a receipt.' is for paid
 * types, and only when something was paid: a membership that starts trialing was charged nothing, so there is no
 * receipt yet (ours: the spec ties a receipt to payment).
 */
export function questionnaireTexts(type: string, replacement: boolean, hasFields: boolean, status = 'active'): TextKey[] {
  const texts: TextKey[] = [replacement ? 'planUpdatedTitle' : 'joinedTitle'];
  if (replacement) texts.push('planUpdatedNow');
  else if (isPaidType(type) && status !== 'trialing') texts.push('receiptEmailed');
  if (hasFields) texts.push('finishProfile');
  return texts;
}

/** Where the questionnaire ends (part 2 §2): the plan's welcome URL, else its content URL, else nowhere. */
export const completionUrl = (m: Pick<MembershipData, 'welcomeUrl' | 'contentUrl'>): string | null => m.welcomeUrl || m.contentUrl || null;

/** What the questionnaire reads of the plan just joined: a membership's fields, which the plan also carries. */
export type Joined = Pick<MembershipData, 'publicPlanId' | 'type' | 'status' | 'welcomeUrl' | 'contentUrl' | 'customPostSignupFields'>;

/**
 * The plan as joined, from the plan itself: the join call succeeded, so the member has it (a paid plan was paid,
 * or starts its trial). The member reloaded right after may not list it yet, or list it as incomplete while the
 * payment settles: the questionnaire must still thank them, never show an error after a charge.
 */
export const joinedFromPlan = (
  plan: Pick<PlanData, 'publicId' | 'type' | 'hasTrialPeriod' | 'welcomeUrl' | 'contentUrl' | 'customPostSignupFields'>,
): Joined => ({
  publicPlanId: plan.publicId,
  type: plan.type,
  status: plan.type !== 'free' && plan.hasTrialPeriod ? 'trialing' : 'active',
  welcomeUrl: plan.welcomeUrl ?? null,
  contentUrl: plan.contentUrl ?? null,
  customPostSignupFields: plan.customPostSignupFields,
});

/** The member's live membership of the plan joined (the newest, should an old one linger), else the plan as joined. */
export function joinedMembership(publicPlanId: string, memberships: readonly MembershipData[], joined: Joined | undefined): Joined | undefined {
  const live = memberships
    .filter((ms) => ms.publicPlanId === publicPlanId && isLive(ms.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return live[0] ?? joined;
}

/** The questionnaire after joining: a replacement when the server replaced a plan or the plan said it would. */
export function questionnaireRoute(
  plan: Parameters<typeof joinedFromPlan>[0] & Pick<PlanData, 'planReplacement'>,
  replacedPublicPlanId: string | null | undefined,
): Route {
  return {
    name: 'postJoinQuestionnaire',
    publicPlanId: plan.publicId,
    replacement: replacedPublicPlanId != null || plan.planReplacement !== 'none',
    joined: joinedFromPlan(plan),
  };
}

/**
 * The join call's refusals in the plan messages' words (part 2 §8): 409 already on the plan; 422 without a field
 * named, not available. null: the error as it came (card refusals are core/signup/payment.ts's).
 */
export function joinErrorText(error: { status: number; fieldErrors: Record<string, string> }): TextKey | null {
  if (error.status === 409) return 'planAlreadyOn';
  if (error.status === 422 && Object.keys(error.fieldErrors).length === 0) return 'planNotAvailable';
  return null;
}
