import type { Claim } from '../signin/token';

/** The membership part of a protection rule (part 1 §3); drip gates are checked apart. */
export interface AccessRule {
  authenticatedUsers: boolean;
  freeMemberships: boolean;
  paidMemberships: boolean;
  planIds: readonly number[];
  publicPlanIds: readonly string[];
}

/**
 * Whether a rule names a public plan id. Public ids compare without regard to case on both sides: a marker's
 * value is lower-cased (part 1 §5) while the claim and the config keep the server's spelling ('VIP2024').
 */
export const namesPublicPlan = (rule: Pick<AccessRule, 'publicPlanIds'>, publicPlanId: string): boolean => {
  const id = publicPlanId.toLowerCase();
  return rule.publicPlanIds.some((p) => p.toLowerCase() === id);
};

export const isUnprotected = (rule: AccessRule): boolean =>
  !rule.authenticatedUsers && !rule.freeMemberships && !rule.paidMemberships && !rule.planIds.length && !rule.publicPlanIds.length;

/**
 * Whether the viewer passes a rule's membership conditions (part 1 §4 access decision): unprotected, or
 * signed in for an authenticated-users rule, or a free or paid holder for those rules, or holding a matching
 * active membership. `claim` is null for a visitor.
 */
export function userPasses(rule: AccessRule, claim: Claim | null): boolean {
  if (isUnprotected(rule)) return true;
  if (!claim) return false;
  if (rule.authenticatedUsers) return true;
  if (rule.freeMemberships && claim.hasActiveFreeMembership) return true;
  if (rule.paidMemberships && claim.hasActivePaidMembership) return true;
  return claim.activeMemberships.some((m) => rule.planIds.includes(m.planId) || namesPublicPlan(rule, m.publicPlanId));
}
