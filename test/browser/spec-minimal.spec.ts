import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, FULL_BROWSER, test, Widget } from './fixtures';
import { fillCard, threeDSecure, fillLogin, hook, isCall, logInThroughWidget, memberInfo, openAccountAs, openTask, startSession } from './helpers';
import { fillRegistration, purchases, recordPurchases, registerFor } from './joining';

/**
 * The journeys that matter against a server that answers exactly as the spec describes (issue 19): the fixture in
 * spec-minimal mode (fixtures/api/specMinimal.ts) sends only the fields the spec's entity tables name, and for the
 * answers the spec does not show, the least the widget relies on (docs/architecture.md, "A server that answers as
 * the spec says"). Each journey asserts what the member sees.
 */
test.beforeEach(async ({ world }) => {
  expect(await hook(world, 'spec-minimal', { on: true })).toEqual({ on: true });
});

const submit = (widget: Widget) => widget.dialog.locator('button[type=submit]');

test('registration and the free plan: questionnaire, one conversion event, the welcome page', async ({ page, world }) => {
  await page.addInitScript(recordPurchases);
  const widget = await registerFor(page, world, 'free01', 'minimal-free@example.test');
  const d = widget.dialog;
  await expect(d.locator('.plan-box').getByRole('heading', { name: 'Free Community' })).toBeVisible();
  await d.getByRole('button', { name: 'Join Now' }).click();
  await expect(d.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
  const [conversion] = await purchases(page);
  expect(conversion!.detail.membership).toMatchObject({ publicPlanId: 'free01', status: 'active', welcomeUrl: '/free-area' });
  expect(conversion!.detail.order).toEqual({ id: expect.any(String), subTotal: 0, subTotalCents: 0, grandTotal: 0, grandTotalCents: 0 });
  expect(conversion!.detail.member).toMatchObject({ email: 'minimal-free@example.test' });

  await d.getByLabel('How did you hear about us?').fill('A spec-shaped server');
  await d.getByLabel('I accept the studio rules').check();
  await d.getByRole('button', { name: 'All Done' }).click();
  await page.waitForURL(`${world.siteUrl}/free-area`);
  await widget.ready();
  await expect(page.locator('[data-fixture-secret]')).toBeVisible();
});

test('a registration awaiting approval (an answer without tokens): the approval message, nobody logged in', async ({ page, world }) => {
  const widget = new Widget(page);
  await openTask(page, world, '/member/sign_up');
  await fillRegistration(widget.dialog, 'minimal+approval@example.test');
  await widget.dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.dialog.getByRole('status')).toHaveText(/^A site admin still needs to approve your account\./);
  expect((await memberInfo(page)).isLoggedIn).toBe(false);
});

test('a paid plan with a 3DS card: the 420 payment intent is confirmed, the join repeated, the receipt text', async ({ page, world }) => {
  await page.addInitScript(recordPurchases);
  const widget = await registerFor(page, world, 'onetime01', 'minimal-3ds@example.test');
  await fillCard(widget, '4000002500003155');
  await submit(widget).click();
  const challenge = threeDSecure(page).frame;
  const repeated = page.waitForRequest((r) => isCall('POST', '/memberships')(r) && Boolean(r.postDataJSON()?.paymentIntentId));
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  expect((await repeated).postDataJSON()).toMatchObject({ planId: 'onetime01', paymentIntentId: expect.stringMatching(/^pi_/) });
  await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  await expect(widget.dialog.getByText('We have emailed you a receipt.')).toBeVisible();
  await expect.poll(async () => (await purchases(page)).length).toBe(2);
  expect((await purchases(page))[0]!.detail.membership).toMatchObject({ publicPlanId: 'onetime01', type: 'one_time_payment', status: 'active' });
  expect((await hook(world, 'ledger')) as unknown[]).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded' })]);
});

test('login and the account: plans with their labels, billing, profile; host pages get every membership key', async ({ page, world }) => {
  const widget = await logInThroughWidget(page, world, 'paid@demo.test');
  const plans = widget.dialog.locator('[data-card=plans]');
  await expect(plans.locator('[data-plan=sub01]')).toContainText('Studio Monthly');
  await expect(plans.locator('[data-plan=sub01]')).toContainText('Paid');
  await expect(plans.locator('[data-plan=multi01]')).toContainText('Paid (2 of 3 payments)');
  await expect(widget.dialog.locator('[data-card=billing] ul.links [data-action]')).toHaveText([
    'View or cancel plans',
    'Update credit card',
    'View charge history',
  ]);
  await expect(widget.dialog.locator('[data-card=profile]')).toContainText('paid@demo.test');
  const info = (await memberInfo(page)).memberInfo;
  const multi = info.memberships.find((m: { publicPlanId: string }) => m.publicPlanId === 'multi01');
  expect(multi).toMatchObject({ planId: expect.any(Number), name: 'Teacher Training', welcomeUrl: null, contentUrl: '/courses/advanced/inversions' });
});

test('a plan change names the plan it replaces from the member’s memberships, never by its id', async ({ page, world }) => {
  const widget = new Widget(page);
  await startSession(page, world, 'paid@demo.test');
  await openTask(page, world, '/member/plans/yearly01');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(widget.dialog.locator('.plan-box [data-replacement=swap]')).toHaveText('This will replace your subscription to Studio Monthly');
  await expect(widget.dialog.locator('button[type=submit]')).toHaveText('Update Subscription');
});

/** On the account, opens the cancel screen of a plan from its row. */
async function cancelScreen(widget: Widget, publicPlanId: string): Promise<void> {
  await widget.dialog.locator(`[data-card=plans] [data-plan=${publicPlanId}]`).getByRole('button', { name: 'Cancel plan' }).click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'cancelMembership');
}

async function takeOffer(widget: Widget, label: string, button: string, success: string): Promise<void> {
  await widget.dialog.getByRole('radio', { name: label }).check();
  await widget.dialog.getByRole('button', { name: button }).click();
  await expect(widget.dialog.locator('[data-done]').getByRole('heading')).toHaveText(success);
  await widget.dialog.getByRole('button', { name: 'Back' }).click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'account');
}

test('cancel: support, the discount (an offer without amountType), then cancelling; the account shows when it ends', async ({ page, world }) => {
  const widget = await openAccountAs(page, world, 'paid@demo.test');
  await cancelScreen(widget, 'sub01');
  await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText('Cancel subscription to Studio Monthly');
  await widget.dialog.getByRole('radio', { name: 'I need support to help me' }).check();
  await widget.dialog.getByRole('textbox', { name: 'Your message' }).fill('Can I pause?');
  await widget.dialog.getByRole('button', { name: 'Send message now' }).click();
  await expect(widget.dialog.locator('[data-done]').getByRole('heading')).toHaveText('Thank you, we will get back to you shortly.');
  await widget.dialog.getByRole('button', { name: 'Back' }).click();

  await cancelScreen(widget, 'sub01');
  await widget.dialog.getByRole('radio', { name: 'I need a discount' }).check();
  await expect(widget.dialog.locator('.note')).toHaveText('20% off for 3 months');
  await widget.dialog.getByRole('button', { name: 'Apply discount now' }).click();
  await expect(widget.dialog.locator('[data-done]').getByRole('heading')).toHaveText('The discount has been applied successfully.');
  await widget.dialog.getByRole('button', { name: 'Back' }).click();

  await cancelScreen(widget, 'sub01');
  await expect(widget.dialog.getByRole('radio')).toHaveCount(2); // the discount was taken
  await widget.dialog.getByRole('radio', { name: 'I just want to cancel' }).check();
  await widget.dialog.getByRole('textbox', { name: 'Reason for canceling' }).fill('Moving abroad');
  await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(widget.dialog.locator('[data-done]').getByRole('heading')).toHaveText("Your plan's subscription has been canceled.");
  await widget.dialog.getByRole('button', { name: 'Back' }).click();
  await expect(widget.dialog.locator('[data-card=plans] [data-plan=sub01] [data-action=accountCancelsOn]')).toHaveText(
    /^Cancels on \w+ \d{1,2}, \d{4}$/,
  );
});

test('cancel: more trial time for a trialing plan', async ({ page, world }) => {
  const widget = await openAccountAs(page, world, 'retention@demo.test');
  await cancelScreen(widget, 'multi01');
  await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText('Cancel subscription to Teacher Training');
  await widget.dialog.getByRole('radio', { name: 'I need more time' }).check();
  await expect(widget.dialog.locator('.note')).toHaveText('We can extend your trial by 7 days');
  await takeOffer(widget, 'I need more time', 'Extend trial now', 'Your trial has been extended successfully.');
});

test("charge history from rows of date, amount, signedUrl, status and description; 'View' is the invoice", async ({ page, world }) => {
  const widget = new Widget(page);
  // A visitor logs in on the screen asked for, and the login continues to it.
  await openTask(page, world, '/member/invoices');
  await fillLogin(widget, 'paid@demo.test');
  await expect(widget.dialog.getByRole('heading', { name: 'Charge History', level: 1 })).toBeVisible();
  const rows = widget.dialog.locator('table tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().locator('td')).toHaveText([/\w+ \d{1,2}, \d{4}/, '$29.00', 'Paid', 'View', 'Studio Monthly (monthly)']);
  expect(await widget.dialog.locator('tbody td.status').allTextContents()).toContain('Refunded');
  const href = (await rows.first().getByRole('link', { name: 'View' }).getAttribute('href'))!;
  expect((await fetch(href)).status).toBe(200);
  // Rows without ids still merge page after page: the next page loads at the end of the list.
  await widget.dialog.locator('.charges').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll'));
  });
  await expect(rows).toHaveCount(13);
  await expect(widget.dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

/** Starts the member's session (startSession) and goes to `path`. */
async function member(page: Page, world: FixtureServer, email: string, path: string): Promise<Widget> {
  await startSession(page, world, email);
  await page.goto(`${world.siteUrl}${path}`);
  const widget = new Widget(page);
  await widget.ready();
  return widget;
}

test('protection: a visitor is refused, logs in on the denied screen and sees the page; a plan page upsells', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/members-only`);
  const widget = new Widget(page);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await widget.dialog.getByRole('button', { name: /log in/i }).click();
  await fillLogin(widget, 'free@demo.test');
  await expect(page.locator('[data-fixture-secret]')).toBeVisible();
  await expect(widget.dialog).toHaveCount(0);
  await page.goto(`${world.siteUrl}/paid-area`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(widget.dialog.getByText(/^To access this content, please join/)).toBeVisible();
});

test('content and the member menu for a member', FULL_BROWSER, async ({ page, world }) => {
  const widget = await member(page, world, 'free@demo.test', '/content-embeds');
  const embed = (name: string) => page.locator('memberspace-content', { has: page.locator(`[data-fixture-content="${name}"]`) });
  await expect(embed('inline-video').locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/M7lc1UVf-VE');
  await expect(embed('inline-image').locator('img')).toHaveAttribute('src', /\/__test\/assets\/sun-salutation\.png$/);
  await expect(embed('inline-pdf').locator('object[type="application/pdf"]')).toHaveAttribute('data', /pose-guide\.pdf$/);
  await expect(embed('inline-vimeo').getByText("Sorry, your current plan doesn't give you access to this content.")).toBeVisible();

  await widget.host.getByRole('button', { name: 'Member Menu', exact: true }).click();
  const nav = widget.dialog.getByRole('navigation');
  await expect(nav.getByRole('link', { name: /Welcome video/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Members area/ })).toHaveAttribute('href', /\/members-only$/);
});
