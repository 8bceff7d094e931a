import { COOKIE_DAYS, TOKEN_COOKIE_CHUNK } from '../bootConstants';

/** Writing the token cookies (part 1 §9): chunks of 3996 characters, 30 days, secure, lax same-site; their reading is cookieRead.ts. Pure string work. */
export function chunk(value: string, size = TOKEN_COOKIE_CHUNK): string[] {
  const parts: string[] = [];
  for (let i = 0; i < value.length; i += size) parts.push(value.slice(i, i + size));
  return parts.length ? parts : [''];
}

export interface CookieOptions {
  domain: string | null;
  secure: boolean;
  /** 0 removes the cookie. */
  maxAgeDays?: number;
}

/** `value` must already be cookie-safe (see encodeChunks): chunks are cut from the encoded text. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.round((options.maxAgeDays ?? COOKIE_DAYS) * 86_400);
  return [
    `${name}=${value}`,
    'Path=/',
    // Removal by a date in the past: some cookie jars keep a Max-Age=0 cookie until the clock ticks.
    maxAge > 0 ? `Max-Age=${maxAge}` : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Encodes a value and cuts it into cookie-sized chunks. */
export const encodeChunks = (value: string, size = TOKEN_COOKIE_CHUNK): string[] => chunk(encodeURIComponent(value), size);

/**
 * Every domain a cookie of this page may have been set on (the host-only null, then `.www.example.com`,
 * `.example.com`): a removal covers them all, since an earlier setting or version may have used any of them.
 */
export function cookieDomainsOf(hostname: string): (string | null)[] {
  const labels = hostname.toLowerCase().split('.');
  const parents = labels.slice(0, -1).map((_, i) => `.${labels.slice(i).join('.')}`);
  return [null, ...parents];
}

/**
 * The cross-subdomain cookie domain: `.example.com` when the host provides `example.com` and the page is on it
 * or one of its subdomains; otherwise null (a host-only cookie).
 */
export function cookieDomainFor(hostname: string, provided: string | null | undefined): string | null {
  const domain = provided?.trim().toLowerCase().replace(/^\./, '');
  if (!domain || !domain.includes('.')) return null;
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? `.${domain}` : null;
}
