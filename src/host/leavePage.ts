import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { Logger } from '../core/util/logger';
import { resolveOnPage } from '../core/shell/path';
import { isWebUrl } from '../core/shell/webUrl';

/**
 * Leaves the page for a configured or API-given URL (after login, logout or registration, a plan's welcome
 * page, the create-account redirect), resolved on the page's address, not a <base href> (core/shell/path.ts).
 * Anything but a web address is refused and logged: location.assign would run a javascript: URL in the host
 * page. False when the page stays.
 */
export function leavePage(url: string, logger: Logger): boolean {
  if (!isWebUrl(url)) {
    logger.log('ERROR', 'CORE', `${LOG_TEXT.notWebUrl}: ${url}`);
    return false;
  }
  try {
    location.assign(resolveOnPage(url, location.href));
    return true;
  } catch (error) {
    logger.log('ERROR', 'CORE', `Cannot go to ${url}`, error); // a malformed configured URL
    return false;
  }
}
