import { apiCall, apiToken, fault, hook } from './helpers';
import { expect, memberInfo, test } from './screens';

/**
 * Account page (part 1 §2, §4, §6; part 2 §2) for each demo member: labels and colours, row actions, the
 * billing card, the profile card's links, and the layout.
 */

interface Expected {
  plan: string;
  label: string;
  colour: 'ok' | 'warning' | 'error';
  actions: string[];
}

/** Every demo member's plan rows (part 1 §4 labels, colours and row actions) and cards. */
const MEMBERS: {
  email: string;
  rows: Expected[];
  billing: string[] | null;
  plansLinks: string[];
}[] = [
  {
    email: 'free@demo.test',
    rows: [{ plan: 'free01', label: 'Free', colour: 'ok', actions: ['Access Content'] }],
    billing: null,
    plansLinks: ['View plan details', 'Join new plan'],
  },
  {
    email: 'paid@demo.test',
    rows: [
      { plan: 'sub01', label: 'Paid', colour: 'ok', actions: ['Access Content', 'Cancel plan'] },
      // active multi-payment: no cancel link (only a trialing one has it)
      { plan: 'multi01', label: 'Paid (2 of 3 payments)', colour: 'ok', actions: ['Access Content'] },
    ],
    billing: ['View or cancel plans', 'Update credit card', 'View charge history'],
    plansLinks: ['Join new plan'],
  },
  {
    email: 'trial@demo.test',
    // "a trialing multi-payment plan" has the cancel link; a trialing subscription, as the spec reads, not
    rows: [{ plan: 'sub01', label: 'On Trial', colour: 'ok', actions: ['Access Content'] }],
    billing: null,
    plansLinks: ['View plan details', 'Join new plan'],
  },
  {
    email: 'pastdue@demo.test',
    rows: [{ plan: 'basic01', label: 'Past Due', colour: 'error', actions: ['Access Content'] }],
    billing: ['View or cancel plans', 'Update credit card', 'View charge history'],
    plansLinks: ['Join new plan'],
  },
  {
    email: 'incomplete@demo.test',
    rows: [{ plan: 'onetime01', label: 'Incomplete', colour: 'warning', actions: ['Complete Payment'] }],
    billing: null,
    plansLinks: ['View plan details', 'Join new plan'],
  },
  {
    email: 'canceled@demo.test',
    rows: [{ plan: 'basic01', label: 'Canceled', colour: 'error', actions: ['Rejoin'] }],
    billing: ['View or cancel plans', 'Update credit card', 'View charge history'],
    plansLinks: ['Join new plan'],
  },
  {
    email: 'agency@demo.test',
    rows: [{ plan: 'sub01', label: 'Paid', colour: 'ok', actions: ['Access Content', 'Cancel plan'] }],
    billing: ['View or cancel plans', 'Update credit card', 'View charge history'],
    plansLinks: ['Join new plan'],
  },
  {
    email: 'none@demo.test',
    rows: [],
    billing: null,
    // no memberships: no 'View plan details'
    plansLinks: ['Join new plan'],
  },
];

test.describe('each demo member', () => {
  for (const m of MEMBERS) {
    test(`${m.email}: labels, colours, row actions and cards`, async ({ page, world, screens: { login, account } }) => {
      await login.openAccountAs(world, m.email);
      await expect(account.card('plans').getByRole('heading', { name: 'Plans' })).toBeVisible();
      // 'Join new plan' waits for the plan list; every seed member has a public plan left to join.
      await expect(account.card('plans').getByRole('button', { name: 'Join new plan' })).toBeVisible();
      await expect(account.card('plans').locator('ul.memberships > li')).toHaveCount(m.rows.length);
      for (const r of m.rows) {
        await expect(account.statusOf(r.plan)).toHaveText(r.label);
        await expect(account.statusOf(r.plan)).toHaveClass(`status ${r.colour}`);
        expect(await account.actionsOf(r.plan)).toEqual(r.actions);
      }
      if (m.rows.length === 0) await expect(account.card('plans')).toContainText("You don't have any plans yet.");
      expect(await account.linksOf('plans')).toEqual(m.plansLinks);
      if (m.billing) {
        await expect(account.card('billing').getByRole('heading', { name: 'Billing' })).toBeVisible();
        expect(await account.linksOf('billing')).toEqual(m.billing);
      } else {
        await expect(account.card('billing')).toHaveCount(0);
      }
      const agency = m.email === 'agency@demo.test';
      expect(await account.linksOf('profile')).toEqual([
        'Edit your profile',
        ...(agency ? ['Edit your Agency'] : []),
        'Change your email',
        'Change your password',
        'Log out',
      ]);
      await expect(account.card('profile')).toContainText(m.email);
    });
  }
});

test("'Access Content' links to the plan's content URL and opens it", async ({ page, world, screens: { login, account } }) => {
  await login.openAccountAs(world, 'paid@demo.test');
  // Resolved on the page's address, so a <base href> cannot send it elsewhere (hostile-hosts.spec.ts, /base-origin/).
  await expect(account.accessLink('sub01')).toHaveAttribute('href', `${world.siteUrl}/courses/`);
  await expect(account.accessLink('multi01')).toHaveAttribute('href', `${world.siteUrl}/courses/advanced/inversions`);
  await account.accessLink('multi01').click();
  await page.waitForURL(`${world.siteUrl}/courses/advanced/inversions`);
});

test("'Edit your Agency' for the agency member: the configured template with organization 501, in a new tab", async ({
  page,
  world,
  screens: { login, account },
}) => {
  await login.openAccountAs(world, 'agency@demo.test');
  const link = account.card('profile').getByRole('link', { name: 'Edit your Agency' });
  await expect(link).toHaveAttribute('href', 'https://app.memberspace.com/agencies/501');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test("'Update credit card' only with a payment customer id", async ({ page, world, screens: { login, account } }) => {
  // paid@ as the server knows them, but without a customer id (no seed member has billing history without one).
  const token = await apiToken(world, 'paid@demo.test');
  const current = await apiCall(world, token, 'GET', '/members/current');
  expect(current.hasBillingHistory).toBe(true);
  await fault(world, { method: 'GET', path: '/sites/demo/members/current', status: 200, body: { ...current, stripeCustomerId: null } });
  await login.openAccountAs(world, 'paid@demo.test');
  expect(await account.linksOf('billing')).toEqual(['View or cancel plans', 'View charge history']);
});

test("'Join new plan' hides when every public plan is held", async ({ page, world, screens: { login, account } }) => {
  // The plan list holds only the member's own plan: nothing to join.
  await hook(world, 'faults', {
    method: 'GET',
    path: 'sites/demo/plans$',
    status: 200,
    body: [{ id: 1001, publicId: 'free01', name: 'Free Community', type: 'free', canSignUp: true }],
    times: 1,
  });
  await login.openAccountAs(world, 'free@demo.test');
  await expect.poll(async () => (await hook(world, 'faults')).length).toBe(0); // the list was asked for and answered
  await expect(account.card('plans')).toHaveAttribute('data-joinable', 'no'); // the answer has been handled
  await expect(account.statusOf('free01')).toHaveText('Free');
  expect(await account.linksOf('plans')).toEqual(['View plan details']);
});

test("'Join new plan' hides when the plan list fails", async ({ page, world, screens: { login, account } }) => {
  await hook(world, 'faults', { method: 'GET', path: 'sites/demo/plans$', status: 500, times: 1 });
  await login.openAccountAs(world, 'paid@demo.test');
  await expect.poll(async () => (await hook(world, 'faults')).length).toBe(0);
  await expect(account.card('plans')).toHaveAttribute('data-joinable', 'no'); // the failure has been handled
  await expect(account.statusOf('sub01')).toHaveText('Paid');
  expect(await account.linksOf('plans')).toEqual([]);
});

test("a cancelled subscription shows 'Cancels on {date}' instead of the cancel link", async ({ page, world, screens: { login, account } }) => {
  const token = await apiToken(world, 'paid@demo.test');
  const canceled = await apiCall(world, token, 'DELETE', '/memberships/sub01', {
    canceledReason: 'Moving away',
    idempotencyKey: 'account-spec-cancel-1',
  });
  expect(canceled.cancelsOn).toBeTruthy();
  const date = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(canceled.cancelsOn),
  );
  await login.openAccountAs(world, 'paid@demo.test');
  expect(await account.actionsOf('sub01')).toEqual(['Access Content', `Cancels on ${date}`]);
  await expect(account.statusOf('sub01')).toHaveText('Paid');
});

test.describe('where the links go', () => {
  const cases: [email: string, where: 'plans' | 'billing' | 'profile' | string, name: string, screen: RegExp][] = [
    // incomplete@'s payment needs 3DS: retry payment may hand on to its 3DS step at once (part 2 §2)
    ['incomplete@demo.test', 'onetime01', 'Complete Payment', /^retry(3ds)?Payment$/],
    ['canceled@demo.test', 'basic01', 'Rejoin', /^signupToPlan$/],
    ['paid@demo.test', 'sub01', 'Cancel plan', /^cancelMembership$/],
    ['free@demo.test', 'plans', 'View plan details', /^membershipDetails$/],
    ['free@demo.test', 'plans', 'Join new plan', /^signupToPlan$/],
    ['paid@demo.test', 'billing', 'View or cancel plans', /^membershipDetails$/],
    ['paid@demo.test', 'billing', 'Update credit card', /^changeCreditCard$/],
    ['paid@demo.test', 'billing', 'View charge history', /^invoiceList$/],
    ['free@demo.test', 'profile', 'Edit your profile', /^editProfile$/],
    ['free@demo.test', 'profile', 'Change your email', /^requestEmailChange$/],
    ['free@demo.test', 'profile', 'Change your password', /^changePassword$/],
  ];
  for (const [email, where, name, screen] of cases) {
    test(`${name} (${email}) opens ${screen.source}`, async ({ page, world, screens: { login, account } }) => {
      await login.openAccountAs(world, email);
      const scope = ['plans', 'billing', 'profile'].includes(where) ? account.card(where as 'plans') : account.row(where);
      await scope.getByRole('button', { name, exact: true }).click();
      await account.expectShown(screen);
    });
  }
});

test('membership details list each plan with its status, price, payments and actions', async ({
  page,
  world,
  screens: { login, account, memberships, cancel },
}) => {
  await login.openAccountAs(world, 'paid@demo.test');
  await account.card('billing').getByRole('button', { name: 'View or cancel plans' }).click();
  await expect(memberships.title).toBeVisible();
  const multi = memberships.plan('multi01');
  await expect(multi).toContainText('Teacher Training');
  await expect(memberships.statusOf('multi01')).toHaveText('Paid (2 of 3 payments)');
  await expect(multi).toContainText('3 monthly payments of $50.00');
  await expect(multi).toContainText('2 of 3 payments made');
  await expect(multi).toContainText(/Joined on \w+ \d{1,2}, \d{4}/);
  expect(await memberships.actionsOf('sub01')).toEqual(['Access Content', 'Cancel plan']);
  await memberships.plan('sub01').getByRole('button', { name: 'Cancel plan' }).click();
  await cancel.expectShown();
});

test.describe('layout', () => {
  test('two columns on a desktop: plans and billing stacked, profile beside them', async ({ page, world, screens: { login, account } }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login.openAccountAs(world, 'paid@demo.test');
    await account.animationsDone(); // the dialog has just opened
    const plans = (await account.card('plans').boundingBox())!;
    const billing = (await account.card('billing').boundingBox())!;
    const profile = (await account.card('profile').boundingBox())!;
    expect(profile.x).toBeGreaterThanOrEqual(plans.x + plans.width);
    expect(Math.abs(profile.y - plans.y)).toBeLessThan(2);
    expect(Math.abs(billing.x - plans.x)).toBeLessThan(2);
    expect(billing.y).toBeGreaterThanOrEqual(plans.y + plans.height);
  });

  test('one column on a 375 px phone', async ({ page, world, screens: { login, account } }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login.openAccountAs(world, 'paid@demo.test');
    await account.animationsDone(); // the dialog has just opened
    const plans = (await account.card('plans').boundingBox())!;
    const billing = (await account.card('billing').boundingBox())!;
    const profile = (await account.card('profile').boundingBox())!;
    expect(Math.abs(profile.x - plans.x)).toBeLessThan(2);
    expect(Math.abs(profile.width - plans.width)).toBeLessThan(2);
    expect(profile.y).toBeGreaterThanOrEqual(billing.y + billing.height);
    expect(plans.x + plans.width).toBeLessThanOrEqual(375);
  });
});

test("'Log out' logs out", async ({ page, world, screens: { shell, login, account } }) => {
  await login.openAccountAs(world, 'free@demo.test');
  expect((await memberInfo(page)).isLoggedIn).toBe(true);
  await account.logOut();
  // The logout redirector leaves for the after-logout URL ('/'), where the next page is logged out.
  await page.waitForURL(`${world.siteUrl}/`);
  await shell.ready();
  expect((await memberInfo(page)).isLoggedIn).toBe(false);
});

test.describe('avatar: the service by e-mail hash at size 200, the silhouette until it loads or when it has none', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  test('loaded', async ({ page, world, screens: { login, account } }) => {
    const asked: string[] = [];
    await page.route('https://www.gravatar.com/avatar/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    await login.openAccountAs(world, 'paid@demo.test');
    const avatar = account.avatar;
    await expect(avatar).toHaveAttribute('data-state', 'loaded');
    await expect(avatar.locator('svg')).toHaveCount(0);
    // md5('paid@demo.test')
    expect(asked[0]).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?s=200&d=404$/);
  });
  test('fallback', async ({ page, world, screens: { login, account } }) => {
    await page.route('https://www.gravatar.com/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await login.openAccountAs(world, 'paid@demo.test');
    const avatar = account.avatar;
    await expect(avatar).toHaveAttribute('data-state', 'fallback');
    await expect(avatar.locator('svg.silhouette')).toBeVisible();
    await expect(avatar.locator('img')).toHaveCount(0);
  });
});
