import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';

/** One fixture world per test file, reset to the seed before each test. */
export function useWorld(): { server: () => FixtureServer; hook: (path: string, body?: unknown, method?: string) => Promise<any> } {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const hook = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const response = await fetch(`${server.cdnUrl}/__test/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  };
  beforeEach(async () => {
    await hook('reset', {});
  });
  return { server: () => server, hook };
}
