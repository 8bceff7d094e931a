import type { AccessRule } from './access';
import { normalisePath, wildcardCovers } from '../shell/path';

/** A protected page as configured (the site config's protectedPages entries). */
export interface ProtectedPageInput extends AccessRule {
  id: number;
  path: string;
  daysUntilDrip?: number | null | undefined;
  dripStart?: string | null | undefined;
  dripEnd?: string | null | undefined;
  resourceId?: string | null | undefined;
}

/** A protection rule (part 1 §3) with its derived fields; drip dates as epoch ms (null when unset or unreadable). */
export interface ProtectionRule extends AccessRule {
  id: number;
  path: string;
  /** Lowercased, repeated slashes collapsed; exact: no trailing slash; wildcard: the part before the '*'. */
  preprocessedPath: string;
  isValid: boolean;
  isWildcard: boolean;
  daysUntilDrip: number | null;
  dripStart: number | null;
  dripEnd: number | null;
  resourceId: string | null;
}

const epoch = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** How a rule's path reads (below): what the loader needs of a rule, too (core/access/firstVisit.ts). */
export type PathShape = Pick<ProtectionRule, 'preprocessedPath' | 'isValid' | 'isWildcard'>;

export function pathShape(path: string): PathShape {
  const raw = normalisePath(path.trim());
  const isWildcard = raw.endsWith('*');
  // '/courses/*' keeps its slash ('/courses/'), so it covers the lessons and not the '/courses' catalogue.
  const preprocessedPath = isWildcard ? raw.slice(0, -1) : raw;
  return { preprocessedPath, isWildcard, isValid: preprocessedPath.startsWith('/') && preprocessedPath !== '/' && !preprocessedPath.includes('*') };
}

/**
 * Derives a rule from a protected page (part 1 §3): the path is lowercased and its slashes collapsed; a
 * trailing '*' makes it a wildcard; '/' and '/*' (the whole site) are invalid, as is an empty path.
 */
export function toRule(page: ProtectedPageInput): ProtectionRule {
  return {
    id: page.id,
    path: page.path,
    ...pathShape(page.path),
    authenticatedUsers: page.authenticatedUsers,
    freeMemberships: page.freeMemberships,
    paidMemberships: page.paidMemberships,
    planIds: page.planIds,
    publicPlanIds: page.publicPlanIds,
    daysUntilDrip: typeof page.daysUntilDrip === 'number' && page.daysUntilDrip > 0 ? page.daysUntilDrip : null,
    dripStart: epoch(page.dripStart),
    dripEnd: epoch(page.dripEnd),
    resourceId: page.resourceId ?? null,
  };
}

/**
 * The rule protecting a host path (part 1 §5): only valid rules count; an exact rule beats any wildcard; among
 * wildcards covering the path the longest wins. The host path is normalised as the rules are.
 */
export function matchRule(hostPath: string, rules: readonly ProtectionRule[]): ProtectionRule | null {
  const path = normalisePath(hostPath);
  let best: ProtectionRule | null = null;
  for (const rule of rules) {
    if (!rule.isValid) continue;
    if (!rule.isWildcard) {
      if (rule.preprocessedPath === path) return rule;
    } else if (wildcardCovers(rule.preprocessedPath, path) && (!best || rule.preprocessedPath.length > best.preprocessedPath.length)) {
      best = rule;
    }
  }
  return best;
}

/**
 * The compact form the loader checks before the page paints (no-flash cloak): valid rules' paths, wildcards
 * with their trailing '*'. Kept next to matchRule so both read rules the same way.
 */
export const cloakPaths = (rules: readonly PathShape[]): string[] =>
  rules.filter((r) => r.isValid).map((r) => (r.isWildcard ? `${r.preprocessedPath}*` : r.preprocessedPath));
