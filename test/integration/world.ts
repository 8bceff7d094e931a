import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';

/** The fixture server's test hooks (`/__test/…`): GET without a body, POST with one; a refused hook throws. */
export const testHook =
  (cdnUrl: () => string) =>
  async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<any> => {
    const response = await fetch(`${cdnUrl()}/__test/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`/__test/${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

/** One fixture world per test file, reset to the seed before each test. */
export function useWorld(): { server: () => FixtureServer; hook: (path: string, body?: unknown, method?: string) => Promise<any> } {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const hook = testHook(() => server.cdnUrl);
  beforeEach(async () => {
    await hook('reset', {});
  });
  return { server: () => server, hook };
}
