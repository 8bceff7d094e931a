/**
 * The fixture world as the gallery and the layout test drive it: its two origins and its test hooks
 * (fixtures/api/README.md, "Test hooks"). Plain fetch, no test runner: `npm run gallery` uses it outside Playwright's.
 */
export interface World {
  siteUrl: string;
  cdnUrl: string;
}

/** Calls a /__test hook; throws on a refusal, so a scene that sets its world up wrongly fails at once. */
export async function hook(world: World, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<unknown> {
  const response = await fetch(`${world.cdnUrl}/__test/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__test/${path} ${JSON.stringify(body ?? null)} answered ${response.status}: ${await response.text()}`);
  return response.json().catch(() => null);
}

/** A forced answer or delay on the fixture server (the hook's own fields). */
export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
}

export const fault = (world: World, spec: Fault) => hook(world, 'faults', spec);
export const clearFaults = (world: World) => hook(world, 'faults', undefined, 'DELETE');
export const resetWorld = (world: World) => hook(world, 'reset', {});
/** Merges `patch` into the demo site's configuration (its locale, its wording). */
export const patchConfig = (world: World, patch: Record<string, unknown>) => hook(world, 'config', { site: 'demo', patch });
