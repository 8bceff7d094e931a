import type { TemplateMember } from '../core/texts/template';
import { isRecord } from '../core/util/guards';
import type { Logger } from '../core/util/logger';
import { member } from '../state/store';
import { EVENTS } from './events';

/**
 * The site's conversion code (part 1 §1, §3 customThirdPartyIntegration) runs on every MemberSpace.conversion,
 * which whatever flow converts (registration, plan signup) announces, filled with the converting member. Only this
 * listener is there from ready: the code's module (host/tracking.ts, with the template filler) loads at the first
 * conversion, so a visitor who converts nothing never downloads it.
 */
export function followConversions(context: { logger: Logger; nonce: string | undefined }): void {
  document.addEventListener(EVENTS.conversion, (event) => {
    // Who converted, as the event says it, else who is signed in: read now, as the event happens.
    const detail = (event as CustomEvent<unknown>).detail;
    const who = isRecord(detail) && isRecord(detail.member) ? (detail.member as TemplateMember) : member.peek();
    import('./tracking').then(
      (m) => m.runConversionCode(who, context),
      (error: unknown) => context.logger.log('ERROR', 'CORE', 'The tracking module could not load', error),
    );
  });
}
