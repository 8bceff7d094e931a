import { expect, test } from './fixtures';
import { isCall, memberInfo, startSession } from './helpers';

// startSession (helpers.ts): the way into a signed-in member for tests that do not test signing in.
test('startSession: the first page load finds a returning member, with no login request and no login screen', async ({ page, world, widget }) => {
  const logins: string[] = [];
  page.on('request', (r) => isCall('POST', '/login')(r) && logins.push(r.url()));
  await startSession(page, world, 'paid@demo.test');
  await page.goto(world.siteUrl);
  await widget.ready();
  await expect.poll(async () => (await memberInfo(page)).memberInfo?.email).toBe('paid@demo.test');
  expect((await memberInfo(page)).isLoggedIn).toBe(true);
  expect(logins).toEqual([]);
  await expect(widget.dialog).toHaveCount(0);
});
