/** The dashboard's figures of a period (from the same aggregate rows) and its day ranges. */
import type { PartMethod } from '../payments/till-money.js';
import type { DayRows } from './sales-rows.js';
import { sum } from './sum.js';

/** The dashboard's headline figures of a period. */
export interface SalesSummary {
  grossSalesMinor: number;
  orders: number;
  /** Gross / orders, rounded half up (0 without orders). */
  averageTicketMinor: number;
  cardMinor: number;
  cashMinor: number;
  refundsMinor: number;
}

export function salesSummary(rows: Pick<DayRows, 'sales' | 'money'>): SalesSummary {
  const grossSalesMinor = sum(rows.sales.map((r) => r.grossMinor));
  const orders = sum(rows.sales.map((r) => r.orders));
  const sale = (method: PartMethod) =>
    sum(rows.money.filter((r) => r.method === method && r.kind === 'sale').map((r) => r.amountMinor));
  return {
    grossSalesMinor,
    orders,
    averageTicketMinor: orders === 0 ? 0 : Math.round(grossSalesMinor / orders),
    cardMinor: sale('card'),
    cashMinor: sale('cash'),
    refundsMinor: sum(rows.money.filter((r) => r.kind !== 'sale').map((r) => r.amountMinor)),
  };
}

/** Change against a comparison figure, in whole percent (null when the comparison is zero). */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 100) / previous);
}

export type RangePreset = 'today' | 'yesterday' | 'this_week' | 'this_month' | 'custom';

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days from `day` moved by `days` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, days: number): string {
  return isoDay(dayMs(day) + days * DAY_MS);
}

/**
 * The business days a preset covers, given today's business day (outlet time): weeks start on
 * Monday; a custom range is taken as given (from <= to). The comparison is the same days a week
 * earlier (same weekdays).
 */
export function reportRange(
  preset: RangePreset,
  today: string,
  custom?: DayRange,
): { range: DayRange; previous: DayRange } {
  let range: DayRange;
  if (preset === 'yesterday') range = { from: addDays(today, -1), to: addDays(today, -1) };
  else if (preset === 'this_week') {
    const weekday = (new Date(dayMs(today)).getUTCDay() + 6) % 7;
    range = { from: addDays(today, -weekday), to: today };
  } else if (preset === 'this_month') range = { from: `${today.slice(0, 8)}01`, to: today };
  else if (preset === 'custom' && custom) range = custom;
  else range = { from: today, to: today };
  return { range, previous: { from: addDays(range.from, -7), to: addDays(range.to, -7) } };
}
