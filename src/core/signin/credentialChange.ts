/**
 * Email change, password change and password reset forms (part 1 §2, §3, §5): their fields, rules and request
 * bodies. Field names are the API's, so the server's field errors land on the fields that caused them.
 */
import type { CaptchaProof } from './captcha';
import { PASSWORD_MIN } from '../constants';
import { email, minLength, required, type Rules } from './validate';
import { typedIdentifier } from '../util/typedText';

// Type aliases, not interfaces: the forms kit needs them to fit Record<string, unknown>.
export type EmailChangeValues = { newEmail: string; password: string };

/** Part 1 §5: "email change newEmail and password" are required; the new email's format is checked. */
export const emailChangeRules: Rules<EmailChangeValues> = {
  newEmail: [required, email],
  password: [required],
};

/** The request body (part 1 §7): the new email trimmed, the password exactly as typed, the captcha proof. */
export const emailChangeBody = (values: EmailChangeValues, proof: CaptchaProof) => ({
  newEmail: typedIdentifier(values.newEmail),
  password: values.password,
  ...proof,
});

export type PasswordValues = { currentPassword: string; newPassword: string };
/** Change asks for the current password too; reset (by magic link) asks for the new one only (part 1 §2). */
export type PasswordMode = 'change' | 'reset';

/**
 * Part 1 §5: "change password currentPassword" is required; a new password needs "minimum 8 characters for
 * change, reset and invitation". An empty new password is 'Required' (the contract answers the same).
 */
export function passwordRules(mode: PasswordMode): Rules<PasswordValues> {
  const newPassword = [required, minLength(PASSWORD_MIN)];
  return mode === 'change' ? { currentPassword: [required], newPassword } : { newPassword };
}

/** Passwords are sent as typed: a space may be part of one. */
export const changePasswordBody = (values: PasswordValues) => ({
  newPassword: values.newPassword,
  currentPassword: values.currentPassword,
});
