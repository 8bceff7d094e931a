import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { startFixtureServer } from '../../fixtures/server';
import { startDevServer } from './devServer';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { test as base, expect, Widget } from './fixtures';
import ar from '../../extension/i18n/ar.json' with { type: 'json' };
import en from '../../extension/i18n/en.json' with { type: 'json' };
import { fault, hook, logIn, memberInfo, widgetFiles } from './helpers';

/**
 * The browser extension (issue 9) as built by `npm run build:extension` (npm test builds it before Playwright),
 * loaded into Chromium the only way it runs: a persistent context with the extension flags (../shared/GUIDE.md).
 * Its popup opens as a page (`popup.html?tab=<id>`) acting on the fixture site's tab.
 */
const EXTENSION_DIR = resolve(process.env.MS_EXT_OUTDIR || 'dist-extension', 'chrome-mv3');

const ATTACKER_HOST = 'attacker.test';

interface Extension {
  context: BrowserContext;
  worker: Worker;
  id: string;
}

/**
 * A browser with the extension loaded, in `language` when given: Playwright's locale sets the language pages see
 * (navigator.language, chrome.i18n.getUILanguage()), --lang and LANGUAGE the one the browser itself reads the
 * extension's _locales/ in (its name and description).
 */
async function launchExtension(language?: string): Promise<Extension & { close(): Promise<void> }> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`${EXTENSION_DIR} is missing: run npm run build:extension`);
  const profile = await mkdtemp(join(tmpdir(), 'ms-extension-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    // Playwright passes --disable-extensions by default: without this the extension silently does not load.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      ...(language ? [`--lang=${language}`] : []),
      // A host of no site (another server on this machine): where a page claiming the demo site's widget lives.
      `--host-resolver-rules=MAP ${ATTACKER_HOST} 127.0.0.1`,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
    ...(language ? { locale: language, env: { ...process.env, LANGUAGE: language } } : {}),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  return { context, worker, id: new URL(worker.url()).host, close };
}

const test = base.extend<{ ext: Extension }, { extension: Extension }>({
  extension: [
    async ({}, use) => {
      const extension = await launchExtension();
      await use(extension);
      await extension.close();
    },
    { scope: 'worker' },
  ],
  ext: async ({ extension }, use) => {
    await use(extension);
    for (const page of extension.context.pages()) await page.close(); // each test starts with no tabs of its own
  },
});

/** Opens `url` in a tab of the extension's browser and returns the page with its tab id. */
async function openTab(ext: Extension, url: string, prepare?: (page: Page) => Promise<unknown>): Promise<{ page: Page; tabId: number }> {
  // The new tab's id is the one that was not there before (a browser page's URL is not readable by the extension).
  const tabIds = () => ext.worker.evaluate(async () => ((await (globalThis as any).chrome.tabs.query({})) as { id: number }[]).map((t) => t.id));
  const before = await tabIds();
  const page = await ext.context.newPage();
  await prepare?.(page);
  await page.goto(url);
  const added = (await tabIds()).filter((id) => !before.includes(id));
  expect(added, `the tab of ${url}`).toHaveLength(1);
  return { page, tabId: added[0]! };
}

/** The popup, opened as a page acting on `tabId`. */
async function openPopup(ext: Extension, tabId: number, heading = 'MemberSpace widget'): Promise<Page> {
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.id}/popup.html?tab=${tabId}`);
  await expect(popup.getByRole('heading', { name: heading })).toBeVisible();
  return popup;
}

async function previewIn(popup: Page, options: { subdomain: string; env: string; origin?: string }): Promise<void> {
  await popup.getByLabel('Site (subdomain)').fill(options.subdomain);
  await popup.getByLabel('Environment').selectOption(options.env);
  if (options.origin !== undefined) await popup.getByLabel('Fixture server origin').fill(options.origin);
  await popup.getByRole('button', { name: 'Preview the widget on this page' }).click();
}

const loaderTags = (page: Page) => page.locator('script[src*="/widget.js"]');

/** How long the popup itself waits for an injected widget to report ready (INJECT_TIMEOUT_MS in Popup.tsx). */
const INJECTED = { timeout: 15_000 };

test.describe('browser extension', () => {
  test('carries no copy of the widget: the popup and the background hold none of its code', async () => {
    const files: string[] = [];
    const walk = async (dir: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(join(dir, entry.name));
        else if (entry.name.endsWith('.js')) files.push(join(dir, entry.name));
      }
    };
    await walk(EXTENSION_DIR);
    expect(files.length).toBeGreaterThan(0);
    // The loader's User Timing mark and the boot's ready mark are in every build of the widget.
    for (const file of files) expect(await readFile(file, 'utf8'), file).not.toMatch(/memberspace:loader|memberspace:ready/);
  });

  test('on a page without the widget, the popup injects the embed build and the member button appears', async ({ ext, world }) => {
    const site = await openTab(ext, `${world.siteUrl}/no-widget/`);
    expect(await site.page.evaluate(() => 'MemberSpace' in window)).toBe(false);
    const popup = await openPopup(ext, site.tabId);
    await expect(popup.getByRole('button', { name: 'Open diagnostics' })).toHaveCount(0);

    await previewIn(popup, { subdomain: 'demo', env: 'fixture', origin: world.cdnUrl });
    await expect(popup.getByRole('status')).toHaveText('Widget injected and ready (subdomain demo, env fixture).', INJECTED);
    await expect(popup.getByRole('alert')).toHaveText('');
    // Attached from now on: the popup offers the actions on the instance it injected, and focuses them.
    await expect(popup.getByText('Widget found on this page (subdomain demo, env fixture).')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Open diagnostics' })).toBeFocused();

    const widget = new Widget(site.page);
    await expect(widget.memberButton).toBeVisible();
    await expect(widget.memberButton).toHaveText(/Sign in/);
    // The same loader a site owner pastes, from the environment's server, once.
    await expect(loaderTags(site.page)).toHaveCount(1);
    expect(await loaderTags(site.page).getAttribute('src')).toBe(`${world.cdnUrl}/widget/widget.js`);
    expect(await loaderTags(site.page).evaluate((s: HTMLScriptElement) => ({ ...s.dataset }))).toEqual({
      subdomain: 'demo',
      env: 'fixture',
      msExtension: '',
    });
    expect(await site.page.evaluate(() => (window as any).MemberSpace.ready)).toBe(true);

    // The injected instance works like an installed one: its member links open the widget.
    await site.page.locator('[data-fixture-link="sign-in"]').click();
    await expect(widget.dialog).toBeVisible();
    await expect(site.page).toHaveURL(`${world.siteUrl}/no-widget/`);

    // The choice is remembered for the next time the popup opens (chrome.storage).
    const other = await openTab(ext, `${world.siteUrl}/no-widget/?again`);
    const again = await openPopup(ext, other.tabId);
    await expect(again.getByLabel('Site (subdomain)')).toHaveValue('demo');
    await expect(again.getByLabel('Environment')).toHaveValue('fixture');
    await expect(again.getByLabel('Fixture server origin')).toHaveValue(world.cdnUrl);
  });

  test('on a page that has the widget, the popup attaches and opens diagnostics on that instance', async ({ ext, world }) => {
    const site = await openTab(ext, `${world.siteUrl}/`);
    const widget = new Widget(site.page);
    await widget.ready();
    const popup = await openPopup(ext, site.tabId);
    await expect(popup.getByText('Widget found on this page (subdomain demo, env fixture).')).toBeVisible();
    // Nothing to inject: no preview form on a page that has the widget.
    await expect(popup.getByRole('button', { name: 'Preview the widget on this page' })).toHaveCount(0);

    await popup.getByRole('button', { name: 'Open diagnostics' }).click();
    await expect(popup.getByRole('status')).toHaveText('Diagnostics are open on the page.');
    await expect(widget.host.locator('[data-screen="diag"]')).toBeVisible();
    // The page's own instance: still one loader and one widget, and the page did not navigate.
    await expect(loaderTags(site.page)).toHaveCount(1);
    await expect(widget.host).toHaveCount(1);
    await expect(site.page).toHaveURL(`${world.siteUrl}/`);
    // No link of ours is left in the page.
    await expect(site.page.locator('[data-ms-extension]')).toHaveCount(0);

    // The next action replaces that status: it never stays beside a new outcome.
    await forgetOwner(ext);
    await popup.getByRole('form', { name: 'Preview as' }).getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(popup.getByRole('alert')).toHaveText("Enter the owner's e-mail and password.");
    await expect(popup.getByRole('status')).toHaveText('');
    await popup.getByRole('button', { name: 'Open diagnostics' }).click();
    await expect(popup.getByRole('status')).toHaveText('Diagnostics are open on the page.');
    await expect(popup.getByRole('alert')).toHaveText('');
  });

  test("diagnostics opened by the popup show the page's instance's own logs", async ({ ext, world }) => {
    // /legacy-ready's old v1 callback array makes its widget log a DEPRECATION warning at boot, before we attach.
    const site = await openTab(ext, `${world.siteUrl}/legacy-ready`);
    const widget = new Widget(site.page);
    await widget.ready();
    const popup = await openPopup(ext, site.tabId);
    await popup.getByRole('button', { name: 'Open diagnostics' }).click();
    await expect(popup.getByRole('status')).toHaveText('Diagnostics are open on the page.');
    await widget.dialog.getByRole('tab', { name: 'Logs', exact: true }).click();
    await expect(widget.dialog.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'WARN DEPRECATION' })).toHaveCount(1);
    await expect(widget.host).toHaveCount(1);
  });

  test("under /hostile/'s nonce policy (which allows the widget's CDN) the popup attaches and diagnostics open", async ({ ext, world }) => {
    const site = await openTab(ext, `${world.siteUrl}/hostile/`);
    const widget = new Widget(site.page);
    await widget.ready();
    const popup = await openPopup(ext, site.tabId);
    await expect(popup.getByText('Widget found on this page (subdomain demo, env fixture).')).toBeVisible();
    await popup.getByRole('button', { name: 'Open diagnostics' }).click();
    await expect(popup.getByRole('status')).toHaveText('Diagnostics are open on the page.');
    await expect(widget.host.locator('[data-screen="diag"]')).toHaveCount(1);
  });

  test("injection works under /hostile/'s nonce policy, which lists the CDN (the page's nonce is never borrowed)", async ({ ext, world }) => {
    // The page's own loader fails once (as behind a filter), so the page has the tag but no widget.
    const { page: sitePage, tabId } = await openTab(ext, `${world.siteUrl}/hostile/`, (page) =>
      page.route('**/widget/widget.js', (route) => route.abort(), { times: 1 }),
    );
    await expect.poll(() => sitePage.evaluate(() => !!(window as any).MemberSpace?.__loader)).toBe(false);

    const popup = await openPopup(ext, tabId);
    await expect(popup.getByText(`This page has the widget's script tag (${world.cdnUrl}/widget/widget.js), but it has not run`)).toBeVisible();
    await previewIn(popup, { subdomain: 'demo', env: 'fixture', origin: world.cdnUrl });
    // The injected tag has no nonce, so the loader's cloak stylesheet (which takes the tag's nonce) is refused by
    // the nonce-only style-src: the popup says so rather than hiding it.
    await expect(popup.getByRole('status')).toHaveText(
      "Widget injected and ready (subdomain demo, env fixture). While the widget started, the page's Content-Security-Policy blocked: style-src-elem inline.",
      INJECTED,
    );
    await expect(new Widget(sitePage).memberButton).toHaveCount(1);
    const injected = sitePage.locator('script[data-ms-extension]');
    await expect(injected).toHaveCount(1);
    expect(await injected.evaluate((s: HTMLScriptElement) => s.nonce)).toBe('');
  });

  test("a policy that blocks the widget's script gets the reason, and the page is left as it was", async ({ ext, world }) => {
    const site = await openTab(ext, `${world.siteUrl}/csp-strict/`);
    const popup = await openPopup(ext, site.tabId);
    await previewIn(popup, { subdomain: 'demo', env: 'fixture', origin: world.cdnUrl });
    await expect(popup.getByRole('alert')).toHaveText(
      `The page's Content-Security-Policy blocked the widget's script (script-src-elem: ${world.cdnUrl}/widget/widget.js). ` +
        `To install the widget on this site, its policy must allow ${world.cdnUrl} in script-src.`,
    );
    await expect(popup.getByText('The widget cannot be previewed on this page.')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Preview the widget on this page' })).toHaveCount(0);
    expect(await site.page.evaluate(() => ({ ms: 'MemberSpace' in window, own: (window as any).__fxStrictPageScriptRan }))).toEqual({
      ms: false,
      own: true,
    });
    await expect(site.page.locator('memberspace-widget')).toHaveCount(0);
  });

  test('a loader that cannot be downloaded gets the reason, and the form stays for another try', async ({ ext, world }) => {
    const site = await openTab(ext, `${world.siteUrl}/no-widget/`);
    const popup = await openPopup(ext, site.tabId);
    // Port 9 (discard) on the loopback: nothing listens there.
    await previewIn(popup, { subdomain: 'demo', env: 'fixture', origin: 'http://127.0.0.1:9' });
    await expect(popup.getByRole('alert')).toHaveText(
      "The widget's script could not be downloaded from http://127.0.0.1:9/widget/widget.js. Check the environment and that its server is reachable.",
    );
    await expect(popup.getByRole('button', { name: 'Preview the widget on this page' })).toBeEnabled();
  });

  test('the toolbar button and the extension pages show its icon, at every size the manifest lists', async ({ ext }) => {
    const manifest = await ext.worker.evaluate(() => (globalThis as any).chrome.runtime.getManifest());
    const sizes = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };
    expect(manifest.icons).toEqual(sizes);
    expect(manifest.action.default_icon).toEqual(sizes);
    const page = await ext.context.newPage();
    for (const [size, path] of Object.entries(sizes)) {
      await page.goto(`chrome-extension://${ext.id}/${path}`);
      expect(await page.evaluate(() => [document.images[0]?.naturalWidth, document.images[0]?.naturalHeight]), path).toEqual([
        Number(size),
        Number(size),
      ]);
    }
  });

  test('a browser page, where the browser refuses scripts, gets the reason', async ({ ext }) => {
    const site = await openTab(ext, 'chrome://version/');
    const popup = await openPopup(ext, site.tabId);
    await expect(popup.getByRole('alert')).toHaveText(
      'This is a browser page (chrome://…). Browsers do not let extensions run scripts on their own pages, so the widget cannot run here.',
    );
    await expect(popup.getByText('The widget cannot be previewed on this page.')).toBeVisible();
    await expect(popup.getByRole('button')).toHaveCount(0);
  });

  test('an invalid subdomain or fixture origin is refused in the popup, with focus on the field', async ({ ext, world }) => {
    const site = await openTab(ext, `${world.siteUrl}/no-widget/`);
    const popup = await openPopup(ext, site.tabId);
    await previewIn(popup, { subdomain: 'not a site!', env: 'production' });
    await expect(popup.getByRole('alert')).toHaveText('Enter the site\'s subdomain: letters, digits and hyphens (e.g. "demo").');
    await expect(popup.getByLabel('Site (subdomain)')).toBeFocused();
    await previewIn(popup, { subdomain: 'demo', env: 'fixture', origin: `${world.cdnUrl}/widget/` });
    await expect(popup.getByRole('alert')).toHaveText("Enter the fixture server's origin, e.g. http://127.0.0.1:4174 (no path).");
    await expect(popup.getByLabel('Fixture server origin')).toBeFocused();
    expect(await site.page.evaluate(() => 'MemberSpace' in window)).toBe(false);
  });
});

test.describe("browser extension: the browser's language", () => {
  test("in an Arabic browser the popup, its reasons and the extension's name are in Arabic, right to left", async ({ world }) => {
    const ext = await launchExtension('ar');
    try {
      const site = await openTab(ext, `${world.siteUrl}/no-widget/`);
      const popup = await openPopup(ext, site.tabId, ar.title);
      await expect(popup.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(ar.title).not.toBe(en.title);
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
      // A reason from the pure logic, in Arabic, its placeholder filled; the alert's rule on the reading side.
      await popup.getByLabel(ar.subdomainLabel).fill('not a site!');
      await popup.getByRole('button', { name: ar.preview }).click();
      const alert = popup.getByRole('alert');
      await expect(alert).toHaveText(ar.reasonInvalidSubdomain);
      expect(await alert.evaluate((el) => [getComputedStyle(el).borderRightWidth, getComputedStyle(el).borderLeftWidth])).toEqual(['3px', '0px']);
      await expect(popup.getByLabel(ar.subdomainLabel)).toBeFocused();
      // The browser reads the manifest's name from _locales/ar (made from the same file).
      expect(await ext.worker.evaluate(() => (globalThis as any).chrome.i18n.getMessage('name'))).toBe(ar.manifestName);
    } finally {
      await ext.close();
    }
  });
});

/**
 * Preview as an audience (docs/architecture.md, "Previewing as an audience"): the owner signs in once in the popup,
 * picks an audience, and the page reloads showing what that audience sees, for one page view.
 */
type Seen = 'page' | 'contentAccessDenied' | 'signupToPlan' | 'noPublicPlanForContent';
const S: Seen = 'page',
  D: Seen = 'contentAccessDenied',
  U: Seen = 'signupToPlan',
  N: Seen = 'noPublicPlanForContent';
const AREAS = ['/members-only', '/free-area', '/paid-area', '/studio-only', '/vip'] as const;
const MARKERS = [
  'show-auth',
  'show-free',
  'show-paid',
  'show-free-paid',
  'show-plan-public',
  'show-plan-numeric',
  'show-plan-list',
  'show-auth-upper',
  'hide-auth',
  'hide-plan',
  'invalid-both',
  'invalid-empty',
] as const;

interface Audience {
  name: string;
  option: string;
  /** A plan, picked in the popup's list of every plan of the site by its option (a private one marked so). */
  planOption?: string;
  /** The plan's name, as the popup's line and the notice name it. */
  planName?: string;
  notice: string;
  /** What each of AREAS shows: the page, or the screen protection opens instead. */
  areas: readonly Seen[];
  /** The /content-embeds visibility markers shown (fixtures/site/README.md); every other one stays hidden. */
  markers: readonly (typeof MARKERS)[number][];
}

/**
 * free: the site's first free plan (free01); paid: its first paid plan (onetime01, plan id 1002, in the
 * `(1002, multi01)` marker); a plan: sub01 (the studio's), private01 (the /vip page's private plan).
 */
const AUDIENCES: Audience[] = [
  { name: 'a visitor', option: 'Visitor', notice: 'Preview: visitor', areas: [D, D, D, D, D], markers: ['hide-auth', 'hide-plan'] },
  {
    name: 'a free member',
    option: 'Free member',
    notice: 'Preview: free member of Free Community, joined today',
    areas: [S, S, U, U, N],
    markers: ['show-auth', 'show-free', 'show-free-paid', 'show-auth-upper', 'hide-plan'],
  },
  {
    name: 'a paid member',
    option: 'Paid member',
    notice: 'Preview: paid member of Lifetime Library, joined today',
    areas: [S, U, S, U, N],
    markers: ['show-auth', 'show-paid', 'show-free-paid', 'show-plan-list', 'show-auth-upper', 'hide-plan'],
  },
  {
    name: 'a member of sub01',
    option: 'Member of plan…',
    planOption: 'Studio Monthly',
    planName: 'Studio Monthly',
    notice: 'Preview: member of Studio Monthly, joined today',
    areas: [S, U, S, S, N],
    markers: ['show-auth', 'show-paid', 'show-free-paid', 'show-plan-public', 'show-plan-numeric', 'show-auth-upper'],
  },
  {
    name: 'a member of the private plan private01',
    option: 'Member of plan…',
    planOption: 'VIP Mentorship (private)',
    planName: 'VIP Mentorship',
    notice: 'Preview: member of VIP Mentorship, joined today',
    areas: [S, U, S, U, S],
    markers: ['show-auth', 'show-paid', 'show-free-paid', 'show-auth-upper', 'hide-plan'],
  },
];

/** Whether the page's protected section is painted (as protection.spec.ts checks it). */
const secretPainted = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-fixture-secret]') ?? document.querySelector('main');
    return !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
  });

async function expectSeen(page: Page, path: string, seen: Seen): Promise<void> {
  const widget = new Widget(page);
  if (seen === 'page') {
    await expect.poll(() => secretPainted(page), { message: `${path} is shown` }).toBe(true);
    await expect(widget.dialog, `${path}: no screen`).toHaveCount(0);
  } else {
    await expect(widget.dialog, `${path} opens its screen`).toHaveAttribute('data-screen', seen);
    expect(await secretPainted(page), `${path} stays hidden`).toBe(false);
  }
}

/**
 * The API "Preview as" talks to, as the owner chooses it in the popup (the developer switch, the fixture
 * environment, the fixture server's origin), written where the popup remembers it.
 */
const previewApiIs = (ext: Extension, choice: { env: string; developer: boolean; localOrigin: string } | null) =>
  ext.worker.evaluate(
    (value) =>
      value
        ? (globalThis as any).chrome.storage.local.set({ 'memberspace.previewApi': value })
        : (globalThis as any).chrome.storage.local.remove('memberspace.previewApi'),
    choice,
  );

/** A fresh owner sign-in for each test: the world's reset has revoked the last test's (kept in storage.session). */
const forgetOwner = (ext: Extension) => ext.worker.evaluate(() => (globalThis as any).chrome.storage.session.clear());

/**
 * Fills the "Preview as" form and submits it; resolves once the page reloaded with the preview and is ready. A plan
 * is picked from the owner's list, which is read once the owner is signed in: a first "Preview" signs in.
 */
async function previewAs(
  popup: Page,
  site: Page,
  audience: { option: string; planOption?: string; planName?: string; joinedDaysAgo?: number },
  owner = { email: 'owner@demo.test', password: 'password123' },
) {
  const form = popup.getByRole('form', { name: 'Preview as' });
  const submit = form.getByRole('button', { name: 'Preview', exact: true });
  const email = form.getByLabel("Owner's e-mail");
  await expect(email.or(form.getByText("Signed in as the site's owner"))).toBeVisible();
  await form.getByLabel('Audience').selectOption({ label: audience.option });
  if (await email.count()) {
    await form.getByLabel("Owner's e-mail").fill(owner.email);
    await form.getByLabel("Owner's password").fill(owner.password);
    if (audience.planOption) {
      await submit.click();
      await expect(popup.getByRole('status')).toHaveText('Signed in. Choose the plan, then Preview.');
    }
  }
  if (audience.planOption) await form.getByLabel('Plan', { exact: true }).selectOption({ label: audience.planOption });
  if (audience.joinedDaysAgo !== undefined) await form.getByLabel('Joined … days ago').fill(String(audience.joinedDaysAgo));
  const reloaded = site.waitForEvent('load');
  await submit.click();
  await expect(popup.getByRole('status')).toContainText(`Previewing as ${audience.planName ? `member of plan ${audience.planName}` : ''}`);
  await reloaded;
  await new Widget(site).ready();
}

test.describe('browser extension: preview as an audience', () => {
  test.beforeEach(({ ext, world }) => previewApiIs(ext, { env: 'fixture', developer: true, localOrigin: world.cdnUrl }));

  test("the owner's password goes only to the API chosen in the popup, and a preview only into the site's own pages", async ({ ext, world }) => {
    await forgetOwner(ext);
    // Another server's page claims the demo site's widget, with a loader (and so an API) of its own.
    const attacker = await startFixtureServer(process.env.MS_DIST ? { distDir: process.env.MS_DIST } : {});
    try {
      const attackerPage = `http://${ATTACKER_HOST}:${new URL(attacker.siteUrl).port}`;
      const theirs = [attacker.cdnUrl, attacker.siteUrl, attackerPage];
      const bait = await openTab(ext, `${attackerPage}/`);
      await new Widget(bait.page).ready();
      expect(await bait.page.evaluate(() => (document.querySelector('script[src*="/widget.js"]') as HTMLScriptElement).src)).toContain(
        attacker.cdnUrl,
      );
      const popup = await openPopup(ext, bait.tabId);
      const sent: string[] = [];
      popup.on('request', (request) => sent.push(request.url()));
      const form = popup.getByRole('form', { name: 'Preview as' });
      await form.getByLabel("Owner's e-mail").fill('owner@demo.test');
      await form.getByLabel("Owner's password").fill('password123');
      await form.getByRole('button', { name: 'Preview', exact: true }).click();
      const notSite = `This page (${attackerPage}/) is not one of the pages of site "demo" (https://demo-yoga.test): previews open only on the site's own pages.`;
      await expect(popup.getByRole('alert')).toHaveText(notSite);
      // The site's configuration came from the chosen API; nothing went to the page's, and no sign-in was sent at all.
      expect(sent).toContain(`${world.cdnUrl}/api/v2/sites/demo/configuration`);
      expect(sent.filter((url) => theirs.some((origin) => url.startsWith(origin)))).toEqual([]);
      expect(sent.filter((url) => url.endsWith('/login'))).toEqual([]);
      await expect(form.getByLabel("Owner's password")).toHaveValue('');
      expect(await bait.page.evaluate(() => sessionStorage.getItem('memberspace.preview'))).toBeNull();

      // The password field names where it goes. A store build's choices are production and staging; local APIs
      // (typed by the owner) come with the developer switch.
      const password = form.getByLabel("Owner's password");
      await expect(password).toHaveAccessibleDescription(new RegExp(`^Sent only to ${world.cdnUrl} \\(site "demo"\\)\\.`));
      const developer = form.getByLabel('Developer: APIs on this machine');
      await developer.uncheck();
      await expect(form.getByLabel('Environment').locator('option')).toHaveText(['Production', 'Staging']);
      await expect(password).toHaveAccessibleDescription(/^Sent only to https:\/\/api\.memberspace\.com \(site "demo"\)\./);
      await developer.check();
      await expect(form.getByLabel('Environment').locator('option')).toHaveText(['Production', 'Staging', 'Development', 'Fixture']);
      await form.getByLabel('Environment').selectOption('fixture');
      await form.getByLabel('Fixture server origin').fill(world.cdnUrl);
      await expect(password).toHaveAccessibleDescription(new RegExp(`^Sent only to ${world.cdnUrl} \\(site "demo"\\)\\.`));

      // An owner signed in on the site itself: the kept sign-in gives the bait page no preview either.
      const site = await openTab(ext, `${world.siteUrl}/`);
      await new Widget(site.page).ready();
      await previewAs(await openPopup(ext, site.tabId), site.page, { option: 'Visitor' });
      const again = await openPopup(ext, bait.tabId);
      const sentAgain: string[] = [];
      again.on('request', (request) => sentAgain.push(request.url()));
      const form2 = again.getByRole('form', { name: 'Preview as' });
      await expect(form2.getByText("Signed in as the site's owner (owner@demo.test).")).toBeVisible();
      await form2.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(again.getByRole('alert')).toHaveText(notSite);
      expect(sentAgain.filter((url) => url.endsWith('/preview'))).toEqual([]);
      expect(await bait.page.evaluate(() => sessionStorage.getItem('memberspace.preview'))).toBeNull();
      await expect(new Widget(bait.page).host.locator('.preview-note')).toHaveCount(0);
    } finally {
      await attacker.close();
    }
  });

  for (const audience of AUDIENCES) {
    test(`as ${audience.name}: the protected pages and markers show exactly that audience's content`, async ({ ext, world }) => {
      test.slow(); // a preview per page
      await forgetOwner(ext);
      const site = await openTab(ext, `${world.siteUrl}/members-only`);
      await new Widget(site.page).ready();
      const popup = await openPopup(ext, site.tabId);
      await expect(popup.getByRole('form', { name: 'Preview as' })).toBeVisible();
      for (const [i, path] of AREAS.entries()) {
        if (i > 0) {
          await site.page.goto(`${world.siteUrl}${path}`);
          await new Widget(site.page).ready();
        }
        await previewAs(popup, site.page, audience);
        const widget = new Widget(site.page);
        await expect(widget.host.locator('.preview-note [role="status"]')).toContainText(audience.notice);
        await expectSeen(site.page, path, audience.areas[i]!);
      }
      // Asked once: the owner's sign-in is kept for the popup (storage.session), the password never.
      await expect(popup.getByText("Signed in as the site's owner (owner@demo.test).")).toBeVisible();

      await site.page.goto(`${world.siteUrl}/content-embeds`);
      await new Widget(site.page).ready();
      await previewAs(popup, site.page, audience);
      for (const name of MARKERS) {
        const seen = audience.markers.includes(name);
        const marker = site.page.locator(`[data-fixture-marker="${name}"]`);
        await expect(marker, name).toHaveAttribute('data-ms-visible', String(seen));
        if (seen) await expect(marker, name).toBeVisible();
        else await expect(marker, name).toBeHidden();
      }
      // Nothing of the preview outlives the page view: no token cookie, no entry left in session storage.
      expect((await ext.context.cookies(world.siteUrl)).filter((c) => c.name.startsWith('ms_token_'))).toEqual([]);
      expect(await site.page.evaluate(() => sessionStorage.getItem('memberspace.preview'))).toBeNull();
      // Ending it reloads the page as the browser's real session (here none) sees it.
      await new Widget(site.page).host.getByRole('button', { name: 'End preview' }).click();
      await expect(site.page.locator('[data-fixture-marker="hide-auth"]')).toBeVisible();
      await expect(new Widget(site.page).host.locator('.preview-note')).toHaveCount(0);
    });
  }

  test("a preview is read-only: the page's writes are refused by the server", async ({ ext, world }) => {
    await forgetOwner(ext);
    const site = await openTab(ext, `${world.siteUrl}/host-api`);
    await new Widget(site.page).ready();
    const popup = await openPopup(ext, site.tabId);
    await previewAs(popup, site.page, { option: 'Paid member' });
    expect(await memberInfo(site.page)).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'owner@demo.test' } });
    const error = await site.page.evaluate(() =>
      (window as any).MemberSpace.updateMemberMetadata({ a: 1 }).then(
        () => 'resolved',
        (e: Error) => e.message,
      ),
    );
    expect(error).toBe('This is a preview: it cannot change anything.');
    expect((await hook(world, 'members')).find((m: any) => m.email === 'owner@demo.test').memberships).toEqual([]);
  });

  test("a real member's session survives a visitor preview and comes back on the next page view", async ({ ext, world }) => {
    await forgetOwner(ext);
    const site = await openTab(ext, `${world.siteUrl}/`);
    try {
      await logIn(site.page, world, 'paid@demo.test');
      await site.page.goto(`${world.siteUrl}/members-only`);
      await new Widget(site.page).ready();
      await expectSeen(site.page, '/members-only', S);
      const cookiesBefore = (await ext.context.cookies(world.siteUrl)).filter((c) => c.name.startsWith('ms_token_'));
      expect(cookiesBefore.length).toBeGreaterThan(0);

      const popup = await openPopup(ext, site.tabId);
      await previewAs(popup, site.page, { option: 'Visitor' });
      await expect(new Widget(site.page).host.locator('.preview-note [role="status"]')).toHaveText('Preview: visitor');
      expect((await memberInfo(site.page)).isLoggedIn).toBe(false);
      await expectSeen(site.page, '/members-only', D);
      // Not logged out: the real session's cookie is untouched.
      expect((await ext.context.cookies(world.siteUrl)).filter((c) => c.name.startsWith('ms_token_'))).toEqual(cookiesBefore);

      await site.page.reload();
      await new Widget(site.page).ready();
      expect(await memberInfo(site.page)).toMatchObject({ isLoggedIn: true, memberInfo: { email: 'paid@demo.test' } });
      await expectSeen(site.page, '/members-only', S);
      await expect(new Widget(site.page).host.locator('.preview-note')).toHaveCount(0);
    } finally {
      await ext.context.clearCookies(); // the browser is shared by the file's tests
    }
  });

  test("'Member of plan…' lists every plan of the site once the owner is signed in; a reason and a retry when it cannot be read", async ({
    ext,
    world,
  }) => {
    await forgetOwner(ext);
    const site = await openTab(ext, `${world.siteUrl}/`);
    await new Widget(site.page).ready();
    const popup = await openPopup(ext, site.tabId);
    const form = popup.getByRole('form', { name: 'Preview as' });
    await form.getByLabel('Audience').selectOption({ label: 'Member of plan…' });
    const list = form.getByLabel('Plan', { exact: true });
    // The list is the owner's: before the sign-in there is nothing to choose, and no id to type.
    await expect(list).toBeDisabled();
    await expect(form.getByText("The site's plans are listed once you are signed in as its owner: Preview signs you in.")).toBeVisible();
    await form.getByLabel("Owner's e-mail").fill('owner@demo.test');
    await form.getByLabel("Owner's password").fill('password123');
    await form.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(popup.getByRole('status')).toHaveText('Signed in. Choose the plan, then Preview.');
    // Every plan the seed gives the site, in its order: private, agency and disabled ones marked.
    await expect(list.locator('option')).toHaveText([
      'Free Community',
      'Lifetime Library',
      'Studio Monthly',
      'Teacher Training',
      'VIP Mentorship (private)',
      'Agency Partner (agency)',
      'Basic Monthly',
      'Studio Yearly',
      'Retired Workshop (disabled)',
      'Tokyo Workshop (private)',
      'Spring Workshop (private)',
    ]);
    await expect(list).toHaveValue('free01');
    await expect(popup.getByRole('textbox', { name: /public id/ })).toHaveCount(0);

    // An answer that is not a list of plans (checked like every answer): the reason and a retry, never a typed id.
    await fault(world, { method: 'GET', path: 'sites/demo/preview/plans$', status: 200, body: [{ publicId: 7 }], times: 1 });
    const again = await openPopup(ext, site.tabId);
    const form2 = again.getByRole('form', { name: 'Preview as' });
    await form2.getByLabel('Audience').selectOption({ label: 'Member of plan…' });
    await expect(form2.getByText("The site's plans could not be loaded: the server's answer is not a list of plans.")).toBeVisible();
    await expect(form2.getByLabel('Plan', { exact: true })).toBeDisabled();
    await form2.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(form2.getByRole('button', { name: 'Try again' })).toBeFocused();
    await form2.getByRole('button', { name: 'Try again' }).click();
    await expect(form2.getByLabel('Plan', { exact: true }).locator('option')).toHaveCount(11);
    await expect(form2.getByText("The site's plans could not be loaded", { exact: false })).toHaveCount(0);
  });

  test('as a member who joined N days ago: the drip page waits exactly the days left, then opens', async ({ ext, world }) => {
    test.slow(); // three previews
    await forgetOwner(ext);
    const site = await openTab(ext, `${world.siteUrl}/drip-lesson`);
    await new Widget(site.page).ready();
    const popup = await openPopup(ext, site.tabId);
    const widget = new Widget(site.page);
    const notice = widget.host.locator('.preview-note [role="status"]');
    // /drip-lesson: Studio Monthly (among others), 7 days after joining.
    const studio = { option: 'Member of plan…', planOption: 'Studio Monthly', planName: 'Studio Monthly' };
    await previewAs(popup, site.page, { ...studio, joinedDaysAgo: 0 });
    await expect(notice).toHaveText('Preview: member of Studio Monthly, joined today');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'outsideViewingWindow');
    await expect(widget.dialog).toContainText('Sorry, please wait 7 more day(s) and then you can access this content.');
    expect(await secretPainted(site.page)).toBe(false);

    await previewAs(popup, site.page, { ...studio, joinedDaysAgo: 5 });
    await expect(notice).toHaveText('Preview: member of Studio Monthly, joined 5 days ago');
    await expect(widget.dialog).toContainText('Sorry, please wait 2 more day(s) and then you can access this content.');

    await previewAs(popup, site.page, { ...studio, joinedDaysAgo: 7 });
    await expect(notice).toHaveText('Preview: member of Studio Monthly, joined 7 days ago');
    await expectSeen(site.page, '/drip-lesson', S);
  });

  test('the popup gives the reason: wrong password, not the owner, days that are no whole number, unreachable API', async ({ ext, world }) => {
    await forgetOwner(ext);
    const site = await openTab(ext, `${world.siteUrl}/`);
    await new Widget(site.page).ready();
    const popup = await openPopup(ext, site.tabId);
    const form = popup.getByRole('form', { name: 'Preview as' });
    const submit = form.getByRole('button', { name: 'Preview', exact: true });
    await expect(form.getByLabel("Owner's e-mail")).toBeVisible();

    await submit.click();
    await expect(popup.getByRole('alert')).toHaveText("Enter the owner's e-mail and password.");
    await expect(form.getByLabel("Owner's e-mail")).toBeFocused();

    await form.getByLabel("Owner's e-mail").fill('owner@demo.test');
    await form.getByLabel("Owner's password").fill('wrong-password');
    await submit.click();
    await expect(popup.getByRole('alert')).toHaveText("Wrong e-mail or password: enter the site owner's sign-in.");
    await expect(form.getByLabel("Owner's password")).toHaveValue(''); // never kept

    await form.getByLabel("Owner's e-mail").fill('paid@demo.test');
    await form.getByLabel("Owner's password").fill('password123');
    await submit.click();
    await expect(popup.getByRole('alert')).toHaveText(
      'This account is not the owner of site "demo": only the site\'s owner can preview it as an audience.',
    );
    // The member's sign-in is forgotten: the fields are back for the owner's.
    await expect(form.getByLabel("Owner's e-mail")).toBeVisible();

    // "Joined … days ago" takes a whole number of days: what was typed stays, with the reason and focus on it.
    await form.getByLabel('Audience').selectOption({ label: 'Paid member' });
    await expect(form.getByLabel('Joined … days ago')).toHaveValue('0');
    await form.getByLabel('Joined … days ago').fill('ten');
    await submit.click();
    await expect(popup.getByRole('alert')).toHaveText('Enter the days since joining as a whole number from 0 to 3650.');
    await expect(form.getByLabel('Joined … days ago')).toBeFocused();
    await expect(form.getByLabel('Joined … days ago')).toHaveValue('ten');
    await form.getByLabel('Joined … days ago').fill('3651');
    await submit.click();
    await expect(popup.getByRole('alert')).toHaveText('Enter the days since joining as a whole number from 0 to 3650.');
    await form.getByLabel('Joined … days ago').fill('30');

    await popup.route('**/api/v2/sites/demo/login', (route) => route.abort());
    await form.getByLabel("Owner's e-mail").fill('owner@demo.test');
    await form.getByLabel("Owner's password").fill('password123');
    await submit.click();
    await expect(popup.getByRole('alert')).toHaveText(
      `The API at ${world.cdnUrl}/api/v2 could not be reached. Check the environment and your connection.`,
    );
    // Nothing reached the page.
    expect(await site.page.evaluate(() => sessionStorage.getItem('memberspace.preview'))).toBeNull();
    await expect(new Widget(site.page).host.locator('.preview-note')).toHaveCount(0);
  });
});

test.describe('browser extension: the widget build on this site (the harness)', () => {
  const chunkOrigins = async (page: Page) => [...new Set((await widgetFiles(page)).filter((f) => f.file !== 'widget.js').map((f) => f.origin))];

  /** The sites the harness's page-start script is registered for (none: not registered). */
  const harnessSites = (ext: Extension) =>
    ext.worker.evaluate(async () => {
      const scripts = (await (globalThis as any).chrome.scripting.getRegisteredContentScripts()) as { matches?: string[] }[];
      return scripts.flatMap((s) => s.matches ?? []);
    });

  test('the page-start script runs on no site the owner did not choose a build for, whatever the page stores', async ({ ext, world }) => {
    // Declared for no site in the manifest: it would run in the page's own world on every page the browser opens.
    const manifest = await ext.worker.evaluate(() => (globalThis as any).chrome.runtime.getManifest());
    expect(manifest.content_scripts ?? []).toEqual([]);
    // A browser where no build was chosen for any site (another test of this browser may have chosen one).
    await ext.worker.evaluate(() => (globalThis as any).chrome.scripting.unregisterContentScripts());
    // A page that writes a harness entry itself (any script on it can) gets nothing from it: its own widget runs.
    const site = await openTab(ext, `${world.siteUrl}/`);
    try {
      await new Widget(site.page).ready();
      const entry = { build: 'local', loaderUrl: `${world.cdnUrl}/widget/widget.js`, env: 'fixture', subdomain: 'demo' };
      await site.page.evaluate((value) => localStorage.setItem('memberspace.harness', value), JSON.stringify(entry));
      await site.page.reload();
      await new Widget(site.page).ready();
      await expect(site.page.locator('script[data-ms-harness]')).toHaveCount(0);
      expect(await site.page.evaluate(() => '__memberspaceHarness' in window)).toBe(false);
    } finally {
      await site.page.evaluate(() => localStorage.removeItem('memberspace.harness'));
    }
  });

  test("Local replaces the site's widget on every page load, is remembered for the site, and the site's own comes back", async ({ ext, world }) => {
    // The developer's `npm run dev`, stood in for by a second fixture world on other ports: another origin.
    const local = await startFixtureServer(process.env.MS_DIST ? { distDir: process.env.MS_DIST } : {});
    try {
      const site = await openTab(ext, `${world.siteUrl}/`);
      const widget = new Widget(site.page);
      await widget.ready();
      const ownId = await site.page.evaluate(() => (window as any).MemberSpace.build as string);
      expect(ownId).toMatch(/^[0-9a-f]{10}$/);

      const popup = await openPopup(ext, site.tabId);
      const section = popup.getByRole('form', { name: 'Widget build on this site' });
      await expect(section.locator('[data-running-build]')).toHaveText(`Running here: The site's own (build ${ownId}).`);
      await section.getByLabel('Build', { exact: true }).selectOption('local');
      await section.getByLabel('Local build origin').fill(local.cdnUrl);
      // The API and site default to the page's own.
      await expect(section.getByLabel('API it talks to')).toHaveValue('fixture');
      await expect(section.getByLabel('Subdomain', { exact: true })).toHaveValue('demo');
      await section.getByRole('button', { name: 'Apply and reload' }).click();
      await expect(popup.getByRole('status')).toHaveText(/^Now running: Local \(npm run dev\) \(build [0-9a-f]{10}\)\.$/, INJECTED);
      await expect(popup.getByRole('alert')).toHaveText('');
      // The page-start script is registered for this site only.
      expect(await harnessSites(ext)).toEqual([`${world.siteUrl}/*`]);

      // One widget, the chosen build's: its chunks from the local origin only (the page's own loader booted nothing).
      await expect(widget.host).toHaveCount(1);
      await expect(widget.memberButton).toBeVisible();
      expect(await chunkOrigins(site.page)).toEqual([local.cdnUrl]);
      const localId = await site.page.evaluate(() => (window as any).MemberSpace.build as string);
      expect(await site.page.locator('script[data-ms-harness]').evaluate((s: HTMLScriptElement) => ({ src: s.src, ...s.dataset }))).toEqual({
        src: `${local.cdnUrl}/widget/widget.js`,
        subdomain: 'demo',
        env: 'fixture',
        msExtension: '',
        msHarness: 'local',
        msDev: '',
      });

      // The popup opened again on that tab shows the local build and its id, and the remembered choice.
      const again = await openPopup(ext, site.tabId);
      const remembered = again.getByRole('form', { name: 'Widget build on this site' });
      await expect(remembered.locator('[data-running-build]')).toHaveText(`Running here: Local (npm run dev) (build ${localId}).`);
      await expect(remembered.getByLabel('Build', { exact: true })).toHaveValue('local');
      await expect(remembered.getByLabel('Local build origin')).toHaveValue(local.cdnUrl);

      // Another page load of the site: still the local build.
      await site.page.goto(`${world.siteUrl}/pricing`);
      await widget.ready();
      await expect(widget.host).toHaveCount(1);
      expect(await chunkOrigins(site.page)).toEqual([local.cdnUrl]);

      // The site's own again: the entry goes, the page reloads with its own widget.
      await remembered.getByLabel('Build', { exact: true }).selectOption('own');
      await remembered.getByRole('button', { name: 'Apply and reload' }).click();
      await expect(again.getByRole('status')).toHaveText(`Now running: The site's own (build ${ownId}).`, INJECTED);
      await expect(widget.host).toHaveCount(1);
      await expect(site.page.locator('script[data-ms-harness]')).toHaveCount(0);
      expect(await chunkOrigins(site.page)).toEqual([world.cdnUrl]);
      expect(await harnessSites(ext)).toEqual([]);
    } finally {
      await local.close();
    }
  });

  test("Local is the developer's npm run dev: on a page of another origin it runs the dev build and reloads when a source changes", async ({
    ext,
    world,
  }) => {
    test.setTimeout(120_000); // the dev command's start and two dev builds: a bound, not a wait
    const dev = await startDevServer();
    try {
      const site = await openTab(ext, `${world.siteUrl}/`);
      const widget = new Widget(site.page);
      // A visitor's page: the file's tests share the browser, and a session left by one of them (its cookie, or
      // IndexedDB without it) would show the member's button instead of the label this test edits.
      await ext.context.clearCookies();
      await site.page.evaluate(async () => {
        localStorage.clear();
        for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
      });
      await site.page.reload();
      await expect(widget.memberButton).toHaveText('Sign in / Sign up');
      const popup = await openPopup(ext, site.tabId);
      const section = popup.getByRole('form', { name: 'Widget build on this site' });
      await section.getByLabel('Build', { exact: true }).selectOption('local');
      await section.getByLabel('Local build origin').fill(dev.cdnUrl);
      await section.getByRole('button', { name: 'Apply and reload' }).click();
      await expect(popup.getByRole('status')).toHaveText(/^Now running: Local \(npm run dev\) \(build [0-9a-f]{10}\)\.$/, INJECTED);
      // The dev build on the site's page: one widget, its chunks from the dev server.
      await expect(widget.host).toHaveCount(1);
      expect(await chunkOrigins(site.page)).toEqual([dev.cdnUrl]);
      await expect(widget.memberButton).toHaveText('Sign in / Sign up');

      // A source change: the page reloads by itself (the mark on its window is gone) and shows it.
      await site.page.evaluate(() => Object.assign(window, { devMark: true }));
      await dev.edit('src/core/texts/shellTexts.ts', "signInSignUp: 'Sign in / Sign up',", "signInSignUp: 'Sign in / Join us',");
      await expect(widget.memberButton).toHaveText('Sign in / Join us', { timeout: 45_000 });
      expect(await site.page.evaluate(() => 'devMark' in window)).toBe(false);
      await expect(widget.host).toHaveCount(1);
      expect(await chunkOrigins(site.page)).toEqual([dev.cdnUrl]);
    } catch (error) {
      throw new Error(`${String(error)}\n--- npm run dev printed:\n${dev.output()}`);
    } finally {
      await dev.stop();
    }
  });
});
