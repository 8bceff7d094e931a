/** Where the rejection tag retry remembers its last reload, for this tab only (part 1 §2). */
const KEY = 'memberspace.rejectionReloadAt';

/** When the page was last reloaded for a rejection tag, epoch ms, or null (none, or storage blocked). */
export function lastRejectionReload(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy settings)
  }
}

/**
 * Stores `now` as the last reload and says whether it stuck. Without storage the widget cannot tell a reload
 * it caused from a fresh visit, so it must not reload at all: that would loop.
 */
export function markRejectionReload(now: number): boolean {
  try {
    sessionStorage.setItem(KEY, String(now));
    pending = lastRejectionReload() === now;
    return pending;
  } catch {
    return false;
  }
}

let pending = false;
/** Whether this page is already being reloaded for a rejection tag: a screen shown meanwhile waits for it. */
export const rejectionReloadPending = (): boolean => pending;
