import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import {
  cardInput,
  faultsTaken,
  fillCardField,
  fillLogin,
  hook,
  memberInfo,
  openAccountAs,
  openTask,
  startSession,
  updateCardControl,
} from './helpers';
import { fillRegistration, emailField } from './joining';
import {
  FORM_KINDS,
  GENERAL,
  NETWORK,
  callPath,
  clearFaults,
  expectKept,
  garbageFault,
  pageErrors,
  type BrowserKind,
  type Kept,
} from './garbage-helpers';

/**
 * Garbage answers as the member lives them (issue 11, "Bad input"): every form that calls the API gets each kind
 * of garbage from the fixture server in turn (FORM_KINDS), shows the spec's message (part 1 §8) as its alert, keeps
 * everything typed (the card field and the coupon too), throws nothing into the page, and succeeds once the
 * server answers well again, sending exactly one request per submit (and, for payments, charging once).
 * The read calls (boot, account, billing, content) get garbage too: a safe default, a logged error in
 * diagnostics, and a page that stays usable. The client-level suite for every call is
 * test/integration/garbage.test.ts.
 */

const CARD = { ok: '4242424242424242', mastercard: '5555555555554444' };

async function fillCard(d: Locator, number: string): Promise<Kept[]> {
  const page = d.page();
  await fillCardField(page, number);
  return [
    [cardInput(page, 'number'), number.replace(/(\d{4})(?=\d)/g, '$1 ')],
    [cardInput(page, 'expiry'), '12 / 40'],
    [cardInput(page, 'cvc'), '123'],
    [d.locator('[data-card-field]').getByLabel('ZIP'), '94107'],
  ];
}

/** What fillRegistration typed, to find again. */
const registrationKept = (d: Locator, address: string): Kept[] => [
  [d.getByLabel('First name'), 'Rita'],
  [d.getByLabel('Last name'), 'Register'],
  [emailField(d), address],
  [d.getByLabel('Confirm email'), address],
  [d.getByLabel('Password'), 'stretch-daily'],
  [d.getByLabel('Phone number'), '555-0100'],
  [d.getByLabel('Yoga experience'), 'intermediate'],
  [d.getByLabel('Your goals'), 'Touch my toes'],
  [d.getByLabel('Send me the newsletter'), true],
  [d.getByRole('group', { name: 'Favourite styles' }).getByLabel('Hatha'), true],
  [d.getByRole('group', { name: 'Favourite styles' }).getByLabel('Yin'), true],
  [d.getByRole('radiogroup', { name: 'Preferred class time' }).getByLabel('Evening'), true],
];

interface FormCase {
  name: string;
  /** The call the submit makes. */
  method: string;
  path: string;
  /** Opens the form (logging in first when it needs a member). */
  open(page: Page, world: FixtureServer, widget: Widget): Promise<void>;
  /** Types into it; answers what must still be there after a failure. */
  fill(d: Locator): Promise<Kept[]>;
  submit(d: Locator): Locator;
  /** What a well-formed answer leads to. */
  done(page: Page, world: FixtureServer, widget: Widget): Promise<void>;
  /** Payments: the charges the fixture's ledger must hold at the end. */
  charges?: number;
  /** Garbage only some calls can get wrong (acknowledgements accept any object by design). */
  extra?: BrowserKind[];
}

/** Wrong types where the answer has required fields (every call below whose answer is read). */
const WRONG_TYPES_KIND: BrowserKind = {
  name: 'wrong types, 200',
  fault: { status: 200, body: { id: 'x', accessToken: 42, membership: [], paymentMethodId: false } },
  message: GENERAL,
};
/** Strings where tokens are expected: the struct passes, the token cannot be read. */
const UNREADABLE_TOKENS: BrowserKind = {
  name: 'unreadable tokens, 200',
  fault: { status: 200, body: { accessToken: 'garbage', refreshToken: 'garbage' } },
  message: GENERAL,
};
const TOKEN_KINDS = [WRONG_TYPES_KIND, UNREADABLE_TOKENS];

const button = (name: string) => (d: Locator) => d.getByRole('button', { name, exact: true });
const fromAccount = (email: string, buttonName: string) => async (page: Page, world: FixtureServer) => {
  const widget = await openAccountAs(page, world, email);
  await widget.dialog.getByRole('button', { name: buttonName }).click();
};

/** A login sends the member to their after-login destination (another page for a member with a plan). */
async function landedLoggedIn(page: Page, widget: Widget): Promise<void> {
  await page.waitForURL((url) => !url.searchParams.has('msopen'));
  await widget.ready();
  expect((await memberInfo(page)).isLoggedIn).toBe(true);
}

const FORMS: FormCase[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/login',
    open: async (page, world) => void (await openTask(page, world, '/member/sign_in')),
    fill: async (d) => {
      await d.getByLabel('Email').fill('free@demo.test');
      await d.getByLabel('Password').fill('password123');
      return [
        [d.getByLabel('Email'), 'free@demo.test'],
        [d.getByLabel('Password'), 'password123'],
      ];
    },
    submit: button('Log into your account'),
    extra: TOKEN_KINDS,
    done: (page, _world, widget) => landedLoggedIn(page, widget),
  },
  {
    name: 'registration (custom signup fields)',
    method: 'POST',
    path: '/members',
    open: async (page, world) => void (await openTask(page, world, '/member/sign_up/free01')),
    fill: async (d) => {
      await fillRegistration(d, 'garbage.rita@example.test');
      return registrationKept(d, 'garbage.rita@example.test');
    },
    submit: button('Continue'),
    extra: TOKEN_KINDS,
    done: async (_page, _world, widget) => expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan'),
  },
  {
    name: 'forgotten password',
    method: 'POST',
    path: '/password/forgotten',
    open: async (page, world, widget) => {
      await openTask(page, world, '/member/sign_in');
      await widget.dialog.getByRole('button', { name: 'Forgot password?', exact: true }).click();
    },
    fill: async (d) => {
      await d.getByLabel('Email').fill('free@demo.test');
      return [[d.getByLabel('Email'), 'free@demo.test']];
    },
    submit: button('Send me reset instructions'),
    done: async (_page, world, widget) => {
      await expect(widget.dialog.getByRole('status')).toContainText('Check your email for the password reset link');
      // The server acted once, for the well-formed answer: one new link (the seed mailed one already).
      expect(
        (await hook(world, 'mail?to=free@demo.test&kind=password-reset')).filter((m: any) => !m.link.includes('reset-expired-201')),
      ).toHaveLength(1);
    },
  },
  {
    name: 'forgotten email',
    method: 'POST',
    path: '/email/forgotten',
    open: async (page, world, widget) => {
      await openTask(page, world, '/member/sign_in');
      await widget.dialog.getByRole('button', { name: 'Forgot email?', exact: true }).click();
    },
    fill: async (d) => {
      await d.getByLabel('First name').fill('Ann');
      await d.getByLabel('Last name').fill('Lee');
      await d.getByLabel('Email').fill('ann@example.test');
      await d.getByLabel('Phone number').fill('+1 555 0100');
      return [
        [d.getByLabel('First name'), 'Ann'],
        [d.getByLabel('Last name'), 'Lee'],
        [d.getByLabel('Email'), 'ann@example.test'],
        [d.getByLabel('Phone number'), '+1 555 0100'],
      ];
    },
    submit: button('Request help now'),
    done: async (_page, _world, widget) =>
      expect(widget.dialog.getByRole('status')).toHaveText("Thank you, we'll reach out to help you as soon as possible."),
  },
  {
    name: 'password reset (magic link)',
    method: 'PATCH',
    path: '/members/202/password',
    open: async (page, world) => void (await openTask(page, world, '/member/password-reset/202/reset-paid-202')),
    fill: async (d) => {
      await d.getByLabel('New password').fill('a-new-secret');
      return [[d.getByLabel('New password'), 'a-new-secret']];
    },
    submit: button('Update Password'),
    extra: TOKEN_KINDS,
    done: async (_page, _world, widget) => expect(widget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible(),
  },
  {
    name: 'invitation (custom signup fields)',
    method: 'PATCH',
    path: '/invitation/701',
    open: async (page, world) => void (await openTask(page, world, '/member/invitation-accept/701/invite-valid-701')),
    fill: async (d) => {
      await d.getByLabel('First name').fill('Ines');
      await d.getByLabel('Password').fill('stretch-daily');
      await d.getByRole('group', { name: 'Favourite styles' }).getByLabel('Yin').check();
      return [
        [d.getByLabel('First name'), 'Ines'],
        [d.getByLabel('Password'), 'stretch-daily'],
        [d.getByRole('group', { name: 'Favourite styles' }).getByLabel('Yin'), true],
        [d.getByLabel('Yoga experience'), 'beginner'],
      ];
    },
    submit: button('Accept Invitation'),
    extra: TOKEN_KINDS,
    done: async (_page, _world, widget) => expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan'),
  },
  {
    name: 'edit profile (custom signup fields)',
    method: 'PATCH',
    path: '/members/current',
    open: async (page, world, widget) => {
      await startSession(page, world, 'paid@demo.test');
      await openTask(page, world, '/member/account/edit');
      await expect(widget.dialog.getByLabel('First name')).not.toHaveValue('');
    },
    fill: async (d) => {
      await d.getByLabel('First name').fill('Paula');
      await d.getByLabel('Your goals').fill('Handstand by spring');
      await d.getByLabel('Yoga experience').selectOption('advanced');
      return [
        [d.getByLabel('First name'), 'Paula'],
        [d.getByLabel('Last name'), 'Paid'],
        [d.getByLabel('Your goals'), 'Handstand by spring'],
        [d.getByLabel('Yoga experience'), 'advanced'],
      ];
    },
    submit: button('Update profile'),
    extra: [WRONG_TYPES_KIND],
    done: async (page, _world, widget) => {
      await expect(widget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible();
      await expect.poll(async () => (await memberInfo(page)).memberInfo?.firstName).toBe('Paula');
    },
  },
  {
    name: 'change password',
    method: 'PATCH',
    path: '/members/current/password',
    open: fromAccount('free@demo.test', 'Change your password'),
    fill: async (d) => {
      await d.getByLabel('Current password').fill('password123');
      await d.getByLabel('New password').fill('a-new-secret');
      return [
        [d.getByLabel('Current password'), 'password123'],
        [d.getByLabel('New password'), 'a-new-secret'],
      ];
    },
    submit: button('Update Password'),
    done: async (_page, _world, widget) => expect(widget.dialog.getByRole('status')).toHaveText('Your password has been changed.'),
  },
  {
    name: 'change email',
    method: 'POST',
    path: '/members/current/email-change',
    open: fromAccount('free@demo.test', 'Change your email'),
    fill: async (d) => {
      await d.getByLabel('New email').fill('fiona.garbage@demo.test');
      await d.getByLabel('Current password').fill('password123');
      return [
        [d.getByLabel('New email'), 'fiona.garbage@demo.test'],
        [d.getByLabel('Current password'), 'password123'],
      ];
    },
    submit: button('Update Email'),
    done: async (_page, _world, widget) =>
      expect(widget.dialog.getByRole('status')).toContainText("We've sent a confirmation link to fiona.garbage@demo.test."),
  },
  {
    name: 'plan signup with a new card and a coupon',
    method: 'POST',
    path: '/memberships',
    charges: 1,
    open: async (page, world, widget) => {
      await openTask(page, world, '/member/sign_up/onetime01');
      await fillRegistration(widget.dialog, 'garbage.buyer@example.test');
      await widget.dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
    },
    fill: async (d) => {
      await d.getByLabel('Coupon code').fill('SAVE5');
      await d.getByRole('button', { name: 'Apply' }).click();
      await expect(d.locator('[data-coupon-discount]')).toBeVisible();
      const card = await fillCard(d, CARD.ok);
      return [[d.getByLabel('Coupon code'), 'SAVE5'], ...card];
    },
    submit: (d) => d.locator('button[type=submit]'),
    extra: [WRONG_TYPES_KIND],
    done: async (_page, _world, widget) => {
      await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    },
  },
  {
    name: 'change card',
    method: 'PUT',
    path: '/paymentMethods/current',
    open: async (page, world, widget) => {
      await openAccountAs(page, world, 'paid@demo.test');
      await updateCardControl(widget.dialog).click();
    },
    fill: (d) => fillCard(d, CARD.mastercard),
    submit: button('Update Credit Card'),
    done: async (_page, world, widget) => {
      await expect(widget.dialog.getByRole('status').filter({ hasText: 'Your card has been updated.' })).toBeVisible();
      const paid = ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === 'paid@demo.test');
      expect(paid.card.last4).toBe('4444');
    },
  },
  {
    name: 'cancel membership',
    method: 'DELETE',
    path: '/memberships/sub01',
    open: async (page, world, widget) => {
      await openAccountAs(page, world, 'paid@demo.test');
      await widget.dialog.locator('[data-card=plans] [data-plan=sub01]').getByRole('button', { name: 'Cancel plan' }).click();
      await expect(widget.dialog).toHaveAttribute('data-screen', 'cancelMembership');
    },
    fill: async (d) => {
      await d.getByRole('radio', { name: 'I just want to cancel' }).check();
      await d.getByRole('textbox', { name: 'Reason for canceling' }).fill('Moving abroad');
      return [
        [d.getByRole('radio', { name: 'I just want to cancel' }), true],
        [d.getByRole('textbox', { name: 'Reason for canceling' }), 'Moving abroad'],
      ];
    },
    submit: button('Cancel subscription'),
    done: async (_page, world, widget) => {
      // The outcome is its own end state: its heading (issue 23), not a status line under the form.
      await expect(widget.dialog.locator('[data-done]').getByRole('heading')).toHaveText("Your plan's subscription has been canceled.");
      const paid = ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === 'paid@demo.test');
      expect(paid.memberships.find((m: any) => m.publicPlanId === 'sub01').cancelsOn).not.toBeNull();
    },
  },
  {
    name: 'complete an incomplete payment with a new card',
    method: 'POST',
    path: '/memberships/onetime01/confirmPayment',
    charges: 1,
    open: async (page, world, widget) => {
      await startSession(page, world, 'incomplete@demo.test');
      await openTask(page, world, '/member/complete-payment/onetime01');
      await expect(widget.dialog).toHaveAttribute('data-screen', 'retry3dsPayment');
    },
    fill: async (d) => {
      await d.getByLabel('A new card').check();
      return [[d.getByLabel('A new card'), true], ...(await fillCard(d, CARD.ok))];
    },
    submit: button('Pay $99.00'),
    done: async (_page, world, widget) => {
      await expect(widget.dialog.getByRole('status').filter({ hasText: 'Thank you, your card has been updated.' })).toBeVisible();
      const member = ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === 'incomplete@demo.test');
      expect(member.memberships.find((m: any) => m.publicPlanId === 'onetime01').status).toBe('active');
    },
  },
  {
    name: 'cancel screen: a message to support',
    method: 'POST',
    path: '/memberships/sub01/retentionOptions/supportRequest',
    open: async (page, world, widget) => {
      await openAccountAs(page, world, 'paid@demo.test');
      await widget.dialog.locator('[data-card=plans] [data-plan=sub01]').getByRole('button', { name: 'Cancel plan' }).click();
      await widget.dialog.getByRole('radio', { name: 'I need support to help me' }).check();
    },
    fill: async (d) => {
      await d.getByRole('textbox', { name: 'Your message' }).fill('My knee hurts, can I pause?');
      return [
        [d.getByRole('radio', { name: 'I need support to help me' }), true],
        [d.getByRole('textbox', { name: 'Your message' }), 'My knee hurts, can I pause?'],
      ];
    },
    submit: button('Send message now'),
    done: async (_page, world, widget) => {
      await expect(widget.dialog.locator('[data-done]').getByRole('heading')).toHaveText('Thank you, we will get back to you shortly.');
      expect(await hook(world, 'mail?kind=support-request')).toHaveLength(1);
    },
  },
  {
    name: 'post-signup questionnaire',
    method: 'PATCH',
    path: '/memberships/free01/postSignupFields',
    open: async (page, world, widget) => {
      await startSession(page, world, 'canceled@demo.test');
      await openTask(page, world, '/member/plans/free01');
      await widget.dialog.locator('button[type=submit]').click();
      await expect(widget.dialog).toHaveAttribute('data-screen', 'postJoinQuestionnaire');
    },
    fill: async (d) => {
      await d.getByLabel('How did you hear about us?').fill('A friend');
      await d.getByLabel('I accept the studio rules').check();
      return [
        [d.getByLabel('How did you hear about us?'), 'A friend'],
        [d.getByLabel('I accept the studio rules'), true],
      ];
    },
    submit: button('All Done'),
    done: async (page, world) => {
      await page.waitForURL(`${world.siteUrl}/free-area`);
      const member = ((await hook(world, 'members?site=demo')) as any[]).find((m) => m.email === 'canceled@demo.test');
      expect(member.customSignupFieldValues).toMatchObject({ 21: 'A friend', 24: true });
    },
  },
];

let formsRun = 0;
const kindsRun = new Set<string>();
test.afterAll(() => {
  if (formsRun) console.log(`[hardening] garbage answers in the browser: ${formsRun} forms, ${kindsRun.size} kinds`);
});

test.describe('every form that calls the API, given garbage', () => {
  for (const form of FORMS) {
    test(`${form.name}: each garbage answer shows its message and keeps what was typed; then it succeeds once`, async ({ page, world, widget }) => {
      test.setTimeout(90_000);
      const errors = pageErrors(page);
      await form.open(page, world, widget);
      const d = widget.dialog;
      const kept = await form.fill(d);
      const path = callPath(form.path);
      const sent = async () => (await hook(world, 'requests')).filter((r: any) => r.method === form.method && new RegExp(path).test(r.path)).length;
      const before = await sent();

      const kinds = [...FORM_KINDS, ...(form.extra ?? [])];
      for (const [i, kind] of kinds.entries()) {
        await garbageFault(world, { method: form.method, path, times: 1, ...kind.fault });
        // The answer read to its end first: the alert of the kind before may say the same words.
        const answered = page.waitForEvent('requestfinished', (r) => r.method() === form.method && new RegExp(path).test(new URL(r.url()).pathname));
        await form.submit(d).click();
        await answered;
        await expect(d.getByRole('alert').filter({ hasText: kind.message }), `${kind.name}: the message`).toHaveText(kind.message);
        await expect(form.submit(d), `${kind.name}: the form can be sent again`).toBeEnabled();
        await expectKept(kept, `${kind.name}: what was typed stays`);
        expect(await sent(), `${kind.name}: one request per submit`).toBe(before + i + 1);
      }
      await clearFaults(world);
      await form.submit(d).click();
      await form.done(page, world, widget);
      expect(await sent()).toBe(before + kinds.length + 1);
      if (form.charges !== undefined) expect(await hook(world, 'ledger')).toHaveLength(form.charges);
      expect(errors, 'no uncaught error in the page').toEqual([]);
      formsRun++;
      for (const kind of kinds) kindsRun.add(kind.name);
    });
  }
});

test.describe('the real 30 s timeout, on the page clock', () => {
  test("a login whose answer never comes says 'Network error.' after 30 s, not before; the form keeps its values and logs in after", async ({
    page,
    world,
    widget,
  }) => {
    const errors = pageErrors(page);
    await page.clock.install();
    await openTask(page, world, '/member/sign_in');
    await d(widget).getByLabel('Email').fill('free@demo.test');
    await d(widget).getByLabel('Password').fill('password123');
    await garbageFault(world, { method: 'POST', path: callPath('/login'), stall: 'silent', times: 1 });
    const submit = d(widget).getByRole('button', { name: 'Log into your account' });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/sites/demo/login'));
    await submit.click();
    await sent;
    await faultsTaken(world, callPath('/login'));
    await page.clock.fastForward(29_000);
    await expect(d(widget).getByRole('alert')).toHaveCount(0);
    expect((await memberInfo(page)).isLoggedIn).toBe(false);
    await page.clock.fastForward(1_500);
    await expect(d(widget).getByRole('alert')).toHaveText(NETWORK);
    await expect(d(widget).getByLabel('Email')).toHaveValue('free@demo.test');
    await expect(d(widget).getByLabel('Password')).toHaveValue('password123');
    await submit.click();
    await landedLoggedIn(page, widget);
    expect(errors).toEqual([]);
  });
});

const d = (widget: Widget) => widget.dialog;

// ---------------------------------------------------------------------------------------------------------------
// Read calls: garbage gives a safe default and a logged error, and the page stays usable.

/** A well-formed JSON answer of the wrong shape for every read below: wrong types where fields are expected. */
const WRONG_TYPES = { id: true, name: 42, items: 'none', email: null, subdomain: 7, siteId: 'x', memberships: 'all' };

/**
 * Opens diagnostics in this page view (no reload, so the log is this page's), reads its Logs tab, and closes.
 */
async function loggedLines(page: Page, widget: Widget): Promise<string[]> {
  const wasOpen = (await widget.dialog.count()) > 0;
  if (wasOpen) {
    // The secret word, typed in the open widget (not in a field).
    await widget.dialog.evaluate((el) => {
      (el as HTMLElement).tabIndex = -1;
      (el as HTMLElement).focus();
    });
    await page.keyboard.type('msdiag');
  } else {
    await page.locator('a[href="/member/diag"]').first().click();
  }
  await widget.dialog.getByRole('tab', { name: 'Logs', exact: true }).click();
  const lines = widget.dialog.getByRole('tabpanel').getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  const text = await lines.allTextContents();
  await widget.dialog.getByRole('button', { name: 'Close' }).click();
  return text;
}

interface ReadCase {
  name: string;
  method: string;
  /** The path tail under /sites/demo, as the fault matches it. */
  path: string;
  /** The contract's path, as the log names it. */
  logged: string;
  /** Garbage for this read when WRONG_TYPES would be a valid answer (all-optional or free-form shapes). */
  garbage?: unknown;
  /** Up to the moment the read is made and answered (the fault is set before). */
  open(page: Page, world: FixtureServer, widget: Widget): Promise<void>;
  /** The safe default a member sees. */
  safe(page: Page, widget: Widget): Promise<void>;
  /** The fault gone: the page carries on (in this page view, unless `reloads`). */
  recover(page: Page, world: FixtureServer, widget: Widget): Promise<void>;
  /** Recovering loads the page again (which empties the log): the log is read before. */
  reloads?: boolean;
}

const READS: ReadCase[] = [
  {
    name: 'site configuration at boot',
    method: 'GET',
    path: '/configuration',
    logged: 'GET /sites/:s/configuration',
    open: async (page, world, widget) => {
      await page.goto(world.siteUrl);
      await widget.ready();
    },
    safe: async (page) => {
      // No site, so no member button and no session: a visitor, and the host API answers.
      expect((await memberInfo(page)).isLoggedIn).toBe(false);
    },
    // Without a site there is nothing to retry in this page view: the next one asks again.
    reloads: true,
    recover: async (page, world, widget) => {
      await openTask(page, world, '/member/sign_in');
      await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    name: 'the member, loaded after login',
    method: 'GET',
    path: '/members/current',
    logged: 'GET /sites/:s/members/current',
    open: async (page, world, widget) => {
      await openTask(page, world, '/member/account');
      await fillLogin(widget, 'free@demo.test');
    },
    safe: async (page, widget) => {
      // The tokens were accepted: signed in, the form moved on to the account, which cannot show the member yet.
      await expect(widget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible();
      await expect(widget.dialog.getByRole('alert').filter({ hasText: GENERAL })).toBeVisible();
      await expect(widget.dialog.getByLabel('Password')).toHaveCount(0);
      expect(await memberInfo(page)).toEqual({ isLoggedIn: true, memberInfo: null });
    },
    recover: async (page, _world, widget) => {
      // Asking again loads the member.
      await widget.dialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(widget.dialog.locator('[data-card=plans]')).toBeVisible();
      expect((await memberInfo(page)).memberInfo.email).toBe('free@demo.test');
    },
  },
  {
    name: "the plans the account offers ('Join new plan')",
    method: 'GET',
    path: '/plans',
    logged: 'GET /sites/:s/plans',
    open: async (page, world) => void (await openAccountAs(page, world, 'canceled@demo.test')),
    safe: async (_page, widget) => {
      const plans = widget.dialog.locator('[data-card=plans]');
      await expect(plans).toHaveAttribute('data-joinable', 'no');
      await expect(plans.getByRole('button', { name: 'Join new plan' })).toHaveCount(0);
    },
    recover: async (_page, _world, widget) => {
      await widget.dialog.getByRole('button', { name: 'Change your password' }).click();
      await expect(widget.dialog.getByLabel('Current password')).toBeVisible();
    },
  },
  {
    name: 'protected content',
    method: 'POST',
    path: '/protected/resolve',
    logged: 'POST /sites/:s/protected/resolve',
    open: async (page, world) => {
      await startSession(page, world, 'paid@demo.test');
      await openTask(page, world, '/content/popup/video01', '/content-embeds');
    },
    safe: async (_page, widget) => {
      await expect(widget.dialog.getByText(GENERAL)).toBeVisible();
    },
    recover: async (_page, _world, widget) => {
      await widget.dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(widget.dialog.locator('iframe')).toHaveCount(1);
    },
  },
  {
    name: 'charge history',
    method: 'GET',
    path: '/invoices',
    logged: 'GET /sites/:s/invoices',
    open: async (page, world) => {
      await startSession(page, world, 'paid@demo.test');
      await openTask(page, world, '/member/invoices');
    },
    safe: async (_page, widget) => {
      await expect(widget.dialog.getByRole('alert').filter({ hasText: GENERAL })).toBeVisible();
    },
    recover: async (_page, _world, widget) => {
      await widget.dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(widget.dialog.getByText('Teacher Training (payment 2 of 3)')).toBeVisible();
    },
  },
  {
    name: 'retention offers on the cancel screen',
    method: 'GET',
    path: '/memberships/sub01/retentionOptions',
    logged: 'GET /sites/:s/memberships/:planId/retentionOptions',
    garbage: [{ extendTrial: 'seven days' }], // every field is optional: an object would mean "no offers"
    open: async (page, world, widget) => {
      await openAccountAs(page, world, 'paid@demo.test');
      await widget.dialog.locator('[data-card=plans] [data-plan=sub01]').getByRole('button', { name: 'Cancel plan' }).click();
    },
    safe: async (_page, widget) => {
      await expect(widget.dialog.getByRole('alert')).toHaveText(GENERAL);
      await expect(widget.dialog.getByRole('radio')).toHaveCount(0);
    },
    recover: async (_page, _world, widget) => {
      await widget.dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(widget.dialog.getByRole('radio')).toHaveCount(3);
    },
  },
  {
    name: 'the invitation',
    method: 'GET',
    path: '/invitation/701',
    logged: 'GET /sites/:s/invitation/:invitationId',
    open: async (page, world) => void (await openTask(page, world, '/member/invitation-accept/701/invite-valid-701')),
    safe: async (_page, widget) => {
      await expect(widget.dialog.getByRole('alert')).toContainText(GENERAL);
      await expect(widget.dialog.getByText('This invitation is no longer valid.')).toHaveCount(0);
    },
    recover: async (_page, _world, widget) => {
      await widget.dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(widget.dialog.getByLabel('First name')).toHaveValue('Ina');
    },
  },
  {
    name: 'a coupon, applied on plan signup',
    method: 'GET',
    path: '/coupons/SAVE5',
    logged: 'GET /sites/:s/coupons/:couponCode',
    open: async (page, world, widget) => {
      await openTask(page, world, '/member/sign_up/onetime01');
      await fillRegistration(widget.dialog, 'garbage.coupon@example.test');
      await widget.dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
      await widget.dialog.getByLabel('Coupon code').fill('SAVE5');
      await widget.dialog.getByRole('button', { name: 'Apply' }).click();
    },
    safe: async (_page, widget) => {
      // The coupon field's own message (ours: the spec names none), the code kept, no discount.
      await expect(widget.dialog.getByText('Could not load this coupon')).toBeVisible();
      await expect(widget.dialog.getByLabel('Coupon code')).toHaveValue('SAVE5');
      await expect(widget.dialog.locator('[data-coupon-discount]')).toHaveCount(0);
    },
    recover: async (_page, _world, widget) => {
      await widget.dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(widget.dialog.locator('[data-coupon-discount]')).toBeVisible();
    },
  },
  {
    name: "the member's metadata, through the host API",
    method: 'GET',
    path: '/members/current/metadata',
    logged: 'GET /sites/:s/members/current/metadata',
    garbage: ['not', 'an', 'object'], // metadata is free-form: any object is valid
    open: async (page, world, widget) => {
      await openAccountAs(page, world, 'paid@demo.test');
      await widget.dialog.getByRole('button', { name: 'Close' }).click();
    },
    safe: async (page) => {
      // A promise that rejects with the message, as the host API documents: nothing thrown into the page.
      const outcome = await page.evaluate(() =>
        (window as any).MemberSpace.getMemberMetadata().then(
          (value: unknown) => ({ resolved: value }),
          (error: unknown) => ({ rejected: String((error as Error)?.message ?? error) }),
        ),
      );
      expect(outcome).toEqual({
        rejected: expect.stringMatching(
          /Error - Please try again later or contact support\.|An error was returned from the server\.|Server returned an error\./,
        ),
      });
    },
    recover: async (page) => {
      const value = await page.evaluate(() => (window as any).MemberSpace.getMemberMetadata());
      expect(value).toMatchObject({ videoTracker: { lastVideo: 'video01' } });
    },
  },
];

let readsRun = 0;
test.afterAll(() => {
  if (readsRun) console.log(`[hardening] garbage answers to read calls in the browser: ${readsRun} reads (wrong types, unlimited)`);
});

test.describe('read calls given garbage: a safe default, a logged error, a usable page', () => {
  for (const read of READS) {
    test(read.name, async ({ page, world, widget }) => {
      test.setTimeout(60_000);
      const errors = pageErrors(page);
      const body = read.garbage ?? WRONG_TYPES;
      await garbageFault(world, { method: read.method, path: callPath(read.path), status: 200, body });
      await read.open(page, world, widget);
      await read.safe(page, widget);
      const logged = async () => {
        const lines = await loggedLines(page, widget);
        expect(
          lines.some((l) => l.includes(`ERROR CORE Malformed answer to ${read.logged}`)),
          lines.join('\n'),
        ).toBe(true);
      };
      if (read.reloads) await logged();
      await clearFaults(world);
      await read.recover(page, world, widget);
      if (!read.reloads) await logged();
      expect(errors, 'no uncaught error in the page').toEqual([]);
      readsRun++;
    });
  }
});

test.describe('tokens that are strings but no tokens', () => {
  test("a refresh answered with unreadable tokens keeps the member's session; the next refresh works", async ({ page, world, widget }) => {
    const errors = pageErrors(page);
    await openAccountAs(page, world, 'paid@demo.test');
    // The server stops accepting the access token; the refresh that follows is answered with garbage tokens.
    await hook(world, 'expire-tokens', {});
    await garbageFault(world, {
      method: 'POST',
      path: callPath('/exchange-token'),
      status: 200,
      body: { accessToken: 'garbage', refreshToken: 'garbage' },
      times: 1,
    });
    await openTask(page, world, '/member/invoices');
    await expect(widget.dialog.getByRole('alert')).toBeVisible();
    expect((await memberInfo(page)).isLoggedIn, 'still signed in: garbage is no logout').toBe(true);
    const lines = await loggedLines(page, widget);
    expect(
      lines.some((l) => l.includes('ERROR CORE Cannot deserialize the token')),
      lines.join('\n'),
    ).toBe(true);
    // The refresh token was never spent: asking again refreshes and shows the history.
    await openTask(page, world, '/member/invoices');
    await expect(widget.dialog.getByText('Teacher Training (payment 2 of 3)')).toBeVisible();
    expect((await memberInfo(page)).isLoggedIn).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('the translation file, from the content-delivery host', () => {
  test('an HTML page instead of the French texts: English, a logged warning, a working form', async ({ page, world, widget }) => {
    const errors = pageErrors(page);
    await hook(world, 'config', { site: 'demo', patch: { locale: 'fr' } });
    await garbageFault(world, {
      method: 'GET',
      path: '^/cdn/translations/',
      status: 200,
      text: '<html><body>Captive portal: please sign in</body></html>',
      contentType: 'text/html',
    });
    await openTask(page, world, '/member/sign_in');
    const submit = widget.dialog.getByRole('button', { name: 'Log into your account' });
    await expect(submit).toBeVisible();
    const lines = await loggedLines(page, widget);
    expect(
      lines.some((l) => l.includes('WARN TRANSLATION The translation could not load: English is used')),
      lines.join('\n'),
    ).toBe(true);
    // The next page view asks again and speaks French.
    await clearFaults(world);
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
