import type { Page } from '@playwright/test';
import { focused, tabThroughForm, tabTo } from './a11y-helpers';
import { expect, test, type Widget } from './fixtures';
import { cardInput, hook, loggedIn } from './helpers';

/**
 * Issue 11, accessibility: every flow with the keyboard alone. Only page.keyboard is used after the page loads
 * (Tab, Shift+Tab, Enter, Space, Escape, arrows; text typed with keyboard.type into the field Tab reached): no
 * clicks, no fill. Prints how many flows completed.
 */

let completed = 0;
test.describe.configure({ mode: 'default' });
test.afterAll(() => console.log(`[hardening] keyboard flows: ${completed} completed`));

const memberButtonFocused = (page: Page) => async () => (await focused(page))?.label.startsWith('Sign in') ?? false;
/** A host-page link has the focus: its href ends with `path`. */
const linkFocused = (page: Page, path: string) => () =>
  page.evaluate((p) => document.activeElement instanceof HTMLAnchorElement && new URL(document.activeElement.href).pathname === p, path);

const REGISTRATION: [RegExp, string][] = [
  [/^First name/, 'Kim'],
  [/^Last name/, 'Keys'],
  [/^Email/, ''], // filled per test
  [/^Confirm email/, ''],
  [/^Password/, 'stretch-daily'],
  [/^Phone number/, '555-0100'],
  [/^Your goals/, 'Balance'],
];
const registration = (email: string): [RegExp, string][] => REGISTRATION.map(([p, v]) => [p, /mail/.test(p.source) ? email : v]);

/** The home page, Tab to the member button, Enter: the login form is open. */
async function openLoginByKeys(page: Page, siteUrl: string, widget: Widget): Promise<void> {
  await page.goto(`${siteUrl}/`);
  await widget.ready();
  await tabTo(page, memberButtonFocused(page));
  await page.keyboard.press('Enter');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
}

test('log in: Tab to the member button, Enter, type, Enter', async ({ page, world, widget }) => {
  await openLoginByKeys(page, world.siteUrl, widget);
  // The focus moved into the dialog, on its first field.
  expect(await focused(page)).toMatchObject({ tag: 'input', label: 'Email', inDialog: true });
  await page.keyboard.type('free@demo.test');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Password' });
  await page.keyboard.type('password123');
  await page.keyboard.press('Enter');
  // free@ then lands on the plan's welcome page: a reload mid-poll is no answer yet.
  await expect.poll(() => loggedIn(page), { timeout: 10_000 }).toBe(true);
  completed++;
});

test('Escape closes the dialog and gives the focus back to the member button; Tab stays inside meanwhile', async ({ page, world, widget }) => {
  await openLoginByKeys(page, world.siteUrl, widget);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(key);
      expect((await focused(page))?.inDialog, `${key} ${i + 1} left the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toHaveCount(0);
  expect((await focused(page))?.label).toMatch(/^Sign in/);
  completed++;
});

// The dialog gives the focus back to the element it came from: the member button must stay that element while the
// visitor becomes a member behind the dialog (it was replaced, and the focus fell to <body> on close).
test("log in from the member button, then Escape: the focus is back on the member button, now the member's", async ({ page, world, widget }) => {
  await openLoginByKeys(page, world.siteUrl, widget);
  await page.keyboard.type('none@demo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('password123');
  await page.keyboard.press('Enter');
  // No plan, so no plan's page to go to: their unfinished sign-up opens in the same dialog (part 1 §2).
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan');
  await expect(widget.memberButton).toHaveAccessibleName('Member Menu');
  await page.keyboard.press('Escape');
  await expect(widget.dialog).toHaveCount(0);
  expect((await focused(page))?.label).toBe('Member Menu');
  completed++;
});

test('sign up for the free plan from the pricing page, the questionnaire included', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/pricing`);
  await widget.ready();
  await tabTo(page, linkFocused(page, '/member/plans/free01'));
  await page.keyboard.press('Enter');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
  await tabThroughForm(page, registration('keys@example.test'), /^Continue$/, [/newsletter/]);
  await page.keyboard.press('Enter');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan', { timeout: 10_000 });
  await tabThroughForm(page, [], /^Join Now$/);
  await page.keyboard.press('Enter');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'postJoinQuestionnaire', { timeout: 10_000 });
  await tabThroughForm(page, [[/hear about us/, 'A friend']], /^All Done$/, [/studio rules/]);
  await page.keyboard.press('Space'); // a button answers Space as it does Enter
  // Answers saved, the member goes on to the plan's welcome page.
  await page.waitForURL((url) => url.pathname === '/free-area', { timeout: 15_000 });
  const members = (await hook(world, 'members')) as { email: string; customSignupFieldValues: unknown; memberships: unknown[] }[];
  const me = members.find((m) => m.email === 'keys@example.test')!;
  expect(me.memberships).toEqual([expect.objectContaining({ publicPlanId: 'free01', status: 'active' })]);
  expect(JSON.stringify(me.customSignupFieldValues)).toContain('A friend');
  completed++;
});

test('sign up for a paid plan and pay with a card typed into the card field', async ({ page, world, widget }) => {
  await page.goto(`${world.siteUrl}/pricing`);
  await widget.ready();
  await tabTo(page, linkFocused(page, '/member/plans/onetime01'));
  await page.keyboard.press('Enter');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
  await tabThroughForm(page, registration('cardkeys@example.test'), /^Continue$/);
  await page.keyboard.press('Enter');
  await expect(widget.dialog).toHaveAttribute('data-screen', 'signupToPlan', { timeout: 10_000 });
  await expect(cardInput(page, 'number')).toBeVisible({ timeout: 15_000 });
  // Every part ready: the provider's own Tab skips a part whose frame has not said so yet, as the real one does.
  await expect(widget.dialog.locator('[data-card-field][data-card-ready]')).toBeVisible();
  // The card provider's inputs come in the page's tab order like any field of ours.
  // The provider's own labels, inside its frames (fixtures/stand-ins/README.md).
  const card: [RegExp, string][] = [
    [/card number$/, '4242424242424242'],
    [/expiration date$/, '1240'],
    [/CVC/, '123'],
    [/^ZIP/, '94107'],
  ];
  const visited = await tabThroughForm(page, card, /^(Purchase|Pay|Buy|Join)/);
  // Into and out of each of the provider's frames in order, by Tab alone, to the pay button.
  const order = ['card number', 'expiration date', 'CVC', 'ZIP'].map((label) => visited.findIndex((v) => v.includes(label)));
  expect(
    order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!)),
    visited.join(' | '),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(widget.dialog.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible({ timeout: 15_000 });
  const ledger = (await hook(world, 'ledger')) as any[];
  expect(ledger).toEqual([expect.objectContaining({ amount: 9900, status: 'succeeded', publicPlanId: 'onetime01' })]);
  completed++;
});
