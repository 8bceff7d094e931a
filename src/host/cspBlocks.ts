import { BOOT_LOG_TEXT as LOG_TEXT } from '../core/texts/bootLogMessages';
import type { Logger } from '../core/util/logger';

/**
 * Logs each refusal by the page's Content-Security-Policy of something the widget asked for from its own origins (the
 * API, its chunks and files): without it a refused API call looks like being offline, and support cannot tell the
 * site owner which directive lacks which origin. The browser reports refusals to the document as events.
 */
export function reportCspBlocks(logger: Logger, urls: string[]): void {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // no usable URL: nothing to recognise
    }
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    let origin = '';
    try {
      origin = new URL(event.blockedURI).origin;
    } catch {
      return; // 'inline', 'eval': not a request of ours
    }
    if (!origins.has(origin)) return;
    logger.log('ERROR', 'CORE', LOG_TEXT.cspBlocked, { directive: event.effectiveDirective, blocked: event.blockedURI, allow: origin });
  });
}
