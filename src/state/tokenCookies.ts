import { chunkNames, parseCookies } from '../core/signin/cookieRead';
import { cookieDomainsOf, encodeChunks, serializeCookie } from '../core/signin/cookies';
import type { Tokens } from '../core/signin/token';
import { stringify } from '../core/util/json';
import { peekTokenCookie, tokenCookieName } from './tokenCookie';

/**
 * The session's tokens in first-party cookies (part 1 §9), so a host's server can read them and a reload
 * restores the session without waiting for IndexedDB. One JSON value split into `ms_token_{site}.N` chunks.
 * `domain` is the cross-subdomain domain the host page asked for, or null (host-only).
 */
export function createTokenCookies(subdomain: string, domain: () => string | null, onMalformed: () => void = () => undefined) {
  const name = tokenCookieName(subdomain);
  // A Secure cookie set from a non-secure page is dropped, which would silently lose the session.
  const secure = () => (typeof isSecureContext === 'boolean' ? isSecureContext : location.protocol === 'https:');
  // Removes the host-only cookie and one on any parent domain: the domain may have changed since it was set (the
  // site config's domain was used once), and a cookie left on a parent domain would bring the session back.
  const clear = (names: string[]) => {
    const domains = [...new Set([domain(), ...cookieDomainsOf(location.hostname)])];
    for (const n of names) {
      for (const d of domains) document.cookie = serializeCookie(n, '', { domain: d, secure: secure(), maxAgeDays: 0 });
    }
  };
  return {
    /** The tokens; a cookie of ours that does not hold them (tampered, truncated) is reported and removed. */
    read(): Tokens | null {
      const found = peekTokenCookie(subdomain);
      if (found !== 'malformed') return found;
      onMalformed();
      clear(chunkNames(parseCookies(document.cookie), name));
      return null;
    },
    write(tokens: Tokens): void {
      const parts = encodeChunks(stringify(tokens));
      const stale = chunkNames(parseCookies(document.cookie), name).filter((n) => Number(n.slice(name.length + 1)) >= parts.length);
      clear(stale);
      parts.forEach((part, i) => {
        document.cookie = serializeCookie(`${name}.${i}`, part, { domain: domain(), secure: secure() });
      });
    },
    remove(): void {
      clear(chunkNames(parseCookies(document.cookie), name));
    },
    /** Whether the cookie is shared with other subdomains (then it, not this origin's storage, is the session). */
    shared: (): boolean => domain() !== null,
  };
}

export type TokenCookies = ReturnType<typeof createTokenCookies>;
