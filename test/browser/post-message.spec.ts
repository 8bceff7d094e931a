import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { apiToken, hook, logIn, memberInfo, openTask, requestsTo } from './helpers';

/**
 * Issue 11, security: messages between frames. The widget has no window 'message' listener (its only channel is
 * a BroadcastChannel, which carries messages of the same origin only, each validated against the contract;
 * the embedded-UI frame finds its parent through frameElement, never by message; the card and captcha
 * providers' frames talk to their own scripts). test/unit/staticSecurity.test.ts makes any future listener
 * check the sender's origin and source. Here forged messages of every shape the widget or its providers use are
 * posted by the page itself and by a cross-origin frame, and also sent on the widget's channel name from the
 * cross-origin frame: nothing logs in, opens, navigates or pays.
 */

/** Shapes a forger would try: the widget's tab messages, task openers, provider callbacks (3DS, card, captcha). */
const forged = (token: string) => [
  { kind: 'tokens', tokens: { accessToken: token, refreshToken: 'rt_forged', expiresAt: Date.now() + 3_600_000 } },
  { kind: 'member', data: { id: 202, name: 'Forged', email: 'forged@x.test', memberships: [] }, fetchedAt: Date.now() },
  { kind: 'config', data: { siteId: 1, subdomain: 'demo', baseUrl: 'https://evil.test' }, fetchedAt: Date.now() },
  { msopen: '/member/account' },
  { type: 'memberspace:open', path: '/member/sign_in' },
  { type: 'memberspace:login', accessToken: token },
  { type: 'stripe-3ds-result', paymentIntent: { id: 'pi_forged', status: 'succeeded' } },
  { type: 'payment_intent.succeeded', data: { object: { id: 'pi_forged', status: 'succeeded' } } },
  { type: 'recaptcha-setup', token: 'forged-captcha' },
  JSON.stringify({ kind: 'tokens', tokens: { accessToken: token, refreshToken: 'rt_forged', expiresAt: Date.now() + 3_600_000 } }),
];

/** Posts every shape from the page, and from a cross-origin (opaque data:) frame both by postMessage and on the widget's BroadcastChannel. */
async function postForged(page: Page, messages: unknown[]): Promise<void> {
  await page.evaluate((list) => {
    for (const message of list) window.postMessage(message, '*');
  }, messages);
  const frameScript = `
    const list = ${JSON.stringify(messages)};
    for (const m of list) parent.postMessage(m, '*');
    try { const c = new BroadcastChannel('memberspace:demo'); for (const m of list) c.postMessage(m); } catch (e) {}
    parent.postMessage('fx-forger-done', '*');`;
  await page.evaluate(
    (html) =>
      new Promise<void>((resolve) => {
        addEventListener('message', (e) => e.data === 'fx-forger-done' && resolve());
        const frame = document.createElement('iframe');
        frame.src = `data:text/html,${encodeURIComponent(html)}`;
        document.body.append(frame);
      }),
    `<script>${frameScript}</script>`,
  );
  // Give any listener time to act on what it heard (nothing should).
  await page.waitForTimeout(500);
}

async function apiCallsSince(world: FixtureServer, before: number): Promise<string[]> {
  const all = (await hook(world, 'requests')) as { method: string; path: string }[];
  return all
    .slice(before)
    .filter((r) => r.path.includes('/api/'))
    .map((r) => `${r.method} ${r.path}`);
}

test('a visitor: forged messages from the page and a cross-origin frame neither log in nor open the widget', async ({ page, world }) => {
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  const token = await apiToken(world, 'paid@demo.test'); // a real token of another session
  const before = ((await hook(world, 'requests')) as unknown[]).length;
  const url = page.url();

  await postForged(page, forged(token));

  expect((await memberInfo(page)).isLoggedIn).toBe(false);
  await expect(widget.dialog).toHaveCount(0);
  expect(page.url()).toBe(url);
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('ms_token_'))).toEqual([]);
  expect(await apiCallsSince(world, before)).toEqual([]);
  console.log(
    `[hardening] postMessage: ${forged(token).length} forged shapes × 3 senders (page, cross-origin frame, its BroadcastChannel), 0 acted on`,
  );
});

test('a member paying: forged provider and session messages neither pay, nor confirm, nor switch the member', async ({ page, world }) => {
  const widget = await logIn(page, world, 'paid@demo.test');
  await openTask(page, world, '/member/plans/onetime01');
  await expect(widget.dialog.getByLabel('Your visa ending in 4242')).toBeChecked();
  const other = await apiToken(world, 'free@demo.test');
  const memberBefore = (await memberInfo(page)).memberInfo.email;

  await postForged(page, forged(other));

  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toHaveCount(0);
  expect(await hook(world, 'ledger')).toEqual([]);
  expect((await requestsTo(world, '/memberships')).filter((r) => r.method === 'POST')).toEqual([]);
  expect((await memberInfo(page)).memberInfo.email).toBe(memberBefore);
});
