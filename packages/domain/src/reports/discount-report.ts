/**
 * Gross, discounts and net by channel, by promotion, by manual discount reason and by meal deal
 * (issue 33), from the aggregate rows the server keeps (migration 20261128000950:
 * sales_discount_totals). Integer kuruş only.
 *
 * Per channel and per deal: gross (list prices) − discount = sales (what was paid); sales −
 * refunds (completed reversals, a deal's share split by the refunded lines) = net. Promotions and
 * manual discounts are what was given at the sale (a refund does not take them back).
 */
import { sum } from './sum.js';

export type DiscountRowKind = 'channel' | 'promotion' | 'manual' | 'deal';

/** One aggregate row, summed over the days of the range. */
export interface DiscountRow {
  kind: DiscountRowKind;
  /** The channel, the promotion's id, the manual discount's reason, or the deal product. */
  key: string;
  name: string;
  /** Orders (channel), lines applied to (promotion), discounts given (manual), deal lines (deal). */
  n: number;
  /** Units: of the lines a promotion applied to, of deals sold. */
  quantity: number;
  grossMinor: number;
  discountMinor: number;
  /** What was paid (a channel's lines, a deal's parts). */
  salesMinor: number;
  refundMinor: number;
}

export const REPORT_ORDER_CHANNELS = ['kiosk', 'till', 'open_order', 'delivery'] as const;
export type ReportOrderChannel = (typeof REPORT_ORDER_CHANNELS)[number];

export interface GrossToNet {
  grossMinor: number;
  discountMinor: number;
  salesMinor: number;
  refundsMinor: number;
  netMinor: number;
}

export interface DiscountReport extends GrossToNet {
  /** The channels with sales, in the fixed order kiosk, till, open order, delivery. */
  byChannel: Array<GrossToNet & { channel: ReportOrderChannel; orders: number }>;
  /** Promotions by discount given, largest first. */
  promotions: Array<{ id: string; name: string; times: number; quantity: number; discountMinor: number }>;
  manual: {
    count: number;
    discountMinor: number;
    byReason: Array<{ reason: string; count: number; discountMinor: number }>;
  };
  /** Deals by deals sold, most first. */
  deals: Array<GrossToNet & { productKey: string; name: string; count: number; quantity: number }>;
}

function grossToNet(row: DiscountRow): GrossToNet {
  return {
    grossMinor: row.grossMinor,
    discountMinor: row.discountMinor,
    salesMinor: row.salesMinor,
    refundsMinor: row.refundMinor,
    netMinor: row.salesMinor - row.refundMinor,
  };
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The report from the rows (rows of a kind the report does not know are left out). */
export function buildDiscountReport(rows: readonly DiscountRow[]): DiscountReport {
  const of = (kind: DiscountRowKind) => rows.filter((r) => r.kind === kind);
  const byChannel = REPORT_ORDER_CHANNELS.flatMap((channel) => {
    const row = of('channel').find((r) => r.key === channel);
    return row ? [{ channel, orders: row.n, ...grossToNet(row) }] : [];
  });
  const promotions = of('promotion')
    .sort((a, b) => b.discountMinor - a.discountMinor || byName(a, b))
    .map((r) => ({
      id: r.key,
      name: r.name,
      times: r.n,
      quantity: r.quantity,
      discountMinor: r.discountMinor,
    }));
  const manual = of('manual')
    .sort((a, b) => b.discountMinor - a.discountMinor || byName(a, b))
    .map((r) => ({ reason: r.name, count: r.n, discountMinor: r.discountMinor }));
  const deals = of('deal')
    .sort((a, b) => b.quantity - a.quantity || b.salesMinor - a.salesMinor || byName(a, b))
    .map((r) => ({ productKey: r.key, name: r.name, count: r.n, quantity: r.quantity, ...grossToNet(r) }));
  const total = (f: (c: GrossToNet) => number) => sum(byChannel.map(f));
  return {
    grossMinor: total((c) => c.grossMinor),
    discountMinor: total((c) => c.discountMinor),
    salesMinor: total((c) => c.salesMinor),
    refundsMinor: total((c) => c.refundsMinor),
    netMinor: total((c) => c.netMinor),
    byChannel,
    promotions,
    manual: {
      count: sum(manual.map((m) => m.count)),
      discountMinor: sum(manual.map((m) => m.discountMinor)),
      byReason: manual,
    },
    deals,
  };
}
