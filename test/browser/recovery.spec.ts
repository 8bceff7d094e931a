import type { Page, Request } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, type Widget } from './fixtures';
import { cspViolations, fault, hook, isCall, logIn, memberInfo, openTask, requestsTo } from './helpers';

/** Credential recovery (part 1 §2 Forgotten email / Forgotten password) and its invisible captcha (§5). */

const PASSWORD_DONE = "Check your email for the password reset link we just sent you. If it isn't there, please check your spam folder.";
const EMAIL_DONE = "Thank you, we'll reach out to help you as soon as possible.";
const ROBOT = 'To verify that you are not a robot, please check the box!';
const CAPTCHA_ERROR = 'Captcha error! Please contact support!';

/** From the login screen, through its link, as a visitor would. */
async function openFromLogin(page: Page, world: FixtureServer, widget: Widget, link: 'Forgot email?' | 'Forgot password?', path = '/') {
  await openTask(page, world, '/member/sign_in', path);
  await widget.dialog.getByRole('button', { name: link, exact: true }).click();
  const title = link === 'Forgot email?' ? 'Forgot your email?' : 'Forgot your password?';
  await expect(widget.dialog.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(widget.dialog).toHaveAccessibleName(title);
}

const jsonBody = (request: Request): Record<string, unknown> => request.postDataJSON() as Record<string, unknown>;

async function fillForgottenEmail(widget: Widget, email = 'ann@example.test') {
  await widget.dialog.getByLabel('First name').fill('Ann');
  await widget.dialog.getByLabel('Last name').fill('Lee');
  await widget.dialog.getByLabel('Email').fill(email);
  await widget.dialog.getByLabel('Phone number').fill('+1 555 0100');
}

test.describe('forgotten password', () => {
  test('sends the email with a captcha token and its time, then asks to check the inbox and spam', async ({ page, world, widget }) => {
    await openFromLogin(page, world, widget, 'Forgot password?');
    const email = widget.dialog.getByLabel('Email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await email.fill('free@demo.test');
    const sent = page.waitForRequest(isCall('POST', '/password/forgotten'));
    await widget.dialog.getByRole('button', { name: 'Send me reset instructions' }).click();
    const body = jsonBody(await sent);
    expect(body).toMatchObject({ email: 'free@demo.test', captcha: expect.stringMatching(/^fx-captcha-.{40}$/) });
    expect(typeof body.captchaTimeMs).toBe('number');
    expect(body.captchaTimeMs as number).toBeGreaterThanOrEqual(0);
    await expect(widget.dialog.getByRole('status')).toHaveText(PASSWORD_DONE);
    // The server accepted it: the reset link went to the member.
    const mail = await hook(world, 'mail?to=free@demo.test&kind=password-reset');
    expect(mail.length).toBeGreaterThan(0);
  });

  test('the captcha script loads only with a captcha screen, once, with explicit rendering and the loader tag\'s nonce', async ({ page, world, widget }) => {
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('/stand-ins/captcha.js') && fetched.push(r.url()));
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(fetched).toEqual([]); // not on the boot path, not with the login screen
    await widget.dialog.getByRole('button', { name: 'Forgot password?', exact: true }).click();
    await widget.dialog.getByRole('button', { name: 'Back' }).click();
    await widget.dialog.getByRole('button', { name: 'Forgot password?', exact: true }).click();
    await expect(widget.dialog.locator('[data-fx-captcha-widget]')).toHaveCount(1); // rendered inside our shadow root
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

  test('no captcha token shows the robot message, keeps the email, sends nothing; the next try succeeds', async ({ page, world, widget }) => {
    await openFromLogin(page, world, widget, 'Forgot password?');
    await page.evaluate(() => ((window as any).__fxCaptchaFail = true));
    await widget.dialog.getByLabel('Email').fill('free@demo.test');
    await widget.dialog.getByRole('button', { name: 'Send me reset instructions' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText(ROBOT);
    await expect(widget.dialog.getByLabel('Email')).toHaveValue('free@demo.test');
    expect(await requestsTo(world, '/password/forgotten')).toEqual([]);

    await page.evaluate(() => ((window as any).__fxCaptchaFail = false));
    await widget.dialog.getByRole('button', { name: 'Send me reset instructions' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText(PASSWORD_DONE);
  });

  test('a blocked captcha script shows the captcha error instead of hanging', async ({ page, world, widget }) => {
    await page.route('**/stand-ins/captcha.js*', (route) => route.abort('blockedbyclient'));
    await openFromLogin(page, world, widget, 'Forgot password?');
    await widget.dialog.getByLabel('Email').fill('free@demo.test');
    await widget.dialog.getByRole('button', { name: 'Send me reset instructions' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText(CAPTCHA_ERROR);
    await expect(widget.dialog.getByLabel('Email')).toHaveValue('free@demo.test');
    await expect(widget.dialog.getByRole('button', { name: 'Send me reset instructions' })).toBeEnabled();
    expect(await requestsTo(world, '/password/forgotten')).toEqual([]);
  });

  test('a required and a malformed email are refused in the spec words, before any request', async ({ page, world, widget }) => {
    await openFromLogin(page, world, widget, 'Forgot password?');
    const submit = widget.dialog.getByRole('button', { name: 'Send me reset instructions' });
    await submit.click();
    await expect(widget.dialog.getByText('Required', { exact: true })).toBeVisible();
    await widget.dialog.getByLabel('Email').fill('free@demo');
    await submit.click();
    await expect(widget.dialog.getByText('Invalid email address.')).toBeVisible();
    expect(await requestsTo(world, '/password/forgotten')).toEqual([]);
  });

  test('a server 5xx shows the 5xx message as an alert and keeps the email', async ({ page, world, widget }) => {
    await fault(world, { method: 'POST', path: '/password/forgotten', status: 503, body: {} });
    await openFromLogin(page, world, widget, 'Forgot password?');
    await widget.dialog.getByLabel('Email').fill('free@demo.test');
    await widget.dialog.getByRole('button', { name: 'Send me reset instructions' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Server error - Please try again later or contact support.');
    await expect(widget.dialog.getByLabel('Email')).toHaveValue('free@demo.test');
  });

  test('works on the hostile page under its strict CSP', async ({ page, world, widget }) => {
    const violations = await cspViolations(page);
    await openFromLogin(page, world, widget, 'Forgot password?', '/hostile/');
    await widget.dialog.getByLabel('Email').fill('free@demo.test');
    await widget.dialog.getByRole('button', { name: 'Send me reset instructions' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText(PASSWORD_DONE);
    expect(await violations()).toEqual([]);
  });
});

test.describe('forgotten email', () => {
  test('sends the details with a captcha token and its time, then thanks the visitor', async ({ page, world, widget }) => {
    await openFromLogin(page, world, widget, 'Forgot email?');
    await expect(widget.dialog.getByText('Enter your information below so we can help you.')).toBeVisible();
    await expect(widget.dialog.getByLabel('Your website URL')).toHaveCount(0); // not the admin site
    const autocomplete = await widget.dialog.locator('input').evaluateAll((inputs) =>
      inputs.filter((i) => i.getClientRects().length > 0).map((i) => [(i as HTMLInputElement).name, i.getAttribute('autocomplete')]),
    );
    expect(autocomplete).toEqual([
      ['firstName', 'given-name'],
      ['lastName', 'family-name'],
      ['email', 'email'],
      ['phoneNumber', 'tel'],
    ]);
    await fillForgottenEmail(widget);
    const sent = page.waitForRequest(isCall('POST', '/email/forgotten'));
    await widget.dialog.getByRole('button', { name: 'Request help now' }).click();
    const body = jsonBody(await sent);
    expect(body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.test',
      phoneNumber: '+1 555 0100',
      captcha: expect.stringMatching(/^fx-captcha-/),
      captchaTimeMs: expect.any(Number),
    });
    await expect(widget.dialog.getByRole('status')).toHaveText(EMAIL_DONE);
    const mail = await hook(world, 'mail?kind=forgotten-email&site=demo');
    expect(mail).toHaveLength(1);
    expect(mail[0].data).toMatchObject({ firstName: 'Ann', email: 'ann@example.test' });
  });

  test('every field is required and the email format is checked (part 1 §5)', async ({ page, world, widget }) => {
    await openFromLogin(page, world, widget, 'Forgot email?');
    const submit = widget.dialog.getByRole('button', { name: 'Request help now' });
    await submit.click();
    await expect(widget.dialog.getByText('Required', { exact: true })).toHaveCount(4);
    await fillForgottenEmail(widget, 'ann.example.test');
    await submit.click();
    await expect(widget.dialog.getByText('Invalid email address.')).toBeVisible();
    await expect(widget.dialog.getByText('Required', { exact: true })).toHaveCount(0);
    expect(await requestsTo(world, '/email/forgotten')).toEqual([]);
  });

  test('no captcha token shows the robot message and keeps every typed value', async ({ page, world, widget }) => {
    await openFromLogin(page, world, widget, 'Forgot email?');
    await page.evaluate(() => ((window as any).__fxCaptchaFail = true));
    await fillForgottenEmail(widget);
    await widget.dialog.getByRole('button', { name: 'Request help now' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText(ROBOT);
    await expect(widget.dialog.getByLabel('First name')).toHaveValue('Ann');
    await expect(widget.dialog.getByLabel('Last name')).toHaveValue('Lee');
    await expect(widget.dialog.getByLabel('Email')).toHaveValue('ann@example.test');
    await expect(widget.dialog.getByLabel('Phone number')).toHaveValue('+1 555 0100');
    expect(await requestsTo(world, '/email/forgotten')).toEqual([]);
  });

  test('a server 5xx shows the 5xx message as an alert and keeps every typed value', async ({ page, world, widget }) => {
    await fault(world, { method: 'POST', path: '/email/forgotten', status: 500, body: {} });
    await openFromLogin(page, world, widget, 'Forgot email?');
    await fillForgottenEmail(widget);
    await widget.dialog.getByRole('button', { name: 'Request help now' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Server error - Please try again later or contact support.');
    await expect(widget.dialog.getByLabel('First name')).toHaveValue('Ann');
    await expect(widget.dialog.getByLabel('Phone number')).toHaveValue('+1 555 0100');
  });

  test('on the admin subdomain site it also asks for the site URL, required, and sends it', async ({ page, world, widget }) => {
    // The install snippet keeps an existing window.MemberSpace: this loads the widget for the admin site.
    await page.addInitScript(() => ((window as any).MemberSpace = { subdomain: 'admin' }));
    await openFromLogin(page, world, widget, 'Forgot email?');
    const siteUrl = widget.dialog.getByLabel('Your website URL');
    await expect(siteUrl).toHaveAttribute('autocomplete', 'url');
    await fillForgottenEmail(widget);
    await widget.dialog.getByRole('button', { name: 'Request help now' }).click();
    await expect(widget.dialog.getByText('Required', { exact: true })).toHaveCount(1);
    await expect(siteUrl).toHaveAttribute('aria-invalid', 'true');
    await siteUrl.fill('https://yoga.example.test');
    const sent = page.waitForRequest(isCall('POST', '/sites/admin/email/forgotten'));
    await widget.dialog.getByRole('button', { name: 'Request help now' }).click();
    expect(jsonBody(await sent)).toMatchObject({ siteUrl: 'https://yoga.example.test', captcha: expect.stringMatching(/^fx-captcha-/) });
    await expect(widget.dialog.getByRole('status')).toHaveText(EMAIL_DONE);
  });
});

test.describe('availability (part 1 §2: forgotten email and password are for logged-out visitors only)', () => {
  test('a logged-in member is not shown the login screen, so not its recovery links', async ({ page, world, widget }) => {
    await logIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText(/Your Account|Member Menu/);
    await expect(widget.dialog.getByRole('button', { name: 'Forgot password?' })).toHaveCount(0);
    await expect(widget.dialog.getByRole('button', { name: 'Forgot email?' })).toHaveCount(0);
  });

  test('an open recovery screen leaves when the visitor logs in (here: in another tab)', async ({ page, world, widget, context }) => {
    await openFromLogin(page, world, widget, 'Forgot password?');
    const other = await context.newPage();
    await logIn(other, world, 'paid@demo.test');
    await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true); // this tab adopted the login
    await expect(widget.dialog.getByRole('heading', { name: 'Forgot your password?' })).toHaveCount(0);
  });
});
