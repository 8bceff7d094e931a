import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, type Widget } from './fixtures';
import { crashingPage, DELAYS, REINITIALIZING } from './crashingPage';
import { logInAndLand } from './helpers';
import { pageErrors, tally } from './resilience-helpers';

/**
 * The error boundary's whole schedule, end to end in Chromium on Playwright's clock (part 1 §4, §8, §9:
 * 250, 500, 1000, 1000, 1000, 2500, 2500, 2500 ms, then gives up; 60 s stable resets). error-boundary.spec.ts
 * proves the first two steps, the give-up text and its Refresh; this proves every step's exact delay (nothing
 * re-mounts a millisecond early), that a recovery followed by 60 s without a crash starts the schedule again,
 * and that a crash sooner than that continues it. The crashes come from a hostile host page (String.fromCodePoint,
 * which the member menu calls for each item's emoji, throws the next `window.__fxCrash` times).
 */

test.describe.configure({ mode: 'default' });
const count = tally(
  ['steps', 'scenarios'] as const,
  (c) => `error boundary: ${c.steps} retry steps timed to the millisecond in ${c.scenarios} scenarios`,
);

const crashesLeft = (page: Page): Promise<number> => page.evaluate(() => (window as any).__fxCrash);

let errors: string[];
test.beforeEach(async ({ page }) => {
  errors = pageErrors(page);
  await page.addInitScript(crashingPage);
  await page.clock.install();
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Logs in, opens the member menu with the page's clock paused, and makes it crash `crashes` times. */
async function openCrashingMenu(page: Page, world: FixtureServer, widget: Widget, crashes: number): Promise<void> {
  await logInAndLand(page, world, 'free@demo.test');
  await page.goto(`${world.siteUrl}/`);
  const menuButton = widget.host.getByRole('button', { name: 'Member Menu', exact: true });
  await expect(menuButton).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate((n) => ((window as any).__fxCrash = n), crashes);
  await menuButton.click();
}

/**
 * One step of the schedule: a millisecond before `delay` the crash text still shows and nothing re-mounted;
 * at `delay` the subtree re-mounts (it renders again: one more crash used up, or the menu is back).
 */
async function expectStep(page: Page, widget: Widget, delay: number): Promise<void> {
  // The crash first (the screen's chunk may still be on its way when the menu opens), then the count.
  await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
  const before = await crashesLeft(page);
  await page.clock.runFor(delay - 1);
  expect(await crashesLeft(page), `no re-mount before ${delay} ms`).toBe(before);
  await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
  await page.clock.runFor(1);
  await expect.poll(() => crashesLeft(page), { message: `re-mounted at ${delay} ms` }).toBe(Math.max(0, before - 1));
  count('steps');
}

const menuLink = (widget: Widget) => widget.dialog.getByRole('link', { name: /Welcome video/ });

/**
 * Makes the open menu render again, with `crashes` crashes armed: the host page refreshes the member
 * (`MemberSpace.refreshMember()`), a fresh answer the menu re-renders with. The answer comes in real time while
 * the page's clock stands still, so the crash happens at a known instant of that clock.
 */
async function crashAgain(page: Page, crashes: number): Promise<void> {
  await page.evaluate((n) => {
    (window as any).__fxCrash = n;
    return (window as any).MemberSpace.refreshMember();
  }, crashes);
  await expect.poll(() => crashesLeft(page)).toBe(crashes - 1);
}

test('every step of the schedule waits exactly its delay, then the ninth crash gives up for good', async ({ page, world, widget }) => {
  await openCrashingMenu(page, world, widget, 1000);
  for (const delay of DELAYS) await expectStep(page, widget, delay);
  const alert = widget.dialog.getByRole('alert');
  await expect(alert).toContainText('Sorry, something went wrong in memberMenu.');
  await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
  const left = await crashesLeft(page);
  await page.clock.runFor(10 * 60_000);
  expect(await crashesLeft(page)).toBe(left);
  count('scenarios');
});

test('a recovery that stays stable for 60 s resets the count: the next crash waits 250 ms again', async ({ page, world, widget }) => {
  await openCrashingMenu(page, world, widget, 3);
  await expectStep(page, widget, 250);
  await expectStep(page, widget, 500);
  await expectStep(page, widget, 1000);
  await expect(menuLink(widget)).toBeVisible();
  await page.clock.runFor(60_000);
  await crashAgain(page, 1);
  await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
  await expectStep(page, widget, 250);
  await expect(menuLink(widget)).toBeVisible();
  count('scenarios');
});

test('a crash sooner than 60 s after the recovery continues the schedule where it was', async ({ page, world, widget }) => {
  await openCrashingMenu(page, world, widget, 2);
  await expectStep(page, widget, 250);
  await expectStep(page, widget, 500);
  await expect(menuLink(widget)).toBeVisible();
  await page.clock.runFor(30_000);
  await crashAgain(page, 1);
  await expect(widget.dialog.getByRole('status')).toHaveText(REINITIALIZING);
  await expectStep(page, widget, 1000); // the third crash of the period: 1000 ms, not 250
  await expect(menuLink(widget)).toBeVisible();
  count('scenarios');
});
