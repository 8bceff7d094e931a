import { afterEach, describe, expect, it } from 'vitest';
import { pageConfigProblems } from '../../src/core/shell/pageConfig';
import { checkTag } from '../../src/core/access/protectionTag';
import { createTokenCookies } from '../../src/state/tokenCookies';

/** Issue 11, bad input: the pure checks behind the logged errors of test/browser/bad-input.spec.ts. */
describe('page settings on window.MemberSpace', () => {
  it('a well-formed install, with what the loader and host API add, has no problem', () => {
    const ms = {
      subdomain: 'demo',
      env: 'fixture',
      logging: ['CORE'],
      cookieDomain: 'x.test',
      afterLoginUrl: '/a',
      __loader: 1,
      build: '0123456789',
      ready: false,
      loadError: undefined,
      getMemberInfo: () => null,
    };
    expect(pageConfigProblems(ms)).toEqual([]);
    expect(pageConfigProblems({ subdomain: 'demo', logging: true })).toEqual([]);
    expect(pageConfigProblems({ subdomain: 'demo', logging: 'CORE,DOM' })).toEqual([]);
  });
  it('each wrong type is an ERROR naming the key, what it must be and what it was', () => {
    expect(
      pageConfigProblems({ subdomain: 42, cookieDomain: null, afterLoginUrl: {}, logging: [1], onReady: 'x' }).map((p) => `${p.level} ${p.message}`),
    ).toEqual([
      'ERROR Page setting MemberSpace.subdomain must be a string, not number: ignored',
      'ERROR Page setting MemberSpace.cookieDomain must be a string, not null: ignored',
      'ERROR Page setting MemberSpace.afterLoginUrl must be a string, not object: ignored',
      'ERROR Page setting MemberSpace.logging must be true, a topic list string or an array of topics, not an array: ignored',
      'ERROR Page setting MemberSpace.onReady must be an array (legacy, not supported), not string: ignored',
    ]);
  });
  it('member button offsets: the documented shape passes, anything else is an ERROR (issue 37)', () => {
    expect(pageConfigProblems({ subdomain: 'demo', memberButtonOffsets: { phone: { y: 90 } } })).toEqual([]);
    expect(pageConfigProblems({ subdomain: 'demo', memberButtonOffsets: { phone: { y: '90px' } } }).map((p) => `${p.level} ${p.message}`)).toEqual([
      'ERROR Page setting MemberSpace.memberButtonOffsets must be { desktop?: { x?, y? }, phone?: { x?, y? } } in px from 0 to 2000, not object: ignored',
    ]);
  });
  it('an unknown key is a WARN (a typo, most often)', () => {
    expect(pageConfigProblems({ subdomain: 'demo', subdomian: 'demo', __proto__x: 1 })).toEqual([
      { level: 'WARN', message: 'Unknown page setting MemberSpace.subdomian: ignored' },
      { level: 'WARN', message: 'Unknown page setting MemberSpace.__proto__x: ignored' },
    ]);
  });
  it("a key named like one of every object's own (toString, constructor) is unknown too, never a crash", () => {
    expect(pageConfigProblems({ subdomain: 'demo', toString: 'x', constructor: 1 }).map((p) => p.message)).toEqual([
      'Unknown page setting MemberSpace.toString: ignored',
      'Unknown page setting MemberSpace.constructor: ignored',
    ]);
  });
});

describe('the page-protection tag: why it was ignored (part 1 §5)', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const tag = (over: Partial<{ reason: string | null; tokenId: string | null; time: string | null }> = {}) => ({
    reason: 'token_stale',
    tokenId: 't1',
    time: '2026-11-25T12:01:00Z',
    ...over,
  });
  it('no tag: nothing to say; a good tag counts', () => {
    expect(checkTag([], now)).toEqual({ tag: null, ignored: null });
    expect(checkTag([tag()], now)).toEqual({ tag: { tokenId: 't1', reason: 'token_stale', time: now + 60_000 }, ignored: null });
  });
  it.each([
    [[tag(), tag()], 'Page-protection tag ignored: 2 tags on the page'],
    [[tag({ time: 'garbage' })], 'Page-protection tag ignored: its time "garbage" is not a date'],
    [[tag({ time: null })], 'Page-protection tag ignored: its time "" is not a date'],
    [[tag({ time: '2026-11-25T11:54:00Z' })], 'Page-protection tag ignored: its time is more than 5 minutes from this clock'],
    [[tag({ reason: '<script>' })], 'Page-protection tag ignored: unknown reason "<script>"'],
    [[tag({ reason: null })], 'Page-protection tag ignored: unknown reason ""'],
  ])('%#: %s', (tags, message) => expect(checkTag(tags, now)).toEqual({ tag: null, ignored: message }));
});

describe('token cookies that do not hold tokens', () => {
  afterEach(() => {
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
  const reader = () => {
    const reports: string[] = [];
    return {
      cookies: createTokenCookies(
        'demo',
        () => null,
        () => reports.push('malformed'),
      ),
      reports,
    };
  };
  it.each([
    ['garbage', ['ms_token_demo.0=garbage%%%']],
    ['wrong shape', [`ms_token_demo.0=${encodeURIComponent(JSON.stringify({ accessToken: 1 }))}`]],
    ['a gap', ['ms_token_demo.0=%7B%22a', 'ms_token_demo.2=x']],
    ['an orphan chunk', ['ms_token_demo.1=x']],
  ])('%s: reported once, removed, read as no session', (_what, chunks) => {
    for (const c of chunks) document.cookie = `${c}; path=/`;
    const { cookies, reports } = reader();
    expect(cookies.read()).toBeNull();
    expect(reports).toEqual(['malformed']);
    expect(document.cookie).not.toContain('ms_token_demo');
    expect(cookies.read()).toBeNull();
    expect(reports).toEqual(['malformed']); // gone: not reported again
  });
  it('no cookie is no problem; good tokens are read back', () => {
    const { cookies, reports } = reader();
    expect(cookies.read()).toBeNull();
    const tokens = { accessToken: 'a.b.c', refreshToken: 'r', expiresAt: 1 };
    cookies.write(tokens);
    expect(cookies.read()).toEqual(tokens);
    expect(reports).toEqual([]);
  });
});
