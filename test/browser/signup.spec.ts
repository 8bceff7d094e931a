import { expect, test, Widget } from './fixtures';
import { fault, hook, isCall, logInAndSettle as signIn, openTask, patchConfig } from './helpers';
import { conversionCodeConfig, conversionCodeRuns, purchases, recordPurchases } from './joining';

/**
 * Signup to plan, coupons, the post-signup questionnaire and the purchase events (part 2 §2, §4, §8), against
 * the fixture server's seed (fixtures/api/README.md): plans free01 (welcome page /free-area, post-signup fields),
 * onetime01 ($99, fields, welcome /courses/yoga-101), sub01 (trial), basic01, yearly01, retired01 (disabled).
 */


const submit = (widget: Widget) => widget.dialog.locator('button[type=submit]');
const planBox = (widget: Widget) => widget.dialog.locator('.plan-box');
const couponInput = (widget: Widget) => widget.dialog.getByLabel('Coupon code');

test.describe('joining a free plan', () => {
  test('questionnaire with the post-signup fields, events once, then the welcome page the new membership opens', async ({ page, world }) => {
    // The site's conversion code, filled with the converting member (part 1 §5 templates).
    await patchConfig(world, conversionCodeConfig);
    await page.addInitScript(recordPurchases);
    const widget = await signIn(page, world, 'canceled@demo.test');

    await openTask(page, world, '/member/plans/free01');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    await expect(planBox(widget).getByRole('heading', { name: 'Free Community' })).toBeVisible();
    // One selectable plan: no dropdown, no payment, no coupon for a free plan.
    await expect(widget.dialog.locator('select[name=planId]')).toHaveCount(0);
    await expect(widget.dialog.locator('[data-payment-method]')).toHaveCount(0);
    await expect(couponInput(widget)).toHaveCount(0);
    await expect(submit(widget)).toHaveText('Join Now');

    const join = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    const body = (await join).postDataJSON();
    expect(body).toMatchObject({ planId: 'free01', couponCode: null, paymentMethod: null });
    expect(typeof body.idempotencyKey).toBe('string');
    expect(Array.isArray(body.referrals)).toBe(true);

    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect(widget.dialog.getByText('Please finish your profile below.')).toBeVisible();
    await expect(widget.dialog.getByText('We have emailed you a receipt.')).toHaveCount(0);

    // The documented conversion event, our purchase event and the conversion code: once each.
    await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
    await expect.poll(() => conversionCodeRuns(page)).toEqual(['canceled@demo.test']);
    const [conversion, purchase] = await purchases(page);
    expect(Object.keys(conversion!.detail).sort()).toEqual(['member', 'membership', 'order']);
    expect(conversion!.detail.membership).toMatchObject({ publicPlanId: 'free01', type: 'free', status: 'active', welcomeUrl: '/free-area' });
    expect(conversion!.detail.order).toMatchObject({ subTotalCents: 0, grandTotalCents: 0, grandTotal: 0 });
    expect('currency' in conversion!.detail.order).toBe(false);
    expect(conversion!.detail.member).toMatchObject({ id: 206, email: 'canceled@demo.test', firstName: 'Carla' });
    expect(purchase!.detail.plan).toMatchObject({ publicId: 'free01', name: 'Free Community', type: 'free' });
    expect(purchase!.detail.order).toEqual(conversion!.detail.order);

    // Closing before the fields are done says so, and the questionnaire stays.
    await widget.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(widget.dialog.getByRole('alert').filter({ hasText: 'Please fill in the sign up fields' })).toBeVisible();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'postJoinQuestionnaire');

    // Required post-signup fields are checked before sending.
    await widget.dialog.getByRole('button', { name: 'All Done' }).click();
    await expect(widget.dialog.getByText('Required').first()).toBeVisible();
    await widget.dialog.getByLabel('How did you hear about us?').fill('A friend');
    await widget.dialog.getByLabel('I accept the studio rules').check();
    expect((await purchases(page)).length).toBe(2);
    await widget.dialog.getByRole('button', { name: 'All Done' }).click();

    // The welcome page, protected for free members: the refreshed session shows it.
    await page.waitForURL(`${world.siteUrl}/free-area`);
    await expect(page.locator('[data-fixture-secret]')).toBeVisible();
    const members = (await hook(world, 'members?site=demo')) as { email: string; customSignupFieldValues: Record<string, unknown> }[];
    expect(members.find((m) => m.email === 'canceled@demo.test')!.customSignupFieldValues).toMatchObject({ 21: 'A friend', 24: true });
  });
});

test.describe('joining a paid plan with the stored card', () => {
  test('an invalid coupon is refused on its field with everything kept; a valid one shows its discount and is charged', async ({ page, world }) => {
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/onetime01');
    await expect(planBox(widget).getByRole('heading', { name: 'Lifetime Library' })).toBeVisible();
    await expect(planBox(widget)).toContainText('$99.00 one-time payment');
    await expect(planBox(widget)).toContainText('Never expires');
    const card = widget.dialog.getByLabel('Your Visa ending in 4242', { exact: true });
    await expect(card).toBeChecked();
    await expect(submit(widget)).toHaveText('Purchase Now');

    // Typing a code hides the submit until it is verified.
    await couponInput(widget).fill('INVALID');
    await expect(submit(widget)).toHaveCount(0);
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(widget.dialog.getByRole('alert').filter({ hasText: 'This coupon is not valid.' })).toBeVisible();
    await expect(couponInput(widget)).toHaveValue('INVALID');
    await expect(card).toBeChecked();
    await expect(planBox(widget)).toContainText('Lifetime Library');
    await expect(submit(widget)).toHaveCount(0);
    expect(await hook(world, 'ledger')).toEqual([]);

    await couponInput(widget).fill('WELCOME10');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(planBox(widget).locator('[data-coupon-discount]')).toHaveText('10% off your first payment');
    await expect(submit(widget)).toHaveText('Purchase Now');

    const join = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    expect((await join).postDataJSON()).toMatchObject({ planId: 'onetime01', couponCode: 'WELCOME10', paymentMethod: { method: 'current' } });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect(widget.dialog.getByText('We have emailed you a receipt.')).toBeVisible();
    const ledger = (await hook(world, 'ledger')) as { publicPlanId: string; amount: number }[];
    expect(ledger.map((c) => [c.publicPlanId, c.amount])).toEqual([['onetime01', 8910]]);
  });

  test('a coupon the join call refuses lands on its field, nothing charged, and the retry goes through once', async ({ page, world }) => {
    await page.addInitScript(recordPurchases);
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/onetime01');
    await couponInput(widget).fill('SAVE5');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(planBox(widget).locator('[data-coupon-discount]')).toHaveText('$5.00 off your first payment');

    await fault(world, { method: 'POST', path: '/memberships', status: 422, body: { error: 'This coupon has expired.', fieldErrors: { couponCode: 'This coupon has expired.' } }, times: 1 });
    await submit(widget).click();
    await expect(widget.dialog.getByRole('alert').filter({ hasText: 'This coupon has expired.' })).toBeVisible();
    await expect(couponInput(widget)).toHaveValue('SAVE5');
    await expect(submit(widget)).toHaveCount(0);
    expect(await hook(world, 'ledger')).toEqual([]);

    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(submit(widget)).toBeVisible();
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(((await hook(world, 'ledger')) as { amount: number }[]).map((c) => c.amount)).toEqual([9400]);
    await expect.poll(async () => (await purchases(page)).map((e) => e.type)).toEqual(['MemberSpace.conversion', 'MemberSpace.purchase']);
    const [conversion] = await purchases(page);
    expect(conversion!.detail.order).toMatchObject({ subTotalCents: 9900, grandTotalCents: 9400, grandTotal: 94, currency: 'usd' });
    expect(conversion!.detail.member).toMatchObject({ stripeCustomerId: 'cus_fixture_paid' });
  });

  test('a member without a stored card is offered only a new card, and the card field to enter it', async ({ page, world }) => {
    const widget = await signIn(page, world, 'none@demo.test');
    await openTask(page, world, '/member/plans/basic01');
    const fieldset = widget.dialog.locator('[data-payment-method]');
    await expect(fieldset.getByRole('radio')).toHaveCount(1);
    await expect(fieldset.getByLabel('A new card')).toBeChecked();
    await expect(fieldset.locator('[data-card-field]').getByLabel('Card number')).toBeVisible();
    await expect(submit(widget)).toBeEnabled();
  });
});

test.describe("coupons: the plan's default one, a free total, the server's words", () => {
  const expired = { error: 'This coupon has expired.', fieldErrors: { couponCode: 'This coupon has expired.' } }; // as the fixture refuses
  const dropped = (widget: Widget) => widget.dialog.locator('[data-coupon-dropped]');

  test("a default coupon that fails its check is dropped: the reason on the field, a note, and the member joins at the full price", async ({ page, world }) => {
    const widget = await signIn(page, world, 'paid@demo.test');
    await fault(world, { method: 'GET', path: '/coupons/WELCOME10', status: 422, body: expired, times: 1 });
    await openTask(page, world, '/member/plans/promo01');
    await expect(planBox(widget).getByRole('heading', { name: 'Spring Workshop' })).toBeVisible();
    await expect(couponInput(widget)).toHaveValue('WELCOME10');
    await expect(widget.dialog.locator('.coupon .field-error')).toHaveText('This coupon has expired.');
    await expect(dropped(widget)).toHaveText('The coupon WELCOME10 was not applied; you can still join at the full price.');
    await expect(planBox(widget).locator('[data-coupon-discount]')).toHaveCount(0);
    await expect(submit(widget)).toHaveText('Purchase Now');

    // The member may clear it: nothing left to say.
    await couponInput(widget).fill('');
    await expect(dropped(widget)).toHaveCount(0);
    const join = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    expect((await join).postDataJSON()).toMatchObject({ planId: 'promo01', couponCode: null });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(((await hook(world, 'ledger')) as { amount: number }[]).map((c) => c.amount)).toEqual([4900]);
  });

  test('without the coupon input: the default coupon applies; failing, a note says why and the full price is charged', async ({ page, world }) => {
    await patchConfig(world, { payment: { showCouponInput: false } });
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/promo01');
    await expect(planBox(widget).locator('[data-coupon-discount]')).toHaveText('10% off your first payment');
    await expect(couponInput(widget)).toHaveCount(0);
    await expect(submit(widget)).toBeVisible();

    await fault(world, { method: 'GET', path: '/coupons/WELCOME10', status: 422, body: expired, times: 1 });
    await openTask(page, world, '/member/plans/promo01');
    await expect(dropped(widget)).toHaveText('This coupon has expired. The coupon WELCOME10 was not applied; you can still join at the full price.');
    await expect(couponInput(widget)).toHaveCount(0);
    const join = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    expect((await join).postDataJSON()).toMatchObject({ planId: 'promo01', couponCode: null });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(((await hook(world, 'ledger')) as { amount: number }[]).map((c) => c.amount)).toEqual([4900]);
  });

  test("a refused code shows the server's words for the field; a coupon making a one-time plan free keeps its field, to change or remove", async ({ page, world }) => {
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/onetime01');
    // Only field errors in the answer: they are the server's words, not 'Could not load this coupon'.
    await fault(world, { method: 'GET', path: '/coupons/', status: 422, body: { fieldErrors: { couponCode: 'This coupon is for new members only.' } }, times: 1 });
    await couponInput(widget).fill('NEWONLY');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(widget.dialog.locator('.coupon .field-error')).toHaveText('This coupon is for new members only.');

    await couponInput(widget).fill('FREEFIRST');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(planBox(widget).locator('[data-coupon-discount]')).toHaveText('100% off your first payment');
    await expect(widget.dialog.locator('[data-payment-method]')).toHaveCount(0); // nothing to pay
    await expect(couponInput(widget)).toHaveValue('FREEFIRST');

    // Removing it asks for the card again; applying it again makes the plan free again.
    await couponInput(widget).fill('');
    await expect(widget.dialog.locator('[data-payment-method]')).toBeVisible();
    await couponInput(widget).fill('FREEFIRST');
    await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(widget.dialog.locator('[data-payment-method]')).toHaveCount(0);
    const join = page.waitForRequest(isCall('POST', '/memberships'));
    await submit(widget).click();
    expect((await join).postDataJSON()).toMatchObject({ planId: 'onetime01', couponCode: 'FREEFIRST', paymentMethod: null });
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await hook(world, 'ledger')).toEqual([]);
  });
});

test.describe('plan messages', () => {
  test("a held plan: 'You are already on this plan.'; a disabled one: 'Sorry, this plan is not available.'", async ({ page, world }) => {
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/sign-up-recover/sub01/email');
    await expect(widget.dialog.getByRole('heading', { name: 'Please finish signing up' })).toBeVisible();
    await expect(widget.dialog.locator('[data-plan-message]')).toHaveText('You are already on this plan.');
    await expect(submit(widget)).toHaveCount(0);

    await openTask(page, world, '/member/plans/retired01');
    await expect(widget.dialog.locator('[data-plan-message]')).toHaveText('Sorry, this plan is not available.');
    await expect(submit(widget)).toHaveCount(0);
  });

  test("the join call's 409 says 'You are already on this plan.' and nothing is announced", async ({ page, world }) => {
    await page.addInitScript(recordPurchases);
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/free01');
    await fault(world, { method: 'POST', path: '/memberships', status: 409, body: { error: 'Conflict' }, times: 1 });
    await submit(widget).click();
    await expect(widget.dialog.getByRole('alert').filter({ hasText: 'You are already on this plan.' })).toBeVisible();
    await expect(submit(widget)).toHaveText('Join Now');
    expect(await purchases(page)).toEqual([]);
  });

  test('a plan link for a held plan goes to its content URL', async ({ page, world }) => {
    await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/sub01');
    await page.waitForURL(`${world.siteUrl}/courses/`);
  });

  test("'Don't remind me again' cancels the abandoned-signup reminder and closes", async ({ page, world }) => {
    const widget = await signIn(page, world, 'none@demo.test');
    await openTask(page, world, '/member/sign-up-recover/sub01/popup');
    const cancel = page.waitForRequest(isCall('DELETE', '/members/current/pendingPlan'));
    await widget.dialog.getByRole('button', { name: "Don't remind me again" }).click();
    await cancel;
    await expect(widget.dialog).toHaveCount(0);
    const members = (await hook(world, 'members?site=demo')) as { email: string; pendingPlanPublicId: string | null }[];
    expect(members.find((m) => m.email === 'none@demo.test')!.pendingPlanPublicId).toBeNull();
  });
});

test.describe('the plan dropdown and submit labels', () => {
  test('all plans: placeholder, held plans left out, labels and replacement warnings by plan', async ({ page, world }) => {
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/all');
    const select = widget.dialog.locator('select[name=planId]');
    await expect(select).toBeVisible();
    await expect(select.locator('option').first()).toHaveText("Select a plan (you won't be charged yet)");
    await expect(select.locator('option')).toHaveText([
      "Select a plan (you won't be charged yet)",
      'Free Community',
      'Lifetime Library',
      'Basic Monthly',
      'Studio Yearly',
    ]);
    await expect(submit(widget)).toHaveCount(0);

    const cases: [string, string, string | null, string | null][] = [
      ['free01', 'Join Now', null, null],
      ['onetime01', 'Purchase Now', null, null],
      ['basic01', 'Downgrade Now', 'This will replace your subscription to Studio Monthly', 'You will lose access to the course library.'],
      ['yearly01', 'Update Subscription', 'This will replace your subscription to Studio Monthly', null],
    ];
    for (const [id, label, warning, message] of cases) {
      await select.selectOption(id);
      await expect(submit(widget)).toHaveText(label);
      const warn = planBox(widget).locator('[data-replacement]');
      if (warning) await expect(warn).toHaveText(warning);
      else await expect(warn).toHaveCount(0);
      if (message) await expect(planBox(widget)).toContainText(message);
    }
  });

  test('trial and subscription labels', async ({ page, world }) => {
    const widget = await signIn(page, world, 'canceled@demo.test');
    await openTask(page, world, '/member/plans/all');
    const select = widget.dialog.locator('select[name=planId]');
    await select.selectOption('sub01');
    await expect(submit(widget)).toHaveText('Start your free trial');
    await select.selectOption('yearly01');
    await expect(submit(widget)).toHaveText('Subscribe Now');
  });

  test('upgrade label, warning and message', async ({ page, world }) => {
    const widget = await signIn(page, world, 'pastdue@demo.test');
    await openTask(page, world, '/member/plans/sub01');
    await expect(submit(widget)).toHaveText('Upgrade Now');
    await expect(planBox(widget).locator('[data-replacement]')).toHaveText('This will replace your subscription to Basic Monthly');
    await expect(planBox(widget)).toContainText('Your Basic plan ends today and Studio Monthly starts now.');
  });

  test('agency upsell offers the agency plans', async ({ page, world }) => {
    const widget = await signIn(page, world, 'agency@demo.test');
    await openTask(page, world, '/member/plans/agency_upsell');
    await expect(planBox(widget).getByRole('heading', { name: 'Agency Partner' })).toBeVisible();
    await expect(widget.dialog.locator('select[name=planId]')).toHaveCount(0);
    await expect(submit(widget)).toHaveText('Subscribe Now');
  });
});

test.describe('the conversion order in a zero-decimal currency', () => {
  test('5,000 JPY (tokyo01) is reported as 5000, not divided by 100', async ({ page, world }) => {
    await page.addInitScript(recordPurchases);
    const widget = await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/plans/tokyo01');
    await expect(planBox(widget).getByRole('heading', { name: 'Tokyo Workshop' })).toBeVisible();
    await expect(widget.dialog.getByLabel(/ending in 4242/)).toBeChecked();
    await submit(widget).click();
    await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect.poll(async () => (await purchases(page)).length).toBe(2);
    const [conversion] = await purchases(page);
    expect(conversion!.detail.order).toMatchObject({ subTotal: 5000, subTotalCents: 5000, grandTotal: 5000, grandTotalCents: 5000, currency: 'jpy' });
  });
});
