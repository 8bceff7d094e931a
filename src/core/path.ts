/** A host path as rules compare it (part 1 §5): lowercased, repeated slashes collapsed, no trailing slash. */
export function normalisePath(path: string): string {
  const collapsed = path.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** The path of a link as the page would follow it; null for another origin or an unparsable URL. */
export function sameOriginPath(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? url.pathname : null;
  } catch {
    return null;
  }
}
