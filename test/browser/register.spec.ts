import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { fault, fillLogin, hook, isCall, memberInfo, openTask, patchConfig } from './helpers';
import { emailField, expectRegistrationKept, fillRegistration, REGISTRATION_FIELD_VALUES } from './joining';

/** Register user (part 2 §2, §3, §5, §7): the form, its checks, POST /sites/{s}/members and where it leads. */

const isRegister = isCall('POST', '/sites/demo/members');
const TAKEN = 'An account with this email already exists.';

async function openRegister(page: Page, world: FixtureServer, path = '/member/sign_up'): Promise<Widget> {
  const widget = new Widget(page);
  await openTask(page, world, path);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
  await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  return widget;
}

const email = emailField;

/** MemberSpace.member.registration as a host listener attached before the snippet sees it. */
function recordRegistrations(): void {
  const w = window as unknown as { __registrations: unknown[] };
  w.__registrations = [];
  document.addEventListener('MemberSpace.member.registration', (e) => w.__registrations.push(structuredClone((e as CustomEvent).detail)));
}
const registrations = (page: Page): Promise<any[]> => page.evaluate(() => (window as any).__registrations);

const submit = (d: Locator) => d.getByRole('button', { name: 'Continue' }).click();

test.describe('register user', () => {
  test('a new visitor fills every custom field type, is logged in and goes on to plan signup for the plan of the link', async ({ page, world }) => {
    await page.addInitScript(recordRegistrations);
    const widget = await openRegister(page, world, '/member/sign_up/sub01');
    const d = widget.dialog;
    // Part 1 §3: an unknown custom field type is skipped.
    await expect(d.getByText('Birthday (unknown type, skipped)')).toHaveCount(0);
    await expect(d.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
    await fillRegistration(d, 'rita@example.test');
    const sent = page.waitForRequest(isRegister);
    await submit(d);
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      firstName: 'Rita',
      lastName: 'Register',
      email: 'rita@example.test',
      password: 'stretch-daily',
      planId: 'sub01',
      captcha: expect.stringMatching(/^fx-captcha-/),
      customSignupFieldValues: REGISTRATION_FIELD_VALUES,
    });
    expect(typeof body.captchaTimeMs).toBe('number');
    expect(body).not.toHaveProperty('emailVerify');

    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('rita@example.test');
    // The host page hears of it once, with the new member as getMemberInfo() gives them.
    const [registered, ...more] = await registrations(page);
    expect(more).toEqual([]);
    expect(registered).toEqual({ pendingApproval: false, email: 'rita@example.test', memberInfo: (await memberInfo(page)).memberInfo });
    expect(registered.memberInfo).toMatchObject({ firstName: 'Rita', lastName: 'Register', memberships: [] });
    const members = await hook(world, 'members?site=demo');
    expect(members.find((m: { email: string }) => m.email === 'rita@example.test')).toMatchObject({
      firstName: 'Rita',
      pendingPlanPublicId: 'sub01',
    });
    // The tokens were stored: a new page view is still signed in.
    await page.goto(world.siteUrl);
    await widget.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
  });

  test('/member/plans/all while logged out: register, then plan signup; no plan id is sent', async ({ page, world }) => {
    const widget = await openRegister(page, world, '/member/plans/all');
    await fillRegistration(widget.dialog, 'allplans@example.test');
    const sent = page.waitForRequest(isRegister);
    await submit(widget.dialog);
    expect((await sent).postDataJSON()).not.toHaveProperty('planId');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
  });

  test('/member/plans/<id> while logged out: register for that plan, then plan signup', async ({ page, world }) => {
    const widget = await openRegister(page, world, '/member/plans/basic01');
    await fillRegistration(widget.dialog, 'planlink@example.test');
    const sent = page.waitForRequest(isRegister);
    await submit(widget.dialog);
    expect((await sent).postDataJSON()).toMatchObject({ planId: 'basic01' });
    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  });

  test("after-registration action 'redirect': the configured page, signed in", async ({ page, world }) => {
    await patchConfig(world, { afterRegistrationAction: { action: 'redirect', url: '/pricing', publicPlanIds: [] } });
    const widget = await openRegister(page, world);
    await fillRegistration(widget.dialog, 'redirected@example.test');
    await submit(widget.dialog);
    await page.waitForURL((url) => url.pathname === '/pricing');
    await widget.ready();
    expect((await memberInfo(page)).memberInfo?.email).toBe('redirected@example.test');
  });

  test('a site that approves accounts: the approval message, and nobody is logged in', async ({ page, world }) => {
    await page.addInitScript(recordRegistrations);
    const widget = await openRegister(page, world);
    await fillRegistration(widget.dialog, 'rita+approval@example.test');
    await submit(widget.dialog);
    await expect(widget.dialog.getByRole('status')).toHaveText(
      "A site admin still needs to approve your account. You'll receive an email when this happens, but until then you will not be able to log in or view any member content.",
    );
    await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
    await expect(widget.dialog.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
    const members = await hook(world, 'members?site=demo');
    expect(members.find((m: { email: string }) => m.email === 'rita+approval@example.test')).toBeTruthy();
    // An account awaiting approval is a registration too: no member info yet, only the address.
    expect(await registrations(page)).toEqual([{ pendingApproval: true, email: 'rita+approval@example.test' }]);
  });

  test("an email already taken: the server's error on the email field, everything typed kept", async ({ page, world }) => {
    const widget = await openRegister(page, world);
    const d = widget.dialog;
    await fillRegistration(d, 'free@demo.test');
    await submit(d);
    await expect(email(d)).toHaveAccessibleDescription(TAKEN);
    await expect(email(d)).toHaveAttribute('aria-invalid', 'true');
    // A field error, not the general alert.
    await expect(d.locator('.alert')).toHaveCount(0);
    await expectRegistrationKept(d, 'free@demo.test');
    // Typing a new address clears the error; the visitor can go on.
    await email(d).fill('rita2@example.test');
    await expect(email(d)).not.toHaveAttribute('aria-invalid', 'true');
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
  });

  test('client checks with the spec messages; nothing is sent until they pass', async ({ page, world }) => {
    const widget = await openRegister(page, world);
    const d = widget.dialog;
    let sent = 0;
    page.on('request', (r) => isRegister(r) && sent++);
    await submit(d);
    for (const label of ['First name', 'Last name', 'Confirm email', 'Password', 'Yoga experience']) {
      await expect(d.getByLabel(label)).toHaveAccessibleDescription('Required');
    }
    await expect(email(d)).toHaveAccessibleDescription('Required');
    await email(d).fill('rita@');
    await d.getByLabel('Confirm email').fill('rita@example.test');
    await d.getByLabel('Password').fill('short');
    await submit(d);
    await expect(email(d)).toHaveAccessibleDescription('Invalid email address.');
    await expect(d.getByLabel('Confirm email')).toHaveAccessibleDescription("Verification doesn't match.");
    await expect(d.getByLabel('Password')).toHaveAccessibleDescription('Minimum 8 characters needed!');
    expect(sent).toBe(0);
  });

  test('captcha: no token and no captcha at all are said in the spec words, with nothing lost', async ({ page, world }) => {
    const widget = await openRegister(page, world);
    const d = widget.dialog;
    await fillRegistration(d, 'robot@example.test');
    await page.evaluate(() => ((window as unknown as { __fxCaptchaFail: boolean }).__fxCaptchaFail = true));
    await submit(d);
    await expect(d.getByRole('alert')).toHaveText('To verify that you are not a robot, please check the box!');
    await expect(d.getByLabel('First name')).toHaveValue('Rita');
    await page.evaluate(() => ((window as unknown as { __fxCaptchaFail: boolean }).__fxCaptchaFail = false));
    await submit(d);
    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  });

  test("a captcha script that cannot load: 'Captcha error! Please contact support!'", async ({ page, world }) => {
    await fault(world, { path: '/stand-ins/captcha.js', status: 404 });
    const widget = await openRegister(page, world);
    await fillRegistration(widget.dialog, 'nocaptcha@example.test');
    let sent = 0;
    page.on('request', (r) => isRegister(r) && sent++);
    await submit(widget.dialog);
    await expect(widget.dialog.getByRole('alert')).toHaveText('Captcha error! Please contact support!', { timeout: 10_000 });
    expect(sent).toBe(0);
  });

  test("a server failure: the '*' alert, everything kept, and one request however often Continue is pressed", async ({ page, world }) => {
    await fault(world, { method: 'POST', path: '/sites/demo/members', status: 500, body: {}, delayMs: 800, times: 1 });
    const widget = await openRegister(page, world);
    const d = widget.dialog;
    await fillRegistration(d, 'busy@example.test');
    let sent = 0;
    page.on('request', (r) => isRegister(r) && sent++);
    const button = d.getByRole('button', { name: 'Continue' });
    await button.click();
    await expect(button).toBeDisabled();
    await d.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(d.getByRole('alert')).toHaveText('Server error - Please try again later or contact support.');
    expect(sent).toBe(1);
    await expect(d.getByLabel('Your goals')).toHaveValue('Touch my toes');
    await expect(d.getByLabel('Password')).toHaveValue('stretch-daily');
  });

  test('closing a dirty form asks first: dismiss keeps the form, accept closes; an untouched form just closes', async ({ page, world }) => {
    const asked: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    let widget = await openRegister(page, world);
    await widget.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(widget.dialog).toHaveCount(0);
    expect(asked).toEqual([]);

    widget = await openRegister(page, world);
    const d = widget.dialog;
    await d.getByLabel('First name').fill('Rita');
    await page.keyboard.press('Escape');
    await expect.poll(() => asked).toEqual(['Do you really want to abandon your sign-up?']);
    await expect(d).toHaveAttribute('data-screen', 'registerUser');
    await expect(d.getByLabel('First name')).toHaveValue('Rita');

    answer = true;
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(widget.dialog).toHaveCount(0);
    expect(asked).toHaveLength(2);
  });

  test('the login link keeps the selected plans: after logging in the member goes on to plan signup for them', async ({ page, world }) => {
    const widget = await openRegister(page, world, '/member/sign_up/sub01');
    await widget.dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
    await fillLogin(widget, 'free@demo.test');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    await expect(widget.dialog.locator('[data-plan]')).toHaveCount(1);
    await expect(widget.dialog.locator('[data-plan=sub01]')).toBeVisible();
  });
});
