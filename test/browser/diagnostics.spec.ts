import type { BrowserContext } from '@playwright/test';
import { expect, test, type Widget } from './fixtures';
import { builtManifest, chunkWith, fault, logIn, openTask, requestsTo } from './helpers';

/**
 * Diagnostics (part 1 §2, issue 9): the tabs, the log filter with its level counts, Refresh data, the redacted
 * report, its own chunk, and the tablist's keyboard.
 */
const TABS = ['General', 'Env', 'Site config', 'User status', 'Refresh data', 'Main history', 'Logs'];
const tab = (widget: Widget, name: string) => widget.dialog.getByRole('tab', { name, exact: true });
const panel = (widget: Widget) => widget.dialog.getByRole('tabpanel');
const counts = (widget: Widget) => panel(widget).locator('.counts');

/** The widget's own tokens, from its cookie chunks (ms_token_demo.N, URI-encoded JSON). */
async function widgetTokens(context: BrowserContext): Promise<{ accessToken: string; refreshToken: string }> {
  const chunks = (await context.cookies()).filter((c) => c.name.startsWith('ms_token_demo.'));
  chunks.sort((a, b) => Number(a.name.split('.').pop()) - Number(b.name.split('.').pop()));
  return JSON.parse(decodeURIComponent(chunks.map((c) => c.value).join('')));
}

test('/member/diag opens diagnostics for a visitor, with its seven tabs', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/diag');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'diag');
  await expect(widget.dialog.getByRole('heading', { name: 'Diagnostics' })).toBeVisible();
  await expect(widget.dialog.getByRole('tablist').getByRole('tab')).toHaveText(TABS);
  await expect(tab(widget, 'General')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(widget)).toContainText('2.0.0');
  await expect(panel(widget)).toContainText('loggedIn');
  await tab(widget, 'Env').click();
  await expect(panel(widget)).toContainText(`${world.cdnUrl}/api/v2`);
  await tab(widget, 'User status').click();
  await expect(panel(widget).locator('dd').first()).toHaveText('false'); // loggedIn
  await tab(widget, 'Site config').click();
  await expect(panel(widget).locator('pre')).toContainText('"subdomain": "demo"');
});

test('typing the sequence in the open widget opens diagnostics, whose main history shows the way there', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/sign_in');
  await widget.dialog.getByRole('heading', { name: 'Sign in' }).click();
  await page.keyboard.type('msdiag');
  await expect(tab(widget, 'General')).toBeVisible();
  await tab(widget, 'Main history').click();
  const lines = panel(widget).getByRole('listitem');
  await expect(lines.first()).toContainText('{"name":"diag"}'); // newest first
  await expect(lines.nth(1)).toContainText('{"name":"login"}');
});

test('the Logs tab filters by topic, with level counts for the filter', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/diag');
  // The page's own config request is over once the widget is ready: the fault is for the refresh alone.
  await widget.ready();
  await expect(tab(widget, 'General')).toBeVisible();
  // A configuration answer that breaks the contract is logged as an ERROR under CORE.
  await fault(world, { method: 'GET', path: '/configuration', status: 200, body: { nonsense: true }, times: 1 });
  await tab(widget, 'Refresh data').click();
  await panel(widget).getByRole('button', { name: 'Refresh site config' }).click();
  await expect(panel(widget).getByRole('status')).toContainText('Refresh site config: failed');
  await tab(widget, 'Logs').click();
  const topic = panel(widget).getByLabel('Topic');
  await expect(topic).toHaveValue('all');
  await expect(topic.locator('option').first()).toHaveText('All topics');
  await expect(panel(widget).getByRole('listitem').first()).toContainText('ERROR CORE Malformed answer to GET');
  const all = await counts(widget).textContent();
  expect(all).toMatch(/^ERROR [1-9]\d* · WARN \d+ · LOG \d+ · DEBUG \d+$/);

  await topic.selectOption('PAYMENT');
  await expect(counts(widget)).toHaveText('ERROR 0 · WARN 0 · LOG 0 · DEBUG 0');
  await expect(panel(widget)).toContainText('No entries.');

  await topic.selectOption('CORE');
  await expect(counts(widget)).toHaveText(/^ERROR [1-9]/);
  await expect(panel(widget).getByRole('listitem')).not.toHaveCount(0);
  for (const line of await panel(widget).getByRole('listitem').allTextContents()) expect(line).toContain(' CORE ');
});

test('Refresh data asks the API again for the site config, and says how it went', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/diag');
  await tab(widget, 'Refresh data').click();
  const before = (await requestsTo(world, '/configuration')).length;
  await expect(panel(widget).getByRole('button', { name: 'Refresh user data' })).toBeDisabled(); // a visitor has none
  await panel(widget).getByRole('button', { name: 'Refresh site config' }).click();
  await expect(panel(widget).getByRole('status')).toHaveText('Refresh site config: done (HTTP 200)');
  expect((await requestsTo(world, '/configuration')).length).toBe(before + 1);
});

test('a member: Refresh user data and a copied report without tokens or the e-mail in clear', async ({ page, context, world, widget }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.siteUrl });
  await logIn(page, world, 'paid@demo.test');
  await openTask(page, world, '/member/diag');
  await widget.ready();
  const { accessToken, refreshToken } = await widgetTokens(context);
  await tab(widget, 'User status').click();
  await expect(panel(widget)).toContainText('p***@d***.test');
  await expect(panel(widget)).not.toContainText('paid@demo.test');

  await tab(widget, 'Refresh data').click();
  const before = (await requestsTo(world, '/members/current')).length;
  await panel(widget).getByRole('button', { name: 'Refresh user data' }).click();
  await expect(panel(widget).getByRole('status')).toHaveText('Refresh user data: done (HTTP 200)');
  expect((await requestsTo(world, '/members/current')).length).toBe(before + 1);

  await widget.dialog.getByRole('button', { name: 'Copy report' }).click();
  await expect(widget.dialog.getByText('Copied', { exact: true })).toBeVisible();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain('MemberSpace diagnostics');
  expect(report).toContain('"loggedIn": true');
  // The build it ran, as the loader names it (the manifest's id): what a support ticket needs to match a release.
  const { build } = builtManifest();
  expect(report).toContain(`"build": "${build}"`);
  expect(report).toContain('p***@d***.test');
  for (const secret of [accessToken, accessToken.split('.')[1]!, refreshToken, 'paid@demo.test']) expect(report).not.toContain(secret);
});

test('without a clipboard the report shows selected in a read-only box', async ({ page, world, widget }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await openTask(page, world, '/member/diag');
  await widget.dialog.getByRole('button', { name: 'Copy report' }).click();
  await expect(widget.dialog.getByText('Select the text and copy it')).toBeVisible();
  const box = widget.dialog.getByLabel('Report');
  await expect(box).toHaveAttribute('readonly', '');
  await expect(box).toBeFocused();
  expect(await box.inputValue()).toContain('"general"');
  expect(await box.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart)).toBe((await box.inputValue()).length);
});

test('the diagnostics chunk is downloaded only when diagnostics open', async ({ page, world, widget }) => {
  const chunk = await chunkWith('MemberSpace diagnostics');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openTask(page, world, '/member/sign_in');
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  await page.waitForTimeout(1000); // whatever the page view loads after ready has come
  expect(fetched.filter((url) => url.endsWith(`/widget/${chunk}`))).toEqual([]);
  await widget.dialog.getByRole('heading', { name: 'Sign in' }).click();
  await page.keyboard.type('msdiag');
  await expect(tab(widget, 'General')).toBeVisible();
  expect(fetched.filter((url) => url.endsWith(`/widget/${chunk}`))).toHaveLength(1);
});

test('the tabs follow the keyboard: arrows (wrapping), Home and End', async ({ page, world, widget }) => {
  await openTask(page, world, '/member/diag');
  await tab(widget, 'General').focus();
  const expectOn = async (name: string) => {
    await expect(tab(widget, name)).toBeFocused();
    await expect(tab(widget, name)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(widget)).toHaveAttribute('aria-labelledby', (await tab(widget, name).getAttribute('id'))!);
  };
  await page.keyboard.press('ArrowRight');
  await expectOn('Env');
  await expect(tab(widget, 'General')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await expectOn('General');
  await page.keyboard.press('ArrowLeft');
  await expectOn('Logs');
  await page.keyboard.press('Home');
  await expectOn('General');
  await page.keyboard.press('End');
  await expectOn('Logs');
  await page.keyboard.press('ArrowRight');
  await expectOn('General');
});
