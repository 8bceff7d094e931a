import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { RegisterScreen } from './screens/register';
import { fault, fillLogin, holdRequests, hook, logInAndLand, memberInfo, requestsTo, startSession } from './helpers';
import { pausedTab, shifts } from './layoutShifts';
import { PLANS_WAIT_MS } from '../../src/core/signup/plansWait';

/**
 * What a viewer gets on a protected page: the page, or the screen its mode opens: access denied (a visitor),
 * for a member the upsell to the granting plans or 'no public plan', the viewing-window screen.
 */
const SCREENS = { D: 'contentAccessDenied', U: 'signupToPlan', N: 'noPublicPlanForContent', W: 'outsideViewingWindow' } as const;
type Seen = 'page' | keyof typeof SCREENS;
const S: Seen = 'page',
  D: Seen = 'D',
  U: Seen = 'U',
  N: Seen = 'N',
  W: Seen = 'W';

/**
 * The seed's protected pages (fixtures/api/seed.ts) against four viewers: a visitor, free@ (free01, 30 days),
 * paid@ (sub01 for 312 days + multi01), trial@ (sub01 trialing, joined 2 days ago: the 7-day drip is ahead).
 */
const PAGES: [path: string, visitor: Seen, free: Seen, paid: Seen, trial: Seen][] = [
  ['/members-only', D, S, S, S], // exact, authenticated users
  ['/courses/yoga-101', D, U, S, S], // wildcard /courses/*: one-time, sub01, multi01
  ['/courses/advanced/inversions', D, U, S, U], // the longer wildcard /courses/advanced/*: multi01 only
  ['/drip-lesson', D, U, S, W], // sub01 with a 7-day drip
  ['/free-area', D, S, U, U], // free memberships
  ['/paid-area', D, U, S, S], // paid memberships (a trial counts: trialing is live)
  ['/studio-only', D, U, S, S], // specific plans
  ['/live-replay', D, S, S, S], // inside its window
  ['/coming-soon', D, W, W, W], // starts in 10 days
  ['/archived-workshop', D, W, W, W], // ended 5 days ago
  ['/vip', D, N, N, N], // a private plan: no public plan grants it
  ['/courses/', S, S, S, S], // the catalogue: a wildcard covers only longer paths
];

/** Whether the page's protected section is painted: visible, not transparent, with a box. */
const secretPainted = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-fixture-secret]') ?? document.querySelector('main');
    return !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
  });

async function expectSeen(page: Page, site: string, path: string, seen: Seen): Promise<void> {
  const widget = new Widget(page);
  await page.goto(`${site}${path}`);
  await widget.ready();
  if (seen === 'page') {
    await expect.poll(() => secretPainted(page), { message: `${path} is shown` }).toBe(true);
    await expect(widget.dialog).toHaveCount(0);
  } else {
    await expect(widget.dialog, `${path} opens its screen`).toHaveAttribute('data-screen', SCREENS[seen]);
    expect(await secretPainted(page), `${path} stays hidden`).toBe(false);
  }
}

test.describe('who sees which protected page (part 1 §4, §5)', () => {
  const viewers = [
    ['a visitor', null, 1],
    ['a free member', 'free@demo.test', 2],
    ['a paid member', 'paid@demo.test', 3],
    ['a member of one plan, in its drip wait', 'trial@demo.test', 4],
  ] as const;
  for (const [who, email, column] of viewers) {
    test(`${who} sees exactly the pages they may`, async ({ page, world }) => {
      test.slow(); // a dozen page loads
      if (email) await startSession(page, world, email);
      for (const row of PAGES) await expectSeen(page, world.siteUrl, row[0], row[column]);
    });
  }
});

test('the drip screen carries the wait; the window screens their dates', async ({ page, world }) => {
  await startSession(page, world, 'trial@demo.test');
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/drip-lesson`);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'outsideViewingWindow');
  await expect(widget.dialog).toContainText('5');
});

test('a protected page view is recorded once protection is off; refused views are not', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/members-only`);
  const widget = new Widget(page);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  expect((await hook(world, 'page-visits')).length ?? 0).toBe(0);
  // free@'s plan sends it to its content URL, /members-only, after login: that landing is one page view…
  await logInAndLand(page, world, 'free@demo.test');
  expect(new URL(page.url()).pathname).toBe('/members-only');
  const view = expect.objectContaining({ protectedPageId: 501, pathname: '/members-only', memberId: 201 });
  await expect.poll(async () => (await hook(world, 'page-visits')) as any[]).toEqual([view]);
  // …and a reload is one more.
  await page.reload();
  await expect.poll(async () => (await hook(world, 'page-visits')) as any[]).toEqual([view, view]);
});

test('closing the denied screen leaves the page for the redirect path', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/members-only`);
  const widget = new Widget(page);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.pathname !== '/members-only');
});

test('a visitor is invited in: the plans that give access as choices, one primary action, Log in for members, a clear way out', async ({
  page,
  world,
}) => {
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/studio-only`); // sub01 or the yearly plan (fixtures/api/seed.ts)
  await widget.ready();
  const d = widget.dialog;
  // The screens chunk and the plan list load first: generous on a busy machine.
  await expect(d).toHaveAttribute('data-screen', 'contentAccessDenied', { timeout: 15_000 });
  await expect(d.getByRole('heading', { level: 1 })).toHaveText('Sorry, you need to log in or sign up to access this content.');
  const plans = d.getByRole('radio');
  await expect(plans).toHaveCount(2);
  const monthly = d.getByRole('radio', { name: /Studio Monthly/ });
  await expect(monthly).toBeChecked(); // the first is chosen: one click from signing up
  await expect(d.locator('label', { hasText: 'Studio Monthly' })).toContainText('$29.00 / month');
  await expect(d.locator('label', { hasText: 'Studio Monthly' })).toContainText('Free trial');
  await expect(d.locator('label', { hasText: 'Studio Yearly' })).toContainText('$290.00 / year');
  // One primary action; logging in is the secondary one, for members.
  await expect(d.locator('.btn.cta')).toHaveCount(1);
  await expect(d.locator('.btn.cta')).toHaveText('Sign up');
  await expect(d.getByText('Already a member?')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Log in', exact: true })).toHaveClass(/secondary/);
  expect(await secretPainted(page)).toBe(false);
  // Closing leaves the page (part 1 §2), and the screen says so in a visible action.
  await d.getByRole('button', { name: 'Leave this page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a visitor who picks a plan signs up for it', async ({ page, world }) => {
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/studio-only`);
  await widget.ready();
  const d = widget.dialog;
  await expect(d.getByRole('radio', { name: /Studio Yearly/ })).toBeVisible({ timeout: 15_000 });
  await d.getByRole('radio', { name: /Studio Yearly/ }).check();
  await d.getByRole('button', { name: 'Sign up' }).click();
  await expect(d).toHaveAttribute('data-screen', 'registerUser');
  // The plan chosen is the one the new account is for (sent as its pending plan).
  const register = new RegisterScreen(d);
  await register.fillIn('picked-yearly@demo.test');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/members'));
  await register.submit();
  expect((await sent).postDataJSON().planId).toBe('yearly01');
});

/** The refused page's invitation with its plans' request held, under Playwright's clock (paused: the wait ends when the test says). */
async function invitationWaiting(
  context: import('@playwright/test').BrowserContext,
  worldUrl: string,
  viewport: { width: number; height: number },
  path = '/studio-only',
) {
  const tab = await pausedTab(context, viewport);
  const plans = await holdRequests(tab, /\/sites\/demo\/plans$/);
  await tab.goto(`${worldUrl}${path}`);
  const d = new Widget(tab).dialog;
  await expect(d).toHaveAttribute('data-screen', 'contentAccessDenied', { timeout: 15_000 });
  await tab.clock.runFor(100); // frames, and with them effects (well within the wait)
  await expect.poll(() => plans.held).toEqual(['plans']);
  await expect(d.getByText('Loading…')).toBeVisible();
  // Laid out, but nothing there for anyone yet: no button to click or reach, hidden from screen readers.
  await expect(d.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(d.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(d.locator('[inert]')).toContainText('Already a member?');
  return { tab, plans, d };
}

test("the invitation's actions wait for its plans: nothing under a click moves when they come (desktop)", async ({ context, world }) => {
  const { tab, plans, d } = await invitationWaiting(context, world.siteUrl, { width: 1280, height: 1600 });
  // Opened and drawn (the opening's animation over, the wait not).
  await tab.clock.runFor(1000);
  await expect(d).not.toHaveAttribute('data-animating');
  const heading = await d.getByRole('heading', { level: 1 }).boundingBox();
  const answered = tab.waitForResponse(/\/sites\/demo\/plans$/);
  plans.release();
  await answered;
  await expect(d.getByRole('radio')).toHaveCount(2);
  await expect(d.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  // The chosen plan takes the focus the dialog had, as a screen's first field does.
  await expect(d.getByRole('radio', { name: /Studio Monthly/ })).toBeFocused();
  expect(await d.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  await tab.clock.resume(); // frames again, for the browser's shift entries
  expect(await shifts(tab)).toEqual({ count: 0, sum: 0 });
});

test("the invitation's actions wait no longer than the plans' bound; a late answer is not put above them (phone)", async ({ context, world }) => {
  const { tab, plans, d } = await invitationWaiting(context, world.siteUrl, { width: 390, height: 844 });
  await tab.clock.runFor(PLANS_WAIT_MS + 100);
  const logIn = d.getByRole('button', { name: 'Log in', exact: true });
  await expect(logIn).toBeVisible();
  await expect(d.getByText('Loading…')).toHaveCount(0);
  const before = await logIn.boundingBox();
  const answered = tab.waitForResponse(/\/sites\/demo\/plans$/);
  plans.release();
  await answered;
  await tab.clock.runFor(100);
  await expect(d.getByRole('radio')).toHaveCount(0);
  expect(await logIn.boundingBox()).toEqual(before);
  // Without the plans, 'Sign up' is registration as before.
  await d.getByRole('button', { name: 'Sign up' }).click();
  await expect(d).toHaveAttribute('data-screen', 'registerUser');
});

test("a single-page app's route from a refused page without a rule to one with a rule offers that rule's plans", async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/protection-tag?reason=not_authenticated`);
  const d = new Widget(page).dialog;
  await expect(d).toHaveAttribute('data-screen', 'contentAccessDenied', { timeout: 15_000 });
  await expect(d.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(d.getByRole('radio')).toHaveCount(0);
  await page.evaluate(() => history.pushState({}, '', '/studio-only'));
  await expect(d.getByRole('radio')).toHaveCount(2);
});

test("plans that came after one refused page's wait are offered at once on the next one a route leads to", async ({ context, world }) => {
  const { tab, plans, d } = await invitationWaiting(context, world.siteUrl, { width: 1280, height: 1600 }, '/paid-area');
  await tab.clock.runFor(PLANS_WAIT_MS + 100);
  await expect(d.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  const answered = tab.waitForResponse(/\/sites\/demo\/plans$/);
  plans.release();
  await answered;
  await tab.clock.runFor(100);
  await expect(d.getByRole('radio')).toHaveCount(0); // not put above 'Log in' on this page
  await tab.evaluate(() => history.pushState({}, '', '/studio-only'));
  await tab.clock.runFor(100);
  await expect(d.getByRole('radio')).toHaveCount(2);
  await expect(d.getByText('Loading…')).toHaveCount(0);
});

test('the plan a visitor picked is still picked when they come back from the login', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/studio-only`);
  const d = new Widget(page).dialog;
  const yearly = d.getByRole('radio', { name: /Studio Yearly/ });
  await expect(yearly).toBeVisible({ timeout: 15_000 });
  await yearly.check();
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d).toHaveAttribute('data-screen', 'login');
  await d.getByRole('button', { name: 'Back' }).click();
  await expect(d).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect(yearly).toBeChecked();
  await expect(d.getByRole('radio', { name: /Studio Monthly/ })).not.toBeChecked();
});

test('logging in on the denied screen shows the page without a reload', async ({ page, world }) => {
  await page.goto(`${world.siteUrl}/members-only`);
  const widget = new Widget(page);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await page.evaluate(() => ((window as any).__sameDocument = true));
  await widget.dialog.getByRole('button', { name: /log in/i }).click();
  await widget.dialog.getByLabel('Email').fill('free@demo.test');
  await widget.dialog.getByLabel('Password').fill('password123');
  await widget.dialog.getByRole('button', { name: 'Log into your account' }).click();
  await expect.poll(() => secretPainted(page)).toBe(true);
  await expect(widget.dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
});

test.describe('single-page app (history.pushState)', () => {
  test('a route to a protected view is decided at once; back to a public view shows it again', async ({ page, world }) => {
    await page.goto(`${world.siteUrl}/spa/`);
    const widget = new Widget(page);
    await widget.ready();
    await page.getByRole('link', { name: "Members' videos" }).click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
    expect(await secretPainted(page)).toBe(false);
    await page.evaluate(() => (window as any).__fxSpaNavigate('/spa/public'));
    await expect(widget.dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Public schedule' })).toBeVisible();
  });
});

test.describe('the page-protection tag', () => {
  test('a valid tag on a page the member may see: rejection-tag retry', async ({ page, world }) => {
    await startSession(page, world, 'free@demo.test');
    await page.goto(`${world.siteUrl}/protection-tag?reason=token_stale&tokenId=old`);
    await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'rejectionTagRetry');
  });
  for (const [why, query] of [
    ['two tags', '/protection-tag/duplicate?reason=token_stale'],
    ['a stale time', '/protection-tag?reason=token_stale&timeOffset=-600'],
    ['an invalid time', '/protection-tag?reason=token_stale&time=garbage'],
    ['an unknown reason', '/protection-tag?reason=because'],
  ]) {
    test(`ignored with ${why}`, async ({ page, world }) => {
      await startSession(page, world, 'free@demo.test');
      await page.goto(`${world.siteUrl}${query}`);
      const widget = new Widget(page);
      await widget.ready();
      await expect(page.locator('[data-fixture-placeholder]')).toBeVisible();
      await expect(widget.dialog).toHaveCount(0);
    });
  }
  test('a visitor the server refused logs in from the offered login and ends on the page: one reload, rendered for the member', async ({
    page,
    world,
  }) => {
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const widget = new Widget(page);
    await page.goto(`${world.siteUrl}/protection-tag/server`);
    await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
    await expect(page.locator('#server-secret')).toHaveCount(0);
    await widget.dialog.getByRole('button', { name: 'Log in' }).click();
    await fillLogin(widget, 'free@demo.test');
    await expect(page.locator('#server-secret')).toBeVisible();
    await expect(widget.dialog).toHaveCount(0);
    await widget.ready();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
    expect(loads).toEqual([`${world.siteUrl}/protection-tag/server`, `${world.siteUrl}/protection-tag/server`]);
  });
  test('client-side navigation judges the tag again: one now older than 5 minutes no longer refuses the route', async ({ page, world }) => {
    await page.clock.install();
    const widget = new Widget(page);
    await page.goto(`${world.siteUrl}/protection-tag/server`);
    await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
    await page.clock.fastForward('06:00');
    await page.evaluate(() => history.pushState({}, '', '/protection-tag/server/next'));
    await expect(widget.dialog).toHaveCount(0);
  });
  test('a visitor refused as not authenticated is offered the login', async ({ page, world }) => {
    await page.goto(`${world.siteUrl}/protection-tag?reason=not_authenticated`);
    await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  });
});

test('with the API down on a first visit nothing is known to protect: the page shows, no blank screen', async ({ page, world }) => {
  await fault(world, { path: '/configuration', status: 503 });
  await page.goto(`${world.siteUrl}/pricing`);
  await new Widget(page).ready();
  await expect.poll(() => page.evaluate(() => document.body.checkVisibility({ opacityProperty: true, visibilityProperty: true }))).toBe(true);
  expect((await requestsTo(world, '/configuration')).length).toBeGreaterThan(0);
});
