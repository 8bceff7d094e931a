import type { ApiError, FieldErrors } from '../texts/errors';

/**
 * Where a failed call shows on a form (part 2 §4: "Server errors go onto fields; a general error ('*') shows as
 * an alert"). Field errors go on the form's fields. The alert says, each text once: the general message (the
 * '*' field error, else the server's `error`, unless that only repeats a field error already on its field),
 * then field errors for fields the form does not have. With nothing of the server's left for it and no field
 * error, the alert is the message as resolved (`say` translates our own). So no word of the server's is lost.
 */
export function placeErrors(
  error: ApiError,
  fields: readonly string[],
  say: (error: ApiError) => string = (e) => e.message,
): { onFields: FieldErrors; alert: string | null } {
  const onFields: FieldErrors = {};
  const stray: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field === '*') continue;
    if (fields.includes(field)) onFields[field] = message;
    else stray.push(message);
  }
  const shown = new Set(Object.values(onFields));
  const serverWords = error.messageKey ? undefined : error.message;
  const general = error.fieldErrors['*'] ?? (serverWords && !shown.has(serverWords) ? serverWords : undefined);
  const parts = [...new Set([general, ...stray].filter((text): text is string => Boolean(text)))];
  if (parts.length) return { onFields, alert: parts.join(' ') };
  return { onFields, alert: Object.keys(onFields).length ? null : say(error) };
}
