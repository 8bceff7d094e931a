import { DOM_READY_POLL_MS } from '../core/bootConstants';
import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { Logger } from '../core/util/logger';

/** The body, polled every 100 ms while the page has none yet (part 1 §8: logged once as a warning). */
export const whenBody = (logger: Logger): Promise<HTMLElement> =>
  new Promise((resolve) => {
    if (document.body) return resolve(document.body);
    logger.log('WARN', 'DOM', LOG_TEXT.waitingForBody);
    const check = () => (document.body ? resolve(document.body) : setTimeout(check, DOM_READY_POLL_MS));
    check();
  });
