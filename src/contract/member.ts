import { array, boolean, nullable, number, optional, string, type, unknown } from 'superstruct';
import { CustomField, CustomFieldValues, IsoDate, PlanType, defaulted, maybe } from './common';
import { ownRecord } from '../core/util/ownRecord';

/**
 * A membership of the current user (part 1 §3, part 2 §3: keyed by publicPlanId; HOST-API §4 for the host-facing
 * fields). id, billingPeriodEnd, expiresOn and trialEndsAt are not in the spec's list: null when not sent.
 */
export const Membership = type({
  id: maybe(number()),
  planId: number(),
  publicPlanId: string(),
  name: string(),
  type: PlanType,
  createdAt: IsoDate,
  status: string(),
  cancelsOn: maybe(IsoDate),
  billingPeriodEnd: maybe(IsoDate),
  expiresOn: maybe(IsoDate),
  paymentFailure: defaulted(boolean(), false),
  welcomeUrl: maybe(string()),
  contentUrl: maybe(string()),
  canRejoin: defaulted(boolean(), false),
  pricingDescription: maybe(string()),
  paymentCountRequired: maybe(number()),
  paymentCountMade: maybe(number()),
  customPostSignupFields: defaulted(array(CustomField), []),
  /** Not in the spec's list: when a trial ends (trialing memberships), for the retention screens. */
  trialEndsAt: maybe(IsoDate),
});

export const CurrentMember = type({
  id: number(),
  name: string(),
  firstName: string(),
  lastName: string(),
  email: string(),
  profileImageUrl: maybe(string()),
  organizationId: maybe(number()),
  hasBillingHistory: defaulted(boolean(), false),
  /**
   * Left as it came, unlike the other optional fields: null (or empty) says the card provider does not know the
   * member, so no card is stored; absent says nothing, and the stored card is asked for (core knownCardOnFile).
   */
  stripeCustomerId: optional(nullable(string())),
  pendingPlanPublicId: maybe(string()),
  memberships: defaulted(array(Membership), []),
  customSignupFieldValues: defaulted(CustomFieldValues, {}),
});

export const MemberMetadata = ownRecord(string(), unknown());
