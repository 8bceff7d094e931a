import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { builtManifest, chunkWith, fault, holdRequests, hook, logIn, widgetFilesNamed } from './helpers';

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

/** The chunk the loader imports (the boot path's one chunk), from the build's manifest. */
const bootChunk = () => builtManifest().main;

test('a first visit asks for the site config once before ready, and the loader marks its start and ready', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/`);
  const seen = await apiCalls(page);
  expect(seen.loader).toBeLessThan(seen.ready);
  expect(seen.calls.filter((c) => c.beforeReady).map((c) => c.path)).toEqual(['/api/v2/sites/demo/configuration']);
  // The loader imports the boot chunk itself: no facade over it to fetch first, so nothing to preload beside it.
  await expect(page.locator('link[rel=modulepreload]')).toHaveCount(0);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((path) => /\/widget\/[^/]+\.js$/.test(path))
      .map((path) => path.replace(/^.*\//, '')),
  );
  expect(files.slice(0, 2)).toEqual(['widget.js', bootChunk()]);
});

test("a first visit asks for the contract's chunk beside the boot chunk, not once that has arrived and run", async ({ page, world }) => {
  const { contract } = builtManifest();
  const boot = await holdRequests(page, widgetFilesNamed([bootChunk()]));
  // The config's answer needs the contract's structs: its chunk is asked for while the boot chunk is still on its way.
  const asked = page.waitForRequest((request) => contract.some((file) => request.url().endsWith(`/widget/${file}`)), { timeout: 10_000 });
  await page.goto(`${world.siteUrl}/`);
  await asked;
  expect(boot.held).toEqual([bootChunk()]);
  boot.release();
  await new Widget(page).ready();
});

test("at ready the member button's chunks are asked for beside the after-ready chunk, not once it has arrived and run", async ({ page, world }) => {
  const { atReady } = builtManifest();
  const [shell, placement] = await Promise.all([chunkWith('member-button '), chunkWith('"onscrollend"')]);
  expect(atReady).not.toContain(shell);
  const after = await holdRequests(page, widgetFilesNamed(atReady));
  const asked = [shell, placement].map((file) => page.waitForRequest((request) => request.url().endsWith(`/widget/${file}`), { timeout: 10_000 }));
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  await Promise.all(asked);
  expect(after.held).toEqual(atReady);
  after.release();
  await expect(page.getByRole('button', { name: 'Sign in / Sign up' })).toBeVisible();
});

test("the loader names its build: MemberSpace.build is the build's id from the manifest", async ({ page, world }) => {
  const { build } = builtManifest();
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

/** When the page fetched each of `files` (its Resource Timing: start and end), or null for a file it never asked for. */
const fetched = (page: Page, files: string[]) =>
  page.evaluate(
    (names) =>
      names.map((name) => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(`/widget/${name}`)) as
          | PerformanceResourceTiming
          | undefined;
        return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
      }),
    files,
  );

/** A page view as far as it goes by itself: ready, and the after-ready chunk in (nothing a page view loads later). */
async function settledView(page: Page, url: string, atReady: string[]) {
  await page.goto(url);
  await new Widget(page).ready();
  await expect.poll(async () => (await fetched(page, atReady)).includes(null)).toBe(false);
}

/** Whether this build's sealed copy of `key` is stored (localStorage for the config, IndexedDB for the member). */
const sealedStored = (page: Page, key: 'config' | 'member') =>
  page.evaluate(
    (name) =>
      new Promise<boolean>((resolve) => {
        const sealed = (value: unknown) => typeof (value as { seal?: unknown } | null)?.seal === 'string' && (value as { seal: string }).seal !== '';
        if (name === 'config') return resolve(sealed(JSON.parse(localStorage.getItem('ms:demo:config') ?? 'null')));
        const open = indexedDB.open('memberspace');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('state').objectStore('state').get('ms:demo:member');
          get.onsuccess = () => (open.result.close(), resolve(sealed(get.result)));
          get.onerror = () => (open.result.close(), resolve(false));
        };
      }),
    key,
  );

test("a first visit loads the contract's chunk beside the config request; a returning visitor or member never loads it", async ({ page, world }) => {
  const { contract, memberInfo, atReady } = builtManifest();
  expect(contract.length).toBeGreaterThan(0);
  expect(memberInfo.length).toBeGreaterThan(0);
  // A slow config answer (a real site's round trip, where the fixture's is a few ms) shows what waits for what.
  await fault(world, { method: 'GET', path: '/sites/demo/configuration', delayMs: 1000, times: 1 });
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  const config = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.endsWith('/api/v2/sites/demo/configuration')) as PerformanceResourceTiming;
    return { start: entry.startTime, end: entry.responseEnd };
  });
  // Loaded while the config's answer was still on its way: the answer waited for nothing more.
  for (const chunk of await fetched(page, contract)) expect(chunk?.end).toBeLessThan(config.end);
  await expect.poll(() => sealedStored(page, 'config')).toBe(true);

  // A returning visitor, then a returning member: their stored answers are sealed by this build.
  await settledView(page, `${world.siteUrl}/courses/`, atReady);
  expect(await fetched(page, contract)).toEqual(contract.map(() => null));
  // A visitor has no member info to make: its module is not loaded before ready (the interface's avatar may bring it later).
  const ready = await page.evaluate(() => performance.getEntriesByName('memberspace:ready', 'mark')[0]?.startTime ?? Number.NaN);
  for (const chunk of await fetched(page, memberInfo)) expect(chunk === null || chunk.start >= ready, JSON.stringify({ chunk, ready })).toBe(true);
  await logIn(page, world, 'paid@demo.test');
  await expect.poll(() => sealedStored(page, 'member')).toBe(true);
  await settledView(page, `${world.siteUrl}/courses/`, atReady);
  expect(await fetched(page, contract)).toEqual(contract.map(() => null));
  // A member's info is complete at ready: its module loaded with the session, the avatar addressed by the e-mail's MD5.
  const info = await page.evaluate(() =>
    (
      window as unknown as { MemberSpace: { getMemberInfo(): { isLoggedIn: boolean; memberInfo: { profileImageUrl: string } } } }
    ).MemberSpace.getMemberInfo(),
  );
  expect(info).toMatchObject({ isLoggedIn: true, memberInfo: { profileImageUrl: expect.stringMatching(/\/avatar\/[0-9a-f]{32}\?/) } });
  expect((await fetched(page, memberInfo)).includes(null)).toBe(false);
});

test("a stored config from another build is checked by the contract's chunk, and then used without asking again", async ({ page, world }) => {
  const { contract } = builtManifest();
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  await expect.poll(() => sealedStored(page, 'config')).toBe(true);
  // As after a deploy: the same answer, sealed by a build that is not this one.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('ms:demo:config') ?? 'null') as { seal: string };
    localStorage.setItem('ms:demo:config', JSON.stringify({ ...stored, seal: stored.seal.replace(/^[^#]*/, 'an-older-build') }));
  });
  const configCalls = async () => ((await hook(world, 'requests')) as { path: string }[]).filter((r) => r.path.endsWith('/configuration')).length;
  const before = await configCalls();
  await page.goto(`${world.siteUrl}/courses/`);
  await new Widget(page).ready();
  expect((await fetched(page, contract)).includes(null)).toBe(false);
  expect(await configCalls()).toBe(before);
});
