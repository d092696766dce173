import { planRefund, type RefundablePart, type ReversalPlan, refundLines } from '@kiosk/domain';
import { AppError } from '../errors.js';
import type { ReturnedSaleLine, SaleLineInput } from '../payments/sale-request.js';
import { fieldError } from './till-errors.js';
import type { PartRow, ReversalViewRow } from './till-present.js';

/** An order line a refund may give back (a TillRepository.items row). */
export interface RefundItem {
  id: string;
  quantity: number;
  total_price_minor: number;
  /** 'deal': a meal deal's header (no money, its parts carry it); 'deal_part': one of its parts. */
  kind?: string;
  parent_item_id?: string | null;
}

/**
 * The chosen lines with a meal deal's header replaced by its parts: k of a deal's n units give
 * back k/n of each part's units (each part then its share of what it cost, as any line). Throws
 * 422 when more units of a deal are asked than it has.
 */
function expandDealLines(
  items: RefundItem[],
  lines: Array<{ order_item_id: string; quantity: number }> | undefined,
): Array<{ order_item_id: string; quantity: number }> | undefined {
  return lines?.flatMap((line, index) => {
    const deal = items.find((i) => i.id === line.order_item_id && i.kind === 'deal');
    if (!deal) return [line];
    if (line.quantity < 1 || line.quantity > deal.quantity) {
      throw fieldError('quantity_exceeds_refundable', `lines.${index}.quantity`);
    }
    return items
      .filter((part) => part.parent_item_id === deal.id)
      .map((part) => ({
        order_item_id: part.id,
        quantity: Math.max(1, Math.round((part.quantity * line.quantity) / deal.quantity)),
      }));
  });
}

/** What `quantity` more units of a line give back: the cumulative share's step (see refundLines). */
function unitsShare(item: RefundItem, before: number, quantity: number): number {
  const share = (units: number) => Math.floor((Number(item.total_price_minor) * units) / item.quantity);
  return share(before + quantity) - share(before);
}

/** A refund's chosen lines (order line and units) and which parts give how much back. */
export interface TillRefundPlan {
  lines: Array<{ order_item_id: string; quantity: number }>;
  plan: ReversalPlan[];
}

/** Units already refunded per order line: each refund (one refund_id) counted once. */
export function refundedUnits(live: ReversalViewRow[]): Map<string, number> {
  const units = new Map<string, number>();
  const seen = new Set<string>();
  for (const r of live) {
    if (seen.has(r.refund_id)) continue;
    seen.add(r.refund_id);
    for (const line of r.lines) {
      units.set(line.order_item_id, (units.get(line.order_item_id) ?? 0) + line.quantity);
    }
  }
  return units;
}

/** The order's approved parts as a refund plan sees them: what is left of each, and whether it may be voided. */
export function refundableParts(parts: PartRow[], reversals: ReversalViewRow[]): RefundablePart[] {
  const live = reversals.filter((r) => r.status !== 'failed');
  return parts
    .filter((p) => p.status === 'approved')
    .map((p) => ({
      id: p.id,
      method: p.method,
      amountMinor: Number(p.amount_minor),
      reversedMinor: live
        .filter((r) => r.payment_attempt_id === p.id)
        .reduce((sum, r) => sum + Number(r.amount_minor), 0),
      // A void the terminal refused (e.g. its day was closed meanwhile) is asked as a refund next.
      approvedToday:
        p.approved_today &&
        !reversals.some((r) => r.payment_attempt_id === p.id && r.kind === 'void' && r.status === 'failed'),
    }));
}

/**
 * What a refund gives back (whole, or the chosen lines' share) and from which parts (planRefund:
 * cash first, never more than is left of the parts, running refunds counted). Throws the refusal:
 * an unknown line or more units than are left (422), no approved part (409 order_not_paid),
 * nothing left (409 nothing_to_refund). Pure.
 */
export function planTillRefund(input: {
  parts: PartRow[];
  reversals: ReversalViewRow[];
  items: RefundItem[];
  lines: Array<{ order_item_id: string; quantity: number }> | undefined;
}): TillRefundPlan {
  const { parts, reversals } = input;
  const items = input.items.filter((i) => i.kind !== 'deal');
  const units = refundedUnits(reversals.filter((r) => r.status !== 'failed'));
  const chosen = refundLines(
    items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      totalMinor: Number(i.total_price_minor),
      refundedQuantity: units.get(i.id) ?? 0,
    })),
    expandDealLines(input.items, input.lines),
  );
  if (!chosen.ok) throw fieldError(chosen.code, chosen.field);
  const refundable = refundableParts(parts, reversals);
  if (refundable.length === 0) {
    // Money can be given back once some was taken (a part-paid order too, before it is cancelled).
    throw new AppError('order_not_paid', 409, 'No payment of this order can be refunded');
  }
  const left = refundable.reduce((sum, p) => sum + p.amountMinor - p.reversedMinor, 0);
  const whole = !input.lines || input.lines.length === 0;
  const amount = Math.min(whole ? left : chosen.amountMinor, left);
  if (amount <= 0 || chosen.lines.length === 0) {
    throw new AppError('nothing_to_refund', 409, 'Nothing is left to refund on this order');
  }
  return { lines: chosen.lines, plan: planRefund(refundable, amount) };
}

/**
 * The refunded lines as the sale's document listed them: each chosen order line's sale line, with
 * the units given back and what they cost (the same share the refund's amount counts, after the
 * units earlier refunds took: `refunded`, see refundedUnits).
 */
export function returnedSaleLines(
  lines: TillRefundPlan['lines'],
  items: RefundItem[],
  saleLines: SaleLineInput[],
  refunded: Map<string, number> = new Map(),
): ReturnedSaleLine[] {
  return lines.flatMap((chosen) => {
    const sale = saleLines.find((l) => l.id === chosen.order_item_id);
    const item = items.find((i) => i.id === chosen.order_item_id);
    if (!sale || !item) return [];
    const amountMinor = unitsShare(item, refunded.get(item.id) ?? 0, chosen.quantity);
    return [{ line: sale, quantity: chosen.quantity, amountMinor }];
  });
}
