/** The outlet's time zone: the report's times are shown in it. */
const OUTLET_TIME_ZONE = 'Europe/Istanbul';

/** A moment as a short date and time in the outlet's time zone. */
export function outletDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: OUTLET_TIME_ZONE,
  }).format(new Date(iso));
}

/** A business day (YYYY-MM-DD) written out long, the same day whatever the browser's zone. */
export function longDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The message key for a failed close: 409 means the day was closed already. */
export function closeErrorKey(error: { status?: number }): string {
  return error.status === 409 ? 'reports.z.alreadyClosed' : 'reports.z.closeError';
}

/** A business day (YYYY-MM-DD) as a medium date ("17 Mar 2026"), the same day whatever the browser's zone. */
export function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
