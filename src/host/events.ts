/** The MemberSpace.* events of HOST-API §2, dispatched on document with their payload in detail. */
export const EVENTS = {
  ready: 'MemberSpace.ready',
  memberInfo: 'MemberSpace.member.info',
  logout: 'MemberSpace.member.logout',
  registration: 'MemberSpace.member.registration',
  conversion: 'MemberSpace.conversion',
  // Dispatched by the host page to ask for fresh data (throttled to once per 5 s); names are ours.
  refreshSiteConfig: 'MemberSpace.refresh.siteConfig',
  refreshMember: 'MemberSpace.refresh.member',
} as const;

/** A host listener that throws must not break the widget: dispatchEvent reports it, never rethrows. */
export function emit(name: string, detail: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}
