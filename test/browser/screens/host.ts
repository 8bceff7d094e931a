import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../../fixtures/server';

/** What the host page does around the widget: follow a member link, ask getMemberInfo(). */

/** Opens `pagePath` with ?msopen=`path`, as a member link followed from an e-mail or another site would. */
export function openTask(page: Page, world: FixtureServer, path: string, pagePath = '/') {
  return page.goto(`${world.siteUrl}${pagePath}${pagePath.includes('?') ? '&' : '?'}msopen=${encodeURIComponent(path)}`);
}

export const memberInfo = (page: Page): Promise<any> => page.evaluate(() => (window as any).MemberSpace.getMemberInfo());
/** Whether a member is logged in; false while a navigation (to the after-login destination) has no answer yet. */
export const loggedIn = (page: Page): Promise<boolean> =>
  memberInfo(page)
    .then((info) => info.isLoggedIn === true)
    .catch(() => false);
