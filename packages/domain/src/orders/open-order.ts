import { foldTurkish } from '../text/turkish.js';

/**
 * Open orders (tabs), spec part 1 section 4: a tab stays open while guests eat or wait (a table, a
 * name or a pager number) and is paid later, possibly in parts and from any till.
 *
 * An open order is an ordinary order (so it is in the back office's list and detail with its
 * history) marked as open; its open status is derived from the order's back-office status and its
 * money, never stored separately, so the two can never disagree:
 *
 * | open status     | back-office status         | money                                    |
 * |-----------------|----------------------------|------------------------------------------|
 * | OPEN            | pending_payment            | nothing kept, no card payment under way  |
 * | PENDING         | pending_payment            | a card payment under way at a terminal   |
 * | PARTIAL_PAYMENT | pending_payment            | some money kept, some remaining          |
 * | COMPLETED       | paid (and the kitchen's)   | the approved parts cover the total       |
 * | CANCELLED       | cancelled (failed, abandoned) | —                                     |
 *
 * Transitions (OPEN_ORDER_TRANSITIONS): a payment part moves OPEN/PARTIAL_PAYMENT to PENDING (card
 * at the terminal), to PARTIAL_PAYMENT or to COMPLETED; a declined card goes back from PENDING; a
 * refund of every paid part brings PARTIAL_PAYMENT back to OPEN; only OPEN is cancelled (a paid
 * part is refunded first). COMPLETED and CANCELLED are final.
 */
export const OPEN_ORDER_STATUSES = ['OPEN', 'PENDING', 'PARTIAL_PAYMENT', 'COMPLETED', 'CANCELLED'] as const;
export type OpenOrderStatus = (typeof OPEN_ORDER_STATUSES)[number];

export const OPEN_ORDER_TRANSITIONS: Record<OpenOrderStatus, readonly OpenOrderStatus[]> = {
  OPEN: ['PENDING', 'PARTIAL_PAYMENT', 'COMPLETED', 'CANCELLED'],
  PENDING: ['OPEN', 'PARTIAL_PAYMENT', 'COMPLETED'],
  PARTIAL_PAYMENT: ['PENDING', 'COMPLETED', 'OPEN'],
  COMPLETED: [],
  CANCELLED: [],
};

export function openOrderTransitionAllowed(from: OpenOrderStatus, to: OpenOrderStatus): boolean {
  return from === to || OPEN_ORDER_TRANSITIONS[from].includes(to);
}

/** The back-office status each open status stands on (the admin's orders list shows these). */
export const OPEN_ORDER_BACK_OFFICE_STATUS: Record<OpenOrderStatus, string> = {
  OPEN: 'pending_payment',
  PENDING: 'pending_payment',
  PARTIAL_PAYMENT: 'pending_payment',
  COMPLETED: 'paid',
  CANCELLED: 'cancelled',
};

export interface OpenOrderFacts {
  /** The order's back-office (raw) status. */
  rawStatus: string;
  totalMinor: number;
  /** Money approved and not given back (collected minus refunded). */
  paidMinor: number;
  /** What the approved parts collected. */
  collectedMinor: number;
  /** A card payment is under way at a terminal. */
  paymentInProgress: boolean;
}

const CANCELLED_RAW = ['cancelled', 'payment_failed', 'abandoned'];
const COMPLETED_RAW = ['paid', 'confirmed', 'preparing', 'ready', 'completed'];

/** The open status of an order from its back-office status and money. */
export function openOrderStatus(facts: OpenOrderFacts): OpenOrderStatus {
  if (CANCELLED_RAW.includes(facts.rawStatus)) return 'CANCELLED';
  if (COMPLETED_RAW.includes(facts.rawStatus)) return 'COMPLETED';
  if (facts.totalMinor > 0 && facts.collectedMinor >= facts.totalMinor) return 'COMPLETED';
  if (facts.paymentInProgress) return 'PENDING';
  if (facts.paidMinor > 0) return 'PARTIAL_PAYMENT';
  return 'OPEN';
}

export type OpenOrderRefusal =
  | 'open_order_closed'
  | 'payment_in_progress'
  | 'open_order_paid_refund_required'
  | 'nothing_to_pay'
  | 'open_order_would_empty';

/**
 * Whether a save may take every line off a tab: only when the tab has none, or the request says so
 * explicitly (`confirm_empty`). A till's empty cart must never empty a tab by accident.
 */
export function openOrderEmptyingRefusal(
  linesNow: number,
  newLines: number,
  confirmed: boolean,
): OpenOrderRefusal | undefined {
  return linesNow > 0 && newLines === 0 && !confirmed ? 'open_order_would_empty' : undefined;
}

/** Whether the tab may be cancelled: only OPEN (a paid part is refunded first). */
export function openOrderCancelRefusal(status: OpenOrderStatus): OpenOrderRefusal | undefined {
  if (status === 'COMPLETED' || status === 'CANCELLED') return 'open_order_closed';
  if (status === 'PENDING') return 'payment_in_progress';
  if (status === 'PARTIAL_PAYMENT') return 'open_order_paid_refund_required';
  return undefined;
}

/** Whether a payment part may be taken now (OPEN or PARTIAL_PAYMENT with something to pay). */
export function openOrderPayRefusal(
  status: OpenOrderStatus,
  totalMinor: number,
): OpenOrderRefusal | undefined {
  if (status === 'COMPLETED' || status === 'CANCELLED') return 'open_order_closed';
  if (status === 'PENDING') return 'payment_in_progress';
  if (totalMinor <= 0) return 'nothing_to_pay';
  return undefined;
}

export const OPEN_ORDER_LABEL_KINDS = ['table', 'name', 'pager'] as const;
export type OpenOrderLabelKind = (typeof OPEN_ORDER_LABEL_KINDS)[number];

export interface OpenOrderSearchable {
  label: string;
  orderNumber: string;
  queueNumber: number;
  customerName?: string | null | undefined;
  note?: string | null | undefined;
}

/** Whether an open order matches the search text (label, order number, queue number, customer). */
export function matchesOpenOrderSearch(order: OpenOrderSearchable, query: string): boolean {
  const q = foldTurkish(query).trim();
  if (q === '') return true;
  if (/^\d+$/.test(q) && String(order.queueNumber) === q.replace(/^0+/, '')) return true;
  return [order.label, order.orderNumber, order.customerName ?? '', order.note ?? '']
    .map(foldTurkish)
    .some((field) => field.includes(q));
}
