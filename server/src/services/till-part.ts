import type { StartTillPayment } from '@kiosk/contracts';
import { checkPart, finalPaymentLines, orderMoney } from '@kiosk/domain';
import { AppError } from '../errors.js';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';
import { FINAL_ATTEMPT_STATUSES as FINAL, type TerminalRequest } from '../payments/payment-processor.js';
import {
  buildSaleRequest,
  buildStartPaymentRequest,
  type SaleLineInput,
  type SaleRequestInput,
} from '../payments/sale-request.js';
import type { AttemptRow } from '../repositories/payment-attempt.repository.js';
import { fieldError } from './till-errors.js';
import { type ReversalViewRow, saleNumberOf } from './till-present.js';

/** A part's check that passed: what it is at the terminal (null: cash before the last part). */
export interface AcceptedPart {
  operation: 'CompleteSale' | 'StartPayment' | null;
  tenderedMinor: number | null;
  changeMinor: number | null;
}

/**
 * Whether a new part may be taken on the locked order (its committed parts and reversals read under
 * the lock): no other part live (409 payment_in_progress), the order still waiting for payment,
 * and the part itself valid against what remains (checkPart). Throws the refusal. Pure.
 */
export function acceptPart(
  order: { status: string; total_minor: number },
  parts: AttemptRow[],
  reversals: ReversalViewRow[],
  input: StartTillPayment,
): AcceptedPart {
  if (parts.some((p) => !FINAL.includes(p.status))) {
    throw new AppError('payment_in_progress', 409, 'Another payment of this order is in progress');
  }
  const money = orderMoney(
    Number(order.total_minor),
    parts.map((p) => ({ status: p.status, amountMinor: Number(p.amount_minor) })),
    [],
  );
  if (
    money.remainingMinor > 0 &&
    !['pending_payment', 'payment_failed', 'abandoned'].includes(order.status)
  ) {
    throw new AppError('cannot_retry', 409, PAYMENT_MESSAGES.cannot_retry);
  }
  const check = checkPart({
    method: input.method,
    amountMinor: input.amount_minor,
    tenderedMinor: input.tendered_minor,
    remainingMinor: money.remainingMinor,
    givenBackMinor: reversals
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + Number(r.amount_minor), 0),
  });
  if (!check.ok) {
    const conflict = check.code === 'nothing_remaining' || check.code === 'order_refunded';
    throw fieldError(check.code, check.field, conflict ? 409 : 422);
  }
  return check;
}

/** What the terminal must approve for a card part (null: the attempt's own amount, all by card). */
export interface ExpectedApproval {
  total: number | null;
  card: number | null;
}

/**
 * The terminal request of a card part: the order's last part is the fiscal CompleteSale of the
 * whole order listing the earlier approved parts as pre-paid (the terminal must approve the total
 * and the card lines); an earlier card part is a StartPayment of its amount. Pure.
 */
export function cardPartRequest(input: {
  order: SaleRequestInput['order'] & { total_minor: number };
  operation: 'CompleteSale' | 'StartPayment';
  parts: AttemptRow[];
  part: StartTillPayment;
  saleLines: SaleLineInput[];
  handle: SaleRequestInput['handle'];
  timeoutMs: number;
}): { request: TerminalRequest; expected: ExpectedApproval } {
  const { order, part, handle, timeoutMs } = input;
  if (input.operation === 'StartPayment') {
    const request = buildStartPaymentRequest({
      orderNumber: order.order_number,
      handle,
      amountMinor: part.amount_minor,
      timeoutMs,
    });
    return { request: { kind: 'payment', request }, expected: { total: null, card: null } };
  }
  const total = Number(order.total_minor);
  const earlier = input.parts
    .filter((p) => p.status === 'approved')
    .map((p) => ({ method: p.method, amountMinor: Number(p.amount_minor), saleNumber: saleNumberOf(p) }));
  const payments = finalPaymentLines(earlier, { method: part.method, amountMinor: part.amount_minor });
  const request = buildSaleRequest({
    order,
    lines: input.saleLines,
    handle,
    amountMinor: total,
    payments,
    timeoutMs,
  });
  return {
    request: { kind: 'sale', request },
    expected: {
      total,
      card: payments.filter((l) => l.Mediator === 'CARD').reduce((sum, l) => sum + l.AmountMinor, 0),
    },
  };
}
