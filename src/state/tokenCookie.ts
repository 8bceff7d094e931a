import { chunkNames, joinChunks, parseCookies } from '../core/signin/cookieRead';
import { isTokens, type Tokens } from '../core/signin/token';

/** The session's cookie (part 1 §9): one JSON value split into `ms_token_{site}.N` chunks. */
export const tokenCookieName = (subdomain: string): string => `ms_token_${subdomain}`;

/**
 * What this site's token cookie holds, only read: the tokens; 'malformed' for chunks of ours that do not hold them (a
 * gap, bad percent-encoding, no JSON, another shape); null when there is none. The boot path's read, which decides
 * whether the session's chunk is needed at all: reporting and removing a malformed cookie is that chunk's
 * (state/tokenCookies.ts).
 */
export function peekTokenCookie(subdomain: string): Tokens | 'malformed' | null {
  const name = tokenCookieName(subdomain);
  const jar = parseCookies(document.cookie);
  if (!chunkNames(jar, name).length) return null;
  const joined = joinChunks(jar, name);
  try {
    const value: unknown = joined === null ? null : JSON.parse(joined);
    if (isTokens(value)) return value;
  } catch {
    // not JSON: malformed, below
  }
  return 'malformed';
}
