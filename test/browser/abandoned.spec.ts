import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { chunkWith, fault, hook, isCall, logIn, memberInfo, patchConfig } from './helpers';

/**
 * The abandoned-signup reminder (part 2 §4, §9): none@demo.test registered for sub01 (pending plan) and never
 * joined. Both clocks move together: the fixture server's (tokens, memberships) and the page's (Playwright's
 * clock, installed for the whole context so it carries over page loads).
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const NONE = 'none@demo.test';

/** The reminder's state as the widget stored it in IndexedDB (state/abandonedSignupCheck.ts). */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('memberspace');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('state')) return resolve(null);
          (window as any).__fxOwnRead = true; // not one of the widget's checks (countChecks)
          const get = db.transaction('state').objectStore('state').get('ms:demo:abandonedSignup');
          (window as any).__fxOwnRead = false;
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  ) as Promise<{ publicPlanId: string | null; openedCount: number; lastOpenedAt: number | null } | null>;

/**
 * Counts, on every page of the context, the reminder checks that read their stored state (only the check reads
 * it): `__fxCheckReads` goes up as a check asks for it, `__fxChecks` as the answer arrives, and the check decides
 * in the same task.
 */
async function countChecks(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const w = window as any;
    w.__fxChecks = 0;
    w.__fxCheckReads = 0;
    const get = IDBObjectStore.prototype.get;
    IDBObjectStore.prototype.get = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
      const request = get.call(this, query);
      if (query === 'ms:demo:abandonedSignup' && !w.__fxOwnRead) {
        w.__fxCheckReads++;
        request.addEventListener('success', () => w.__fxChecks++);
      }
      return request;
    };
  });
}

const checks = (page: Page): Promise<number> => page.evaluate(() => (window as any).__fxChecks as number);
const checkReads = (page: Page): Promise<number> => page.evaluate(() => (window as any).__fxCheckReads as number);

/**
 * Moves the page's clock on by `stepMs` until the reminder check has asked for its state `count` times on this
 * page, then waits for the answers without jumping the clock, so what follows sees its decision. The check is due 3 s
 * after the member is known, which on a busy machine can come after a jump of the clock, so the clock moves on
 * until it ran (never a real wait). No jump during the read: a read of a busy machine's IndexedDB can take a
 * second, and jumps meanwhile would pass the read's timeout (PERSIST_TIMEOUT_MS), which is not what happens to a
 * member.
 */
async function checked(page: Page, count = 1, stepMs = 500): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await checkReads(page)) >= count) return true;
        await page.clock.fastForward(stepMs);
        return false;
      },
      { intervals: [100] },
    )
    .toBe(true);
  await expect.poll(() => checks(page)).toBeGreaterThanOrEqual(count);
}

async function advance(page: Page, world: FixtureServer, ms: number): Promise<void> {
  await hook(world, 'clock', { advanceMs: ms });
  await page.clock.fastForward(ms);
}

/**
 * Loads a page and runs the reminder check (3 s after mount) until it decided. Returns the widget. `runs: false`
 * for a site that turned the reminder off: the 3 s pass and no check reads its state.
 */
async function loadAndCheck(page: Page, world: FixtureServer, path = '/pricing', { runs = true, lateConfig = false } = {}): Promise<Widget> {
  const widget = new Widget(page);
  // `lateConfig`: the configuration's network answer comes after the check (the stored copy served the boot), as on
  // a slow network; it is in before this returns, so what follows would see a check it scheduled.
  if (lateConfig) await fault(world, { method: 'GET', path: '/configuration', delayMs: 1000, times: 1 });
  const configAnswered = lateConfig ? page.waitForResponse((r) => isCall('GET', '/configuration')(r.request())) : null;
  await page.goto(`${world.siteUrl}${path}`);
  await widget.ready();
  await page.clock.fastForward(3100);
  if (runs) await checked(page);
  else expect(await checkReads(page)).toBe(0);
  await configAnswered;
  return widget;
}

const reminder = (widget: Widget) => widget.dialog.getByRole('heading', { name: 'Please finish signing up' });

/**
 * The reminder shows: the check is due 3 s after the member is known, which on a busy machine can come after
 * loadAndCheck's jump of the clock, so the clock keeps moving on until it shows (never a real wait).
 */
async function expectReminder(page: Page, widget: Widget, world: FixtureServer): Promise<void> {
  try {
    await expect
      .poll(async () => {
        if (await reminder(widget).isVisible()) return true;
        await page.clock.fastForward(500);
        return false;
      })
      .toBe(true);
  } catch (error) {
    // A page that crashed or closed must not hide the assertion's own failure behind the report's.
    const why = await whyNoReminder(page, widget, world).catch((reportError: unknown) => `no report: ${String(reportError)}`);
    await test.info().attach('why no reminder', { body: why, contentType: 'text/plain' });
    throw error;
  }
}

/**
 * What the page and the server knew when an expected reminder did not show, in the 300 characters the report
 * prints (a rare failure on a busy machine left only a trace, which does not hold the widget's decision): the
 * checks, the screen, the session, the stored state, and the server's token exchanges and refused requests.
 */
async function whyNoReminder(page: Page, widget: Widget, world: FixtureServer): Promise<string> {
  const requests = (await hook(world, 'requests')) as { method: string; path: string; status: number }[];
  const notable = requests.filter((r) => r.status >= 400 || r.path.endsWith('/exchange-token')).slice(-6);
  const [info, state, screen, reads, done] = await Promise.all([
    memberInfo(page).catch(() => null),
    stored(page).catch(() => null),
    widget.dialog.getAttribute('data-screen', { timeout: 1000 }).catch(() => 'none'),
    checkReads(page),
    checks(page),
  ]);
  return [
    `checks ${reads}/${done}; screen ${screen}; logged in ${info?.isLoggedIn}`,
    `stored ${JSON.stringify(state)}`,
    ...notable.map((r) => `${r.method} ${r.path.replace('/api/v2/sites/demo', '')} ${r.status}`),
  ].join('\n');
}

/** Logs none@ in; a login with a pending plan goes on to finish that signup (after-login step 4), closed here. */
async function logInNora(page: Page, world: FixtureServer): Promise<Widget> {
  await countChecks(page);
  await page.clock.install();
  const widget = await logIn(page, world, NONE);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(reminder(widget)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toBeHidden();
  return widget;
}

test('the reminder opens 30 minutes after the first open and not before, again 24 hours later, then never', async ({ page, world }) => {
  test.slow(); // several page loads
  await logInNora(page, world);
  let widget = await loadAndCheck(page, world);
  await expect.poll(() => stored(page)).toMatchObject({ publicPlanId: 'sub01', openedCount: 0 });
  const firstOpen = (await stored(page))!.lastOpenedAt!;

  await advance(page, world, 29 * MIN);
  widget = await loadAndCheck(page, world);
  await expect(widget.dialog).toBeHidden();
  expect(await stored(page)).toMatchObject({ openedCount: 0, lastOpenedAt: firstOpen });

  await advance(page, world, 2 * MIN);
  widget = await loadAndCheck(page, world);
  await expectReminder(page, widget, world);
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect.poll(() => stored(page)).toMatchObject({ publicPlanId: 'sub01', openedCount: 1 });
  await page.keyboard.press('Escape');

  // The second reminder waits 24 hours from the first. The configuration refreshed after the check schedules no
  // second one on this page, which the jump below would run at 25 hours, before the next page is loaded.
  await advance(page, world, 23 * HOUR);
  widget = await loadAndCheck(page, world, '/pricing', { lateConfig: true });
  await expect(widget.dialog).toBeHidden();
  await advance(page, world, 2 * HOUR);
  widget = await loadAndCheck(page, world);
  await expectReminder(page, widget, world);
  await expect.poll(() => stored(page)).toMatchObject({ openedCount: 2 });
  await page.keyboard.press('Escape');

  // Two reminders are all there is.
  await advance(page, world, 72 * HOUR);
  widget = await loadAndCheck(page, world);
  await expect(widget.dialog).toBeHidden();
});

/** none@ logged in, the first opening recorded, then 31 minutes on both clocks: the next check reminds. */
async function dueForReminder(page: Page, world: FixtureServer): Promise<void> {
  await logInNora(page, world);
  await loadAndCheck(page, world);
  await expect.poll(() => stored(page)).toMatchObject({ publicPlanId: 'sub01', openedCount: 0 });
  await advance(page, world, 31 * MIN);
}

test('the reminder waits while an embedded interface is on plan signup', async ({ page, world }) => {
  test.slow();
  await dueForReminder(page, world);
  let widget = await loadAndCheck(page, world, '/join-embed');
  await expect(page.locator('memberspace-embed section.embed')).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(widget.dialog).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ openedCount: 0 });
  widget = await loadAndCheck(page, world, '/pricing');
  await expectReminder(page, widget, world);
});

test('the reminder waits for an embedded interface that is still loading, then sees it on plan signup', async ({ page, world }) => {
  test.slow();
  await dueForReminder(page, world);
  // The embeds' chunk arrives after the 3 s check, as on a slow device: the check must wait for it. The test holds
  // the chunk back until the check is due and waiting. (Earlier pages cached every chunk, so the browser's cache is
  // emptied first.)
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/widget/${await chunkWith('--ms-embed-min-height')}`, async (route) => {
    await released;
    await route.continue();
  });
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/join-embed`);
  await widget.ready();
  await expect.poll(async () => (await memberInfo(page)).memberInfo != null).toBe(true);
  await page.clock.fastForward(3100);
  // The check is due, and polls every 250 ms while the embed is loading: it has not read its state, nor decided.
  for (let i = 0; i < 4; i++) await page.clock.fastForward(250);
  expect(await checkReads(page)).toBe(0);
  await expect(page.locator('memberspace-embed section.embed')).toHaveCount(0);
  release();
  await expect(page.locator('memberspace-embed section.embed')).toHaveAttribute('data-screen', 'signupToPlan');
  await checked(page, 1, 250); // the embed is up: the check's next look sees it, then it decides
  await expect(widget.dialog).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ openedCount: 0 });
});

test("'Don't remind me again' cancels the reminder for good", async ({ page, world }) => {
  test.slow();
  const widget = await logInNora(page, world);
  await page.goto(`${world.siteUrl}/?msopen=/member/sign-up-recover/sub01/email`);
  await expect(reminder(widget)).toBeVisible();
  // The screen at rest first: the payment area's providers mount on nodes of the page, which moves our host (and
  // its dialog's top layer) for a moment; a click then can land while the dialog is redrawn, and be taken twice.
  await widget.dialog.locator('[data-card-ready]').waitFor();
  await widget.dialog
    .getByRole('link', { name: "Don't remind me again" })
    .or(widget.dialog.getByRole('button', { name: "Don't remind me again" }))
    .click();
  await expect(widget.dialog).toBeHidden();
  const pending = async () =>
    ((await hook(world, 'members?site=demo')) as { email: string; pendingPlanPublicId: string | null }[]).find((m) => m.email === NONE)
      ?.pendingPlanPublicId;
  await expect.poll(pending).toBeNull();
  await advance(page, world, 31 * MIN);
  const after = await loadAndCheck(page, world);
  await expect(after.dialog).toBeHidden();
  await expect.poll(() => stored(page)).toMatchObject({ publicPlanId: null });
});

test('a site that turned the popup off never shows it, not even after a login; a site in test mode shows it at the first check', async ({
  page,
  world,
}) => {
  test.slow();
  await patchConfig(world, { allowAbandonedSignupPopup: false });
  await countChecks(page);
  await page.clock.install();
  const loggedIn = await logIn(page, world, NONE);
  // After-login step 4 is the same reminder: the owner turned it off, so the login ends where it would without one.
  await expect(loggedIn.dialog).toHaveAttribute('data-screen', /^(memberMenu|account)$/);
  await expect(reminder(loggedIn)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(loggedIn.dialog).toBeHidden();
  await advance(page, world, 31 * MIN);
  let widget = await loadAndCheck(page, world, '/pricing', { runs: false });
  await expect(widget.dialog).toBeHidden();

  await patchConfig(world, { allowAbandonedSignupPopup: true, testMode: true });
  // The cached configuration is fresh for 5 minutes: let it go stale so the page sees the change.
  await advance(page, world, 6 * MIN);
  await page.goto(`${world.siteUrl}/pricing`);
  await widget.ready();
  await page.reload();
  widget = await loadAndCheck(page, world);
  await expectReminder(page, widget, world);
});

test('a logout forgets the reminder', async ({ page, world }) => {
  await logInNora(page, world);
  await loadAndCheck(page, world);
  await expect.poll(() => stored(page)).toMatchObject({ publicPlanId: 'sub01' });
  await page.goto(`${world.siteUrl}/?msopen=/member/sign_out`);
  await expect.poll(() => page.url()).not.toContain('msopen');
  await page.waitForLoadState('load');
  await expect.poll(() => stored(page)).toBeNull();
});
