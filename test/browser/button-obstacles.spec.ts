import type { Locator, Page } from '@playwright/test';
import { expect, test, type Widget } from './fixtures';
import { patchConfig } from './helpers';

/** The layout-shift values so far, once two more frames were drawn (entries come after the frame that shifted). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shifts: number[] }).__shifts))),
      ),
  );

/**
 * Issue 37: the floating member button keeps clear of the page's own fixed controls (a bottom navbar's menu toggle, a
 * back-to-top button, a chat launcher) and keeps 3:1 contrast against a dark page. On /button-obstacles (plain CSS, one
 * variant per ?variant=) and on the Bootstrap page /frameworks/bootstrap-fixed-bottom (the same ids).
 */

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/** The button once shown and at rest (a move glides for 0.2 s). */
async function settled(widget: Widget): Promise<Box> {
  await expect(widget.memberButton).toBeVisible();
  let last = await box(widget.memberButton);
  await expect
    .poll(async () => {
      const now = await box(widget.memberButton);
      const same = now.x === last.x && now.y === last.y;
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

/** A fixed launcher as chat scripts add one after load (bottom right, 60 px, 20 px from the edges). */
const addLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.createElement('button');
    launcher.id = 'late-launcher';
    launcher.style.cssText = 'position:fixed;right:20px;bottom:20px;width:60px;height:60px;border-radius:50%;z-index:1000';
    document.body.append(launcher);
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("Bootstrap's fixed-bottom navbar and back-to-top: the button covers neither, the navbar's toggle takes a normal click", async ({
      page,
      world,
      widget,
    }) => {
      await page.goto(`${world.siteUrl}/frameworks/bootstrap-fixed-bottom`);
      const button = await settled(widget);
      for (const id of ['#bottom-toggle', '#back-to-top', '#bottom-bar']) expect(intersects(button, await box(page.locator(id))), id).toBe(false);
      // The element at the toggle's centre is the toggle (Playwright's click without force checks the same).
      await page.locator('#bottom-toggle').click();
      await expect(page.locator('#bottom-menu')).toBeVisible();
      await expect(page.locator('#bottom-signin')).toBeVisible();
    });

    test('placed before it first shows: every frame it is visible in, it is where it stays; no layout shift', async ({ page, world, widget }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number[]; __seen: { t: number; x: number; y: number }[] };
        w.__shifts = [];
        w.__seen = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        // The button's box in each frame it is visible in.
        const watch = (t: number) => {
          const button = document.querySelector('memberspace-widget')?.shadowRoot?.querySelector<HTMLElement>('.member-button');
          if (button && getComputedStyle(button).visibility === 'visible') {
            const r = button.getBoundingClientRect();
            w.__seen.push({ t, x: Math.round(r.x), y: Math.round(r.y) });
          }
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      await page.goto(`${world.siteUrl}/button-obstacles?variant=bar`);
      await expect(page.locator('memberspace-widget[data-font]')).toHaveAttribute('data-font', 'loaded');
      const seen = () => page.evaluate(() => (window as unknown as { __seen: { t: number; x: number; y: number }[] }).__seen);
      // A second of frames from its first showing: a late placement would move it within that.
      await expect
        .poll(async () => {
          const frames = await seen();
          return frames.length > 0 && frames.at(-1)!.t - frames[0]!.t > 1000;
        })
        .toBe(true);
      const final = await box(widget.memberButton);
      const places = new Set((await seen()).map(({ x, y }) => `${x},${y}`));
      expect([...places]).toEqual([`${Math.round(final.x)},${Math.round(final.y)}`]);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    });

    test('a launcher that appears after load: the button moves above it', async ({ page, world, widget }) => {
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      const before = await settled(widget);
      await addLauncher(page);
      const launcher = await box(page.locator('#late-launcher'));
      expect(intersects(before, launcher)).toBe(true); // the corner it had is now taken
      // After the host observer's throttle: above it, the same distance from the right edge.
      await expect.poll(async () => intersects(await box(widget.memberButton), launcher)).toBe(false);
      const after = await settled(widget);
      expect(after.y + after.height).toBeLessThanOrEqual(launcher.y);
      expect(after.x + after.width).toBe(before.x + before.width);
    });

    test('while the visitor scrolls the button stays put; it moves once the scroll ended', async ({ page, world, widget }) => {
      await page.clock.install();
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      const before = await settled(widget);
      await page.clock.pauseAt(Date.now() + 60_000);
      // A real scroll under way: a finger dragged up the page and still down (the scroll ends when it lifts).
      const touch = await page.context().newCDPSession(page);
      const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
        touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 100, y }] });
      await finger('touchStart', 500);
      for (let y = 480; y >= 300; y -= 20) await finger('touchMove', y);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      // A launcher appears and the observer's throttle passes: no move while the finger is down.
      await addLauncher(page);
      await page.clock.runFor(1000);
      expect(await box(widget.memberButton)).toEqual(before);
      await finger('touchEnd', 300);
      const launcher = await box(page.locator('#late-launcher'));
      await expect.poll(async () => intersects(await box(widget.memberButton), launcher)).toBe(false);
    });

    test("a page's own synthetic scroll event does not hold the button: it still moves", async ({ page, world, widget }) => {
      await page.clock.install();
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      await settled(widget);
      await page.clock.pauseAt(Date.now() + 60_000);
      // Scripts dispatch these (lazy loaders, sliders); no scrollend ever follows one.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await addLauncher(page);
      await page.clock.runFor(1000);
      const launcher = await box(page.locator('#late-launcher'));
      await expect.poll(async () => intersects(await box(widget.memberButton), launcher)).toBe(false);
    });

    test('a cookie bar shown by a class change: avoided once the next scroll ended', async ({ page, world, widget }) => {
      await page.clock.install();
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      await settled(widget);
      // Time stands still from here: a placement the boot's last DOM changes still owe runs now, not after the change.
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.clock.runFor(1000);
      // Consent scripts show their bar by a class, no node added.
      await page.evaluate(() => document.body.classList.replace('v-none', 'v-cookie'));
      const bar = await box(page.locator('#cookie-bar'));
      await page.evaluate(() => window.scrollBy(0, 200));
      await expect.poll(async () => intersects(await box(widget.memberButton), bar)).toBe(false);
    });

    test('a launcher added after load: the move is no layout shift', async ({ page, world, widget }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      await settled(widget);
      await addLauncher(page);
      const launcher = await box(page.locator('#late-launcher'));
      await expect.poll(async () => intersects(await box(widget.memberButton), launcher)).toBe(false);
      await settled(widget);
      expect(await shifts(page)).toEqual([]);
    });

    test('a page of 20000 elements: a placement reads the style of a few of them, not of each', async ({ page, world, widget }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __styles: number };
        w.__styles = 0;
        const real = window.getComputedStyle;
        window.getComputedStyle = (...args: Parameters<typeof real>) => {
          w.__styles++;
          return real(...args);
        };
      });
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      await settled(widget);
      // One burst: the elements and a launcher, so the placement that avoids the launcher is the one measured.
      await page.evaluate(() => {
        (window as unknown as { __styles: number }).__styles = 0;
        const many = document.createElement('div');
        for (let i = 0; i < 20_000; i++) many.append(document.createElement('span'));
        document.body.append(many);
      });
      await addLauncher(page);
      const launcher = await box(page.locator('#late-launcher'));
      await expect.poll(async () => intersects(await box(widget.memberButton), launcher)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { __styles: number }).__styles)).toBeLessThan(500);
    });

    test('a cookie bar: the button sits above it', async ({ page, world, widget }) => {
      await page.goto(`${world.siteUrl}/button-obstacles?variant=cookie`);
      const button = await settled(widget);
      expect(intersects(button, await box(page.locator('#cookie-bar')))).toBe(false);
    });

    test("owner offsets: the site's, the page's over them, and obstacles still push further", async ({ page, world, widget }) => {
      const phone = viewport.width < 768;
      await patchConfig(world, {
        memberButton: { enabled: true, position: 'bottomLeft', offsets: { desktop: { x: 50, y: 60 }, phone: { x: 30, y: 40 } } },
      });
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      let button = await settled(widget);
      expect([button.x, viewport.height - button.y - button.height]).toEqual(phone ? [30, 40] : [50, 60]);

      await page.addInitScript(() => {
        (window as unknown as { MemberSpace: unknown }).MemberSpace = {
          subdomain: 'demo',
          memberButtonOffsets: { desktop: { y: 100 }, phone: { y: 90 } },
        };
      });
      await page.reload();
      button = await settled(widget);
      expect([button.x, viewport.height - button.y - button.height]).toEqual(phone ? [30, 90] : [50, 100]);

      // The bar's 56 px, well under the owner's 90-100: no push; a left launcher taller than that does push.
      await page.evaluate(() => {
        const panel = document.createElement('div');
        panel.id = 'left-panel';
        panel.style.cssText = 'position:fixed;left:0;bottom:0;width:300px;height:160px;background:#ccc';
        document.body.append(panel);
      });
      const panel = await box(page.locator('#left-panel'));
      await expect.poll(async () => intersects(await box(widget.memberButton), panel)).toBe(false);
      expect((await settled(widget)).x).toBe(button.x);
    });

    test('a bad page setting is ignored with a logged error; the site offsets apply', async ({ page, world, widget }) => {
      const errors: string[] = [];
      page.on('console', (m) => errors.push(m.text()));
      await page.addInitScript(() => {
        (window as unknown as { MemberSpace: unknown }).MemberSpace = { subdomain: 'demo', memberButtonOffsets: { phone: { y: '90px' } } };
      });
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none`);
      const button = await settled(widget);
      expect(viewport.height - button.y - button.height).toBe(20);
      expect(errors.some((e) => e.includes('MemberSpace.memberButtonOffsets must be'))).toBe(true);
    });

    test('on a dark page the button keeps 3:1 against the colour behind it', async ({ page, world, widget }) => {
      await page.goto(`${world.siteUrl}/button-obstacles?variant=none&theme=dark`);
      await settled(widget);
      const ratio = await widget.memberButton.evaluate((button) => {
        const rgb = (css: string) =>
          css
            .match(/[\d.]+/g)!
            .slice(0, 4)
            .map(Number);
        const lum = (css: string) => {
          const [r, g, b] = rgb(css).map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const r = button.getBoundingClientRect();
        const behind = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2).find((el) => !el.localName.startsWith('memberspace-'));
        let page = 'rgb(255, 255, 255)';
        for (let el = behind ?? null; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor;
          if ((rgb(bg)[3] ?? 1) === 1) {
            page = bg;
            break;
          }
        }
        const [a, b] = [lum(getComputedStyle(button).backgroundColor), lum(page)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(3);
    });
  });
}
