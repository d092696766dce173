import type { OrderSummary, TillRefund } from '@kiosk/contracts';
import { type RefundableItem, refundLines } from '@kiosk/domain';

/** Today as YYYY-MM-DD in the till's own time zone. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Orders matching the typed text: its queue number, or its order number (YYMMDD-NNNNN; without a
 * dash only the day's sequence part is searched, so "12" does not match every order of the 12th).
 */
export function searchOrders(orders: OrderSummary[], query: string): OrderSummary[] {
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
