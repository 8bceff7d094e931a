import { expect, test } from './screens';
import { events, fault, fillLogin, hook, logInThroughWidget, memberInfo, openTask, recordEvents, requestsTo, startSession } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordEvents);
});

test('a returning member gets ready with member info, fields exactly as the spec lists them', async ({ page, world, widget }) => {
  // Logged in through the widget, then a reload: ready comes with the member's copy kept in IndexedDB.
  await logInThroughWidget(page, world, 'paid@demo.test');
  await page.reload();
  await widget.ready();
  const ready = (await events(page)).find((e) => e.type === 'MemberSpace.ready');
  expect(ready?.detail.isLoggedIn).toBe(true);
  const info = ready?.detail.memberInfo;
  expect(Object.keys(info).sort()).toEqual(
    ['customSignupFields', 'email', 'firstName', 'id', 'lastName', 'memberships', 'name', 'profileImageUrl'].sort(),
  );
  expect(info.email).toBe('paid@demo.test');
  expect(info.profileImageUrl).toMatch(/^https?:\/\//);
  for (const m of info.memberships) {
    for (const key of ['planId', 'publicPlanId', 'name', 'type', 'createdAt', 'status', 'cancelsOn', 'paymentFailure', 'welcomeUrl', 'contentUrl'])
      expect(m).toHaveProperty(key);
  }
  expect(await memberInfo(page)).toEqual({ isLoggedIn: true, memberInfo: info });
  // member.info follows ready for a logged-in member, as the host docs promise.
  expect((await events(page)).map((e) => e.type)).toContain('MemberSpace.member.info');
});

test('a returning member whose data fails to load (a 500) is still a member to the page: ready and getMemberInfo() say so', async ({
  page,
  world,
  widget,
  screens: { shell },
}) => {
  // The session's cookie and no copy of the member in IndexedDB: the page load must fetch them, and that fetch fails.
  await startSession(page, world, 'paid@demo.test');
  await fault(world, { method: 'GET', path: '/sites/demo/members/current$', status: 500 });
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  const ready = (await events(page)).filter((e) => e.type === 'MemberSpace.ready');
  expect(ready).toEqual([{ type: 'MemberSpace.ready', detail: { isLoggedIn: true, memberInfo: null } }]);
  expect(await memberInfo(page)).toEqual({ isLoggedIn: true, memberInfo: null });
  // What the page shows agrees: the member's button, not the visitor's.
  await expect(shell.memberButton).toHaveAccessibleName('Member Menu');
});

test('an afterLoginUrl the page sets after boot (in a MemberSpace.ready listener) is where the next login leads', async ({ page, world, widget }) => {
  await page.addInitScript(() => {
    document.addEventListener('MemberSpace.ready', () => {
      (window as any).MemberSpace.afterLoginUrl = '/pricing';
    });
  });
  await openTask(page, world, '/member/sign_in');
  await widget.ready();
  // free@'s plan has its own page: without the setting, the login would lead there.
  await fillLogin(widget, 'free@demo.test');
  await page.waitForURL((url) => url.pathname === '/pricing');
});

test('a visitor gets ready with isLoggedIn false and no member.info', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  expect(await memberInfo(page)).toEqual({ isLoggedIn: false });
  expect((await events(page)).map((e) => e.type)).toEqual(['MemberSpace.ready']);
});

test('a logout in one tab logs out a second tab at once', async ({ page, context, world, widget, screens: { login } }) => {
  await login.openAccountAs(world, 'free@demo.test');
  const second = await context.newPage();
  await second.addInitScript(recordEvents);
  await second.goto(`${world.siteUrl}/courses/`);
  // Its ready first: a logout before it is a page that was never told of a member (ready says logged out, no logout event).
  await second.evaluate(() => new Promise((r) => ((window as any).MemberSpace.ready ? r(0) : document.addEventListener('MemberSpace.ready', r))));
  await expect.poll(() => memberInfo(second)).toMatchObject({ isLoggedIn: true });
  await widget.dialog.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => memberInfo(second)).toEqual({ isLoggedIn: false });
  expect((await events(second)).map((e) => e.type)).toContain('MemberSpace.member.logout');
  const cookies = await context.cookies();
  expect(cookies.filter((c) => c.name.startsWith('ms_token_'))).toEqual([]);
});

test('a login in one tab reaches another at once, with no refetch of what the first fetched', async ({ page, context, world, widget }) => {
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  const second = await context.newPage();
  await second.clock.install();
  await second.goto(`${world.siteUrl}/pricing`);
  await second.evaluate(() => new Promise((r) => ((window as any).MemberSpace.ready ? r(0) : document.addEventListener('MemberSpace.ready', r))));
  // The second tab found the first tab's configuration in IndexedDB: one request for both.
  expect(await requestsTo(world, '/configuration')).toHaveLength(1);
  // Its timers stop here: the member it shows must come from the first tab's share, not from its own fetch after
  // the grace (state/tabs.ts), however slow the first tab's login is on a busy machine.
  await second.clock.pauseAt((await second.evaluate(() => Date.now())) + 10_000);
  await logInThroughWidget(page, world, 'trial@demo.test');
  await expect.poll(() => memberInfo(second)).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'trial@demo.test' } });
  expect((await requestsTo(world, '/members/current')).filter((r) => r.path.endsWith('/members/current'))).toHaveLength(1);
});

test('a token larger than one cookie chunk survives a reload', async ({ page, context, world, widget }) => {
  await hook(world, 'token-padding', { chars: 6000 });
  await logInThroughWidget(page, world, 'paid@demo.test');
  const chunks = (await context.cookies()).filter((c) => c.name.startsWith('ms_token_demo.'));
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  for (const c of chunks) {
    expect(c.value.length).toBeLessThanOrEqual(3996);
    expect(c.sameSite).toBe('Lax');
    expect(c.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  }
  // A fresh profile of IndexedDB would not help: the cookie alone must carry the session.
  await page.evaluate(
    () =>
      new Promise((r) => {
        const q = indexedDB.deleteDatabase('memberspace');
        q.onsuccess = q.onerror = q.onblocked = r;
      }),
  );
  await page.reload();
  await widget.ready();
  expect(await memberInfo(page)).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'paid@demo.test' } });
});

test('ten concurrent calls with an expired token make one exchange', async ({ page, world, widget }) => {
  await page.clock.install();
  await logInThroughWidget(page, world, 'paid@demo.test');
  await widget.dialog.getByRole('button', { name: 'Close' }).click();
  await hook(world, 'requests', undefined, 'DELETE');
  // The server clock moves with the page's, so the exchange answers a token valid at the new time.
  await hook(world, 'clock', { advanceMs: 3_700_000 });
  await page.clock.fastForward(3_700_000);
  const results = await page.evaluate(() => Promise.allSettled(Array.from({ length: 10 }, () => (window as any).MemberSpace.getMemberMetadata())));
  expect(results.map((r) => r.status)).toEqual(Array(10).fill('fulfilled'));
  expect(await requestsTo(world, '/exchange-token')).toHaveLength(1);
  expect(await requestsTo(world, '/metadata')).toHaveLength(10);
});

test('metadata calls: update needs an object, an empty object resolves at once, errors reject in words', async ({ page, world, widget }) => {
  await startSession(page, world, 'paid@demo.test');
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  const result = await page.evaluate(async () => {
    const ms = (window as any).MemberSpace;
    const out: Record<string, unknown> = {};
    out.notObject = await ms.updateMemberMetadata('x').then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    out.empty = await ms.updateMemberMetadata({});
    out.updated = await ms.updateMemberMetadata({ videoTracker: { lesson1: { seconds: 42 } } });
    out.read = await ms.getMemberMetadata();
    await ms.clearMemberMetadata();
    out.cleared = await ms.getMemberMetadata();
    return out;
  });
  expect(result).toEqual({
    notObject: 'Must be an object.',
    empty: {},
    updated: { videoTracker: { lesson1: { seconds: 42 } } },
    read: { videoTracker: { lesson1: { seconds: 42 } } },
    cleared: {},
  });
  await fault(world, { path: '/metadata', status: 500, body: { error: 'Metadata store is down' } });
  expect(await page.evaluate(() => (window as any).MemberSpace.getMemberMetadata().catch((e: Error) => e.message))).toBe('Metadata store is down');
  await hook(world, 'faults', undefined, 'DELETE');
  await fault(world, { path: '/metadata', status: 500, body: {} });
  expect(await page.evaluate(() => (window as any).MemberSpace.getMemberMetadata().catch((e: Error) => e.message))).toBe('Server returned an error.');
});

test('calls made before boot are queued by the loader and answered after boot', async ({ page, world, widget }) => {
  await startSession(page, world, 'paid@demo.test');
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  await page.evaluate(() => (window as any).MemberSpace.updateMemberMetadata({ early: 1 }));
  await page.addInitScript(() => {
    // Call the stub the moment the loader installs it, long before the main chunk has loaded.
    const ms: any = ((window as any).MemberSpace = { subdomain: 'demo' });
    let stub: unknown;
    Object.defineProperty(ms, 'getMemberMetadata', {
      configurable: true,
      get: () => stub,
      set(fn) {
        if (!stub) (window as any).__early = fn();
        stub = fn;
      },
    });
  });
  await page.reload();
  await widget.ready();
  expect(await page.evaluate(() => (window as any).__early)).toMatchObject({ early: 1 });
});

test('refreshes are throttled to once per 5 s', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  await hook(world, 'requests', undefined, 'DELETE');
  await page.evaluate(async () => {
    const ms = (window as any).MemberSpace;
    await Promise.all([ms.refreshSiteConfig(), ms.refreshSiteConfig(), ms.refreshSiteConfig()]);
    document.dispatchEvent(new CustomEvent('MemberSpace.refresh.siteConfig'));
  });
  expect(await requestsTo(world, '/configuration')).toHaveLength(1);
});

test('a garbage answer shows a clear error and no exception reaches the host page', async ({ page, world, widget }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await fault(world, { path: '/login', status: 200, body: '<html>proxy error</html>' });
  await openTask(page, world, '/member/sign_in');
  await fillLogin(widget, 'paid@demo.test');
  await expect(widget.dialog.getByRole('alert')).toHaveText('Error - Please try again later or contact support.');
  await expect(widget.dialog.getByLabel('Email')).toHaveValue('paid@demo.test');
  await fault(world, { path: '/configuration', status: 200, body: { siteId: 'garbage' } });
  await page.reload();
  await widget.ready();
  expect(errors).toEqual([]);
});

test('a legacy ready-callback array only produces a deprecation warning', async ({ page, world, widget }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${world.siteUrl}/legacy-ready`);
  await widget.ready();
  expect(warnings.some((w) => w.includes('DEPRECATION') && w.includes('migration-guide'))).toBe(true);
});
