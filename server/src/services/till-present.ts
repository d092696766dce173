import type { SaleResult, TillPayment, TillRefund } from '@kiosk/contracts';
import { paymentAttemptView } from '@kiosk/domain';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';
import type { TillRepository } from '../repositories/till.repository.js';
import { isSimulator } from './till-terminal.js';

export type PartRow = Awaited<ReturnType<TillRepository['parts']>>[number];
export type ReversalViewRow = Awaited<ReturnType<TillRepository['reversals']>>[number];

/** The terminal's sale number of an approved part (its transaction id). */
export const saleNumberOf = (part: { result: unknown }) =>
  ((part.result as Partial<SaleResult> | null)?.SaleNumber as string | null | undefined) ?? null;

/** A part as the till (and the order's back-office detail) shows it. */
export function presentTillPart(
  part: PartRow,
  reversals: ReversalViewRow[],
  timeoutMs: number,
  /** A short-lived link to a stored receipt image (the till shows the document's receipt). */
  receiptLink?: (path: string) => string,
): TillPayment {
  const { step, errorMessage } = paymentAttemptView(
    {
      status: part.status,
      ageMs: Date.now() - (part.sent_at ?? part.created_at).getTime(),
      timeoutMs,
      attemptsUsed: 1,
      anyOpen: false,
      anyPaid: part.status === 'approved',
      errorMessage: part.error_message,
      maxAttempts: Number.MAX_SAFE_INTEGER,
    },
    {
      paymentFailed: PAYMENT_MESSAGES.payment_failed,
      paymentError: PAYMENT_MESSAGES.payment_error,
      maxRetries: PAYMENT_MESSAGES.max_retries,
    },
  );
  const result = part.result as Partial<SaleResult> | null;
  // The charged card is the document's last card line (earlier parts' lines come first).
  const card = [...(result?.Payments ?? [])].reverse().find((p) => p.CardDetails)?.CardDetails ?? null;
  return {
    id: part.id,
    order_id: part.order_id,
    method: part.method,
    amount_minor: Number(part.amount_minor),
    tendered_minor: part.tendered_minor === null ? null : Number(part.tendered_minor),
    change_minor: part.change_minor === null ? null : Number(part.change_minor),
    step,
    error_code: part.status === 'approved' ? null : part.error_code,
    error_message: part.status === 'approved' ? null : errorMessage,
    transaction_id: part.status === 'approved' ? saleNumberOf(part) : null,
    card:
      part.method === 'card' && card
        ? { brand: card.Brand ?? null, last4: card.MaskedNumber?.replace(/\D/g, '').slice(-4) ?? null }
        : null,
    refunded_minor: reversals
      .filter((r) => r.payment_attempt_id === part.id && r.status === 'completed')
      .reduce((sum, r) => sum + Number(r.amount_minor), 0),
    created_at: part.created_at.toISOString(),
    created_by: part.created_by_email,
    // The order's fiscal document (its receipt) is the approved CompleteSale's.
    receipt_url:
      receiptLink &&
      part.status === 'approved' &&
      part.operation === 'CompleteSale' &&
      part.customer_receipt_path
        ? receiptLink(part.customer_receipt_path)
        : null,
    test_environment: isSimulator(part.device_metadata),
  };
}

/** A refund, void or cash return as the till (and the back-office detail) shows it. */
export function presentTillRefund(reversal: ReversalViewRow, parts: PartRow[]): TillRefund {
  return {
    id: reversal.id,
    order_id: reversal.order_id,
    payment_id: reversal.payment_attempt_id,
    method: parts.find((p) => p.id === reversal.payment_attempt_id)?.method ?? 'card',
    kind: reversal.kind,
    amount_minor: Number(reversal.amount_minor),
    status: reversal.status === 'completed' || reversal.status === 'failed' ? reversal.status : 'pending',
    error_message: reversal.error_message,
    reason: reversal.reason,
    lines: reversal.lines,
    created_at: reversal.created_at.toISOString(),
    created_by: reversal.created_by_email,
  };
}
