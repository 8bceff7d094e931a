import type { Page } from '@playwright/test';
import { focused, focusRings, ringShows, signIn, tabTo, type FocusRing } from './a11y-helpers';
import { expect, test } from './fixtures';
import { openTask } from './helpers';

/**
 * Issue 11, accessibility: focus is visible on every control of representative screens (also on the hostile page
 * whose CSS removes outlines), the text scales to 200 % without loss, and prefers-reduced-motion turns the
 * opening animation off.
 */

const focusCounts = { controls: 0, screens: 0 };
test.afterAll(() => {
  if (focusCounts.screens) console.log(`[hardening] focus visible: ${focusCounts.controls} controls on ${focusCounts.screens} screens, each with a ring`);
});

async function expectRings(page: Page, name: string, scope?: string): Promise<FocusRing[]> {
  const rings = await focusRings(page, scope);
  expect(rings.length, `${name}: controls reached`).toBeGreaterThan(1);
  expect(rings.filter((r) => !ringShows(r)), `${name}: controls without a visible focus ring`).toEqual([]);
  focusCounts.controls += rings.length;
  focusCounts.screens++;
  return rings;
}

test.describe('focus is visible', () => {
  test.describe.configure({ mode: 'default' });

  for (const where of ['/', '/hostile/']) {
    test(`a visitor's screens on ${where}`, async ({ page, world, widget }) => {
      await openTask(page, world, '/member/sign_in', where);
      await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
      await expectRings(page, `login on ${where}`);
      await openTask(page, world, '/member/sign_up', where);
      await expect(widget.dialog).toHaveAttribute('data-screen', 'registerUser');
      await expectRings(page, `register on ${where}`);
      await openTask(page, world, '/member/diag', where);
      await expect(widget.dialog.getByRole('tab').first()).toBeVisible();
      await expectRings(page, `diagnostics on ${where}`);
    });
  }

  test('the hostile page removes outlines on its own controls, which cannot reach ours', async ({ page, world, widget }) => {
    await openTask(page, world, '/member/sign_in', '/hostile/');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
    // Its rule works on its own links: focused, they show no outline.
    const link = page.locator('body a').first();
    await link.focus();
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  });

  test("a member's account, menu and the member button", async ({ page, world, widget }) => {
    await signIn(page, world, 'paid@demo.test');
    await openTask(page, world, '/member/account');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'account');
    await expect(widget.dialog.locator('.loading')).toHaveCount(0);
    await expectRings(page, 'account');
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog).toHaveAttribute('data-screen', 'memberMenu');
    await expectRings(page, 'member menu');
    await page.keyboard.press('Escape');
    await expect(widget.dialog).toHaveCount(0);
    // The member button, reached by Tab from the page.
    await tabTo(page, async () => (await focused(page))?.label === 'Member Menu');
    const button = widget.memberButton;
    const ring = () => button.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`);
    const focusedRing = await ring();
    await page.keyboard.press('Shift+Tab');
    await expect(button).not.toBeFocused();
    expect(focusedRing).not.toMatch(/^none/);
    expect(await ring()).toMatch(/^none/);
    focusCounts.controls++;
  });
});

