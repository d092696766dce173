/**
 * Order statuses (spec part 2, section 4). The list and detail screens show a display status;
 * raw statuses map onto it: pending_payment -> pending; paid -> confirmed (shown with
 * "(Ödeme Alındı)"); payment_failed and abandoned -> cancelled.
 */
export const DISPLAY_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const RAW_STATUSES = [
  'pending',
  'pending_payment',
  'paid',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
  'abandoned',
] as const;
export type RawStatus = (typeof RAW_STATUSES)[number];

const RAW_TO_DISPLAY: Record<RawStatus, DisplayStatus> = {
  pending: 'pending',
  pending_payment: 'pending',
  paid: 'confirmed',
  confirmed: 'confirmed',
  preparing: 'preparing',
  ready: 'ready',
  completed: 'completed',
  cancelled: 'cancelled',
  payment_failed: 'cancelled',
  abandoned: 'cancelled',
};

const NEXT: Record<DisplayStatus, DisplayStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
};

export function displayStatus(raw: string): DisplayStatus | undefined {
  return RAW_TO_DISPLAY[raw as RawStatus];
}

/**
 * What the status and line-edit rules need to know of an order's payment. Money must add up:
 * every kuruş taken is a payment on an order, and a paid order's total changes only together with
 * a settled difference.
 */
export interface OrderPayment {
  /** The order's payment_status: pending, paid or failed (only paid means the money was taken). */
  paymentStatus: string;
  /**
   * A card payment is under way at a terminal (an attempt connecting, sent, waiting or unknown).
   * Left out where it is not known (the list screens); the server always knows and checks it.
   */
  paymentInProgress?: boolean | undefined;
  /**
   * Money taken for the order and not given back (collected minus refunded, kuruş). Left out where
   * it is not known (the list screens); the server always knows it when an order is cancelled.
   */
  keptMinor?: number | undefined;
  /**
   * What the approved parts collected, given back since or not (kuruş): what is left to pay is the
   * total less this, so no edit may take the total below it. Left out where not known.
   */
  collectedMinor?: number | undefined;
  /** What completed refunds and voids gave back (kuruş). Left out where not known. */
  refundedMinor?: number | undefined;
}

/** Every kuruş taken for the order was given back (a refund in full): it goes no further. */
export function fullyRefunded(payment: OrderPayment): boolean {
  return (payment.refundedMinor ?? 0) > 0 && (payment.keptMinor ?? 0) <= 0;
}

/** Steps that need the money taken first: confirming the order, the kitchen steps and handing it over. */
export const STATUSES_NEEDING_PAYMENT: readonly DisplayStatus[] = [
  'confirmed',
  'preparing',
  'ready',
  'completed',
];

/**
 * Why an order may not take a step: not a next step at all, not paid yet (recording a payment,
 * e.g. cash at the till, is what opens those steps), or a terminal payment still under way.
 */
export type StatusChangeRefusal =
  | 'invalid_transition'
  | 'order_not_paid'
  | 'payment_in_progress'
  | 'order_paid_refund_required'
  | 'order_refunded';

function stepsFrom(raw: string): DisplayStatus[] {
  const display = displayStatus(raw);
  return display ? NEXT[display] : [];
}

/** Why the order may not move from `raw` to `target` with this payment, or undefined when it may. */
export function statusChangeRefusal(
  raw: string,
  target: string,
  payment: OrderPayment,
): StatusChangeRefusal | undefined {
  if (!(stepsFrom(raw) as string[]).includes(target)) return 'invalid_transition';
  // Until the terminal has answered, the payment may still approve: nothing changes meanwhile.
  if (payment.paymentInProgress) return 'payment_in_progress';
  // A paid order is cancelled only once its money was given back (refund or void of its payments).
  if (target === 'cancelled' && (payment.keptMinor ?? 0) > 0) return 'order_paid_refund_required';
  if (!(STATUSES_NEEDING_PAYMENT as readonly string[]).includes(target)) return undefined;
  // The money given back in full: nothing is cooked or handed over for it (it may be cancelled).
  if (fullyRefunded(payment)) return 'order_refunded';
  return payment.paymentStatus === 'paid' ? undefined : 'order_not_paid';
}

/** The steps an order may take next from its raw status, given its payment. */
export function allowedNextStatuses(raw: string, payment: OrderPayment): DisplayStatus[] {
  return stepsFrom(raw).filter((target) => statusChangeRefusal(raw, target, payment) === undefined);
}

export function canMoveTo(raw: string, target: string, payment: OrderPayment): boolean {
  return statusChangeRefusal(raw, target, payment) === undefined;
}

/**
 * Why an order's lines cannot be edited freely: `closed` (completed or cancelled: never), `paid`
 * or `payment_in_progress` (only edits that keep the totals, until refunds exist). Undefined when
 * they can.
 */
export type LineEditLock = 'closed' | 'paid' | 'payment_in_progress';

export function lineEditLock(raw: string, payment: OrderPayment): LineEditLock | undefined {
  const display = displayStatus(raw);
  if (display === undefined || display === 'completed' || display === 'cancelled') return 'closed';
  if (payment.paymentStatus === 'paid') return 'paid';
  if (payment.paymentInProgress) return 'payment_in_progress';
  return undefined;
}

/** Items can be edited while the order is neither completed nor cancelled, nor paid or being paid. */
export function itemsEditable(raw: string, payment: OrderPayment): boolean {
  return lineEditLock(raw, payment) === undefined;
}

export interface OrderTotals {
  subtotal_minor: number;
  vat_minor: number;
  total_minor: number;
}

export type LineEditRefusal =
  | 'order_not_editable'
  | 'payment_in_progress'
  | 'order_paid_total_locked'
  | 'total_below_paid';

/**
 * The money lock: whether an edit taking the order from `before` to `after` totals may be saved,
 * on every path that changes an order's lines. Never on a closed order; nothing while a part is
 * being paid at a terminal (its amount was counted from the total as it is); on a paid order only
 * when total, VAT and subtotal all stay the same (the money taken is for exactly that sale); and
 * never to a total below what the parts collected (a kept part, or one given back since: what is
 * left to pay is counted from it, so the order could never be paid in full again).
 */
export function lineEditRefusal(
  raw: string,
  payment: OrderPayment,
  before: OrderTotals,
  after: OrderTotals,
): LineEditRefusal | undefined {
  const lock = lineEditLock(raw, payment);
  if (lock === 'closed') return 'order_not_editable';
  if (payment.paymentInProgress) return 'payment_in_progress';
  const same =
    before.total_minor === after.total_minor &&
    before.vat_minor === after.vat_minor &&
    before.subtotal_minor === after.subtotal_minor;
  if (lock === 'paid' && !same) return 'order_paid_total_locked';
  if (after.total_minor < (payment.collectedMinor ?? 0)) return 'total_below_paid';
  return undefined;
}

export const CANCEL_REASONS = [
  'customer_request',
  'wrong_order',
  'payment_issue',
  'out_of_stock',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The payment status an order's screens show: what was really paid and given back, not the raw
 * column (an abandoned or cancelled order never paid is 'unpaid', not 'pending'; a failed one
 * 'failed'; an order whose money was given back 'refunded' or 'partially_refunded').
 */
export type ShownPaymentStatus =
  | 'pending'
  | 'paid'
  | 'failed'
  | 'unpaid'
  | 'refunded'
  | 'partially_refunded'
  | 'in_progress';

export function shownPaymentStatus(raw: string, payment: OrderPayment): ShownPaymentStatus {
  const collected = payment.collectedMinor ?? 0;
  const refunded = payment.refundedMinor ?? 0;
  if (refunded > 0) return refunded >= collected ? 'refunded' : 'partially_refunded';
  if (payment.paymentStatus === 'paid') return 'paid';
  if (payment.paymentInProgress) return 'in_progress';
  if (payment.paymentStatus === 'failed' || raw === 'payment_failed') return 'failed';
  if (raw === 'abandoned' || raw === 'cancelled' || raw === 'completed') return 'unpaid';
  return 'pending';
}
