/** A host path as rules compare it (part 1 §5): lowercased, repeated slashes collapsed, no trailing slash. */
export function normalisePath(path: string): string {
  const collapsed = path.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/**
 * Whether a wildcard's path (what comes before its '*', normalised) covers a page path: the page path starts
 * with it and is longer (part 1 §5). The one wildcard rule of protection rules and of the loader's cloak.
 */
export const wildcardCovers = (wildcardPath: string, path: string): boolean => path !== wildcardPath && path.startsWith(wildcardPath);

/** The path of a link as the page would follow it; null for another origin or an unparsable URL. */
export function sameOriginPath(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * A URL of the site as the address bar would take it: resolved against the page's own address, never the
 * document's base URL. A page's <base href> may name another path or origin, and both the assign() of location and the
 * links in our shadow root resolve against it, sending a member to '/' of the site's asset CDN. Unparsable: as is.
 */
export function resolveOnPage(url: string, pageHref: string): string {
  try {
    return new URL(url, pageHref).href;
  } catch {
    return url;
  }
}
