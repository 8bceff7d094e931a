import { pageKnowledge } from './cloak';
import type { PageKnowledge } from './availability';
import { cloakPaths, pathShape } from './rules';

/**
 * What the loader may conclude from the config's raw answer on a first visit, before the widget has validated it
 * (docs/architecture.md "A first visit decided from the config"): `none` only when the answer plainly has the
 * config's own shape and its protected pages clearly leave this path out; `known` when one covers it; `unknown`
 * (doubt: the widget decides) for anything else, such as an error, another shape or a malformed entry.
 * It reads the rules' paths exactly as page protection does (pathShape, then the cloak's list), so a page it shows is a page
 * the widget's rule match leaves unprotected too.
 */
export function knowledgeFromAnswer(json: unknown, hostPath: string): PageKnowledge {
  const config = json as Record<string, unknown> | null;
  // The config's required fields: a normalised { entities, result } payload, an error body or null has neither.
  if (typeof config?.siteId !== 'number' || typeof config.subdomain !== 'string') return 'unknown';
  // The contract defaults a missing list to none; null or anything else fails it, and the widget decides.
  const pages = config.protectedPages === undefined ? [] : config.protectedPages;
  if (!Array.isArray(pages)) return 'unknown';
  if (!pages.every((p) => typeof p?.path === 'string')) return 'unknown';
  return pageKnowledge(cloakPaths(pages.map((p: { path: string }) => pathShape(p.path))), hostPath);
}
