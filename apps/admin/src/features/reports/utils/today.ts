/** Today's business day (YYYY-MM-DD) in the outlet's time zone. */
export function outletToday(timeZone = 'Europe/Istanbul', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
