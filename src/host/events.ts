/** The MemberSpace.* events of HOST-API §2, dispatched on document with their payload in detail. */
export const EVENTS = {
  ready: 'MemberSpace.ready',
  memberInfo: 'MemberSpace.member.info',
  logout: 'MemberSpace.member.logout',
  registration: 'MemberSpace.member.registration',
  conversion: 'MemberSpace.conversion',
} as const;

/** A host listener that throws must not break the widget: dispatchEvent reports it, never rethrows. */
export function emit(name: string, detail: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}
