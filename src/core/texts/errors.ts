import { isRecord } from '../util/guards';
import { BOOT_TEXT as TEXT, type BootTextKey } from './bootTexts';

/** HTTP 420: the card needs 3DS; passed through unchanged to the payment flow (part 1 §8, part 2 §4). */
export const STATUS_3DS = 420;

export type FieldErrors = Record<string, string>;

/** A failed call as every screen sees it: one message, field errors when the server named fields. */
export interface ApiError {
  readonly status: number; // 0 for a network failure or timeout, -1 for a malformed answer
  readonly message: string;
  /** When the message is ours (not the server's words): its text key, so the interface can translate it. */
  readonly messageKey?: BootTextKey;
  readonly fieldErrors: FieldErrors;
  readonly body?: unknown;
}

const byStatus: Record<number, BootTextKey> = {
  401: 'status401',
  403: 'status403',
  404: 'status404',
  409: 'status409',
  410: 'status410',
  417: 'status417',
  422: 'status422',
};

/** The message key for a status alone: exact status, then its class, then the general error (part 1 §8). */
export const statusKey = (status: number): BootTextKey => byStatus[status] ?? (status >= 500 && status < 600 ? 'status5xx' : 'general');

export const statusMessage = (status: number): string => TEXT[statusKey(status)];

/** An error in our own words, by key. */
const ours = (status: number, key: BootTextKey, extra: Partial<ApiError> = {}): ApiError => ({
  status,
  message: TEXT[key],
  messageKey: key,
  fieldErrors: {},
  ...extra,
});

function readFieldErrors(raw: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!isRecord(raw)) return out;
  for (const [field, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(' ') : value;
    if (typeof text === 'string' && text) out[field] = text;
  }
  return out;
}

/**
 * Resolution order of part 1 §8: the body's error or fieldErrors first, then the status.
 * (420 never reaches here: the client hands it to the caller unchanged.)
 */
export function resolveError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const fieldErrors = readFieldErrors(body.fieldErrors);
    const error = typeof body.error === 'string' && body.error ? body.error : undefined;
    const serverWords = error ?? fieldErrors['*'];
    if (serverWords) return { status, message: serverWords, fieldErrors, body };
    if (Object.keys(fieldErrors).length) return ours(status, statusKey(status), { fieldErrors, body });
  }
  return ours(status, statusKey(status), { body });
}

export const networkError = (): ApiError => ours(0, 'networkError');
/**
 * A 420 as the client hands it on (part 1 §8 "HTTP 420 passes through unchanged"): status and body as they came,
 * for the payment flow to run 3DS with. Any caller that cannot (a second 420 after 3DS, a call outside the 3DS
 * loop) still has the spec's words to show rather than an empty message.
 */
export const threeDSecureAnswer = (body: unknown): ApiError => ours(STATUS_3DS, 'no3dsHandler', { body });
/** An answer that breaks the contract, or a step of ours that threw: the general message (part 1 §8). */
export const malformedAnswer = (): ApiError => ours(-1, 'general');
