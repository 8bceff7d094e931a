import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { getConfiguration } from '../../src/contract/bootCalls';
import { login } from '../../src/contract/signInCalls';

/**
 * The client's validation with the contract out of the boot chunk (issue 38): every answer is still checked, by the
 * contract chunk (contract/chunk.ts), whose import starts with the request, not after its answer.
 */
const contractLoads = vi.hoisted(() => ({ started: 0, gate: null as Promise<void> | null, fail: false }));
vi.mock('../../src/contract/load', () => ({
  // The real chunk, behind a gate the test opens: shows when the import starts and that the answer waits for it.
  loadContract: async () => {
    contractLoads.started++;
    if (contractLoads.gate) await contractLoads.gate;
    if (contractLoads.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return (await import('../../src/contract/chunk')).contract;
  },
}));

const GENERAL = 'Error - Please try again later or contact support.';
const NETWORK = 'Network error.';
const config = { siteId: 7, subdomain: 'demo', baseUrl: 'https://site.test' };

/** A client whose fetch answers `body` (status 200) and notes how many contract imports had started when it was called. */
function clientAnswering(body: unknown, complaints: string[] = []) {
  const importsAtFetch: number[] = [];
  const client = createClient({
    apiBase: 'https://api.test/api/v2',
    subdomain: 'demo',
    getToken: async () => null,
    onMalformed: (_call, detail) => complaints.push(detail),
    fetchImpl: async () => {
      importsAtFetch.push(contractLoads.started);
      const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
      const text = response.text.bind(response);
      response.text = () => text().finally(() => (read.done = true));
      return response;
    },
  });
  const read = { done: false };
  return { client, importsAtFetch, read };
}

afterEach(() => {
  contractLoads.started = 0;
  contractLoads.gate = null;
  contractLoads.fail = false;
});

describe("the client checks a boot call's answer with the contract chunk", () => {
  it('validates the answer (the defaults filled in by the struct the call names)', async () => {
    const { client } = clientAnswering(config);
    const result = await client(getConfiguration);
    expect(result.ok && result.data).toMatchObject({ siteId: 7, locale: 'en', protectedPages: [], memberButton: { enabled: false } });
    expect(contractLoads.started).toBe(1);
  });

  it("answers a malformed answer with the spec's general error, and says why", async () => {
    const complaints: string[] = [];
    const { client } = clientAnswering({ siteId: 'seven', subdomain: 'demo', baseUrl: 'https://site.test' }, complaints);
    expect(await client(getConfiguration)).toMatchObject({ ok: false, error: { message: GENERAL } });
    expect(complaints).toEqual([expect.stringContaining('siteId')]);
  });

  it('starts the import before the request goes out, and the answer waits for it', async () => {
    let open = () => {};
    contractLoads.gate = new Promise<void>((resolve) => (open = resolve));
    const { client, importsAtFetch, read } = clientAnswering(config);
    let settled = false;
    const result = client(getConfiguration).finally(() => (settled = true));
    await vi.waitFor(() => expect(read.done).toBe(true));
    expect(importsAtFetch).toEqual([1]); // the import had started when the request went out
    // The answer is read; the contract is not in: once the microtasks have run, nothing was handed on unchecked.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    open();
    expect(await result).toMatchObject({ ok: true, data: { siteId: 7 } });
  });

  it('fails as the network does when the contract chunk cannot load (the answer is not blamed)', async () => {
    contractLoads.fail = true;
    const complaints: string[] = [];
    const { client } = clientAnswering(config, complaints);
    expect(await client(getConfiguration)).toMatchObject({ ok: false, error: { message: NETWORK } });
    expect(complaints).toEqual([]);
  });

  it('a call that changes something is not sent when the contract chunk cannot load (a success must never read as a failure)', async () => {
    contractLoads.fail = true;
    const sent: string[] = [];
    const client = createClient({
      apiBase: 'https://api.test/api/v2',
      subdomain: 'demo',
      getToken: async () => null,
      fetchImpl: async (url) => {
        sent.push(String(url));
        return new Response(JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
      },
    });
    expect(await client(login, { body: { type: 'password', email: 'a@b.c', password: 'secret' } })).toMatchObject({
      ok: false,
      error: { message: NETWORK },
    });
    expect(sent).toEqual([]);
  });

  it('a contract chunk that never comes fails the call after the timeout, instead of hanging it', async () => {
    vi.useFakeTimers();
    try {
      contractLoads.gate = new Promise<void>(() => {});
      const client = createClient({
        apiBase: 'https://api.test/api/v2',
        subdomain: 'demo',
        getToken: async () => null,
        timeoutMs: 1000,
        fetchImpl: async () => new Response(JSON.stringify(config)),
      });
      const result = client(getConfiguration);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await result).toMatchObject({ ok: false, error: { message: NETWORK } });
    } finally {
      vi.useRealTimers();
    }
  });
});
