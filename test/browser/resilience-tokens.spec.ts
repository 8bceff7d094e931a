import type { FixtureServer } from '../../fixtures/server';
import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import {
  apiToken,
  cardInput,
  events,
  fault,
  faultsTaken,
  fillCard,
  fillLogin,
  hook,
  isCall,
  logInThroughWidget,
  memberInfo,
  recordEvents,
  requestsTo,
} from './helpers';
import { CARDS, ledger, memberRecord, membershipsOf, pageErrors, registerFor, tally } from './resilience-helpers';

/**
 * A token that expires mid-flow (issue 11, resilience). The member has a form filled in when the server stops
 * accepting the access token (/__test/expire-tokens): the call is refused with 401, the widget exchanges the
 * refresh token once, repeats the call once, and the member's action succeeds once. runtime.spec.ts proves
 * the single exchange for concurrent calls; this proves each money-moving or member-changing flow end to end.
 */

test.describe.configure({ mode: 'default' });
const count = tally(
  ['flows', 'expired'] as const,
  (c) => `expiring token: ${c.flows} flows refreshed and succeeded once, ${c.expired} with the refresh token refused too`,
);

let errors: string[];
test.beforeEach(({ page }) => {
  errors = pageErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

const expireAccessTokens = (world: FixtureServer) => hook(world, 'expire-tokens', {});

/**
 * The token expired between filling and sending: one 401, then the same call repeated once and accepted, after
 * an exchange. (A purchase or a cancellation refreshes the session once more afterwards, for the new claims.)
 */
async function expectRefreshedOnce(world: FixtureServer, method: string, path: RegExp): Promise<void> {
  const log = (await requestsTo(world, '/api/v2/')).map((r) => ({ ...r, path: r.path.split('?')[0]! }));
  const calls = log.filter((r) => r.method === method && path.test(r.path));
  expect(calls.map((r) => (r.status >= 200 && r.status < 300 ? '2xx' : r.status))).toEqual([401, '2xx']);
  const between = log.slice(log.indexOf(calls[0]!), log.indexOf(calls[1]!));
  expect(between.filter((r) => r.path.endsWith('/exchange-token')).map((r) => r.status)).toEqual([200]);
}

const clearLog = (world: FixtureServer) => hook(world, 'requests', undefined, 'DELETE');

test('edit profile: refreshed, saved once, the new names everywhere', async ({ page, world }) => {
  const widget = await logInThroughWidget(page, world, 'free@demo.test');
  await widget.dialog
    .getByRole('button', { name: 'Edit your profile' })
    .or(widget.dialog.getByRole('link', { name: 'Edit your profile' }))
    .click();
  const d = widget.dialog;
  await expect(d.getByLabel('First name')).toHaveValue('Fiona');
  await d.getByLabel('First name').fill('Renewed');
  await expireAccessTokens(world);
  await clearLog(world);
  await d.getByRole('button', { name: 'Update profile' }).click();
  await expect(d.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await expectRefreshedOnce(world, 'PATCH', /\/members\/current$/);
  expect((await memberRecord(world, 'free@demo.test')).firstName).toBe('Renewed');
  count('flows');
});

test('change password: refreshed, changed once', async ({ page, world }) => {
  const widget = await logInThroughWidget(page, world, 'free@demo.test');
  const d = widget.dialog;
  await d
    .getByRole('button', { name: 'Change your password' })
    .or(d.getByRole('link', { name: 'Change your password' }))
    .click();
  await d.getByLabel('Current password').fill('password123');
  await d.getByLabel('New password').fill('fresh-token-pass');
  await expireAccessTokens(world);
  await clearLog(world);
  await d.getByRole('button', { name: 'Update Password' }).click();
  await expect(d.getByRole('status')).toHaveText('Your password has been changed.');
  await expectRefreshedOnce(world, 'PATCH', /\/members\/current\/password$/);
  await apiToken(world, 'free@demo.test', 'fresh-token-pass');
  count('flows');
});

test('plan signup with a new card: refreshed, the same request repeated once, one charge', async ({ page, world }) => {
  const widget = await registerFor(page, world, 'onetime01', 'expiring@example.test');
  await fillCard(widget, CARDS.ok);
  await expireAccessTokens(world);
  await clearLog(world);
  const bodies: unknown[] = [];
  page.on('request', (r) => isCall('POST', '/memberships')(r) && bodies.push(r.postDataJSON()));
  await widget.dialog.locator('button[type=submit]').click();
  await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  await expectRefreshedOnce(world, 'POST', /\/memberships$/);
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toEqual(bodies[0]); // same idempotency key, same payment method
  expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, publicPlanId: 'onetime01' })]);
  count('flows');
});

test('cancel membership: refreshed, canceled once', async ({ page, world }) => {
  const widget = await logInThroughWidget(page, world, 'paid@demo.test');
  const d = widget.dialog;
  await d.locator('[data-card=plans] [data-plan=sub01]').getByRole('button', { name: 'Cancel plan' }).click();
  await d.getByRole('radio', { name: 'I just want to cancel' }).check();
  await d.getByRole('textbox', { name: 'Reason for canceling' }).fill('Token ran out');
  await expireAccessTokens(world);
  await clearLog(world);
  await d.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(d.locator('[data-done]').getByRole('heading')).toHaveText("Your plan's subscription has been canceled.");
  await expectRefreshedOnce(world, 'DELETE', /\/memberships\/sub01$/);
  expect((await membershipsOf(world, 'paid@demo.test')).find((m: any) => m.publicPlanId === 'sub01').cancelsOn).not.toBeNull();
  count('flows');
});

test('charge history paging: the next page after the token expired is fetched once, no row lost or doubled', async ({ page, world }) => {
  const widget = await logInThroughWidget(page, world, 'history@demo.test');
  const d = widget.dialog;
  await d
    .getByRole('button', { name: 'View charge history' })
    .or(d.getByRole('link', { name: 'View charge history' }))
    .click();
  const rows = d.locator('table tbody tr');
  await expect(rows).toHaveCount(10);
  const firstPage = await rows.allInnerTexts();
  await expireAccessTokens(world);
  await clearLog(world);
  await d.locator('.charges').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll'));
  });
  await expect(rows).toHaveCount(20);
  await expectRefreshedOnce(world, 'GET', /\/invoices$/);
  const all = await rows.allInnerTexts();
  expect(all.slice(0, 10)).toEqual(firstPage);
  count('flows');
});

test.describe('the refresh token refused too: log in again, then finish', () => {
  const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
  const expireSession = (world: FixtureServer) => hook(world, 'expire-tokens', { refreshTokens: true });

  /** The screen asks to log in again in place: no navigation, the member is logged out everywhere. */
  async function expectAskedToLogIn(page: Page, url: string): Promise<void> {
    const d = new Widget(page).dialog;
    await expect(d.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Log into your account' })).toBeVisible();
    expect(page.url()).toBe(url);
    expect(await memberInfo(page)).toEqual({ isLoggedIn: false });
  }

  test('edit profile: the login asks again in place, then the form returns with what was typed and saves once', async ({ page, world }) => {
    await page.addInitScript(recordEvents);
    const widget = await logInThroughWidget(page, world, 'free@demo.test');
    const d = widget.dialog;
    await d
      .getByRole('button', { name: 'Edit your profile' })
      .or(d.getByRole('link', { name: 'Edit your profile' }))
      .click();
    await expect(d.getByLabel('First name')).toHaveValue('Fiona');
    await d.getByLabel('First name').fill('Kept');
    await d.getByLabel('Last name').fill('Through');
    const url = page.url();
    await expireSession(world);
    await clearLog(world);
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expectAskedToLogIn(page, url);
    expect((await events(page)).map((e) => e.type)).toContain('MemberSpace.member.logout');
    expect((await memberRecord(world, 'free@demo.test')).firstName).toBe('Fiona');
    await fillLogin(widget, 'free@demo.test');
    await expect(d.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expect(d.getByLabel('First name')).toHaveValue('Kept');
    await expect(d.getByLabel('Last name')).toHaveValue('Through');
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expect(d.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    expect(await memberRecord(world, 'free@demo.test')).toMatchObject({ firstName: 'Kept', lastName: 'Through' });
    const patches = (await requestsTo(world, '/members/current')).filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.status)).toEqual([401, 200]);
    count('expired');
  });

  test('plan signup: asked to log in again, back on the plan with nothing charged; the card is typed again and pays once', async ({
    page,
    world,
  }) => {
    const widget = await registerFor(page, world, 'onetime01', 'relogin@example.test');
    const d = widget.dialog;
    await fillCard(widget, CARDS.ok);
    const url = page.url();
    await expireSession(world);
    await d.locator('button[type=submit]').click();
    await expectAskedToLogIn(page, url);
    expect(await ledger(world)).toEqual([]);
    await fillLogin(widget, 'relogin@example.test', 'stretch-daily');
    await expect(d).toHaveAttribute('data-screen', 'signupToPlan');
    // The card lives in the provider's field, which is never kept: it is empty, not silently half-filled.
    await expect(cardInput(page, 'number')).toHaveValue('');
    await fillCard(widget, CARDS.ok);
    await d.locator('button[type=submit]').click();
    await expect(d.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    expect(await ledger(world)).toEqual([expect.objectContaining({ amount: 9900, publicPlanId: 'onetime01' })]);
    count('expired');
  });

  test('cancel membership: the reason typed survives the new login, canceled once', async ({ page, world }) => {
    const widget = await logInThroughWidget(page, world, 'paid@demo.test');
    const d = widget.dialog;
    await d.locator('[data-card=plans] [data-plan=sub01]').getByRole('button', { name: 'Cancel plan' }).click();
    await d.getByRole('radio', { name: 'I just want to cancel' }).check();
    await d.getByRole('textbox', { name: 'Reason for canceling' }).fill('Session ran out');
    const url = page.url();
    await expireSession(world);
    await d.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectAskedToLogIn(page, url);
    await fillLogin(widget, 'paid@demo.test');
    await expect(d).toHaveAttribute('data-screen', 'cancelMembership');
    await d.getByRole('radio', { name: 'I just want to cancel' }).check();
    await expect(d.getByRole('textbox', { name: 'Reason for canceling' })).toHaveValue('Session ran out');
    await d.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(d.locator('[data-done]').getByRole('heading')).toHaveText("Your plan's subscription has been canceled.");
    const sub = (await membershipsOf(world, 'paid@demo.test')).find((m: any) => m.publicPlanId === 'sub01');
    expect(sub.cancelsOn).not.toBeNull();
    count('expired');
  });

  test('another member logging in on that prompt never sees what the first one typed', async ({ page, world }) => {
    const widget = await logInThroughWidget(page, world, 'free@demo.test');
    const d = widget.dialog;
    await d
      .getByRole('button', { name: 'Edit your profile' })
      .or(d.getByRole('link', { name: 'Edit your profile' }))
      .click();
    await d.getByLabel('First name').fill('Private draft');
    await expireSession(world);
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expectAskedToLogIn(page, page.url());
    await fillLogin(widget, 'trial@demo.test');
    await expect(d.getByLabel('First name')).toHaveValue('Tina');
    count('expired');
  });
});

test.describe('a refresh that cannot happen right now (5xx, timeout): the member stays a member (issue 19)', () => {
  const SERVER_ERROR = 'Server error - Please try again later or contact support.';

  test('the access token ran out and the exchange fails: the member is never logged out, the error is said, the save works once it can', async ({
    page,
    world,
  }) => {
    await page.addInitScript(recordEvents);
    await page.clock.install();
    const widget = await logInThroughWidget(page, world, 'free@demo.test');
    const d = widget.dialog;
    await d
      .getByRole('button', { name: 'Edit your profile' })
      .or(d.getByRole('link', { name: 'Edit your profile' }))
      .click();
    await expect(d.getByLabel('First name')).toHaveValue('Fiona');
    await d.getByLabel('First name').fill('Patient');
    // An hour later on both clocks: the token is due, and the server no longer takes it either.
    await hook(world, 'clock', { advanceMs: 3_700_000 });
    await page.clock.fastForward(3_700_000);

    // A host page asks for fresh member data while the exchange answers 503.
    await fault(world, { method: 'POST', path: '/exchange-token', status: 503, times: 1 });
    await page.evaluate(() => (window as any).MemberSpace.refreshMember());
    expect(await memberInfo(page)).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'free@demo.test' } });

    // The save while the exchange hangs: after the 30 s timeout, the network message; what was typed stays.
    await fault(world, { method: 'POST', path: '/exchange-token', stall: 'silent', times: 1 });
    const exchange = page.waitForRequest(isCall('POST', '/exchange-token'));
    await d.getByRole('button', { name: 'Update profile' }).click();
    await exchange;
    await faultsTaken(world, '/exchange-token');
    await page.clock.fastForward(30_000);
    await expect(d.getByRole('alert')).toHaveText('Network error.');
    await expect(d.getByLabel('First name')).toHaveValue('Patient');

    // And with a bare 503 on the exchange: the spec's message for a server error.
    await fault(world, { method: 'POST', path: '/exchange-token', status: 503, body: {}, times: 1 });
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expect(d.getByRole('alert')).toHaveText(SERVER_ERROR);
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
    expect((await events(page)).map((e) => e.type)).not.toContain('MemberSpace.member.logout');
    expect((await memberRecord(world, 'free@demo.test')).firstName).toBe('Fiona');
    // Nothing went out without a token: no call was refused for lack of one.
    expect((await requestsTo(world, '/members/current')).filter((r) => r.status === 401)).toEqual([]);

    // The exchange works again: saved once, still the same session.
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expect(d.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    expect((await memberRecord(world, 'free@demo.test')).firstName).toBe('Patient');
    expect((await requestsTo(world, '/members/current')).filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([200]);
    count('flows');
  });
});
