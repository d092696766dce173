/**
 * The end-of-day (Z) report of a business day from its aggregate rows (`sales-rows.ts`), and its
 * cross-checks. Integer kuruş only.
 */
import { vatOfInclusive } from '../money.js';
import type { PartMethod } from '../payments/till-money.js';
import { type DayRows, type MoneyRow, REPORT_VAT_RATES } from './sales-rows.js';
import { sum } from './sum.js';

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
