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
import { vatOfInclusive } from '../money.js';
import type { PartMethod, ReversalKind } from '../payments/till-money.js';

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

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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

export interface MoneyTotals {
  salesMinor: number;
  refundsMinor: number;
  netMinor: number;
}

export interface VatRateTotals {
  vatRate: number;
  grossMinor: number;
  vatMinor: number;
  /** Gross minus KDV (matrah). */
  netBaseMinor: number;
  /** Completed reversals given back at this rate. */
  refundMinor: number;
  /** Gross minus refunds. */
  netMinor: number;
  /** KDV of the net: the lines' KDV minus what the refunds took back (`refundVat`). */
  netVatMinor: number;
  /** Net minus its KDV (matrah of the net). */
  netNetBaseMinor: number;
}

export interface ZReport {
  /** Sum of the paid orders' lines (VAT included). */
  grossSalesMinor: number;
  /** Completed voids, refunds and cash returns. */
  refundsMinor: number;
  /** Gross minus refunds. */
  netSalesMinor: number;
  byMethod: Record<PartMethod, MoneyTotals>;
  byVatRate: VatRateTotals[];
  vatTotalMinor: number;
  netBaseTotalMinor: number;
  /** Sums of the rates' net KDV and net matrah. */
  netVatTotalMinor: number;
  netNetBaseTotalMinor: number;
  counts: { sales: number; cancellations: number; refunds: number };
  terminals: (MoneyTotals & { terminalKey: string })[];
  /** Approved parts (all methods). */
  collectedMinor: number;
  /**
   * Collected minus gross sales: zero when every order that took money is paid in full; otherwise
   * money taken on orders still open (not yet in the sales).
   */
  unreconciledMinor: number;
}

/**
 * The KDV a rate's refunds take back: the lines' stored KDV in proportion to the refunded share of
 * the rate's gross (rounded half up), so the net KDV is exactly the lines' KDV without refunds and
 * zero when everything was refunded (rounding the rate's net again would differ from the per-line
 * rounding by a kuruş or two). Refunds without gross at the rate: the rule on their amount.
 */
export function refundVat(row: Pick<VatRateTotals, 'vatRate' | 'grossMinor' | 'vatMinor' | 'refundMinor'>) {
  if (row.refundMinor === 0) return 0;
  if (row.grossMinor <= 0) return vatOfInclusive(row.refundMinor, row.vatRate);
  return Math.round((row.vatMinor * row.refundMinor) / row.grossMinor);
}

/**
 * The Z report of a business day from its aggregate rows. `cancellations` and `refunds` are the
 * number of void / refund requests (a request over two parts is one).
 */
export function buildZReport(rows: DayRows, counts?: { cancellations: number; refunds: number }): ZReport {
  const grossSalesMinor = sum(rows.sales.map((r) => r.grossMinor));
  const isRefund = (r: MoneyRow) => r.kind !== 'sale';
  const totals = (list: MoneyRow[]): MoneyTotals => {
    const salesMinor = sum(list.filter((r) => !isRefund(r)).map((r) => r.amountMinor));
    const refundsMinor = sum(list.filter(isRefund).map((r) => r.amountMinor));
    return { salesMinor, refundsMinor, netMinor: salesMinor - refundsMinor };
  };
  const refundsMinor = sum(rows.money.filter(isRefund).map((r) => r.amountMinor));
  const collectedMinor = sum(rows.money.filter((r) => !isRefund(r)).map((r) => r.amountMinor));

  const byVatRate = new Map<number, VatRateTotals>();
  const rateRow = (vatRate: number): VatRateTotals => {
    let row = byVatRate.get(vatRate);
    if (!row) {
      row = {
        vatRate,
        grossMinor: 0,
        vatMinor: 0,
        netBaseMinor: 0,
        refundMinor: 0,
        netMinor: 0,
        netVatMinor: 0,
        netNetBaseMinor: 0,
      };
      byVatRate.set(vatRate, row);
    }
    return row;
  };
  for (const rate of REPORT_VAT_RATES) rateRow(rate);
  for (const line of rows.lines) {
    const row = rateRow(line.vatRate);
    row.grossMinor += line.grossMinor;
    row.vatMinor += line.vatMinor;
    row.netBaseMinor += line.grossMinor - line.vatMinor;
  }
  for (const refund of rows.refundRates ?? []) rateRow(refund.vatRate).refundMinor += refund.amountMinor;
  for (const row of byVatRate.values()) {
    row.netMinor = row.grossMinor - row.refundMinor;
    row.netVatMinor = row.vatMinor - refundVat(row);
    row.netNetBaseMinor = row.netMinor - row.netVatMinor;
  }
  const vatRows = [...byVatRate.values()].sort((a, b) => a.vatRate - b.vatRate);

  const terminalKeys = [...new Set(rows.money.map((r) => r.terminalKey))].sort();
  const saleCount = sum(rows.sales.map((r) => r.orders));
  const refundRows = rows.money.filter((r) => r.kind === 'refund' || r.kind === 'cash_return');
  return {
    grossSalesMinor,
    refundsMinor,
    netSalesMinor: grossSalesMinor - refundsMinor,
    byMethod: {
      card: totals(rows.money.filter((r) => r.method === 'card')),
      cash: totals(rows.money.filter((r) => r.method === 'cash')),
    },
    byVatRate: vatRows,
    vatTotalMinor: sum(vatRows.map((r) => r.vatMinor)),
    netBaseTotalMinor: sum(vatRows.map((r) => r.netBaseMinor)),
    netVatTotalMinor: sum(vatRows.map((r) => r.netVatMinor)),
    netNetBaseTotalMinor: sum(vatRows.map((r) => r.netNetBaseMinor)),
    counts: {
      sales: saleCount,
      cancellations:
        counts?.cancellations ?? sum(rows.money.filter((r) => r.kind === 'void').map((r) => r.count)),
      refunds: counts?.refunds ?? sum(refundRows.map((r) => r.count)),
    },
    terminals: terminalKeys.map((terminalKey) => ({
      terminalKey,
      ...totals(rows.money.filter((r) => r.terminalKey === terminalKey)),
    })),
    collectedMinor,
    unreconciledMinor: collectedMinor - grossSalesMinor,
  };
}

export interface ReconciliationIssue {
  figure: string;
  expectedMinor: number;
  actualMinor: number;
}

/** Every cross-check of a Z report; empty when every figure reconciles to the kuruş. */
export function reconcileZReport(report: ZReport): ReconciliationIssue[] {
  const issues: ReconciliationIssue[] = [];
  const check = (figure: string, expectedMinor: number, actualMinor: number) => {
    if (expectedMinor !== actualMinor) issues.push({ figure, expectedMinor, actualMinor });
  };
  const methods = Object.values(report.byMethod);
  check('net = gross - refunds', report.grossSalesMinor - report.refundsMinor, report.netSalesMinor);
  check('vat rates gross = gross', report.grossSalesMinor, sum(report.byVatRate.map((r) => r.grossMinor)));
  check('vat + net base = gross', report.grossSalesMinor, report.vatTotalMinor + report.netBaseTotalMinor);
  check('vat rates refunds = refunds', report.refundsMinor, sum(report.byVatRate.map((r) => r.refundMinor)));
  check('vat rates net = net', report.netSalesMinor, sum(report.byVatRate.map((r) => r.netMinor)));
  check(
    'net vat + net matrah = net',
    report.netSalesMinor,
    report.netVatTotalMinor + report.netNetBaseTotalMinor,
  );
  for (const r of report.byVatRate) {
    check(`vat ${r.vatRate}: net = gross - refunds`, r.grossMinor - r.refundMinor, r.netMinor);
    check(`vat ${r.vatRate}: net vat`, r.vatMinor - refundVat(r), r.netVatMinor);
  }
  check('methods sales = collected', report.collectedMinor, sum(methods.map((m) => m.salesMinor)));
  check('methods refunds = refunds', report.refundsMinor, sum(methods.map((m) => m.refundsMinor)));
  check(
    'terminals net = methods net',
    sum(methods.map((m) => m.netMinor)),
    sum(report.terminals.map((t) => t.netMinor)),
  );
  check('payments = lines', report.grossSalesMinor, report.collectedMinor - report.unreconciledMinor);
  return issues;
}

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
