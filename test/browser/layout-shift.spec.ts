import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { builtManifest, logInAndSettle } from './helpers';
import { measuredTab, shifts } from './layoutShifts';

/**
 * Layout shift caused by the widget is 0 (issue 21 §2; docs/architecture.md "No layout shift"): the browser's own
 * Layout Instability entries, summed over the whole load of /content-embeds (markers, relabelled links, inline
 * content, the embedded account) and /spa/public (markers a page's script renders), for a first-time visitor and a
 * returning member. The viewport is as tall as the page, so a shift anywhere on it counts.
 */
test.use({ viewport: { width: 1280, height: 4000 } });

/** Every marker decided, `answered` inline links answered (a member's processing01 keeps its link while re-checked), images in. */
async function contentEmbedsSettled(page: Page, answered: number): Promise<void> {
  await new Widget(page).ready();
  await expect(page.locator('[data-ms-show-for]:not([data-ms-visible]),[data-ms-hide-for]:not([data-ms-visible])')).toHaveCount(0);
  await expect(page.locator('memberspace-content')).toHaveCount(16);
  await expect(page.locator('memberspace-content [data-content-kind]')).toHaveCount(answered);
  await expect
    .poll(() => page.locator('memberspace-content img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)))
    .toBe(true);
  await expect(page.locator('memberspace-embed').getByRole('heading').first()).toBeVisible();
}

test('/content-embeds: no layout shift for a first-time visitor', async ({ context, world }) => {
  const page = await measuredTab(context);
  await page.goto(`${world.siteUrl}/content-embeds`);
  await contentEmbedsSettled(page, 16);
  expect(await shifts(page)).toEqual({ count: 0, sum: 0 });
});

test('/content-embeds and /spa/public: no layout shift for a returning member', async ({ page, context, world }) => {
  await logInAndSettle(page, world, 'free@demo.test');

  const embeds = await measuredTab(context);
  await embeds.goto(`${world.siteUrl}/content-embeds`);
  await contentEmbedsSettled(embeds, 15);
  await expect(embeds.locator('[data-fixture-nav-label="text"]')).toHaveText('Member Menu');
  expect(await shifts(embeds)).toEqual({ count: 0, sum: 0 });

  const spa = await measuredTab(context);
  await spa.goto(`${world.siteUrl}/spa/public`);
  await new Widget(spa).ready();
  await expect(spa.locator('[data-fixture-marker="spa-show-auth"]')).toBeVisible();
  await expect(spa.locator('[data-fixture-marker="spa-hide-auth"]')).toHaveAttribute('data-ms-visible', 'false');
  expect(await shifts(spa)).toEqual({ count: 0, sum: 0 });
});

test('a plain page whose only widget parts are member links is not held: shown before the after-ready chunk arrives', async ({ page, world }) => {
  // A returning visitor: the stored list says / is not protected, so nothing but the layout hold could hide it.
  await page.goto(`${world.siteUrl}/`);
  await new Widget(page).ready();
  // Every chunk after the boot path (the after-ready chunk relabels the links and ends the hold) is held.
  const boot = builtManifest().boot;
  let held = 0;
  await page.route(/\/widget\/chunk-[^/]*\.js$/, (route) => {
    if (boot.some((file) => route.request().url().endsWith(`/${file}`))) return route.continue();
    held++; // never answered: the page must not wait for it
  });
  await page.reload();
  await new Widget(page).ready();
  await expect.poll(() => held).toBeGreaterThan(0);
  expect(await page.locator('a[href$="/member/sign_in"]').count()).toBeGreaterThan(0);
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { opacity: style.opacity, visibility: style.visibility, settled: document.documentElement.hasAttribute('data-ms-settled') };
  });
  expect(body).toEqual({ opacity: '1', visibility: 'visible', settled: false });
});
