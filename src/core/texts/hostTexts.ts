import { BOOT_TEXT as TEXT } from './bootTexts';

/**
 * Host API rejections (part 1 §8). The spec lists the texts, not when each applies; the mapping is ours:
 * the server's own error text first; 'Server returned an error.' for an HTTP error without one;
 * 'An error was returned from the server.' when no usable answer came (network failure, malformed answer);
 * 'cancelled.' when the session ended while the call was in flight; 'Must be an object.' for a bad argument.
 */
export const HOST_TEXT = {
  serverError: 'Server returned an error.',
  errorReturned: 'An error was returned from the server.',
  cancelled: 'cancelled.',
  mustBeObject: 'Must be an object.',
  /** Metadata calls while nobody is logged in: the status message of a 401. */
  unauthenticated: TEXT.status401,
} as const;
