import {
  allowedNextStatuses,
  type LineEditRefusal,
  lineEditRefusal,
  ORDERS_CHANNEL,
  type OrderPayment,
  type OrderTotals,
  orderMoney,
  type Principal,
  type StatusChangeRefusal,
  statusChangeRefusal,
} from '@kiosk/domain';
import type { OrderStatus } from '../db/schema.js';
import { AppError } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';

/** The orders' refusals: stable codes (the apps translate them) with Turkish messages. */
export const ORDER_MESSAGES = {
  not_found: 'Sipariş bulunamadı',
  invalid_transition: (from: string, to: string) =>
    `"${from}" durumundaki sipariş "${to}" durumuna geçirilemez.`,
  order_not_paid:
    'Ödemesi alınmamış sipariş onaylanamaz, hazırlanamaz veya tamamlanamaz. Önce ödemeyi alın ya da siparişi iptal edin.',
  payment_in_progress:
    'Bu siparişin ödemesi terminalde sürüyor. Ödeme sonuçlanmadan siparişin durumu değiştirilemez.',
  cancel_payment_pending:
    'Ödeme terminalde iptal ediliyor; terminal henüz yanıt vermedi. Birkaç saniye sonra yeniden deneyin.',
  paid_during_cancel:
    'İptal terminale ulaşmadan kart ödemesi onaylandı: sipariş ödendi ve iptal edilmedi. Müşteri istemiyorsa siparişi iptal edip ödemeyi iade edin.',
  paid_total_locked:
    'Ödemesi alınmış siparişin tutarı değiştirilemez. Tutarı değiştirmek için siparişi iptal edip ödemeyi iade edin ve yeni sipariş oluşturun.',
  payment_in_progress_total_locked:
    'Bu siparişin ödemesi terminalde sürüyor. Ödeme sonuçlanmadan siparişin tutarı değiştirilemez.',
  paid_refund_required:
    'Bu sipariş için alınan ödeme (bir kısmı da olsa) iade edilmeden sipariş iptal edilemez. Önce alınan ödemeyi iade edin.',
  order_refunded:
    'Bu siparişin ödemesinin tamamı iade edildi: hazırlanamaz, hazır edilemez veya teslim edilemez. Siparişi iptal edin.',
  total_below_paid:
    'Sipariş tutarı, bu sipariş için alınmış ödemenin altına düşürülemez. Önce alınan ödemeyi iade edin.',
  not_editable: 'Tamamlanmış veya iptal edilmiş sipariş düzenlenemez',
  changed_meanwhile:
    'Sipariş başka biri tarafından değiştirildi. Güncel hâlini görmek için yeniden yükleyin.',
} as const;

/**
 * The order row locked for this transaction and what its payment is now. The open-attempt check
 * runs after the lock, in its own statement, so an attempt whose insert was waiting on the row is
 * seen (a payment being recorded for the order holds a key-share lock on it until it commits).
 */
export async function lockOrderWithPayment(repos: Repositories, orderId: string) {
  const orders = repos.order;
  const order = await orders.lockForChange(orderId);
  if (!order) throw new AppError('not_found', 404, ORDER_MESSAGES.not_found);
  const till = repos.till;
  const [paymentInProgress, parts, reversals] = await Promise.all([
    orders.paymentInProgress(orderId),
    till.parts(orderId),
    till.reversals(orderId),
  ]);
  const money = orderMoney(
    Number(order.total_minor),
    parts.map((p) => ({ status: p.status, amountMinor: Number(p.amount_minor) })),
    reversals.map((r) => ({ status: r.status, amountMinor: Number(r.amount_minor) })),
  );
  const payment: OrderPayment = {
    paymentStatus: order.payment_status,
    paymentInProgress,
    keptMinor: money.paidMinor,
    collectedMinor: money.collectedMinor,
    refundedMinor: money.refundedMinor,
  };
  return { order, payment };
}

function statusRefusalError(
  refusal: StatusChangeRefusal,
  from: string,
  to: string,
  payment: OrderPayment,
): AppError {
  const details = { allowed: allowedNextStatuses(from, payment), payment_status: payment.paymentStatus };
  switch (refusal) {
    case 'order_not_paid':
      return new AppError('order_not_paid', 409, ORDER_MESSAGES.order_not_paid, details);
    case 'payment_in_progress':
      return new AppError('payment_in_progress', 409, ORDER_MESSAGES.payment_in_progress, details);
    case 'invalid_transition':
      return new AppError('invalid_transition', 409, ORDER_MESSAGES.invalid_transition(from, to), details);
    case 'order_paid_refund_required':
      return new AppError('order_paid_refund_required', 409, ORDER_MESSAGES.paid_refund_required, {
        ...details,
        paid_minor: payment.keptMinor ?? 0,
      });
    case 'order_refunded':
      return new AppError('order_refunded', 409, ORDER_MESSAGES.order_refunded, {
        ...details,
        refunded_minor: payment.refundedMinor ?? 0,
      });
  }
}

export function lineEditRefusalError(refusal: LineEditRefusal, payment: OrderPayment): AppError {
  switch (refusal) {
    case 'order_not_editable':
      return new AppError('order_not_editable', 409, ORDER_MESSAGES.not_editable);
    case 'payment_in_progress':
      return new AppError('payment_in_progress', 409, ORDER_MESSAGES.payment_in_progress_total_locked, {
        payment_in_progress: true,
      });
    case 'order_paid_total_locked':
      return new AppError('order_paid_total_locked', 409, ORDER_MESSAGES.paid_total_locked, {
        payment_status: payment.paymentStatus,
      });
    case 'total_below_paid':
      return new AppError('total_below_paid', 409, ORDER_MESSAGES.total_below_paid, {
        paid_minor: payment.collectedMinor ?? 0,
      });
  }
}

/**
 * The money lock, for every path that changes an order's lines (the back office's
 * update-order-items, the till's open-order PUT): with the order row locked in the caller's
 * transaction (lockOrderWithPayment), refuses new totals the money taken does not allow (domain
 * lineEditRefusal: nothing while a part is live, 409 payment_in_progress; never below what the
 * parts collected, 409 total_below_paid; a paid order keeps its totals).
 */
export function refuseLinesChange(
  order: { status: string; subtotal_minor: number; tax_minor: number; total_minor: number },
  payment: OrderPayment,
  after: OrderTotals,
): void {
  const before = {
    subtotal_minor: order.subtotal_minor,
    vat_minor: order.tax_minor,
    total_minor: order.total_minor,
  };
  const refusal = lineEditRefusal(order.status, payment, before, after);
  if (refusal) throw lineEditRefusalError(refusal, payment);
}

/** What changing an order's status needs of the card payments (PaymentService). */
export interface OrderPayments {
  cancelForOrder(orderId: string): Promise<'none' | 'approved' | 'open'>;
}

/**
 * Before an order is cancelled, a card payment under way for it is stopped: cancelled if not yet
 * sent, else aborted at the terminal and waited for. If the card was charged anyway the order is
 * paid and stays so (never cancelled and charged); if the terminal has not answered yet, the
 * cancel is refused for now. Runs outside the status change's transaction (it waits).
 */
async function stopPaymentsBeforeCancel(
  payments: OrderPayments | undefined,
  orderId: string,
  status: string,
): Promise<void> {
  if (status !== 'cancelled' || !payments) return;
  const outcome = await payments.cancelForOrder(orderId);
  if (outcome === 'approved') {
    throw new AppError('paid_during_cancel', 409, ORDER_MESSAGES.paid_during_cancel);
  }
  if (outcome === 'open') {
    throw new AppError('payment_in_progress', 409, ORDER_MESSAGES.cancel_payment_pending);
  }
}

/**
 * The one way an order's status changes (manage-orders/update-status and the back office's
 * update-order-status): a cancel first stops the order's card payment (stopPaymentsBeforeCancel),
 * then, in one transaction with the order row locked, only a step the
 * domain allows for the order's payment (nothing while a terminal payment is under way; no
 * confirming, kitchen step or completing before it is paid), as a compare-and-set on status and
 * version. Every change is added to metadata.status_history; a cancellation records who, when and
 * why, and when and by whom the order was opened.
 */
/** A cancellation's reason and description, and how the change was made (for the status history). */
export interface StatusChangeContext {
  reason?: string | undefined;
  description?: string | undefined;
  /** back_office, kitchen, till...; default staff (a user) or kiosk. */
  via?: string;
}

export async function changeOrderStatus(
  repos: Repositories,
  payments: OrderPayments | undefined,
  principal: Principal,
  orderId: string,
  status: string,
  cancel: StatusChangeContext = {},
): Promise<void> {
  await stopPaymentsBeforeCancel(payments, orderId, status);
  await repos.transaction((inTrx) => changeInTransaction(inTrx, principal, orderId, status, cancel));
}

/**
 * One status change inside the caller's transaction (the kitchen runs its bump and the status
 * steps it causes in one). `rule` is the domain's refusal check; the kitchen passes its own, which
 * adds the recall ready -> preparing.
 */
export async function changeInTransaction(
  repos: Repositories,
  principal: Principal,
  orderId: string,
  status: string,
  cancel: StatusChangeContext,
  rule: typeof statusChangeRefusal = statusChangeRefusal,
): Promise<void> {
  const { order, payment } = await lockOrderWithPayment(repos, orderId);
  const refusal = rule(order.status, status, payment);
  if (refusal) throw statusRefusalError(refusal, order.status, status, payment);
  // the status history's trigger records who (issue 34)
  await repos.orderSearch.setActor(
    principal.kind === 'user'
      ? { kind: 'user', id: principal.userId, label: principal.email, via: cancel.via ?? 'staff' }
      : { kind: 'kiosk', id: principal.kioskUserId, label: principal.username, via: cancel.via ?? 'kiosk' },
  );

  const who = principal.kind === 'user' ? principal.email : principal.username;
  const now = new Date().toISOString();
  const metadata: Record<string, unknown> = {
    status_history: [
      ...(((order.metadata as Record<string, unknown>)?.status_history as unknown[]) ?? []),
      { from: order.status, to: status, by: who, at: now },
    ],
  };
  if (status === 'cancelled') {
    Object.assign(metadata, {
      cancelled_by: who,
      cancelled_at: now,
      cancel_reason: cancel.reason ?? null,
      cancel_description: cancel.description ?? null,
      // when the order was opened and by whom (a staff account's e-mail or the kiosk device)
      opened_at: order.created_at.toISOString(),
      original_created_by: await repos.orderAdmin.creatorOf(orderId),
    });
  }
  const moved = await repos.order.setStatus(
    orderId,
    { status: order.status, version: order.version },
    status as OrderStatus,
    { metadata, completed: status === 'completed' || status === 'cancelled' },
  );
  if (!moved) throw new AppError('version_conflict', 409, ORDER_MESSAGES.changed_meanwhile);
  await publishEvent(repos.db, {
    channel: ORDERS_CHANNEL,
    event: 'UPDATE',
    table: 'orders',
    payload: { id: orderId, status },
  });
}
