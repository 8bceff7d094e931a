import type { FixtureServer } from '../../fixtures/server';
import { apiCall, apiToken, fault, hook, isCall, patchConfig, requestsTo, startSession } from './helpers';
import { expect, type Screens, test } from './screens';

/**
 * Cancel membership with its retention offers, charge history and invoice details (part 2 §2, §5, §7, §9),
 * against the fixture API: each test proves what the server holds afterwards, not only what the screen says.
 */

interface SeenMembership {
  publicPlanId: string;
  status: string;
  cancelsOn: string | null;
  trialEndsAt: string | null;
}

async function membershipOf(world: FixtureServer, email: string, publicPlanId: string): Promise<SeenMembership> {
  const members = (await hook(world, 'members?site=demo')) as { email: string; memberships: SeenMembership[] }[];
  return members.find((m) => m.email === email)!.memberships.find((ms) => ms.publicPlanId === publicPlanId)!;
}

/** Opens the account for a signed-in member (openAccountAs) and the cancel screen from the plan's 'Cancel plan' row action. */
async function openCancel({ login, account, cancel }: Screens, world: FixtureServer, email: string, publicPlanId: string): Promise<void> {
  await login.openAccountAs(world, email);
  await account.row(publicPlanId).getByRole('button', { name: 'Cancel plan' }).click();
  await cancel.expectShown();
}

test.describe('cancel membership', () => {
  test('title, subtitle and the offers the server makes, in order; no trial offer for an active plan', async ({ page, world, screens }) => {
    const { cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await expect(cancel.title).toHaveText('Cancel subscription to Studio Monthly');
    await expect(cancel.offers).toBeVisible();
    await expect(cancel.options).toHaveCount(3);
    const labels = await cancel.optionLabels.allTextContents();
    expect(labels).toEqual(['I need support to help me', 'I need a discount', 'I just want to cancel']);
    // The action is there before a choice, and says what it waits for; a choice gives it the offer's words.
    await expect(cancel.submitButton).toBeVisible();
    await expect(cancel.submitButton).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel.submitButton).toHaveAccessibleDescription('Choose an option above.');
    await cancel.choose('I need a discount');
    await expect(cancel.submitButton).toHaveText('Apply discount now');
    await expect(cancel.submitButton).not.toHaveAttribute('aria-disabled', 'true');
  });

  test("I just want to cancel: the reason is required on this site, then 'Cancels on {date}' on the account", async ({ page, world, screens }) => {
    const { shell, account, cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await cancel.choose('I just want to cancel');
    const reason = cancel.reason;
    await expect(reason).toHaveAttribute('placeholder', 'Type your answer here...');
    await cancel.submit();
    await expect(cancel.fieldError).toHaveText('Required');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect((await requestsTo(world, '/memberships/sub01')).filter((r) => r.method === 'DELETE')).toEqual([]);

    await reason.fill('Moving abroad');
    await cancel.submit();
    await cancel.expectOutcome("Your plan's subscription has been canceled.");
    const ms = await membershipOf(world, 'paid@demo.test', 'sub01');
    expect(ms.cancelsOn).not.toBeNull();
    expect(ms.status).toBe('active');

    // The member was loaded again: back on the account the row says when it ends.
    await shell.back();
    const row = account.row('sub01');
    await expect(row.locator('[data-action=accountCancelsOn]')).toHaveText(/^Cancels on \w+ \d{1,2}, \d{4}$/);
    await expect(row.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  });

  test('a site that does not require a reason cancels with the box left empty', async ({ page, world, screens }) => {
    const { cancel } = screens;
    await patchConfig(world, { requireCancellationReason: false });
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await cancel.choose('I just want to cancel');
    const sent = page.waitForRequest(isCall('DELETE', '/memberships/sub01'));
    await cancel.submit();
    expect((await sent).postDataJSON()).toMatchObject({ canceledReason: null, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await cancel.expectOutcome("Your plan's subscription has been canceled.");
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).not.toBeNull();
  });

  test('I need support: the message is required, then it is mailed to the site', async ({ page, world, screens }) => {
    const { cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await cancel.choose('I need support to help me');
    await cancel.submit('Send message now');
    await expect(cancel.fieldError).toHaveText('Required');
    expect(await requestsTo(world, '/supportRequest')).toEqual([]);

    await cancel.message.fill('My knee hurts, can I pause?');
    await cancel.submit('Send message now');
    await cancel.expectOutcome('Thank you, we will get back to you shortly.');
    const mail = (await hook(world, 'mail?kind=support-request')) as { data: { message: string; publicPlanId: string } }[];
    expect(mail.map((m) => m.data)).toEqual([expect.objectContaining({ message: 'My knee hurts, can I pause?', publicPlanId: 'sub01' })]);
    // Nothing about the membership changed.
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).toBeNull();
  });

  test('I need a discount: 20% off for 3 months, applied on the server once', async ({ page, world, screens }) => {
    const { cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await cancel.choose('I need a discount');
    await expect(cancel.note).toHaveText('20% off for 3 months');
    await cancel.submit('Apply discount now');
    await cancel.expectOutcome('The discount has been applied successfully.');
    const options = await apiCall(world, await apiToken(world, 'paid@demo.test'), 'GET', '/memberships/sub01/retentionOptions');
    expect(options.discountCoupon).toBeNull();
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).toBeNull();
  });

  test('I need more time: a trialing plan is offered 7 more days, and the trial ends 7 days later', async ({ page, world, screens }) => {
    const { cancel } = screens;
    const before = await membershipOf(world, 'retention@demo.test', 'multi01');
    await openCancel(screens, world, 'retention@demo.test', 'multi01');
    await expect(cancel.title).toHaveText('Cancel subscription to Teacher Training');
    await cancel.choose('I need more time');
    await expect(cancel.note).toHaveText('We can extend your trial by 7 days');
    await cancel.submit('Extend trial now');
    // An end state of its own: the outcome is the heading, the plan it changed is named, one way back.
    await cancel.expectOutcome('Your trial has been extended successfully.');
    await expect(cancel.dialog.locator('[data-done]')).toContainText('Teacher Training');
    await expect(cancel.heading('Your trial has been extended successfully.', 1)).toBeFocused();
    await cancel.doneButton.click();
    // Back where the member came from: the account, the plan's status still 'On Trial'.
    await expect(screens.account.title).toBeVisible();
    await expect(screens.account.statusOf('multi01')).toHaveText('On Trial (0 of 3 payments)');
    const after = await membershipOf(world, 'retention@demo.test', 'multi01');
    expect(Date.parse(after.trialEndsAt!) - Date.parse(before.trialEndsAt!)).toBe(7 * 86_400_000);
    expect(after.status).toBe('trialing');
  });

  test('a failed call keeps what was typed; the retry after a server error reuses the idempotency key', async ({ page, world, screens }) => {
    const { cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await fault(world, { method: 'DELETE', path: '/memberships/sub01', status: 503, body: {}, times: 1 });
    const keys: string[] = [];
    page.on('request', (r) => isCall('DELETE', '/memberships/sub01')(r) && keys.push(r.postDataJSON().idempotencyKey));
    await cancel.choose('I just want to cancel');
    const reason = cancel.reason;
    await reason.fill('Too expensive');
    await cancel.submit();
    await cancel.expectAlert('Server error - Please try again later or contact support.');
    await expect(reason).toHaveValue('Too expensive');
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).toBeNull();

    await cancel.submit();
    await cancel.expectOutcome("Your plan's subscription has been canceled.");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("a refusal with field errors and an error: the reason box shows its error, the form's alert the server's error", async ({
    page,
    world,
    screens,
  }) => {
    const { cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await fault(world, {
      method: 'DELETE',
      path: '/memberships/sub01',
      status: 422,
      body: { error: 'We could not cancel your plan yet.', fieldErrors: { canceledReason: 'Please tell us a little more.' } },
      times: 1,
    });
    await cancel.choose('I just want to cancel');
    await cancel.reason.fill('Meh');
    await cancel.submit();
    await expect(cancel.fieldError).toHaveText('Please tell us a little more.');
    await expect(cancel.formAlert).toHaveText('We could not cancel your plan yet.');
  });

  test('the title and the outcome keep the plan name when the member reloaded after the cancellation no longer lists the plan', async ({
    page,
    world,
    screens,
  }) => {
    const { cancel } = screens;
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    const heading = cancel.title;
    await expect(heading).toHaveText('Cancel subscription to Studio Monthly');
    // A server that lists only current memberships: the member as it answers after the cancellation.
    const current = await apiCall(world, await apiToken(world, 'paid@demo.test'), 'GET', '/members/current');
    const after = { ...current, memberships: current.memberships.filter((m: { publicPlanId: string }) => m.publicPlanId !== 'sub01') };
    await fault(world, { method: 'GET', path: '/members/current$', status: 200, body: after });
    const reloaded = page.waitForResponse((r) => isCall('GET', '/members/current')(r.request()));
    await cancel.choose('I just want to cancel');
    await cancel.reason.fill('Moving abroad');
    await cancel.submit();
    await cancel.expectOutcome("Your plan's subscription has been canceled.");
    await reloaded;
    // The outcome names the plan it canceled, though the member's list no longer has it.
    await expect(cancel.dialog.locator('[data-done]')).toContainText('Studio Monthly');
  });

  test('options that fail to load say so and can be asked again', async ({ page, world, screens }) => {
    const { cancel } = screens;
    await fault(world, { method: 'GET', path: '/retentionOptions', status: 500, body: {}, times: 1 });
    await openCancel(screens, world, 'paid@demo.test', 'sub01');
    await cancel.expectAlert('Server error - Please try again later or contact support.');
    await expect(cancel.options).toHaveCount(0);
    await cancel.button('Try again').click();
    await expect(cancel.options).toHaveCount(3);
  });
});

/** Opens the charge history through the host link /member/invoices for a signed-in member (startSession), settled. */
async function openHistory({ shell, invoices }: Screens, world: FixtureServer, email: string): Promise<void> {
  await startSession(shell.page, world, email);
  await shell.open(world, '/member/invoices');
  await invoices.expectShown(); // and its title
  await invoices.animationsDone(); // the dialog has just opened (no login screen before it): the tests measure it
}

test.describe('charge history', () => {
  test('25 charges load 10 at a time as the 300 px list is scrolled to its end, with no duplicates', async ({ page, world, screens }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'history@demo.test');
    await expect(invoices.headers).toHaveText(['Date', 'Amount', 'Status', 'Invoice', 'Description']);
    await expect(invoices.rows).toHaveCount(10);
    const list = invoices.list;
    const box = (await list.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(300);
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Not yet at the end: no second page.
    await list.evaluate((el) => el.dispatchEvent(new Event('scroll')));
    await page.waitForTimeout(200);
    await expect(invoices.rows).toHaveCount(10);

    await invoices.scrollToEnd();
    await expect(invoices.rows).toHaveCount(20);
    await invoices.scrollToEnd();
    await expect(invoices.rows).toHaveCount(25);
    await invoices.scrollToEnd();
    await page.waitForTimeout(200);
    await expect(invoices.rows).toHaveCount(25);
    await expect(invoices.loadMore).toHaveCount(0);

    const ids = await invoices.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-charge')));
    expect(new Set(ids).size).toBe(25);
    const pages = (await requestsTo(world, '/sites/demo/invoices')).filter((r) => r.path.endsWith('/invoices'));
    expect(pages).toHaveLength(3);
  });

  test("keyboard alone reaches every charge: 'Load more' until it is gone", async ({ page, world, screens }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'history@demo.test');
    await expect(invoices.rows).toHaveCount(10);
    const more = invoices.loadMore;
    // Under the list, not in it: focusing it scrolls nothing, so each press loads exactly one page.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(invoices.rows).toHaveCount(20);
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(invoices.rows).toHaveCount(25);
    await expect(more).toHaveCount(0);
    // The button is gone with the last page: focus is on the list, where the keys still scroll, not lost.
    await expect(invoices.region).toBeFocused();
    const ids = await invoices.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-charge')));
    expect(new Set(ids).size).toBe(25);
  });

  test("the newest charge, in yen, shows no decimals; 'View' opens the signed PDF link in a new tab", async ({ page, world, screens }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'history@demo.test');
    const first = invoices.rows.first();
    await expect(first.locator('td')).toHaveText([/\w+ \d{1,2}, \d{4}/, '5,000 JPY', 'Paid', 'View', 'Tokyo Workshop']);
    await expect(invoices.rows.nth(1).locator('td').nth(1)).toHaveText('$29.00');
    const view = first.getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener');
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/\/__test\/assets\/invoice-in_seed_history_jpy\.pdf\?expires=\d+&signature=/);
    const pdf = await fetch(href);
    expect(pdf.status).toBe(200);
  });

  test("a member without charges: 'No charges found'", async ({ page, world, screens }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'trial@demo.test');
    await expect(invoices.text('No charges found')).toBeVisible();
    await expect(invoices.table).toHaveCount(0);
  });

  test('statuses by charge: refunded and paid rows', async ({ page, world, screens }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'paid@demo.test');
    await expect(invoices.statuses.first()).toBeVisible(); // the first page of charges has loaded: read it whole
    const statuses = await invoices.statuses.allTextContents();
    expect(statuses).toContain('Refunded');
    expect(statuses).toContain('Paid');
  });
});

test.describe('charge history on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each charge is a stacked card, nothing reaches past the screen, and Load more shows under the list', async ({ world, screens }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'history@demo.test');
    await expect(invoices.rows).toHaveCount(10);
    expect(await invoices.overflow()).toEqual({ outside: [], pageScrollsSideways: false });
    const list = invoices.list;
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The spec's list height holds at every width.
    expect((await list.boundingBox())!.height).toBeLessThanOrEqual(300);
    // A card: the date and the amount on its first line, the plan name below, each shown whole within the card.
    const first = invoices.rows.first();
    const cells = first.locator('td');
    await expect(cells.nth(1)).toHaveText('5,000 JPY');
    await expect(cells.nth(4)).toHaveText('Tokyo Workshop');
    const [row, date, amount, plan] = await Promise.all([first, cells.nth(0), cells.nth(1), cells.nth(4)].map(async (l) => (await l.boundingBox())!));
    expect(Math.abs(amount!.y - date!.y)).toBeLessThan(8);
    expect(plan!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1);
    for (const cell of [amount!, plan!]) {
      expect(cell.x).toBeGreaterThanOrEqual(row!.x - 0.5);
      expect(cell.x + cell.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
    }
    for (const i of [1, 4]) expect(await cells.nth(i).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Every row is laid out so: its plan name under its date.
    const stacked = await invoices.rows.evaluateAll((rows) =>
      rows.map((r) => {
        const c = r.querySelectorAll('td');
        return c[4]!.getBoundingClientRect().top >= c[0]!.getBoundingClientRect().bottom - 1;
      }),
    );
    expect(stacked).toEqual(Array(10).fill(true));
    await expect(invoices.loadMore).toBeInViewport({ ratio: 1 });
  });
});

test.describe('charge history on a desktop (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a list with more rows than fit says so (a shadow at its foot, 'Showing 10 of 25'); Load more is in view and keeps focus", async ({
    page,
    world,
    screens,
  }) => {
    const { invoices } = screens;
    await openHistory(screens, world, 'history@demo.test');
    await expect(invoices.rows).toHaveCount(10);
    const list = invoices.list;
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect.poll(() => invoices.bottomShade()).toBeGreaterThan(0);
    await expect(invoices.count).toHaveText('Showing 10 of 25');
    // In view without scrolling the list, and focusing it does not scroll the list either.
    const more = invoices.loadMore;
    await expect(more).toBeInViewport({ ratio: 1 });
    await more.focus();
    await expect(more).toBeInViewport({ ratio: 1 });
    expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
    await page.keyboard.press('Enter');
    await expect(invoices.rows).toHaveCount(20);
    await expect(invoices.count).toHaveText('Showing 20 of 25');
    await expect(more).toBeFocused();
  });
});

test.describe('invoice details', () => {
  test("a paid invoice in yen: its id, the PDF link, line item, totals without decimals, 'paid', Bill To and Bill From", async ({
    page,
    world,
    screens,
  }) => {
    const { invoices, invoice } = screens;
    await openHistory(screens, world, 'history@demo.test');
    const date = (await invoices.rows.first().locator('td').first().textContent())!;
    await invoices.rows.first().getByRole('button', { name: date }).click();
    await invoice.expectShown();
    await expect(invoice.title).toHaveText('Invoice ID: in_seed_history_jpy');
    const pdf = invoice.pdfLink;
    await expect(pdf).toHaveAttribute('href', /invoice-in_seed_history_jpy\.pdf\?expires=/);
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(invoice.lineItems).toHaveText([/^Tokyo Workshop\s*5,000 JPY$/]);
    await expect(invoice.total('invoiceSubtotal').locator('td')).toHaveText('5,000 JPY');
    await expect(invoice.total('invoiceTotal').locator('td')).toHaveText('5,000 JPY');
    await expect(invoice.total('invoicePaid')).toHaveText(/^paid\s*5,000 JPY$/);
    await expect(invoice.total('invoiceDue')).toHaveCount(0);
    const billTo = invoice.billTo;
    await expect(billTo.getByRole('heading', { name: 'Bill To' })).toBeVisible();
    await expect(billTo).toContainText('https://demo-yoga.test');
    await expect(billTo).toContainText('Hana History');
    await expect(billTo).toContainText('history@demo.test');
    await expect(billTo.locator('[data-invoice-status]')).toHaveText('Status Paid');
    await expect(billTo).toContainText(`Billing date ${date}`);
    await expect(billTo.getByRole('heading', { name: 'Bill From' })).toBeVisible();
    await expect(billTo).toContainText('Demo Yoga Studio');
    // The detail is a real call, not the spec's mock.
    expect(await requestsTo(world, '/invoices/in_seed_history_jpy')).toHaveLength(1);
  });

  test("an unpaid invoice shows 'due' with the amount due and status Open", async ({ page, world, screens }) => {
    const { invoices, invoice } = screens;
    await openHistory(screens, world, 'pastdue@demo.test');
    const failed = invoices.rows.filter({ has: page.locator('td.status', { hasText: 'Failed' }) });
    await expect(failed).toHaveCount(1);
    await invoices.openInvoice(failed);
    await expect(invoice.title).toHaveText('Invoice ID: in_seed_pastdue_03');
    await expect(invoice.total('invoiceDue')).toHaveText(/^due\s*\$9\.00$/);
    await expect(invoice.total('invoicePaid')).toHaveCount(0);
    await expect(invoice.invoiceStatus).toHaveText('Status Open');
    // Period of a monthly line item.
    await expect(invoice.period).toHaveText(/^\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}$/);
  });

  test('an invoice that fails to load can be asked again', async ({ page, world, screens }) => {
    const { invoices, invoice } = screens;
    await openHistory(screens, world, 'history@demo.test');
    await fault(world, { method: 'GET', path: '/invoices/in_seed_history_jpy', status: 500, body: {}, times: 1 });
    await invoices.openInvoice(invoices.rows.first());
    await invoice.expectAlert('Server error - Please try again later or contact support.');
    await invoice.button('Try again').click();
    await expect(invoice.total('invoicePaid')).toHaveText(/^paid\s*5,000 JPY$/);
  });
});
