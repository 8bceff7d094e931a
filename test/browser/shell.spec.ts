import type { Page } from '@playwright/test';
import { expect, test, type Widget } from './fixtures';
import { fillLogin, logInThroughWidget, patchConfig, requestsTo } from './helpers';

/** Host paths of part 1 §2 and part 2 §2, with the screen each opens for a visitor and for a member with a menu. */
// Page and download modes of /content/ open a tab or a download and return to idle at once (content.spec.ts).
// A plan link is the plan link redirect, which moves on at once: to signup-to-plan for a plan the member does not
// hold (the demo has several public plans, so /member/plans names none), and to the content URL of a held plan
// (paid@ holds sub01: signup.spec.ts follows it there).
const ROWS: [path: string, visitor: string | null, member: string | null][] = [
  ['/member/sign_in', 'login', 'memberMenu'],
  ['/member/account', 'login', 'account'],
  ['/member/account/edit', 'login', 'editProfile'],
  ['/member/sign_up', 'registerUser', 'memberMenu'],
  ['/member/sign_up/free01', 'registerUser', 'memberMenu'],
  ['/member/plans', 'registerUser', 'signupToPlan'],
  ['/member/plans/sub01', 'registerUser', null],
  ['/member/plans/free01', 'registerUser', 'signupToPlan'],
  ['/member/plans/all', 'registerUser', 'signupToPlan'],
  ['/member/plans/agency_upsell', 'login', 'signupToPlan'],
  ['/member/diag', 'diag', 'diag'],
  ['/member/email-change/7/tk', 'confirmEmailChangeMagic', 'confirmEmailChangeMagic'],
  ['/member/password-reset/7/tk', 'resetPassword', 'resetPassword'],
  ['/member/invitation-accept/9/tk', 'invitation', 'invitation'],
  ['/member/registration-approved/7/tk', 'registrationApproved', 'registrationApproved'],
  ['/member/invoices', 'login', 'invoiceList'],
  ['/member/complete-payment/sub01', 'login', 'retryPayment'],
  ['/member/sign-up-recover/all/email', 'login', 'signupToPlan'],
  ['/member/sign-up-recover/sub01/popup', 'login', 'signupToPlan'],
  ['/content/video01', 'contentAccessDenied', null],
  ['/content/popup/video01', 'contentAccessDenied', 'protectedContent'],
  ['/content/download/pdf01', 'contentAccessDenied', null],
];

/** Adds a link to the host page and clicks it, as a visitor clicking a member link on the site would. */
async function clickHostLink(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const a = Object.assign(document.createElement('a'), { href, textContent: `go ${href}` });
    a.id = 'test-link';
    document.querySelector('#test-link')?.remove();
    document.body.prepend(a);
  }, path);
  await page.locator('#test-link').click();
}

test('every host path opens its screen for a visitor, from a link click and from msopen', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  for (const [path, screen] of ROWS) {
    await clickHostLink(page, path);
    await expect(widget.dialog, path).toHaveAttribute('data-screen', screen!);
    expect(new URL(page.url()).pathname, `${path} must not navigate the host page`).toBe('/');
    await page.keyboard.press('Escape');
    await expect(widget.dialog).toHaveCount(0);
  }
  await page.goto(`${world.siteUrl}/?msopen=/member/plans/all`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
});

test('sign_out does nothing for a visitor', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  await clickHostLink(page, '/member/sign_out');
  await expect(widget.dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('every host path opens its screen for a logged-in member', async ({ page, world, widget }) => {
  await logInThroughWidget(page, world, 'paid@demo.test');
  await page.keyboard.press('Escape');
  for (const [path, , screen] of ROWS) {
    if (!screen) continue;
    await clickHostLink(page, path);
    await expect(widget.dialog, path).toHaveAttribute('data-screen', screen);
    await page.keyboard.press('Escape');
    await expect(widget.dialog).toHaveCount(0);
  }
  // The same through msopen on a fresh page load, with the session restored.
  await page.goto(`${world.siteUrl}/?msopen=/member/invoices`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceList');
});

test('sign_out logs a member out and sends them to the after-logout URL', async ({ page, world, widget }) => {
  await logInThroughWidget(page, world, 'free@demo.test', '/pricing');
  await page.keyboard.press('Escape');
  await clickHostLink(page, '/member/sign_out');
  await page.waitForURL(`${world.siteUrl}/`);
  await widget.ready();
  expect(await page.evaluate(() => (window as any).MemberSpace.getMemberInfo())).toEqual({ isLoggedIn: false });
});

test('login continues to the screen the visitor was headed for', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/invoices`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
  await fillLogin(widget, 'paid@demo.test');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceList');
});

test('login shows the recovery links and the sign-up button, and Back returns with the email kept', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  const dialog = widget.dialog;
  await expect(dialog.getByText('or', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email').fill('someone@demo.test');
  await dialog.getByLabel('Password').fill('secret-not-kept');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog).toHaveAttribute('data-screen', 'forgottenPassword');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveAttribute('data-screen', 'login');
  await expect(dialog.getByLabel('Email')).toHaveValue('someone@demo.test');
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Forgot email?' }).click();
  await expect(dialog).toHaveAttribute('data-screen', 'forgottenEmail');
  await dialog.getByRole('button', { name: 'Back' }).click();
  // The demo site shows its chosen plans when a visitor wants an account.
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toHaveAttribute('data-screen', 'registerUser');
});

test('a site with the create-account button off shows no sign-up on login', async ({ page, world, widget }) => {
  await patchConfig(world, { createAccountButtonAction: { action: 'off', url: null, publicPlanIds: [] } });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  await expect(widget.dialog.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(widget.dialog.getByText('or', { exact: true })).toHaveCount(0);
});

test('the close button and a backdrop click close; a click inside the dialog does not', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await widget.dialog.getByRole('heading', { name: 'Sign in' }).click();
  await expect(widget.dialog).toBeVisible();
  await widget.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(widget.dialog).toHaveCount(0);

  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(widget.dialog).toBeVisible();
  await page.mouse.click(5, 300); // the backdrop, left of a 422 px dialog
  await expect(widget.dialog).toHaveCount(0);
});

test('Tab and Shift+Tab cycle inside the dialog', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(widget.dialog.getByLabel('Email')).toBeFocused();
  const focusedInDialog = () =>
    page.evaluate(() => {
      const root = document.querySelector('memberspace-widget')!.shadowRoot!;
      const active = root.activeElement;
      return { inside: !!active && !!root.querySelector('[role=dialog]')?.contains(active), label: active?.getAttribute('aria-label') ?? active?.textContent ?? '' };
    });
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusedInDialog();
    expect(focus.inside, `Tab ${i + 1} left the dialog`).toBe(true);
    seen.add(focus.label);
  }
  expect(seen.has('Close')).toBe(true); // it went round: the close button is the first stop
  await widget.dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect((await focusedInDialog()).inside).toBe(true);
  await expect(widget.dialog.getByRole('button', { name: 'Sign up' })).toBeFocused();
});

test('the dialog is an ARIA modal dialog named by its heading', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(widget.dialog).toHaveAttribute('aria-modal', 'true');
  await expect(widget.dialog).toHaveAccessibleName('Sign in');
});

test('the interface is in its animation state for the first second after opening only', async ({ page, world, widget }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000); // time stands still until the test moves it
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(widget.dialog).toHaveAttribute('data-animating', '');
  await page.clock.runFor(900);
  await expect(widget.dialog).toHaveAttribute('data-animating', '');
  await page.clock.runFor(200);
  await expect(widget.dialog).not.toHaveAttribute('data-animating');
});

test('widths follow the screen size and the portal, and phones get the whole screen', async ({ page, world, widget }) => {
  const width = async () => (await widget.dialog.boundingBox())!.width;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  expect(await width()).toBe(422);
  await page.goto(`${world.siteUrl}/?msopen=/member/diag`);
  expect(await width()).toBe(972);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(width).toBe(672); // re-measured after a resize
  await page.setViewportSize({ width: 375, height: 700 });
  await expect.poll(width).toBe(375);
});

test('typing the diagnostics sequence in the widget opens diagnostics, but not inside a field', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await widget.dialog.getByLabel('Email').pressSequentially('msdiag');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
  await widget.dialog.getByRole('heading', { name: 'Sign in' }).click();
  await page.keyboard.type('msdiag');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'diag');
});

test.describe('member menu', () => {
  const menuItems = (widget: Widget) => widget.dialog.getByRole('navigation', { name: 'Member Menu' }).getByRole('link');

  test('shows only the items a free member may see, and marks the current page', async ({ page, world, widget }) => {
    await logInThroughWidget(page, world, 'free@demo.test', '/members-only');
    await page.goto(`${world.siteUrl}/members-only?msopen=/member/sign_in`);
    await expect(widget.dialog).toHaveAttribute('data-screen', 'memberMenu');
    await expect(menuItems(widget)).toHaveText([/Members area/, /Free area/, /Welcome video/, /Community forum/]);
    await expect(menuItems(widget).filter({ hasText: 'Members area' })).toHaveAttribute('aria-current', 'page');
    await expect(menuItems(widget).filter({ hasText: 'Free area' })).not.toHaveAttribute('aria-current', 'page');
    await expect(widget.dialog.getByRole('button', { name: /Your Account/ })).toBeVisible();
  });

  test('a studio member also sees the pages of their plans', async ({ page, world, widget }) => {
    await logInThroughWidget(page, world, 'paid@demo.test');
    await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
    await expect(menuItems(widget)).toContainText(['Members area', 'Courses', 'Drip lesson', 'Studio only', 'Welcome video', 'Community forum']);
    await expect(menuItems(widget).filter({ hasText: 'Free area' })).toHaveCount(0);
  });

  test('a content item opens in a new tab, never leaving the page', async ({ page, world, widget }) => {
    await logInThroughWidget(page, world, 'paid@demo.test');
    await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
    // Page mode (part 1 §2): the content opens in a new tab; the member stays on the page.
    const opened = page.context().waitForEvent('request', (r) => r.url().includes('youtube.com/embed/') && r.frame().page() !== page);
    await menuItems(widget).filter({ hasText: 'Welcome video' }).click();
    await opened; // the video host cannot be reached here: its request is the proof
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test('navigation links read Member Menu while logged in and get their own label back on logout', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  const nav = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member/sign_in"]');
  const original = await nav.textContent();
  expect(original).not.toBe('Member Menu');
  await logInThroughWidget(page, world, 'paid@demo.test');
  await expect(nav).toHaveText('Member Menu');
  await expect(nav).toHaveAttribute('data-ms-original-label', original!);
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_out`);
  await page.waitForURL(`${world.siteUrl}/`);
  await widget.ready();
  await expect(nav).toHaveText(original!);
  await expect(nav).not.toHaveAttribute('data-ms-original-label');
});

test('a form scrolls back to the top on a validation failure, where the messages start', async ({ page, world, widget }) => {
  await page.setViewportSize({ width: 1024, height: 360 });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await widget.dialog.getByRole('button', { name: 'Forgot email?' }).click();
  const submit = widget.dialog.getByRole('button', { name: 'Request help now' });
  await submit.scrollIntoViewIfNeeded();
  const scrollTop = () => widget.host.locator('.backdrop').evaluate((el) => el.scrollTop);
  expect(await scrollTop()).toBeGreaterThan(0);
  await submit.click();
  await expect(widget.dialog.getByText('Required').first()).toBeVisible();
  await expect.poll(scrollTop).toBe(0);
});

test('relabelled navigation links follow the site custom wording', async ({ page, world, widget }) => {
  await patchConfig(world, { customWording: { memberMenu: 'My Studio' } });
  await logInThroughWidget(page, world, 'paid@demo.test');
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member/sign_in"]')).toHaveText('My Studio');
  await expect(widget.memberButton).toHaveAccessibleName('My Studio');
});

test('a returning member gets the menu from the cache: no menu request, and the label never flips', async ({ page, world, widget }) => {
  await logInThroughWidget(page, world, 'paid@demo.test');
  await expect(widget.memberButton).toHaveAccessibleName('Member Menu');
  const before = (await requestsTo(world, '/members/current/menu')).length;
  expect(before).toBe(1);
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  // Right at ready, before any answer could arrive, the navigation already says Member Menu.
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member/sign_in"]')).toHaveText('Member Menu');
  await expect(widget.memberButton).toHaveAccessibleName('Member Menu');
  expect((await requestsTo(world, '/members/current/menu')).length).toBe(before);
});

test('focus stays in the dialog when a form turns into its success text: Escape still closes', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await widget.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await widget.dialog.getByLabel('Email').fill('free@demo.test');
  await page.keyboard.press('Enter');
  await expect(widget.dialog.getByRole('status')).toContainText(/email/i);
  const focusInDialog = () =>
    page.evaluate(() => {
      const root = document.querySelector('memberspace-widget')!.shadowRoot!;
      return !!root.activeElement && !!root.querySelector('[role=dialog]')!.contains(root.activeElement);
    });
  await expect.poll(focusInDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toHaveCount(0);
});
