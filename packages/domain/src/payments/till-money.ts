/**
 * The till's money model (pure): an order is paid in parts (card or cash); refunds and voids are
 * linked to the part they give money back from. Integer minor units (kuruş) throughout.
 */

export type PartMethod = 'card' | 'cash';
/** The terminal operation a part uses; null: cash taken before the last part (no terminal call). */
export type PartOperation = 'CompleteSale' | 'StartPayment' | null;
export type ReversalKind = 'void' | 'refund' | 'cash_return';

export interface PartFacts {
  /** 'approved' counts as collected; any other state does not. */
  status: string;
  amountMinor: number;
}

export interface ReversalFacts {
  status: string;
  amountMinor: number;
}

export interface OrderMoney {
  /** What the approved parts collected. */
  collectedMinor: number;
  /** What completed refunds and voids gave back. */
  refundedMinor: number;
  /** Collected minus refunded. */
  paidMinor: number;
  /**
   * What is still to be collected for the sale (total minus collected, never negative). A refund
   * does not make the order payable again: it gives back money of a sale that was completed.
   */
  remainingMinor: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Where an order's money stands. */
export function orderMoney(totalMinor: number, parts: PartFacts[], reversals: ReversalFacts[]): OrderMoney {
  const collectedMinor = sum(parts.filter((p) => p.status === 'approved').map((p) => p.amountMinor));
  const refundedMinor = sum(reversals.filter((r) => r.status === 'completed').map((r) => r.amountMinor));
  return {
    collectedMinor,
    refundedMinor,
    paidMinor: collectedMinor - refundedMinor,
    remainingMinor: Math.max(0, totalMinor - collectedMinor),
  };
}

export type PartError =
  | { code: 'nothing_remaining'; field: 'amount_minor' }
  | { code: 'order_refunded'; field: 'amount_minor' }
  | { code: 'amount_exceeds_remaining'; field: 'amount_minor' }
  | { code: 'tendered_required'; field: 'tendered_minor' }
  | { code: 'tendered_too_low'; field: 'tendered_minor' }
  | { code: 'tendered_not_cash'; field: 'tendered_minor' };

export type PartCheck =
  | {
      ok: true;
      /** This part makes the remaining zero: it issues the fiscal document (CompleteSale). */
      final: boolean;
      operation: PartOperation;
      tenderedMinor: number | null;
      changeMinor: number | null;
    }
  | ({ ok: false } & PartError);

/** The terminal operation of a part (see `checkPart`). */
export function partOperation(method: PartMethod, final: boolean): PartOperation {
  if (final) return 'CompleteSale';
  return method === 'card' ? 'StartPayment' : null;
}

/**
 * Whether a part may be taken now: 1 <= amount <= remaining; cash needs tendered >= amount (change
 * = tendered - amount), card takes no tendered amount. The part that makes the remaining zero is the
 * fiscal CompleteSale; an earlier card part is a StartPayment; earlier cash is recorded at once (it
 * is registered on the last part's document).
 */
export function checkPart(input: {
  method: PartMethod;
  amountMinor: number;
  tenderedMinor?: number | null | undefined;
  remainingMinor: number;
  /**
   * Money of the order given back, or being given back (refunds and voids not failed). A refund
   * does not make an order payable again, so once one was made no part is taken: the rest paid
   * would close a sale whose fiscal document lists money the customer got back. The order is
   * cancelled instead (and a new one made).
   */
  givenBackMinor?: number | undefined;
}): PartCheck {
  const { method, amountMinor, remainingMinor } = input;
  const tendered = input.tenderedMinor ?? null;
  if (remainingMinor <= 0) return { ok: false, code: 'nothing_remaining', field: 'amount_minor' };
  if ((input.givenBackMinor ?? 0) > 0) return { ok: false, code: 'order_refunded', field: 'amount_minor' };
  if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > remainingMinor) {
    return { ok: false, code: 'amount_exceeds_remaining', field: 'amount_minor' };
  }
  if (method === 'card' && tendered !== null) {
    return { ok: false, code: 'tendered_not_cash', field: 'tendered_minor' };
  }
  if (method === 'cash' && tendered === null) {
    return { ok: false, code: 'tendered_required', field: 'tendered_minor' };
  }
  if (tendered !== null && tendered < amountMinor) {
    return { ok: false, code: 'tendered_too_low', field: 'tendered_minor' };
  }
  const final = amountMinor === remainingMinor;
  return {
    ok: true,
    final,
    operation: partOperation(method, final),
    tenderedMinor: tendered,
    changeMinor: tendered === null ? null : tendered - amountMinor,
  };
}

export interface SalePaymentLine {
  Mediator: 'CARD' | 'CASH';
  AmountMinor: number;
  PrePaid?: boolean;
  Reference?: string;
}

/**
 * The payment lines of the order's fiscal document (the last part's CompleteSale): every earlier
 * approved part as pre-paid (a card part with its SaleNumber as Reference), then this part. Cash
 * is always on the document: every sale is registered at the fiscal terminal.
 */
export function finalPaymentLines(
  earlier: Array<{ method: PartMethod; amountMinor: number; saleNumber: string | null }>,
  last: { method: PartMethod; amountMinor: number },
): SalePaymentLine[] {
  const lines: SalePaymentLine[] = earlier.map((part) => ({
    Mediator: part.method === 'card' ? 'CARD' : 'CASH',
    AmountMinor: part.amountMinor,
    PrePaid: true,
    ...(part.method === 'card' && part.saleNumber ? { Reference: part.saleNumber } : {}),
  }));
  lines.push({ Mediator: last.method === 'card' ? 'CARD' : 'CASH', AmountMinor: last.amountMinor });
  return lines;
}

/** What the card is charged now by a document's payment lines (card lines not pre-paid). */
export const chargedByCard = (lines: SalePaymentLine[]): number =>
  sum(lines.filter((l) => l.Mediator === 'CARD' && !l.PrePaid).map((l) => l.AmountMinor));

// Refunds ----------------------------------------------------------------------------------------

export interface RefundableItem {
  id: string;
  quantity: number;
  totalMinor: number;
  /** Units of this line already refunded (by completed or running refunds). */
  refundedQuantity: number;
}

export type RefundLinesResult =
  | { ok: true; amountMinor: number; lines: Array<{ order_item_id: string; quantity: number }> }
  | { ok: false; code: 'unknown_line' | 'quantity_exceeds_refundable'; field: string };

/**
 * The amount a refund of chosen lines gives back: each line's share of its total, units counted
 * so that refunding every unit (in any number of refunds) gives back exactly the line's total.
 * Without chosen lines, every unit not yet refunded.
 */
export function refundLines(
  items: RefundableItem[],
  chosen: Array<{ order_item_id: string; quantity: number }> | undefined,
): RefundLinesResult {
  const wanted =
    chosen && chosen.length > 0
      ? chosen
      : items
          .filter((i) => i.quantity > i.refundedQuantity)
          .map((i) => ({ order_item_id: i.id, quantity: i.quantity - i.refundedQuantity }));
  const merged = new Map<string, number>();
  for (const line of wanted)
    merged.set(line.order_item_id, (merged.get(line.order_item_id) ?? 0) + line.quantity);
  let amountMinor = 0;
  const lines: Array<{ order_item_id: string; quantity: number }> = [];
  let index = 0;
  for (const [id, quantity] of merged) {
    const item = items.find((i) => i.id === id);
    if (!item) return { ok: false, code: 'unknown_line', field: `lines.${index}.order_item_id` };
    if (quantity < 1 || item.refundedQuantity + quantity > item.quantity) {
      return { ok: false, code: 'quantity_exceeds_refundable', field: `lines.${index}.quantity` };
    }
    const share = (units: number) => Math.floor((item.totalMinor * units) / item.quantity);
    amountMinor += share(item.refundedQuantity + quantity) - share(item.refundedQuantity);
    lines.push({ order_item_id: id, quantity });
    index += 1;
  }
  return { ok: true, amountMinor, lines };
}

export interface RefundablePart {
  id: string;
  method: PartMethod;
  /** The part's approved amount. */
  amountMinor: number;
  /** What earlier refunds (completed or still running) already took from it. */
  reversedMinor: number;
  /** The part was approved on today's business day (a card part may then be voided). */
  approvedToday: boolean;
}

export interface ReversalPlan {
  paymentId: string;
  kind: ReversalKind;
  amountMinor: number;
}

/**
 * Which parts give `amountMinor` back: cash parts first (returned from the drawer), then card
 * parts; a card part is voided (CancelSale) when it was approved today and all of it is reversed
 * with nothing reversed before, else refunded (RefundSale). Never more than the parts hold: the
 * plan's total is min(amount, what is left of the parts).
 */
export function planRefund(parts: RefundablePart[], amountMinor: number): ReversalPlan[] {
  const ordered = [...parts.filter((p) => p.method === 'cash'), ...parts.filter((p) => p.method === 'card')];
  const plan: ReversalPlan[] = [];
  let left = amountMinor;
  for (const part of ordered) {
    if (left <= 0) break;
    const available = part.amountMinor - part.reversedMinor;
    if (available <= 0) continue;
    const take = Math.min(available, left);
    const kind: ReversalKind =
      part.method === 'cash'
        ? 'cash_return'
        : part.approvedToday && part.reversedMinor === 0 && take === part.amountMinor
          ? 'void'
          : 'refund';
    plan.push({ paymentId: part.id, kind, amountMinor: take });
    left -= take;
  }
  return plan;
}

/** Who may refund an order: admins any time, a cashier on the order's business day only. */
export function mayRefund(
  role: string | undefined,
  orderIsToday: boolean,
): { ok: true } | { ok: false; code: 'refund_day_closed' | 'forbidden' } {
  if (role === 'admin' || role === 'super_admin') return { ok: true };
  if (role === 'cashier') return orderIsToday ? { ok: true } : { ok: false, code: 'refund_day_closed' };
  return { ok: false, code: 'forbidden' };
}
