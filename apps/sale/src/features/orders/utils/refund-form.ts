import type { TillRefund } from '@kiosk/contracts';
import { type RefundRow, refundAmount } from './orders';

export type RefundScope = 'whole' | 'lines';
export type RefundLine = { order_item_id: string; quantity: number };

/** The lines chosen with a quantity above 0; undefined for the whole order. */
export function chosenLines(
  scope: RefundScope,
  quantities: Record<string, number>,
): RefundLine[] | undefined {
  if (scope !== 'lines') return undefined;
  return Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([order_item_id, quantity]) => ({ order_item_id, quantity }));
}

/** What the refund gives back: the chosen lines' (or the whole order's) amount, at most what was paid. */
export function refundTotal(items: RefundRow[], chosen: RefundLine[] | undefined, paidMinor: number): number {
  return Math.min(refundAmount(items, chosen) ?? 0, paidMinor);
}

/** How many units of a line may still be refunded (0 for a line the rules do not know). */
export function refundableUnits(items: RefundRow[], itemId: string): number {
  const item = items.find((i) => i.id === itemId);
  return item ? item.quantity - item.refundedQuantity : 0;
}

/** The refund may go to its confirmation: a reason, some lines when refunding lines, and money to give back. */
export function canReview(input: {
  reason: string;
  scope: RefundScope;
  chosen: RefundLine[] | undefined;
  amountMinor: number;
}): boolean {
  if (!input.reason.trim()) return false;
  if (input.scope === 'lines' && (input.chosen?.length ?? 0) === 0) return false;
  return input.amountMinor > 0;
}

/** The cash to hand back: the completed cash returns among the refund's results. */
export function cashBack(refunds: TillRefund[]): number {
  return refunds
    .filter((r) => r.kind === 'cash_return' && r.status === 'completed')
    .reduce((sum, r) => sum + r.amount_minor, 0);
}
