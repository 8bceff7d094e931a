import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../src/api/client';
import { createRuntime } from '../../src/app/runtime';
import { HTTP_TIMEOUT_MS, PERSIST_TIMEOUT_MS } from '../../src/core/bootConstants';
import { createLogger } from '../../src/core/util/logger';
import { createLazySession } from '../../src/state/lazySession';
import { createPersistence } from '../../src/state/persist';
import { createSessionMark } from '../../src/state/sessionMark';
import { rehydration, tokens } from '../../src/state/store';
import { receiveFromTab, type TabMessage } from '../../src/state/tabs';
import { peekTokenCookie } from '../../src/state/tokenCookie';
import { fixtureSettings } from './fixtureSettings';
import { accessTokenFor } from './jwt';

/**
 * Another tab's messages taken while this tab's session chunk loads (state/lazySession.ts): they are applied once it
 * has, in the order posted, and what they do is judged against the moment they are applied. The chunk's import is
 * held until the test lets it through.
 */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('../../src/state/sessionChunk', async (original) => {
  await gate.opened;
  return original();
});

const stored = (refreshToken: string, member = 5) => ({ accessToken: accessTokenFor(member), refreshToken, expiresAt: Date.now() + 3_600_000 });
const lazySession = () =>
  createLazySession({
    subdomain: 'demo',
    pageCookieDomain: null,
    client: () => (async () => ({ ok: false, error: { status: 0, message: 'offline', fieldErrors: {} } })) as unknown as Client,
    logger: createLogger([], { error() {}, warn() {}, log() {}, debug() {} }),
    persist: createPersistence('tabs:'),
    mark: createSessionMark('demo'),
    tabs: () => null,
  });
const writeCookie = (t: object) => (document.cookie = `ms_token_demo.0=${encodeURIComponent(JSON.stringify(t))}; Path=/`);

// First, while the gate is still shut: a chunk that never comes.
describe('a session chunk that never comes', () => {
  beforeEach(() => {
    tokens.value = null;
    rehydration.value = 'NOT_REHYDRATED';
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it("holds a boot whose shared cookie is gone (mark 'shared') no longer than IndexedDB would, and ends nothing", async () => {
    localStorage.setItem('ms:demo:session', 'shared');
    const runtime = createRuntime(fixtureSettings(), createLogger([], { error() {}, warn() {}, log() {}, debug() {} }), null);
    let restored = false;
    void runtime.whenRestored().then(() => (restored = true));
    await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
    expect(restored).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(restored).toBe(true));
    expect(rehydration.value).toBe('REHYDRATED');
    expect(localStorage.getItem('ms:demo:session')).toBe('shared');
  });

  it("fails the calls waiting for it together after a request's timeout, as the network; nothing waits then", async () => {
    const session = lazySession();
    const settled: string[] = [];
    const note = (what: string) => (p: Promise<unknown>) =>
      p.then(
        () => settled.push(`${what} ok`),
        () => settled.push(`${what} failed`),
      );
    note('accept')(session.accept({ accessToken: accessTokenFor(5), refreshToken: 'r1' }));
    note('accept again')(session.accept({ accessToken: accessTokenFor(5), refreshToken: 'r2' }));
    note('end')(session.end());
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // Promise jobs only: no clock moves (vi.waitFor would move it).
    for (let i = 0; i < 50 && settled.length < 3; i++) await Promise.resolve();
    expect(settled).toEqual(['accept failed', 'accept again failed', 'end ok']); // end logs its failure
    // Nothing waits any more: a visitor's token is null at once.
    expect(await session.getToken()).toBeNull();
  });
});

describe("another tab's messages while this tab's session chunk loads", () => {
  beforeEach(() => {
    tokens.value = null;
    localStorage.clear();
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  });

  it('a logout, a login with its member, a logout and a login again there: this tab ends with the last login, whose cookie and mark stay', async () => {
    const session = lazySession();
    const cookies = {
      read: () => {
        const found = peekTokenCookie('demo');
        return found === 'malformed' ? null : found;
      },
    };
    const members: (number | null)[] = [];
    // As app/runtime.ts wires the channel.
    const receive = (message: TabMessage) =>
      session.afterWaiting(() => {
        receiveFromTab(message, { session, cookies, fetchMember: () => undefined });
        if (message.kind === 'member') members.push(session.memberId());
      });
    // The other tab: each step writes (or removes) the shared cookie and mark, then posts. A logout first (of a session
    // this tab never had): it waits for the chunk, and so does all that follows.
    const logOut = () => {
      document.cookie = 'ms_token_demo.0=; Max-Age=0; Path=/';
      localStorage.setItem('ms:demo:session', 'ended');
      receive({ kind: 'tokens', tokens: null });
    };
    logOut();
    writeCookie(stored('r1'));
    receive({ kind: 'tokens', tokens: stored('r1') });
    receive({ kind: 'member', data: null, fetchedAt: Date.now() }); // its member, posted after its tokens
    logOut();
    writeCookie(stored('r2'));
    localStorage.setItem('ms:demo:session', 'kept');
    receive({ kind: 'tokens', tokens: stored('r2') });
    expect(tokens.value).toBeNull();
    gate.open();
    await vi.waitFor(() => expect(tokens.value?.refreshToken).toBe('r2'));
    // The member came with the first login's tokens already here (in the order posted).
    expect(members).toEqual([5]);
    // The logout, taken late, left the later login's cookie and mark alone.
    expect(peekTokenCookie('demo')).toMatchObject({ refreshToken: 'r2' });
    expect(localStorage.getItem('ms:demo:session')).toBe('kept');
  });
});
