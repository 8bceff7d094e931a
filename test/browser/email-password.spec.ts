import type { FixtureServer } from '../../fixtures/server';
import { apiToken, fault, hook, isCall, patchConfig, requestsTo } from './helpers';
import { type AccountScreen, expect, memberInfo, openTask, test } from './screens';

/**
 * Email change, password change and reset, registration approved (part 1 §2, §4, §5, §8), against the fixture
 * server: magic links come from its mail hook and are opened with ?msopen= as a member following them would.
 */

const CONTACT = 'hello@demo-yoga.test';
const REGISTRATION_FAILED = `Sorry, the registration process cannot be loaded. Please try to log in or contact us (${CONTACT})`;
const LOG_OUT_FIRST = 'You need to log out before you can continue with the registration';

/** The newest magic link the fixture "mailed" to `to`. */
async function mailedLink(world: FixtureServer, to: string, kind: string): Promise<string> {
  const mail = (await hook(world, `mail?to=${encodeURIComponent(to)}&kind=${kind}`)) as { link: string }[];
  expect(mail.length, `a ${kind} mail to ${to}`).toBeGreaterThan(0);
  return mail.at(-1)!.link;
}

/** From the account page, through its profile card button. */
async function openFromAccount(account: AccountScreen, button: 'Change your email' | 'Change your password', title: string) {
  await account.follow(button);
  await expect(account.heading(title, 1)).toBeVisible();
}

test.describe('email change', () => {
  test('requested from the account, confirmed by the mailed link: the account and getMemberInfo show the new address', async ({
    page,
    world,
    screens,
  }) => {
    const { login, account, emailChange } = screens;
    await login.logInToAccount(world, 'free@demo.test');
    await openFromAccount(account, 'Change your email', 'Change your email');
    await expect(emailChange.newEmail).toHaveAttribute('autocomplete', 'email');
    await expect(emailChange.password).toHaveAttribute('autocomplete', 'current-password');
    await emailChange.newEmail.fill(' fiona.fresh@demo.test ');
    await emailChange.password.fill('password123');
    const sent = page.waitForRequest(isCall('POST', '/members/current/email-change'));
    await emailChange.update();
    expect((await sent).postDataJSON()).toMatchObject({
      newEmail: 'fiona.fresh@demo.test',
      password: 'password123',
      captcha: expect.stringMatching(/^fx-captcha-/),
      captchaTimeMs: expect.any(Number),
    });
    await emailChange.expectStatus(
      "We've sent a confirmation link to fiona.fresh@demo.test. Your email address will be updated once you confirm it.",
    );
    // Not changed until confirmed.
    expect((await memberInfo(page)).memberInfo.email).toBe('free@demo.test');

    const link = await mailedLink(world, 'fiona.fresh@demo.test', 'email-change');
    await openTask(page, world, link);
    await emailChange.expectShown('confirmEmailChangeMagic');
    await emailChange.expectStatus('Your email address has been updated.');
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('fiona.fresh@demo.test');
    await account.follow('Your Account');
    await expect(account.title).toBeVisible();
    await expect(account.text('fiona.fresh@demo.test')).toBeVisible();
    // Called once, however often the screen rendered.
    expect((await requestsTo(world, '/members/201/email')).length).toBe(1);
  });

  test("a visitor following the link is confirmed, asked 'Continue as …?', and signed in once they continue (tokens stored)", async ({
    page,
    world,
    screens: { shell, emailChange },
  }) => {
    await openTask(page, world, '/member/email-change/201/email-change-201');
    await emailChange.expectStatus('Your email address has been updated.');
    // Login CSRF: a link someone else mailed must not sign the visitor into that account unasked.
    await expect(emailChange.text('Continue as fiona.new@demo.test?')).toBeVisible();
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
    await emailChange.button('Continue', { exact: true }).click();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('fiona.new@demo.test');
    await page.reload();
    await shell.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
  });

  test("another member's link does not replace the session signed in here: asked first, Close keeps it", async ({
    page,
    world,
    screens: { login, emailChange },
  }) => {
    await login.logInToAccount(world, 'paid@demo.test');
    await openTask(page, world, '/member/email-change/201/email-change-201');
    await emailChange.expectStatus('Your email address has been updated.');
    await expect(emailChange.text('Continue as fiona.new@demo.test?')).toBeVisible();
    await emailChange.button('Close', { exact: true }).click();
    await expect(emailChange.status).toHaveCount(0);
    expect((await memberInfo(page)).memberInfo?.email).toBe('paid@demo.test');
    await page.reload();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('paid@demo.test');
  });

  test("a used and an unknown link show the server's error text", async ({ page, world, screens: { emailChange } }) => {
    await openTask(page, world, '/member/email-change/201/email-change-201');
    await emailChange.expectStatus('Your email address has been updated.');
    await openTask(page, world, '/member/email-change/201/email-change-201');
    await emailChange.expectAlert('This link has already been used.');
    await expect(emailChange.status).toHaveCount(0);

    await openTask(page, world, '/member/email-change/201/no-such-token');
    await emailChange.expectAlert('This link is not valid.');
  });

  test("an expired link shows the server's error text", async ({ page, world, screens: { emailChange } }) => {
    await hook(world, 'clock', { advanceMs: 2 * 86_400_000 }); // email-change links live one day
    await openTask(page, world, '/member/email-change/201/email-change-201');
    await emailChange.expectAlert('This link has expired.');
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
  });

  test('the form checks before sending, puts a wrong password on its field and keeps what was typed', async ({ world, screens }) => {
    const { login, account, emailChange } = screens;
    await login.logInToAccount(world, 'free@demo.test');
    await openFromAccount(account, 'Change your email', 'Change your email');
    await emailChange.update();
    await expect(emailChange.required).toHaveCount(2);
    await emailChange.newEmail.fill('fiona@');
    await emailChange.password.fill('wrong-password');
    await emailChange.update();
    await expect(emailChange.text('Invalid email address.')).toBeVisible();
    expect(await requestsTo(world, '/email-change')).toEqual([]);

    await emailChange.newEmail.fill('fiona.other@demo.test');
    await emailChange.update();
    await expect(emailChange.text('Incorrect password.')).toBeVisible();
    await expect(emailChange.password).toHaveAttribute('aria-invalid', 'true');
    await expect(emailChange.newEmail).toHaveValue('fiona.other@demo.test');
    await expect(emailChange.password).toHaveValue('wrong-password');
  });
});

test.describe('password reset', () => {
  test('requested with "Forgot password?", set from the mailed link, lands on the account; the new password logs in', async ({
    page,
    world,
    screens,
  }) => {
    const { shell, login, forgottenPassword, password, account } = screens;
    await login.open(world);
    await login.forgotPassword();
    await forgottenPassword.request('paid@demo.test');
    await expect(forgottenPassword.status).toBeVisible();

    await openTask(page, world, await mailedLink(world, 'paid@demo.test', 'password-reset'));
    await expect(password.heading('Choose a new password', 1)).toBeVisible();
    await expect(password.current).toHaveCount(0); // reset asks the new password only
    await expect(password.next).toHaveAttribute('autocomplete', 'new-password');
    await password.next.fill('short');
    await password.update();
    await expect(password.text('Minimum 8 characters needed!')).toBeVisible();
    expect(await requestsTo(world, '/members/202/password')).toEqual([]);

    await password.next.fill('a-new-secret');
    await password.update();
    await expect(account.title).toBeVisible();
    expect((await memberInfo(page)).memberInfo.email).toBe('paid@demo.test');

    // Logging out leaves for the after-logout URL ('/').
    // (The magic link's msopen already left the URL when it was read: the new page's load is what to wait for.)
    const left = page.waitForEvent('load');
    await account.logOut();
    await left;
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('msopen'));
    await shell.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
    await login.open(world);
    await login.signIn('paid@demo.test', 'password123');
    await login.expectAlert('Invalid email or password.');
    await login.logIn(world, 'paid@demo.test', 'a-new-secret'); // waits for the session
  });

  // Audit (sessions and cookies): analytics and error loggers read location as the page loads; the token must be
  // gone by then. The site's configuration answers late, so the widget is nowhere near ready at the page's load.
  test("the link's token leaves the address bar before the page's load, and the reset screen still opens", async ({
    page,
    world,
    screens: { password },
  }) => {
    await fault(world, { path: '/configuration', delayMs: 3000, times: 1 });
    await openTask(page, world, '/member/password-reset/202/reset-token-202');
    const seen = await page.evaluate(() => ({ href: location.href, ready: (window as any).MemberSpace.ready }));
    expect(seen.ready).toBe(false);
    expect(seen.href).not.toContain('reset-token-202');
    expect(new URL(seen.href).searchParams.has('msopen')).toBe(false);
    await expect(password.heading('Choose a new password', 1)).toBeVisible();
  });

  test("a used link shows the server's error and keeps the typed password", async ({ page, world, screens: { password } }) => {
    await openTask(page, world, '/member/password-reset/203/reset-used-203');
    await password.next.fill('a-new-secret');
    await password.update();
    await password.expectAlert('This link has already been used.');
    await expect(password.next).toHaveValue('a-new-secret');
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
  });
});

test.describe('change password', () => {
  test('a wrong current password shows the server error on its field, keeps both; then the change succeeds', async ({ page, world, screens }) => {
    const { login, account, password } = screens;
    await login.logInToAccount(world, 'free@demo.test');
    await openFromAccount(account, 'Change your password', 'Change your password');
    const { current, next } = password;
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');

    await password.update();
    await expect(password.required).toHaveCount(2);
    await current.fill('not-my-password');
    await next.fill('1234567');
    await password.update();
    await expect(password.text('Minimum 8 characters needed!')).toBeVisible();
    expect(await requestsTo(world, '/members/current/password')).toEqual([]);

    await next.fill('a-new-secret');
    await password.update();
    await expect(password.text('Incorrect password.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveValue('not-my-password');
    await expect(next).toHaveValue('a-new-secret');

    await current.fill('password123');
    const sent = page.waitForRequest(isCall('PATCH', '/members/current/password'));
    await password.update();
    expect((await sent).postDataJSON()).toEqual({ currentPassword: 'password123', newPassword: 'a-new-secret' });
    await password.expectStatus('Your password has been changed.');
    await apiToken(world, 'free@demo.test', 'a-new-secret'); // the new password logs in (200)
  });
});

test.describe('registration approved', () => {
  test('the approval link logs the member in and opens sign-up for the pending plan', async ({ page, world, screens: { signup } }) => {
    const sent = page.waitForRequest(isCall('POST', '/sites/demo/login'));
    await openTask(page, world, '/member/registration-approved/209/approve-penny-209');
    expect((await sent).postDataJSON()).toEqual({ type: 'magic', userId: 209, magicToken: 'approve-penny-209' });
    await signup.expectShown();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('pending@demo.test');
    // Logged in by this screen: never told to log out.
    await expect(signup.text(LOG_OUT_FIRST)).toHaveCount(0);
    expect((await requestsTo(world, '/sites/demo/login')).length).toBe(1);
  });

  test('a link from the approve hook works the same; without a pending plan the after-registration redirect leaves the page', async ({
    page,
    world,
    screens: { shell },
  }) => {
    await patchConfig(world, { afterRegistrationAction: { action: 'redirect', url: '/pricing', publicPlanIds: [] } });
    const approval = await hook(world, 'approve', { email: 'free@demo.test' });
    await openTask(page, world, approval.link);
    await page.waitForURL((url) => url.pathname === '/pricing');
    await shell.ready();
    expect((await memberInfo(page)).memberInfo.email).toBe('free@demo.test');
  });

  test('without a pending plan, show public plans opens sign-up', async ({ page, world, screens: { signup } }) => {
    const approval = await hook(world, 'approve', { email: 'free@demo.test' });
    await openTask(page, world, approval.link);
    await signup.expectShown();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
  });

  test('a logged-in member opening an approval link is asked to log out, and nothing is sent', async ({ page, world, screens: { login, shell } }) => {
    await login.logInToAccount(world, 'free@demo.test');
    await hook(world, 'requests', undefined, 'DELETE');
    await openTask(page, world, '/member/registration-approved/209/approve-penny-209');
    await expect(shell.text(LOG_OUT_FIRST)).toBeVisible();
    expect(await requestsTo(world, '/login')).toEqual([]);
    expect((await memberInfo(page)).memberInfo.email).toBe('free@demo.test');
  });

  test('a bad token shows the failure with the contact e-mail', async ({ page, world, screens: { shell } }) => {
    await openTask(page, world, '/member/registration-approved/209/not-the-token');
    await shell.expectAlert(REGISTRATION_FAILED);
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
  });

  test("a logged-in member's way out: Log out ends the session here, and the same link then runs", async ({ page, world, screens }) => {
    const { login, shell, signup } = screens;
    await login.logInToAccount(world, 'free@demo.test');
    await openTask(page, world, '/member/registration-approved/209/approve-penny-209');
    await expect(shell.text(LOG_OUT_FIRST)).toBeVisible();
    await shell.button('Log out').click();
    // Stays on the page: the logout leaves the approval running for the visitor it is now.
    await signup.expectShown();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('pending@demo.test');
    expect((await requestsTo(world, '/sites/demo/login')).filter((r) => r.status === 200).length).toBe(2); // free@'s, then the magic one
  });

  test('a site without a contact e-mail: the failure names none (no "contact us ()")', async ({ page, world, screens: { shell } }) => {
    await patchConfig(world, { contactEmail: '' });
    await openTask(page, world, '/member/registration-approved/209/not-the-token');
    await shell.expectAlert('Sorry, the registration process cannot be loaded. Please try to log in.');
  });

  test('signed in, but the member did not load: never told the login failed; Refresh carries on to sign-up', async ({
    page,
    world,
    screens: { shell, signup },
  }) => {
    await fault(world, { method: 'GET', path: '/sites/demo/members/current$', status: 500, times: 1 });
    await openTask(page, world, '/member/registration-approved/209/approve-penny-209');
    await shell.expectAlert('Error - Please try again later or contact support.');
    await expect(shell.text(REGISTRATION_FAILED)).toHaveCount(0);
    await shell.button('Refresh').click();
    await signup.expectShown();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('pending@demo.test');
    expect((await requestsTo(world, '/sites/demo/login')).length).toBe(1);
  });
});
