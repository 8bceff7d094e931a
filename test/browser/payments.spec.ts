import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import {
  cardInput,
  cspViolations,
  fault,
  fillCard,
  hook,
  isCall,
  logInAndLand,
  memberInfo,
  openChangeCard,
  openTask,
  patchConfig,
  requestsTo,
  startSession,
  threeDSecure,
} from './helpers';
import { purchases, recordPurchases, registerFor } from './joining';

/**
 * Payments (part 2 §2, §4, §8) as visitors and members live them, against the fixture API and the card
 * provider's stand-in (fixtures/stand-ins/stripe.js). Test cards by number: 4242… succeeds, …0002 is declined,
 * …3155 needs 3DS, …0341 attaches but fails when charged. The ledger (/__test/ledger) is every charge made.
 */

interface Charge {
  amount: number;
  currency: string;
  status: string;
  publicPlanId: string;
}
const ledger = async (world: FixtureServer): Promise<Charge[]> => (await hook(world, 'ledger')) as Charge[];
const membershipsOf = async (world: FixtureServer, email: string) =>
  ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === email)?.memberships ?? [];

const CARDS = { ok: '4242424242424242', declined: '4000000000000002', threeDS: '4000002500003155', mastercard: '5555555555554444' };

const submit = (widget: Widget) => widget.dialog.locator('button[type=submit]');

test.describe('buying a plan with a new card', () => {
  test('a new visitor buys the one-time plan with the success card: one charge, the receipt text', async ({ page, world }) => {
    const providerLoads: string[] = [];
    // The page's own requests: the provider's frames load its library too, as js.stripe.com's inner pages do.
    page.on('request', (r) => r.url().includes('/stand-ins/stripe.js') && r.frame() === page.mainFrame() && providerLoads.push(r.url()));
    await openTask(page, world, '/member/sign_up/onetime01');
    await new Widget(page).dialog.getByRole('button', { name: 'Continue' }).waitFor();
    expect(providerLoads).toEqual([]); // nothing of the provider loads until a card is asked for
    const widget = await registerFor(page, world, 'onetime01', 'buyer@example.test');
    // A new member has no stored card: the card field at once, no choice of one option.
    await expect(widget.dialog.locator('[data-payment-method]').getByRole('radio')).toHaveCount(0);
    await fillCard(widget, CARDS.ok);
    expect(providerLoads).toHaveLength(1);

    const joined = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    const body = (await joined).postDataJSON();
    expect(body).toMatchObject({ planId: 'onetime01', paymentMethod: { method: 'new', newPaymentMethodId: expect.stringMatching(/^pm_fx_4242_/) } });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect(widget.dialog.getByText('We have emailed you a receipt.')).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, currency: 'usd', status: 'succeeded', publicPlanId: 'onetime01' })]);
  });

  test('a subscription with a trial: the card is kept, nothing is charged, the membership is trialing', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'sub01', 'trialist@example.test');
    await expect(submit(widget)).toHaveText('Start your free trial');
    await fillCard(widget, CARDS.ok);
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([]);
    expect(await membershipsOf(world, 'trialist@example.test')).toEqual([expect.objectContaining({ publicPlanId: 'sub01', status: 'trialing' })]);
  });

  test('a multi-payment plan: the first of three payments is charged', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'multi01', 'instalments@example.test');
    await expect(submit(widget)).toHaveText('Purchase Now');
    await fillCard(widget, CARDS.ok);
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 5000, status: 'succeeded', publicPlanId: 'multi01' })]);
  });

  test('a 3DS card: 420, the provider verifies, the join is repeated with the confirmed intent; one charge', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'secure@example.test');
    await fillCard(widget, CARDS.threeDS);
    await submit(widget).click();
    const challenge = threeDSecure(page).frame;
    await expect(challenge.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    const repeated = page.waitForRequest((r) => isCall('POST', '/memberships')(r) && Boolean(r.postDataJSON()?.paymentIntentId));
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    expect((await repeated).postDataJSON()).toMatchObject({
      planId: 'onetime01',
      paymentIntentId: expect.stringMatching(/^pi_/),
      paymentMethod: null,
    });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect((await requestsTo(world, '/memberships')).filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([420, 201]);
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded' })]);
  });

  test('a failed 3DS says why and charges nothing; the form stays', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'unverified@example.test');
    await fillCard(widget, CARDS.threeDS);
    await submit(widget).click();
    await threeDSecure(page).button('Fail authentication').click();
    // A card the bank would not verify is the card's: said at the card field, with what to do.
    await expect(widget.dialog.locator('[data-card-field]').getByRole('alert')).toHaveText(
      'Could not charge card! (We are unable to authenticate your payment method. Please choose a different payment method and try again.) Try another card.',
    );
    await expect(cardInput(page, 'number')).toHaveValue('4000 0025 0000 3155');
    expect(await ledger(world)).toEqual([]);
  });

  test("a declined card: 'Could not charge card! (…)', the form keeps what was typed, another card then pays", async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'declined@example.test');
    await widget.dialog.getByLabel('Coupon code').fill('SAVE5');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(widget.dialog.locator('[data-coupon-discount]')).toBeVisible();
    await fillCard(widget, CARDS.declined);
    await submit(widget).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Could not charge card! (Your card was declined.) Try another card.');
    await expect(cardInput(page, 'number')).toHaveValue('4000 0000 0000 0002');
    await expect(widget.dialog.getByLabel('Coupon code')).toHaveValue('SAVE5');
    expect(await ledger(world)).toEqual([]);

    await cardInput(page, 'number').fill(CARDS.ok);
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9400, status: 'succeeded' })]);
  });

  test('card errors show on the card field and stop the submit', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'typo@example.test');
    const field = widget.dialog.locator('[data-card-field]');
    await cardInput(page, 'number').fill('4242424242424241');
    await expect(field.getByRole('alert')).toHaveText('Your card number is invalid.');
    let joins = 0;
    page.on('request', (r) => isCall('POST', '/memberships')(r) && joins++);
    await submit(widget).click();
    await expect(field.getByRole('alert')).toHaveText('Invalid card data. Please verify the card details!');
    expect(joins).toBe(0);
  });
});

test.describe('the card provider', () => {
  /** Records what the widget hands the provider's constructor (the stand-in assigns window.Stripe when it runs). */
  function recordProviderSetup(): void {
    const w = window as any;
    Object.defineProperty(w, 'Stripe', {
      configurable: true,
      set(real: any) {
        const wrapped = Object.assign((...args: unknown[]) => ((w.__providerSetup ??= []).push(args), real(...args)), real);
        Object.defineProperty(w, 'Stripe', { value: wrapped, writable: true, configurable: true });
      },
    });
  }

  test("loads once a card is asked for, with the environment's key and the site's account, API version and locale", async ({ page, world }) => {
    await page.addInitScript(recordProviderSetup);
    await registerFor(page, world, 'onetime01', 'setup@example.test');
    await expect(cardInput(page, 'number')).toBeVisible();
    const setup = await page.evaluate(() => (window as any).__providerSetup);
    expect(setup).toEqual([['pk_test_fixture', { locale: 'en', stripeAccount: 'acct_fixture', apiVersion: '2024-06-20' }]]);
  });

  test('works on the hostile page under its strict CSP: the provider loads with the nonce, the card is changed', async ({ page, world }) => {
    const violations = await cspViolations(page);
    const widget = await openChangeCard(page, world, '/hostile/');
    await fillCard(widget, CARDS.mastercard);
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
    // The account's avatar from the public avatar service is the page's img-src to allow (README): not ours here.
    expect((await violations()).filter((v) => !v.includes('gravatar.com'))).toEqual([]);
  });

  test('a site that does not require the zip code: the card field has none', async ({ page, world }) => {
    await patchConfig(world, { stripe: { accountId: 'acct_fixture', apiVersion: '2024-06-20', requireZipCode: false } });
    const widget = await registerFor(page, world, 'onetime01', 'nozip@example.test');
    const field = widget.dialog.locator('[data-card-field]');
    await expect(cardInput(page, 'number')).toBeVisible();
    await expect(field.getByLabel('ZIP')).toHaveCount(0);
    await cardInput(page, 'number').fill(CARDS.ok);
    await cardInput(page, 'expiry').fill('12 / 40');
    await cardInput(page, 'cvc').fill('123');
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  });
});

test.describe('never charged twice', () => {
  test('a double click on the pay button creates one membership and one charge', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'double@example.test');
    await fillCard(widget, CARDS.ok);
    await fault(world, { method: 'POST', path: '/memberships', delayMs: 800, times: 1 });
    await submit(widget).dblclick();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect((await requestsTo(world, '/memberships')).filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await ledger(world)).toHaveLength(1);
    expect(await membershipsOf(world, 'double@example.test')).toHaveLength(1);
  });

  test('a card typed over another of the same brand is the one sent, after a known outcome and after an unknown one (no change event comes)', async ({
    page,
    world,
  }) => {
    const widget = await openChangeCard(page, world);
    await fillCard(widget, CARDS.ok);
    const update = widget.dialog.getByRole('button', { name: 'Update Credit Card' });
    /** The PUT a click sends, once its answer is in and the form is free again. */
    const sent = async (during: Promise<unknown>) => {
      const answered = page.waitForResponse((r) => isCall('PUT', '/paymentMethods/current')(r.request()));
      await during;
      return (await answered).request().postDataJSON() as { newPaymentMethodId: string; idempotencyKey: string };
    };
    // A known outcome (the server refuses with a 409), then a Visa pasted over the Visa: both complete, the same
    // brand, so the provider tells no change; the new card must go, not the one made before.
    await fault(world, { method: 'PUT', path: '/paymentMethods/current', status: 409, times: 1 });
    const first = await sent(update.click());
    expect(first.newPaymentMethodId).toMatch(/^pm_fx_4242_/);
    await expect(update).toBeEnabled(); // the refusal is in
    await cardInput(page, 'number').fill('4000056655665556');
    await fault(world, { method: 'PUT', path: '/paymentMethods/current', status: 503, times: 1 });
    const second = await sent(update.click());
    expect(second.newPaymentMethodId).toMatch(/^pm_fx_5556_/);
    await expect(update).toBeEnabled();
    // An unknown outcome (503): untouched, the same request and key again, so the server answers what it did...
    await fault(world, { method: 'PUT', path: '/paymentMethods/current', status: 503, times: 1 });
    const third = await sent(update.click());
    expect(third).toEqual(second);
    await expect(update).toBeEnabled();
    // ...but once the member types in the card, a new attempt with what is typed now.
    await cardInput(page, 'number').fill('4242424242424242');
    const last = await sent(update.click());
    expect(last.newPaymentMethodId).toMatch(/^pm_fx_4242_/);
    expect(last.idempotencyKey).not.toBe(third.idempotencyKey);
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
  });

  test('an answer lost on the way back: the retry repeats the same key and the server answers what it did', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'lost@example.test');
    await fillCard(widget, CARDS.ok);
    await fault(world, { method: 'POST', path: '/memberships', lose: true, times: 1 });
    const first = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    const firstKey = (await first).postDataJSON().idempotencyKey;
    await expect(widget.dialog.getByRole('alert')).toHaveText('Network error.');
    expect(await ledger(world)).toHaveLength(1); // it went through; the visitor could not know

    const second = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    expect((await second).postDataJSON()).toMatchObject({
      idempotencyKey: firstKey,
      paymentMethod: { newPaymentMethodId: (await first).postDataJSON().paymentMethod.newPaymentMethodId },
    });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toHaveLength(1);
  });

  test("the 3DS repeat's answer lost: the resubmit sends that repeat again (same key) and ends on the questionnaire, paid and announced once", async ({
    page,
    world,
  }) => {
    await page.addInitScript(recordPurchases);
    const widget = await registerFor(page, world, 'onetime01', 'lost3ds@example.test');
    await fillCard(widget, CARDS.threeDS);
    const first = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    const firstKey = (await first).postDataJSON().idempotencyKey;
    const challenge = threeDSecure(page).frame;
    await expect(challenge.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    // The first call was answered (420); the repeat after the verification is taken, and its answer lost.
    await fault(world, { method: 'POST', path: '/memberships', lose: true, times: 1 });
    const repeated = page.waitForRequest((r) => isCall('POST', '/memberships')(r) && Boolean(r.postDataJSON()?.paymentIntentId));
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    const repeat = (await repeated).postDataJSON();
    expect(repeat.idempotencyKey).toBe(`${firstKey}:3ds:${repeat.paymentIntentId}`);
    await expect(widget.dialog.getByRole('alert')).toHaveText('Network error.');
    expect(await ledger(world)).toHaveLength(1); // paid; the member could not know

    const resent = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    expect((await resent).postDataJSON()).toMatchObject({ paymentIntentId: repeat.paymentIntentId, idempotencyKey: repeat.idempotencyKey });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toHaveLength(1);
    await expect.poll(async () => (await purchases(page)).filter((e) => e.type === 'MemberSpace.conversion')).toHaveLength(1);
    expect(await membershipsOf(world, 'lost3ds@example.test')).toEqual([expect.objectContaining({ publicPlanId: 'onetime01', status: 'active' })]);
  });

  test('a reload while paying: the payment completes once, and the plan then says it is held', async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'reload@example.test');
    await fillCard(widget, CARDS.ok);
    // The server takes the payment at once; its answer would come 5 s later, but the visitor reloads first.
    await fault(world, { method: 'POST', path: '/memberships', lose: true, delayMs: 5000, times: 1 });
    const sent = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    await sent;
    await expect.poll(() => ledger(world)).toHaveLength(1);
    await page.reload();
    // The page knew a payment was out: it asks again, so the new membership shows at once (not in an hour).
    await widget.ready();
    await expect.poll(async () => ((await memberInfo(page)).memberInfo?.memberships ?? []).map((m: any) => m.publicPlanId)).toContain('onetime01');
    await openTask(page, world, '/member/sign-up-recover/onetime01/email');
    await expect(widget.dialog.locator('[data-plan-message]')).toHaveText('You are already on this plan.');
    await expect(submit(widget)).toHaveCount(0);
    expect(await ledger(world)).toHaveLength(1);
  });
});

test.describe('provider and server errors (part 2 §8)', () => {
  test('the provider script blocked: its reason on the card field, and a retry loads it', async ({ page, world }) => {
    await fault(world, { path: '/stand-ins/stripe.js', status: 404, times: 1 });
    const widget = await registerFor(page, world, 'onetime01', 'blocked@example.test');
    await expect(widget.dialog.getByRole('alert')).toHaveText('Error: Provider not loaded. Please contact support!');
    await widget.dialog.getByRole('button', { name: 'Try again' }).click();
    await fillCard(widget, CARDS.ok);
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  });

  test("a 417 from the server: 'Stripe is not working - Bad API key or account ID?'", async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'badkey@example.test');
    await fillCard(widget, CARDS.ok);
    await fault(world, { method: 'POST', path: '/memberships', status: 417, body: {}, times: 1 });
    await submit(widget).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Stripe is not working - Bad API key or account ID?');
    expect(await ledger(world)).toEqual([]);
  });

  test("a second 420 on the call repeated after 3DS says 'Cound not find appropriate stripe handler for 3DS'", async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'twice3ds@example.test');
    await fillCard(widget, CARDS.threeDS);
    await submit(widget).click();
    const challenge = threeDSecure(page).frame;
    await expect(challenge.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await fault(world, {
      method: 'POST',
      path: '/memberships',
      status: 420,
      body: { requiresAction: true, paymentIntentId: 'pi_again', clientSecret: 'pi_again_secret_x' },
      times: 1,
    });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Cound not find appropriate stripe handler for 3DS');
    await expect(submit(widget)).toBeEnabled();
  });

  test("a 420 without a usable 3DS step on changing the card says 'Cound not find appropriate stripe handler for 3DS'", async ({ page, world }) => {
    const widget = await openChangeCard(page, world);
    await fillCard(widget, CARDS.mastercard);
    await fault(world, { method: 'PUT', path: '/paymentMethods/current', status: 420, body: { requiresAction: true }, times: 1 });
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Cound not find appropriate stripe handler for 3DS');
  });

  test("a 420 without a usable 3DS step: 'Cound not find appropriate stripe handler for 3DS'", async ({ page, world }) => {
    const widget = await registerFor(page, world, 'onetime01', 'no3ds@example.test');
    await fillCard(widget, CARDS.ok);
    await fault(world, { method: 'POST', path: '/memberships', status: 420, body: { requiresAction: true }, times: 1 });
    await submit(widget).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Cound not find appropriate stripe handler for 3DS');
  });
});

test.describe('retry payment, 3DS and change card', () => {
  test('a past-due member: the failed-payment popup, FAILING_CARD texts, a new card pays what was due; not again for 60 minutes', async ({
    page,
    world,
  }) => {
    // Logged in on the login screen: the popup opens on the page the login lands on (the next test starts returning).
    await logInAndLand(page, world, 'pastdue@demo.test');
    const widget = new Widget(page);
    // The popup opens by itself once the member is known (part 2 §4).
    await expect(widget.dialog).toHaveAttribute('data-screen', 'changeCreditCard', { timeout: 15_000 });
    await expect(widget.dialog.getByRole('heading', { name: 'Pat, this is important!' })).toBeVisible();
    await expect(
      widget.dialog.getByText('Your card (Visa ending in 0341) keeps failing. Update it below to keep your account active', { exact: true }),
    ).toBeVisible();
    await fillCard(widget, CARDS.ok);
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 900, status: 'succeeded', publicPlanId: 'basic01' })]);
    expect(await membershipsOf(world, 'pastdue@demo.test')).toEqual([expect.objectContaining({ publicPlanId: 'basic01', status: 'active' })]);

    // The next page view: the delay is recorded, nothing opens.
    await page.reload();
    await widget.ready();
    await page.waitForTimeout(4000); // past the 3 s check: a popup would be open by now
    await expect(widget.dialog).toHaveCount(0);
  });

  test('a past-due member whose new card needs 3DS: the 420 runs 3DS, the call is repeated with the confirmed payment, the plan is paid', async ({
    page,
    world,
  }) => {
    await startSession(page, world, 'pastdue@demo.test');
    await page.goto(world.siteUrl);
    const widget = new Widget(page);
    await expect(widget.dialog).toHaveAttribute('data-screen', 'changeCreditCard', { timeout: 15_000 });
    await fillCard(widget, CARDS.threeDS);
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    const challenge = threeDSecure(page).frame;
    await expect(challenge.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    const repeated = page.waitForRequest((r) => isCall('PUT', '/paymentMethods/current')(r) && Boolean(r.postDataJSON()?.paymentIntentId));
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    expect((await repeated).postDataJSON()).toMatchObject({ paymentIntentId: expect.stringMatching(/^pi_/), newPaymentMethodId: expect.any(String) });
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
    expect((await requestsTo(world, '/paymentMethods/current')).filter((r) => r.method === 'PUT').map((r) => r.status)).toEqual([420, 200]);
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 900, status: 'succeeded', publicPlanId: 'basic01' })]);
    expect(await membershipsOf(world, 'pastdue@demo.test')).toEqual([expect.objectContaining({ publicPlanId: 'basic01', status: 'active' })]);
  });

  test('an incomplete payment needing 3DS: Complete Payment, retry 3DS with its lines, Pay $99.00 with the stored card', async ({ page, world }) => {
    const widget = new Widget(page);
    await startSession(page, world, 'incomplete@demo.test');
    await openTask(page, world, '/member/complete-payment/onetime01');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'retry3dsPayment');
    await expect(widget.dialog.getByRole('heading', { name: 'Please complete your payment' })).toBeVisible();
    await expect(widget.dialog.getByText('Looks like your payment needs an extra step of verification.')).toBeVisible();
    await expect(widget.dialog.locator('table.lines')).toContainText('$99.00');
    await expect(widget.dialog.getByLabel('Your Visa ending in 3155', { exact: true })).toBeChecked();
    await widget.dialog.getByRole('button', { name: 'Pay $99.00' }).click();
    await threeDSecure(page).button('Complete authentication').click();
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded', publicPlanId: 'onetime01' })]);
    expect(await membershipsOf(world, 'incomplete@demo.test')).toEqual([expect.objectContaining({ publicPlanId: 'onetime01', status: 'active' })]);
  });

  test('Complete Payment with nothing due is an end state: the message as its heading, and Done leads to the account', async ({ page, world }) => {
    const widget = new Widget(page);
    await startSession(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/complete-payment/sub01');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'retryPayment');
    await expect(widget.dialog.getByRole('heading', { name: 'There is no payment due for this plan.' })).toBeVisible();
    await widget.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'account');
  });

  test('Complete Payment renews the session: a page protected for the plan just paid for opens at once', async ({ page, world }) => {
    const widget = new Widget(page);
    await startSession(page, world, 'incomplete@demo.test');
    await openTask(page, world, '/member/complete-payment/onetime01');
    await widget.dialog.getByRole('button', { name: 'Pay $99.00' }).click();
    await threeDSecure(page).button('Complete authentication').click();
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible();
    // /courses/yoga-101 is protected for onetime01 (among others): the token's claim must name it now.
    await page.goto(`${world.siteUrl}/courses/yoga-101`);
    await widget.ready();
    await expect(page.locator('[data-fixture-secret]')).toBeVisible();
    await expect(widget.dialog).toHaveCount(0);
  });

  test('retry 3DS with a new card: the new card success text', async ({ page, world }) => {
    const widget = new Widget(page);
    await startSession(page, world, 'incomplete@demo.test');
    await openTask(page, world, '/member/complete-payment/onetime01');
    await widget.dialog.getByLabel('A new card').check();
    await fillCard(widget, CARDS.ok);
    await widget.dialog.getByRole('button', { name: 'Pay $99.00' }).click();
    await expect(
      widget.dialog.getByRole('status').filter({ hasText: 'Thank you, your card has been updated. We will retry any unpaid subscriptions now!' }),
    ).toBeVisible();
    expect(await ledger(world)).toHaveLength(1);
  });

  test('change card from the account (NORMAL): what it replaces, then the new card is stored', async ({ page, world }) => {
    const widget = await openChangeCard(page, world);
    await expect(widget.dialog.getByRole('heading', { name: 'Enter your card details below.' })).toBeVisible();
    await expect(widget.dialog.getByText('This will replace your Visa ending in 4242.', { exact: true })).toBeVisible();
    const put = page.waitForRequest(isCall('PUT', '/paymentMethods/current'));
    await fillCard(widget, CARDS.mastercard);
    await widget.dialog.getByRole('button', { name: 'Update Credit Card' }).click();
    expect((await put).postDataJSON()).toMatchObject({ newPaymentMethodId: expect.stringMatching(/^pm_fx_4444_/) });
    await expect(widget.dialog.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
    const members = (await hook(world, 'members?site=demo')) as any[];
    expect(members.find((m) => m.email === 'paid@demo.test')).toMatchObject({ card: expect.objectContaining({ last4: '4444' }) });
  });
});
