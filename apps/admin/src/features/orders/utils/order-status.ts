import {
  allowedNextStatuses,
  CANCEL_REASONS,
  type CancelReason,
  type DisplayStatus,
  displayStatus,
} from '@kiosk/domain';

export type StatusTone = 'amber' | 'sky' | 'violet' | 'emerald' | 'slate' | 'red' | 'gold';

/** Colours of the display statuses, the same in the list and the detail. */
const TONES: Record<DisplayStatus, StatusTone> = {
  pending: 'amber',
  confirmed: 'sky',
  preparing: 'violet',
  ready: 'gold',
  completed: 'emerald',
  cancelled: 'red',
};

/**
 * The next steps a list row offers: the domain's rule for the row's payment (an unpaid order can
 * only be cancelled; one refunded in full, its payment_state 'refunded', only too). The list does
 * not know whether a card payment is under way; the server refuses any change then, and the
 * detail's steps come from the server.
 */
export function listNextStatuses(order: {
  status: string;
  payment_status: string;
  payment_state?: string | undefined;
}): DisplayStatus[] {
  // the list has no amounts: 'refunded' says every kuruş taken was given back
  const refunded = order.payment_state === 'refunded' ? { refundedMinor: 1, keptMinor: 0 } : {};
  return allowedNextStatuses(order.status, { paymentStatus: order.payment_status, ...refunded });
}

/**
 * The text key explaining why an order's lines cannot be edited (the detail's items_lock): closed
 * orders never; a paid order's total changes only through a cancellation and refund; nothing while
 * a card payment is under way. Null when they can be edited.
 */
export function itemsLockKey(lock: string | null): string | null {
  switch (lock) {
    case null:
      return null;
    case 'paid':
      return 'orders.edit.paidLocked';
    case 'payment_in_progress':
      return 'orders.edit.paymentInProgressLocked';
    default:
      return 'orders.edit.notEditable';
  }
}

export function statusTone(raw: string): StatusTone {
  const display = displayStatus(raw);
  return display ? TONES[display] : 'slate';
}

/**
 * A paid order whose money went back, in full or in part (the server's payment_state, the domain's
 * shownPaymentStatus), is shown as refunded, never "Paid"; null otherwise.
 */
function refundedPaidKey(raw: string, paymentState: string | undefined): string | null {
  if (raw !== 'paid' || (paymentState !== 'refunded' && paymentState !== 'partially_refunded')) return null;
  return `orders.paymentStatus.${paymentState}`;
}

/**
 * The list's label key (spec section 4): raw statuses map onto the display ones
 * (pending_payment -> pending; paid -> confirmed, shown "(Payment received)"; payment_failed and
 * abandoned -> cancelled). Unknown statuses have no key and are shown raw.
 */
export function listStatusKey(raw: string, paymentState?: string): string | null {
  const refunded = refundedPaidKey(raw, paymentState);
  if (refunded) return refunded;
  if (raw === 'paid') return 'orders.status.paidConfirmed';
  const display = displayStatus(raw);
  return display ? `orders.status.${display}` : null;
}

const DETAIL_LABELS = [
  'pending',
  'pending_payment',
  'preparing',
  'confirmed',
  'ready',
  'completed',
  'cancelled',
  'paid',
] as const;

/**
 * The detail's label key (spec section 4, "Detail labels"): its own label for each raw status it
 * lists (pending_payment "Awaiting payment", paid "Paid"); other known raw statuses take their display
 * status's label; unknown ones have none and are shown raw.
 */
export function detailStatusKey(raw: string, paymentState?: string): string | null {
  const refunded = refundedPaidKey(raw, paymentState);
  if (refunded) return refunded;
  if ((DETAIL_LABELS as readonly string[]).includes(raw)) return `orders.status.${raw}`;
  const display = displayStatus(raw);
  return display ? `orders.status.${display}` : null;
}

const PAYMENT_STATUSES = [
  'completed',
  'pending',
  'failed',
  'paid',
  'unpaid',
  'in_progress',
  'refunded',
  'partially_refunded',
] as const;

/**
 * Spec: payment statuses completed, pending, failed, paid; and what the server's payment_state
 * adds (unpaid, in_progress, refunded, partially_refunded); others shown raw.
 */
export function paymentStatusKey(raw: string): string | null {
  return (PAYMENT_STATUSES as readonly string[]).includes(raw) ? `orders.paymentStatus.${raw}` : null;
}

const PAYMENT_METHODS = ['card', 'cash', 'online'] as const;

export function paymentMethodKey(raw: string): string | null {
  return (PAYMENT_METHODS as readonly string[]).includes(raw) ? `orders.paymentMethod.${raw}` : null;
}

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && (CANCEL_REASONS as readonly string[]).includes(value);
}

/**
 * Where the order came from (spec: 'Satış Terminali' when metadata.created_from is sale_terminal,
 * 'Paket Servis' for takeaway, otherwise the raw order_type; kiosk orders say 'Kiosk').
 * A key to translate, or the raw text to show.
 */
export function orderSource(
  metadata: Record<string, unknown>,
  orderType: string,
): { key: string } | { raw: string } {
  const from = metadata.created_from;
  if (from === 'sale_terminal' || from === 'kiosk') return { key: `orders.detail.info.sources.${from}` };
  if (orderType === 'takeaway') return { key: 'orders.detail.info.sources.takeaway' };
  return { raw: orderType };
}
