import { create } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../src/app/runtime';
import { SiteConfig } from '../../src/contract/site';
import { createLogger } from '../../src/core/util/logger';
import { initialQuery } from '../../src/core/util/query';
import { createPersistence } from '../../src/state/persist';
import { configQuery, memberQuery, rehydration, tokens } from '../../src/state/store';
import { fixtureSettings } from './fixtureSettings';
import { accessTokenFor } from './jwt';

/**
 * Audit (sessions and cookies): with a cross-subdomain cookie, a logout on www must be final on shop too. shop's
 * IndexedDB still holds the tokens and its open pages still hold them in memory; neither may write the shared
 * cookie back (which logged every subdomain in again).
 */
const quietLogger = () => createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
const happy = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const pair = (refreshToken: string, member = 202) => ({ accessToken: accessTokenFor(member), refreshToken });
const hasTokenCookie = () => /ms_token_demo\.0=/.test(document.cookie);
/** What www's logout does to the shared cookie (this document stands for shop: its storage is shop's). */
const logoutOnWww = () => {
  document.cookie = 'ms_token_demo.0=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.site.test; SameSite=Lax; Secure';
};
const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    for (const domain of ['', '; Domain=.site.test']) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
};

describe('a session shared by subdomains (the host page sets MemberSpace.cookieDomain)', () => {
  beforeEach(() => {
    happy().setURL('https://shop.site.test/');
    tokens.value = null;
    memberQuery.value = initialQuery();
    configQuery.value = initialQuery();
    rehydration.value = 'NOT_REHYDRATED';
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
  });

  it('a logout on another subdomain is final here: the next page restores nothing from IndexedDB, writes no cookie back', async () => {
    const shop = createRuntime(fixtureSettings(), quietLogger(), 'site.test');
    await shop.whenRestored();
    await shop.session.accept(pair('r1'));
    await shop.flushed();
    expect(hasTokenCookie()).toBe(true);

    logoutOnWww();
    tokens.value = null;
    const next = createRuntime(fixtureSettings(), quietLogger(), 'site.test');
    await next.whenRestored();
    expect(tokens.value).toBeNull();
    expect(hasTokenCookie()).toBe(false);
    await next.flushed();
    const { values } = await createPersistence('ms:demo:').rehydrate(['tokens']);
    expect(values.tokens).toBeUndefined();
  });

  it('an open page here ends its session at its next call once the shared cookie is gone', async () => {
    const shop = createRuntime(fixtureSettings(), quietLogger(), 'site.test');
    await shop.whenRestored();
    await shop.session.accept(pair('r1'));
    logoutOnWww();
    expect(await shop.session.getToken()).toBeNull();
    expect(tokens.value).toBeNull();
    expect(hasTokenCookie()).toBe(false);
  });

  it('a page here shown again after a logout on another subdomain shows the member logged out', async () => {
    const shop = createRuntime(fixtureSettings(), quietLogger(), 'site.test');
    await shop.whenRestored();
    await shop.session.accept(pair('r1'));
    logoutOnWww();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tokens.value).toBeNull();
    expect(hasTokenCookie()).toBe(false);
  });

  it("another subdomain's renewal is taken from the shared cookie (our refresh token is spent)", async () => {
    const shop = createRuntime(fixtureSettings(), quietLogger(), 'site.test');
    await shop.whenRestored();
    await shop.session.accept(pair('r1'));
    const renewed = { ...pair('r2'), expiresAt: Date.now() + 3_600_000 };
    document.cookie = `ms_token_demo.0=${encodeURIComponent(JSON.stringify(renewed))}; Path=/; Domain=.site.test; SameSite=Lax; Secure`;
    expect(await shop.session.getToken()).toBe(renewed.accessToken);
    expect(tokens.value?.refreshToken).toBe('r2');
  });

  it("another member's login on another subdomain replaces ours here: the previous member's data goes, the new one is fetched", async () => {
    const shop = createRuntime(fixtureSettings(), quietLogger(), 'site.test');
    await shop.whenRestored();
    await shop.session.accept(pair('r1'));
    memberQuery.value = { ...initialQuery(), data: { id: 202 } as never };
    const fetched = vi.spyOn(shop.member, 'run').mockResolvedValue(undefined as never);
    const other = { ...pair('r9', 203), expiresAt: Date.now() + 3_600_000 };
    document.cookie = `ms_token_demo.0=${encodeURIComponent(JSON.stringify(other))}; Path=/; Domain=.site.test; SameSite=Lax; Secure`;
    shop.session.followShared();
    expect(shop.session.memberId()).toBe(203);
    expect(memberQuery.value.data).toBeNull();
    expect(fetched).toHaveBeenCalled();
  });
});

describe('the cookie domain (part 1 §9: cross-subdomain only when the host provides one)', () => {
  beforeEach(() => {
    happy().setURL('https://www.site.test/');
    tokens.value = null;
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    configQuery.value = initialQuery();
    clearCookies();
  });

  it("the site config's domain does not make the cookie cross-subdomain: only the page's setting does", async () => {
    configQuery.value = {
      ...initialQuery(),
      data: create({ siteId: 7, subdomain: 'demo', baseUrl: 'https://site.test', domain: 'site.test' }, SiteConfig),
    };
    const written: string[] = [];
    let owner = Object.getPrototypeOf(document);
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
    const setter = Object.getOwnPropertyDescriptor(owner, 'cookie')!.set!;
    vi.spyOn(owner, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter.call(this, value);
    });
    const runtime = createRuntime(fixtureSettings(), quietLogger(), null);
    await runtime.session.accept(pair('r1'));
    expect(written.filter((c) => c.startsWith('ms_token_demo.0=%7B'))).toEqual([expect.not.stringContaining('Domain=')]);
  });

  it('a logout also removes a cookie an earlier setting put on a parent domain', async () => {
    document.cookie = `ms_token_demo.0=${encodeURIComponent(JSON.stringify({ ...pair('r1'), expiresAt: Date.now() + 3_600_000 }))}; Path=/; Domain=.site.test; SameSite=Lax; Secure`;
    const runtime = createRuntime(fixtureSettings(), quietLogger(), null);
    await runtime.session.end();
    expect(hasTokenCookie()).toBe(false);
  });
});
