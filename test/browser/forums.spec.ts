import type { Locator, Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { fault, fillLogin, isCall, memberInfo, openTask } from './helpers';

/**
 * Forum embeds (part 1 §2 "Forum embeds", §3, §7, §8, §9) on /forum: Muut's embed link, Website Toolbox's embed
 * code and links to the two forum member paths. The forums' scripts are the fixture stand-ins
 * (fixtures/stand-ins/muut.js, website-toolbox.js), which record what they were given.
 */

const MUUT_FAILED = 'Failed to get Muut integration information';
const WT_FAILED = 'Failed to get Website Toolbox integration information';
const LOAD_FAILED = 'The forum could not be loaded. Please try again later.';
/** Nora has no plan: after login she stays on the page (the account opens), so the embeds change in place. */
const NORA = { email: 'none@demo.test', id: 208, name: 'Nora None' };

const muutEmbeds = (page: Page) => page.locator('[data-ms-forum-embed="muut"]');
const wtEmbeds = (page: Page) => page.locator('[data-ms-forum-embed="websiteToolbox"]');
const owner = (page: Page, name: string) => page.locator(`[data-fixture-forum="${name}"]`);

/** Logs in through the widget on /forum without leaving it; resolves with both integration answers. */
async function logInOnForum(page: Page, world: FixtureServer) {
  const muut = page.waitForResponse((r) => isCall('GET', '/integration/muut')(r.request()));
  const wt = page.waitForResponse((r) => isCall('GET', '/integration/websiteToolbox')(r.request()));
  await openTask(page, world, '/member/sign_in', '/forum');
  await fillLogin(new Widget(page), NORA.email);
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
  return { muut: await (await muut).json(), wt: await (await wt).json() };
}

test('a visitor sees the forums logged out: the owner markup as it is, no integration call, no forum script', async ({ page, world, widget }) => {
  const calls: string[] = [];
  page.on('request', (r) => /\/integration\/|\/stand-ins\/(muut|jquery)/.test(r.url()) && calls.push(r.url()));
  await page.goto(`${world.siteUrl}/forum`);
  await widget.ready();
  await expect(owner(page, 'muut')).toHaveAttribute('data-ms-forum-state', 'loggedOut');
  await expect(owner(page, 'muut')).toHaveText('Demo Yoga community on Muut');
  await expect(owner(page, 'website-toolbox')).toHaveAttribute('data-ms-forum-state', 'loggedOut');
  // Website Toolbox's own script (pasted by the owner) shows its public view.
  await expect(owner(page, 'website-toolbox').locator('.wt-forum')).toHaveAttribute('data-fx-wt-user', 'guest');
  await expect(owner(page, 'muut-path')).toHaveAttribute('data-ms-forum-state', 'loggedOut');
  await expect(muutEmbeds(page)).toHaveCount(0);
  expect(calls).toEqual([]);
});

test("a visitor's click on a forum member path opens sign-in instead of leaving the page", async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/forum`);
  await widget.ready();
  await expect(owner(page, 'website-toolbox-path')).toHaveAttribute('data-ms-forum-state', 'loggedOut');
  await owner(page, 'website-toolbox-path').click();
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/forum');
});

test('logging in signs the member in to Muut with the signed integration info, in place of the owner markup', async ({ page, world }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/integration/') && requests.push(new URL(r.url()).pathname));
  const { muut } = await logInOnForum(page, world);

  // Both Muut embeds (the embed link and the member path) are signed in, from one integration call.
  await expect(muutEmbeds(page)).toHaveCount(2);
  for (const embed of await muutEmbeds(page).all()) {
    await expect(embed).toHaveAttribute('data-ms-forum-state', 'signedIn');
    await expect(embed.locator('.moot')).toHaveAttribute('data-fx-muut-user', `member${NORA.id}`);
    await expect(embed.locator('[data-fx-muut-who]')).toHaveText(`Signed in as ${NORA.name}`);
  }
  await expect(owner(page, 'muut')).toHaveCount(0); // out of the page while the forum stands in for it
  const inits = await page.evaluate(() => (window as any).__fxMuut.inits);
  // Every start was signed: the owner's link (class "muut") was never started unsigned by Muut's script.
  expect(inits).toHaveLength(2);
  for (const init of inits) {
    expect(init.community).toBe(muut.communityName);
    expect(init.options).toEqual({
      api: { key: muut.apiKey, message: muut.message, signature: muut.signature, timestamp: muut.timestamp },
      language: muut.languageCode,
    });
  }
  expect(requests.filter((p) => p.endsWith('/integration/muut'))).toHaveLength(1);

  // Muut's script, jQuery and style came from their hosts (the stand-ins) with the loader's nonce.
  const tags = await page.evaluate(() => {
    const loaderNonce = (document.querySelector('script[src*="/widget/widget.js"]') as HTMLScriptElement).nonce;
    const nonceOf = (selector: string) => (document.querySelector(selector) as HTMLScriptElement | HTMLLinkElement | null)?.nonce;
    return {
      loaderNonce,
      jquery: nonceOf('script[src$="/stand-ins/jquery.js"]'),
      muut: nonceOf('script[src$="/stand-ins/muut.js"]'),
      style: nonceOf('link[href$="/stand-ins/muut.css"]'),
    };
  });
  expect(tags.loaderNonce).not.toBe('');
  expect(tags).toEqual({ loaderNonce: tags.loaderNonce, jquery: tags.loaderNonce, muut: tags.loaderNonce, style: tags.loaderNonce });
  await expect(muutEmbeds(page).first().locator('.moot')).toHaveCSS('border-top-color', 'rgb(12, 96, 160)');
});

test("on a page without jQuery, the one Muut needs is pinned by its hash and never becomes the page's jQuery or $", async ({ page, world }) => {
  expect(await page.goto(`${world.siteUrl}/forum`).then(() => page.evaluate(() => typeof (window as any).jQuery))).toBe('undefined');
  await logInOnForum(page, world);
  await expect(muutEmbeds(page).first().locator('.moot')).toHaveAttribute('data-fx-muut-user', `member${NORA.id}`);
  // Chromium ran it under Subresource Integrity (a wrong hash would have blocked it and the forum with it).
  const tag = page.locator('script[src$="/stand-ins/jquery.js"]');
  await expect(tag).toHaveAttribute('integrity', /^sha256-/);
  await expect(tag).toHaveAttribute('crossorigin', 'anonymous');
  expect(await page.evaluate(() => [typeof (window as any).jQuery, typeof (window as any).$])).toEqual(['undefined', 'undefined']);
});

test('logging in signs the member in to Website Toolbox by the image login, then its embed script', async ({ page, world }) => {
  const login = page.waitForRequest((r) => r.url().includes('/register/dologin'));
  const { wt } = await logInOnForum(page, world);
  const image = new URL((await login).url());
  expect(image.pathname).toBe(`/stand-ins/website-toolbox/${wt.customDomain}/register/dologin`);
  expect(image.searchParams.get('authtoken')).toBe(wt.authToken);

  await expect(wtEmbeds(page)).toHaveCount(2);
  for (const embed of await wtEmbeds(page).all()) {
    await expect(embed).toHaveAttribute('data-ms-forum-state', 'signedIn');
    const forum = embed.locator('.wt-forum');
    await expect(forum).toHaveAttribute('data-fx-wt-user', 'member');
    await expect(forum).toHaveAttribute('data-fx-wt-authtoken', wt.authToken);
    await expect(forum).toHaveAttribute('data-fx-wt-domain', wt.customDomain);
  }
  // The embed code's container keeps its id for the forum's script; the owner's public embed is out of the page.
  await expect(page.locator('#wtEmbedCode')).toHaveAttribute('data-ms-forum-embed', 'websiteToolbox');
  await expect(page.locator('.wt-forum[data-fx-wt-user="guest"]')).toHaveCount(0);
  const loads = await page.evaluate(() => (window as any).__fxWebsiteToolbox.loads.map((l: any) => l.authtoken));
  expect(loads).toEqual(['', wt.authToken, wt.authToken]); // the owner's public embed, then the two signed ones
});

test('a member arriving with a session sees both forums signed in at once', async ({ page, world, widget }) => {
  await logInOnForum(page, world);
  await page.goto(`${world.siteUrl}/forum`);
  await widget.ready();
  await expect(muutEmbeds(page).first().locator('.moot')).toHaveAttribute('data-fx-muut-user', `member${NORA.id}`);
  await expect(wtEmbeds(page).first().locator('.wt-forum')).toHaveAttribute('data-fx-wt-user', 'member');
  await expect(owner(page, 'muut')).toHaveCount(0);
});

test('logging out clears the embeds in place: the owner markup is back and the discussion forum is signed out', async ({ page, world }) => {
  const { wt } = await logInOnForum(page, world);
  await expect(muutEmbeds(page).first()).toHaveAttribute('data-ms-forum-state', 'signedIn');
  await expect(wtEmbeds(page).first()).toHaveAttribute('data-ms-forum-state', 'signedIn');
  // Logging out here would leave the page (the logout redirect); another tab's logout reaches this one in place
  // (with the account that opened after login closed: a member screen would follow the logout away too).
  await page.keyboard.press('Escape');
  await expect(new Widget(page).dialog).toHaveCount(0);
  const logout = page.waitForRequest((r) => r.url().includes('/register/logout'));
  const other = await page.context().newPage();
  await openTask(other, world, '/member/sign_out');
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/forum');

  await expect(muutEmbeds(page)).toHaveCount(0);
  await expect(wtEmbeds(page)).toHaveCount(0);
  await expect(owner(page, 'muut')).toHaveAttribute('data-ms-forum-state', 'loggedOut');
  await expect(owner(page, 'muut')).toHaveText('Demo Yoga community on Muut');
  await expect(owner(page, 'muut-path')).toBeVisible();
  await expect(owner(page, 'website-toolbox').locator('.wt-forum')).toHaveAttribute('data-fx-wt-user', 'guest');
  expect(new URL((await logout).url()).searchParams.get('authtoken')).toBe(wt.authToken);
});

test('a 5xx on the integration call shows the forum failure text in place; the other forum still signs in', async ({ page, world }) => {
  await fault(world, { path: '/integration/muut', status: 503, body: {} });
  await logInOnForum(page, world);
  await expect(muutEmbeds(page)).toHaveCount(2);
  for (const embed of await muutEmbeds(page).all()) {
    await expect(embed).toHaveAttribute('data-ms-forum-state', 'failed');
    await expect(embed.getByRole('alert')).toHaveText(MUUT_FAILED);
  }
  await expect(wtEmbeds(page).first()).toHaveAttribute('data-ms-forum-state', 'signedIn');
});

test("the server's error text replaces the forum failure text", async ({ page, world }) => {
  await fault(world, { path: '/integration/websiteToolbox', status: 403, body: { error: 'Your forum account is suspended.' } });
  await logInOnForum(page, world);
  await expect(wtEmbeds(page)).toHaveCount(2);
  for (const embed of await wtEmbeds(page).all()) {
    await expect(embed.getByRole('alert')).toHaveText('Your forum account is suspended.');
    await expect(embed.getByRole('alert')).not.toHaveText(WT_FAILED);
  }
});

test('a blocked forum script shows a clear failure in place', async ({ page, world }) => {
  await fault(world, { path: '/js/mb/embed.js', status: 404, body: 'blocked' });
  await logInOnForum(page, world);
  // The owner's public embed was blocked too; the member's forums say so instead of spinning.
  await expect(wtEmbeds(page)).toHaveCount(2);
  for (const embed of await wtEmbeds(page).all()) {
    await expect(embed).toHaveAttribute('data-ms-forum-state', 'failed');
    await expect(embed.getByRole('alert')).toHaveText(LOAD_FAILED);
  }
});

/**
 * Moves the page's clock (Playwright's, installed by the test) on with `move` until `alert` says `text`: the
 * widget's waits pass without their real time.
 */
async function clockUntil(alert: Locator, text: string, move: () => Promise<void>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await alert.filter({ hasText: text }).count()) return true;
        await move();
        return false;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

test('a forum script slower than the script-loading timeout (5000 ms) fails with a clear message', async ({ page, world }) => {
  await page.clock.install();
  await fault(world, { path: '/stand-ins/muut.js', delayMs: 9000 });
  const muutScript = page.waitForRequest((r) => r.url().includes('/stand-ins/muut.js'));
  await logInOnForum(page, world);
  const embed = muutEmbeds(page).first();
  await expect(embed).toHaveAttribute('data-ms-forum-state', 'signingIn');
  await expect(embed).toHaveAttribute('aria-busy', 'true');
  // The script's 5 s timeout runs from its request on (jQuery, before it, has loaded): the answer is due after 9 s.
  await muutScript;
  await clockUntil(embed.getByRole('alert'), LOAD_FAILED, () => page.clock.fastForward(1000));
  await expect(embed.getByRole('alert')).toHaveText(LOAD_FAILED);
  await expect(embed).toHaveAttribute('data-ms-forum-state', 'failed');
});

test("Muut's script that never adds its plugin fails after the community forum wait (every 50 ms, 100 tries)", async ({ page, world }) => {
  await page.clock.install();
  await page.addInitScript(() => ((window as any).__fxMuutNoPlugin = true));
  await logInOnForum(page, world);
  const embed = muutEmbeds(page).first();
  await expect(embed).toHaveAttribute('data-ms-forum-state', 'signingIn');
  // The wait for the plugin starts once Muut's script has run.
  await expect.poll(() => page.evaluate(() => (window as any).__fxMuut !== undefined)).toBe(true);
  // Every 50 ms timer in between fires: each of the 100 looks for the plugin.
  await clockUntil(embed.getByRole('alert'), LOAD_FAILED, () => page.clock.runFor(500));
  await expect(embed.getByRole('alert')).toHaveText(LOAD_FAILED);
  // The script itself loaded (after jQuery); only its plugin never came. Our jQuery went back out of the page's globals.
  expect(await page.evaluate(() => (window as any).__fxMuut)).toEqual({ inits: [] });
  expect(await page.evaluate(() => typeof (window as any).jQuery)).toBe('undefined');
});
