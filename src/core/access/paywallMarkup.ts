import type { Claim } from '../signin/token';
import { markerVisible, type MarkerParse } from './markers';
import { hasOwn } from '../util/guards';

/**
 * Paywall markup for search engines (docs/architecture.md "Paywall markup for search engines"): the schema.org
 * structured data that tells a crawler which parts of a page are gated, so that content the widget hides is not
 * taken for cloaking. What is gated and where the block goes are the host layer's (host/paywallMarkup.ts); the
 * rules are here.
 */

/** The class the widget puts on each gated element: search engines take class selectors only in `cssSelector`. */
export const PAYWALLED_CLASS = 'ms-paywalled';
/** Marks the JSON-LD block as the widget's own (never the page's). */
export const MARKUP_ATTR = 'data-ms-paywall-markup';

export interface PaywallPart {
  '@type': 'WebPageElement';
  isAccessibleForFree: false;
  cssSelector: string;
}

export interface PaywallJsonLd {
  '@context': 'https://schema.org';
  '@type': 'WebPage';
  isAccessibleForFree: false;
  hasPart: PaywallPart[];
}

/** A class name a `.class` selector can name without escaping. */
const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/**
 * The JSON-LD for a page whose gated elements carry `classes` (each class once; ones a plain `.class` selector
 * cannot name are left out), or null when nothing is gated: no block then.
 */
export function paywallJsonLd(classes: readonly string[]): PaywallJsonLd | null {
  const names = [...new Set(classes)].filter((c) => CLASS_NAME.test(c));
  if (!names.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    isAccessibleForFree: false,
    hasPart: names.map((name) => ({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${name}` })),
  };
}

/**
 * A visibility marker is gated when a visitor does not see it (it is behind a membership: `data-ms-hide-for`
 * content is shown to visitors and is not) and the viewer does not either. For a visitor, which is what a crawler
 * is, that is every marker behind a membership; for a member, only what stays locked to them. A marker that does
 * not parse is hidden from everyone by mistake, not by plan: it is not marked.
 */
export const gatedMarker = (parse: MarkerParse, viewer: Claim | null): boolean =>
  parse.ok && !markerVisible(parse.marker, null) && !markerVisible(parse.marker, viewer);

/**
 * The elements to mark: the whole page when it is refused (its body; nothing inside it, since the markup must not
 * nest gated parts), else the gated sections that are not inside another gated section. `inside(a, b)`: a is
 * within b.
 */
export function gatedElements<T>(page: T | null, sections: readonly T[], inside: (a: T, b: T) => boolean): T[] {
  if (page !== null) return [page];
  return sections.filter((s) => !sections.some((other) => other !== s && inside(s, other)));
}

/** The most nodes of one of the page's JSON-LD blocks looked at: a huge block is not worth a long task. */
const NODE_BUDGET = 5000;

/**
 * Whether the page's own JSON-LD blocks (their texts) already say whether the page is free to access
 * (`isAccessibleForFree`, at any depth: a node, an `@graph`, an array of nodes). The owner then marks their paywall
 * themselves, and the widget adds nothing that could contradict it. A block that does not parse says nothing.
 */
export function declaresAccess(blocks: readonly (string | null)[]): boolean {
  for (const text of blocks) {
    let data: unknown;
    try {
      data = JSON.parse(text ?? '');
    } catch {
      continue;
    }
    const stack: unknown[] = [data];
    for (let seen = 0; stack.length && seen < NODE_BUDGET; seen++) {
      const node = stack.pop();
      if (typeof node !== 'object' || node === null) continue;
      if (!Array.isArray(node) && hasOwn(node, 'isAccessibleForFree')) return true;
      // One by one, not spread: a block with a huge array must not overflow the call stack.
      for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) stack.push(value);
    }
  }
  return false;
}
