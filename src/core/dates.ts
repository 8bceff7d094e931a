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
