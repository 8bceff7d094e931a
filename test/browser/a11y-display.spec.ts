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

async function expectRings(page: Page, name: string, scope?: string): Promise<FocusRing[]> {
  const rings = await focusRings(page, scope);
  expect(rings.length, `${name}: controls reached`).toBeGreaterThan(1);
  expect(
    rings.filter((r) => !ringShows(r)),
    `${name}: controls without a visible focus ring`,
  ).toEqual([]);
  focusCounts.controls += rings.length;
  focusCounts.screens++;
  return rings;
}

test.describe('focus is visible', () => {
  test.describe.configure({ mode: 'default' });
  test.afterAll(() => {
    if (focusCounts.screens)
      console.log(`[hardening] focus visible: ${focusCounts.controls} controls on ${focusCounts.screens} screens, each with a ring`);
  });

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

/** The computed animation and transition of every element in the widget's shadow root that moves. */
const moving = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('memberspace-widget')!.shadowRoot!;
    const seconds = (list: string) => Math.max(...list.split(',').map((t) => parseFloat(t) || 0));
    return [...root.querySelectorAll('*')].flatMap((el) => {
      const s = getComputedStyle(el);
      const animated = s.animationName !== 'none' && seconds(s.animationDuration) > 0;
      const transitioned = seconds(s.transitionDuration) > 0;
      return animated || transitioned
        ? [
            `${el.className}: ${animated ? `animation ${s.animationName} ${s.animationDuration}` : ''}${transitioned ? ` transition ${s.transitionProperty} ${s.transitionDuration}` : ''}`,
          ]
        : [];
    });
  });

test.describe('prefers-reduced-motion', () => {
  const motion = { still: 0, animated: 0 };
  test.afterAll(() => {
    if (motion.still + motion.animated)
      console.log(`[hardening] reduced motion: ${motion.still} openings without animation under reduce, ${motion.animated} animated without it`);
  });

  test('without the preference the dialog animates in: the test can tell', async ({ page, world, widget }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000); // the animation state holds until the clock moves
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog).toHaveAttribute('data-animating', '');
    expect(await moving(page)).toEqual([expect.stringMatching(/^dialog: animation ms-in 0\.3s/)]);
    motion.animated++;
  });

  for (const where of ['/', '/hostile/']) {
    test(`with it nothing in the widget moves on ${where}, and the dialog still opens and closes`, async ({ page, world, widget }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.goto(`${world.siteUrl}${where}`);
      await widget.ready();
      await expect(widget.memberButton).toBeVisible();
      await widget.memberButton.focus();
      await page.keyboard.press('Enter');
      await expect(widget.dialog).toHaveAttribute('data-screen', 'login');
      await expect(widget.dialog).toHaveAttribute('data-animating', ''); // the opening state is on: its animation is not
      expect(await moving(page)).toEqual([]);
      expect(await widget.dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.keyboard.press('Escape');
      await expect(widget.dialog).toHaveCount(0);
      await expect(widget.memberButton).toBeFocused();
      motion.still++;
    });
  }
});
