import { expect, test } from '@playwright/test';
import { startDevServer, type DevServer } from './devServer';

/**
 * `npm run dev` (README "The dev loop"): the real dev command in a temporary copy of the sources, a fixture page
 * open on its build. A source change reaches the page without a manual reload; a failed build shows its error over
 * the page while the build before keeps running; the fix reloads the page without the overlay.
 */

const TEXTS = 'src/core/texts/shellTexts.ts';
/** The member button's label (part 1 §2), what a visitor of the fixture home page sees first. */
const LABEL = "signInSignUp: 'Sign in / Sign up',";

// Starting the dev command and three dev builds: more room than a fixture-world test (a bound, not a wait).
test.describe.configure({ timeout: 90_000 });

// Each run starts from the checkout's sources: the test edits its own copy.
let dev: DevServer;
test.beforeEach(async () => {
  dev = await startDevServer();
});
test.afterEach(async () => {
  await dev?.stop();
});

test('a change reloads the page; a failed build shows its error over the running widget; the fix reloads it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const host = page.locator('memberspace-widget');
  const button = host.locator('.member-button');
  const overlay = page.locator('memberspace-dev-overlay').getByRole('alert');
  // A mark on the window: gone once the page has reloaded.
  const mark = () => page.evaluate(() => Object.assign(window, { devMark: true }));
  const marked = () => page.evaluate(() => 'devMark' in window);
  const rebuilt = { timeout: 30_000 }; // a dev build takes a second or two, more on a busy machine

  await page.goto(`${dev.siteUrl}/`);
  await expect(button).toHaveText('Sign in / Sign up');

  await mark();
  await dev.edit(TEXTS, LABEL, "signInSignUp: 'Sign in / Join us',");
  await expect(button).toHaveText('Sign in / Join us', rebuilt);
  expect(await marked()).toBe(false);

  await mark();
  await dev.edit(TEXTS, "signInSignUp: 'Sign in / Join us',", "signInSignUp: 'Sign in / Join us' oops,");
  await expect(overlay).toBeVisible(rebuilt);
  await expect(overlay).toContainText('src/core/texts/shellTexts.ts');
  await expect(overlay).toContainText('oops');
  // In the widget's own shadow root (Playwright's CSS pierces open roots), not in the page's DOM.
  await expect(host.locator('memberspace-dev-overlay')).toHaveCount(1);
  expect(await page.evaluate(() => document.querySelector('memberspace-dev-overlay'))).toBeNull();
  // The build before keeps running underneath: the member button still opens sign-in.
  await button.click();
  await expect(host.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await marked()).toBe(true);

  await dev.edit(TEXTS, "signInSignUp: 'Sign in / Join us' oops,", "signInSignUp: 'Sign in / Come in',");
  await expect(button).toHaveText('Sign in / Come in', rebuilt);
  expect(await marked()).toBe(false);
  await expect(page.locator('memberspace-dev-overlay')).toHaveCount(0);
  expect(errors).toEqual([]);
});
