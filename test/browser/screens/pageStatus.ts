import type { Locator, Page } from '@playwright/test';

/**
 * The page's own status while the widget cannot decide (src/host/pageStatus.ts, docs "Availability: never blank a
 * site"): the loading state, the unavailable notice, the error with its Retry, in a shadow root of their own. Also
 * the host page's side: whether the body and the protected section are painted.
 */
export class PageStatus {
  constructor(readonly page: Page) {}
  get host(): Locator {
    return this.page.locator('memberspace-status');
  }
  /** The loading state or the unavailable notice (hidden ones are not counted). */
  get status(): Locator {
    return this.host.getByRole('status');
  }
  get error(): Locator {
    return this.host.getByRole('alert');
  }
  get retry(): Locator {
    return this.error.getByRole('button', { name: 'Try again' });
  }
  /** Whether the page's body is painted (the cloak hides it with opacity and visibility). */
  bodyShown(): Promise<boolean> {
    return this.page.evaluate(() => document.body.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  }
  /** Whether the protected section of the page is painted: visible, not transparent, with a box. */
  secretShown(): Promise<boolean> {
    return this.page.evaluate(() => {
      const el = document.querySelector('[data-fixture-secret]');
      return !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
    });
  }
}
