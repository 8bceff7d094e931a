import { resolveOnPage } from './path';

/**
 * URLs that come from the API or the site config (menu items, plans' content and welcome pages, redirect
 * settings, content results) are only ever followed, linked or framed when they are web addresses: http(s), or
 * relative ones resolved against the page. A javascript: URL would run in the host page's origin (an anchor's
 * href or location.assign executes it; Preact does not filter hrefs), data: and others open what no owner meant.
 */
export function isWebUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, 'https://page.invalid/').protocol);
  } catch {
    return false;
  }
}

/**
 * An href for a link: the URL when it is a web address, else none (an anchor without href goes nowhere).
 * Resolved on the page's address when given, so a <base href> on the page cannot redirect it (core/shell/path.ts).
 */
export const webHref = (url: string | null | undefined, pageHref?: string): string | undefined =>
  url && isWebUrl(url) ? (pageHref ? resolveOnPage(url, pageHref) : url) : undefined;
