import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { apiCall, apiToken, fault, fillLogin, hook, isCall, logInThroughWidget, openTask, patchConfig, requestsTo } from './helpers';

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

/** Logs in on the account page and opens the cancel screen from the plan's 'Cancel plan' row action. */
async function openCancel(page: Page, world: FixtureServer, email: string, publicPlanId: string): Promise<Widget> {
  const widget = await logInThroughWidget(page, world, email);
  await widget.dialog.locator(`[data-card=plans] [data-plan=${publicPlanId}]`).getByRole('button', { name: 'Cancel plan' }).click();
  await expect(widget.dialog).toHaveAttribute('data-screen', 'cancelMembership');
  return widget;
}

const choose = (widget: Widget, label: string) => widget.dialog.getByRole('radio', { name: label }).check();

test.describe('cancel membership', () => {
  test('title, subtitle and the offers the server makes, in order; no trial offer for an active plan', async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText('Cancel subscription to Studio Monthly');
    await expect(widget.dialog.getByRole('group', { name: 'Before you go - let us try to help you!' })).toBeVisible();
    await expect(widget.dialog.getByRole('radio')).toHaveCount(3);
    const labels = await widget.dialog.locator('label.choice').allTextContents();
    expect(labels).toEqual(['I need support to help me', 'I need a discount', 'I just want to cancel']);
  });

  test("I just want to cancel: the reason is required on this site, then 'Cancels on {date}' on the account", async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await choose(widget, 'I just want to cancel');
    const reason = widget.dialog.getByRole('textbox', { name: 'Reason for canceling' });
    await expect(reason).toHaveAttribute('placeholder', 'Type your answer here...');
    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(widget.dialog.locator('.field-error')).toHaveText('Required');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect((await requestsTo(world, '/memberships/sub01')).filter((r) => r.method === 'DELETE')).toEqual([]);

    await reason.fill('Moving abroad');
    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText("Your plan's subscription has been canceled.");
    const ms = await membershipOf(world, 'paid@demo.test', 'sub01');
    expect(ms.cancelsOn).not.toBeNull();
    expect(ms.status).toBe('active');

    // The member was loaded again: back on the account the row says when it ends.
    await widget.dialog.getByRole('button', { name: 'Back' }).click();
    const row = widget.dialog.locator('[data-card=plans] [data-plan=sub01]');
    await expect(row.locator('[data-action=accountCancelsOn]')).toHaveText(/^Cancels on \w+ \d{1,2}, \d{4}$/);
    await expect(row.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  });

  test('a site that does not require a reason cancels with the box left empty', async ({ page, world }) => {
    await patchConfig(world, { requireCancellationReason: false });
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await choose(widget, 'I just want to cancel');
    const sent = page.waitForRequest(isCall('DELETE', '/memberships/sub01'));
    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ canceledReason: null, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await expect(widget.dialog.getByRole('status')).toHaveText("Your plan's subscription has been canceled.");
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).not.toBeNull();
  });

  test('I need support: the message is required, then it is mailed to the site', async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await choose(widget, 'I need support to help me');
    await widget.dialog.getByRole('button', { name: 'Send message now' }).click();
    await expect(widget.dialog.locator('.field-error')).toHaveText('Required');
    expect(await requestsTo(world, '/supportRequest')).toEqual([]);

    await widget.dialog.getByRole('textbox', { name: 'Your message' }).fill('My knee hurts, can I pause?');
    await widget.dialog.getByRole('button', { name: 'Send message now' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText('Thank you, we will get back to you shortly.');
    const mail = (await hook(world, 'mail?kind=support-request')) as { data: { message: string; publicPlanId: string } }[];
    expect(mail.map((m) => m.data)).toEqual([expect.objectContaining({ message: 'My knee hurts, can I pause?', publicPlanId: 'sub01' })]);
    // Nothing about the membership changed.
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).toBeNull();
  });

  test('I need a discount: 20% off for 3 months, applied on the server once', async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await choose(widget, 'I need a discount');
    await expect(widget.dialog.locator('.note')).toHaveText('20% off for 3 months');
    await widget.dialog.getByRole('button', { name: 'Apply discount now' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText('The discount has been applied successfully.');
    const options = await apiCall(world, await apiToken(world, 'paid@demo.test'), 'GET', '/memberships/sub01/retentionOptions');
    expect(options.discountCoupon).toBeNull();
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).toBeNull();
  });

  test('I need more time: a trialing plan is offered 7 more days, and the trial ends 7 days later', async ({ page, world }) => {
    const before = await membershipOf(world, 'retention@demo.test', 'multi01');
    const widget = await openCancel(page, world, 'retention@demo.test', 'multi01');
    await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText('Cancel subscription to Teacher Training');
    await choose(widget, 'I need more time');
    await expect(widget.dialog.locator('.note')).toHaveText('We can extend your trial by 7 days');
    await widget.dialog.getByRole('button', { name: 'Extend trial now' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText('Your trial has been extended successfully.');
    const after = await membershipOf(world, 'retention@demo.test', 'multi01');
    expect(Date.parse(after.trialEndsAt!) - Date.parse(before.trialEndsAt!)).toBe(7 * 86_400_000);
    expect(after.status).toBe('trialing');
  });

  test('a failed call keeps what was typed; the retry after a server error reuses the idempotency key', async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await fault(world, { method: 'DELETE', path: '/memberships/sub01', status: 503, body: {}, times: 1 });
    const keys: string[] = [];
    page.on('request', (r) => isCall('DELETE', '/memberships/sub01')(r) && keys.push(r.postDataJSON().idempotencyKey));
    await choose(widget, 'I just want to cancel');
    const reason = widget.dialog.getByRole('textbox', { name: 'Reason for canceling' });
    await reason.fill('Too expensive');
    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Server error - Please try again later or contact support.');
    await expect(reason).toHaveValue('Too expensive');
    expect((await membershipOf(world, 'paid@demo.test', 'sub01')).cancelsOn).toBeNull();

    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText("Your plan's subscription has been canceled.");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("a refusal with field errors and an error: the reason box shows its error, the form's alert the server's error", async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await fault(world, {
      method: 'DELETE',
      path: '/memberships/sub01',
      status: 422,
      body: { error: 'We could not cancel your plan yet.', fieldErrors: { canceledReason: 'Please tell us a little more.' } },
      times: 1,
    });
    await choose(widget, 'I just want to cancel');
    await widget.dialog.getByRole('textbox', { name: 'Reason for canceling' }).fill('Meh');
    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(widget.dialog.locator('.field-error')).toHaveText('Please tell us a little more.');
    await expect(widget.dialog.locator('form > .alert')).toHaveText('We could not cancel your plan yet.');
  });

  test('the title keeps the plan name when the member reloaded after the cancellation no longer lists the plan', async ({ page, world }) => {
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    const heading = widget.dialog.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Cancel subscription to Studio Monthly');
    // A server that lists only current memberships: the member as it answers after the cancellation.
    const current = await apiCall(world, await apiToken(world, 'paid@demo.test'), 'GET', '/members/current');
    const after = { ...current, memberships: current.memberships.filter((m: { publicPlanId: string }) => m.publicPlanId !== 'sub01') };
    await fault(world, { method: 'GET', path: '/members/current$', status: 200, body: after });
    const reloaded = page.waitForResponse((r) => isCall('GET', '/members/current')(r.request()));
    await choose(widget, 'I just want to cancel');
    await widget.dialog.getByRole('textbox', { name: 'Reason for canceling' }).fill('Moving abroad');
    await widget.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(widget.dialog.getByRole('status')).toHaveText("Your plan's subscription has been canceled.");
    await reloaded;
    await expect(heading).toHaveText('Cancel subscription to Studio Monthly');
  });

  test('options that fail to load say so and can be asked again', async ({ page, world }) => {
    await fault(world, { method: 'GET', path: '/retentionOptions', status: 500, body: {}, times: 1 });
    const widget = await openCancel(page, world, 'paid@demo.test', 'sub01');
    await expect(widget.dialog.getByRole('alert')).toHaveText('Server error - Please try again later or contact support.');
    await expect(widget.dialog.getByRole('radio')).toHaveCount(0);
    await widget.dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(widget.dialog.getByRole('radio')).toHaveCount(3);
  });
});

/** Opens the charge history through the host link /member/invoices, logging in on the way. */
async function openHistory(page: Page, world: FixtureServer, email: string): Promise<Widget> {
  const widget = new Widget(page);
  await openTask(page, world, '/member/invoices');
  await fillLogin(widget, email);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceList');
  await expect(widget.dialog.getByRole('heading', { name: 'Charge History', level: 1 })).toBeVisible();
  return widget;
}

const rowsOf = (widget: Widget): Locator => widget.dialog.locator('table tbody tr');

async function scrollToEnd(list: Locator): Promise<void> {
  await list.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll'));
  });
}

test.describe('charge history', () => {
  test('25 charges load 10 at a time as the 300 px list is scrolled to its end, with no duplicates', async ({ page, world }) => {
    const widget = await openHistory(page, world, 'history@demo.test');
    await expect(widget.dialog.locator('thead th')).toHaveText(['Date', 'Amount', 'Status', 'Invoice', 'Description']);
    await expect(rowsOf(widget)).toHaveCount(10);
    const list = widget.dialog.locator('.charges');
    const box = (await list.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(300);
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Not yet at the end: no second page.
    await list.evaluate((el) => el.dispatchEvent(new Event('scroll')));
    await page.waitForTimeout(200);
    await expect(rowsOf(widget)).toHaveCount(10);

    await scrollToEnd(list);
    await expect(rowsOf(widget)).toHaveCount(20);
    await scrollToEnd(list);
    await expect(rowsOf(widget)).toHaveCount(25);
    await scrollToEnd(list);
    await page.waitForTimeout(200);
    await expect(rowsOf(widget)).toHaveCount(25);
    await expect(widget.dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const ids = await rowsOf(widget).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-charge')));
    expect(new Set(ids).size).toBe(25);
    const pages = (await requestsTo(world, '/sites/demo/invoices')).filter((r) => r.path.endsWith('/invoices'));
    expect(pages).toHaveLength(3);
  });

  test("keyboard alone reaches every charge: 'Load more' until it is gone", async ({ page, world }) => {
    const widget = await openHistory(page, world, 'history@demo.test');
    await expect(rowsOf(widget)).toHaveCount(10);
    const more = widget.dialog.getByRole('button', { name: 'Load more' });
    // Focus scrolls the list to its end, which may load a page too; the button stays (and keeps focus) meanwhile.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(rowsOf(widget)).not.toHaveCount(10);
    if ((await rowsOf(widget).count()) < 25) {
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(rowsOf(widget)).toHaveCount(25);
    await expect(more).toHaveCount(0);
    // The button is gone with the last page: focus is on the list, where the keys still scroll, not lost.
    await expect(widget.dialog.getByRole('region', { name: 'Charge History' })).toBeFocused();
    const ids = await rowsOf(widget).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-charge')));
    expect(new Set(ids).size).toBe(25);
  });

  test("the newest charge, in yen, shows no decimals; 'View' opens the signed PDF link in a new tab", async ({ page, world }) => {
    const widget = await openHistory(page, world, 'history@demo.test');
    const first = rowsOf(widget).first();
    await expect(first.locator('td')).toHaveText([/\w+ \d{1,2}, \d{4}/, '5,000 JPY', 'Paid', 'View', 'Tokyo Workshop']);
    await expect(rowsOf(widget).nth(1).locator('td').nth(1)).toHaveText('$29.00');
    const view = first.getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener');
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/\/__test\/assets\/invoice-in_seed_history_jpy\.pdf\?expires=\d+&signature=/);
    const pdf = await fetch(href);
    expect(pdf.status).toBe(200);
  });

  test("a member without charges: 'No charges found'", async ({ page, world }) => {
    const widget = await openHistory(page, world, 'trial@demo.test');
    await expect(widget.dialog.getByText('No charges found')).toBeVisible();
    await expect(widget.dialog.locator('table')).toHaveCount(0);
  });

  test('statuses by charge: refunded and paid rows', async ({ page, world }) => {
    const widget = await openHistory(page, world, 'paid@demo.test');
    const statuses = await widget.dialog.locator('tbody td.status').allTextContents();
    expect(statuses).toContain('Refunded');
    expect(statuses).toContain('Paid');
  });
});

test.describe('invoice details', () => {
  test("a paid invoice in yen: its id, the PDF link, line item, totals without decimals, 'paid', Bill To and Bill From", async ({ page, world }) => {
    const widget = await openHistory(page, world, 'history@demo.test');
    const date = (await rowsOf(widget).first().locator('td').first().textContent())!;
    await rowsOf(widget).first().getByRole('button', { name: date }).click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceDetails');
    await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText('Invoice ID: in_seed_history_jpy');
    const pdf = widget.dialog.getByRole('link', { name: 'Download invoice PDF' });
    await expect(pdf).toHaveAttribute('href', /invoice-in_seed_history_jpy\.pdf\?expires=/);
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(widget.dialog.locator('tbody tr')).toHaveText([/^Tokyo Workshop\s*5,000 JPY$/]);
    await expect(widget.dialog.locator('[data-row=invoiceSubtotal] td')).toHaveText('5,000 JPY');
    await expect(widget.dialog.locator('[data-row=invoiceTotal] td')).toHaveText('5,000 JPY');
    await expect(widget.dialog.locator('[data-row=invoicePaid]')).toHaveText(/^paid\s*5,000 JPY$/);
    await expect(widget.dialog.locator('[data-row=invoiceDue]')).toHaveCount(0);
    const billTo = widget.dialog.locator('.card').nth(1);
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

  test("an unpaid invoice shows 'due' with the amount due and status Open", async ({ page, world }) => {
    const widget = await openHistory(page, world, 'pastdue@demo.test');
    const failed = rowsOf(widget).filter({ has: page.locator('td.status', { hasText: 'Failed' }) });
    await expect(failed).toHaveCount(1);
    await failed.locator('td').first().getByRole('button').click();
    await expect(widget.dialog.getByRole('heading', { level: 1 })).toHaveText('Invoice ID: in_seed_pastdue_03');
    await expect(widget.dialog.locator('[data-row=invoiceDue]')).toHaveText(/^due\s*\$9\.00$/);
    await expect(widget.dialog.locator('[data-row=invoicePaid]')).toHaveCount(0);
    await expect(widget.dialog.locator('[data-invoice-status]')).toHaveText('Status Open');
    // Period of a monthly line item.
    await expect(widget.dialog.locator('tbody .muted')).toHaveText(/^\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}$/);
  });

  test('an invoice that fails to load can be asked again', async ({ page, world }) => {
    const widget = await openHistory(page, world, 'history@demo.test');
    await fault(world, { method: 'GET', path: '/invoices/in_seed_history_jpy', status: 500, body: {}, times: 1 });
    await rowsOf(widget).first().locator('td').first().getByRole('button').click();
    await expect(widget.dialog.getByRole('alert')).toHaveText('Server error - Please try again later or contact support.');
    await widget.dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(widget.dialog.locator('[data-row=invoicePaid]')).toHaveText(/^paid\s*5,000 JPY$/);
  });
});
