import { expect, test } from './fixtures';
import { cspViolations, events, fault, fillLogin, openTask, recordEvents } from './helpers';

test.describe('the pipeline end to end', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordEvents);
  });

  test('the loader boots the widget cross-origin and announces ready once', async ({ page, world, widget }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${world.siteUrl}/`);
    await expect(widget.memberButton).toBeVisible();
    const ready = (await events(page)).filter((e) => e.type === 'MemberSpace.ready');
    expect(ready).toEqual([{ type: 'MemberSpace.ready', detail: { isLoggedIn: false } }]);
    expect(await page.evaluate(() => (window as any).MemberSpace.ready)).toBe(true);
    // The chunks come from the CDN origin, not the page's: the embed works cross-origin.
    expect(scripts.some((u) => u.startsWith(`${world.cdnUrl}/widget/main-`))).toBe(true);
    expect(new URL(world.cdnUrl).origin).not.toBe(new URL(world.siteUrl).origin);
  });

  test('a member link opens login, a demo member logs in and the account opens', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/`);
    await widget.ready();
    await page.locator('a[href="/member/sign_in"]').first().click();
    await expect(widget.dialog).toBeVisible();
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/'); // the click did not navigate the host page
    await expect(widget.dialog.getByLabel('Email')).toBeFocused();

    await fillLogin(widget, 'paid@demo.test');

    // The demo site has the member menu on, and this member's plans lead to different pages: the menu opens.
    await expect(widget.dialog.getByRole('navigation', { name: 'Member Menu' })).toBeVisible();
    await widget.dialog.getByRole('button', { name: /Your Account/ }).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    await expect(widget.dialog).toContainText('paid@demo.test');
    await expect(widget.dialog.locator('.status').first()).toHaveText(/Paid|On Trial|Past Due/);
    const info = (await events(page)).filter((e) => e.type === 'MemberSpace.member.info');
    expect(info.at(-1)?.detail.memberInfo.email).toBe('paid@demo.test');
    const fromGetter = await page.evaluate(() => (window as any).MemberSpace.getMemberInfo());
    expect(fromGetter).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'paid@demo.test' } });
    // Logged in with a menu: the button becomes the menu icon (part 1 §2).
    await expect(widget.memberButton).toHaveAccessibleName('Member Menu');
  });

  test('a wrong password shows the server error and keeps what was typed', async ({ page, world, widget }) => {
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await fillLogin(widget, 'paid@demo.test', 'wrong-password');
    await expect(widget.dialog.getByRole('alert').first()).toHaveText('Invalid email or password.');
    await expect(widget.dialog.getByLabel('Email')).toHaveValue('paid@demo.test');
    expect(await page.evaluate(() => (window as any).MemberSpace.getMemberInfo())).toEqual({ isLoggedIn: false });
  });

  test('an invalid email is refused before any request, in the spec words', async ({ page, world, widget }) => {
    let logins = 0;
    page.on('request', (r) => r.url().endsWith('/login') && logins++);
    await openTask(page, world, '/member/sign_in');
    await widget.dialog.getByLabel('Email').fill('not-an-email');
    await widget.dialog.getByRole('button', { name: 'Log into your account' }).click();
    await expect(widget.dialog.getByText('Invalid email address.')).toBeVisible();
    await expect(widget.dialog.getByText('Required')).toBeVisible();
    expect(logins).toBe(0);
  });

  test('Escape closes the dialog and focus returns to the link', async ({ page, world, widget }) => {
    await page.goto(`${world.siteUrl}/`);
    await widget.ready();
    const link = page.locator('a[href="/member/sign_in"]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(widget.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(widget.dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('a 5xx on the site configuration still fires ready and never throws on the host page', async ({ page, world }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await fault(world, { path: '/configuration', status: 503 });
    await page.goto(`${world.siteUrl}/`);
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toContain('MemberSpace.ready');
    expect(errors).toEqual([]);
  });
});

test.describe('hostile host page (aggressive global CSS, strict CSP with a nonce)', () => {
  test('the widget boots with no CSP violation and the page CSS does not reach into it', async ({ page, world, widget }) => {
    const violations = await cspViolations(page);
    await openTask(page, world, '/member/sign_in', '/hostile/');
    const heading = widget.dialog.getByRole('heading', { name: 'Sign in' });
    await expect(heading).toBeVisible();
    const style = await heading.evaluate((el) => {
      const s = getComputedStyle(el);
      return { transform: s.textTransform, color: s.color, shadow: s.textShadow };
    });
    expect(style).toEqual({ transform: 'none', color: 'rgb(34, 34, 34)', shadow: 'none' });
    expect(await violations()).toEqual([]);
  });
});
