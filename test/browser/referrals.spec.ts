import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { fault, isCall, openTask } from './helpers';

/**
 * Referrals (part 2 §3, §7, §9): the referral script's data (stand-in: fixtures/stand-ins/rewardful.js, loaded with
 * the demo site's key rw_fixture_key) and the ad-click cookie _fbc go with the new membership.
 */

/** Registers a new visitor through the sign-up link for the free plan and joins it; the join request's body. */
async function registerAndJoin(page: Page, address: string): Promise<any> {
  const d = new Widget(page).dialog;
  await expect(d).toHaveAttribute('data-screen', 'registerUser');
  await d.getByLabel('First name').fill('Rafa');
  await d.getByLabel('Last name').fill('Referred');
  await d.getByLabel(/^Email/).fill(address);
  await d.getByLabel('Confirm email').fill(address);
  await d.getByLabel('Password').fill('stretch-daily');
  await d.getByLabel('Yoga experience').selectOption('beginner');
  await d.getByRole('button', { name: 'Continue' }).click();
  await expect(d).toHaveAttribute('data-screen', 'signupToPlan');
  const join = page.waitForRequest(isCall('POST', '/memberships'));
  await d.getByRole('button', { name: 'Join Now' }).click();
  return (await join).postDataJSON();
}

const openSignUp = (page: Page, world: FixtureServer, query: string) => openTask(page, world, '/member/sign_up/free01', `/?${query}`);

test.describe('referrals', () => {
  test('the referral and its coupon, and an ad-click cookie set after boot, go with the membership', async ({ page, world }) => {
    // The widget's look for the cookie (every second, 10 times) runs on Playwright's clock, moved on by the test.
    await page.clock.install();
    await openSignUp(page, world, 'via=alice&coupon=FRIEND');
    await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'registerUser');
    // The ad network's pixel sets its cookie a moment later: the widget keeps looking for 10 s.
    await page.clock.fastForward(1500);
    await page.evaluate(() => (document.cookie = '_fbc=fb.1.1700000000000.fxclick; Path=/'));
    await expect.poll(() => page.evaluate(() => (window as any).Rewardful?.referral)).toBe('fx-ref-alice');
    await page.clock.runFor(1000); // one more look for the cookie
    const body = await registerAndJoin(page, 'rafa@example.test');
    expect(body.referrals).toEqual([
      { provider: 'rewardful', data: { referral: 'fx-ref-alice', coupon: { id: 'fx-coupon-FRIEND', name: 'FRIEND' }, setAt: expect.any(Number) } },
      { provider: 'facebook', data: { referral: 'fb.1.1700000000000.fxclick', setAt: expect.any(Number) } },
    ]);
    // The widget loaded the referral script itself, with the site's key.
    await expect(page.locator('script[data-rewardful]')).toHaveAttribute('data-rewardful', 'rw_fixture_key');
  });

  test('referral data that arrives between a join whose answer was lost and its retry: the retry is the same join, same key', async ({
    page,
    world,
  }) => {
    // The referral script is held back until the first attempt is out (it may come up to ~10 s after boot).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/stand-ins/rewardful.js', async (route) => {
      await released;
      await route.continue();
    });
    await openSignUp(page, world, 'via=carol');
    await fault(world, { method: 'POST', path: '/memberships', lose: true, times: 1 });
    const first = await registerAndJoin(page, 'carolsfriend@example.test');
    const d = new Widget(page).dialog;
    await expect(d.getByRole('alert')).toHaveText('Network error.');
    expect(first.referrals).toEqual([]);

    release();
    await expect.poll(() => page.evaluate(() => (window as any).Rewardful?.referral)).toBe('fx-ref-carol');
    // The widget takes the data in the provider's 'ready' callback, which runs after the script sets Rewardful.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const again = page.waitForRequest(isCall('POST', '/memberships'));
    await d.getByRole('button', { name: 'Join Now' }).click();
    // The same request as the first, referrals and all: the server answers what it did under that key.
    expect((await again).postDataJSON()).toEqual(first);
    await expect(d).toHaveAttribute('data-screen', 'postJoinQuestionnaire');
  });

  test('a visitor who came on their own sends no referrals', async ({ page, world }) => {
    await openSignUp(page, world, 'plain=1');
    const body = await registerAndJoin(page, 'alone@example.test');
    expect(body.referrals).toEqual([]);
  });

  test('a referral script of another key on the page: invalid, its referral is not sent, the ad click still is', async ({ page, context, world }) => {
    await context.addCookies([{ name: '_fbc', value: 'fb.1.1700000000000.other', url: world.siteUrl }]);
    // The page carries another account's referral script (the provider's snippet, key rw_other), in its head
    // before the widget boots.
    await page.addInitScript((src) => {
      const w = window as any;
      w.rewardful = (...args: unknown[]) => (w.rewardful.q ??= []).push(args);
      const observer = new MutationObserver(() => {
        if (!document.head) return;
        observer.disconnect();
        const script = document.createElement('script');
        script.src = src;
        script.dataset.rewardful = 'rw_other';
        document.head.append(script);
      });
      observer.observe(document, { childList: true, subtree: true });
    }, `${world.cdnUrl}/stand-ins/rewardful.js`);
    await openSignUp(page, world, 'via=bob');
    await expect.poll(() => page.evaluate(() => (window as any).Rewardful?.referral)).toBe('fx-ref-bob');
    const body = await registerAndJoin(page, 'bobsfriend@example.test');
    expect(body.referrals).toEqual([{ provider: 'facebook', data: { referral: 'fb.1.1700000000000.other', setAt: expect.any(Number) } }]);
    // Only the page's own script: the widget did not load a second one.
    await expect(page.locator('script[data-rewardful]')).toHaveCount(1);
  });
});
