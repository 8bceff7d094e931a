import type { Locator, Page } from '@playwright/test';
import { seededMagicTokens } from '../../fixtures/api/seed';
import type { FixtureServer } from '../../fixtures/server';
import { AVAILABILITY, type ScreenName } from '../../src/core/shell/screens';
import { axeWidget, isBlocking, layoutProblems, signIn, type Violation } from './a11y-helpers';
import { expect, test, Widget } from './fixtures';
import { fault, fillLogin, logIn, openTask } from './helpers';
import { fillRegistration } from './joining';
import { reportPart } from './run-summary';

/**
 * Issue 11, accessibility: axe-core over every screen of the widget (the VIEWS registry: one view per screen of
 * core/shell/screens.ts), the member button, the embedded UI and some error and loading states, in Chromium on the
 * built bundle. No serious or critical violation may remain; the counts by impact are printed.
 */

interface Checked {
  size: string;
  /** What enlarged text would lose here (layoutProblems). */
  layout: string[];
  name: string;
  screen: string;
  violations: Violation[];
  contrastChecked: number;
  contrastUndecided: number;
}
const checked: Checked[] = [];

/** The screens the cases below must reach: every screen of the availability table (core/shell/screens.ts) but idle. */
const ALL_SCREENS = (Object.keys(AVAILABILITY) as ScreenName[]).filter((n) => n !== 'idle');

/**
 * Waits until the shown screen is `screen` and at rest (opening animation over, nothing loading unless asked),
 * then runs axe over the widget and records the result under `name`.
 */
async function check(page: Page, name: string, screen: string, options: { where?: Locator; loading?: boolean } = {}) {
  const widget = new Widget(page);
  const size = sizeOf(page);
  const where = options.where ?? widget.dialog;
  await expect(where, name).toHaveAttribute('data-screen', screen, { timeout: 15_000 });
  if (!options.where) await expect(where).not.toHaveAttribute('data-animating');
  if (!options.loading) await expect(where.locator('.loading'), `${name} still loading`).toHaveCount(0, { timeout: 15_000 });
  const result = await axeWidget(page);
  const layout = await layoutProblems(page, options.where ? { host: 'memberspace-embed', selector: '.embed' } : undefined);
  checked.push({ size, layout, name, screen, ...result });
  const blocking = result.violations.filter(isBlocking);
  expect(blocking, `${name} at ${size}: ${JSON.stringify(blocking, null, 1)}`).toEqual([]);
  expect(layout, `${name} at ${size}: what enlarged text loses`).toEqual([]);
  // The contrast rule measured the screen's text: 0 would mean it silently could not see the widget.
  expect(result.contrastChecked, `${name}: no text measured for contrast`).toBeGreaterThan(0);
}

/**
 * Each case runs twice: on a 1280×800 screen, and with the text at 200 %: browser zoom at 200 % on that screen,
 * which leaves a 640×400 CSS-pixel viewport (the widget's sizes are CSS pixels, so zoom scales its text and
 * boxes together; docs/hardening/accessibility.md says why this and not the browser's font-size setting).
 */
const SIZES = [
  { name: '1280×800', viewport: { width: 1280, height: 800 } },
  { name: '200 % (640×400)', viewport: { width: 640, height: 400 } },
];
const sizeOf = (page: Page) => SIZES.find((s) => s.viewport.width === page.viewportSize()?.width)?.name ?? 'other';

const goScreen = async (page: Page, world: FixtureServer, path: string, pagePath = '/') => openTask(page, world, path, pagePath);
const press = (widget: Widget, name: string | RegExp) => widget.dialog.getByRole('button', { name, exact: typeof name === 'string' }).click();

/**
 * The cases, each its own test in a fresh world (so they run in parallel, none much longer than ten seconds): a
 * part of one visitor's or member's walk, and the screens it reaches (asserted at its end: it checked exactly
 * these). The coverage test compares them with the registry, statically.
 */
interface Part {
  name: string;
  reaches: ScreenName[];
  run: (fixtures: { page: Page; world: FixtureServer; widget: Widget }) => Promise<void>;
}

/** Checks the member button as the page shows it now (no screen, no layout: it is one button). */
async function checkButton(page: Page, name: string) {
  const button = await axeWidget(page);
  checked.push({ size: sizeOf(page), layout: [], name, screen: 'memberButton', ...button });
  expect(button.violations.filter(isBlocking), `${name}: ${JSON.stringify(button.violations.filter(isBlocking), null, 1)}`).toEqual([]);
}

/** A paying member's session, signed in through the login screen (the login screen itself is the visitor's case). */
const asPaid = (page: Page, world: FixtureServer) => logIn(page, world, 'paid@demo.test');

const PARTS: Part[] = [
  {
    name: 'a visitor: member button, login and its errors, forgotten email and password',
    reaches: ['login', 'forgottenEmail', 'forgottenPassword'],
    run: async ({ page, world, widget }) => {
      await page.goto(`${world.siteUrl}/`);
      await widget.ready();
      await expect(widget.memberButton).toBeVisible();
      await checkButton(page, 'member button (visitor)');

      await goScreen(page, world, '/member/sign_in');
      await check(page, 'login', 'login');
      await press(widget, 'Log into your account');
      await expect(widget.dialog.locator('.field-error').first()).toBeVisible();
      await check(page, 'login: required fields', 'login');
      await fillLogin(widget, 'free@demo.test', 'wrong-password');
      await expect(widget.dialog.locator('.alert')).toBeVisible();
      await check(page, 'login: refused', 'login');
      await press(widget, 'Forgot email?');
      await check(page, 'forgotten email', 'forgottenEmail');
      await press(widget, 'Request help now');
      await expect(widget.dialog.locator('.field-error').first()).toBeVisible();
      await check(page, 'forgotten email: required fields', 'forgottenEmail');
      await press(widget, 'Back');
      await press(widget, 'Forgot password?');
      await check(page, 'forgotten password', 'forgottenPassword');
    },
  },
  {
    name: 'a visitor: registration, content access denied, the embedded UI',
    reaches: ['registerUser', 'contentAccessDenied', 'login'],
    run: async ({ page, world, widget }) => {
      await goScreen(page, world, '/member/sign_up');
      await check(page, 'register user', 'registerUser');
      await press(widget, 'Continue');
      await expect(widget.dialog.locator('.field-error').first()).toBeVisible();
      await check(page, 'register user: required fields', 'registerUser');
      await goScreen(page, world, '/member/sign_up/onetime01');
      await check(page, 'register user for a paid plan', 'registerUser');
      await goScreen(page, world, '/content/popup/video01');
      await check(page, 'content access denied', 'contentAccessDenied');

      // The embedded UI (an <iframe src="/member/account"> the widget holds): login, for a visitor.
      await page.goto(`${world.siteUrl}/content-embeds`);
      await check(page, 'embedded UI (visitor)', 'login', { where: page.locator('memberspace-embed').first().locator('.embed') });
    },
  },
  {
    name: 'a visitor: magic links',
    reaches: ['resetPassword', 'confirmEmailChangeMagic', 'invitation', 'registrationApproved'],
    run: async ({ page, world }) => {
      const { passwordReset, invitation } = seededMagicTokens;
      await goScreen(page, world, `/member/password-reset/${passwordReset.userId}/${passwordReset.magicToken}`);
      await check(page, 'reset password', 'resetPassword');
      await goScreen(page, world, '/member/email-change/7/not-a-token');
      await check(page, 'confirm email change: refused link', 'confirmEmailChangeMagic');
      await goScreen(page, world, `/member/invitation-accept/${invitation.invitationId}/${invitation.magicToken}`);
      await check(page, 'invitation', 'invitation');
      await goScreen(page, world, '/member/invitation-accept/9/not-a-token');
      await check(page, 'invitation: no longer valid', 'invitation');
      await goScreen(page, world, '/member/registration-approved/7/not-a-token');
      await check(page, 'registration approved: refused link', 'registrationApproved');
    },
  },
  {
    name: 'a visitor: diagnostics, every tab',
    reaches: ['diag'],
    run: async ({ page, world, widget }) => {
      await goScreen(page, world, '/member/diag');
      await check(page, 'diagnostics', 'diag');
      const tabs = widget.dialog.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 1; i < count; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await check(page, `diagnostics tab ${(await tabs.nth(i).textContent())?.trim()}`, 'diag');
      }
    },
  },
  {
    name: 'a broken site setup: the Read Me button and the site setup error',
    reaches: ['siteSetupError'],
    run: async ({ page, world, widget }) => {
      await fault(world, { path: '/configuration', status: 404 });
      await page.goto(`${world.siteUrl}/`);
      const readMe = widget.host.getByRole('button', { name: 'Read Me' });
      await expect(readMe).toBeVisible();
      await checkButton(page, "'Read Me' button");
      await readMe.click();
      await check(page, 'site setup error', 'siteSetupError');
    },
  },
  {
    name: 'a paying member: member button, menu, account, membership details, cancel',
    reaches: ['memberMenu', 'account', 'membershipDetails', 'cancelMembership'],
    run: async ({ page, world, widget }) => {
      await asPaid(page, world);
      await page.goto(`${world.siteUrl}/`);
      await widget.ready();
      await expect(widget.memberButton).toHaveAccessibleName('Member Menu');
      await checkButton(page, 'member button (member menu)');

      await goScreen(page, world, '/member/sign_in');
      await check(page, 'member menu', 'memberMenu');
      await goScreen(page, world, '/member/account');
      await check(page, 'account', 'account');
      await press(widget, 'View or cancel plans');
      await check(page, 'membership details', 'membershipDetails');
      await press(widget, 'Cancel plan');
      await check(page, 'cancel membership', 'cancelMembership');
    },
  },
  {
    name: 'a paying member: card, profile, email and password',
    reaches: ['changeCreditCard', 'editProfile', 'requestEmailChange', 'changePassword'],
    run: async ({ page, world, widget }) => {
      await asPaid(page, world);
      await goScreen(page, world, '/member/account');
      await press(widget, 'Update credit card');
      await expect(widget.dialog.locator('[data-card-field]')).toBeVisible({ timeout: 15_000 });
      await check(page, 'change credit card', 'changeCreditCard');
      await goScreen(page, world, '/member/account/edit');
      await check(page, 'edit profile', 'editProfile');
      await goScreen(page, world, '/member/account');
      await press(widget, 'Change your email');
      await check(page, 'request email change', 'requestEmailChange');
      await press(widget, 'Update Email');
      await expect(widget.dialog.locator('.field-error').first()).toBeVisible();
      await check(page, 'request email change: required fields', 'requestEmailChange');
      await goScreen(page, world, '/member/account');
      await press(widget, 'Change your password');
      await check(page, 'change password', 'changePassword');
    },
  },
  {
    name: 'a paying member: invoices and a payment to retry',
    reaches: ['invoiceList', 'invoiceDetails', 'retryPayment'],
    run: async ({ page, world, widget }) => {
      await asPaid(page, world);
      await goScreen(page, world, '/member/invoices');
      await check(page, 'invoice list', 'invoiceList');
      await widget.dialog.locator('tbody tr').first().getByRole('button').first().click();
      await check(page, 'invoice details', 'invoiceDetails');
      await fault(world, { method: 'GET', path: '/invoices', status: 500, times: 1 });
      await goScreen(page, world, '/member/invoices');
      await expect(widget.dialog.getByRole('alert')).toBeVisible();
      await check(page, 'invoice list: failed to load', 'invoiceList');

      await goScreen(page, world, '/member/complete-payment/sub01');
      await check(page, 'retry payment', 'retryPayment');
    },
  },
  {
    name: 'a paying member: protected content, plans, the plan link redirect, the embedded UI',
    reaches: ['protectedContent', 'signupToPlan', 'planLinkRedirect', 'account'],
    run: async ({ page, world, widget }) => {
      await asPaid(page, world);
      await goScreen(page, world, '/content/popup/image01', '/content-embeds');
      await expect(widget.dialog.locator('img')).toBeVisible();
      await check(page, 'protected content (image popup)', 'protectedContent');
      await goScreen(page, world, '/content/popup/video01', '/content-embeds');
      await expect(widget.dialog.locator('iframe')).toBeAttached();
      await check(page, 'protected content (video popup)', 'protectedContent');
      await goScreen(page, world, '/member/plans/all');
      await check(page, 'signup to plan (all plans)', 'signupToPlan');

      // The plan link redirector shows 'Loading…' while it asks for the plans: held here by a slow answer.
      await fault(world, { method: 'GET', path: /\/plans$/.source, delayMs: 20_000, times: 1 });
      await goScreen(page, world, '/member/plans');
      await expect(widget.dialog.locator('.loading')).toBeVisible();
      await check(page, 'plan link redirect (loading)', 'planLinkRedirect', { loading: true });

      // The embedded UI for a member: the account inline.
      await page.goto(`${world.siteUrl}/content-embeds`);
      await check(page, 'embedded UI (member)', 'account', { where: page.locator('memberspace-embed').first().locator('.embed') });
    },
  },
  {
    name: 'a free member: outside the viewing window, no public plan, rejection-tag retry, a free plan',
    reaches: ['outsideViewingWindow', 'noPublicPlanForContent', 'signupToPlan', 'rejectionTagRetry'],
    run: async ({ page, world, widget }) => {
      await signIn(page, world, 'free@demo.test');
      await goScreen(page, world, '/content/popup/soon01', '/content-embeds');
      await check(page, 'outside viewing window', 'outsideViewingWindow');
      await goScreen(page, world, '/content/popup/vip01', '/content-embeds');
      await check(page, 'no public plan for content', 'noPublicPlanForContent');
      await goScreen(page, world, '/content/popup/upsell01', '/content-embeds');
      await check(page, 'signup to plan (content upsell)', 'signupToPlan');
      await page.goto(`${world.siteUrl}/protection-tag?reason=token_stale&tokenId=old`);
      // It reloads the page once (another token may have been judged), then offers a refresh.
      await expect(widget.dialog.getByRole('button', { name: 'Refresh' })).toBeVisible({ timeout: 15_000 });
      await check(page, 'rejection tag retry', 'rejectionTagRetry');
    },
  },
  {
    name: 'joining: a new visitor registers, meets the card field, then joins a free plan and its questionnaire',
    reaches: ['signupToPlan', 'postJoinQuestionnaire'],
    run: async ({ page, world, widget }) => {
      await goScreen(page, world, '/member/sign_up/onetime01');
      await fillRegistration(widget.dialog, 'axe@example.test');
      await press(widget, 'Continue');
      await expect(widget.dialog.locator('[data-card-field]')).toBeVisible({ timeout: 15_000 });
      await check(page, 'signup to plan (paid, card field)', 'signupToPlan');
      await widget.dialog.locator('button[type=submit]').click();
      await expect(widget.dialog.getByRole('alert').first()).toBeVisible();
      await check(page, 'signup to plan: card missing', 'signupToPlan');
      await goScreen(page, world, '/member/plans/free01');
      await check(page, 'signup to plan (free)', 'signupToPlan');
      await widget.dialog.locator('button[type=submit]').click();
      await check(page, 'post-join questionnaire', 'postJoinQuestionnaire');
      await press(widget, 'All Done');
      await expect(widget.dialog.locator('.field-error').first()).toBeVisible();
      await check(page, 'post-join questionnaire: required fields', 'postJoinQuestionnaire');
    },
  },
  {
    name: 'an incomplete payment: retry with 3D Secure',
    reaches: ['retry3dsPayment'],
    run: async ({ page, world }) => {
      await logIn(page, world, 'incomplete@demo.test');
      await goScreen(page, world, '/member/complete-payment/onetime01');
      await check(page, 'retry 3DS payment', 'retry3dsPayment');
    },
  },
];

const PART_NAMES = PARTS.map((p) => p.name);

/**
 * The logout redirector renders ui/Status.tsx's Loading and nothing else, checked above as the plan link
 * redirector's: it leaves the page as soon as the session is flushed, faster than a check can look.
 */
const SAME_AS_LOADING: ScreenName[] = ['logout'];

/** The screens each case reaches, by name: the coverage test compares them with the registry. */
const REACHED: Record<string, ScreenName[]> = {
  ...Object.fromEntries(PARTS.map((p) => [p.name, p.reaches])),
  sameAsLoading: SAME_AS_LOADING,
};

test.describe('coverage', () => {
  test('every screen of the registry has an axe case', () => {
    const reached = new Set(Object.values(REACHED).flat());
    expect(
      ALL_SCREENS.filter((s) => !reached.has(s)),
      'screens without an axe case',
    ).toEqual([]);
  });
});

/** The size's summary, from the checks of all its cases (run-summary.ts gathers them across workers). */
function summarize(size: (typeof SIZES)[number], mine: Checked[]) {
  const byImpact: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const kinds = new Map<string, number>();
  for (const c of mine) {
    for (const v of c.violations) {
      byImpact[v.impact ?? 'minor'] = (byImpact[v.impact ?? 'minor'] ?? 0) + 1;
      kinds.set(`${v.impact} ${v.id}`, (kinds.get(`${v.impact} ${v.id}`) ?? 0) + 1);
    }
  }
  const screens = new Set(mine.map((c) => c.screen).filter((n) => n !== 'memberButton'));
  const undecided = mine.reduce((n, c) => n + c.contrastUndecided, 0);
  const measured = mine.reduce((n, c) => n + c.contrastChecked, 0);
  console.log(
    `[hardening] axe at ${size.name}: ${mine.length} states checked (${screens.size} of ${ALL_SCREENS.length} screens, logout sharing the loading check; plus the member button and embeds), ` +
      `${byImpact.critical! + byImpact.serious!} serious or critical violations, ${byImpact.moderate} moderate, ${byImpact.minor} minor` +
      `${kinds.size ? ` (${[...kinds].map(([k, n]) => `${k} ×${n}`).join(', ')})` : ''}; ` +
      `contrast measured on ${measured} text nodes, ${undecided} undecided by axe`,
  );
  const lost = mine.reduce((n, c) => n + c.layout.length, 0);
  console.log(
    `[hardening] text at ${size.name}: ${mine.filter((c) => c.screen !== 'memberButton').length} states checked, ${lost} clipped, overlapping, sideways or unreachable`,
  );
}

SIZES.forEach((size, sizeIndex) => {
  test.describe(`${size.name}: axe-core finds no serious or critical violation, enlarged text loses nothing`, () => {
    test.use({ viewport: size.viewport });

    for (const part of PARTS) {
      test(part.name, async ({ page, world, widget }) => {
        checked.length = 0;
        await part.run({ page, world, widget });
        // The case checked exactly the screens it claims for the coverage test.
        const screens = new Set(checked.map((c) => c.screen).filter((s) => s !== 'memberButton'));
        expect([...screens].sort(), `${part.name}: the screens it checked`).toEqual([...new Set(part.reaches)].sort());
        const all = reportPart(`a11y-${sizeIndex}`, part.name, PART_NAMES, [...checked]);
        if (all) summarize(size, all.flat());
      });
    }
  });
});
