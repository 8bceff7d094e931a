import type { MemberInfo } from '../core/account/memberInfo';
import type { PurchaseDetail, ConversionDetail } from '../core/signup/purchaseEvent';
import type { MemberInfoResult } from './hostApi';
import type { RegistrationDetail } from './registrationEvent';

/** The MemberSpace.* events of HOST-API §2, dispatched on document with their payload in detail. */
export const EVENTS = {
  ready: 'MemberSpace.ready',
  memberInfo: 'MemberSpace.member.info',
  logout: 'MemberSpace.member.logout',
  registration: 'MemberSpace.member.registration',
  conversion: 'MemberSpace.conversion',
  // Ours, after each purchase with the plan too (README "Events after a purchase"; core/signup/purchaseEvent.ts).
  purchase: 'MemberSpace.purchase',
  // Dispatched by the host page to ask for fresh data (throttled to once per 5 s); names are ours.
  refreshSiteConfig: 'MemberSpace.refresh.siteConfig',
  refreshMember: 'MemberSpace.refresh.member',
} as const;

/**
 * Each event the widget dispatches, with its detail. The public declarations for a site's code
 * (types/memberspace.d.ts, shipped as dist/memberspace.d.ts) must say the same: test/unit/hostTypes.types.ts.
 */
export interface EventDetails {
  [EVENTS.ready]: MemberInfoResult;
  [EVENTS.memberInfo]: { memberInfo: MemberInfo };
  [EVENTS.logout]: Record<string, never>;
  [EVENTS.registration]: RegistrationDetail;
  [EVENTS.conversion]: ConversionDetail;
  [EVENTS.purchase]: PurchaseDetail;
}

/**
 * Dispatches an event whose detail is built on the spot. A host listener that throws cannot break the widget
 * (dispatchEvent reports it, never rethrows); a detail that cannot be built, or a host page that broke
 * CustomEvent, is reported to `onError` instead of reaching the page as the widget's exception.
 */
export function emit<K extends keyof EventDetails>(name: K, detail: () => EventDetails[K], onError: (error: unknown) => void): void {
  try {
    document.dispatchEvent(new CustomEvent(name, { detail: detail() }));
  } catch (error) {
    onError(error);
  }
}
