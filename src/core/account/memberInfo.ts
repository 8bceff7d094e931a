import type { CurrentMember, Membership } from '../../contract/member';
import type { CustomField } from '../../contract/common';
import { hasOwn } from '../util/guards';

/**
 * MemberInfo as the host docs describe it. Every documented key is always there, null when there is no value: host
 * code that tests `=== null` (as the docs' older example shows) and code that tests `== null` both work, and a key
 * never comes and goes with the data.
 */
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
  /** Null when the server keys memberships by publicPlanId only (as the spec does). */
  id: number | null;
  planId: number;
  publicPlanId: string;
  name: string;
  /** One of the plan types the contract accepts (HOST-API §2: free, one_time_payment, subscription, multi_payment). */
  type: (typeof Membership.TYPE)['type'];
  createdAt: string;
  status: string;
  cancelsOn: string | null;
  billingPeriodEnd: string | null;
  expiresOn: string | null;
  paymentFailure: boolean;
  /** On every membership, null when the plan has none (host pages read them as the docs show them). */
  welcomeUrl: string | null;
  contentUrl: string | null;
}

export interface HostCustomField {
  id: number;
  type: string;
  required: boolean;
  value: unknown;
  options?: { label: string; value: string }[];
}

const CHOICE_TYPES = new Set(['select', 'dropdown', 'multiple-select', 'radio']);
/** The docs' type names (HOST-API §4): a single-choice field is 'select', whatever name the server uses. */
const DOCS_TYPES: Readonly<Record<string, string>> = { dropdown: 'select' };
const docsType = (type: string): string => (hasOwn(DOCS_TYPES, type) ? DOCS_TYPES[type]! : type);

/** A membership as host pages see it (HOST-API §4); the conversion event carries the same shape (§2). */
export function toHostMembership(m: typeof Membership.TYPE): HostMembership {
  return {
    id: m.id ?? null,
    planId: m.planId,
    publicPlanId: m.publicPlanId,
    name: m.name,
    type: m.type,
    createdAt: m.createdAt,
    status: m.status,
    cancelsOn: m.cancelsOn ?? null,
    billingPeriodEnd: m.billingPeriodEnd ?? null,
    expiresOn: m.expiresOn ?? null,
    paymentFailure: m.paymentFailure,
    welcomeUrl: m.welcomeUrl ?? null,
    contentUrl: m.contentUrl ?? null,
  };
}

export function toMemberInfo(member: typeof CurrentMember.TYPE, fields: readonly (typeof CustomField.TYPE)[], avatarUrl: string): MemberInfo {
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
      type: docsType(f.type),
      required: f.required,
      value: member.customSignupFieldValues[String(f.id)] ?? null,
      // The spec names only an option's value: its label falls back to it, as the forms show it.
      ...(CHOICE_TYPES.has(f.type) ? { options: f.options.map((o) => ({ label: o.label || o.value, value: o.value })) } : {}),
    })),
  };
}
