import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberInfo, startSession } from './helpers';

/**
 * Embedded UI (part 1 §2: "Iframes pointing to /member/ become embedded UI"; the embedded-mode redirects):
 * /content-embeds has `<iframe src="/member/account">`, which becomes the account screen inline.
 */

const embedOf = (page: Page): Locator => page.locator('memberspace-embed');
const screenOf = (embed: Locator): Locator => embed.locator('section.embed');
const iframe = (page: Page): Locator => page.locator('iframe[data-fixture-embed=account]');

/** Requests for the site's /member/ pages: what a frame loading the iframe's src would ask for. */
function memberPageRequests(page: Page, siteUrl: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => r.url().startsWith(`${siteUrl}/member/`) && seen.push(r));
  return seen;
}

test('a visitor gets the login form inline, and logging in there lands on the account inside the embed', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'login');
  await expect(embed.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // In place of the iframe, which stays hidden and pointed at nothing.
  await expect(iframe(page)).toBeHidden();
  await expect(iframe(page)).toHaveAttribute('src', 'about:blank');
  await expect(iframe(page)).toHaveAttribute('data-ms-embed', '/member/account');
  expect(await embed.evaluate((el) => el.nextElementSibling?.tagName)).toBe('IFRAME');
  // Inline: no dialog, no close button.
  await expect(widget.dialog).toHaveCount(0);
  await expect(embed.getByRole('button', { name: 'Close' })).toHaveCount(0);

  const url = page.url();
  await embed.getByLabel('Email').fill('free@demo.test');
  await embed.getByLabel('Password').fill('password123');
  await embed.getByRole('button', { name: 'Log into your account' }).click();
  // The stored redirect of /member/account, inside the embed; not the after-login page nor the modal.
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
  await expect(embed.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await expect(embed.locator('[data-card=plans] [data-plan=free01]')).toBeVisible();
  expect((await memberInfo(page)).isLoggedIn).toBe(true);
  await expect(widget.dialog).toHaveCount(0);
  expect(page.url()).toBe(url);
});

test('a logged-in member sees the account inline; navigating inside the embed stays inside it', async ({ page, world, widget }) => {
  await startSession(page, world, 'free@demo.test');
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
  await expect(embed.getByRole('region', { name: 'Your Account' })).toBeVisible();
  await expect(embed.locator('[data-card=profile]')).toContainText('free@demo.test');

  await embed.getByRole('button', { name: 'Edit your profile' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'editProfile');
  await expect(widget.dialog).toHaveCount(0);
  await embed.getByRole('button', { name: 'Back' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
  await expect(embed.getByRole('button', { name: 'Back' })).toHaveCount(0); // the embed's own first screen
});

test('the iframe never shows the page it points at, nor boots a second widget; the embed asks for no /member/ page', async ({ page, world }) => {
  const requests = memberPageRequests(page, world.siteUrl);
  const fromFrames: string[] = [];
  page.on('request', (r) => r.frame() !== page.mainFrame() && r.url().includes('/api/') && fromFrames.push(r.url()));
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'login');
  // The parser starts the iframe's navigation before any script can run (at most that one request); the widget
  // cancels it as soon as its main chunk runs, and a widget that boots in that frame first stands down.
  expect(requests.length).toBeLessThanOrEqual(1);
  expect(
    page
      .frames()
      .map((f) => f.url())
      .filter((u) => u.includes('/member/')),
  ).toEqual([]);
  expect(fromFrames).toEqual([]);
  const before = requests.length;
  await embed.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'forgottenPassword');
  await embed.getByRole('button', { name: 'Back' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'login');
  expect(requests.length).toBe(before);
});

test('keyboard: the embed sits in the page tab order, and a keyboard login stays in it', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'login');
  // The screen's name comes with 'Loading…', before its flow's chunk: a Tab then has no field to reach (a clean-clone
  // run met exactly that). The form first.
  await expect(embed.getByLabel('Email')).toBeVisible();
  // Loading the page never moves the focus into the embed.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  // From the section heading just before it, Tab reaches the embed's first field.
  await page.locator('#embedded-ui-heading').evaluate((h: HTMLElement) => {
    h.tabIndex = -1;
    h.focus();
  });
  await page.keyboard.press('Tab');
  await expect(embed.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('free@demo.test');
  await page.keyboard.press('Tab');
  await expect(embed.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('password123');
  await page.keyboard.press('Enter');
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
  // Focus follows into the new screen instead of falling back to the page.
  expect(await embed.evaluate((host) => host.shadowRoot!.activeElement !== null)).toBe(true);
});

test('the modal works alongside, each with its own screens', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'login');
  await embed.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'forgottenPassword');

  // The header's sign-in link opens the modal's login; the embed keeps its screen.
  await page.locator('a[data-fixture-nav=member]').click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'forgottenPassword');
  // paid@ holds two plans with different content pages: the modal's after-login destination stays on this page.
  await widget.dialog.getByLabel('Email').fill('paid@demo.test');
  await widget.dialog.getByLabel('Password').fill('password123');
  await widget.dialog.getByRole('button', { name: 'Log into your account' }).click();
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
  // A login anywhere brings the embed to its own screen for the member (forgotten password is for visitors).
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
});

test('the embed follows a logout: back to its login, never to the logout redirector', async ({ page, world }) => {
  await startSession(page, world, 'free@demo.test');
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
  const url = page.url();
  // By keyboard: the embed sits below inline content that is still resolving and loading above it, which moves
  // the page under a pointer (a click could land beside the button); focus and Enter cannot miss.
  await embed.getByRole('button', { name: 'Log out' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(false);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'login');
  expect(page.url()).toBe(url); // the page stays: logging out inside an embed does not leave it
});

test('the modal and the embed keep their own screens and Back', async ({ page, world, widget }) => {
  await startSession(page, world, 'free@demo.test');
  await page.goto(`${world.siteUrl}/content-embeds`);
  const embed = embedOf(page);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
  await embed.getByRole('button', { name: 'Edit your profile' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'editProfile');
  await page.locator('a[data-fixture-nav=member]').click(); // relabelled 'Your Account'
  await expect(widget.dialog).toBeVisible();
  await expect(widget.dialog.getByRole('button', { name: 'Back' })).toHaveCount(0); // the embed's trail is not the modal's
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toHaveCount(0);
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'editProfile');
  await embed.getByRole('button', { name: 'Back' }).click();
  await expect(screenOf(embed)).toHaveAttribute('data-screen', 'account');
});

test('an embed frame on another site shows the embedded UI full page', async ({ page, world }) => {
  // A page of another origin (the fixture site as localhost) framing the site's /member/account: its widget
  // leaves another site's frame alone, so nobody replaces it.
  const other = new URL(world.siteUrl);
  other.hostname = 'localhost';
  await page.goto(`${other.origin}/`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.style.cssText = 'width:800px;height:600px;border:0';
    document.body.prepend(frame);
  }, `${world.siteUrl}/member/account`);
  const frame = page.frameLocator(`iframe[src^="${world.siteUrl}"]`);
  const embed = frame.locator('memberspace-embed[data-embed-page]');
  await expect(embed.locator('section.embed')).toHaveAttribute('data-screen', 'login');
  await expect(embed.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const box = await embed.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([800, 600]); // the frame's whole viewport
});
