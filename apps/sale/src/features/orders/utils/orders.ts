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

/** The order's lines as the refund rules (packages/domain refundLines) see them. */
export function refundableItems(order: OrderSummary, refunds: TillRefund[]): RefundableItem[] {
  const units = refundedUnits(refunds);
  return order.items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    totalMinor: item.total_price_minor,
    refundedQuantity: Math.min(item.quantity, units.get(item.id) ?? 0),
  }));
}

/** What a refund of the chosen lines (none: the whole order) gives back, or null when it is not valid. */
export function refundAmount(
  items: RefundableItem[],
  chosen: Array<{ order_item_id: string; quantity: number }> | undefined,
): number | null {
  const result = refundLines(items, chosen);
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
