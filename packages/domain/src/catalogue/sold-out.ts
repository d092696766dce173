/**
 * "86": a product marked sold out from the till or the kitchen display, for a while, optionally
 * with a count left that every paid order counts down (the product is sold out at zero).
 */

/** How long a mark lasts: until someone un-marks it, 1 / 2 / 4 hours, or the business day's end. */
export const SOLD_OUT_DURATIONS = ['until_further_notice', '1h', '2h', '4h', 'end_of_day'] as const;
export type SoldOutDuration = (typeof SOLD_OUT_DURATIONS)[number];

/** The highest count left a mark may carry ("5 left"); more is a typing slip, not a stock. */
export const SOLD_OUT_COUNT_MAX = 9999;

const HOUR_MS = 3_600_000;
const HOURS: Partial<Record<SoldOutDuration, number>> = { '1h': 1, '2h': 2, '4h': 4 };

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs about 100 µs (its
 * locale and zone data resolved), most of an order create's pricing before it was kept.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `at` in `timeZone`, as UTC fields (year, month 0-11, day, hour, minute, second). */
export function wallClock(at: Date, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/**
 * The end of the business day `at` falls in: the next midnight in the outlet's time zone (a
 * business day is the outlet's calendar day, as orders' `business_day`). Time-zone offsets that
 * change that night (summer time) are followed.
 */
export function endOfBusinessDay(at: Date, timeZone: string): Date {
  const local = new Date(wallClock(at, timeZone));
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  // the UTC instant whose wall clock is that midnight: correct the offset twice (it may change)
  let guess = midnight - (wallClock(new Date(midnight), timeZone) - midnight);
  guess = midnight - (wallClock(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** When a mark made at `now` for `duration` ends by itself; null: only when someone un-marks it. */
export function soldOutUntil(duration: SoldOutDuration, now: Date, timeZone: string): Date | null {
  if (duration === 'until_further_notice') return null;
  if (duration === 'end_of_day') return endOfBusinessDay(now, timeZone);
  return new Date(now.getTime() + (HOURS[duration] ?? 0) * HOUR_MS);
}

/** Whether a mark's own time is over at `now` (a mark with no end never is). */
export function soldOutExpired(until: Date | null, now: Date): boolean {
  return until !== null && until.getTime() <= now.getTime();
}

/**
 * What a paid order's `quantity` of the product does to its count left: what it takes (never
 * more than is left, so the count never goes below zero), what is left, whether the product is
 * now sold out (at zero), and how many were sold beyond the count (orders taken before the count
 * ran out and paid after).
 */
export function countDown(
  left: number,
  quantity: number,
): { taken: number; left: number; soldOut: boolean; short: number } {
  const taken = Math.min(Math.max(left, 0), Math.max(quantity, 0));
  const after = Math.max(left, 0) - taken;
  return { taken, left: after, soldOut: after === 0, short: Math.max(quantity, 0) - taken };
}

/** Why a cart line of a product cannot be ordered now (null: it can). */
export type StockRefusal = 'product_sold_out' | 'not_enough_left';

/**
 * The one stock rule for every order path (kiosk create, the till, an open order's lines): a
 * sold-out product is refused; with a count left, a cart asking for more of it than is left is.
 */
export function stockRefusal(
  product: { in_stock: boolean; count_left: number | null },
  quantityInCart: number,
): StockRefusal | null {
  if (!product.in_stock) return 'product_sold_out';
  if (product.count_left !== null && quantityInCart > product.count_left) {
    return product.count_left <= 0 ? 'product_sold_out' : 'not_enough_left';
  }
  return null;
}

/**
 * A mark's time as staff read it (who marked it when, until when): the clock time on the same day
 * (13:10), with the date on another day (29 Kas 00:00), in `locale` and the device's time zone
 * (or `timeZone`).
 */
export function soldOutMarkTime(iso: string, now: Date, locale: string, timeZone?: string): string {
  const at = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat('en-CA', {
    ...zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const time = new Intl.DateTimeFormat(locale, {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  if (day.format(at) === day.format(now)) return time.format(at);
  const date = new Intl.DateTimeFormat(locale, { ...zone, day: 'numeric', month: 'short' });
  return `${date.format(at)} ${time.format(at)}`;
}
