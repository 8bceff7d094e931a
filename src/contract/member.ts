import { array, boolean, defaulted, nullable, number, optional, string, type, unknown } from 'superstruct';
import { CaptchaFields, CustomField, CustomFieldValues, Email, IsoDate, NewPassword, Ok, PlanType, RequiredString, maybe } from './common';
import { ownRecord } from '../core/util/ownRecord';
import { defineCall } from './call';

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
  stripeCustomerId: maybe(string()),
  pendingPlanPublicId: maybe(string()),
  memberships: defaulted(array(Membership), []),
  customSignupFieldValues: defaulted(CustomFieldValues, {}),
});

export const getCurrentMember = defineCall({
  method: 'GET',
  path: '/sites/:s/members/current',
  auth: true,
  response: CurrentMember,
});

export const MemberMetadata = ownRecord(string(), unknown());

/**
 * Profile update. profileImage is sent only when it is a new data URL (JPEG or PNG); the answer is the updated
 * member. Custom field errors are keyed memberspace_custom_field__{id}.
 */
export const UpdateMemberBody = type({
  profileImage: optional(nullable(string())),
  firstName: RequiredString,
  lastName: RequiredString,
  customSignupFieldValues: optional(CustomFieldValues),
});

export const updateCurrentMember = defineCall({
  method: 'PATCH',
  path: '/sites/:s/members/current',
  auth: true,
  body: UpdateMemberBody,
  response: CurrentMember,
});

/** Mails a confirmation link to the new address; the email changes once confirmed (confirmEmailChange). */
export const requestEmailChange = defineCall({
  method: 'POST',
  path: '/sites/:s/members/current/email-change',
  auth: true,
  body: type({ newEmail: Email, password: RequiredString, ...CaptchaFields }),
  response: Ok,
});

/** 422 fieldErrors.currentPassword when the current password is wrong. Answers {}. */
export const changePassword = defineCall({
  method: 'PATCH',
  path: '/sites/:s/members/current/password',
  auth: true,
  body: type({ newPassword: NewPassword, currentPassword: RequiredString }),
  response: Ok,
});

/** Cancels the abandoned-signup reminder ("Don't remind me again"): clears pendingPlanPublicId. Answers {}. */
export const clearPendingPlan = defineCall({
  method: 'DELETE',
  path: '/sites/:s/members/current/pendingPlan',
  auth: true,
  response: Ok,
});
