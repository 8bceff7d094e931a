import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';

/**
 * Each worker runs its own fixture world on free 127.0.0.1 ports and stops it when done; each test
 * starts from the seed, with no forced faults and the real clock.
 */
export const test = base.extend<{ world: FixtureServer; widget: Widget }, { server: FixtureServer }>({
  server: [
    async ({}, use) => {
      // MS_DIST: a build made with MS_OUTDIR (esbuild.mjs) instead of dist/.
      const server = await startFixtureServer(process.env.MS_DIST ? { distDir: process.env.MS_DIST } : {});
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  world: async ({ server }, use) => {
    const reset = await fetch(`${server.cdnUrl}/__test/reset`, { method: 'POST' });
    expect(reset.ok).toBe(true);
    await use(server);
  },
  widget: async ({ page }, use) => {
    await use(new Widget(page));
  },
});

export { expect };

/**
 * For tests that need Chromium's browser rather than its headless shell (playwright.config.ts runs them in the
 * project `browser`): the PDF viewer, which the shell does not have (it downloads a PDF instead of showing it).
 */
export const FULL_BROWSER = { tag: '@full-browser' };

/** The widget as a visitor sees it: inside its shadow root (Playwright locators pierce open roots). */
export class Widget {
  constructor(readonly page: Page) {}
  get host(): Locator {
    return this.page.locator('memberspace-widget');
  }
  get dialog(): Locator {
    return this.host.locator('.dialog');
  }
  get memberButton(): Locator {
    return this.host.locator('.member-button');
  }
  /** Resolves once MemberSpace.ready fired, with its detail. */
  async ready(): Promise<unknown> {
    return this.page.evaluate(
      () =>
        new Promise((resolve) => {
          const ms = (window as unknown as { MemberSpace?: { ready?: boolean; getMemberInfo?: () => unknown } }).MemberSpace;
          if (ms?.ready) resolve(ms.getMemberInfo?.());
          else document.addEventListener('MemberSpace.ready', (e) => resolve((e as CustomEvent).detail), { once: true });
        }),
    );
  }
}
