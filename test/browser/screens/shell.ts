import type { Locator } from '@playwright/test';
import type { FixtureServer } from '../../../fixtures/server';
import { expect } from '../fixtures';
import { openTask } from './host';
import { Screen } from './screen';

/** The widget's frame around every screen: the modal, its Close and Back, the member button, member links. */
export class Shell extends Screen {
  get host(): Locator {
    return this.widget.host;
  }
  get memberButton(): Locator {
    return this.widget.memberButton;
  }
  get closeButton(): Locator {
    return this.button('Close');
  }
  get backButton(): Locator {
    return this.button('Back');
  }
  /** The scrolling backdrop the dialog sits on. */
  get backdrop(): Locator {
    return this.host.locator('.backdrop');
  }
  /** The host page's main navigation link to the login screen, which the widget relabels for a member. */
  get navMemberLink(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member/sign_in"]');
  }
  /** The host page's first link to the login screen. */
  get signInLink(): Locator {
    return this.page.locator('a[href="/member/sign_in"]').first();
  }
  /** Resolves once MemberSpace.ready fired, with its detail. */
  ready(): Promise<unknown> {
    return this.widget.ready();
  }
  /** Follows a member link to `path` (?msopen=) on `pagePath`. */
  async open(world: FixtureServer, path: string, pagePath = '/'): Promise<void> {
    await openTask(this.page, world, path, pagePath);
  }
  async close(): Promise<void> {
    await this.closeButton.click();
  }
  async back(): Promise<void> {
    await this.backButton.click();
  }
  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }
  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0);
  }
}
