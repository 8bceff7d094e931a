import type { Request } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { cspViolations, fault, hook, isCall, requestsTo } from './helpers';
import { expect, LoginScreen, memberInfo, openTask, type Screens, test } from './screens';

/** Credential recovery (part 1 §2 Forgotten email / Forgotten password) and its invisible captcha (§5). */

const PASSWORD_DONE = "Check your email for the password reset link we just sent you. If it isn't there, please check your spam folder.";
const EMAIL_DONE = "Thank you, we'll reach out to help you as soon as possible.";
const ROBOT = 'To verify that you are not a robot, please check the box!';
const CAPTCHA_ERROR = 'Captcha error! Please contact support!';

/** From the login screen, through its link, as a visitor would. */
async function openFromLogin(screens: Screens, world: FixtureServer, link: 'Forgot email?' | 'Forgot password?', path = '/') {
  const { login } = screens;
  const recovery = link === 'Forgot email?' ? screens.forgottenEmail : screens.forgottenPassword;
  await login.open(world, path);
  await (link === 'Forgot email?' ? login.forgotEmail() : login.forgotPassword());
  await expect(recovery.title).toBeVisible();
  await expect(recovery.widget.host.getByRole('dialog')).toHaveAccessibleName(recovery.titleText);
}

const jsonBody = (request: Request): Record<string, unknown> => request.postDataJSON() as Record<string, unknown>;

test.describe('forgotten password', () => {
  test('sends the email with a captcha token and its time, then asks to check the inbox and spam', async ({ page, world, screens }) => {
    const { forgottenPassword } = screens;
    await openFromLogin(screens, world, 'Forgot password?');
    const email = forgottenPassword.email;
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await email.fill('free@demo.test');
    const sent = page.waitForRequest(isCall('POST', '/password/forgotten'));
    await forgottenPassword.send();
    const body = jsonBody(await sent);
    expect(body).toMatchObject({ email: 'free@demo.test', captcha: expect.stringMatching(/^fx-captcha-.{40}$/) });
    expect(typeof body.captchaTimeMs).toBe('number');
    expect(body.captchaTimeMs as number).toBeGreaterThanOrEqual(0);
    await forgottenPassword.expectStatus(PASSWORD_DONE);
    // The server accepted it: the reset link went to the member.
    const mail = await hook(world, 'mail?to=free@demo.test&kind=password-reset');
    expect(mail.length).toBeGreaterThan(0);
  });

  test("the captcha script loads only with a captcha screen, once, with explicit rendering and the loader tag's nonce", async ({
    page,
    world,
    screens,
  }) => {
    const { shell, login, forgottenPassword } = screens;
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('/stand-ins/captcha.js') && fetched.push(r.url()));
    await login.open(world);
    await expect(login.title).toBeVisible();
    expect(fetched).toEqual([]); // not on the boot path, not with the login screen
    await login.forgotPassword();
    await shell.back();
    await login.forgotPassword();
    await expect(forgottenPassword.captcha).toHaveCount(1); // on our container in the page, never in our shadow root
    const scripts = await page.evaluate(() => {
      const loader = document.querySelector<HTMLScriptElement>('script[src*="/widget/widget.js"]');
      return [...document.querySelectorAll<HTMLScriptElement>('script[src*="captcha.js"]')].map((s) => ({
        src: s.src,
        nonceMatches: !!s.nonce && s.nonce === loader?.nonce,
      }));
    });
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]!.src).searchParams.get('render')).toBe('explicit');
    expect(new URL(scripts[0]!.src).searchParams.get('onload')).toBeTruthy();
    expect(scripts[0]!.nonceMatches).toBe(true);
    expect(fetched).toHaveLength(1);
  });

  test('no captcha token shows the robot message, keeps the email, sends nothing; the next try succeeds', async ({ page, world, screens }) => {
    const { forgottenPassword } = screens;
    await openFromLogin(screens, world, 'Forgot password?');
    await page.evaluate(() => ((window as any).__fxCaptchaFail = true));
    await forgottenPassword.email.fill('free@demo.test');
    await forgottenPassword.send();
    await forgottenPassword.expectAlert(ROBOT);
    await expect(forgottenPassword.email).toHaveValue('free@demo.test');
    expect(await requestsTo(world, '/password/forgotten')).toEqual([]);

    await page.evaluate(() => ((window as any).__fxCaptchaFail = false));
    await forgottenPassword.send();
    await forgottenPassword.expectStatus(PASSWORD_DONE);
  });

  test('a blocked captcha script shows the captcha error instead of hanging', async ({ page, world, screens }) => {
    const { forgottenPassword } = screens;
    await page.route('**/stand-ins/captcha.js*', (route) => route.abort('blockedbyclient'));
    await openFromLogin(screens, world, 'Forgot password?');
    await forgottenPassword.email.fill('free@demo.test');
    await forgottenPassword.send();
    await forgottenPassword.expectAlert(CAPTCHA_ERROR);
    await expect(forgottenPassword.email).toHaveValue('free@demo.test');
    await expect(forgottenPassword.sendButton).toBeEnabled();
    expect(await requestsTo(world, '/password/forgotten')).toEqual([]);
  });

  test('a required and a malformed email are refused in the spec words, before any request', async ({ page, world, screens }) => {
    const { forgottenPassword } = screens;
    await openFromLogin(screens, world, 'Forgot password?');
    const submit = forgottenPassword.sendButton;
    await submit.click();
    await expect(forgottenPassword.required).toBeVisible();
    await forgottenPassword.email.fill('free@demo');
    await submit.click();
    await expect(forgottenPassword.text('Invalid email address.')).toBeVisible();
    expect(await requestsTo(world, '/password/forgotten')).toEqual([]);
  });

  test('going back to the login and returning keeps the typed email', async ({ world, screens }) => {
    const { forgottenPassword, login, shell } = screens;
    await openFromLogin(screens, world, 'Forgot password?');
    await forgottenPassword.email.fill('free@demo.test');
    await shell.back();
    await login.expectShown();
    await login.forgotPassword();
    await expect(forgottenPassword.email).toHaveValue('free@demo.test');
  });

  test('a server 5xx shows the 5xx message as an alert and keeps the email', async ({ page, world, screens }) => {
    const { forgottenPassword } = screens;
    await fault(world, { method: 'POST', path: '/password/forgotten', status: 503, body: {} });
    await openFromLogin(screens, world, 'Forgot password?');
    await forgottenPassword.email.fill('free@demo.test');
    await forgottenPassword.send();
    await forgottenPassword.expectAlert('Server error - Please try again later or contact support.');
    await expect(forgottenPassword.email).toHaveValue('free@demo.test');
  });

  test('works on the hostile page under its strict CSP', async ({ page, world, screens }) => {
    const { forgottenPassword } = screens;
    const violations = await cspViolations(page);
    await openFromLogin(screens, world, 'Forgot password?', '/hostile/');
    await forgottenPassword.email.fill('free@demo.test');
    await forgottenPassword.send();
    await forgottenPassword.expectStatus(PASSWORD_DONE);
    expect(await violations()).toEqual([]);
  });
});

test.describe('forgotten email', () => {
  test('sends the details with a captcha token and its time, then thanks the visitor', async ({ page, world, screens }) => {
    const { forgottenEmail } = screens;
    await openFromLogin(screens, world, 'Forgot email?');
    await expect(forgottenEmail.text('Enter your information below so we can help you.')).toBeVisible();
    await expect(forgottenEmail.siteUrl).toHaveCount(0); // not the admin site
    const autocomplete = await forgottenEmail.dialog
      .locator('input')
      .evaluateAll((inputs) =>
        inputs.filter((i) => i.getClientRects().length > 0).map((i) => [(i as HTMLInputElement).name, i.getAttribute('autocomplete')]),
      );
    expect(autocomplete).toEqual([
      ['firstName', 'given-name'],
      ['lastName', 'family-name'],
      ['email', 'email'],
      ['phoneNumber', 'tel'],
    ]);
    await forgottenEmail.fillIn();
    const sent = page.waitForRequest(isCall('POST', '/email/forgotten'));
    await forgottenEmail.send();
    const body = jsonBody(await sent);
    expect(body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.test',
      phoneNumber: '+1 555 0100',
      captcha: expect.stringMatching(/^fx-captcha-/),
      captchaTimeMs: expect.any(Number),
    });
    await forgottenEmail.expectStatus(EMAIL_DONE);
    const mail = await hook(world, 'mail?kind=forgotten-email&site=demo');
    expect(mail).toHaveLength(1);
    expect(mail[0].data).toMatchObject({ firstName: 'Ann', email: 'ann@example.test' });
  });

  test('going back to the login and returning keeps every typed value', async ({ world, screens }) => {
    const { forgottenEmail, login, shell } = screens;
    await openFromLogin(screens, world, 'Forgot email?');
    await forgottenEmail.fillIn();
    await shell.back();
    await login.expectShown();
    await login.forgotEmail();
    await expect(forgottenEmail.email).toHaveValue('ann@example.test');
    await expect(forgottenEmail.firstName).not.toHaveValue('');
  });

  test('every field is required and the email format is checked (part 1 §5)', async ({ page, world, screens }) => {
    const { forgottenEmail } = screens;
    await openFromLogin(screens, world, 'Forgot email?');
    const submit = forgottenEmail.sendButton;
    await submit.click();
    await expect(forgottenEmail.required).toHaveCount(4);
    await forgottenEmail.fillIn('ann.example.test');
    await submit.click();
    await expect(forgottenEmail.text('Invalid email address.')).toBeVisible();
    await expect(forgottenEmail.required).toHaveCount(0);
    expect(await requestsTo(world, '/email/forgotten')).toEqual([]);
  });

  test('no captcha token shows the robot message and keeps every typed value', async ({ page, world, screens }) => {
    const { forgottenEmail } = screens;
    await openFromLogin(screens, world, 'Forgot email?');
    await page.evaluate(() => ((window as any).__fxCaptchaFail = true));
    await forgottenEmail.fillIn();
    await forgottenEmail.send();
    await forgottenEmail.expectAlert(ROBOT);
    await expect(forgottenEmail.firstName).toHaveValue('Ann');
    await expect(forgottenEmail.lastName).toHaveValue('Lee');
    await expect(forgottenEmail.email).toHaveValue('ann@example.test');
    await expect(forgottenEmail.phone).toHaveValue('+1 555 0100');
    expect(await requestsTo(world, '/email/forgotten')).toEqual([]);
  });

  test('a server 5xx shows the 5xx message as an alert and keeps every typed value', async ({ page, world, screens }) => {
    const { forgottenEmail } = screens;
    await fault(world, { method: 'POST', path: '/email/forgotten', status: 500, body: {} });
    await openFromLogin(screens, world, 'Forgot email?');
    await forgottenEmail.fillIn();
    await forgottenEmail.send();
    await forgottenEmail.expectAlert('Server error - Please try again later or contact support.');
    await expect(forgottenEmail.firstName).toHaveValue('Ann');
    await expect(forgottenEmail.phone).toHaveValue('+1 555 0100');
  });

  test('on the admin subdomain site it also asks for the site URL, required, and sends it', async ({ page, world, screens }) => {
    const { forgottenEmail } = screens;
    // The install snippet keeps an existing window.MemberSpace: this loads the widget for the admin site.
    await page.addInitScript(() => ((window as any).MemberSpace = { subdomain: 'admin' }));
    await openFromLogin(screens, world, 'Forgot email?');
    const siteUrl = forgottenEmail.siteUrl;
    await expect(siteUrl).toHaveAttribute('autocomplete', 'url');
    await forgottenEmail.fillIn();
    await forgottenEmail.send();
    await expect(forgottenEmail.required).toHaveCount(1);
    await expect(siteUrl).toHaveAttribute('aria-invalid', 'true');
    await siteUrl.fill('https://yoga.example.test');
    const sent = page.waitForRequest(isCall('POST', '/sites/admin/email/forgotten'));
    await forgottenEmail.send();
    expect(jsonBody(await sent)).toMatchObject({ siteUrl: 'https://yoga.example.test', captcha: expect.stringMatching(/^fx-captcha-/) });
    await forgottenEmail.expectStatus(EMAIL_DONE);
  });
});

test.describe('availability (part 1 §2: forgotten email and password are for logged-out visitors only)', () => {
  test('a logged-in member is not shown the login screen, so not its recovery links', async ({ page, world, screens: { login } }) => {
    await login.logIn(world, 'paid@demo.test');
    await openTask(page, world, '/member/sign_in');
    await expect(login.heading(undefined, 1)).toHaveText(/Your Account|Member Menu/);
    await expect(login.button('Forgot password?')).toHaveCount(0);
    await expect(login.button('Forgot email?')).toHaveCount(0);
  });

  test('an open recovery screen leaves when the visitor logs in (here: in another tab)', async ({ page, world, screens, context }) => {
    await openFromLogin(screens, world, 'Forgot password?');
    const other = await context.newPage();
    await new LoginScreen(other).logIn(world, 'paid@demo.test');
    await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true); // this tab adopted the login
    await expect(screens.forgottenPassword.heading('Forgot your password?')).toHaveCount(0);
  });
});
