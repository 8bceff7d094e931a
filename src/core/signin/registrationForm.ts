/**
 * Register user (part 2 §2, §3, §5, §7): the registration form's starting values, its rules, the request body,
 * and where the visitor goes once registered. Pure: the screen supplies the captcha, the call and the navigation.
 * Field names are the API's (custom fields: memberspace_custom_field__{id}), so server field errors land on them.
 */
import type { Destination } from './afterLogin';
import type { Route } from '../shell/screens';
import type { CaptchaProof } from './captcha';
import { PASSWORD_MIN } from '../constants';
import { customFieldRules, customFieldsBody, initialCustomValues, type CustomFieldValues, type FormCustomField } from '../account/customFieldRules';
import { afterRegistrationDestination, type AfterRegistrationAction } from './registrationApproval';
import { email, minLength, required, type Rules, type Validator } from './validate';
import { changedValues } from '../util/draft';
import { typedIdentifier } from '../util/typedText';

export type RegisterValues = CustomFieldValues & {
  firstName: string;
  lastName: string;
  email: string;
  emailVerify: string;
  password: string;
};

/** An empty form: each custom field at its initialValue when that fits, else its default (part 2 §3, §5). */
export function initialRegistration(fields: readonly FormCustomField[]): RegisterValues {
  return { ...initialCustomValues(fields), firstName: '', lastName: '', email: '', emailVerify: '', password: '' };
}

// Addresses differ only by case or stray spaces are the same address; "doesn't match" would only confuse.
const sameEmail = (a: string, b: string): boolean => typedIdentifier(a).toLowerCase() === typedIdentifier(b).toLowerCase();

/** "emailVerify must match" (part 2 §5), checked against the email as typed when the form is checked. */
export const matchesEmail =
  (typed: () => string): Validator =>
  (v) =>
    typeof v === 'string' && v.trim() && !sameEmail(v, typed()) ? { key: 'verifyMismatch' } : null;

/**
 * Part 2 §5: names, email and its verification required; a valid email; the verification matching it; a
 * password of at least 8 characters; plus the custom fields' own rules. The captcha is checked on submit.
 */
export const registrationRules = (fields: readonly FormCustomField[], typedEmail: () => string): Rules<RegisterValues> => ({
  firstName: [required],
  lastName: [required],
  email: [required, email],
  emailVerify: [required, matchesEmail(typedEmail)],
  password: [required, minLength(PASSWORD_MIN)],
  ...customFieldRules(fields),
});

/**
 * The plan the visitor came for, sent as planId (part 2 §7) so the server keeps it as their pending plan: only
 * when exactly one plan was chosen (a plan link); a choice of several is not a choice yet.
 */
export const chosenPlanId = (selectablePlanIds: readonly string[] | undefined): string | undefined =>
  selectablePlanIds?.length === 1 ? selectablePlanIds[0] : undefined;

/** POST /sites/{s}/members (part 2 §7): names and email trimmed, the password as typed, captcha proof, custom values. */
export function registrationBody(
  fields: readonly FormCustomField[],
  values: RegisterValues,
  proof: CaptchaProof,
  selectablePlanIds?: readonly string[],
) {
  const planId = chosenPlanId(selectablePlanIds);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: typedIdentifier(values.email),
    password: values.password,
    ...proof,
    ...(planId ? { planId } : {}),
    customSignupFieldValues: customFieldsBody(fields, values),
  };
}

export interface RegistrationContext {
  /** The server answered that a site admin must approve the account first (no tokens). */
  pendingApproval: boolean;
  /** From the route: the plans the visitor was offered (sign-up link with a plan, show-plans button). */
  selectablePlanIds?: readonly string[] | undefined;
  /** From the route: /member/plans/all. */
  allPlans?: boolean | undefined;
  afterRegistrationAction?: AfterRegistrationAction | null | undefined;
}

/** The approval message instead of a destination. */
export type RegistrationOutcome = { pendingApproval: true } | Destination;

/**
 * After registering, in the spec's order (part 2 §2): the approval message; signup-to-plan with the selectable
 * plans; signup-to-plan for the all-plans flag; then the site's afterRegistrationAction (a redirect to its URL or
 * '/', signup-to-plan with the public plan ids, or plain signup-to-plan).
 */
export function registrationDestination(ctx: RegistrationContext): RegistrationOutcome {
  if (ctx.pendingApproval) return { pendingApproval: true };
  if (ctx.selectablePlanIds?.length) return { route: { name: 'signupToPlan', selectablePlanIds: [...ctx.selectablePlanIds] } };
  if (ctx.allPlans) return { route: { name: 'signupToPlan' } };
  return afterRegistrationDestination(ctx.afterRegistrationAction);
}

/**
 * The register screen's 'Log in' link (part 2 §2: "selected plan ids are kept"): a login that then goes on to plan
 * signup with the plans the visitor came for (or every plan, from /member/plans/all), as registering would.
 * Without either, a plain login with the usual after-login destination.
 */
export function loginFromRegistration(route: Pick<RegistrationContext, 'selectablePlanIds' | 'allPlans'>): Route {
  if (route.selectablePlanIds?.length) return { name: 'login', redirect: { name: 'signupToPlan', selectablePlanIds: [...route.selectablePlanIds] } };
  return route.allPlans ? { name: 'login', redirect: { name: 'signupToPlan' } } : { name: 'login' };
}

/** Whether the visitor has typed anything: closing then asks first (part 2 §2). */
export const isDirty = (values: Record<string, unknown>, initial: Record<string, unknown>): boolean =>
  Object.keys(changedValues(values, initial)).length > 0;
