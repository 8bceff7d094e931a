import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, type Widget } from './fixtures';
import { crashingPage, DELAYS, REINITIALIZING } from './crashingPage';
import { logInAndLand } from './helpers';

/** Error boundary (part 1 §4, §8, §9), with crashes from a hostile host page (crashingPage.ts). */

/** Stops the page's clock: from here on, timers run only when the test moves time on. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

let pageErrors: string[];

test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(crashingPage);
  await page.clock.install();
});

test.afterEach(() => {
  // Whatever crashed, nothing reached the host page as an uncaught error.
  expect(pageErrors).toEqual([]);
});

async function openCrashingMenu(page: Page, world: FixtureServer, widget: Widget, crashes: number) {
  await logInAndLand(page, world, 'free@demo.test');
  await page.goto(`${world.siteUrl}/`);
  const menuButton = widget.host.getByRole('button', { name: 'Member Menu', exact: true });
  await expect(menuButton).toBeVisible();
  await pauseClock(page);
  await page.evaluate((n) => ((window as any).__fxCrash = n), crashes);
  await menuButton.click();
}

test('a crashing screen shows the crash text and recovers by the retry schedule', async ({ page, world, widget }) => {
  await openCrashingMenu(page, world, widget, 2);
  const status = widget.dialog.getByRole('status');
  const menu = widget.dialog.getByRole('link', { name: /Welcome video/ });
  await expect(status).toHaveText(REINITIALIZING);
  await page.clock.runFor(249);
  await expect(status).toHaveText(REINITIALIZING);
  await expect(menu).toHaveCount(0);
  await page.clock.runFor(1); // first retry at 250 ms: crashes again
  await expect(status).toHaveText(REINITIALIZING);
  await page.clock.runFor(499);
  await expect(menu).toHaveCount(0);
  await page.clock.runFor(1); // second retry 500 ms later: the page's global works again
  await expect(menu).toBeVisible();
  await expect(status).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__fxCrash)).toBe(0);
});

test("after more crashes than the schedule allows: 'Sorry, something went wrong in {name}.' and a refresh button", async ({
  page,
  world,
  widget,
}) => {
  await openCrashingMenu(page, world, widget, 1000);
  await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
  for (const delay of DELAYS) {
    await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
    await page.clock.runFor(delay);
  }
  const alert = widget.dialog.getByRole('alert');
  await expect(alert).toContainText('Sorry, something went wrong in memberMenu.');
  await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
  // Abandoned: no more re-mounts, however long the page stays open.
  const left = await page.evaluate(() => (window as any).__fxCrash);
  expect(left).toBe(1000 - DELAYS.length - 1);
  await page.clock.runFor(120_000);
  expect(await page.evaluate(() => (window as any).__fxCrash)).toBe(left);

  // The rest of the widget still works: closed and opened again, the screen starts afresh.
  await page.evaluate(() => ((window as any).__fxCrash = 0));
  await widget.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(widget.dialog).toHaveCount(0);
  await widget.host.getByRole('button', { name: 'Member Menu', exact: true }).click();
  await expect(widget.dialog.getByRole('link', { name: /Welcome video/ })).toBeVisible();
});

test('the refresh button reloads the page', async ({ page, world, widget }) => {
  await openCrashingMenu(page, world, widget, 1000);
  // Each retry is scheduled once the screen has crashed (the menu's chunk may still be on its way at the click).
  for (const delay of DELAYS) {
    await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
    await page.clock.runFor(delay);
  }
  const loaded = page.waitForEvent('load');
  await widget.dialog.getByRole('button', { name: 'Refresh' }).click();
  await loaded;
  await expect(widget.host.getByRole('button', { name: 'Member Menu', exact: true })).toBeVisible();
});
