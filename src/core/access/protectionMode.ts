/** Page protection modes (part 1 §4). */
export type ProtectionMode = 'INITIAL' | 'OFF' | 'NOT_PERMITTED' | 'NOT_YET_AVAILABLE' | 'NO_LONGER_AVAILABLE' | 'REJECTION_TAG_RETRY';

/** Protection is active when the page must not be shown: closing the widget then leaves the page. */
export const protectionActive = (mode: ProtectionMode): boolean => mode !== 'INITIAL' && mode !== 'OFF';

/** Where closing the widget leaves to (part 1 §2): nowhere (idle) normally, the redirect path or '/' under protection. */
export const closeTarget = (mode: ProtectionMode, redirectPath: string | null | undefined): string | null =>
  protectionActive(mode) ? redirectPath || '/' : null;
