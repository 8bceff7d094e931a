import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, type Widget } from './fixtures';
import { fault, memberInfo, openTask, patchConfig, startSession } from './helpers';

/** Floating member button and the 'Read Me' button (part 1 §2). */

const SETUP_ERROR = "There is a problem with this website's setup, please have the owner contact the support address";

/** Starts the member's session (startSession: these tests are not about signing in), then opens the home page, where it shows the logged-in button. */
async function logIn(page: Page, world: FixtureServer, widget: Widget, email: string) {
  await startSession(page, world, email);
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
}

test.describe('position', () => {
  for (const position of ['bottomRight', 'bottomLeft', 'topRight', 'topLeft'] as const) {
    test(`${position}: the button sits in that corner`, async ({ page, world, widget }) => {
      await patchConfig(world, { memberButton: { enabled: true, position } });
      await page.goto(`${world.siteUrl}/`);
      await expect(widget.memberButton).toBeVisible();
      const box = (await widget.memberButton.boundingBox())!;
      const { width, height } = page.viewportSize()!;
      const margin = 40; // the corner's offset (20 px) with room to spare; the button is far smaller than half the page
      const right = box.x + box.width >= width - margin && box.x > width / 2;
      const left = box.x <= margin && box.x + box.width < width / 2;
      const bottom = box.y + box.height >= height - margin && box.y > height / 2;
      const top = box.y <= margin && box.y + box.height < height / 2;
      expect({ right, left, bottom, top }).toEqual({
        right: position.endsWith('Right'),
        left: position.endsWith('Left'),
        bottom: position.startsWith('bottom'),
        top: position.startsWith('top'),
      });
    });
  }

  test('without a position it is at the bottom right (the default)', async ({ page, world, widget }) => {
    await patchConfig(world, { memberButton: { enabled: true } });
    await page.goto(`${world.siteUrl}/`);
    await expect(widget.memberButton).toHaveClass(/bottomRight/);
  });

  test('not shown when disabled', async ({ page, world, widget }) => {
    await patchConfig(world, { memberButton: { enabled: false, position: 'bottomRight' } });
    await openTask(page, world, '/member/sign_in'); // mounts the interface anyway
    await expect(widget.dialog).toBeVisible();
    await expect(widget.memberButton).toHaveCount(0);
  });
});

test.describe('logged out', () => {
  test("'Sign in / Sign up' when the site offers sign-up; it opens login", async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/`);
    await expect(widget.memberButton).toHaveText('Sign in / Sign up');
    await widget.memberButton.click();
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test("'Sign in' when the create-account button is off", async ({ page, world, widget }) => {
    await patchConfig(world, { createAccountButtonAction: { action: 'off', url: null, publicPlanIds: [] } });
    await page.goto(`${world.siteUrl}/`);
    await expect(widget.memberButton).toHaveText('Sign in');
  });
});

test.describe('logged in', () => {
  test("with a menu: a menu icon named 'Member Menu' that opens the member menu", async ({ page, world, widget }) => {
    await logIn(page, world, widget, 'free@demo.test');
    const button = widget.host.getByRole('button', { name: 'Member Menu', exact: true });
    await expect(button).toBeVisible();
    await expect(button.locator('svg.menu-icon')).toHaveCount(1);
    await button.click();
    await expect(widget.dialog.getByRole('navigation')).toBeVisible();
    await expect(widget.dialog.getByRole('link', { name: /Welcome video/ })).toBeVisible();
  });

  test("with a menu: the member's avatar with a menu badge, so the button reads as their account", async ({ page, world, widget }) => {
    await page.route('https://www.gravatar.com/**', (route) => route.fulfill({ status: 404, body: '' }));
    await logIn(page, world, widget, 'free@demo.test');
    const button = widget.host.getByRole('button', { name: 'Member Menu', exact: true });
    // The person first (their picture, or the silhouette without one), the menu's three lines as a badge on it.
    await expect(button.locator('.avatar')).toHaveAttribute('data-state', 'fallback');
    await expect(button.locator('.avatar svg.silhouette')).toBeVisible();
    await expect(button.locator('.badge svg.menu-icon')).toBeVisible();
  });

  test("the member menu: SVG icons, never emoji, and a 'Log out' that signs the member out", async ({ page, world, widget }) => {
    await logIn(page, world, widget, 'free@demo.test');
    await widget.host.getByRole('button', { name: 'Member Menu', exact: true }).click();
    const nav = widget.dialog.getByRole('navigation', { name: 'Member Menu' });
    await expect(nav.getByRole('link', { name: 'Welcome video' })).toBeVisible();
    // Every item (the seed's code points are emoji, one has none) draws an SVG icon; no text in an emoji range shows
    // (a page without an emoji font draws those as empty boxes).
    const links = nav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    await expect(nav.locator('a svg[aria-hidden=true]')).toHaveCount(count);
    expect(await nav.innerText()).not.toMatch(/\p{Extended_Pictographic}|\u{FE0F}/u);
    const logOut = nav.getByRole('button', { name: 'Log out', exact: true });
    await expect(logOut).toBeVisible();
    // As /member/sign_out: the logout redirector loads the after-logout URL ('/', this page), logged out there.
    const left = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await logOut.click();
    await left;
    await widget.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
    await expect(widget.memberButton).toHaveText('Sign in / Sign up');
  });

  test("without a menu: the member's avatar named 'Your Account' that opens the account", async ({ page, world, widget }) => {
    await patchConfig(world, { memberMenu: { enabled: false } });
    // The public avatar service is outside the fixture world: it has no picture for this member (its 404).
    await page.route('https://www.gravatar.com/**', (route) => route.fulfill({ status: 404, body: '' }));
    await logIn(page, world, widget, 'free@demo.test');
    const button = widget.host.getByRole('button', { name: 'Your Account', exact: true });
    await expect(button).toBeVisible();
    // No picture: the silhouette stands in (avatar state 'fallback', part 1 §4).
    await expect(button.locator('.avatar')).toHaveAttribute('data-state', 'fallback');
    await expect(button.locator('.avatar img')).toHaveCount(0);
    await expect(button.locator('.avatar svg.silhouette')).toHaveCount(1);
    await button.click();
    await expect(widget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  });

  test('the avatar shows the picture once it loaded', async ({ page, world, widget }) => {
    await patchConfig(world, { memberMenu: { enabled: false } });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.route('https://www.gravatar.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));
    await logIn(page, world, widget, 'free@demo.test');
    const avatar = widget.host.getByRole('button', { name: 'Your Account', exact: true }).locator('.avatar');
    await expect(avatar).toHaveAttribute('data-state', 'loaded');
    await expect(avatar.locator('img')).toBeVisible();
  });
});

test.describe("'Read Me' button", () => {
  test('a 404 on the site configuration shows it; it opens the site setup error', async ({ page, world, widget }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await fault(world, { path: '/configuration', status: 404 });
    await page.goto(`${world.siteUrl}/`);
    const readMe = widget.host.getByRole('button', { name: 'Read Me' });
    await expect(readMe).toBeVisible();
    await readMe.click();
    await expect(widget.dialog).toContainText(SETUP_ERROR);
    expect(errors).toEqual([]);
  });

  test('not for a 409 on the site configuration', async ({ page, world, widget }) => {
    await fault(world, { path: '/configuration', status: 409 });
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(widget.host.getByRole('button', { name: 'Read Me' })).toHaveCount(0);
  });

  for (const path of ['/builders/squarespace/config/pages', '/builders/wordpress/wp-admin/post.php?post=12&action=edit']) {
    test(`not in a site-builder editor: ${path}`, async ({ page, world, widget }) => {
      await fault(world, { path: '/configuration', status: 404 });
      await openTask(page, world, '/member/sign_in', path);
      await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(widget.host.getByRole('button', { name: 'Read Me' })).toHaveCount(0);
    });
  }

  test("the same builder's published page is not an editor: the button shows", async ({ page, world, widget }) => {
    await fault(world, { path: '/configuration', status: 404 });
    await page.goto(`${world.siteUrl}/builders/wordpress/`);
    await expect(widget.host.getByRole('button', { name: 'Read Me' })).toBeVisible();
  });
});

test('a site-config refresh that turns the button on shows it without a reload', async ({ page, world, widget }) => {
  await patchConfig(world, { memberButton: { enabled: false, position: 'bottomLeft' } });
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  await expect(widget.memberButton).toHaveCount(0);
  await patchConfig(world, { memberButton: { enabled: true, position: 'bottomLeft' } });
  await page.evaluate(() => (window as any).MemberSpace.refreshSiteConfig());
  await expect(widget.memberButton).toBeVisible();
});

test('the button never moves once painted: it shows when the font is decided, so no layout shift', async ({ page, world, widget }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  // The font's outcome is on the host once decided (loaded here: the fixture serves it).
  await expect(page.locator('memberspace-widget[data-font]')).toHaveAttribute('data-font', 'loaded');
  // A frame after the swap, so a shift from it would be recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});
