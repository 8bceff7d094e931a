/**
 * The Profile and Invitation forms (part 1 §3, §5, §7): their starting values, rules and request bodies. Field
 * names are the API's (custom fields: memberspace_custom_field__{id}), so server field errors land on them.
 */
import { profileImageForBody } from './avatarFile';
import type { CaptchaProof } from '../signin/captcha';
import { PASSWORD_MIN } from '../constants';
import { customFieldRules, customFieldsBody, initialCustomValues, type CustomFieldValues, type FormCustomField } from './customFieldRules';
import { minLength, required, type Rules } from '../signin/validate';

/** profileImage: '' until a new picture was chosen and read, then its data URL. */
export type ProfileValues = CustomFieldValues & { firstName: string; lastName: string; profileImage: string };

interface ProfileSource {
  firstName: string;
  lastName: string;
  customSignupFieldValues?: Record<string, unknown> | null;
}

/** The member's names and custom field values (as reloaded values, part 1 §5); no picture chosen yet. */
export function initialProfile(member: ProfileSource, fields: readonly FormCustomField[]): ProfileValues {
  return {
    ...initialCustomValues(fields, member.customSignupFieldValues),
    firstName: member.firstName,
    lastName: member.lastName,
    profileImage: '',
  };
}

/** Part 1 §5: "profile firstName and lastName" are required, plus the custom fields' own rules. */
export const profileRules = (fields: readonly FormCustomField[]): Rules<ProfileValues> => ({
  firstName: [required],
  lastName: [required],
  ...customFieldRules(fields),
});

/** PATCH members/current (part 1 §7): names trimmed, the picture only as a new data URL, the custom values. */
export const profileBody = (fields: readonly FormCustomField[], values: ProfileValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  ...profileImageForBody(values.profileImage),
  customSignupFieldValues: customFieldsBody(fields, values),
});

export type InvitationValues = CustomFieldValues & { firstName: string; lastName: string; password: string };

interface InvitationSource {
  firstName?: string | null;
  lastName?: string | null;
  customSignupFieldValues?: Record<string, unknown> | null;
}

/** The names and custom field values the site owner filled in for the invitee (part 1 §3 Invitation result). */
export function initialInvitation(invitation: InvitationSource, fields: readonly FormCustomField[]): InvitationValues {
  return {
    ...initialCustomValues(fields, invitation.customSignupFieldValues),
    firstName: invitation.firstName ?? '',
    lastName: invitation.lastName ?? '',
    password: '',
  };
}

/** Part 1 §5: "invitation firstName and lastName" are required; the new password needs 8 characters. */
export const invitationRules = (fields: readonly FormCustomField[]): Rules<InvitationValues> => ({
  firstName: [required],
  lastName: [required],
  password: [required, minLength(PASSWORD_MIN)],
  ...customFieldRules(fields),
});

/** PATCH invitation (part 1 §7): names trimmed, the password as typed, the captcha proof, the custom values. */
export const invitationBody = (fields: readonly FormCustomField[], values: InvitationValues, proof: CaptchaProof) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  password: values.password,
  ...proof,
  customSignupFieldValues: customFieldsBody(fields, values),
});
