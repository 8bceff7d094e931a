import { nullable, optional, string, type } from 'superstruct';
import { defineCall } from './call';
import { CaptchaFields, CustomFieldValues, Email, NewPassword, Ok, RequiredString } from './common';
import { CurrentMember } from './member';

/* The member's own changes (part 1 §5, part 2 §4): profile, email, password, and the abandoned signup's reminder. */

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
