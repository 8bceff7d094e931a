import { Struct, dynamic, literal, never, number, optional, string, type, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { defineCall } from './call';
import { CaptchaFields, CustomFieldValues, Email, NewPassword, RequiredString, maybe } from './common';

/**
 * What login, registration, invitation, password reset and email confirmation answer (part 1 §3 Token:
 * refreshToken, accessToken, expiresAt). expiresAt's form is not shown (an ISO date or a number) and the widget
 * does not read it: the expiry is the token's own exp − iat (part 1 §9), counted on the client's clock.
 */
export const TokenPair = type({ accessToken: string(), refreshToken: string(), expiresAt: maybe(union([string(), number()])) });

export const PasswordLogin = type({ type: literal('password'), email: Email, password: RequiredString });
export const MagicLogin = type({ type: literal('magic'), userId: number(), magicToken: RequiredString });

/** Password or magic login, picked by `type` (so field errors name the fields of that kind only). */
type LoginInput = Infer<typeof PasswordLogin> | Infer<typeof MagicLogin>;
export const LoginBody = dynamic<LoginInput>(
  (value) =>
    (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'magic' ? MagicLogin : PasswordLogin) as unknown as Struct<
      LoginInput,
      any
    >,
);

/**
 * Login answers: TokenPair; 422 fieldErrors {'*': 'Invalid email or password.'} for wrong credentials (422, not
 * 401, so a form error never looks like an expired session); 403 while the account awaits approval; magic
 * login (registration approved) 404 unknown token, 410 used or expired.
 */
export const login = defineCall({
  method: 'POST',
  path: '/sites/:s/login',
  auth: false,
  body: LoginBody,
  response: TokenPair,
});

export const exchangeToken = defineCall({
  method: 'POST',
  path: '/sites/:s/exchange-token',
  auth: false,
  body: type({ refreshToken: string() }),
  response: TokenPair,
});

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
