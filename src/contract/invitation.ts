import { string, type } from 'superstruct';
import { defineCall } from './call';
import { CaptchaFields, CustomFieldValues, NewPassword, RequiredString, maybe } from './common';
import { TokenPair } from './auth';

/**
 * An invitation to a plan (part 1 §3 "Invitation result"). invitedToPlan is the plan's public id; email is not
 * in the spec's list and is added so the form can show who was invited. Unknown id or wrong magic token: 404;
 * used or expired: 410.
 */
export const Invitation = type({
  invitationId: maybe(string()),
  email: maybe(string()),
  firstName: maybe(string()),
  lastName: maybe(string()),
  invitedToPlan: string(),
  customSignupFieldValues: maybe(CustomFieldValues),
});

export const getInvitation = defineCall({
  method: 'GET',
  path: '/sites/:s/invitation/:invitationId',
  auth: false,
  query: ['magicToken'],
  response: Invitation,
});

/** Creates the member (pending plan = the invited plan) and signs them in; 409 if the email is a member already. */
export const acceptInvitation = defineCall({
  method: 'PATCH',
  path: '/sites/:s/invitation/:invitationId',
  auth: false,
  query: ['magicToken'],
  body: type({
    firstName: RequiredString,
    lastName: RequiredString,
    password: NewPassword,
    ...CaptchaFields,
    customSignupFieldValues: maybe(CustomFieldValues),
  }),
  response: TokenPair,
});
