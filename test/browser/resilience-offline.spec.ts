import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import {
  apiToken,
  builtManifest,
  fault,
  fillCard,
  fillLogin,
  hook,
  isCall,
  memberInfo,
  openAccountAs,
  openTask,
  patchConfig,
  startSession,
  updateCardControl,
} from './helpers';
import { expectRegistrationKept, fillRegistration } from './joining';
import {
  CARDS,
  NETWORK_ERROR,
  expectCardKept,
  ledger,
  memberRecord,
  membershipsOf,
  offline,
  pageErrors,
  registerFor,
  submitButton,
  tally,
} from './resilience-helpers';

/**
 * Offline and back online (issue 11, resilience). The whole browser context goes off the network
 * (`context.setOffline`) just before a form is sent: the form says 'Network error.' (part 1 §8), keeps every value
 * typed, and the same form, sent again once the network is back, succeeds. Payments are checked against the
 * fixture server's ledger: one charge per purchase, also when the server charged but its answer was lost.
 */

test.describe.configure({ mode: 'default' });
const count = tally(
  ['forms', 'charges', 'payments', 'reads'] as const,
  (c) =>
    `offline: ${c.forms} forms kept their values and resubmitted after going back online, ${c.payments} payments made ${c.charges} charges (${c.charges - c.payments} double), ${c.reads} reads recovered without a reload`,
);

let errors: string[];
test.beforeEach(({ page }) => {
  errors = pageErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Submits while offline: the network error shows as the form's alert. */
async function failOffline(page: Page, submit: () => Promise<void>, alertText = NETWORK_ERROR): Promise<void> {
  const widget = new Widget(page);
  await offline(page.context());
  await submit();
  await expect(widget.dialog.getByRole('alert').filter({ hasText: alertText })).toBeVisible();
  await offline(page.context(), false);
}

test('login: offline shows the network error and keeps both fields; back online the same form logs in', async ({ page, world, widget }) => {
  // Opened by the account link, so the account follows the login on this page (no after-login navigation).
  await openTask(page, world, '/member/account');
  const d = widget.dialog;
  await expect(d.getByLabel('Email')).toBeVisible();
  await failOffline(page, () => fillLogin(widget, 'free@demo.test'));
  await expect(d.getByLabel('Email')).toHaveValue('free@demo.test');
  await expect(d.getByLabel('Password')).toHaveValue('password123');
  expect((await memberInfo(page)).isLoggedIn).toBe(false);
  await d.getByRole('button', { name: 'Log into your account' }).click();
  await expect(d.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  expect((await memberInfo(page)).memberInfo?.email).toBe('free@demo.test');
  count('forms');
});

test('registration: every field, custom fields included, survives; back online one account is created', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/sign_up/onetime01');
  const d = widget.dialog;
  await fillRegistration(d, 'offline-join@example.test');
  await failOffline(page, () => d.getByRole('button', { name: 'Continue' }).click());
  await expectRegistrationKept(d, 'offline-join@example.test');
  expect(await memberRecord(world, 'offline-join@example.test')).toBeUndefined();
  await d.getByRole('button', { name: 'Continue' }).click();
  await expect(d).toHaveAttribute('data-screen', 'signupToPlan');
  const members = (await hook(world, 'members?site=demo')) as { email: string }[];
  expect(members.filter((m) => m.email === 'offline-join@example.test')).toHaveLength(1);
  count('forms');
});

test('forgot password: the e-mail survives; back online one reset mail goes out', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/sign_in');
  const d = widget.dialog;
  await d
    .getByRole('button', { name: 'Forgot password?' })
    .or(d.getByRole('link', { name: 'Forgot password?' }))
    .click();
  await d.getByLabel('Email').fill('free@demo.test');
  const mails = async () => (await hook(world, 'mail?to=free@demo.test&kind=password-reset')).length as number;
  const before = await mails();
  await failOffline(page, () => d.getByRole('button', { name: 'Send me reset instructions' }).click());
  await expect(d.getByLabel('Email')).toHaveValue('free@demo.test');
  expect(await mails()).toBe(before);
  await d.getByRole('button', { name: 'Send me reset instructions' }).click();
  await expect(d.getByRole('status')).toContainText('check');
  expect(await mails()).toBe(before + 1);
  count('forms');
});

test('edit profile: the new names survive; back online the profile is saved', async ({ page, world }) => {
  const widget = new Widget(page);
  await startSession(page, world, 'free@demo.test');
  await openTask(page, world, '/member/account/edit');
  const d = widget.dialog;
  await expect(d.getByLabel('First name')).not.toHaveValue('');
  await d.getByLabel('First name').fill('Offline');
  await d.getByLabel('Last name').fill('Editor');
  await failOffline(page, () => d.getByRole('button', { name: 'Update profile' }).click());
  await expect(d.getByLabel('First name')).toHaveValue('Offline');
  await expect(d.getByLabel('Last name')).toHaveValue('Editor');
  expect((await memberRecord(world, 'free@demo.test')).firstName).not.toBe('Offline');
  await d.getByRole('button', { name: 'Update profile' }).click();
  await expect(d.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  expect(await memberRecord(world, 'free@demo.test')).toMatchObject({ firstName: 'Offline', lastName: 'Editor' });
  await expect.poll(async () => (await memberInfo(page)).memberInfo?.firstName).toBe('Offline');
  count('forms');
});

test('change password: both passwords survive; back online the password changes once', async ({ page, world }) => {
  const widget = await openAccountAs(page, world, 'free@demo.test');
  const d = widget.dialog;
  await d
    .getByRole('button', { name: 'Change your password' })
    .or(d.getByRole('link', { name: 'Change your password' }))
    .click();
  await d.getByLabel('Current password').fill('password123');
  await d.getByLabel('New password').fill('offline-and-back');
  await failOffline(page, () => d.getByRole('button', { name: 'Update Password' }).click());
  await expect(d.getByLabel('Current password')).toHaveValue('password123');
  await expect(d.getByLabel('New password')).toHaveValue('offline-and-back');
  await apiToken(world, 'free@demo.test'); // still the old password on the server
  await d.getByRole('button', { name: 'Update Password' }).click();
  await expect(d.getByRole('status')).toHaveText('Your password has been changed.');
  await apiToken(world, 'free@demo.test', 'offline-and-back');
  count('forms');
});

test.describe('payments', () => {
  test('plan signup with a new card and a coupon: card and coupon survive; back online one charge', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'offline-buyer@example.test');
    const d = widget.dialog;
    await d.getByLabel('Coupon code').fill('SAVE5');
    await d.getByRole('button', { name: 'Apply' }).click();
    await expect(d.locator('[data-coupon-discount]')).toBeVisible();
    await fillCard(widget, CARDS.ok);
    await offline(page.context());
    await submitButton(d).click();
    await expect(d.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await offline(page.context(), false);
    await expectCardKept(widget, CARDS.ok);
    await expect(d.getByLabel('Coupon code')).toHaveValue('SAVE5');
    await expect(d.locator('[data-coupon-discount]')).toBeVisible();
    expect(await ledger(world)).toEqual([]);
    await submitButton(d).click();
    await expect(d.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9400, status: 'succeeded', publicPlanId: 'onetime01' })]);
    count('forms');
    count('payments');
    count('charges', (await ledger(world)).length);
  });

  test('the server charged but the answer was lost, the network then drops: the resubmit back online charges nothing more', async ({
    page,
    world,
  }) => {
    const widget = await registerFor(page, world, 'onetime01', 'offline-lost@example.test');
    const d = widget.dialog;
    await fillCard(widget, CARDS.ok);
    await fault(world, { method: 'POST', path: '/memberships', lose: true, times: 1 });
    const first = page.waitForRequest(isCall('POST', '/memberships'));
    await submitButton(d).click();
    const firstBody = (await first).postDataJSON();
    await expect(d.getByRole('alert')).toHaveText(NETWORK_ERROR);
    expect(await ledger(world)).toHaveLength(1); // charged; the visitor cannot know
    // The visitor tries again at once, but the connection is gone now.
    await failOffline(page, () => submitButton(d).click());
    await expectCardKept(widget, CARDS.ok);
    expect(await ledger(world)).toHaveLength(1);
    const again = page.waitForRequest(isCall('POST', '/memberships'));
    await submitButton(d).click();
    expect((await again).postDataJSON()).toMatchObject({ idempotencyKey: firstBody.idempotencyKey });
    await expect(d.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toHaveLength(1);
    expect(await membershipsOf(world, 'offline-lost@example.test')).toEqual([
      expect.objectContaining({ publicPlanId: 'onetime01', status: 'active' }),
    ]);
    count('forms');
    count('payments');
    count('charges', (await ledger(world)).length);
  });

  test('change card: the new card survives; back online it is stored', async ({ page, world }) => {
    const widget = await openAccountAs(page, world, 'paid@demo.test');
    const d = widget.dialog;
    await updateCardControl(d).click();
    await fillCard(widget, CARDS.mastercard);
    await offline(page.context());
    await d.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(d.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await offline(page.context(), false);
    await expectCardKept(widget, CARDS.mastercard);
    expect((await memberRecord(world, 'paid@demo.test')).card).toMatchObject({ last4: '4242' });
    await d.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(d.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
    expect((await memberRecord(world, 'paid@demo.test')).card).toMatchObject({ last4: '4444' });
    expect(await ledger(world)).toEqual([]);
    count('forms');
  });

  test('cancel membership: the reason survives an answer lost and the network gone; back online it is canceled once', async ({ page, world }) => {
    const widget = await openAccountAs(page, world, 'paid@demo.test');
    const d = widget.dialog;
    await d.locator('[data-card=plans] [data-plan=sub01]').getByRole('button', { name: 'Cancel plan' }).click();
    await d.getByRole('radio', { name: 'I just want to cancel' }).check();
    await d.getByRole('textbox', { name: 'Reason for canceling' }).fill('Moving abroad');
    await fault(world, { method: 'DELETE', path: '/memberships/', lose: true, times: 1 });
    const first = page.waitForRequest(isCall('DELETE', /\/memberships\/sub01$/));
    await d.getByRole('button', { name: 'Cancel subscription' }).click();
    const key = (await first).postDataJSON().idempotencyKey;
    await expect(d.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await failOffline(page, () => d.getByRole('button', { name: 'Cancel subscription' }).click());
    await expect(d.getByRole('textbox', { name: 'Reason for canceling' })).toHaveValue('Moving abroad');
    const again = page.waitForRequest(isCall('DELETE', /\/memberships\/sub01$/));
    await d.getByRole('button', { name: 'Cancel subscription' }).click();
    expect((await again).postDataJSON()).toMatchObject({ idempotencyKey: key, canceledReason: 'Moving abroad' });
    await expect(d.locator('[data-done]').getByRole('heading')).toHaveText("Your plan's subscription has been canceled.");
    const sub = (await membershipsOf(world, 'paid@demo.test')).find((m: any) => m.publicPlanId === 'sub01');
    expect(sub.cancelsOn).not.toBeNull();
    count('forms');
  });
});

test.describe('reads while offline, and coming back online without a reload', () => {
  /** Adds a member link to the page, as a site's menu would have (the page itself is already loaded). */
  const addLink = (page: Page, path: string) =>
    page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      a.setAttribute('data-resilience-link', '');
      document.body.prepend(a);
    }, path);

  test('the interface chunk cannot load offline; back online the screen asked for opens by itself', async ({ page, world, widget }) => {
    // No member button: nothing loads the interface at boot, so the first open happens offline.
    await patchConfig(world, { memberButton: { enabled: false, position: 'bottomRight' } });
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`${world.siteUrl}/`);
    await widget.ready();
    // This test's premise: everything after ready has arrived (the after-ready chunk, which handles member links),
    // and only the interface is missing when the network goes.
    await page.waitForLoadState('networkidle');
    await offline(page.context());
    // The account link: login first, then the account on this page (no after-login navigation to wait for).
    await page.locator('a[href="/member/account"]').first().click();
    await expect.poll(() => logged.some((l) => l.includes('The interface could not load'))).toBe(true);
    await expect(widget.dialog).toHaveCount(0);
    expect(page.url()).toBe(`${world.siteUrl}/`); // the link was still the widget's: no 404 page
    await offline(page.context(), false);
    await expect(widget.dialog.getByLabel('Email')).toBeVisible();
    await fillLogin(widget, 'free@demo.test');
    await expect(widget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    count('reads');
  });

  test('charge history offline: the network error and Try again; back online the rows load by themselves', async ({ page, world }) => {
    const widget = await openAccountAs(page, world, 'history@demo.test');
    await widget.dialog.getByRole('button', { name: 'Close' }).click();
    await addLink(page, '/member/invoices');
    await offline(page.context());
    await page.locator('[data-resilience-link]').click();
    const d = widget.dialog;
    await expect(d.getByRole('heading', { name: 'Charge History', level: 1 })).toBeVisible();
    await expect(d.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await expect(d.getByRole('button', { name: 'Try again' })).toBeVisible();
    await offline(page.context(), false);
    await expect(d.locator('table tbody tr')).toHaveCount(10);
    await expect(d.getByRole('alert')).toHaveCount(0);
    count('reads');
  });

  test('plans offline: the network error; back online the plans show by themselves', async ({ page, world }) => {
    const widget = await openAccountAs(page, world, 'free@demo.test');
    await widget.dialog.getByRole('button', { name: 'Close' }).click();
    await addLink(page, '/member/plans/all');
    await offline(page.context());
    await page.locator('[data-resilience-link]').click();
    const d = widget.dialog;
    await expect(d.getByRole('alert')).toHaveText(NETWORK_ERROR);
    await offline(page.context(), false);
    await expect(d.getByRole('combobox')).toBeVisible();
    await expect(d.getByRole('alert')).toHaveCount(0);
    count('reads');
  });

  test('a page opened while the API is unreachable gets its configuration once back online: the member button appears', async ({
    page,
    world,
    widget,
  }) => {
    // The configuration's answer is slow: the connection drops while it is on its way (Chromium fails it at once).
    await fault(world, { path: '/configuration', delayMs: 3000, times: 1 });
    // The widget's own files are in before the drop (on a first visit they come once the page has painted, or after
    // FIRST_VISIT_HOLD_MS): it is the API that is unreachable here, not the widget.
    const main = builtManifest().main;
    const code = page.waitForResponse((r) => r.url().endsWith(`/widget/${main}`));
    await page.goto(`${world.siteUrl}/`);
    await code;
    await offline(page.context());
    await widget.ready();
    expect(await memberInfo(page)).toEqual({ isLoggedIn: false });
    await expect(widget.memberButton).toHaveCount(0);
    await offline(page.context(), false);
    await expect(widget.memberButton).toHaveText('Sign in / Sign up', { timeout: 10_000 });
    await widget.memberButton.click();
    await expect(widget.dialog.getByLabel('Email')).toBeVisible();
    count('reads');
  });

  test("the widget's own files, lost to a dropped connection, are asked for again once back online", async ({ page, world, widget }) => {
    const files = /\/widget\/(main|chunk)-[A-Z0-9]+\.js$/;
    await page.route(files, (route) => route.abort('internetdisconnected'));
    await page.goto(`${world.siteUrl}/pricing`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { MemberSpace: { loadError?: string } }).MemberSpace.loadError)).toBeTruthy();
    await page.unroute(files);
    await offline(page.context());
    await offline(page.context(), false);
    await widget.ready();
    await expect(widget.memberButton).toHaveText('Sign in / Sign up');
    expect(await page.evaluate(() => 'loadError' in (window as unknown as { MemberSpace: object }).MemberSpace)).toBe(false);
    count('reads');
  });
});
