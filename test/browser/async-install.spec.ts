import type { Page } from '@playwright/test';
import { CLOAK_ATTR } from '../../src/core/access/cloak';
import { SNIPPET_CLOAK_MS } from '../../src/core/constants';
import { expect, test, Widget } from './fixtures';
import { cspViolations } from './helpers';

/**
 * The asynchronous install (README's recommended snippet, dist/snippet.js; docs/architecture.md "The asynchronous
 * install snippet"). The fixture lesson /courses/async/* is protected by "/courses/*"; /courses/async-plain/* is
 * the same lesson with the plain async install sites paste; /courses/async-csp/* the snippet under a nonce-only
 * policy; /async/* the snippet on an unprotected path. Every test runs in a fresh context: a first-time visitor.
 */

/**
 * Every animation frame, just before the browser paints it, records whether the lesson is visible to the user:
 * the body not transparent nor hidden (computed), the section present, displayed, with a box, and neither it nor
 * an ancestor transparent or hidden. Frames are counted; nothing is timed.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number; __visibleFrames: number[] };
    w.__frames = 0;
    w.__visibleFrames = [];
    const tick = () => {
      w.__frames += 1;
      const body = document.body ? getComputedStyle(document.body) : null;
      const secret = document.querySelector('[data-fixture-secret]');
      const visible =
        body !== null &&
        body.opacity !== '0' &&
        body.visibility !== 'hidden' &&
        secret !== null &&
        secret.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        secret.getBoundingClientRect().height > 0;
      if (visible) w.__visibleFrames.push(w.__frames);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const frames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __frames: number; __visibleFrames: number[] };
    return { frames: w.__frames, visible: w.__visibleFrames.length, first: w.__visibleFrames[0] ?? 0 };
  });

/** Every step (the page, the loader, the chunks, the API) spans many frames. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 250, downloadThroughput: 200_000, uploadThroughput: 200_000 });
}

const cloaks = (page: Page) => page.locator(`style[${CLOAK_ATTR}]`);
const lesson = (page: Page) => page.locator('[data-fixture-secret]');
/** The widget's decision on the lesson (through a slowed network: many round trips). */
const denied = (page: Page) => expect(new Widget(page).dialog).toHaveAttribute('data-screen', 'contentAccessDenied', { timeout: 20_000 });

test.describe('the asynchronous install snippet', () => {
  test('a first-time visitor never has a frame with the protected lesson visible; the loader keeps the one cloak', async ({ page, world }) => {
    test.slow();
    await recordFrames(page);
    await slowNetwork(page);
    await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
    await denied(page);
    const seen = await frames(page);
    expect(seen.frames, 'frames were recorded while the widget loaded').toBeGreaterThan(10);
    expect(seen.visible).toBe(0);
    // The loader took the snippet's cloak over rather than adding its own.
    await expect(cloaks(page)).toHaveCount(1);
  });

  test('the plain async install paints the lesson before the loader runs (the check above can fail)', async ({ page, world }) => {
    test.slow();
    await recordFrames(page);
    await slowNetwork(page);
    await page.goto(`${world.siteUrl}/courses/async-plain/yoga-101`);
    await denied(page);
    expect((await frames(page)).visible).toBeGreaterThan(0);
  });

  test('an unprotected page is hidden until the widget decides, then shown', async ({ page, world }) => {
    await recordFrames(page);
    // The config's answer (the decision) is held until the page has drawn a few frames: on a fast machine it can
    // arrive before the first one, and a page never hidden would pass unseen.
    let framesBeforeAnswer = 0;
    await page.route('**/sites/*/configuration', async (route) => {
      try {
        await expect.poll(async () => (await frames(page)).frames).toBeGreaterThan(2);
        framesBeforeAnswer = (await frames(page)).frames;
      } finally {
        await route.fallback(); // never a request left hanging: a failure above shows as itself
      }
    });
    await page.goto(`${world.siteUrl}/async/lesson`);
    await new Widget(page).ready();
    await expect.poll(async () => (await frames(page)).visible).toBeGreaterThan(0);
    // Hidden on every frame before the answer (a first visit cannot know the page is public), shown from it on.
    expect(framesBeforeAnswer).toBeGreaterThan(2);
    expect((await frames(page)).first).toBeGreaterThan(framesBeforeAnswer);
    await expect(lesson(page)).toBeVisible();
  });

  test("a page the config's answer protects stays hidden while the loader is still on its way, until the widget decides", async ({ page, world }) => {
    // The snippet's request is answered before the loader comes (held until the answer is in and the page has drawn
    // frames since): nothing of that answer may show the lesson.
    await recordFrames(page);
    let answered = false;
    page.on('response', (response) => {
      if (response.url().includes('/configuration')) answered = true;
    });
    await page.route('**/widget/widget.js', async (route) => {
      try {
        await expect.poll(() => answered).toBe(true);
        const at = (await frames(page)).frames;
        await expect.poll(async () => (await frames(page)).frames).toBeGreaterThan(at + 2);
      } finally {
        await route.fallback();
      }
    });
    await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
    await denied(page);
    expect((await frames(page)).visible).toBe(0);
  });

  test('the cloak expires on its own when the loader is blocked', async ({ page, world }) => {
    let blocked = 0;
    await page.route('**/widget/widget.js', (route) => {
      blocked += 1;
      return route.abort('blockedbyclient');
    });
    // Paused from the start: the page's timers fire only when the test moves the clock.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
    await expect(lesson(page)).toBeHidden();
    expect(blocked).toBe(1);
    await page.clock.runFor(SNIPPET_CLOAK_MS - 1);
    await expect(lesson(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(lesson(page)).toBeVisible();
    // Only the body part went: undecided visibility markers stay hidden, as when the widget fails.
    await expect(cloaks(page)).toHaveCount(1);
    expect(await cloaks(page).textContent()).toContain('[data-ms-show-for]');
  });

  test('a page an earlier visit learnt is protected stays hidden past the bound when the loader is blocked', async ({ page, world }) => {
    await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
    await denied(page);
    // The widget left the protected paths for the next page's loader (and snippet).
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith(':cloak')))).toBe(true);
    await page.route('**/widget/widget.js', (route) => route.abort('blockedbyclient'));
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.reload();
    await expect(lesson(page)).toBeHidden();
    await page.clock.runFor(SNIPPET_CLOAK_MS * 2);
    await expect(lesson(page)).toBeHidden();
    await expect(cloaks(page)).toHaveCount(1);
    expect(await cloaks(page).textContent()).toContain('body:not(#m#s)');
  });

  test("once the loader has taken over, the snippet's bound no longer applies", async ({ page, world }) => {
    await page.clock.install();
    await page.goto(`${world.siteUrl}/courses/async/yoga-101`);
    await denied(page);
    await page.clock.runFor(SNIPPET_CLOAK_MS * 2);
    await denied(page);
    await expect(lesson(page)).toBeHidden();
    await expect(cloaks(page)).toHaveCount(1);
  });

  test('works under a nonce-only policy: the cloak and the loader carry the snippet tag’s nonce, no violation', async ({ page, world }) => {
    const violations = await cspViolations(page);
    await recordFrames(page);
    await page.goto(`${world.siteUrl}/courses/async-csp/yoga-101`);
    await denied(page);
    expect((await frames(page)).visible).toBe(0);
    await expect(cloaks(page)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { MemberSpace: { loadError?: string } }).MemberSpace.loadError)).toBeUndefined();
    expect(await violations()).toEqual([]);
  });
});
