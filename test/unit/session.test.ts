import { beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '../../src/api/client';
import { createLogger } from '../../src/core/util/logger';
import { initialQuery } from '../../src/core/util/query';
import { createPersistence } from '../../src/state/persist';
import { createSessionMark } from '../../src/state/sessionMark';
import { createSession } from '../../src/state/session';
import { memberQuery, sessionExpired, tokens } from '../../src/state/store';
import { createTokenCookies } from '../../src/state/tokenCookies';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claim = JSON.stringify({ activeMemberships: [], hasActiveFreeMembership: false, hasActivePaidMembership: false });
const jwt = (sub = '5', pad = '') => `${b64url({ alg: 'HS256' })}.${b64url({ sub, iat: 0, exp: 3600, memberspace: claim, pad })}.sig`;

function setup(
  answer: () => { ok: true; data: unknown; status: number } | { ok: false; error: { status: number; message: string; fieldErrors: {} } },
) {
  let exchanges = 0;
  let t = 1_000_000;
  const client = (async () => {
    exchanges++;
    await new Promise((r) => setTimeout(r, 5));
    return answer();
  }) as unknown as Client;
  const logger = createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
  const cookies = createTokenCookies('demo', () => null);
  const session = createSession({
    client: () => client,
    logger,
    cookies,
    persist: createPersistence('test:'),
    mark: createSessionMark('demo'),
    tabs: () => null,
    now: () => t,
  });
  return { session, logger, cookies, exchanges: () => exchanges, advance: (ms: number) => (t += ms) };
}

describe('session (part 1 §4, §9)', () => {
  beforeEach(() => {
    tokens.value = null;
    memberQuery.value = initialQuery();
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  });

  it('refreshes once for ten concurrent calls with an expired token', async () => {
    const fresh = { accessToken: jwt('5', 'fresh'), refreshToken: 'r2' };
    const s = setup(() => ({ ok: true, data: fresh, status: 200 }));
    expect(s.session.accept({ accessToken: jwt(), refreshToken: 'r1' })).toBe(true);
    s.advance(3600_000 - 10_000); // inside the 10 s margin: due
    const results = await Promise.all(Array.from({ length: 10 }, () => s.session.getToken()));
    expect(s.exchanges()).toBe(1);
    expect(new Set(results)).toEqual(new Set([fresh.accessToken]));
  });

  it('does not refresh before the 10 s margin', async () => {
    const s = setup(() => ({ ok: true, data: { accessToken: jwt(), refreshToken: 'r2' }, status: 200 }));
    s.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    s.advance(3600_000 - 10_001);
    await s.session.getToken();
    expect(s.exchanges()).toBe(0);
  });

  it('ends the session cleanly on a 4xx from the exchange, keeps it on a 5xx', async () => {
    const refused = setup(() => ({ ok: false, error: { status: 401, message: 'x', fieldErrors: {} } }));
    refused.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    expect(document.cookie).toContain('ms_token_demo.0=');
    refused.advance(3600_000);
    expect(await refused.session.getToken()).toBeNull();
    expect(tokens.value).toBeNull();
    expect(document.cookie).not.toContain('ms_token_demo');
    expect(sessionExpired.value).toBe(true); // not a logout: the interface asks to log in again
    refused.session.accept({ accessToken: jwt(), refreshToken: 'r2' });
    expect(sessionExpired.value).toBe(false);

    const down = setup(() => ({ ok: false, error: { status: 503, message: 'x', fieldErrors: {} } }));
    down.session.accept({ accessToken: jwt(), refreshToken: 'r1' });
    down.advance(3600_000);
    expect(await down.session.getToken()).toEqual({ unavailable: { status: 503, message: 'x', fieldErrors: {} } });
    expect(tokens.value).not.toBeNull();
  });

  it('logs a token that cannot be deserialized and treats the visitor as logged out', () => {
    const s = setup(() => ({ ok: true, data: {}, status: 200 }));
    expect(s.session.accept({ accessToken: 'garbage', refreshToken: 'r' })).toBe(false);
    expect(tokens.value).toBeNull();
    expect(s.logger.entries()).toMatchObject([{ level: 'ERROR', topic: 'CORE', message: 'Cannot deserialize the token' }]);
  });

  it('keeps the session when a refresh answers tokens that cannot be deserialized (garbage, not a logout)', async () => {
    let answer: { accessToken: string; refreshToken: string } = { accessToken: 'garbage', refreshToken: 'garbage' };
    const s = setup(() => ({ ok: true, data: answer, status: 200 }));
    const first = { accessToken: jwt(), refreshToken: 'r1' };
    s.session.accept(first);
    s.advance(3600_000);
    expect(await s.session.getToken()).toMatchObject({ unavailable: { status: -1 } });
    expect(tokens.value?.refreshToken).toBe('r1');
    expect(document.cookie).toContain('ms_token_demo.0=');
    expect(s.logger.entries()).toMatchObject([{ level: 'ERROR', topic: 'CORE', message: 'Cannot deserialize the token' }]);
    answer = { accessToken: jwt('5', 'fresh'), refreshToken: 'r2' };
    expect(await s.session.getToken()).toBe(answer.accessToken);
    expect(s.exchanges()).toBe(2);
  });

  it('keeps a token larger than one cookie chunk in several cookies and reads it back', () => {
    const s = setup(() => ({ ok: true, data: {}, status: 200 }));
    const big = { accessToken: jwt('5', 'x'.repeat(6000)), refreshToken: 'r1' };
    s.session.accept(big);
    expect(document.cookie).toContain('ms_token_demo.1=');
    expect(s.cookies.read()?.accessToken).toBe(big.accessToken);
    s.session.end();
    expect(s.cookies.read()).toBeNull();
  });
});
