import type { AlertItem } from '@kiosk/contracts';

/** How long ago, in the largest whole unit: under a minute is 'just now'. */
type SinceAgo =
  | { unit: 'justNow'; count: 0 }
  | { unit: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number };

export function sinceAgo(iso: string, now: number): SinceAgo {
  const minutes = Math.floor(Math.max(0, now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return { unit: 'justNow', count: 0 };
  if (minutes < 60) return { unit: 'minutesAgo', count: minutes };
  if (minutes < 24 * 60) return { unit: 'hoursAgo', count: Math.floor(minutes / 60) };
  return { unit: 'daysAgo', count: Math.floor(minutes / (24 * 60)) };
}

/** The outlet's wall clock, as receipts and the till sessions show it. */
const OUTLET_TIME_ZONE = 'Europe/Istanbul';

/** "12:04" today, "27 Kas 12:04" on an earlier day (the outlet's time zone). */
export function sinceClock(iso: string, locale: string, now: number): string {
  const at = new Date(iso);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: OUTLET_TIME_ZONE }).format(d);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: OUTLET_TIME_ZONE,
  });
  if (day(at) === day(new Date(now))) return time.format(at);
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: OUTLET_TIME_ZONE,
  });
  return `${date.format(at)} ${time.format(at)}`;
}

/** The translation key and values of an alert's sentence; its detail is translated where it is a code. */
export function alertText(alert: AlertItem): { key: string; detailKey: string | null; detail: string } {
  const key = `alerts.kinds.${alert.kind}`;
  switch (alert.kind) {
    case 'printer_problem':
      return { key, detailKey: `alerts.printerStatus.${alert.detail}`, detail: alert.detail ?? '' };
    case 'payment_unsettled':
      return { key, detailKey: `alerts.paymentStatus.${alert.detail}`, detail: alert.detail ?? '' };
    case 'open_order_old':
      return alert.detail
        ? { key, detailKey: null, detail: alert.detail }
        : { key, detailKey: 'alerts.noLabel', detail: '' };
    default:
      return { key, detailKey: null, detail: alert.detail ?? '' };
  }
}
