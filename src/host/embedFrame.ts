import { embedPathOf } from '../core/shell/embedPath';

/**
 * What the widget does on a page that is itself an embed's frame (its location is a /member/ path and it runs
 * inside a frame):
 * - `replaced`: the frame's parent is a page of this site with the widget (its snippet's `MemberSpace` object),
 *   which replaces the frame with an inline embed (ui/embeds/uiEmbeds.ts) and cancels its load; this copy stands down
 *   so no second widget boots (no API call, no member button) while it races the parent's.
 * - `{ path }`: the parent is another site, or a page without the widget: nobody replaces the frame, so this page
 *   shows the embedded UI for its path, full page.
 * - null: not an embed's frame (a top-level /member/ page is a link the widget failed to intercept).
 */
export function frameEmbed(): 'replaced' | { path: string } | null {
  try {
    if (window.parent === window) return null;
    const path = embedPathOf(location.href, location.href);
    if (path === null) return null;
    // frameElement is null when the parent is another origin, and reading it never throws.
    const parent = window.frameElement ? (window.parent as unknown as { MemberSpace?: unknown }) : null;
    return parent?.MemberSpace ? 'replaced' : { path };
  } catch {
    return null; // a browser that throws on a cross-origin parent: behave as on any page
  }
}
