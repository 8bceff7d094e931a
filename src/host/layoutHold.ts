import { SETTLED_ATTR } from '../core/access/cloak';

/**
 * Ends the cloak's layout hold (core/access/cloak.ts MARKER_CLOAK_CSS; docs/architecture.md "No layout shift"): the
 * widget's first decisions on the page are made (or it cannot make them). For good: what a page adds later (a
 * single-page app's next view) never hides it again.
 */
export function settleLayout(): void {
  document.documentElement.setAttribute(SETTLED_ATTR, '');
}
