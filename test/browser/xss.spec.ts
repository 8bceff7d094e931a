import type { Page } from '@playwright/test';
import { escapeHtml } from '../../src/core/texts/template';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { fillLogin, memberInfo, openTask, patchConfig } from './helpers';
import { EMAIL_PAYLOAD, PAYLOAD_COUNT, TEXT_PAYLOAD, URL_PAYLOAD } from './security-payloads';
import { reportPart } from './run-summary';
import { expectLiteral, injectedMarkup, payloadsRun, recordPayloads, writePayloads } from './security-helpers';

/**
 * Issue 11, security: member and site data never reach the DOM as HTML. The fixture writes every payload of
 * security-payloads.ts into each free-text field the API serves (names, custom field values, labels and
 * options, plan names and descriptions, menu labels, content titles, charge and invoice lines, the site's
 * name), a script URL into every link-like field, and a valid e-mail address carrying markup as the member's
 * e-mail. The pages used have no Content-Security-Policy, so an injected payload would run. Every place that
 * shows a field must show its text literally; no payload may run; no markup a payload would create may exist
 * in the page, the widget's shadow root or a same-origin frame.
 */

const FIRST = `${TEXT_PAYLOAD} first`;
const LAST = `${TEXT_PAYLOAD} last`;
const places = new Set<string>();
let executed = 0;

/** A place shows the payload as text. */
async function shows(place: string, locator: import('@playwright/test').Locator, text: string): Promise<void> {
  await expectLiteral(locator, text);
  places.add(place);
}

/** A form control holds the payload as its value. */
async function holds(place: string, locator: import('@playwright/test').Locator, text: string): Promise<void> {
  await expect.poll(() => locator.inputValue()).toBe(text);
  places.add(place);
}

/** Nothing ran, nothing was injected: checked after every screen. */
async function clean(page: Page, where: string): Promise<void> {
  const ran = await payloadsRun(page);
  executed += ran.length;
  expect(ran, `payloads run (${where})`).toEqual([]);
  expect(await injectedMarkup(page), `injected markup (${where})`).toEqual([]);
}

/** The owner's tracking snippet uses the message templates in an HTML and a script context (part 1 §5). */
const TRACKING =
  '<p id="fx-tracked">{{firstName}} | {{email}}</p>' +
  '<script data-fx-tracking>window.__fxTrackedFirst = \'{{firstName}}\'; window.__fxTrackedEmail = "{{email}}"; window.__fxTrackedTpl = `{{lastName}}`;</script>';

/** Every test of the file, by title: the summary waits for all of them. */
const TITLES: string[] = [];
const payloadTest = (title: string, body: Parameters<typeof test>[2]) => {
  TITLES.push(title);
  test(title, body);
};

test.beforeEach(async ({ page, world }) => {
  await recordPayloads(page);
  await writePayloads(world, { text: TEXT_PAYLOAD, url: URL_PAYLOAD, email: EMAIL_PAYLOAD });
  await patchConfig(world, { customThirdPartyIntegration: { trackingCode: TRACKING, conversionCode: null } });
});

/**
 * The payload member signs in through the login screen, with the e-mail payload, on a page with userInfo and
 * navLabel embeds and inline content; nothing has run or been injected once the session is in.
 */
async function signInAsPayload(page: Page, world: FixtureServer, widget: Widget): Promise<void> {
  await openTask(page, world, '/member/sign_in', '/content-embeds');
  await widget.dialog.getByLabel('Email').fill(EMAIL_PAYLOAD);
  await holds('login form e-mail', widget.dialog.getByLabel('Email'), EMAIL_PAYLOAD);
  await fillLogin(widget, EMAIL_PAYLOAD);
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
  // The plans' content URL is a script URL: the after-login step must not follow it.
  await widget.ready();
  await clean(page, 'after login');
}

test.describe('a member whose every field is a payload', () => {
  payloadTest('login, host page (userInfo embeds, tracking snippet, inline content), logout', async ({ page, world, widget }) => {
    await signInAsPayload(page, world, widget);
    await shows('host userInfo embed: first name', page.locator('[data-fixture-user-info=firstName]'), FIRST);
    await shows('host userInfo embed: e-mail', page.locator('[data-fixture-user-info=email]'), EMAIL_PAYLOAD);
    await shows('tracking snippet (HTML context)', page.locator('#fx-tracked'), `${FIRST} | ${EMAIL_PAYLOAD}`);
    // In a script the values are escaped for JS and, as the spec's placeholders are, for HTML (snippets hand such
    // strings to innerHTML): the strings hold the member's data HTML-escaped, and nothing else.
    await expect.poll(() => page.evaluate(() => (window as any).__fxTrackedFirst)).toBe(escapeHtml(FIRST));
    expect(await page.evaluate(() => (window as any).__fxTrackedEmail)).toBe(escapeHtml(EMAIL_PAYLOAD));
    expect(await page.evaluate(() => (window as any).__fxTrackedTpl)).toBe(escapeHtml(LAST));
    places.add('tracking snippet (script string context)');
    places.add('tracking snippet (script template literal)');
    // Inline content embeds on the host page: the video frame's title is the content title, as an attribute.
    await expect.poll(() => page.locator('iframe[title$="title video01"]').first().getAttribute('title')).toBe(`${TEXT_PAYLOAD} title video01`);
    places.add('inline content embed: title attribute');
    await clean(page, 'host page');

    // Logging out goes to the after-logout URL, a script URL here: it must not run.
    await openTask(page, world, '/member/sign_out', '/content-embeds');
    await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(false);
    await page.waitForTimeout(300);
    await clean(page, 'logout');
  });

  payloadTest('member menu, account, membership details', async ({ page, world, widget }) => {
    await signInAsPayload(page, world, widget);
    // The member menu: the name and every item's label; items link nowhere a script could run.
    await openTask(page, world, '/member/sign_in', '/content-embeds');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'memberMenu');
    await shows('member menu: name', widget.dialog.locator('.menu-account'), FIRST);
    await shows('member menu: item labels', widget.dialog.locator('.menu li').first(), `${TEXT_PAYLOAD} menu 501`);
    await widget.dialog.locator('.menu li a').first().click();
    await page.waitForTimeout(0);
    await clean(page, 'member menu');

    // Account: the name, e-mail and plan names; 'Access Content' links to the plan's (script) content URL.
    await openTask(page, world, '/member/account', '/content-embeds');
    await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await shows('account: name', widget.dialog.locator('[data-card=profile]'), `${FIRST} ${LAST}`);
    await shows('account: e-mail', widget.dialog.locator('[data-card=profile]'), EMAIL_PAYLOAD);
    await shows('account: plan names', widget.dialog.locator('[data-card=plans] [data-plan=sub01]'), `${TEXT_PAYLOAD} plan sub01`);
    const access = widget.dialog.locator('[data-plan=sub01] [data-action=accountAccessContent]');
    if (await access.count()) await access.first().click();
    await clean(page, 'account');

    // Membership details: plan name and price description.
    await widget.dialog.getByRole('button', { name: 'View or cancel plans' }).click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'membershipDetails');
    await shows('membership details: plan name', widget.dialog, `${TEXT_PAYLOAD} plan multi01`);
    await shows('membership details: price description', widget.dialog, `${TEXT_PAYLOAD} price`);
    await clean(page, 'membership details');
  });

  payloadTest('edit profile, plan selection, plan signup', async ({ page, world, widget }) => {
    await signInAsPayload(page, world, widget);
    // Edit profile: names and custom values in their controls, labels and option labels as text.
    await openTask(page, world, '/member/account/edit', '/content-embeds');
    await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await holds('edit profile: first name', widget.dialog.locator('input[name=firstName]'), FIRST);
    await holds('edit profile: last name', widget.dialog.locator('input[name=lastName]'), LAST);
    await holds('edit profile: custom text value', widget.dialog.locator('input[name=memberspace_custom_field__11]'), `${TEXT_PAYLOAD} value 11`);
    await holds(
      'edit profile: custom textarea value',
      widget.dialog.locator('textarea[name=memberspace_custom_field__13]'),
      `${TEXT_PAYLOAD} value 13`,
    );
    await shows('edit profile: custom field labels', widget.dialog, `${TEXT_PAYLOAD} label 14`);
    await shows(
      'edit profile: dropdown option labels',
      widget.dialog.locator('select[name=memberspace_custom_field__12]'),
      `${TEXT_PAYLOAD} option advanced`,
    );
    await shows('edit profile: multiple-select option labels', widget.dialog, `${TEXT_PAYLOAD} option vinyasa`);
    await shows('edit profile: radio option labels', widget.dialog, `${TEXT_PAYLOAD} option evening`);
    await clean(page, 'edit profile');

    // Plan selection and one plan's signup.
    await openTask(page, world, '/member/plans/all', '/content-embeds');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    await shows('plan selection: plan names', widget.dialog, `${TEXT_PAYLOAD} plan basic01`);
    await clean(page, 'plan selection');
    await openTask(page, world, '/member/plans/basic01', '/content-embeds');
    await expect(widget.dialog).toHaveAttribute('data-screen', /signupToPlan|planLinkRedirect/);
    await shows('plan signup: plan name', widget.dialog, `${TEXT_PAYLOAD} plan basic01`);
    await shows('plan signup: description', widget.dialog, `${TEXT_PAYLOAD} description`);
    await clean(page, 'plan signup');
  });

  payloadTest('charge history, invoice, content popup, diagnostics', async ({ page, world, widget }) => {
    await signInAsPayload(page, world, widget);
    // Charge history and one invoice.
    await openTask(page, world, '/member/invoices', '/content-embeds');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceList');
    await shows('charge history: descriptions', widget.dialog.locator('tbody'), `${TEXT_PAYLOAD} charge`);
    await widget.dialog.locator('tbody tr button.link').first().click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceDetails');
    await shows('invoice: line descriptions', widget.dialog, `${TEXT_PAYLOAD} line`);
    await shows('invoice: site name', widget.dialog, `${TEXT_PAYLOAD} site`);
    await shows('invoice: customer', widget.dialog, EMAIL_PAYLOAD);
    await clean(page, 'invoices');

    // Content in a popup: an image's title and alt text.
    await openTask(page, world, '/content/popup/image01', '/content-embeds');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'protectedContent');
    await expect.poll(() => widget.dialog.locator('img').last().getAttribute('alt')).toBe(`${TEXT_PAYLOAD} alt`);
    places.add('content popup: alt text');
    await shows('content popup: title', widget.dialog.getByRole('heading', { level: 1 }), `${TEXT_PAYLOAD} title image01`);
    await clean(page, 'content popup');

    // Diagnostics shows the site config and the member as data.
    await openTask(page, world, '/member/diag', '/content-embeds');
    await widget.dialog.getByRole('tab', { name: 'Site config', exact: true }).click();
    await shows('diagnostics: site config', widget.dialog.getByRole('tabpanel'), 'JaVaScRiPt:__xss(20)');
    await clean(page, 'diagnostics');
  });
});

payloadTest(
  'a visitor: the create-account button redirects to a script URL; the registration form shows custom field labels and options as text',
  async ({ page, world }) => {
    await patchConfig(world, { memberMenu: { enabled: true } });
    const widget = new Widget(page);
    await openTask(page, world, '/member/sign_in', '/content-embeds');
    const signUp = widget.dialog.getByRole('button', { name: /sign up/i });
    await expect(signUp).toBeVisible();
    await signUp.click();
    await page.waitForTimeout(300);
    places.add('create-account redirect URL');
    await clean(page, 'create-account button');

    await openTask(page, world, '/member/plans/basic01', '/content-embeds');
    await expect(widget.dialog).toHaveAttribute('data-screen', /signupToPlan|registerUser/);
    await shows('registration: custom field labels', widget.dialog, `${TEXT_PAYLOAD} label 11`);
    await shows('registration: option labels', widget.dialog, `${TEXT_PAYLOAD} option hatha`);
    await clean(page, 'visitor plan signup');
  },
);

/** The summary is printed once every test has reported its places (they run in parallel, in any worker). */
test.beforeEach(() => {
  places.clear();
  executed = 0;
});
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) return;
  const all = reportPart('xss', testInfo.title, TITLES, { places: [...places], executed });
  if (!all) return;
  const every = new Set(all.flatMap((p) => p.places));
  const ran = all.reduce((n, p) => n + p.executed, 0);
  console.log(`[hardening] XSS payloads: ${PAYLOAD_COUNT} payloads × ${every.size} places, ${ran} executed`);
});
