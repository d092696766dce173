/**
 * Sales reports (pure): the end-of-day (Z) report and the dashboard's figures, from the same
 * aggregate rows the database keeps by triggers (one row per day and hour / product and KDV rate /
 * payment method, terminal and kind). `aggregateOrders` is the reference definition of those rows
 * (what the triggers must equal); `buildZReport` turns rows into the report. Integer kuruş only.
 *
 * - Sales: orders whose payment is complete (payment_status 'paid'), by their business day; their
 *   gross is the sum of their lines (VAT included), the KDV per line is the stored vat_minor
 *   (total × rate / (100 + rate), rounded half up, as everywhere else).
 * - Money: approved payment parts (card / cash) and completed reversals (void, refund, cash
 *   return), by the business day of their order; a reversal counts for the method and terminal of
 *   the part it gives money back from.
 * - Refunds by KDV rate: each completed reversal split over the rates of what it gives back (see
 *   `splitReversalByRate`), so net sales, their KDV and matrah are exact per rate; the net's KDV
 *   is the lines' KDV less the refunds' share of it (`refundVat`), never rounded per rate again.
 */
import type { PartMethod, ReversalKind } from '../payments/till-money.js';
import { sum } from './sum.js';

export type SalesChannel = 'kiosk' | 'till';
export type SalesOrderType = 'eat_in' | 'takeaway';
export type MoneyKind = 'sale' | ReversalKind;

/** The KDV rates Turkish food outlets use; the report always lists them (other rates follow). */
export const REPORT_VAT_RATES = [1, 10, 20] as const;

export interface SalesRow {
  hour: number;
  channel: SalesChannel;
  orderType: SalesOrderType;
  /** kiosk id for kiosk orders, the cashier's user id for till orders ('' when unknown). */
  sourceKey: string;
  orders: number;
  grossMinor: number;
}

export interface LineRow {
  /** product id, or the product name when the product is gone. */
  productKey: string;
  productName: string;
  vatRate: number;
  quantity: number;
  grossMinor: number;
  vatMinor: number;
}

export interface MoneyRow {
  method: PartMethod;
  /** The terminal (pos device id) the part used; '' for cash taken without a terminal. */
  terminalKey: string;
  kind: MoneyKind;
  count: number;
  amountMinor: number;
}

/** Completed reversals' amounts by KDV rate (rate 0: a reversal of an order without lines). */
export interface RefundRateRow {
  vatRate: number;
  amountMinor: number;
}

export interface DayRows {
  sales: SalesRow[];
  lines: LineRow[];
  money: MoneyRow[];
  /** Absent: no refunds by rate (treated as none). */
  refundRates?: RefundRateRow[];
}

export interface ReportOrderLine {
  /** The order item's id (what a line refund names). */
  id?: string;
  productKey: string;
  productName: string;
  quantity: number;
  totalMinor: number;
  vatRate: number;
  vatMinor: number;
}

export interface ReportPart {
  id: string;
  method: PartMethod;
  terminalKey: string;
  status: string;
  amountMinor: number;
}

export interface ReportReversal {
  partId: string;
  kind: ReversalKind;
  status: string;
  amountMinor: number;
  /** The lines a line refund gives back (payment_reversals.lines); empty or absent: pro rata. */
  lines?: Array<{ orderItemId: string; quantity: number }>;
}

/**
 * Splits `amountMinor` over integer weights (keys in the given order): each part floor(amount ×
 * weight / total), the kuruş left over to the largest remainders (ties: the earlier key), so the
 * parts add up to the amount exactly. All weights zero: everything on the first key.
 */
export function allocateLargestRemainder(
  amountMinor: number,
  weights: Array<{ key: number; weight: number }>,
): Map<number, number> {
  const out = new Map<number, number>();
  const total = sum(weights.map((w) => w.weight));
  if (weights.length === 0) return out;
  if (total <= 0) {
    out.set(weights[0]?.key ?? 0, amountMinor);
    return out;
  }
  const rows = weights.map((w, index) => {
    const product = BigInt(amountMinor) * BigInt(w.weight);
    const base = product / BigInt(total);
    return { key: w.key, index, base: Number(base), rem: product - base * BigInt(total) };
  });
  let left = amountMinor - sum(rows.map((r) => r.base));
  const byRemainder = [...rows].sort((a, b) =>
    a.rem === b.rem ? a.index - b.index : a.rem > b.rem ? -1 : 1,
  );
  for (const row of byRemainder) {
    if (left <= 0) break;
    row.base += 1;
    left -= 1;
  }
  for (const row of rows) out.set(row.key, (out.get(row.key) ?? 0) + row.base);
  return out;
}

/**
 * A completed reversal's amount by KDV rate. A line refund by its lines: each line weighs
 * floor(line total × units / line quantity) (what refundLines gives back for those units); a
 * reversal without lines (whole order, void, cash return) by the order's line totals. The amount
 * is split over the rates by those weights with largest-remainder rounding (rates ascending on a
 * tie), so the parts add up to the reversal's amount exactly (a reversal over several payment parts
 * carries the same lines; each is split by them). Without any weight (an order without lines):
 * all on rate 0. The database's sales_reversal_rate_split() is the same rule.
 */
export function splitReversalByRate(
  reversal: Pick<ReportReversal, 'amountMinor' | 'lines'>,
  orderLines: ReportOrderLine[],
): Map<number, number> {
  const weights = new Map<number, number>();
  if (reversal.lines && reversal.lines.length > 0) {
    for (const chosen of reversal.lines) {
      const line = orderLines.find((l) => l.id === chosen.orderItemId);
      if (!line || line.quantity <= 0) continue;
      const weight = Math.floor((line.totalMinor * chosen.quantity) / line.quantity);
      weights.set(line.vatRate, (weights.get(line.vatRate) ?? 0) + weight);
    }
  }
  if (sum([...weights.values()]) <= 0) {
    weights.clear();
    for (const line of orderLines)
      weights.set(line.vatRate, (weights.get(line.vatRate) ?? 0) + line.totalMinor);
  }
  const ordered = [...weights.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, weight]) => ({ key, weight }));
  if (ordered.length === 0) return new Map([[0, reversal.amountMinor]]);
  return allocateLargestRemainder(reversal.amountMinor, ordered);
}

export interface ReportOrder {
  paid: boolean;
  hour: number;
  channel: SalesChannel;
  orderType: SalesOrderType;
  sourceKey: string;
  lines: ReportOrderLine[];
  parts: ReportPart[];
  reversals: ReportReversal[];
}

function upsert<T>(map: Map<string, T>, key: string, make: () => T, add: (row: T) => void) {
  let row = map.get(key);
  if (!row) {
    row = make();
    map.set(key, row);
  }
  add(row);
}

/** The aggregate rows of a set of orders (the definition the database's triggers keep). */
export function aggregateOrders(orders: ReportOrder[]): DayRows {
  const sales = new Map<string, SalesRow>();
  const lines = new Map<string, LineRow>();
  const money = new Map<string, MoneyRow>();
  const refundRates = new Map<number, number>();
  for (const order of orders) {
    if (order.paid) {
      const gross = sum(order.lines.map((l) => l.totalMinor));
      upsert(
        sales,
        [order.hour, order.channel, order.orderType, order.sourceKey].join('|'),
        () => ({ ...pick(order), orders: 0, grossMinor: 0 }),
        (row) => {
          row.orders += 1;
          row.grossMinor += gross;
        },
      );
      for (const line of order.lines) {
        upsert(
          lines,
          `${line.productKey}|${line.vatRate}`,
          () => ({
            productKey: line.productKey,
            productName: line.productName,
            vatRate: line.vatRate,
            quantity: 0,
            grossMinor: 0,
            vatMinor: 0,
          }),
          (row) => {
            row.quantity += line.quantity;
            row.grossMinor += line.totalMinor;
            row.vatMinor += line.vatMinor;
          },
        );
      }
    }
    const parts = new Map(order.parts.map((p) => [p.id, p]));
    const addMoney = (part: ReportPart, kind: MoneyKind, amount: number) =>
      upsert(
        money,
        [part.method, part.terminalKey, kind].join('|'),
        () => ({ method: part.method, terminalKey: part.terminalKey, kind, count: 0, amountMinor: 0 }),
        (row) => {
          row.count += 1;
          row.amountMinor += amount;
        },
      );
    for (const part of order.parts) if (part.status === 'approved') addMoney(part, 'sale', part.amountMinor);
    for (const reversal of order.reversals) {
      const part = parts.get(reversal.partId);
      if (part && reversal.status === 'completed') {
        addMoney(part, reversal.kind, reversal.amountMinor);
        for (const [rate, amount] of splitReversalByRate(reversal, order.lines))
          refundRates.set(rate, (refundRates.get(rate) ?? 0) + amount);
      }
    }
  }
  return {
    sales: [...sales.values()],
    lines: [...lines.values()],
    money: [...money.values()],
    refundRates: [...refundRates.entries()]
      .filter(([, amountMinor]) => amountMinor !== 0)
      .map(([vatRate, amountMinor]) => ({ vatRate, amountMinor })),
  };
}

function pick(order: ReportOrder) {
  return { hour: order.hour, channel: order.channel, orderType: order.orderType, sourceKey: order.sourceKey };
}
