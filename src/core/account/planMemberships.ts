import type { Membership } from '../../contract/member';
import type { Plan } from '../../contract/plans';
import { isLive } from '../access/membershipStatus';

type MembershipData = typeof Membership.TYPE;
type PlanData = typeof Plan.TYPE;

/**
 * What the member holds of the site's plans, without any words: joining reads these as the account does, and a
 * visitor who joins downloads none of the account's rows and labels (accountRows.ts).
 */

/**
 * Where 'Access Content' goes: the plan's content URL, else its welcome URL (the page shown once after
 * joining), else nowhere (no link).
 */
export const contentTarget = (m: Pick<MembershipData, 'contentUrl' | 'welcomeUrl'>): string | null => m.contentUrl || m.welcomeUrl || null;

/** The name of the member's membership of a plan, or null when the member's list does not have it. */
export const membershipName = (memberships: readonly Pick<MembershipData, 'publicPlanId' | 'name'>[], publicPlanId: string): string | null =>
  memberships.find((m) => m.publicPlanId === publicPlanId && m.name)?.name ?? null;

/**
 * Plans the member could join from the account page: the site's public plans (GET /plans leaves out private,
 * agency-only and disabled ones) that are enabled, open to this member (canSignUp) and not already held live.
 */
export function joinablePlans(plans: readonly PlanData[], memberships: readonly Pick<MembershipData, 'publicPlanId' | 'status'>[]): PlanData[] {
  const held = new Set(memberships.filter((m) => isLive(m.status)).map((m) => m.publicPlanId));
  return plans.filter((p) => p.enabled && p.canSignUp && !held.has(p.publicId));
}
