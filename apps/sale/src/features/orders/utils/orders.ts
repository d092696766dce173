import type { OrderSummary, TillOrderSummary, TillRefund } from '@kiosk/contracts';
import {
  type DisplayStatus,
  displayStatus,
  type RefundableItem,
  refundLines,
  type ShownPaymentStatus,
} from '@kiosk/domain';

/** Today as YYYY-MM-DD in the till's own time zone. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Orders matching the typed text: its queue number, or its order number (YYMMDD-NNNNN; without a
 * dash only the day's sequence part is searched, so "12" does not match every order of the 12th).
 */
export function searchOrders<O extends OrderSummary>(orders: O[], query: string): O[] {
  const text = query.trim().toLowerCase();
  if (!text) return orders;
  const digits = text.replace(/[^0-9]/g, '');
  return orders.filter((order) => {
    const number = order.order_number.toLowerCase();
    if (text.includes('-')) return number.includes(text);
    if (digits && (number.split('-').pop() ?? number).includes(digits)) return true;
    return digits !== '' && order.reference_number === Number(digits);
  });
}

/** Units of each line already given back (completed or running refunds). */
export function refundedUnits(refunds: TillRefund[]): Map<string, number> {
  const units = new Map<string, number>();
  const seen = new Set<string>();
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    // one refund gives back through several payments: its lines count once
    const key = `${refund.created_at}|${refund.reason}|${JSON.stringify(refund.lines)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const line of refund.lines)
      units.set(line.order_item_id, (units.get(line.order_item_id) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * An order line as the refund rules (packages/domain refundLines) see it; a meal deal's line also
 * lists its parts (each refunded by its own share, as the server does: refunding k of a deal's n
 * units gives back k/n of each part), its own units left being what its parts have left.
 */
export interface RefundRow extends RefundableItem {
  parts?: Array<{ id: string; quantity: number }>;
}

/** The order's lines as the refund rules see them: plain lines, deal lines and their parts. */
export function refundableItems(order: OrderSummary, refunds: TillRefund[]): RefundRow[] {
  const units = refundedUnits(refunds);
  const row = (id: string, quantity: number, totalMinor: number): RefundRow => ({
    id,
    quantity,
    totalMinor,
    refundedQuantity: Math.min(quantity, units.get(id) ?? 0),
  });
  return order.items.flatMap((item) => {
    const parts = item.parts ?? [];
    if (parts.length === 0) return [row(item.id, item.quantity, item.total_price_minor)];
    const partRows = parts.map((p) => row(p.id, p.quantity, p.total_price_minor));
    const left = Math.min(
      ...partRows.map((p) => Math.floor(((p.quantity - p.refundedQuantity) * item.quantity) / p.quantity)),
    );
    return [
      {
        ...row(item.id, item.quantity, 0),
        refundedQuantity: item.quantity - left,
        parts: parts.map((p) => ({ id: p.id, quantity: p.quantity })),
      },
      ...partRows,
    ];
  });
}

/** The chosen lines with a deal's line replaced by its parts (k of n menus: k/n of each part's units). */
function withDealParts(items: RefundRow[], chosen: Array<{ order_item_id: string; quantity: number }>) {
  return chosen.flatMap((line) => {
    const deal = items.find((i) => i.id === line.order_item_id && i.parts);
    if (!deal?.parts) return [line];
    return deal.parts.map((p) => ({
      order_item_id: p.id,
      quantity: Math.max(1, Math.round((p.quantity * line.quantity) / deal.quantity)),
    }));
  });
}

/** What a refund of the chosen lines (none: the whole order) gives back, or null when it is not valid. */
export function refundAmount(
  items: RefundRow[],
  chosen: Array<{ order_item_id: string; quantity: number }> | undefined,
): number | null {
  const lines = chosen && chosen.length > 0 ? withDealParts(items, chosen) : chosen;
  const deals = new Set(items.filter((i) => i.parts).map((i) => i.id));
  const result = refundLines(
    items.filter((i) => !deals.has(i.id)),
    lines,
  );
  return result.ok ? result.amountMinor : null;
}

const PAID_STATES = new Set<ShownPaymentStatus>(['paid', 'partially_refunded', 'refunded']);

/**
 * The two badges of an order in the till's list, as translation keys under sale.orders.status:
 * its payment as shown (refunds included) and its step (raw codes such as pending_payment or
 * abandoned shown as the step they stand for); the step is left out when it says nothing more.
 */
export function orderBadges(order: Pick<TillOrderSummary, 'status' | 'payment_state'>): {
  payment: ShownPaymentStatus;
  step: DisplayStatus | null;
} {
  const payment = order.payment_state as ShownPaymentStatus;
  const step = displayStatus(order.status) ?? null;
  // "pending" twice, or a paid order only "confirmed" (its payment badge says so already)
  const redundant = step === 'pending' || (step === 'confirmed' && PAID_STATES.has(payment));
  return { payment, step: redundant ? null : step };
}
