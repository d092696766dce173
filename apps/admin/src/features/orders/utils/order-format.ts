import { formatLira } from '@kiosk/domain';

/** The product calls the lira 'TL'; Intl needs the ISO code. */
export function isoCurrency(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'TL' || upper === '' ? 'TRY' : upper;
}

/** Minor units (kuruş) of the order's own currency: lira as every app shows it (245,50 ₺ / ₺245.50). */
export function formatOrderMoney(minor: number, currency: string, locale: string): string {
  const code = isoCurrency(currency);
  if (code === 'TRY') return formatLira(minor, locale);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    // an unknown currency code: the number and the code as they are
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} ${code}`;
  }
}

/**
 * The outlet's time zone: order times are shown in it wherever the back office is opened, as the
 * receipts print them (the server's OUTLET_TIME_ZONE default).
 */
const OUTLET_TIME_ZONE = 'Europe/Istanbul';

/** Spec: dates as dd MMM yyyy HH:mm ("05 Mar 2026 14:07"), in the language's own month names. */
export function formatOrderDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  // a local time without a zone (the terminal's fiscal documents) is shown as written, not shifted
  const naive = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(iso);
  const date = naive
    ? new Date(
        Date.UTC(
          Number(naive[1]),
          Number(naive[2]) - 1,
          Number(naive[3]),
          Number(naive[4]),
          Number(naive[5]),
        ),
      )
    : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    // an instant in the outlet's time; a terminal's local time as written
    timeZone: naive ? 'UTC' : OUTLET_TIME_ZONE,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The file a downloaded receipt is saved as: {order_number}_{customer|merchant}_receipt.png. */
export function receiptFileName(orderNumber: string, type: 'customer' | 'merchant'): string {
  const safe = orderNumber.replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `${safe}_${type}_receipt.png`;
}

/** The number of lines of a listed order (the spec's `order_items` count). */
export function itemCount(order: { order_items: ReadonlyArray<{ count: number }> }): number {
  return order.order_items[0]?.count ?? 0;
}

/** The terminal's sale number of a listed order, once it is paid at a terminal. */
export function posSaleNumber(order: {
  pos_details: ReadonlyArray<{ pos_sale_number: string | null }>;
}): string | null {
  return order.pos_details[0]?.pos_sale_number ?? null;
}
