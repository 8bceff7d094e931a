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
 * Dispatches an event whose detail is built on the spot. A host listener that throws cannot break the widget
 * (dispatchEvent reports it, never rethrows); a detail that cannot be built, or a host page that broke
 * CustomEvent, is reported to `onError` instead of reaching the page as the widget's exception.
 */
export function emit(name: string, detail: () => unknown, onError: (error: unknown) => void): void {
  try {
    document.dispatchEvent(new CustomEvent(name, { detail: detail() }));
  } catch (error) {
    onError(error);
  }
}
