import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../src/api/client';
import { createRuntime } from '../../src/app/runtime';
import { logIn } from '../../src/state/actions';
import type { Runtime } from '../../src/state/runtimeTypes';
import { createLogger } from '../../src/core/util/logger';
import { createPersistence } from '../../src/state/persist';
import { createLazySession } from '../../src/state/lazySession';
import { createSessionMark } from '../../src/state/sessionMark';
import { rehydration, tokens } from '../../src/state/store';
import { fixtureSettings } from './fixtureSettings';
import { accessTokenFor } from './jwt';

/**
 * The session's face on the boot path (state/lazySession.ts): its code is a chunk loaded when a session is restored
 * or begins. These tests count the chunk's loads (its session made) and make it fail, as a dropped connection would.
 */
/** `failing`: how many loads fail from now on (a dropped connection, then back). */
const chunk = vi.hoisted(() => ({ loads: 0, failing: 0 }));
vi.mock('../../src/state/sessionChunk', async (original) => {
  const real = await original<typeof import('../../src/state/sessionChunk')>();
  return {
    startSession: (deps: Parameters<typeof real.startSession>[0]) => {
      chunk.loads++;
      if (chunk.failing-- > 0) throw new Error('Failed to fetch dynamically imported module');
      return real.startSession(deps);
    },
  };
});

const pair = (refreshToken: string, member = 5) => ({ accessToken: accessTokenFor(member), refreshToken });
const stored = (refreshToken: string) => ({ ...pair(refreshToken), expiresAt: Date.now() + 3_600_000 });

function setup() {
  const logger = createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
  const refused = (async () => ({ ok: false, error: { status: 401, message: 'no', fieldErrors: {} } })) as unknown as Client;
  const session = createLazySession({
    subdomain: 'demo',
    pageCookieDomain: null,
    client: () => refused,
    logger,
    persist: createPersistence('lazy:'),
    mark: createSessionMark('demo'),
    tabs: () => null,
  });
  return { session, logged: () => logger.entries().map((e) => e.message) };
}

describe("the session's chunk, loaded when a session needs it", () => {
  beforeEach(() => {
    chunk.loads = 0;
    chunk.failing = 0;
    tokens.value = null;
    localStorage.clear();
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  });

  it('a visitor: no token to send, no renewal, no shared cookie to follow, generation 0, and no chunk loaded', async () => {
    const { session } = setup();
    expect(await session.getToken()).toBeNull();
    expect(await session.getToken(true)).toBeNull();
    session.followShared();
    session.adopt(stored('r1'), true); // another tab's renewal never starts a session
    expect(session.generation()).toBe(0);
    expect(session.memberId()).toBeNull();
    expect(chunk.loads).toBe(0);
    expect(tokens.value).toBeNull();
  });

  it('a sign-in loads it; its calls then run at once, as the session itself', async () => {
    const { session } = setup();
    expect(await session.accept(pair('r1'))).toBe(true);
    expect(chunk.loads).toBe(1);
    expect(tokens.value?.refreshToken).toBe('r1');
    expect(session.memberId()).toBe(5);
    expect(session.generation()).toBe(1);
    void session.end();
    expect(tokens.value).toBeNull(); // in the same task: nothing in between may use the ended session
    expect(document.cookie).not.toContain('ms_token_demo');
  });

  it('calls made while it loads run once it has, in the order made: a logout after a login stays a logout', async () => {
    const { session } = setup();
    const accepted = session.accept(pair('r1'));
    session.adopt(stored('r2'), true); // a renewal made after the login, before the chunk came: it applies after it
    const ended = session.end();
    const token = session.getToken();
    await Promise.all([accepted, ended]);
    expect(await token).toBeNull();
    expect(tokens.value).toBeNull();
    expect(document.cookie).not.toContain('ms_token_demo');
    expect(localStorage.getItem('ms:demo:session')).toBe('ended');
  });

  it("another tab's login, then its member, while the chunk loads: the member is taken once the tokens are this tab's", async () => {
    const { session } = setup();
    const seen: (number | null)[] = [];
    session.adopt(stored('r1')); // the login's tokens: they wait for the chunk
    session.afterWaiting(() => seen.push(session.memberId())); // the member posted after them
    session.adopt(null); // then a logout there
    session.afterWaiting(() => seen.push(session.memberId()));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([5, null]);
    // Nothing waits now: at once.
    session.afterWaiting(() => seen.push(-1));
    expect(seen).toEqual([5, null, -1]);
  });

  it('a chunk that cannot load: a token asked for fails as the network, a sign-in is refused, a logout only logs', async () => {
    chunk.failing = Number.POSITIVE_INFINITY;
    const { session, logged } = setup();
    tokens.value = { accessToken: accessTokenFor(5), refreshToken: 'r', expiresAt: Date.now() + 3_600_000 }; // a preview's
    const bearer = await session.getToken();
    expect(bearer).toMatchObject({ unavailable: { status: 0 } });
    await expect(session.accept(pair('r1'))).rejects.toThrow();
    await expect(session.end()).resolves.toBeUndefined();
    expect(logged()).toContain('The session chunk could not load');
    // The connection back: the next call loads it.
    chunk.failing = 0;
    expect(await session.accept(pair('r1'))).toBe(true);
  });
});

describe("requests whose answer's tokens need the session's chunk", () => {
  beforeEach(() => {
    chunk.loads = 0;
    chunk.failing = Number.POSITIVE_INFINITY;
    tokens.value = null;
  });

  it('a magic login (its token spent by the call) is not sent without it: a network error; a password login is', async () => {
    const { session } = setup();
    const sent: string[] = [];
    const client = (async (call: { path: string }) => {
      sent.push(call.path);
      return { ok: false, error: { status: 422, message: 'Invalid email or password.', fieldErrors: {} } };
    }) as unknown as Client;
    const member = { run: async () => undefined } as unknown as Runtime['member'];
    const magic = await logIn({ client, session, member }, { type: 'magic', userId: 202, magicToken: 'once' });
    expect(magic).toMatchObject({ signedIn: false, error: { messageKey: 'networkError' } });
    expect(sent).toEqual([]);
    await logIn({ client, session, member }, { type: 'password', email: 'free@demo.test', password: 'password123' });
    expect(sent).toEqual(['/sites/:s/login']);
  });
});

describe("the boot restore when the session's chunk cannot load", () => {
  beforeEach(() => {
    chunk.loads = 0;
    chunk.failing = 1; // the restore's load fails; a later one (a logout's) would not
    tokens.value = null;
    rehydration.value = 'NOT_REHYDRATED';
    localStorage.clear();
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  });

  it("a member's cookie: this page view goes on without the session, and the cookie and the mark stay for the next one", async () => {
    document.cookie = `ms_token_demo.0=${encodeURIComponent(JSON.stringify(stored('r1')))}; Path=/`;
    localStorage.setItem('ms:demo:session', 'shared');
    const runtime = createRuntime(fixtureSettings(), createLogger([], { error() {}, warn() {}, log() {}, debug() {} }), null);
    await runtime.whenRestored();
    expect(rehydration.value).toBe('REHYDRATED');
    expect(tokens.value).toBeNull();
    expect(document.cookie).toContain('ms_token_demo.0=');
    expect(localStorage.getItem('ms:demo:session')).toBe('shared');
    expect(runtime.logger.entries().map((e) => e.message)).toContain('The session chunk could not load');
  });
});
