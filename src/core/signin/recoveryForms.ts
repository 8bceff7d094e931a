/**
 * Forgotten email and password forms (part 1 §2, §3, §5): their fields, rules and request bodies. Pure, so
 * the admin-site difference and the spec's required fields are tested without a DOM.
 */
import type { CaptchaProof } from './captcha';
import { ADMIN_SUBDOMAIN } from '../constants';
import { email, required, type Rules } from './validate';
import { typedIdentifier } from '../util/typedText';

/** Part 1 §6: only the admin subdomain site asks for the site URL (see ADMIN_SUBDOMAIN for our choice). */
export const isAdminSite = (subdomain: string): boolean => subdomain.toLowerCase() === ADMIN_SUBDOMAIN;

// Type aliases, not interfaces: the forms kit needs them to fit Record<string, unknown>.
export type ForgottenEmailValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  siteUrl: string;
};

export const emptyForgottenEmail = (): ForgottenEmailValues => ({ firstName: '', lastName: '', email: '', phoneNumber: '', siteUrl: '' });

/** Every field is required; the email's format is checked; siteUrl exists only on the admin site. */
export function forgottenEmailRules(admin: boolean): Rules<ForgottenEmailValues> {
  return {
    firstName: [required],
    lastName: [required],
    email: [required, email],
    phoneNumber: [required],
    ...(admin ? { siteUrl: [required] } : {}),
  };
}

/** The request body (part 1 §7): trimmed values, siteUrl only on the admin site, and the captcha proof. */
export function forgottenEmailBody(values: ForgottenEmailValues, admin: boolean, proof: CaptchaProof) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: typedIdentifier(values.email),
    phoneNumber: values.phoneNumber.trim(),
    ...(admin ? { siteUrl: values.siteUrl.trim() } : {}),
    ...proof,
  };
}

export type ForgottenPasswordValues = { email: string };

export const forgottenPasswordRules: Rules<ForgottenPasswordValues> = { email: [required, email] };

export const forgottenPasswordBody = (values: ForgottenPasswordValues, proof: CaptchaProof) => ({ email: typedIdentifier(values.email), ...proof });
