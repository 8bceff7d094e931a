const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:$|T)/;
const OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/**
 * A server date for people ('Cancels on {date}', joined dates), in the given locale. Read and shown in UTC, so
 * a date-only '2025-03-01' (UTC midnight) never shows as 28 February west of Greenwich, and every viewer sees
 * the same day. A locale Intl refuses falls back to English; a value that is not an ISO date shows as it is.
 */
export function formatDate(iso: string, locale: string): string {
  const time = ISO_DATE.test(iso) ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return iso;
  try {
    return new Intl.DateTimeFormat(locale, OPTIONS).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', OPTIONS).format(time);
  }
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A moment for people (content viewing windows: 'from {date and time}'), in the given locale and the viewer's
 * own time zone (or `timeZone`), the zone named so a start time is never ambiguous. Unlike formatDate this is an
 * instant, not a calendar day. A locale Intl refuses falls back to English; a value that is not an ISO date
 * shows as it is.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const time = ISO_DATE.test(iso) ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return iso;
  const options = timeZone ? { ...DATE_TIME, timeZone } : DATE_TIME;
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(time);
  }
}
