import { isRecord } from './guards';
import { BOOT_TEXT as TEXT } from './bootTexts';

/** HTTP 420: the card needs 3DS; passed through unchanged to the payment flow (part 1 §8, part 2 §4). */
export const STATUS_3DS = 420;

export type FieldErrors = Record<string, string>;

/** A failed call as every screen sees it: one message, field errors when the server named fields. */
export interface ApiError {
  readonly status: number; // 0 for a network failure or timeout, -1 for a malformed answer
  readonly message: string;
  readonly fieldErrors: FieldErrors;
  readonly body?: unknown;
}

const byStatus: Record<number, string> = {
  401: TEXT.status401,
  403: TEXT.status403,
  404: TEXT.status404,
  409: TEXT.status409,
  410: TEXT.status410,
  417: TEXT.status417,
  422: TEXT.status422,
};

/** The message for a status alone: exact status, then its class, then the general error (part 1 §8). */
export function statusMessage(status: number): string {
  return byStatus[status] ?? (status >= 500 && status < 600 ? TEXT.status5xx : TEXT.general);
}

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
    if (error || Object.keys(fieldErrors).length) {
      return { status, message: error ?? fieldErrors['*'] ?? statusMessage(status), fieldErrors, body };
    }
  }
  return { status, message: statusMessage(status), fieldErrors: {}, body };
}

export const networkError = (): ApiError => ({ status: 0, message: TEXT.networkError, fieldErrors: {} });
export const malformedAnswer = (): ApiError => ({ status: -1, message: TEXT.general, fieldErrors: {} });
