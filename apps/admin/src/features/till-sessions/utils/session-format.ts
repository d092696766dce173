/** The outlet's time zone: session times are shown in it. */
const OUTLET_TIME_ZONE = 'Europe/Istanbul';

/** A moment as a short date and time in the outlet's time zone. */
export function outletDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: OUTLET_TIME_ZONE,
  }).format(new Date(iso));
}

/** A business day (YYYY-MM-DD) as a short date, the same day whatever the browser's zone. */
export function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
