import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import { login } from '../../src/contract/signInCalls';
import { getConfiguration, getCurrentMember } from '../../src/contract/bootCalls';
import { getInvoices } from '../../src/contract/invoices';
import { useWorld } from './world';

const { server, hook } = useWorld();

const clientWith = (token: string | null = null, extra: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ apiBase: `${server().cdnUrl}/api/v2`, subdomain: 'demo', getToken: async () => token, ...extra });

async function tokenFor(email: string) {
  const result = await clientWith()(login, { body: { type: 'password', email, password: 'password123' } });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

describe('API client against the fixture server (part 1 §7, §8)', () => {
  it('validates answers against the contract and fills defaults', async () => {
    const result = await clientWith()(getConfiguration);
    expect(result.ok && result.data.subdomain).toBe('demo');
    expect(result.ok && result.data.locale).toBe('en');
  });

  it('sends the bearer token on auth calls and never on no-auth ones', async () => {
    const { accessToken } = await tokenFor('paid@demo.test');
    const sent: { url: string; auth: string | undefined }[] = [];
    const client = clientWith(accessToken, {
      // Real requests; the wrapper only notes which carried a bearer token.
      fetchImpl: (url, init) => {
        sent.push({ url: String(url), auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
        return fetch(url, init);
      },
    });
    const me = await client(getCurrentMember);
    expect(me.ok && me.data.email).toBe('paid@demo.test');
    await client(login, { body: { type: 'password', email: 'free@demo.test', password: 'password123' } });
    expect(sent.map((r) => [new URL(r.url).pathname, r.auth])).toEqual([
      ['/api/v2/sites/demo/members/current', `Bearer ${accessToken}`],
      ['/api/v2/sites/demo/login', undefined],
    ]);
    expect(await clientWith(null)(getCurrentMember)).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it("uses the body's error, then the status message", async () => {
    const wrong = await clientWith()(login, { body: { type: 'password', email: 'paid@demo.test', password: 'nope' } });
    expect(wrong).toMatchObject({ ok: false, error: { status: 422, message: 'Invalid email or password.' } });
    await hook('faults', { path: '/configuration', status: 503, body: null });
    expect(await clientWith()(getConfiguration)).toMatchObject({
      ok: false,
      error: { status: 503, message: 'Server error - Please try again later or contact support.' },
    });
    await hook('faults', undefined, 'DELETE');
    await hook('faults', { path: '/configuration', status: 410, body: {} });
    expect(await clientWith()(getConfiguration)).toMatchObject({ ok: false, error: { message: 'Error: No longer available.' } });
  });

  it('passes a 420 through unchanged with its body; a caller that cannot run 3DS for it still has a message to show', async () => {
    await hook('faults', { path: '/configuration', status: 420, body: { requiresAction: true, clientSecret: 'pi_1_secret_x' } });
    expect(await clientWith()(getConfiguration)).toEqual({
      ok: false,
      error: {
        status: 420,
        message: 'Cound not find appropriate stripe handler for 3DS',
        messageKey: 'no3dsHandler',
        fieldErrors: {},
        body: { requiresAction: true, clientSecret: 'pi_1_secret_x' },
      },
    });
  });

  it('turns a garbage answer into the general message, never an exception', async () => {
    const complaints: string[] = [];
    const client = clientWith(null, { onMalformed: (_c, d) => complaints.push(d) });
    for (const body of [{ siteId: 'not a number' }, [1, 2, 3], 'just a string', null]) {
      await hook('faults', undefined, 'DELETE');
      await hook('faults', { path: '/configuration', status: 200, body });
      expect(await client(getConfiguration)).toMatchObject({
        ok: false,
        error: { status: -1, message: 'Error - Please try again later or contact support.' },
      });
    }
    expect(complaints).toHaveLength(4);
  });

  it("says 'Network error.' on a network failure and on the timeout", async () => {
    const dead = createClient({ apiBase: 'http://127.0.0.1:9/api/v2', subdomain: 'demo', getToken: async () => null });
    expect(await dead(getConfiguration)).toMatchObject({ ok: false, error: { status: 0, message: 'Network error.' } });
    await hook('faults', { path: '/configuration', delayMs: 500 });
    expect(await clientWith(null, { timeoutMs: 100 })(getConfiguration)).toMatchObject({ ok: false, error: { message: 'Network error.' } });
  });

  it("times out even with a fetch that ignores the abort signal (a page's XMLHttpRequest polyfill)", async () => {
    // The answer would come after the test's own time limit: only the client's timer can end this call in time.
    await hook('faults', { path: '/configuration', delayMs: 20_000, times: 1 });
    const deaf: typeof fetch = (url, init) => fetch(url, { ...init, signal: undefined });
    expect(await clientWith(null, { timeoutMs: 100, fetchImpl: deaf })(getConfiguration)).toMatchObject({
      ok: false,
      error: { status: 0, message: 'Network error.' },
    });
  });

  it('sends the paging headers and reads the answer as the page', async () => {
    const { accessToken } = await tokenFor('paid@demo.test');
    const first = await clientWith(accessToken)(getInvoices, { paging: { page: 2, pageSize: 5, orderBy: 'date', orderDirection: 'desc' } });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.headers.get('X-Page')).toBe('2');
    expect(first.headers.get('X-Page-Size')).toBe('5');
    expect(Number(first.headers.get('X-Total-Count'))).toBeGreaterThan(5);
  });

  it('refreshes once and retries when the server refuses a token it had issued', async () => {
    const pair = await tokenFor('paid@demo.test');
    await hook('expire-tokens', {});
    let token = pair.accessToken;
    let forced = 0;
    const client = clientWith(null, {
      getToken: async (force) => {
        if (force) {
          forced++;
          const fresh = await fetch(`${server().cdnUrl}/api/v2/sites/demo/exchange-token`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refreshToken: pair.refreshToken }),
          }).then((r) => r.json());
          token = fresh.accessToken;
        }
        return token;
      },
    });
    const me = await client(getCurrentMember);
    expect(forced).toBe(1);
    expect(me.ok && me.data.email).toBe('paid@demo.test');
  });
});
