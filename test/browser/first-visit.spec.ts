import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { builtManifest, holdRequests, requestsTo, widgetFilesNamed } from './helpers';
import { PageStatus } from './screens/pageStatus';
import { FIRST_VISIT_HOLD_MS } from '../../src/core/bootConstants';

/**
 * A first visit decided from the config (docs/architecture.md "A first visit decided from the config"): the loader
 * asks for the config itself beside the boot chunks, shows a page the answer leaves out without waiting for them,
 * and never hides a page the browser has painted unless it is protected. Every test is a first-time visitor (a fresh
 * context). Nothing is timed: the loader or the boot chunk is held until a condition holds, then let through.
 */

/** Every animation frame: whether the body is painted (the cloak hides it with opacity and visibility). */
async function recordBody(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __body: boolean[] };
    w.__body = [];
    const tick = () => {
      if (document.body) w.__body.push(document.body.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The frames recorded so far: how many, the first shown, and how many were hidden after one was shown. */
const bodyFrames = (page: Page) =>
  page.evaluate(() => {
    const frames = (window as unknown as { __body: boolean[] }).__body;
    const first = frames.indexOf(true);
    return { count: frames.length, first, hiddenAfter: first < 0 ? 0 : frames.slice(first).filter((shown) => !shown).length };
  });

/** The boot chunk (and every other chunk of the widget). */
const BOOT_CHUNK = /\/widget\/chunk-[A-Z0-9]+\.js$/;
const ready = (page: Page) => page.evaluate(() => (window as unknown as { MemberSpace: { ready: boolean } }).MemberSpace.ready);
/** The loader arrives only after the page has painted its content, as on a real network for the plain async install. */
async function loaderAfterPaint(page: Page): Promise<void> {
  await page.route('**/widget/widget.js', async (route) => {
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await route.continue();
  });
}

test('no blink: a page the plain async install painted before the loader ran is never hidden again when unprotected', async ({ page, world }) => {
  await recordBody(page);
  await loaderAfterPaint(page);
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  // The widget has made its first decisions on the page, and a few frames have been painted since.
  await expect(page.locator('html')).toHaveAttribute('data-ms-settled', /.*/);
  const settled = (await bodyFrames(page)).count;
  await expect.poll(async () => (await bodyFrames(page)).count).toBeGreaterThan(settled + 3);
  const seen = await bodyFrames(page);
  expect(seen.first, 'the page was painted').toBeGreaterThanOrEqual(0);
  expect(seen.hiddenAfter, 'frames hidden after the page was painted').toBe(0);
});

test("an unprotected page shows from the config's own answer, before the widget's chunks; the config is asked for once", async ({ page, world }) => {
  const boot = await holdRequests(page, BOOT_CHUNK);
  const status = new PageStatus(page);
  // The page's clock stands still: the guard's bound (which shows an undecided page after 5 s) never comes.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // The recommended snippet: the page is hidden before it paints, as a first visit cannot know it is public.
  await page.goto(`${world.siteUrl}/async/lesson`, { waitUntil: 'commit' });
  await expect.poll(() => status.bodyShown()).toBe(true);
  // Then the widget's chunks are asked for (the page's paint first): still held, so nothing of the widget has run.
  await expect.poll(() => boot.held.length).toBeGreaterThan(0);
  expect(await ready(page)).toBe(false);
  await page.clock.resume();
  boot.release();
  await new Widget(page).ready();
  await expect(page.locator('[data-fixture-secret]')).toBeVisible();
  expect(await requestsTo(world, '/sites/demo/configuration')).toHaveLength(1);
});

test('the snippet asks for the config before the loader has come, and the loader takes that request over', async ({ page, world }) => {
  const loader = await holdRequests(page, /\/widget\/widget\.js$/);
  await page.goto(`${world.siteUrl}/async/lesson`, { waitUntil: 'commit' });
  // The loader is still held: the request the server saw was the snippet's.
  await expect.poll(async () => (await requestsTo(world, '/sites/demo/configuration')).length).toBe(1);
  expect(loader.held.length).toBe(1);
  loader.release();
  await new Widget(page).ready();
  await expect(page.locator('[data-fixture-secret]')).toBeVisible();
  expect(await requestsTo(world, '/sites/demo/configuration'), 'the widget used that answer').toHaveLength(1);
});

test("a first visit's page is painted before the widget's chunks are asked for: they do not compete with it", async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/async/lesson`);
  await new Widget(page).ready();
  const order = await page.evaluate(async () => {
    // The page's first largest-contentful-paint entry (only an observer reads them).
    const paint = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? null)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const chunks = performance
      .getEntriesByType('resource')
      .filter((e) => /\/widget\/(main|chunk)-[A-Z0-9]+\.js$/.test(e.name))
      .map((e) => e.startTime);
    return { paint, firstChunk: Math.min(...chunks), chunks: chunks.length };
  });
  expect(order.chunks).toBeGreaterThan(0);
  expect(order.paint, 'the page was painted').not.toBeNull();
  expect(order.firstChunk, 'the first chunk was asked for after the paint').toBeGreaterThan(order.paint!);
});

test('a protected page the plain async install painted is hidden by the config answer, before the widget decides', async ({ page, world }) => {
  const status = new PageStatus(page);
  await loaderAfterPaint(page);
  const boot = await holdRequests(page, BOOT_CHUNK);
  const config = await holdRequests(page, /\/sites\/demo\/configuration$/);
  await page.goto(`${world.siteUrl}/courses/async-plain/yoga-101`, { waitUntil: 'commit' });
  // Painted before the loader ran (the plain install cannot help it), and not hidden on a mere doubt.
  await expect.poll(() => status.secretShown()).toBe(true);
  await expect.poll(() => config.held.length).toBe(1);
  expect(await status.secretShown()).toBe(true);
  config.release();
  await expect.poll(() => status.bodyShown()).toBe(false);
  expect(await ready(page)).toBe(false);
  boot.release();
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  expect(await status.secretShown()).toBe(false);
  expect(await requestsTo(world, '/sites/demo/configuration')).toHaveLength(1);
});

/** A first view of `url`, then a second one (a returning visitor): the config requests of the second, until ready. */
async function configAskedOnReturn(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await new Widget(page).ready();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.reload();
  await new Widget(page).ready();
  return asked.filter((path) => path.endsWith('/configuration'));
}

test('a returning visitor never asks for the config before ready', async ({ page, world }) => {
  expect(await configAskedOnReturn(page, `${world.siteUrl}/`)).toEqual([]);
});

/** Every animation frame: whether the protected lesson was painted (counted, read at the end). */
async function countSecretFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __secret: number };
    w.__secret = 0;
    const tick = () => {
      const el = document.querySelector('[data-fixture-secret]');
      const painted =
        !!el &&
        !!document.body?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (painted) w.__secret += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const secretFrames = (page: Page) => page.evaluate(() => (window as unknown as { __secret: number }).__secret);

test("the snippet's cloak on a page with a background image: a contentful paint of the background is no paint of the page", async ({
  page,
  world,
}) => {
  // A site's body background image (WordPress's custom background) is a contentful paint while the body is hidden.
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent =
      'body{background-image:url("data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2210%22 height=%2210%22%3E%3Crect width=%2210%22 height=%2210%22 fill=%22%23c33%22/%3E%3C/svg%3E")}';
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      document.head.appendChild(style);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await countSecretFrames(page);
  await loaderAfterPaint(page);
  await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  expect(await secretFrames(page)).toBe(0);
});

test('the contract chunk blocked on a first visit: a page the config answer protects stays hidden under the error', async ({ page, world }) => {
  const manifest = builtManifest();
  const status = new PageStatus(page);
  await page.route(widgetFilesNamed(manifest.contract), (route) => route.abort('blockedbyclient'));
  await countSecretFrames(page);
  await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
  await expect(status.error).toContainText('Network error.');
  expect(await status.bodyShown()).toBe(false);
  expect(await secretFrames(page)).toBe(0);
});

/** Unhandled promise rejections on the host page, as an error tracker (Sentry, Bugsnag) would record them. */
async function recordUnhandled(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __unhandled: string[] };
    w.__unhandled = [];
    window.addEventListener('unhandledrejection', (event) => w.__unhandled.push(String(event.reason)));
  });
}
const unhandled = (page: Page) => page.evaluate(() => (window as unknown as { __unhandled: string[] }).__unhandled);

test("a page whose widget and API a filter blocks gets no unhandled rejection from the snippet's request", async ({ page, world }) => {
  await recordUnhandled(page);
  await page.route(/\/widget\/widget\.js$/, (route) => route.abort('blockedbyclient'));
  await page.route(/\/configuration$/, (route) => route.abort('blockedbyclient'));
  const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/configuration'));
  await page.goto(`${world.siteUrl}/async/lesson`);
  await failed;
  // One more task on the page: the rejection's unhandledrejection event (queued at the failure) has run by then.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect(await unhandled(page)).toEqual([]);
});

test('a returning visitor of a site whose config line writes its subdomain in capitals sends nothing before ready', async ({ page, world }) => {
  await recordUnhandled(page);
  await page.addInitScript(() => {
    (window as unknown as { MemberSpace: object }).MemberSpace = { subdomain: 'Demo', env: 'fixture' };
  });
  // The snippet reads the stored list under the subdomain as the widget wrote it ("demo"): a returning visitor.
  expect(await configAskedOnReturn(page, `${world.siteUrl}/async/lesson`)).toEqual([]);
  expect(await unhandled(page)).toEqual([]);
});

test('a page the plain async install painted before the loader ran: its chunks are asked for at once, beside the config', async ({ page, world }) => {
  await loaderAfterPaint(page);
  const config = await holdRequests(page, /\/sites\/demo\/configuration$/);
  const main = builtManifest().main;
  const boot = await holdRequests(page, widgetFilesNamed([main]));
  await page.goto(`${world.siteUrl}/courses/async-plain/yoga-101`, { waitUntil: 'commit' });
  // Asked for while the config's answer is still held: not after it.
  await expect.poll(() => config.held.length).toBe(1);
  await expect.poll(() => boot.held.length).toBe(1);
  boot.release();
  config.release();
  await new Widget(page).ready();
  // And not after the hold's bound, which a first visit's hidden page waits for at most (the loader's start to the
  // chunk's request, in the page's own time): at once.
  const waited = await page.evaluate(
    (file) =>
      (performance.getEntriesByType('resource').find((e) => e.name.endsWith(`/widget/${file}`))?.startTime ?? Number.NaN) -
      (performance.getEntriesByName('memberspace:loader', 'mark')[0]?.startTime ?? Number.NaN),
    main,
  );
  expect(waited).toBeLessThan(FIRST_VISIT_HOLD_MS);
});

test("a magic link on a first visit: the snippet's early request never carries the token, whatever the page's referrer policy", async ({
  page,
  world,
}) => {
  const magic = 'approve-penny-209';
  // A page whose own policy sends whole addresses as referrers (unsafe-url). Served by the test, the page loses its
  // local address to the browser's local-network rule, which then refuses the widget's own requests: only the early
  // request's headers, as the browser made them, are read here.
  await page.route(/\/async\/lesson\?/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', '<head><meta name="referrer" content="unsafe-url">');
    await route.fulfill({ response, body: html });
  });
  const sent = page.waitForRequest((request) => request.url().endsWith('/sites/demo/configuration'));
  await page.goto(`${world.siteUrl}/async/lesson?msopen=${encodeURIComponent(`/member/registration-approved/209/${magic}`)}`);
  const config = await sent;
  expect(config.headers().referer ?? '').not.toContain(magic);
});
