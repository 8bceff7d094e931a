import type { Page, Route } from '@playwright/test';
import { builtManifest, patchConfig, requestsTo, startSession } from './helpers';
import { expect, test } from './screens';

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

test('every host path opens its screen for a visitor, from a link click and from msopen', async ({ page, world, screens: { shell } }) => {
  await page.goto(`${world.siteUrl}/`);
  await shell.ready();
  for (const [path, screen] of ROWS) {
    await clickHostLink(page, path);
    await expect(shell.dialog, path).toHaveAttribute('data-screen', screen!);
    expect(new URL(page.url()).pathname, `${path} must not navigate the host page`).toBe('/');
    await page.keyboard.press('Escape');
    await shell.expectClosed();
  }
  await page.goto(`${world.siteUrl}/?msopen=/member/plans/all`);
  await shell.expectShown('registerUser');
});

test('a member link clicked before the after-ready chunk arrived opens its screen when it does, the page staying', async ({
  page,
  world,
  screens: { shell },
}) => {
  // What a link does ships in the after-ready chunk (app/linkTasks.ts): every chunk after the boot path is held, but
  // the contract's, which a first visit's config answer needs before ready (issue 38).
  const manifest = builtManifest();
  const beforeReady = [...manifest.boot, ...manifest.contract];
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/widget\/chunk-[^/]*\.js$/, (route) => {
    if (!holding || beforeReady.some((file) => route.request().url().endsWith(`/${file}`))) return route.continue();
    held.push(route);
  });
  await page.goto(`${world.siteUrl}/`);
  await shell.ready();
  await expect.poll(() => held.length).toBeGreaterThan(0); // the after-ready chunk is asked for, and waits
  await clickHostLink(page, '/member/sign_in');
  expect(new URL(page.url()).pathname, 'the click must not navigate the host page').toBe('/');
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await shell.expectShown('login');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('sign_out does nothing for a visitor', async ({ page, world, screens: { shell } }) => {
  await page.goto(`${world.siteUrl}/`);
  await shell.ready();
  await clickHostLink(page, '/member/sign_out');
  await shell.expectClosed();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('every host path opens its screen for a logged-in member', async ({ page, world, screens: { shell, login } }) => {
  await login.openAccountAs(world, 'paid@demo.test');
  await page.keyboard.press('Escape');
  for (const [path, , screen] of ROWS) {
    if (!screen) continue;
    await clickHostLink(page, path);
    await expect(shell.dialog, path).toHaveAttribute('data-screen', screen);
    await page.keyboard.press('Escape');
    await shell.expectClosed();
  }
  // The same through msopen on a fresh page load, with the session restored.
  await page.goto(`${world.siteUrl}/?msopen=/member/invoices`);
  await shell.expectShown('invoiceList');
});

test('sign_out logs a member out and sends them to the after-logout URL', async ({ page, world, screens: { shell, login } }) => {
  await login.openAccountAs(world, 'free@demo.test', '/pricing');
  await page.keyboard.press('Escape');
  await clickHostLink(page, '/member/sign_out');
  await page.waitForURL(`${world.siteUrl}/`);
  await shell.ready();
  expect(await page.evaluate(() => (window as any).MemberSpace.getMemberInfo())).toEqual({ isLoggedIn: false });
});

test('login continues to the screen the visitor was headed for', async ({ page, world, screens: { shell, login } }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/invoices`);
  await shell.expectShown('login');
  await login.signIn('paid@demo.test');
  await shell.expectShown('invoiceList');
});

test('login shows the recovery links and the sign-up button, and Back returns with the email kept', async ({
  page,
  world,
  screens: { shell, login },
}) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(login.or).toBeVisible();
  await login.email.fill('someone@demo.test');
  await login.password.fill('secret-not-kept');
  await login.forgotPassword();
  await shell.expectShown('forgottenPassword');
  await shell.back();
  await login.expectShown();
  await expect(login.email).toHaveValue('someone@demo.test');
  await expect(login.password).toHaveValue('');
  await login.forgotEmail();
  await shell.expectShown('forgottenEmail');
  await shell.back();
  // The demo site shows its chosen plans when a visitor wants an account.
  await login.signUpButton.click();
  await shell.expectShown('registerUser');
});

test('a site with the create-account button off shows no sign-up on login', async ({ page, world, screens: { login } }) => {
  await patchConfig(world, { createAccountButtonAction: { action: 'off', url: null, publicPlanIds: [] } });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(login.submit).toBeVisible();
  await expect(login.signUpButton).toHaveCount(0);
  await expect(login.or).toHaveCount(0);
});

test('the close button and a backdrop click close; a click inside the dialog does not', async ({ page, world, screens: { shell, login } }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await login.title.click();
  await shell.expectOpen();
  await shell.close();
  await shell.expectClosed();

  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await shell.expectOpen();
  await page.mouse.click(5, 300); // the backdrop, left of a 422 px dialog
  await shell.expectClosed();
});

test('Tab and Shift+Tab cycle inside the dialog', async ({ page, world, screens: { shell, login } }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(login.email).toBeFocused();
  const focusedInDialog = () =>
    page.evaluate(() => {
      const root = document.querySelector('memberspace-widget')!.shadowRoot!;
      const active = root.activeElement;
      return {
        inside: !!active && !!root.querySelector('.dialog')?.contains(active),
        label: active?.getAttribute('aria-label') ?? active?.textContent ?? '',
      };
    });
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusedInDialog();
    expect(focus.inside, `Tab ${i + 1} left the dialog`).toBe(true);
    seen.add(focus.label);
  }
  expect(seen.has('Close')).toBe(true); // it went round: the close button is the first stop
  await shell.closeButton.focus();
  await page.keyboard.press('Shift+Tab');
  expect((await focusedInDialog()).inside).toBe(true);
  await expect(login.signUpButton).toBeFocused();
});

test('the dialog is a modal dialog in the top layer, named by its heading', async ({ page, world, screens: { shell } }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  const dialog = shell.host.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Sign in');
  // showModal(): the browser's top layer, the rest of the page inert and the dialog modal for assistive technology.
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  await expect(dialog).toHaveAttribute('data-layer', 'top');
});

test('the interface is in its animation state for the first second after opening only', async ({ page, world, screens: { shell } }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000); // time stands still until the test moves it
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(shell.dialog).toHaveAttribute('data-animating', '');
  await page.clock.runFor(900);
  await expect(shell.dialog).toHaveAttribute('data-animating', '');
  await page.clock.runFor(200);
  await expect(shell.dialog).not.toHaveAttribute('data-animating');
});

test('widths follow the screen size and the portal, and phones get the full width', async ({ page, world, screens: { shell } }) => {
  const width = async () => (await shell.dialog.boundingBox())!.width;
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

test('on a phone a short screen is a sheet as tall as its content, anchored to the bottom edge', async ({ page, world, screens: { shell } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await shell.animationsDone();
  const box = (await shell.dialog.boundingBox())!;
  expect(box.height).toBeLessThan(844 * 0.75); // no empty white lower half
  expect(box.y + box.height).toBeCloseTo(844, 0);
  expect(box.width).toBe(390);
});

test("fields are the theme's control height, as tall as the buttons", async ({ page, world, screens: { login } }) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await expect(login.email).toBeVisible();
  const heights = await Promise.all([login.email, login.password, login.submit].map(async (el) => Math.round((await el.boundingBox())!.height)));
  expect(heights).toEqual([44, 44, 44]); // 42 before: padding and the font's line height, short of the theme's 44
});

test('typing the diagnostics sequence in the widget opens diagnostics, but not inside a field', async ({
  page,
  world,
  screens: { shell, login },
}) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await login.email.pressSequentially('msdiag');
  await shell.expectShown('login');
  await login.title.click();
  await page.keyboard.type('msdiag');
  await shell.expectShown('diag');
});

test.describe('member menu', () => {
  test('shows only the items a free member may see, and marks the current page', async ({ page, world, screens: { shell, menu } }) => {
    await startSession(page, world, 'free@demo.test');
    await page.goto(`${world.siteUrl}/members-only?msopen=/member/sign_in`);
    await shell.expectShown('memberMenu');
    await expect(menu.items).toHaveText([/Members area/, /Free area/, /Welcome video/, /Community forum/]);
    await expect(menu.items.filter({ hasText: 'Members area' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.items.filter({ hasText: 'Free area' })).not.toHaveAttribute('aria-current', 'page');
    await expect(menu.accountButton).toBeVisible();
  });

  test('a studio member also sees the pages of their plans', async ({ page, world, screens: { menu } }) => {
    await startSession(page, world, 'paid@demo.test');
    await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
    await expect(menu.items).toContainText(['Members area', 'Courses', 'Drip lesson', 'Studio only', 'Welcome video', 'Community forum']);
    await expect(menu.items.filter({ hasText: 'Free area' })).toHaveCount(0);
  });

  test('a content item opens in a new tab, never leaving the page', async ({ page, world, screens: { menu } }) => {
    await startSession(page, world, 'paid@demo.test');
    await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
    // Page mode (part 1 §2): the content opens in a new tab; the member stays on the page.
    const opened = page.context().waitForEvent('request', (r) => r.url().includes('youtube.com/embed/') && r.frame().page() !== page);
    await menu.items.filter({ hasText: 'Welcome video' }).click();
    await opened; // the video host cannot be reached here: its request is the proof
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test('navigation links read Member Menu while logged in and get their own label back on logout', async ({
  page,
  world,
  screens: { shell, login },
}) => {
  await page.goto(`${world.siteUrl}/`);
  await shell.ready();
  const nav = shell.navMemberLink;
  const original = await nav.textContent();
  expect(original).not.toBe('Member Menu');
  await login.logInToAccount(world, 'paid@demo.test');
  await expect(nav).toHaveText('Member Menu');
  await expect(nav).toHaveAttribute('data-ms-original-label', original!);
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_out`);
  await page.waitForURL(`${world.siteUrl}/`);
  await shell.ready();
  await expect(nav).toHaveText(original!);
  await expect(nav).not.toHaveAttribute('data-ms-original-label');
});

test('a form scrolls back to the top on a validation failure, where the messages start', async ({
  page,
  world,
  screens: { shell, login, forgottenEmail },
}) => {
  await page.setViewportSize({ width: 1024, height: 360 });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await login.forgotEmail();
  const submit = forgottenEmail.sendButton;
  await submit.scrollIntoViewIfNeeded();
  const scrollTop = () => shell.backdrop.evaluate((el) => el.scrollTop);
  expect(await scrollTop()).toBeGreaterThan(0);
  await submit.click();
  await expect(forgottenEmail.text('Required').first()).toBeVisible();
  await expect.poll(scrollTop).toBe(0);
});

test('relabelled navigation links follow the site custom wording', async ({ page, world, screens: { shell, login } }) => {
  await patchConfig(world, { customWording: { memberMenu: 'My Studio' } });
  await login.openAccountAs(world, 'paid@demo.test');
  await expect(shell.navMemberLink).toHaveText('My Studio');
  await expect(shell.memberButton).toHaveAccessibleName('My Studio');
});

test('a returning member gets the menu from the cache: no menu request, and the label never flips', async ({
  page,
  world,
  screens: { shell, login },
}) => {
  await login.openAccountAs(world, 'paid@demo.test');
  await expect(shell.memberButton).toHaveAccessibleName('Member Menu');
  const before = (await requestsTo(world, '/members/current/menu')).length;
  expect(before).toBe(1);
  await page.goto(`${world.siteUrl}/`);
  await shell.ready();
  // Right at ready, before any answer could arrive, the navigation already says Member Menu.
  await expect(shell.navMemberLink).toHaveText('Member Menu');
  await expect(shell.memberButton).toHaveAccessibleName('Member Menu');
  expect((await requestsTo(world, '/members/current/menu')).length).toBe(before);
});

test('focus stays in the dialog when a form turns into its success text: Escape still closes', async ({
  page,
  world,
  screens: { shell, login, forgottenPassword },
}) => {
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_in`);
  await login.forgotPassword();
  await forgottenPassword.email.fill('free@demo.test');
  await page.keyboard.press('Enter');
  await expect(forgottenPassword.status).toContainText(/email/i);
  const focusInDialog = () =>
    page.evaluate(() => {
      const root = document.querySelector('memberspace-widget')!.shadowRoot!;
      return !!root.activeElement && !!root.querySelector('.dialog')!.contains(root.activeElement);
    });
  await expect.poll(focusInDialog).toBe(true);
  await page.keyboard.press('Escape');
  await shell.expectClosed();
});
