import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { axeWidget, isBlocking } from './a11y-helpers';
import { expect, test, type Widget } from './fixtures';
import { fault, fillCard, isCall, patchConfig, requestsTo, startSession, threeDSecure } from './helpers';
import { conversionCodeConfig, conversionCodeRuns, purchases, recordPurchases, registerFor } from './joining';
import { ledger, membershipsOf } from './resilience-helpers';

/**
 * Apple Pay and Google Pay at plan signup (README "Apple Pay and Google Pay"), against the card provider's stand-in
 * and its Express Checkout Element (fixtures/stand-ins/README.md): `window.__fxWallets` says which wallets the
 * "browser" has, `window.__fxWalletCard` which card the wallet pays with (the fixture API decides by its last4),
 * and the stand-in draws the browser's sheet as a frame with the total and Pay / Cancel.
 */

const joinCalls = async (world: FixtureServer) => (await requestsTo(world, '/memberships')).filter((r) => r.method === 'POST');

/** The browser offers these wallets (none by default: a headless browser has none), paying with this card. */
const offerWallets = (page: Page, wallets: string[], card?: string) =>
  page.addInitScript(
    ([w, c]) => {
      (window as any).__fxWallets = w;
      if (c) (window as any).__fxWalletCard = c;
    },
    [wallets, card ?? null] as const,
  );

const walletArea = (widget: Widget) => widget.dialog.locator('[data-wallet]');
const walletButton = (page: Page, name: 'Apple Pay' | 'Google Pay') =>
  page.locator('[data-ms-slot="wallet"] iframe').contentFrame().getByRole('button', { name });
const sheet = (page: Page) => {
  const frame = page.locator('[data-fx-wallet-sheet] iframe').contentFrame();
  return {
    overlay: page.locator('[data-fx-wallet-sheet]'),
    total: frame.locator('[data-fx-sheet-total]'),
    text: frame.locator('body'),
    pay: frame.getByRole('button', { name: 'Pay', exact: true }),
    cancel: frame.getByRole('button', { name: 'Cancel' }),
  };
};
/** Pays in Google Pay's sheet: the join call's body. */
async function payWithGooglePay(page: Page): Promise<any> {
  const joined = page.waitForRequest(isCall('POST', '/memberships'));
  await walletButton(page, 'Google Pay').click();
  await sheet(page).pay.click();
  return (await joined).postDataJSON();
}

/** Pays in Google Pay's sheet with the join's answer lost on the way back: its body, once the form said so and the sheet closed. */
async function payWithAnswerLost(page: Page, world: FixtureServer, widget: Widget): Promise<any> {
  await fault(world, { method: 'POST', path: '/memberships', lose: true, times: 1 });
  const body = await payWithGooglePay(page);
  await expect(widget.dialog.getByRole('alert')).toHaveText('Network error.');
  await expect(sheet(page).overlay).toHaveCount(0); // the sheet closed: one sheet at a time
  return body;
}

const submit = (widget: Widget) => widget.dialog.locator('button[type=submit]');

test.describe('wallets at plan signup', () => {
  test('no wallet in the browser: no buttons, no "or pay by card", and the card field where it was', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'nowallet@example.test');
    await widget.dialog.locator('[data-card-ready]').waitFor();
    // The provider's ready said no wallet can pay here: measured after it, when a height would have come.
    await expect(walletArea(widget)).toHaveAttribute('data-wallet', 'none');
    await expect(widget.dialog.getByText('or pay by card')).toHaveCount(0);
    // Out of the flow and of no height: the card field is the first thing in the payment method's box.
    const [area, field, box] = await Promise.all(
      ['[data-wallet]', '[data-card-field]', '[data-payment-method]'].map((s) => widget.dialog.locator(s).boundingBox()),
    );
    expect(area?.height).toBe(0);
    expect(field?.y).toBe(box?.y);
    // The provider's frame is out of the accessibility tree (and so of the tab order), not only of no height.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; name?: { value?: string } }[] };
    const frameTitle = (await page.locator('[data-ms-slot="wallet"] iframe').getAttribute('title'))!;
    expect(nodes.filter((n) => !n.ignored && n.name?.value === frameTitle)).toEqual([]);
    expect(nodes.some((n) => !n.ignored && n.name?.value === 'Secure card number input frame')).toBe(true); // the tree was read
  });

  test('Google Pay joins a subscription with a trial: $0.00 today in the sheet, one join with the wallet’s card, the purchase told once', async ({
    page,
    world,
  }) => {
    await page.addInitScript(recordPurchases);
    await patchConfig(world, conversionCodeConfig);
    await offerWallets(page, ['googlePay']);
    const widget = await registerFor(page, world, 'sub01', 'gpay@example.test');
    await expect(walletArea(widget)).toHaveAttribute('data-wallet', 'ready');
    await expect(widget.dialog.getByText('or pay by card')).toBeVisible();
    await expect(walletButton(page, 'Apple Pay')).toHaveCount(0);
    await walletButton(page, 'Google Pay').click();
    await expect(sheet(page).total).toHaveText('$0.00');
    // What follows the trial, as the order summary says it (Google Pay has no recurring request of its own).
    await expect(sheet(page).text).toContainText('$0.00 today, then $29.00 a month from');
    const joined = page.waitForRequest(isCall('POST', '/memberships'));
    await sheet(page).pay.click();
    expect((await joined).postDataJSON()).toMatchObject({
      planId: 'sub01',
      paymentMethod: { method: 'new', newPaymentMethodId: expect.stringMatching(/^pm_fx_4242_/) },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([]);
    expect(await membershipsOf(world, 'gpay@example.test')).toEqual([expect.objectContaining({ publicPlanId: 'sub01', status: 'trialing' })]);
    await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
    await expect.poll(() => conversionCodeRuns(page)).toEqual(['gpay@example.test']);
    const [conversion] = await purchases(page);
    expect(conversion!.detail.order).toMatchObject({ grandTotalCents: 0 });
    expect(await joinCalls(world)).toHaveLength(1);
  });

  test('Apple Pay buys the one-time plan: $99.00 in the sheet, one charge, the receipt', async ({ page, world }) => {
    await page.addInitScript(recordPurchases);
    await offerWallets(page, ['applePay', 'googlePay']);
    const widget = await registerFor(page, world, 'onetime01', 'applepay@example.test');
    await walletButton(page, 'Apple Pay').click();
    await expect(sheet(page).total).toHaveText('$99.00');
    await sheet(page).pay.click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect(widget.dialog.getByText('We have emailed you a receipt.')).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, currency: 'usd', status: 'succeeded', publicPlanId: 'onetime01' })]);
    await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
    const [conversion] = await purchases(page);
    expect(conversion!.detail.order).toMatchObject({ grandTotalCents: 9900, currency: 'usd' });
    await expect(sheet(page).overlay).toHaveCount(0);
  });

  test('Apple Pay’s sheet for a trial says what follows: the free trial, then $29.00 every month from its end', async ({ page, world }) => {
    await offerWallets(page, ['applePay']);
    await registerFor(page, world, 'sub01', 'applerecurring@example.test');
    await walletButton(page, 'Apple Pay').click();
    const frame = page.locator('[data-fx-wallet-sheet] iframe').contentFrame();
    await expect(sheet(page).total).toHaveText('$0.00');
    await expect(frame.locator('[data-fx-sheet-trial]')).toHaveText('$0.00');
    const regular = frame.locator('[data-fx-sheet-regular]');
    await expect(regular).toHaveText(/^\$29\.00 every month from \d{4}-\d{2}-\d{2}$/);
    // The trial's end, 14 days on (a day either side: the test's clock may cross midnight while the page's did not).
    const from = Date.parse(`${(await regular.textContent())!.slice(-10)}T00:00:00Z`);
    expect(Math.abs(from - Date.parse(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)))).toBeLessThanOrEqual(86_400_000);
    await expect(sheet(page).text).toContainText('14-day free trial');
    await sheet(page).cancel.click();
    await expect(sheet(page).overlay).toHaveCount(0);
  });

  test('keyboard and screen reader: a named group axe finds nothing serious in; Tab from the coupon reaches Apple Pay, Enter opens its sheet', async ({
    page,
    world,
  }) => {
    await offerWallets(page, ['applePay', 'googlePay']);
    const widget = await registerFor(page, world, 'onetime01', 'keys@example.test');
    await expect(widget.dialog.getByRole('group', { name: 'Express checkout' })).toBeVisible();
    await expect(widget.dialog.locator('[data-card-ready]')).toBeVisible();
    const blocking = (await axeWidget(page)).violations.filter(isBlocking);
    expect(blocking, JSON.stringify(blocking, null, 1)).toEqual([]);
    await widget.dialog.getByLabel('Coupon code').focus();
    await page.keyboard.press('Tab'); // Apply is disabled while no code is typed
    await expect(walletButton(page, 'Apple Pay')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet(page).total).toHaveText('$99.00');
  });

  test('a wallet card that needs 3D Secure: 420, the provider verifies, the join is repeated; one charge', async ({ page, world }) => {
    await offerWallets(page, ['googlePay'], '4000002500003155');
    const widget = await registerFor(page, world, 'onetime01', 'wallet3ds@example.test');
    await walletButton(page, 'Google Pay').click();
    await sheet(page).pay.click();
    const challenge = threeDSecure(page).frame;
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect((await joinCalls(world)).map((r) => r.status)).toEqual([420, 201]);
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded' })]);
  });

  test('an answer lost on the way back: the wallet’s retry repeats the same card and key, the server answers what it did, announced once', async ({
    page,
    world,
  }) => {
    await page.addInitScript(recordPurchases);
    await offerWallets(page, ['googlePay']);
    const widget = await registerFor(page, world, 'onetime01', 'walletlost@example.test');
    const firstBody = await payWithAnswerLost(page, world, widget);
    expect(await ledger(world)).toHaveLength(1); // it went through; the visitor could not know

    // The wallet makes a new payment method; the retry sends the first one, under the first key.
    expect(await payWithGooglePay(page)).toMatchObject({
      idempotencyKey: firstBody.idempotencyKey,
      paymentMethod: { newPaymentMethodId: firstBody.paymentMethod.newPaymentMethodId },
    });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toHaveLength(1);
    await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
  });

  test('an answer lost, then another card in the wallet: a new attempt (new key), which the server refuses as the plan is held; one charge', async ({
    page,
    world,
  }) => {
    await offerWallets(page, ['googlePay']);
    const widget = await registerFor(page, world, 'onetime01', 'walletother@example.test');
    const firstBody = await payWithAnswerLost(page, world, widget);

    // The member picks another card in the wallet: not the kept one, as a card typed anew is not.
    await page.evaluate(() => ((window as unknown as { __fxWalletCard: string }).__fxWalletCard = '5555555555554444'));
    const secondBody = await payWithGooglePay(page);
    expect(secondBody.paymentMethod.newPaymentMethodId).toMatch(/^pm_fx_4444_/);
    expect(secondBody.idempotencyKey).not.toBe(firstBody.idempotencyKey);
    await expect(widget.dialog.getByRole('alert')).toHaveText('You are already on this plan.');
    expect(await ledger(world)).toHaveLength(1);
  });

  test('a dismissed sheet changes nothing: no join, the card typed meanwhile still pays', async ({ page, world }) => {
    await offerWallets(page, ['googlePay']);
    const widget = await registerFor(page, world, 'onetime01', 'cancelled@example.test');
    await fillCard(widget, '4242424242424242');
    await walletButton(page, 'Google Pay').click();
    await sheet(page).cancel.click();
    await expect(sheet(page).overlay).toHaveCount(0);
    expect(await joinCalls(world)).toHaveLength(0);
    await expect(widget.dialog.getByRole('alert')).toHaveCount(0);
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded' })]);
  });

  test('a declined wallet card: the sheet closes, the form says why in the spec’s words, and the card field remains', async ({ page, world }) => {
    await offerWallets(page, ['googlePay'], '4000000000000002');
    const widget = await registerFor(page, world, 'onetime01', 'declined@example.test');
    await walletButton(page, 'Google Pay').click();
    await sheet(page).pay.click();
    await expect(widget.dialog.getByRole('alert').filter({ hasText: 'Could not charge card!' })).toBeVisible();
    await expect(sheet(page).overlay).toHaveCount(0);
    await expect(widget.dialog.locator('[data-card-field]')).toBeVisible();
    expect(await ledger(world)).toEqual([]);
    // Another card pays.
    await fillCard(widget, '4242424242424242');
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  });

  test('an applied coupon changes the amount the sheet shows', async ({ page, world }) => {
    await offerWallets(page, ['googlePay']);
    const widget = await registerFor(page, world, 'onetime01', 'coupon@example.test');
    await widget.dialog.getByLabel('Coupon code').fill('WELCOME10');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(widget.dialog.getByText('10% off your first payment')).toBeVisible();
    await walletButton(page, 'Google Pay').click();
    await expect(sheet(page).total).toHaveText('$89.10');
    const joined = page.waitForRequest(isCall('POST', '/memberships'));
    await sheet(page).pay.click();
    expect((await joined).postDataJSON()).toMatchObject({ couponCode: 'WELCOME10' });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 8910, status: 'succeeded' })]);
  });

  test('in a join embed (an iframe to /member/plans/all drawn in the page): Apple Pay buys the one-time plan', async ({ page, world }) => {
    await offerWallets(page, ['applePay']);
    await startSession(page, world, 'free@demo.test');
    await page.goto(`${world.siteUrl}/join-embed`);
    const embed = page.locator('memberspace-embed');
    await embed.locator('[data-plan-option=onetime01]').click();
    await expect(embed.locator('[data-wallet]')).toHaveAttribute('data-wallet', 'ready');
    await walletButton(page, 'Apple Pay').click();
    await expect(sheet(page).total).toHaveText('$99.00');
    await sheet(page).pay.click();
    await expect(embed.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded', publicPlanId: 'onetime01' })]);
  });
});
