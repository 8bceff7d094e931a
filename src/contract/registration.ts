import { Struct, literal, never, optional, string, type, union } from 'superstruct';
import { defineCall } from './call';
import { TokenPair } from './auth';
import { CaptchaFields, CustomFieldValues, Email, NewPassword, RequiredString } from './common';

/**
 * Registration (part 2 §7). `planId` is the public id of the plan the visitor came for; the server keeps it as
 * the member's pendingPlanPublicId (abandoned signup) until they join a plan. emailVerify is checked by the
 * widget only. Field errors of custom fields are keyed by the form field name memberspace_custom_field__{id}.
 */
export const RegisterBody = type({
  firstName: RequiredString,
  lastName: RequiredString,
  email: Email,
  password: NewPassword,
  ...CaptchaFields,
  planId: optional(string()),
  customSignupFieldValues: optional(CustomFieldValues),
});

/**
 * Not shown in the spec: the answer when a site admin must approve the account first (HTTP 202). What tells it
 * apart is that it yields no tokens: an answer without them, `{}` included, means the account awaits approval.
 */
const NoTokens = type({
  pendingApproval: optional(literal(true)),
  // A garbled token answer is malformed, not an account awaiting approval.
  accessToken: optional(never()),
  refreshToken: optional(never()),
});
export const PendingApproval: Struct<{ pendingApproval: true }, null> = new Struct({
  type: 'type',
  schema: null,
  validator: NoTokens.validator,
  entries: NoTokens.entries,
  coercer: (value, ctx) => {
    const v = NoTokens.coercer(value, ctx);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v, pendingApproval: true } : v;
  },
});

/** 201 with tokens, or 202 without (PendingApproval); 409 when the email is taken. */
export const RegistrationResult = union([TokenPair, PendingApproval]);

export const register = defineCall({
  method: 'POST',
  path: '/sites/:s/members',
  auth: false,
  body: RegisterBody,
  response: RegistrationResult,
});
