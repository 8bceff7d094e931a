import { resolveOnPage } from '../core/path';

/** Sends the browser to a site URL (after login, logout, a plan's page…), resolved on the page's address (core/path.ts). */
export function leavePage(url: string): void {
  location.assign(resolveOnPage(url, location.href));
}
