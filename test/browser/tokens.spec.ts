import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, Widget } from './fixtures';
import { fillLogin, hook, memberInfo, openTask, requestsTo } from './helpers';

/**
 * Issue 11, security: tokens never in URLs or logs. Through a password login, a token refresh, a payment with
 * the stored card, diagnostics and logout (and, in the second test, a magic-link login), the widget's access and
 * refresh tokens (read from its cookies, the real values) and the magic token after use must not appear in any
 * request URL the browser made or the fixture server saw, in a Referer header, in the page's location, in a
 * console message (every log topic switched on), in the diagnostics screen or its copied report.
 */

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The widget's own tokens, from its cookie chunks (ms_token_demo.N, URI-encoded JSON). */
async function widgetTokens(context: BrowserContext): Promise<Tokens | null> {
  const chunks = (await context.cookies()).filter((c) => c.name.startsWith('ms_token_demo.'));
  if (!chunks.length) return null;
  chunks.sort((a, b) => Number(a.name.split('.').pop()) - Number(b.name.split('.').pop()));
  return JSON.parse(decodeURIComponent(chunks.map((c) => c.value).join('')));
}

/** What the page and the fixture let us observe, collected from the first navigation on. */
class Observer {
  urls: string[] = [];
  referers: string[] = [];
  console: string[] = [];
  locations: string[] = [];
  secrets = new Set<string>();
  constructor(readonly page: Page) {
    page.on('request', (r) => {
      this.urls.push(r.url());
      const referer = r.headers()['referer'];
      if (referer) this.referers.push(referer);
    });
    page.on('console', (m) => this.console.push(m.text()));
    page.on('pageerror', (e) => this.console.push(String(e)));
    page.on('framenavigated', (f) => this.locations.push(f.url()));
  }
  /** A token and its parts long enough to be recognised (a JWT's payload and signature on their own). */
  remember(tokens: Tokens | null): void {
    if (!tokens) return;
    for (const value of [tokens.accessToken, ...tokens.accessToken.split('.').slice(1), tokens.refreshToken])
      if (value.length >= 16) this.secrets.add(value);
  }
  async location(): Promise<void> {
    this.locations.push(this.page.url());
  }
  /** Every place each secret must not be, with where it was found. */
  async leaks(world: import('../../fixtures/server').FixtureServer, more: Record<string, string[]> = {}): Promise<string[]> {
    const served = ((await hook(world, 'requests')) as { path: string }[]).map((r) => r.path);
    const places: Record<string, string[]> = {
      'a browser request URL': this.urls,
      'a fixture request path': served,
      'a Referer header': this.referers,
      'the console': this.console,
      'the location': this.locations,
      ...more,
    };
    const found: string[] = [];
    for (const secret of this.secrets) {
      for (const [where, texts] of Object.entries(places)) {
        // URLs may carry a value percent-encoded.
        if (texts.some((t) => t.includes(secret) || t.includes(encodeURIComponent(secret)))) found.push(`${secret.slice(0, 12)}… in ${where}`);
      }
    }
    return found;
  }
}

/** Every log topic on, so the console shows every line the widget logs (part 1 §8: a page setting). */
async function logEverything(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as any).MemberSpace = { subdomain: 'demo', logging: 'all' };
  });
}

/** Every tab of the diagnostics screen, its text, and the copied report. */
async function diagnosticsTexts(page: Page, world: import('../../fixtures/server').FixtureServer, widget: Widget): Promise<string[]> {
  await openTask(page, world, '/member/diag');
  const texts: string[] = [];
  for (const name of ['General', 'Env', 'Site config', 'User status', 'Refresh data', 'Main history', 'Logs']) {
    await widget.dialog.getByRole('tab', { name, exact: true }).click();
    texts.push(await widget.dialog.getByRole('tabpanel').evaluate((el) => el.textContent ?? ''));
  }
  await widget.dialog.getByRole('button', { name: 'Copy report' }).click();
  await expect(widget.dialog.getByText('Copied', { exact: true })).toBeVisible();
  texts.push(await page.evaluate(() => navigator.clipboard.readText()));
  return texts;
}

test('log-in, refresh, payment, diagnostics and logout: no token in URLs, referers, the location, the console or diagnostics', async ({
  page,
  context,
  world,
  widget,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.siteUrl });
  await logEverything(page);
  const seen = new Observer(page);

  // Password login.
  await openTask(page, world, '/member/sign_in');
  await fillLogin(widget, 'paid@demo.test');
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
  const first = await widgetTokens(context);
  expect(first?.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  seen.remember(first);
  await seen.location();

  // A refresh: the access token is refused, the widget exchanges the refresh token and retries.
  await hook(world, 'expire-tokens', {});
  await openTask(page, world, '/member/invoices');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'invoiceList');
  await expect(widget.dialog.locator('tbody tr').first()).toBeVisible();
  expect((await requestsTo(world, '/exchange-token')).length).toBeGreaterThan(0);
  const second = await widgetTokens(context);
  expect(second?.refreshToken).not.toBe(first?.refreshToken);
  seen.remember(second);
  await seen.location();

  // A payment with the stored card.
  await openTask(page, world, '/member/plans/onetime01');
  await expect(widget.dialog.getByLabel('Your visa ending in 4242')).toBeChecked();
  await widget.dialog.locator('button[type=submit]').click();
  await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  expect(((await hook(world, 'ledger')) as unknown[]).length).toBe(1);
  seen.remember(await widgetTokens(context));
  await seen.location();

  // Diagnostics: every tab and the copied report.
  const diagnostics = await diagnosticsTexts(page, world, widget);
  seen.remember(await widgetTokens(context));

  // Logout.
  await openTask(page, world, '/member/sign_out');
  await expect.poll(() => widgetTokens(context)).toBeNull();
  await page.waitForURL((url) => !url.searchParams.has('msopen')); // the after-logout page
  await seen.location();

  expect(seen.secrets.size).toBeGreaterThanOrEqual(6);
  expect(seen.console.length).toBeGreaterThan(0); // logging is on: the check reads real lines
  expect(await seen.leaks(world, { diagnostics })).toEqual([]);
  console.log(
    `[hardening] token hygiene: ${seen.secrets.size} token values × ${seen.urls.length} browser requests, ${seen.console.length} console lines, ${diagnostics.length} diagnostics texts, 0 leaks`,
  );
});

test('a magic-link login: the token leaves the location once used, so history, the next page and page scripts never see it', async ({
  page,
  context,
  world,
  widget,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.siteUrl });
  await logEverything(page);
  const seen = new Observer(page);
  const magic = 'approve-penny-209';
  await openTask(page, world, `/member/registration-approved/209/${magic}`);
  await expect.poll(async () => (await memberInfo(page)).isLoggedIn).toBe(true);
  seen.remember(await widgetTokens(context));
  // Used: the link is spent on the server.
  await expect.poll(async () => page.url()).not.toContain(magic);
  expect(await page.evaluate(() => location.href)).not.toContain(magic);

  // The next page the member opens gets this page's address as its referrer.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/pricing';
    a.id = 'fx-next';
    a.textContent = 'next';
    document.body.append(a);
  });
  // The dialog covers the page: the link is followed as a script would (the referrer is the same as for a click).
  await page.evaluate(() => document.getElementById('fx-next')!.click());
  await page.waitForURL(/\/pricing/);
  const referrer = await page.evaluate(() => document.referrer);
  expect(referrer).not.toBe('');
  expect(referrer).not.toContain(magic);

  const diagnostics = await diagnosticsTexts(page, world, widget);
  // The token went in the login call's body, never in a URL the server saw.
  const served = ((await hook(world, 'requests')) as { path: string }[]).map((r) => r.path).filter((p) => p.includes('/api/'));
  expect(served.filter((p) => p.includes(magic))).toEqual([]);
  expect(diagnostics.filter((t) => t.includes(magic))).toEqual([]);
  expect(seen.console.filter((t) => t.includes(magic))).toEqual([]);
  expect(await seen.leaks(world, { diagnostics })).toEqual([]);
});
