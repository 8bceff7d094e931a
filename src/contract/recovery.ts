import { type } from 'superstruct';
import { defineCall } from './call';
import { CaptchaFields, Email, NewPassword, Ok, RequiredString, maybe } from './common';
import { TokenPair } from './auth';

/**
 * Credential recovery and the magic links of part 1 (forgotten email and password, reset, email change
 * confirmation). Magic-link calls answer 404 for an unknown token or user and 410 for a used or expired one.
 */

/** "Forgot your email?" (a support request). siteUrl is asked only on the admin site. Answers {}. */
export const forgotEmail = defineCall({
  method: 'POST',
  path: '/sites/:s/email/forgotten',
  auth: false,
  body: type({
    firstName: RequiredString,
    lastName: RequiredString,
    email: Email,
    phoneNumber: RequiredString,
    siteUrl: maybe(RequiredString),
    ...CaptchaFields,
  }),
  response: Ok,
});

/** Sends the reset link if the email is a member's; always answers {} so emails cannot be probed. */
export const forgotPassword = defineCall({
  method: 'POST',
  path: '/sites/:s/password/forgotten',
  auth: false,
  body: type({ email: Email, ...CaptchaFields }),
  response: Ok,
});

/** Reset by magic link (/member/password-reset/{userId}/{magicToken}); signs the member in. */
export const resetPassword = defineCall({
  method: 'PATCH',
  path: '/sites/:s/members/:userId/password',
  auth: false,
  query: ['magicToken'],
  body: type({ newPassword: NewPassword }),
  response: TokenPair,
});

/** Confirms an email change by magic link (/member/email-change/{userId}/{magicToken}); no body; signs in. */
export const confirmEmailChange = defineCall({
  method: 'PATCH',
  path: '/sites/:s/members/:userId/email',
  auth: true,
  query: ['magicToken'],
  response: TokenPair,
});
