import { chunkNames, encodeChunks, joinChunks, parseCookies, serializeCookie } from '../core/cookies';
import { isTokens, type Tokens } from '../core/token';
import { stringify } from '../core/json';

/**
 * The session's tokens in first-party cookies (part 1 §9), so a host's server can read them and a reload
 * restores the session without waiting for IndexedDB. One JSON value split into `ms_token_{site}.N` chunks.
 */
export function createTokenCookies(subdomain: string, domain: () => string | null) {
  const name = `ms_token_${subdomain}`;
  // A Secure cookie set from a non-secure page is dropped, which would silently lose the session.
  const secure = () => typeof isSecureContext === 'boolean' ? isSecureContext : location.protocol === 'https:';
  // Removes both the cross-subdomain and the host-only cookie: the domain may have changed since it was set.
  const clear = (names: string[]) => {
    const domains = [...new Set([domain(), null])];
    for (const n of names) {
      for (const d of domains) document.cookie = serializeCookie(n, '', { domain: d, secure: secure(), maxAgeDays: 0 });
    }
  };
  return {
    read(): Tokens | null {
      const joined = joinChunks(parseCookies(document.cookie), name);
      if (!joined) return null;
      try {
        const value: unknown = JSON.parse(joined);
        return isTokens(value) ? value : null;
      } catch {
        return null;
      }
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
  };
}

export type TokenCookies = ReturnType<typeof createTokenCookies>;
