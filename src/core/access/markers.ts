import { userPasses, type AccessRule } from './access';
import { HIDE_FOR_ATTR, SHOW_FOR_ATTR } from '../shell/hostAttributes';
import type { Claim } from '../signin/token';

/**
 * Visibility markers / direct content protection (part 1 §3 "show-for and hide-for; audiences auth, free,
 * paid, plan", §5 "direct content protection attribute"). Markup (fixtures/site/README.md):
 * `data-ms-show-for="auth"`, `"free, paid"`, `"(sub01, 1003)"`; `data-ms-hide-for` negates. The host layer
 * shows or hides each element through the loader's cloak (core/access/cloak.ts MARKER_CLOAK_CSS, MARKER_VISIBLE_ATTR).
 */

export interface Marker {
  rule: AccessRule;
  /** hide-for: the element hides when the rule is satisfied. */
  negate: boolean;
}

export type MarkerParse = { ok: true; marker: Marker } | { ok: false; error: string };

const KEYWORDS = new Map([
  ['auth', 'authenticatedUsers'],
  ['free', 'freeMemberships'],
  ['paid', 'paidMemberships'],
] as const);
/** A plan id inside the parentheses: digits are a planId, anything else word-like a publicPlanId. */
const PLAN = /^[a-z0-9_-]+$/;
const SEPARATORS = /[\s,]+/;

/** Parses one attribute value (already known to be the only one on the element). */
export function parseRule(value: string): { ok: true; rule: AccessRule } | { ok: false; error: string } {
  const rule = { authenticatedUsers: false, freeMemberships: false, paidMemberships: false, planIds: [] as number[], publicPlanIds: [] as string[] };
  // Plan lists first: "(a, b)" groups, which may sit anywhere among the keywords.
  const lists: string[] = [];
  const rest = value.toLowerCase().replace(/\(([^()]*)\)/g, (_all, inner: string) => {
    lists.push(inner);
    return ' ';
  });
  if (/[()]/.test(rest)) return { ok: false, error: 'unbalanced parentheses' };
  for (const list of lists) {
    const plans = list.split(SEPARATORS).filter(Boolean);
    if (!plans.length) return { ok: false, error: 'empty plan list' };
    for (const plan of plans) {
      if (!PLAN.test(plan)) return { ok: false, error: `invalid plan id "${plan}"` };
      if (/^\d+$/.test(plan)) rule.planIds.push(Number(plan));
      else rule.publicPlanIds.push(plan);
    }
  }
  for (const word of rest.split(SEPARATORS).filter(Boolean)) {
    const flag = KEYWORDS.get(word as 'auth');
    if (!flag) return { ok: false, error: `unknown keyword "${word}"` };
    rule[flag] = true;
  }
  if (!rule.authenticatedUsers && !rule.freeMemberships && !rule.paidMemberships && !lists.length) {
    return { ok: false, error: 'empty rule' };
  }
  return { ok: true, rule };
}

/**
 * An element's marker from its two attribute values (null: attribute absent). Exactly one must be present
 * (part 1 §5): both, or a rule that says nothing, is a parse error.
 */
export function parseMarker(showFor: string | null, hideFor: string | null): MarkerParse {
  if (showFor !== null && hideFor !== null) return { ok: false, error: `both ${SHOW_FOR_ATTR} and ${HIDE_FOR_ATTR}` };
  const value = showFor ?? hideFor;
  if (value === null) return { ok: false, error: `neither ${SHOW_FOR_ATTR} nor ${HIDE_FOR_ATTR}` };
  const parsed = parseRule(value);
  return parsed.ok ? { ok: true, marker: { rule: parsed.rule, negate: hideFor !== null } } : parsed;
}

/** Whether the viewer sees a marked element (part 1 §4 access decision; hide-for negates). `claim` null: a visitor. */
export const markerVisible = (marker: Marker, claim: Claim | null): boolean => userPasses(marker.rule, claim) !== marker.negate;
