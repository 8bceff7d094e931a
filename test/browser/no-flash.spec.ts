import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { logInAndLand } from './helpers';

/**
 * The no-flash guarantee (GUIDE budgets; docs "Page protection and the no-flash guarantee"): a visitor who may
 * not see a protected page never has its content painted, not even for one frame. Every animation frame, just
 * before the browser paints it, the page records whether the protected section is visible: displayed, not
 * transparent, not hidden, with a box. The network is slowed so that every step (loader, chunks, API) spans
 * many frames.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number; __secretFrames: number[] };
    w.__frames = 0;
    w.__secretFrames = [];
    const tick = () => {
      w.__frames += 1;
      const secret = document.querySelector('[data-fixture-secret]');
      const painted =
        secret !== null && secret.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && secret.getBoundingClientRect().height > 0;
      if (painted) w.__secretFrames.push(w.__frames);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 250, downloadThroughput: 200_000, uploadThroughput: 200_000 });
}

const frames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __frames: number; __secretFrames: number[] };
    return { frames: w.__frames, secret: w.__secretFrames.length };
  });

test.describe('no flash of protected content on a slow network', () => {
  test.slow();

  test('a first-time visitor: the page is cloaked before it could paint and stays so under the denied screen', async ({ page, world }) => {
    await recordFrames(page);
    await slowNetwork(page);
    await page.goto(`${world.siteUrl}/members-only`);
    const widget = new Widget(page);
    await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
    const seen = await frames(page);
    expect(seen.frames, 'frames were recorded while the widget loaded').toBeGreaterThan(10);
    expect(seen.secret).toBe(0);
  });

  test('a returning visitor (the loader knows the protected paths)', async ({ page, world }) => {
    await page.goto(`${world.siteUrl}/`);
    await new Widget(page).ready();
    await recordFrames(page);
    await slowNetwork(page);
    // Pages with the documented protected-page install (no async); the /courses/ pages keep async on purpose
    // and are not covered by the guarantee (with them this test fails: the lesson paints before the loader runs).
    for (const path of ['/members-only', '/drip-lesson', '/vip', '/paid-area']) {
      await page.goto(`${world.siteUrl}${path}`);
      await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
      expect((await frames(page)).secret, path).toBe(0);
    }
  });

  test('a member in a drip wait never sees the lesson', async ({ page, world }) => {
    await logInAndLand(page, world, 'trial@demo.test');
    await recordFrames(page);
    await slowNetwork(page);
    await page.goto(`${world.siteUrl}/drip-lesson`);
    await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'outsideViewingWindow');
    expect((await frames(page)).secret).toBe(0);
  });

  test('a single-page app: a pushState route to a protected view is never painted', async ({ page, world }) => {
    await recordFrames(page);
    await slowNetwork(page);
    await page.goto(`${world.siteUrl}/spa/`);
    const widget = new Widget(page);
    await widget.ready();
    await page.getByRole('link', { name: "Members' videos" }).click();
    await expect(widget.dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
    await expect(page.locator('#app')).toHaveAttribute('data-spa-view', '/spa/members-only');
    // Back and forth: the view is rendered again each time, and each time cloaked first.
    await page.evaluate(() => (window as any).__fxSpaNavigate('/spa/public'));
    await page.evaluate(() => (window as any).__fxSpaNavigate('/spa/members-only'));
    await page.goBack();
    await page.goForward();
    await expect(page.locator('#app')).toHaveAttribute('data-spa-view', '/spa/members-only');
    await page.waitForTimeout(300); // some frames after the last render
    expect((await frames(page)).secret).toBe(0);
  });

  test('the recorder does see the section when it is allowed (the check above can fail)', async ({ page, world }) => {
    await logInAndLand(page, world, 'free@demo.test');
    await recordFrames(page);
    await slowNetwork(page);
    await page.goto(`${world.siteUrl}/members-only`);
    await expect.poll(async () => (await frames(page)).secret).toBeGreaterThan(0);
  });
});
