import type { CurrentMember, Membership } from '../contract/member';
import type { CustomField } from '../contract/common';

/** MemberInfo as HOST-API §4 documents it for host pages; absent optional keys stay absent. */
export interface MemberInfo {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string;
  memberships: HostMembership[];
  customSignupFields: HostCustomField[];
}

export interface HostMembership {
  id: number;
  planId: number;
  publicPlanId: string;
  name: string;
  type: string;
  createdAt: string;
  status: string;
  cancelsOn?: string;
  billingPeriodEnd?: string;
  expiresOn?: string;
  paymentFailure: boolean;
  welcomeUrl?: string;
  contentUrl?: string;
}

export interface HostCustomField {
  id: number;
  type: string;
  required: boolean;
  value: unknown;
  options?: { label: string; value: string }[];
}

const CHOICE_TYPES = new Set(['select', 'dropdown', 'multiple-select', 'radio']);
const present = <K extends string>(key: K, value: string | null | undefined) => (value == null ? {} : { [key]: value });

/** A membership as host pages see it (HOST-API §4); the conversion event carries the same shape (§2). */
export function toHostMembership(m: typeof Membership.TYPE): HostMembership {
  return {
    id: m.id,
    planId: m.planId,
    publicPlanId: m.publicPlanId,
    name: m.name,
    type: m.type,
    createdAt: m.createdAt,
    status: m.status,
    ...present('cancelsOn', m.cancelsOn),
    ...present('billingPeriodEnd', m.billingPeriodEnd),
    ...present('expiresOn', m.expiresOn),
    paymentFailure: m.paymentFailure,
    ...present('welcomeUrl', m.welcomeUrl),
    ...present('contentUrl', m.contentUrl),
  };
}

export function toMemberInfo(
  member: typeof CurrentMember.TYPE,
  fields: readonly (typeof CustomField.TYPE)[],
  avatarUrl: string,
): MemberInfo {
  return {
    id: member.id,
    name: member.name,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    profileImageUrl: member.profileImageUrl ?? avatarUrl,
    memberships: member.memberships.map(toHostMembership),
    customSignupFields: fields.map((f) => ({
      id: f.id,
      type: f.type,
      required: f.required,
      value: member.customSignupFieldValues[String(f.id)] ?? null,
      ...(CHOICE_TYPES.has(f.type) ? { options: f.options.map((o) => ({ label: o.label, value: o.value })) } : {}),
    })),
  };
}
