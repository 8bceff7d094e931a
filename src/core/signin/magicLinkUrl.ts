/**
 * The member paths whose last part is a one-time token (part 1 §2: `/member/{email-change, password-reset,
 * registration-approved, invitation-accept}/{id}/{magicToken}`): of the paths the link parser knows
 * (core/shell/hostLinks.ts), exactly those with a one-hyphen name and two parts after it. Matched without the
 * parser, which would take the loader that runs this past its 2 KB; a unit test keeps the two in agreement.
 */
const MAGIC_LINK = /^\/*member\/+[a-z]+-[a-z]+(\/+[^/]+){2}\/*$/;

/**
 * A magic link opened by `?msopen=/member/…/{magicToken}` (e-mails link that way) would leave its token in the
 * address bar, the history, the Referer of the next page and every page script's view of location (analytics,
 * error loggers). The loader takes it out at once (host/msopen.ts): this removes a magic link's `msopen` from `url`
 * and returns it, or returns null and leaves `url` as it was (other tasks keep theirs: a reload reopens them).
 */
export function takeMagicLink(url: URL): string | null {
  const query = url.searchParams;
  const msopen = query.get('msopen');
  return MAGIC_LINK.test(msopen!) ? (query.delete('msopen'), msopen) : null; // null tests as "null": no match
}

/** `takeMagicLink` on an address: the link's `msopen` and the address without it, or null. */
export function magicLinkIn(href: string): { msopen: string; clean: string } | null {
  const url = new URL(href);
  const msopen = takeMagicLink(url);
  return msopen ? { msopen, clean: url.href } : null;
}
