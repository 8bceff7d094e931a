import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { fault, faultsTaken, hook, requestsTo } from './helpers';
import { PageStatus } from './screens/pageStatus';

/**
 * Never blank a site (docs/architecture.md "Availability: never blank a site"): a page the loader hid shows the
 * widget's loading state after 1 s; a page not known to be protected shows after 5 s when the config has not
 * answered, with the unavailable notice; a page known to be protected stays hidden under the error with a Retry;
 * blocked chunks follow the same rule; a failed config is asked again (backoff, `online`) and decides without a
 * reload. Time is Playwright's clock, stood still before the page loads and moved by the test.
 */

/** The list a previous visit left (host/pageProtector.ts), without its cached config (IndexedDB evicted, or blocked). */
async function knownProtected(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('ms:demo:cloak', JSON.stringify(['/members-only'])));
}

/** Time stands still from before the page loads until the test moves it. */
async function standStill(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

const configCalls = async (world: Parameters<typeof requestsTo>[0]) => (await requestsTo(world, '/sites/demo/configuration')).length;
const clearFaults = (world: Parameters<typeof hook>[0]) => hook(world, 'faults', undefined, 'DELETE');
const CHUNKS = /\/widget\/(main|chunk)-[^/]*\.js$/;

test('a protected page whose config does not answer: hidden, the loading state from 1 s, still hidden past the bound', async ({ page, world }) => {
  const shown = new PageStatus(page);
  await knownProtected(page);
  await fault(world, { path: '/configuration', stall: 'silent' });
  await standStill(page);
  await page.goto(`${world.siteUrl}/members-only`);
  await page.clock.runFor(999);
  await expect(shown.status).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(shown.status).toHaveText('Loading…');
  await page.clock.runFor(10_000);
  await expect(shown.status).toHaveText('Loading…');
  expect(await shown.bodyShown()).toBe(false);
  expect(await shown.secretShown()).toBe(false);
});

test('a known-protected page whose config fails stays hidden under the error; Retry decides once the API is back', async ({ page, world }) => {
  const shown = new PageStatus(page);
  await knownProtected(page);
  await fault(world, { path: '/configuration', status: 503, body: {} });
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(shown.error).toContainText('Server error - Please try again later or contact support.');
  expect(await shown.secretShown()).toBe(false);
  await clearFaults(world);
  await shown.retry.click();
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect(shown.error).toHaveCount(0);
  expect(await shown.secretShown()).toBe(false);
});

test('a failed config is asked again by itself: after 5 s, and at once when the browser is back online', async ({ page, world, context }) => {
  const shown = new PageStatus(page);
  await knownProtected(page);
  await fault(world, { path: '/configuration', status: 503, body: {} });
  await standStill(page);
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(shown.error).toBeVisible();
  const before = await configCalls(world);
  await page.clock.runFor(5000);
  await expect.poll(() => configCalls(world)).toBe(before + 1);
  await expect(shown.error).toBeVisible();
  await clearFaults(world);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect(shown.error).toHaveCount(0);
  expect(await shown.secretShown()).toBe(false);
});

test('a first visit with a hung config: shown after the bound with the notice, undecided markers hidden; the API back, it decides', async ({
  page,
  world,
}) => {
  const shown = new PageStatus(page);
  const marker = (name: string) => page.locator(`[data-fixture-marker="${name}"]`);
  await fault(world, { path: '/configuration', stall: 'silent', times: 1 });
  await standStill(page);
  await page.goto(`${world.siteUrl}/content-embeds`);
  await faultsTaken(world, '/configuration');
  await page.clock.runFor(1000);
  await expect(shown.status).toHaveText('Loading…');
  expect(await shown.bodyShown()).toBe(false);
  await page.clock.runFor(3999);
  await expect(shown.status).toHaveText('Loading…');
  expect(await shown.bodyShown()).toBe(false);
  await page.clock.runFor(1);
  await expect(shown.status).toHaveText('Membership features are unavailable right now.');
  await expect.poll(() => shown.bodyShown()).toBe(true);
  await expect(marker('hide-auth')).toBeHidden(); // a visitor's marker, undecided yet
  // The call gives up after 30 s; the next turn of the backoff asks again, and the fixture answers this time.
  await page.clock.runFor(30_000);
  await page.clock.runFor(5000);
  await expect(marker('hide-auth')).toBeVisible();
  await expect(shown.status).toHaveCount(0);
  expect(await shown.bodyShown()).toBe(true);
});

test('a first visit whose config answers in time: shown, and no notice past the bounds', async ({ page, world }) => {
  const shown = new PageStatus(page);
  await standStill(page);
  await page.goto(`${world.siteUrl}/pricing`);
  await new Widget(page).ready();
  await page.clock.runFor(10_000);
  await expect.poll(() => shown.bodyShown()).toBe(true);
  await expect(shown.status).toHaveCount(0);
  await expect(shown.error).toHaveCount(0);
});

test('blocked chunks: a known-protected page stays hidden under the error, and Retry reloads it', async ({ page, world }) => {
  const shown = new PageStatus(page);
  await knownProtected(page);
  await page.route(CHUNKS, (route) => route.abort('blockedbyclient'));
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(shown.error).toContainText('Network error.');
  expect(await shown.secretShown()).toBe(false);
  await page.unroute(CHUNKS);
  await shown.retry.click();
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect(shown.error).toHaveCount(0);
});

test('blocked chunks on a page not known to be protected: the page shows, with the notice', async ({ page, world }) => {
  const shown = new PageStatus(page);
  // Every file of ours but the loader, and the config (which the loader reads itself): nothing knows the page.
  await page.route(CHUNKS, (route) => route.abort('blockedbyclient'));
  await page.route(/\/sites\/demo\/configuration$/, (route) => route.abort('blockedbyclient'));
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(shown.status).toHaveText('Membership features are unavailable right now.');
  await expect.poll(() => shown.bodyShown()).toBe(true);
});

test("blocked widget chunks on a first visit: the loader's own config answer decides, a public page shows, a protected one stays hidden under the error", async ({
  page,
  world,
}) => {
  const shown = new PageStatus(page);
  await page.route(CHUNKS, (route) => route.abort('blockedbyclient'));
  await page.goto(`${world.siteUrl}/pricing`);
  await expect(shown.status).toHaveText('Membership features are unavailable right now.');
  await expect.poll(() => shown.bodyShown()).toBe(true);
  // A new first visit (no list was stored: the widget never ran), on a page the config protects.
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(shown.error).toContainText('Network error.');
  expect(await shown.secretShown()).toBe(false);
  expect(await shown.bodyShown()).toBe(false);
});
