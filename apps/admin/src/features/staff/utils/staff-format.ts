/** The outlet's time zone: times on the Personel screens are shown in it. */
const OUTLET_TIME_ZONE = 'Europe/Istanbul';

/** A moment as a short date and time in the outlet's time zone. */
export function outletDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: OUTLET_TIME_ZONE,
  }).format(new Date(iso));
}

/** The activity filter's days are backwards: the trail is not asked for. */
export function rangeReversed(from: string, to: string): boolean {
  return Boolean(from && to && from > to);
}
