import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { fault, hook, logIn } from './helpers';

/**
 * The boot path's requests (GUIDE.md budgets; README "Performance"): what a page view asks of the API before
 * the ready event, read from the page's own Resource Timing between the widget's User Timing marks. Counts
 * and order only; how long anything takes is the benchmark's business (npm run bench), never a test's.
 */
async function apiCalls(page: Page) {
  await new Widget(page).ready();
  await page.waitForTimeout(500); // calls started around ready have finished and are in the timeline
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('memberspace:ready', 'mark')[0]?.startTime ?? NaN;
    const loader = performance.getEntriesByName('memberspace:loader', 'mark')[0]?.startTime ?? NaN;
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.includes('/api/v2/'))
      .map((e) => ({ path: new URL(e.name).pathname, beforeReady: e.startTime < ready }));
    return { loader, ready, calls };
  });
}

test('a first visit asks for the site config once before ready, and the loader marks its start and ready', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/`);
  const seen = await apiCalls(page);
  expect(seen.loader).toBeLessThan(seen.ready);
  expect(seen.calls.filter((c) => c.beforeReady).map((c) => c.path)).toEqual(['/api/v2/sites/demo/configuration']);
  // The boot chunk is preloaded beside main, not found only once main has parsed.
  await expect(page.locator('link[rel=modulepreload]')).toHaveCount(1);
  expect(await page.locator('link[rel=modulepreload]').getAttribute('href')).toMatch(/\/widget\/chunk-[A-Z0-9]{8}\.js$/);
});

test("the loader names its build: MemberSpace.build is the build's id from the manifest", async ({ page, world }) => {
  const { build } = JSON.parse(readFileSync(join(process.env.MS_DIST ?? 'dist', 'manifest.json'), 'utf8')) as { build: string };
  expect(build).toMatch(/^[0-9a-f]{10}$/);
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  expect(await page.evaluate(() => (window as unknown as { MemberSpace: { build?: unknown } }).MemberSpace.build)).toBe(build);
});

test('a returning visitor reaches ready with no request at all: config and session come from the cache', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/`);
  await apiCalls(page);
  await page.goto(`${world.siteUrl}/courses/`);
  expect((await apiCalls(page)).calls).toEqual([]);
});

test('a returning member on a protected page: nothing before ready, the page view recorded after it', async ({ page, world }) => {
  await logIn(page, world, 'paid@demo.test');
  await page.waitForTimeout(1000); // the session and member reach IndexedDB
  await page.goto(`${world.siteUrl}/members-only`);
  await apiCalls(page);
  const before = ((await hook(world, 'page-visits')) as unknown[]).length;
  await page.goto(`${world.siteUrl}/members-only`);
  const seen = await apiCalls(page);
  expect(seen.calls.filter((c) => c.beforeReady)).toEqual([]);
  expect(seen.calls.map((c) => c.path)).toEqual(['/api/v2/sites/demo/track/protectedPageVisit']);
  await expect.poll(async () => ((await hook(world, 'page-visits')) as unknown[]).length).toBe(before + 1);
});

test('a config past its 300 s window is asked for again on the next page view, and only then', async ({ page, world }) => {
  // Playwright's clock replaces the page's performance timeline too: the fixture server's log counts here.
  const configCalls = async () => ((await hook(world, 'requests')) as { path: string }[]).filter((r) => r.path.endsWith('/configuration')).length;
  await page.clock.install();
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  expect(await configCalls()).toBe(1);
  await page.clock.fastForward('04:50');
  await page.goto(`${world.siteUrl}/courses/`);
  await new Widget(page).ready();
  expect(await configCalls()).toBe(1);
  await page.clock.fastForward('00:11'); // 301 s after the answer
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  expect(await configCalls()).toBe(2);
});

test('past its window the cached config still serves: ready comes before the revalidation answers', async ({ page, world }) => {
  await page.clock.install();
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  await page.waitForTimeout(500); // the config reaches IndexedDB
  await page.clock.fastForward('05:01');
  await fault(world, { method: 'GET', path: '/sites/demo/configuration', delayMs: 3000, times: 1 });
  let answered = false;
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/configuration')) answered = true;
  });
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  expect(answered).toBe(false);
  await expect.poll(() => answered, { timeout: 10_000 }).toBe(true);
});
