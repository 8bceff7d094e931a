import { namesPublicPlan, userPasses } from './access';
import { dripGate } from './drip';
import type { ProtectionMode } from './protectionMode';
import type { RejectionTag } from './protectionTag';
import type { ProtectionRule } from './rules';
import type { Route } from '../shell/screens';
import type { Claim } from '../signin/token';

export interface PageDecisionInput {
  /** The rule protecting the page, or null. */
  rule: ProtectionRule | null;
  /** The viewer's token claim, null for a visitor. */
  claim: Claim | null;
  /** The page's valid page-protection tag, or null. */
  tag: RejectionTag | null;
  /** The session changed since the page was rendered: the tag's refusal was for someone else. */
  viewerChanged?: boolean;
  now: number;
}

/** When each of the viewer's live memberships that count for the rule began (the drip basis). */
function memberSince(rule: ProtectionRule, claim: Claim | null): number[] {
  if (!claim) return [];
  const counts = (m: Claim['activeMemberships'][number]) =>
    rule.authenticatedUsers ||
    rule.planIds.includes(m.planId) ||
    namesPublicPlan(rule, m.publicPlanId) ||
    (rule.freeMemberships && m.type === 'free') ||
    (rule.paidMemberships && m.type !== 'free');
  return claim.activeMemberships
    .filter(counts)
    .map((m) => Date.parse(m.createdAt))
    .filter((ms) => !Number.isNaN(ms));
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export interface PageDecision {
  mode: ProtectionMode;
  /** The screen the mode sends the visitor to (part 1 §4 redirects by mode); null when off. */
  route: Route | null;
}

/**
 * The page protection mode (part 1 §4): not permitted when the viewer fails the rule; not yet available while
 * a start date or the drip wait is ahead; no longer available after the end date; rejection-tag retry when
 * everything passes but the server refused the page anyway; off otherwise.
 * Two cases the spec leaves open: a visitor on a page the server refused as not_authenticated is shown the
 * log-in offer (not permitted), since a retry cannot change a visitor's answer; and a refusal made for another
 * session than the one there is now (a login on the page) goes to the retry, whose reload lets the server judge it
 * for this one.
 */
export function decidePage({ rule, claim, tag, viewerChanged = false, now }: PageDecisionInput): PageDecision {
  if (rule) {
    if (!userPasses(rule, claim)) return { mode: 'NOT_PERMITTED', route: { name: 'contentAccessDenied' } };
    const gate = dripGate(rule, memberSince(rule, claim), now);
    if (gate.kind !== 'open') {
      const drip = gate.kind === 'notYet' ? gate.days : null;
      const route: Route = { name: 'outsideViewingWindow', from: iso(gate.from), to: iso(gate.to), drip };
      return { mode: gate.kind === 'notYet' ? 'NOT_YET_AVAILABLE' : 'NO_LONGER_AVAILABLE', route };
    }
  }
  if (!tag) return { mode: 'OFF', route: null };
  if (viewerChanged) return { mode: 'REJECTION_TAG_RETRY', route: { name: 'rejectionTagRetry' } };
  if (!claim && tag.reason === 'not_authenticated') return { mode: 'NOT_PERMITTED', route: { name: 'contentAccessDenied' } };
  return { mode: 'REJECTION_TAG_RETRY', route: { name: 'rejectionTagRetry' } };
}

/** Screens a page protection mode opens: when protection turns off (a login), they give way to idle. */
export const PROTECTION_SCREENS: readonly Route['name'][] = ['contentAccessDenied', 'outsideViewingWindow', 'rejectionTagRetry'];
