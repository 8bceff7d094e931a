import type { Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { FONT_TIMEOUT_MS } from '../../src/core/constants';
import { PERSIST_TIMEOUT_MS } from '../../src/core/bootConstants';
import { chunkWith, fault, hook, loggedIn, openTask, patchConfig, sessionChunk, startSession, staticImportsOf } from './helpers';
import { PageStatus } from './screens/pageStatus';

/**
 * The screens are lazy chunks by flow (ui/Screen.tsx, core/shell/flows.ts): a page view that shows only the member
 * button downloads none; a sign-in click downloads the login form's chunk and not the other screens'. Each chunk
 * is found by a string only its code holds.
 */
const signInChunk = () => chunkWith('"loginSubmit"');
const screensChunk = () => chunkWith('"accountNoPlans"');
/** The dialog's chunk (ui/dialog.ts), the texts of every screen (core/texts/texts.ts), the custom styling's translator. */
const dialogChunk = () => chunkWith('ms-dialog-title');
const textsChunk = () => chunkWith('Forgot your password?');
const stylingChunk = () => chunkWith('.btn:not(.cta,.secondary)');
/** The interface (Preact, the app that holds the modal: ui/mount.ts) and the joining flow (ui/screens/flows/join.ts). */
const interfaceChunk = () => chunkWith('The dialog could not load');
const joinChunk = () => chunkWith('"coupon-row"');
/** A refused page's screens (ui/screens/flows/access.ts). */
const accessChunk = () => chunkWith('"access-members"');
/** Joining's English texts (core/texts/joinTexts.ts), a chunk apart from the joining screens'. */
const joinTextsChunk = () => chunkWith('Do you really want to abandon your sign-up?');

/** A first page view of `/` with the member button shown, and the requests it makes from the start, by chunk name. */
async function pageView(page: Page, siteUrl: string) {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const got = (chunk: string) => fetched.filter((url) => url.endsWith(`/widget/${chunk}`));
  const widget = new Widget(page);
  await page.goto(`${siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  return { got, widget };
}

test('a page view with only the member button downloads no screens; a sign-in click only the login form', async ({ page, world }) => {
  const [signIn, screens] = [await signInChunk(), await screensChunk()];
  const { got, widget } = await pageView(page, world.siteUrl);
  await page.waitForTimeout(1000); // whatever the page view loads after ready has come
  expect(got(signIn)).toEqual([]);
  await widget.memberButton.click();
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  expect(got(signIn)).toHaveLength(1);
  expect(got(screens)).toEqual([]);
  // Another flow's screen, from the open dialog: its chunk loads then, and the dialog stays open meanwhile.
  const loaded = page.waitForResponse((r) => r.url().endsWith(`/widget/${screens}`));
  await widget.dialog.getByRole('button', { name: 'Forgot password?', exact: true }).click();
  await loaded;
  await expect(widget.dialog.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

// Issue 38: a session's code loads when a session is restored or begins (state/lazySession.ts), never for a visitor.
test("a visitor's page view downloads no session code; the login brings it, and a member's page view restores with it", async ({ page, world }) => {
  const session = await sessionChunk();
  const { got, widget } = await pageView(page, world.siteUrl);
  await widget.ready();
  await page.waitForLoadState('networkidle');
  expect(got(session)).toEqual([]);
  await widget.memberButton.click();
  await widget.dialog.getByLabel('Email').fill('free@demo.test');
  await widget.dialog.getByLabel('Password').fill('password123');
  await widget.dialog.getByRole('button', { name: 'Log into your account' }).click();
  await expect.poll(() => loggedIn(page)).toBe(true);
  expect(got(session).length).toBeGreaterThan(0);
  expect((await page.context().cookies()).map((c) => c.name)).toContain('ms_token_demo.0');
  // A next page view, in a tab of its own (this one goes on to the after-login page): the cookie's session, restored
  // by the same chunk.
  const next = await page.context().newPage();
  const asked: string[] = [];
  next.on('request', (request) => asked.push(request.url()));
  await next.goto(`${world.siteUrl}/pricing`);
  await new Widget(next).ready();
  expect(await loggedIn(next)).toBe(true);
  expect(asked.filter((url) => url.endsWith(`/widget/${session}`))).toHaveLength(1);
});

// A member whose session's chunk cannot come (blocked, offline, or never answered) is not refused as a visitor: the
// protected page stays hidden under the network error, and its Retry restores the session once the chunk loads.
for (const how of ['fails', 'never answers'] as const) {
  test(`a member on a protected page whose session's chunk ${how}: hidden under 'Network error.' with a Retry, the cookie kept`, async ({
    page,
    world,
  }) => {
    const chunk = `/widget/${await sessionChunk()}`;
    await startSession(page, world, 'free@demo.test');
    if (how === 'fails') await fault(world, { method: 'GET', path: chunk, status: 404, body: {} });
    else {
      await fault(world, { method: 'GET', path: chunk, stall: 'silent', times: 1 });
      await page.clock.install();
    }
    const shown = new PageStatus(page);
    await page.goto(`${world.siteUrl}/members-only`);
    // The restore waits for the chunk as long as for IndexedDB (PERSIST_TIMEOUT_MS), then goes on without it.
    if (how === 'never answers') await page.clock.runFor(PERSIST_TIMEOUT_MS);
    await expect(shown.error).toContainText('Network error.');
    expect(await shown.secretShown()).toBe(false);
    await expect(new Widget(page).dialog).toHaveCount(0); // not the visitor's invitation to sign up or log in
    expect((await page.context().cookies()).map((c) => c.name)).toContain('ms_token_demo.0');
    await hook(world, 'faults', undefined, 'DELETE');
    await shown.retry.click();
    await expect.poll(() => shown.secretShown()).toBe(true);
    expect(await loggedIn(page)).toBe(true);
  });
}

test("that network error lasts until someone signs in: a login in another tab opens the page, its logout leaves a visitor's refusal", async ({
  page,
  world,
  context,
}) => {
  const chunk = `/widget/${await sessionChunk()}`;
  await fault(world, { method: 'GET', path: chunk, status: 404, body: {} });
  const other = await context.newPage();
  await openTask(other, world, '/member/account');
  await startSession(page, world, 'free@demo.test');
  const shown = new PageStatus(page);
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(shown.error).toContainText('Network error.');
  await hook(world, 'faults', undefined, 'DELETE');
  // The other tab (opened before the cookie, logged out) logs in: this tab takes that session.
  const otherWidget = new Widget(other);
  await otherWidget.dialog.getByLabel('Email').fill('free@demo.test');
  await otherWidget.dialog.getByLabel('Password').fill('password123');
  await otherWidget.dialog.getByRole('button', { name: 'Log into your account' }).click();
  await expect.poll(() => shown.secretShown()).toBe(true);
  await expect(shown.error).toHaveCount(0);
  // Its logout: this tab is a visitor's, refused as one, not the network error again.
  await expect(otherWidget.dialog.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await otherWidget.dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect(shown.error).toHaveCount(0);
  expect(await shown.secretShown()).toBe(false);
});

// Issue 38: the member button is drawn in plain DOM (src/shell/); Preact comes only with the intent to open.
test('a page view with the member button downloads no interface (Preact): hovering the button brings it', async ({ page, world }) => {
  const ui = await interfaceChunk();
  const { got, widget } = await pageView(page, world.siteUrl);
  await widget.ready();
  // Everything the page view asks for after ready (the after-ready chunk, the shell, the button's placement and font) is in.
  await page.waitForLoadState('networkidle');
  expect(got(ui)).toEqual([]);
  const request = page.waitForRequest((r) => r.url().endsWith(`/widget/${ui}`));
  await widget.memberButton.hover();
  await request;
  await expect(widget.dialog).toHaveCount(0);
  await widget.memberButton.click();
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  expect(got(ui)).toHaveLength(1);
});

test("a visitor's plan link loads the joining screens and their words, none of the account's or billing's, nor every text", async ({
  page,
  world,
}) => {
  const [join, screens, texts] = [await joinChunk(), await screensChunk(), await textsChunk()];
  const { got } = await pageView(page, world.siteUrl);
  // A visitor's plan link: the registration first (a screen of joining).
  await page.goto(`${world.siteUrl}/?msopen=/member/plans/sub01`);
  const dialog = new Widget(page).dialog;
  await expect(dialog).toHaveAttribute('data-screen', 'registerUser');
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(dialog.getByLabel('Confirm email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(got(join).length).toBeGreaterThan(0);
  expect(got(screens)).toEqual([]);
  expect(got(texts)).toEqual([]);
});

test("a visitor on a protected page downloads the access screens and their words, none of the account's, billing's or joining's, nor every text", async ({
  page,
  world,
}) => {
  const [access, screens, join, texts] = [await accessChunk(), await screensChunk(), await joinChunk(), await textsChunk()];
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const got = (chunk: string) => fetched.filter((url) => url.endsWith(`/widget/${chunk}`));
  const dialog = new Widget(page).dialog;
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  await expect(dialog.getByRole('heading', { name: 'Sorry, you need to log in or sign up to access this content.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Leave this page' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(got(access)).toHaveLength(1);
  expect(got(screens)).toEqual([]);
  expect(got(join)).toEqual([]);
  expect(got(texts)).toEqual([]);
  // Its 'Sign up' leads on to joining, whose screens load then.
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog).toHaveAttribute('data-screen', 'registerUser');
  await expect(dialog.getByLabel('Confirm email')).toBeVisible();
  expect(got(join)).toHaveLength(1);
  expect(got(screens)).toEqual([]);
});

// ui/flowFiles.ts: the browser would find a flow's shared chunks only once the flow's own had arrived, a round trip later.
test("a refused page asks for the access screens' other files beside their own chunk, not once it has arrived", async ({ page, world }) => {
  const [access, ui] = [await accessChunk(), await interfaceChunk()];
  const loaded = await staticImportsOf(ui);
  const others = [...(await staticImportsOf(access))].filter((name) => name !== ui && !loaded.has(name));
  expect(others.length).toBeGreaterThan(3);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url().split('/widget/')[1] ?? ''));
  // The access screens' own chunk is held until the test lets it go: what the page asks for meanwhile, it asks beside it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/widget/${access}`, async (route) => {
    await held;
    await route.continue();
  });
  const dialog = new Widget(page).dialog;
  await page.goto(`${world.siteUrl}/members-only`);
  await expect.poll(() => fetched.includes(access)).toBe(true);
  await expect.poll(() => others.filter((name) => !fetched.includes(name))).toEqual([]);
  release();
  await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  // Each once: a preloaded file is the very module the chunk imports, not a second download.
  expect(others.filter((name) => fetched.filter((f) => f === name).length !== 1)).toEqual([]);
});

test("a refused page whose dialog chunk comes last: 'Leave this page' keeps the access screen's quiet style over the link's", async ({
  page,
  world,
}) => {
  // The access rules (.access-leave: the small, muted size) override the dialog's link rule (.link: font and colour
  // inherited) at the same specificity, so they must follow it in the sheet, whichever chunk ran first.
  await fault(world, { method: 'GET', path: `/widget/${await dialogChunk()}`, delayMs: 800, times: 1 });
  await page.goto(`${world.siteUrl}/members-only`);
  const dialog = new Widget(page).dialog;
  const leave = dialog.getByRole('button', { name: 'Leave this page' });
  await expect(leave).toBeVisible();
  const size = (locator: typeof leave) => locator.evaluate((el) => getComputedStyle(el).fontSize);
  expect(await size(leave)).not.toBe(await size(dialog.getByRole('heading')));
  expect(await size(leave)).toBe(await dialog.evaluate((el) => getComputedStyle(el).getPropertyValue('--ms-text-sm').trim()));
});

test("a member's paid plan link: the checkout and the card field in their words, without every text", async ({ page, world }) => {
  const [texts, payments] = [await textsChunk(), await chunkWith('Loading the card provider')];
  await startSession(page, world, 'free@demo.test');
  const { got } = await pageView(page, world.siteUrl);
  await page.goto(`${world.siteUrl}/?msopen=/member/plans/sub01`);
  const dialog = new Widget(page).dialog;
  await expect(dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(dialog.getByText('Due today')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Card details' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start your free trial' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(got(payments).length).toBeGreaterThan(0);
  expect(got(texts)).toEqual([]);
});

test("a visitor's page view downloads no tracking code (visitors get none); a member's does, and a conversion loads it", async ({ page, world }) => {
  // The demo site has a tracking snippet and a conversion code (fixtures/api/seed.ts).
  const tracking = await chunkWith('code could not run');
  const { got } = await pageView(page, world.siteUrl);
  await page.waitForLoadState('networkidle');
  expect(got(tracking)).toEqual([]);
  // A conversion brings the code's module, and the code runs once.
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('MemberSpace.conversion', { detail: { member: { id: 9, firstName: 'Ann' } } })));
  await expect.poll(() => page.evaluate(() => (window as any).__fxConversions)).toBe(1);
  expect(got(tracking)).toHaveLength(1);
  // A member's page view: the snippet runs.
  await startSession(page, world, 'paid@demo.test');
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as any).__fxTracking)).toBe(1);
});

test('hovering the member button starts the sign-in screens before the click', async ({ page, world }) => {
  const chunk = await signInChunk();
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  const request = page.waitForRequest((r) => r.url().endsWith(`/widget/${chunk}`));
  await widget.memberButton.hover();
  await request;
  await expect(widget.dialog).toHaveCount(0);
});

test('a screens chunk that fails to load: the error boundary says so, and its retry loads it', async ({ page, world }) => {
  const chunk = await signInChunk();
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, status: 503, times: 1 });
  const widget = new Widget(page);
  const refused = page.waitForResponse((r) => r.url().endsWith(`/widget/${chunk}`) && r.status() === 503);
  const served = page.waitForResponse((r) => r.url().endsWith(`/widget/${chunk}`) && r.status() === 200);
  await page.goto(`${world.siteUrl}/`);
  await widget.memberButton.click();
  await refused;
  await served; // loaded again by the boundary's retry, not by another click
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
});

test('a page view downloads neither the dialog nor every text; hovering the member button starts the dialog, a sign-in click no other text', async ({
  page,
  world,
}) => {
  const [dialog, texts] = [await dialogChunk(), await textsChunk()];
  const { got, widget } = await pageView(page, world.siteUrl);
  await page.waitForLoadState('networkidle'); // whatever the page view loads after ready has come
  expect(got(dialog)).toEqual([]);
  expect(got(texts)).toEqual([]);
  const request = page.waitForRequest((r) => r.url().endsWith(`/widget/${dialog}`));
  await widget.memberButton.hover();
  await request;
  await widget.memberButton.click();
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  await expect(widget.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(got(dialog)).toHaveLength(1);
  expect(got(texts)).toEqual([]);
  // Another flow's screen brings its words with it.
  await widget.dialog.getByRole('button', { name: 'Forgot password?', exact: true }).click();
  await expect(widget.dialog.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(got(texts)).toHaveLength(1);
});

// A site not in English loads its translation at ready on every page view (state/translations.ts), ahead of any
// click: that module reads the file by the shape of its keys (core/texts/translation.ts), not against every English
// text, so the page view downloads no more English than an English site's.
test("a first-time visitor on a French site's page view fetches the translation, not every text nor joining's; the dialog opens in French", async ({
  page,
  world,
}) => {
  const [texts, joinTexts, dialog] = [await textsChunk(), await joinTextsChunk(), await dialogChunk()];
  await patchConfig(world, { locale: 'fr' });
  const translated = page.waitForResponse((r) => r.url().endsWith('/translations/fr.json') && r.ok());
  const { got, widget } = await pageView(page, world.siteUrl);
  await translated;
  await expect(widget.memberButton).toHaveText(/^Se connecter/); // the translation is in use on the page view
  await page.waitForLoadState('networkidle'); // whatever the page view loads after ready has come
  expect(got(dialog)).toEqual([]);
  expect(got(texts)).toEqual([]);
  expect(got(joinTexts)).toEqual([]);
  await widget.memberButton.click();
  await expect(widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' })).toBeVisible();
  await expect(widget.dialog.getByLabel('Mot de passe')).toBeVisible();
  await expect(widget.dialog.getByText('Log into your account')).toHaveCount(0);
  expect(got(texts)).toEqual([]);
  expect(got(joinTexts)).toEqual([]);
});

test("the custom styling's translator loads only for a site that has some styling", async ({ page, browser, world }) => {
  const chunk = await stylingChunk();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const got = () => fetched.filter((url) => url.endsWith(`/widget/${chunk}`));
  const widget = new Widget(page);
  await patchConfig(world, { customStyling: {} });
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(got()).toEqual([]);
  await patchConfig(world, { customStyling: { memberButton: { backgroundColor: '#123456' } } });
  // A first visit to a site with styling, the translator arriving late: the button waits for it, never shown in our
  // colours first.
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, delayMs: 1500 });
  const context = await browser.newContext();
  const styled = await context.newPage();
  const loaded = styled.waitForResponse((r) => r.url().endsWith(`/widget/${chunk}`));
  await styled.goto(`${world.siteUrl}/`);
  const button = new Widget(styled).memberButton;
  await expect(button).toBeVisible();
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(18, 52, 86)');
  await loaded;
  await context.close();
});

test("a page view fetches the member button's bold face only; the intent to open the dialog brings the others", async ({ page, world }) => {
  const faces: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) faces.push(new URL(request.url()).pathname.replace(/^.*\//, ''));
  });
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.host).toHaveAttribute('data-font', 'loaded');
  await page.waitForLoadState('networkidle');
  expect(faces).toEqual(['lato-latin-700-normal.woff2']);
  const regular = page.waitForRequest((r) => r.url().endsWith('/lato-latin-400-normal.woff2'));
  await widget.memberButton.hover();
  await regular;
});

test("a dialog's chunk that fails to load is asked again: the click still opens the dialog", async ({ page, world }) => {
  const chunk = await dialogChunk();
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, status: 503, times: 1 });
  const widget = new Widget(page);
  const answers: number[] = [];
  page.on('response', (response) => response.url().endsWith(`/widget/${chunk}`) && answers.push(response.status()));
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  // The hover (the intent) or the open asks first and gets the 503; whichever asks next gets the chunk.
  await widget.memberButton.click();
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  expect(answers).toEqual([503, 200]);
});

test('a protected page whose dialog chunk drops once: the refusal still comes, the visitor stays on the page', async ({ page, world }) => {
  const chunk = await dialogChunk();
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, status: 503, times: 1 });
  await page.goto(`${world.siteUrl}/members-only`);
  await expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied');
  expect(new URL(page.url()).pathname).toBe('/members-only');
});

test("the markers' chunk that drops once is asked again: a visitor's marker shows", async ({ page, world }) => {
  const chunk = await chunkWith('Deciding visibility markers failed');
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, status: 503, times: 1 });
  const asked: string[] = [];
  page.on('request', (request) => request.url().endsWith(`/widget/${chunk}`) && asked.push(request.url()));
  await page.goto(`${world.siteUrl}/content-embeds`);
  await expect(page.locator('[data-fixture-marker="hide-auth"]')).toBeVisible();
  expect(asked).toHaveLength(2);
});

test("a styling translator that never comes holds the member button at most as long as the font's hold", async ({ page, world }) => {
  const chunk = await stylingChunk();
  await patchConfig(world, { customStyling: { memberButton: { backgroundColor: '#123456' } } });
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, stall: 'silent' });
  await page.clock.install();
  await page.goto(`${world.siteUrl}/`);
  const widget = new Widget(page);
  await widget.ready();
  await expect(page.locator('memberspace-widget')).toHaveAttribute('data-styling', 'loading');
  await expect(widget.memberButton).toBeHidden();
  await page.clock.runFor(FONT_TIMEOUT_MS);
  await expect(widget.memberButton).toBeVisible();
});
