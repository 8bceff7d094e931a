import { cspViolations, events, fault, memberInfo, recordEvents } from './helpers';
import { expect, test } from './screens';

test.describe('the pipeline end to end', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordEvents);
  });

  test('the loader boots the widget cross-origin and announces ready once', async ({ page, world, screens: { shell } }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${world.siteUrl}/`);
    await expect(shell.memberButton).toBeVisible();
    const ready = (await events(page)).filter((e) => e.type === 'MemberSpace.ready');
    expect(ready).toEqual([{ type: 'MemberSpace.ready', detail: { isLoggedIn: false } }]);
    expect(await page.evaluate(() => (window as any).MemberSpace.ready)).toBe(true);
    // The chunks come from the CDN origin, not the page's: the embed works cross-origin.
    expect(scripts.some((u) => u.startsWith(`${world.cdnUrl}/widget/chunk-`))).toBe(true);
    expect(new URL(world.cdnUrl).origin).not.toBe(new URL(world.siteUrl).origin);
  });

  test('a member link opens login, a demo member logs in and the account opens', async ({ page, world, screens }) => {
    const { shell, login, menu, account } = screens;
    await page.goto(`${world.siteUrl}/`);
    await shell.ready();
    await shell.signInLink.click();
    await shell.expectOpen();
    await expect(login.title).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/'); // the click did not navigate the host page
    await expect(login.email).toBeFocused();

    await login.signIn('paid@demo.test');

    // The demo site has the member menu on, and this member's plans lead to different pages: the menu opens.
    await expect(menu.nav).toBeVisible();
    await menu.openAccount();
    await expect(account.title).toBeVisible();
    await expect(account.dialog).toContainText('paid@demo.test');
    await expect(account.dialog.locator('.status').first()).toHaveText(/Paid|On Trial|Past Due/);
    const info = (await events(page)).filter((e) => e.type === 'MemberSpace.member.info');
    expect(info.at(-1)?.detail.memberInfo.email).toBe('paid@demo.test');
    const fromGetter = await page.evaluate(() => (window as any).MemberSpace.getMemberInfo());
    expect(fromGetter).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'paid@demo.test' } });
    // Logged in with a menu: the button becomes the menu icon (part 1 §2).
    await expect(shell.memberButton).toHaveAccessibleName('Member Menu');
  });

  test('a wrong password shows the server error and keeps what was typed', async ({ page, world, screens: { login } }) => {
    await login.open(world);
    await expect(login.title).toBeVisible();
    await login.signIn('paid@demo.test', 'wrong-password');
    await expect(login.alert.first()).toHaveText('Invalid email or password.');
    await expect(login.email).toHaveValue('paid@demo.test');
    expect(await page.evaluate(() => (window as any).MemberSpace.getMemberInfo())).toEqual({ isLoggedIn: false });
  });

  test('tokens accepted but the member fails to load once: signed in, the form moves on and never says the login failed', async ({
    page,
    world,
    screens: { login, menu },
  }) => {
    await login.open(world);
    await expect(login.title).toBeVisible();
    await fault(world, { method: 'GET', path: '/sites/demo/members/current$', status: 500, times: 1 });
    await login.signIn('paid@demo.test');
    // On to the after-login destination (this member has the menu), as after any login.
    await expect(menu.nav).toBeVisible();
    await expect(login.title).toHaveCount(0);
    await expect(login.text('Error - Please try again later or contact support.')).toHaveCount(0);
    // The page's answer: a member (their data to follow), never a visitor.
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
  });

  test('an invalid email is refused before any request, in the spec words', async ({ page, world, screens: { login } }) => {
    let logins = 0;
    page.on('request', (r) => r.url().endsWith('/login') && logins++);
    await login.open(world);
    await login.email.fill('not-an-email');
    await login.submit.click();
    await expect(login.text('Invalid email address.')).toBeVisible();
    await expect(login.text('Required')).toBeVisible();
    expect(logins).toBe(0);
  });

  test('Escape closes the dialog and focus returns to the link', async ({ page, world, screens: { shell } }) => {
    await page.goto(`${world.siteUrl}/`);
    await shell.ready();
    const link = shell.signInLink;
    await link.focus();
    await page.keyboard.press('Enter');
    await shell.expectOpen();
    await page.keyboard.press('Escape');
    await shell.expectClosed();
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
  test('the widget boots with no CSP violation and the page CSS does not reach into it', async ({ page, world, screens: { login } }) => {
    const violations = await cspViolations(page);
    await login.open(world, '/hostile/');
    const heading = login.title;
    await expect(heading).toBeVisible();
    const style = await heading.evaluate((el) => {
      const s = getComputedStyle(el);
      return { transform: s.textTransform, color: s.color, shadow: s.textShadow };
    });
    expect(style).toEqual({ transform: 'none', color: 'rgb(34, 34, 34)', shadow: 'none' });
    expect(await violations()).toEqual([]);
  });
});
