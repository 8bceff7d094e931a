import { beforeEach, describe, expect, it } from 'vitest';
import { createClient, type Client } from '../../src/api/client';
import { getCurrentMember } from '../../src/contract/bootCalls';
import { createLogger } from '../../src/core/util/logger';
import { initialQuery } from '../../src/core/util/query';
import { createPersistence } from '../../src/state/persist';
import { createSessionMark } from '../../src/state/sessionMark';
import { createQuery } from '../../src/state/queryRunner';
import { createSession } from '../../src/state/session';
import { memberQuery, tokens } from '../../src/state/store';
import type { TabMessage } from '../../src/state/tabs';
import { createTokenCookies } from '../../src/state/tokenCookies';

/**
 * Issue 19: a token that cannot be renewed right now never turns a member into a visitor (only a refused refresh
 * token ends the session), and a logout is final: nothing in flight when it happens (a renewal, a member answer,
 * another tab's message, an IndexedDB removal a closing tab never committed) brings the session back.
 */

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claim = JSON.stringify({ activeMemberships: [], hasActiveFreeMembership: false, hasActivePaidMembership: false });
const jwt = (sub = '5', pad = '') => `${b64url({ alg: 'HS256' })}.${b64url({ sub, iat: 0, exp: 3600, memberspace: claim, pad })}.sig`;
const error = (status: number) => ({
  status,
  message: status ? 'Server error - Please try again later or contact support.' : 'Network error.',
  fieldErrors: {},
});

type Answer = { ok: true; data: unknown; status: number } | { ok: false; error: ReturnType<typeof error> };

let prefix = 0;
function setup() {
  let t = 1_000_000;
  let release: (a: Answer) => void = () => undefined;
  let exchanges = 0;
  const client = (() => {
    exchanges++;
    return new Promise<Answer>((resolve) => (release = resolve));
  }) as unknown as Client;
  const posts: TabMessage[] = [];
  const logger = createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
  const cookies = createTokenCookies('demo', () => null);
  const persist = createPersistence(`final${++prefix}:`);
  const mark = createSessionMark('demo');
  const session = createSession({
    client: () => client,
    logger,
    cookies,
    persist,
    mark,
    tabs: () => ({ post: (m: TabMessage) => posts.push(m), close() {} }),
    now: () => t,
  });
  return {
    session,
    cookies,
    persist,
    mark,
    posts,
    exchanges: () => exchanges,
    answer: (a: Answer) => release(a),
    advance: (ms: number) => (t += ms),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  tokens.value = null;
  memberQuery.value = initialQuery();
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});

describe('a token that cannot be renewed right now (5xx, timeout, garbage) keeps the member a member', () => {
  // 408, 425 and 429 (audit: sessions and cookies) say "not now" like a 5xx, not "this refresh token is refused".
  it.each([[503], [0], [408], [425], [429]])('a renewal failing with %i: the call fails with that error, the session stays', async (status) => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000);
    const bearer = s.session.getToken();
    s.answer({ ok: false, error: error(status) });
    expect(await bearer).toEqual({ unavailable: error(status) });
    expect(tokens.value?.refreshToken).toBe('r1');
    expect(s.cookies.read()?.refreshToken).toBe('r1');
  });

  it('a renewal answering tokens that cannot be deserialized: the general error, the session stays', async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000);
    const bearer = s.session.getToken();
    s.answer({ ok: true, data: { accessToken: 'garbage', refreshToken: 'garbage' }, status: 200 });
    expect(await bearer).toMatchObject({ unavailable: { status: -1 } });
    expect(tokens.value?.refreshToken).toBe('r1');
  });

  it('inside the 10 s margin, a token that has not run out yet is still sent when its renewal fails', async () => {
    const s = setup();
    const first = { accessToken: jwt(), refreshToken: 'r1' };
    s.session.accept(first);
    s.advance(3600_000 - 5_000);
    const bearer = s.session.getToken();
    s.answer({ ok: false, error: error(503) });
    expect(await bearer).toBe(first.accessToken);
  });

  it('after a 401 (forced), a failed renewal is never answered with the refused token', async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    const bearer = s.session.getToken(true);
    s.answer({ ok: false, error: error(0) });
    expect(await bearer).toEqual({ unavailable: error(0) });
    expect(tokens.value).not.toBeNull();
  });

  it('only a refused refresh token (4xx) ends the session', async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000);
    const bearer = s.session.getToken();
    s.answer({ ok: false, error: error(401) });
    expect(await bearer).toBeNull();
    expect(tokens.value).toBeNull();
  });
});

describe('the client with a token that cannot be renewed right now', () => {
  const body = JSON.stringify({ id: 5, name: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.c', memberships: [] });
  it("sends nothing and fails with the renewal's error (never a call without a token, whose 401 would log out)", async () => {
    const sent: (string | null)[] = [];
    const client = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'demo',
      getToken: async () => ({ unavailable: error(503) }),
      fetchImpl: async (_url, init) => {
        sent.push(new Headers(init?.headers).get('Authorization'));
        return new Response(body, { status: 200 });
      },
    });
    const result = await client(getCurrentMember);
    expect(result).toEqual({ ok: false, error: error(503) });
    expect(sent).toEqual([]);
  });

  it('a 401 whose renewal fails with a network error: that error, not the 401', async () => {
    const statuses: number[] = [];
    const client = createClient({
      apiBase: 'http://api.test/api/v2',
      subdomain: 'demo',
      getToken: async (force?: boolean) => (force ? { unavailable: error(0) } : 'expired-on-the-server'),
      fetchImpl: async () => {
        statuses.push(401);
        return new Response(JSON.stringify({ error: 'Token expired' }), { status: 401 });
      },
    });
    const result = await client(getCurrentMember);
    expect(result).toEqual({ ok: false, error: error(0) });
    expect(statuses).toEqual([401]);
  });
});

describe('a logout is final', () => {
  it('a renewal in flight when the member logs out does not bring the session back (tokens, cookie, other tabs, IndexedDB)', async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000);
    const bearer = s.session.getToken();
    s.session.end();
    s.posts.length = 0;
    s.answer({ ok: true, data: { accessToken: jwt('5', 'late'), refreshToken: 'r2' }, status: 200 });
    expect(await bearer).toBeNull();
    expect(tokens.value).toBeNull();
    expect(s.cookies.read()).toBeNull();
    expect(s.posts).toEqual([]);
    await s.persist.flushed();
    expect((await s.persist.rehydrate(['tokens'])).values.tokens).toBeUndefined();
  });

  it("a renewal of ours that lands between another tab's logout and its message: the logout removes what it wrote", async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000);
    const bearer = s.session.getToken();
    // The other tab logs out: the shared cookie and mark first, then its message, which this tab takes after its renewal.
    document.cookie = 'ms_token_demo.0=; Max-Age=0; Path=/';
    s.mark.ended();
    s.answer({ ok: true, data: { accessToken: jwt('5', 'late'), refreshToken: 'r2' }, status: 200 });
    await bearer;
    expect(s.cookies.read()?.refreshToken).toBe('r2'); // written back by the renewal
    s.session.adopt(null);
    expect(tokens.value).toBeNull();
    expect(s.cookies.read()).toBeNull();
    expect(s.mark.read()).toBe('ended');
    await s.persist.flushed();
    expect((await s.persist.rehydrate(['tokens'])).values.tokens).toBeUndefined();
  });

  it('a renewal another tab announces does not log a logged-out tab back in; a login does', () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.session.end();
    const renewed = { accessToken: jwt('5', 'other-tab'), refreshToken: 'r2', expiresAt: 9e12 };
    s.session.adopt(renewed, true);
    expect(tokens.value).toBeNull();
    s.session.adopt(renewed);
    expect(tokens.value?.refreshToken).toBe('r2');
  });

  it('the renewals a tab announces say so; a login does not', async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000);
    const bearer = s.session.getToken();
    s.answer({ ok: true, data: { accessToken: jwt('5', 'new'), refreshToken: 'r2' }, status: 200 });
    await bearer;
    const announced = s.posts.flatMap((m) => (m.kind === 'tokens' ? [[m.tokens ? m.tokens.refreshToken : null, m.renewal === true]] : []));
    expect(announced).toEqual([
      ['r1', false],
      ['r2', true],
    ]);
  });

  it('IndexedDB tokens whose removal never committed (the tab closed at once) are not restored after a logout', () => {
    const s = setup();
    const stored = { accessToken: jwt(), refreshToken: 'r1', expiresAt: 9e12 };
    s.session.accept(stored);
    s.session.end();
    expect(s.session.restorePersisted(stored)).toBe(false);
    expect(tokens.value).toBeNull();
    // The next login marks the session kept: on a later page (no cookie: Safari's 7-day cap) IndexedDB serves again.
    s.session.accept(stored);
    expect(s.mark.read()).toBe('kept');
    tokens.value = null;
    expect(s.session.restorePersisted(stored)).toBe(true);
    expect(tokens.peek()?.refreshToken).toBe('r1');
  });

  it('a member answer in flight when the member logs out is dropped, not stored or shared', async () => {
    const s = setup();
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    let reply: (v: unknown) => void = () => undefined;
    const told: unknown[] = [];
    const query = createQuery(memberQuery, {
      fetch: () => new Promise((resolve) => (reply = resolve)) as never,
      staleMs: 1000,
      epoch: s.session.generation,
      onData: (data) => told.push(data),
    });
    const run = query.run();
    s.session.end();
    reply({ ok: true, data: { id: 5 }, status: 200, headers: new Headers() });
    await run;
    await settle();
    expect(memberQuery.value.data).toBeNull();
    expect(told).toEqual([]);
  });
});
