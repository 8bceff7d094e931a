/**
 * A payment (or a membership change) on its way, marked for this tab (session storage): a page left before the
 * answer came (a reload mid-payment) cannot know whether the server took it, so the next page view asks for a
 * fresh token and member instead of trusting what it cached. Without storage there is no mark, and the usual
 * staleness applies.
 */
import { takeSessionItem } from './sessionItem';

const KEY = 'memberspace.paying';

export function markPaying(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked (sandboxed iframe, privacy settings)
  }
}

/** Whether the last page view left a payment unanswered; the mark is used up. */
export const takePayingMark = (): boolean => takeSessionItem(KEY) === '1';
