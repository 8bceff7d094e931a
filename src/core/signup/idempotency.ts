/**
 * Idempotency keys for calls that move money or change a membership (contract IdempotencyKey). Each submit
 * attempt gets a new key, except a repeat of an attempt whose outcome is unknown (network failure, timeout,
 * 5xx) with the same request: the server may have acted, and the same key makes it answer that, never charge
 * twice (GUIDE: "a retry that reuses the key").
 */

export interface Attempt<L = unknown> {
  key: string;
  /** What was asked (plan, coupon, payment): a different request never reuses a key. */
  request: string;
  /**
   * What went with it that is not the member's asking and may change by itself between attempts (referral data,
   * which may arrive up to ~10 s after boot): a repeat sends it as it was, never a new key for it.
   */
  late: L;
  /** The answer never came or the server failed: the request may have gone through. */
  unknownOutcome: boolean;
}

/** Network failure or timeout (0) or a server error: the server may have done it. */
export const isUnknownOutcome = (status: number): boolean => status === 0 || status >= 500;

/**
 * The key, and the late data to send, for this attempt: a repeat of the same request after an unknown outcome is
 * the same call (same key, the late data frozen as first sent); anything else is a new attempt with what is known now.
 */
export function nextAttempt<L>(previous: Attempt<L> | null, request: string, late: () => L, newKey: () => string): { key: string; late: L } {
  return previous && previous.unknownOutcome && previous.request === request
    ? { key: previous.key, late: previous.late }
    : { key: newKey(), late: late() };
}

/**
 * The key of the call repeated after 3DS (part 2 §4): derived from the first call's, so a resubmit after the
 * repeat's answer was lost sends the very same repeat and the server answers what it did (the member paid once,
 * and hears so) instead of a second attempt at a plan already held.
 */
export const threeDSecureRepeatKey = (key: string, paymentIntentId: string): string => `${key}:3ds:${paymentIntentId}`;

/**
 * A random key. crypto.randomUUID exists only in secure contexts, and a site may still be served over plain
 * HTTP, so the key is built from getRandomValues, which exists everywhere.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
