import { describe, expect, it } from 'vitest';
import { chunk, cookieDomainFor, cookieDomainsOf, encodeChunks, serializeCookie } from '../../src/core/signin/cookies';
import { chunkNames, joinChunks, parseCookies } from '../../src/core/signin/cookieRead';
import { COOKIE_DAYS, TOKEN_COOKIE_CHUNK } from '../../src/core/constants';

describe('token cookies (part 1 §9)', () => {
  it('chunks at 3996 characters', () => {
    expect(TOKEN_COOKIE_CHUNK).toBe(3996);
    const parts = chunk('x'.repeat(9000));
    expect(parts.map((p) => p.length)).toEqual([3996, 3996, 1008]);
  });
  it('lasts 30 days, secure, lax same-site, on the given domain', () => {
    expect(COOKIE_DAYS).toBe(30);
    expect(serializeCookie('a.0', 'v', { domain: '.example.com', secure: true })).toBe(
      'a.0=v; Path=/; Max-Age=2592000; Domain=.example.com; SameSite=Lax; Secure',
    );
    expect(serializeCookie('a.0', '', { domain: null, secure: false, maxAgeDays: 0 })).toBe(
      'a.0=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });
  it('round-trips a value through encoded chunks, even when a chunk ends inside an escape', () => {
    const value = JSON.stringify({ a: 'é"'.repeat(3000) });
    const parts = encodeChunks(value, 100);
    const jar = new Map(parts.map((p, i) => [`t.${i}`, p]));
    expect(joinChunks(jar, 't')).toBe(value);
    expect(joinChunks(new Map(), 't')).toBeNull();
    expect(
      chunkNames(
        new Map([
          ['t.0', ''],
          ['t.12', ''],
          ['t.x', ''],
          ['other.0', ''],
        ]),
        't',
      ),
    ).toEqual(['t.0', 't.12']);
  });
  it('reads raw values from document.cookie', () => {
    expect(parseCookies('a=1; b.0=%7B; junk; c= x ')).toEqual(
      new Map([
        ['a', '1'],
        ['b.0', '%7B'],
        ['c', 'x'],
      ]),
    );
  });
  it("uses the host's cross-subdomain domain only when the page is on it", () => {
    expect(cookieDomainFor('www.example.com', 'example.com')).toBe('.example.com');
    expect(cookieDomainFor('example.com', '.Example.com')).toBe('.example.com');
    expect(cookieDomainFor('evil.test', 'example.com')).toBeNull();
    expect(cookieDomainFor('notexample.com', 'example.com')).toBeNull();
    expect(cookieDomainFor('localhost', 'localhost')).toBeNull();
    expect(cookieDomainFor('www.example.com', null)).toBeNull();
  });
  it('removes a cookie from every domain it may have been set on', () => {
    expect(cookieDomainsOf('www.Example.com')).toEqual([null, '.www.example.com', '.example.com']);
    expect(cookieDomainsOf('localhost')).toEqual([null]);
  });
});
