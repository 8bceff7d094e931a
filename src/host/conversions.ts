import type { TemplateMember } from '../core/texts/template';
import { isRecord } from '../core/util/guards';
import type { Logger } from '../core/util/logger';
import { member } from '../state/store';
import { EVENTS } from './events';
import { retryLater } from './retryLater';

type Tracking = Pick<typeof import('./tracking'), 'runConversionCode'>;

/**
 * The site's conversion code (part 1 §1, §3 customThirdPartyIntegration) runs on every MemberSpace.conversion,
 * which plan signup announces (host/purchaseAnnouncement.ts), filled with the converting member. Only this listener
 * is there from ready: the code's module (host/tracking.ts, with the template filler) loads at the first
 * conversion, so a visitor who converts nothing never downloads it. Each conversion waits in order until the module
 * is in; a module that cannot load is asked for again (host/retryLater.ts), so no conversion's code is lost to a
 * dropped connection at the moment of paying.
 */
export function followConversions(
  context: { logger: Logger; nonce: string | undefined },
  load: () => Promise<Tracking> = () => import('./tracking'),
): void {
  const waiting: (TemplateMember | null)[] = [];
  let loading = false;
  let attempts = 0;
  const runWaiting = () => {
    if (loading) return;
    loading = true;
    load().then(
      (tracking) => {
        loading = false;
        attempts = 0;
        for (const who of waiting.splice(0)) tracking.runConversionCode(who, context);
      },
      (error: unknown) => {
        loading = false;
        context.logger.log('ERROR', 'CORE', 'The tracking module could not load', error);
        attempts = retryLater(attempts, runWaiting).attempts;
      },
    );
  };
  document.addEventListener(EVENTS.conversion, (event) => {
    // Who converted, as the event says it, else who is signed in: read now, as the event happens, and copied, so
    // that a host listener changing the event's member later does not change what the code is filled with.
    const detail = (event as CustomEvent<unknown>).detail;
    const who = isRecord(detail) && isRecord(detail.member) ? (detail.member as TemplateMember) : member.peek();
    waiting.push(who ? { ...who } : null);
    runWaiting();
  });
}
