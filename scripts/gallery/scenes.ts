/**
 * The scene table: every screen and notable state of the widget, reached from the seeded fixture world
 * (fixtures/api/seed.ts) the way a visitor or member gets there. `npm run gallery` photographs each scene at desktop
 * and phone sizes (scripts/gallery/run.ts); test/browser/layout.spec.ts walks the same table at 390 px and checks
 * that nothing overflows sideways.
 *
 * A group is one visitor or member in one browser context: signed in once (when `member`), then its scenes in
 * order, each starting from a page load. Scenes that change the world (a cancel, a join) come last in their group;
 * every group starts from a freshly seeded world.
 */
import { seededMagicTokens } from '../../fixtures/api/seed';
import type { ScreenName } from '../../src/core/shell/screens';
import { TEXT } from '../../src/core/texts/texts';
import type { Stage, Where } from './stage';
import { cardInput, threeDSecure, zipInput } from '../../test/browser/cardParts';

export interface Scene {
  /** Unique within its group; with the group's id it names the picture. */
  id: string;
  title: string;
  where: Where;
  /** The screen the dialog (or embed) shows, checked before the picture. */
  screen?: ScreenName;
  /** The scene shows a loading state on purpose. */
  loading?: boolean;
  /** The same layout as another scene (a dark host page around it): pictured, not checked again by layout.spec. */
  galleryOnly?: boolean;
  run(s: Stage): Promise<void>;
}

export interface Group {
  id: string;
  title: string;
  /** A seeded member to sign in first; a visitor when absent. */
  member?: string;
  /** The demo site's locale for this group (set before anything loads). */
  locale?: string;
  scenes: Scene[];
}

/** A scene's full id, as used in file names and messages. */
export const sceneId = (group: Group, scene: Scene) => `${group.id}-${scene.id}`;

const dialog = (id: string, title: string, screen: ScreenName, run: (s: Stage) => Promise<void>, extra: Partial<Scene> = {}): Scene => ({
  id,
  title,
  where: 'dialog',
  screen,
  run,
  ...extra,
});

/** A member link's screen, opened straight from the link. */
const link = (id: string, title: string, screen: ScreenName, path: string, pagePath = '/'): Scene =>
  dialog(id, title, screen, (s) => s.open(path, pagePath));

/** A screen of the account page, opened by its link or button there. */
const fromAccount = (id: string, title: string, screen: ScreenName, ...presses: string[]): Scene =>
  dialog(id, title, screen, async (s) => {
    await s.open('/member/account');
    await s.screen('account');
    for (const name of presses) await s.press(name);
  });

/** Pages that keep their own colours: a dark site around the widget (no fixture page is dark; the scene paints it). */
const DARK_SITE = `
  html, body { background: #15171c !important; color: #e7e7ea !important; }
  .site-header { background: #1f2229 !important; border-color: #2d313a !important; }
  .card, .hero { background: #1f2229 !important; border-color: #2d313a !important; }
  a { color: #8fd3b6 !important; } .brand { color: #e7e7ea !important; }`;
/** Marks a scene as a picture only (see Scene.galleryOnly). */
const galleryOnly = (scene: Scene): Scene => ({ ...scene, galleryOnly: true });
const darken = async (s: Stage) => {
  await s.page.emulateMedia({ colorScheme: 'dark' });
  await s.page.addStyleTag({ content: DARK_SITE });
};

const pageScene = (id: string, title: string, run: (s: Stage) => Promise<void>): Scene => ({ id, title, where: 'page', run });

/** The member button as the page shows it, waited for by its label. */
const memberButton = (id: string, title: string, label: string | RegExp): Scene =>
  pageScene(id, title, async (s) => {
    await s.goto('/');
    await s.ready();
    await s.visible(s.host.getByRole('button', { name: label }));
  });

const submit = (s: Stage) => s.dialog.locator('button[type=submit]').first().click();
const required = (s: Stage) => s.sees(TEXT.required);
const alert = (s: Stage) => s.visible(s.dialog.getByRole('alert'));
const cardField = (s: Stage) => s.visible(cardInput(s.page, 'number'));
/** A retention option of the cancel screen: a radio today, perhaps a button after the redesign. */
const chooseOffer = async (s: Stage, name: string) => {
  const option = s.dialog
    .getByRole('radio', { name })
    .or(s.dialog.getByRole('button', { name, exact: true }))
    .first();
  await option.click();
};
/** Membership details, from the account's billing card or, for a member without one, a plan's own link. */
const details = new RegExp(`^(${TEXT.accountViewOrCancelPlans}|${TEXT.accountViewPlanDetails})$`);
const openCancel = async (s: Stage) => {
  await s.open('/member/account');
  await s.screen('account');
  await s.press(details);
  await s.screen('membershipDetails');
  await s.press(TEXT.accountCancelPlan);
  await s.screen('cancelMembership');
};

/** The host pages built from real frameworks (fixtures/site/README.md, "Framework pages"), by path and name. */
const FRAMEWORK_PAGES: [path: string, name: string][] = [
  ['/frameworks/bootstrap', 'Bootstrap 5'],
  ['/frameworks/bootstrap-fixed-bottom', 'Bootstrap 5, fixed-bottom navbar'],
  ['/frameworks/focus-trap', 'focus-trap drawer'],
  ['/frameworks/dialog', 'native dialog'],
  ['/frameworks/tailwind', 'Tailwind CSS 4'],
  ['/frameworks/bulma', 'Bulma 1.0'],
  ['/frameworks/bulma-dark', 'Bulma 1.0, dark theme'],
  ['/frameworks/classless', 'Pico classless'],
  ['/frameworks/root-62', 'root font size 62.5%'],
];

/** The member button on a framework page: the same button as on the home page, pictured among the page's own controls. */
const frameworkButton = ([path, name]: [string, string]): Scene =>
  galleryOnly(
    pageScene(`member-button-${path.slice('/frameworks/'.length)}`, `Member button on a ${name} page`, async (s) => {
      await s.goto(path);
      await s.ready();
      await s.visible(s.memberButton);
    }),
  );

const { passwordReset, invitation, registrationApproved, emailChange } = seededMagicTokens;
const magicGroup = (id: string, ...scenes: Scene[]): Group => ({ id: `magic-${id}`, title: `A visitor follows a magic link (${id})`, scenes });

export const GROUPS: Group[] = [
  {
    id: 'visitor',
    title: 'A visitor',
    scenes: [
      memberButton('member-button', 'Member button, signed out', TEXT.signIn),
      link('login', 'Sign in', 'login', '/member/sign_in'),
      dialog('login-required', 'Sign in: empty submit', 'login', async (s) => {
        await s.open('/member/sign_in');
        await s.press(TEXT.loginSubmit);
        await required(s);
      }),
      dialog('login-refused', 'Sign in: wrong password (API error)', 'login', async (s) => {
        await s.open('/member/sign_in');
        await s.dialog.locator('input[type=email]').fill('free@demo.test');
        await s.dialog.locator('input[type=password]').fill('wrong-password');
        await s.press(TEXT.loginSubmit);
        await alert(s);
      }),
      dialog('login-pending', 'Sign in: account awaiting approval', 'login', async (s) => {
        await s.open('/member/sign_in');
        await s.dialog.locator('input[type=email]').fill('pending@demo.test');
        await s.dialog.locator('input[type=password]').fill('password123');
        await s.press(TEXT.loginSubmit);
        await alert(s);
      }),
      dialog('forgotten-password', 'Forgotten password', 'forgottenPassword', async (s) => {
        await s.open('/member/sign_in');
        await s.press(TEXT.forgotPassword);
      }),
      dialog('forgotten-password-sent', 'Forgotten password: sent', 'forgottenPassword', async (s) => {
        await s.open('/member/sign_in');
        await s.press(TEXT.forgotPassword);
        await s.screen('forgottenPassword');
        await s.dialog.locator('input[type=email]').fill('free@demo.test');
        await s.press(TEXT.forgottenPasswordSubmit);
        await s.sees(TEXT.forgottenPasswordDone);
      }),
      dialog('forgotten-password-challenge', "Forgotten password: the captcha's challenge over the dialog", 'forgottenPassword', async (s) => {
        await s.open('/member/sign_in');
        await s.press(TEXT.forgotPassword);
        await s.screen('forgottenPassword');
        await s.page.evaluate(() => {
          (window as unknown as { __fxCaptchaChallenge: boolean }).__fxCaptchaChallenge = true;
        });
        await s.dialog.locator('input[type=email]').fill('free@demo.test');
        await s.press(TEXT.forgottenPasswordSubmit);
        await s.visible(s.page.frameLocator('iframe[title="recaptcha challenge expires in two minutes"]').getByRole('button', { name: 'Verify' }));
      }),
      dialog('forgotten-email', 'Forgotten email', 'forgottenEmail', async (s) => {
        await s.open('/member/sign_in');
        await s.press(TEXT.forgotEmail);
      }),
      dialog('forgotten-email-required', 'Forgotten email: empty submit', 'forgottenEmail', async (s) => {
        await s.open('/member/sign_in');
        await s.press(TEXT.forgotEmail);
        await s.screen('forgottenEmail');
        await s.press(TEXT.forgottenEmailSubmit);
        await required(s);
      }),
      link('register', 'Register (no plan)', 'registerUser', '/member/sign_up'),
      dialog('register-required', 'Register: empty submit', 'registerUser', async (s) => {
        await s.open('/member/sign_up');
        await s.press(TEXT.registerContinue);
        await required(s);
      }),
      link('register-plan', 'Register for a plan (sign_up/sub01)', 'registerUser', '/member/sign_up/sub01'),
      link('join-plan', "Visitor follows a plan link ('Subscribe', plans/sub01)", 'registerUser', '/member/plans/sub01'),
      link('all-plans', "Visitor follows 'See all plans' (plans/all)", 'registerUser', '/member/plans/all'),
      link('content-denied', 'Content access denied (popup content)', 'contentAccessDenied', '/content/popup/video01', '/content-embeds'),
      dialog('protected-page', 'A protected page (/members-only)', 'contentAccessDenied', (s) => s.goto('/members-only')),
      link('diagnostics', 'Diagnostics overlay', 'diag', '/member/diag'),
      dialog('diagnostics-logs', 'Diagnostics: Logs tab', 'diag', async (s) => {
        await s.open('/member/diag');
        await s.dialog.getByRole('tab', { name: TEXT.diagLogs, exact: true }).click();
      }),
      {
        id: 'embed',
        title: 'Embedded account (an iframe to /member/account): sign in',
        where: 'embed',
        screen: 'login',
        run: (s) => s.goto('/content-embeds'),
      },
      galleryOnly(
        pageScene('dark-member-button', 'Dark host page: member button', async (s) => {
          await s.goto('/');
          await darken(s);
          await s.ready();
          await s.visible(s.memberButton);
        }),
      ),
      galleryOnly(
        dialog('dark-login', 'Dark host page: sign in', 'login', async (s) => {
          await s.open('/member/sign_in');
          await darken(s);
        }),
      ),
      {
        id: 'dark-embed',
        title: 'Dark host page: embedded sign in',
        where: 'embed',
        screen: 'login',
        galleryOnly: true,
        run: async (s) => {
          await s.goto('/content-embeds');
          await darken(s);
        },
      },
    ],
  },
  {
    id: 'frameworks',
    title: 'A visitor on host pages built from real frameworks',
    scenes: [
      ...FRAMEWORK_PAGES.map(frameworkButton),
      // Below Bootstrap's lg breakpoint the link is in the off-canvas menu the toggler opens; from lg up it is inline.
      galleryOnly(
        dialog('bootstrap-menu-login', "Sign in from Bootstrap's navbar (the off-canvas menu on a phone)", 'login', async (s) => {
          await s.goto('/frameworks/bootstrap');
          await s.ready();
          const toggle = s.page.locator('#menu-toggle');
          if (await toggle.isVisible()) {
            await toggle.click();
            await s.page.locator('#phone-menu.show').waitFor();
          }
          await s.page.locator('#offcanvas-signin').click();
        }),
      ),
      galleryOnly(
        dialog('bootstrap-modal-login', 'Sign in from inside a Bootstrap modal', 'login', async (s) => {
          await s.goto('/frameworks/bootstrap');
          await s.ready();
          await s.page.locator('#open-modal').click();
          await s.page.locator('#bs-modal.show').waitFor();
          await s.page.locator('#modal-signin').click();
        }),
      ),
    ],
  },
  {
    id: 'setup',
    title: 'A site whose setup is broken (its configuration does not load)',
    scenes: [
      pageScene('read-me', "The 'Read Me' button", async (s) => {
        await s.fault({ path: '/configuration', status: 404 });
        await s.goto('/');
        await s.visible(s.host.getByRole('button', { name: TEXT.readMe }));
      }),
      dialog('site-setup-error', 'Site setup error', 'siteSetupError', async (s) => {
        await s.fault({ path: '/configuration', status: 404 });
        await s.goto('/');
        await s.press(TEXT.readMe, s.host);
      }),
    ],
  },
  {
    id: 'paid',
    title: 'A paying member (paid@: a subscription and a 3-payment plan, card 4242)',
    member: 'paid@demo.test',
    scenes: [
      memberButton('member-button', 'Member button, signed in', new RegExp(`${TEXT.memberMenu}|${TEXT.yourAccount}`)),
      link('member-menu', 'Member menu', 'memberMenu', '/member/sign_in'),
      link('account', 'Account', 'account', '/member/account'),
      fromAccount('membership-details', 'Membership details (View or cancel plans)', 'membershipDetails', TEXT.accountViewOrCancelPlans),
      dialog('change-card', 'Change credit card', 'changeCreditCard', async (s) => {
        await s.open('/member/account');
        await s.screen('account');
        await s.press(TEXT.accountUpdateCreditCard);
        await cardField(s);
      }),
      link('edit-profile', 'Edit profile', 'editProfile', '/member/account/edit'),
      fromAccount('email-change', 'Change email', 'requestEmailChange', TEXT.changeEmail),
      dialog('email-change-required', 'Change email: empty submit', 'requestEmailChange', async (s) => {
        await s.open('/member/account');
        await s.screen('account');
        await s.press(TEXT.changeEmail);
        await s.press(TEXT.changeEmailSubmit);
        await required(s);
      }),
      fromAccount('change-password', 'Change password', 'changePassword', TEXT.changePassword),
      link('invoices', 'Charge history', 'invoiceList', '/member/invoices'),
      dialog('invoice', 'Invoice details', 'invoiceDetails', async (s) => {
        await s.open('/member/invoices');
        await s.screen('invoiceList');
        // A charge's date opens its invoice: the first control named with a digit.
        await s.press(/\d/);
      }),
      dialog('invoices-failed', 'Charge history: failed to load (API error)', 'invoiceList', async (s) => {
        await s.fault({ method: 'GET', path: '/invoices', status: 500, times: 1 });
        await s.open('/member/invoices');
        await alert(s);
      }),
      dialog('protected-image', 'Protected content: image popup', 'protectedContent', async (s) => {
        await s.open('/content/popup/image01', '/content-embeds');
        await s.visible(s.dialog.locator('img'));
      }),
      dialog('protected-video', 'Protected content: video popup', 'protectedContent', async (s) => {
        await s.open('/content/popup/video01', '/content-embeds');
        await s.dialog.locator('iframe').first().waitFor({ state: 'attached' });
      }),
      link('all-plans', 'All plans (no plan preselected)', 'signupToPlan', '/member/plans/all'),
      link('retry-payment', 'Retry payment with nothing due (complete-payment/sub01)', 'retryPayment', '/member/complete-payment/sub01'),
      link('plan-swap', 'Signup to a plan, preselected (yearly01: a swap)', 'signupToPlan', '/member/plans/yearly01'),
      dialog(
        'loading',
        'Loading (plan link redirect held by a slow answer)',
        'planLinkRedirect',
        async (s) => {
          await s.fault({ method: 'GET', path: /\/plans$/.source, delayMs: 20_000, times: 1 });
          await s.open('/member/plans');
          await s.visible(s.dialog.getByRole('status'));
        },
        { loading: true },
      ),
      {
        id: 'embed',
        title: 'Embedded account (an iframe to /member/account)',
        where: 'embed',
        screen: 'account',
        run: (s) => s.goto('/content-embeds'),
      },
      { id: 'join-embed', title: 'Embedded all plans (/join-embed)', where: 'embed', screen: 'signupToPlan', run: (s) => s.goto('/join-embed') },
      galleryOnly(
        dialog('dark-account', 'Dark host page: account', 'account', async (s) => {
          await s.open('/member/account');
          await darken(s);
        }),
      ),
      dialog('cancel', 'Cancel flow', 'cancelMembership', openCancel),
      dialog('cancel-required', 'Cancel flow: cancel without a reason', 'cancelMembership', async (s) => {
        await openCancel(s);
        await chooseOffer(s, TEXT.retentionCancel);
        await s.press(TEXT.retentionCancelNow);
        await required(s);
      }),
      dialog('cancel-done', 'Cancel flow: canceled', 'cancelMembership', async (s) => {
        await openCancel(s);
        await chooseOffer(s, TEXT.retentionCancel);
        await s.textbox(TEXT.retentionReason).fill('Moving to another city.');
        await s.press(TEXT.retentionCancelNow);
        await s.sees(TEXT.retentionCanceled);
      }),
    ],
  },
  {
    id: 'free',
    title: 'A free member (free@)',
    member: 'free@demo.test',
    scenes: [
      link('outside-window', 'Content outside its viewing window', 'outsideViewingWindow', '/content/popup/soon01', '/content-embeds'),
      link('no-public-plan', 'No public plan for this content', 'noPublicPlanForContent', '/content/popup/vip01', '/content-embeds'),
      link('upsell', 'Content upsell (signup to plan)', 'signupToPlan', '/content/popup/upsell01', '/content-embeds'),
      dialog('checkout', 'Join a paid plan: checkout with the card field (sub01)', 'signupToPlan', async (s) => {
        await s.open('/member/plans/sub01');
        await cardField(s);
      }),
      dialog('checkout-wallet', 'Checkout with Apple Pay and Google Pay above the card field (sub01)', 'signupToPlan', async (s) => {
        // The stand-in's switch (fixtures/stand-ins/README.md): this "browser" has both wallets, on the page opened
        // with ?fxwallets only (the group's later scenes share the page and have none).
        await s.page.addInitScript(() => {
          if (new URLSearchParams(location.search).has('fxwallets'))
            (window as unknown as { __fxWallets: string[] }).__fxWallets = ['applePay', 'googlePay'];
        });
        await s.open('/member/plans/sub01', '/?fxwallets');
        await cardField(s);
        await s.visible(s.dialog.locator('[data-wallet="ready"]'));
      }),
      dialog('checkout-no-card', 'Checkout: submitted without a card', 'signupToPlan', async (s) => {
        await s.open('/member/plans/sub01');
        await cardField(s);
        await submit(s);
        await alert(s);
      }),
      dialog('checkout-declined', 'Checkout: card declined', 'signupToPlan', async (s) => {
        await s.open('/member/plans/onetime01');
        await cardField(s);
        await cardInput(s.page, 'number').fill('4000000000000002');
        await cardInput(s.page, 'expiry').fill('12 / 40');
        await cardInput(s.page, 'cvc').fill('123');
        await zipInput(s.page).fill('94107');
        await submit(s);
        await alert(s);
      }),
      dialog('checkout-3ds', "Checkout: the card provider's 3D Secure dialog over ours", 'signupToPlan', async (s) => {
        await s.open('/member/plans/onetime01');
        await cardField(s);
        await cardInput(s.page, 'number').fill('4000002500003155');
        await cardInput(s.page, 'expiry').fill('12 / 40');
        await cardInput(s.page, 'cvc').fill('123');
        await zipInput(s.page).fill('94107');
        await submit(s);
        await s.visible(threeDSecure(s.page).button('Complete authentication'));
      }),
      dialog('rejection-retry', 'Protection tag: stale session, retry', 'rejectionTagRetry', async (s) => {
        await s.goto('/protection-tag?reason=token_stale&tokenId=old');
        await s.visible(s.dialog.getByRole('button', { name: TEXT.refresh }));
      }),
    ],
  },
  {
    id: 'new',
    title: 'A member without a plan joins a free plan (none@)',
    member: 'none@demo.test',
    scenes: [
      link('account', 'Account: no plans yet', 'account', '/member/account'),
      link('join-free', 'Join a free plan (free01)', 'signupToPlan', '/member/plans/free01'),
      dialog('questionnaire', 'Post-join questionnaire', 'postJoinQuestionnaire', async (s) => {
        await s.open('/member/plans/free01');
        await s.screen('signupToPlan');
        await submit(s);
      }),
    ],
  },
  {
    id: 'joining',
    title: 'A member without a plan leaves the questionnaire empty (none@)',
    member: 'none@demo.test',
    scenes: [
      dialog('questionnaire-required', 'Post-join questionnaire: empty submit', 'postJoinQuestionnaire', async (s) => {
        await s.open('/member/plans/free01');
        await s.screen('signupToPlan');
        await submit(s);
        await s.screen('postJoinQuestionnaire');
        await s.press(TEXT.allDone);
        await required(s);
      }),
    ],
  },
  {
    id: 'trial',
    title: 'A member on a free trial (trial@)',
    member: 'trial@demo.test',
    scenes: [
      link('account', 'Account: on trial', 'account', '/member/account'),
      dialog('membership-details', 'Membership details: on trial', 'membershipDetails', async (s) => {
        await s.open('/member/account');
        await s.screen('account');
        await s.press(details);
      }),
    ],
  },
  {
    id: 'history',
    title: 'A member with a long charge history in yen (history@)',
    member: 'history@demo.test',
    scenes: [
      link('invoices', 'Charge history: 25 charges, the newest in JPY', 'invoiceList', '/member/invoices'),
      dialog('invoice', 'Invoice details (JPY)', 'invoiceDetails', async (s) => {
        await s.open('/member/invoices');
        await s.screen('invoiceList');
        await s.press(/\d/);
      }),
    ],
  },
  {
    id: 'pastdue',
    title: 'A member whose payment failed (pastdue@)',
    member: 'pastdue@demo.test',
    scenes: [
      link('account', 'Account: past due', 'account', '/member/account'),
      dialog('complete-payment', 'Complete payment: the failing card (complete-payment/basic01)', 'changeCreditCard', async (s) => {
        await s.open('/member/complete-payment/basic01');
        await cardField(s);
      }),
    ],
  },
  {
    id: 'incomplete',
    title: 'A member whose payment needs 3D Secure (incomplete@)',
    member: 'incomplete@demo.test',
    scenes: [link('retry-3ds', 'Retry payment with 3D Secure', 'retry3dsPayment', '/member/complete-payment/onetime01')],
  },
  {
    id: 'canceled',
    title: 'A member whose plan was canceled (canceled@)',
    member: 'canceled@demo.test',
    scenes: [link('account', 'Account: canceled, can rejoin', 'account', '/member/account')],
  },
  {
    id: 'agency',
    title: 'An agency member (agency@)',
    member: 'agency@demo.test',
    scenes: [link('agency-upsell', 'Agency upsell (plans/agency_upsell)', 'signupToPlan', '/member/plans/agency_upsell')],
  },
  {
    id: 'retention',
    title: 'A trialing member offered to stay (retention@)',
    member: 'retention@demo.test',
    scenes: [
      dialog('cancel', 'Cancel flow with retention offers', 'cancelMembership', openCancel),
      dialog('cancel-support', 'Cancel flow: support message sent', 'cancelMembership', async (s) => {
        await openCancel(s);
        await chooseOffer(s, TEXT.retentionSupport);
        await s.textbox(TEXT.retentionMessage).fill('The evening classes clash with my work.');
        await s.press(TEXT.retentionSupportSend);
        await s.sees(TEXT.retentionSupportSent);
      }),
      dialog('cancel-extended', 'Cancel flow: trial extended', 'cancelMembership', async (s) => {
        await openCancel(s);
        await chooseOffer(s, TEXT.retentionTrial);
        await s.press(TEXT.retentionTrialNow);
        await s.sees(TEXT.retentionTrialExtended);
      }),
    ],
  },
  {
    id: 'ar-visitor',
    title: 'A visitor, site in Arabic (right to left)',
    locale: 'ar',
    scenes: [
      link('login', 'Sign in (ar)', 'login', '/member/sign_in'),
      dialog('login-required', 'Sign in: empty submit (ar)', 'login', async (s) => {
        await s.open('/member/sign_in');
        await submit(s);
        await alert(s).catch(() => s.visible(s.dialog.locator('[aria-invalid=true]')));
      }),
      link('register-plan', 'Register for a plan (ar)', 'registerUser', '/member/sign_up/sub01'),
      memberButton('member-button', 'Member button (ar)', /.+/),
    ],
  },
  {
    id: 'ar-member',
    title: 'A paying member, site in Arabic (right to left)',
    member: 'paid@demo.test',
    locale: 'ar',
    scenes: [
      link('member-menu', 'Member menu (ar)', 'memberMenu', '/member/sign_in'),
      link('account', 'Account (ar)', 'account', '/member/account'),
      link('invoices', 'Charge history (ar)', 'invoiceList', '/member/invoices'),
      link('all-plans', 'All plans (ar)', 'signupToPlan', '/member/plans/all'),
    ],
  },
  // Magic links sign a visitor in (or need one signed out): each in a browser of its own.
  magicGroup(
    'reset',
    link(
      'reset-password',
      'Reset password (magic link)',
      'resetPassword',
      `/member/password-reset/${passwordReset.userId}/${passwordReset.magicToken}`,
    ),
  ),
  magicGroup(
    'email-change',
    link(
      'confirm',
      'Confirm email change (magic link)',
      'confirmEmailChangeMagic',
      `/member/email-change/${emailChange.userId}/${emailChange.magicToken}`,
    ),
  ),
  magicGroup(
    'email-change-refused',
    link('confirm', 'Confirm email change: refused link', 'confirmEmailChangeMagic', '/member/email-change/7/not-a-token'),
  ),
  magicGroup(
    'invitation',
    link('accept', 'Invitation', 'invitation', `/member/invitation-accept/${invitation.invitationId}/${invitation.magicToken}`),
    link('invalid', 'Invitation: no longer valid', 'invitation', '/member/invitation-accept/9/not-a-token'),
  ),
  magicGroup(
    'approved',
    // A valid link signs in and moves on to sign-up at once (its screen shows for a moment only, so a picture of it
    // would be a race): the screen's own state is its refusal.
    link(
      'refused',
      'Registration approved: a link that is no longer valid',
      'registrationApproved',
      `/member/registration-approved/${registrationApproved.userId}/not-the-token`,
    ),
  ),
];
