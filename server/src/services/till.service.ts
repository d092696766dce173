import { randomUUID } from 'node:crypto';
import {
  type CreateTillRefund,
  PAYMENT_TIMEOUT_MS,
  RECEIPT_LINK_TTL_SECONDS,
  type RefundSaleRequest,
  type StartTillPayment,
  type TillOrderPayments,
  type TillPayment,
  type TillTerminal,
} from '@kiosk/contracts';
import {
  checkPart,
  finalPaymentLines,
  mayRefund,
  orderMoney,
  type Principal,
  planRefund,
  refundLines,
} from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';
import { FINAL_ATTEMPT_STATUSES as FINAL, type TerminalRequest } from '../payments/payment-processor.js';
import { ReversalProcessor } from '../payments/reversal-processor.js';
import { buildSaleRequest, buildStartPaymentRequest } from '../payments/sale-request.js';
import type { TerminalDriver } from '../payments/terminal-driver.js';
import { TerminalSession, targetOf } from '../payments/terminal-session.js';
import { HttpTerminalTestControl, type TerminalTestControl } from '../payments/terminal-test-control.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import { PaymentRepository } from '../repositories/payment.repository.js';
import { TillRepository, type TillTerminalRow } from '../repositories/till.repository.js';
import type { UrlSigner } from '../storage/signed-urls.js';
import type { PaymentService } from './payment.service.js';
import { presentTillPart, presentTillRefund, saleNumberOf } from './till-present.js';
import { activeTillTerminal, driverForMode, isSimulator } from './till-terminal.js';

export interface TillDeps {
  db: Kysely<DB>;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  log: FastifyBaseLogger;
  /** The kiosk's payment service: its state machine runs the till's card parts too. */
  payments: PaymentService;
  timeoutMs?: number;
  testControl?: TerminalTestControl;
  /** How long a refund request waits for the terminal before answering (default 15 s). */
  refundWaitMs?: number;
  /** Signs short-lived links to receipt images (none: parts show no receipt link). */
  signer?: UrlSigner;
}

const PART_MESSAGES: Record<string, string> = {
  nothing_remaining: 'Nothing remains to be paid on this order',
  order_refunded:
    'Money of this order was given back, so no more of it is taken: cancel it and make a new order',
  amount_exceeds_remaining: 'The amount must be between 1 and what remains to be paid',
  tendered_required: 'Enter the cash handed over',
  tendered_too_low: 'The cash handed over is less than the amount',
  tendered_not_cash: 'A card payment takes no tendered amount',
  unknown_line: 'No such line on this order',
  quantity_exceeds_refundable: 'More than is left to refund on this line',
};

const fieldError = (code: string, field: string, status = 422) =>
  new AppError(code, status, PART_MESSAGES[code] ?? code, [{ field, message: PART_MESSAGES[code] ?? code }]);

/**
 * The cashier's till: its terminal, payments in parts (card, cash, split) and refunds. Card parts
 * run on the kiosk's payment state machine (one code path: the kiosk's sale is the single-part
 * case); refunds and voids on the reversal processor.
 */
export class TillService {
  private readonly timeoutMs: number;
  private readonly testControl: TerminalTestControl;
  readonly reversals: ReversalProcessor;

  constructor(private readonly deps: TillDeps) {
    this.timeoutMs = deps.timeoutMs ?? PAYMENT_TIMEOUT_MS;
    this.testControl = deps.testControl ?? new HttpTerminalTestControl();
    this.reversals = new ReversalProcessor({ db: deps.db, drivers: deps.drivers, log: deps.log });
  }

  private readonly receiptLink = (path: string): string =>
    this.deps.signer ? this.deps.signer.sign('receipts', path, RECEIPT_LINK_TTL_SECONDS) : '';

  // The till's terminal ----------------------------------------------------------------------------

  private present(row: TillTerminalRow): TillTerminal {
    return {
      id: row.id,
      device_name: row.device_name,
      pos_serial_number: row.pos_serial_number,
      terminal_id: row.terminal_id,
      merchant_id: row.merchant_id,
      ip_address: row.ip_address,
      port: row.port,
      payment_mode: row.payment_mode === 'CLOUD' ? 'CLOUD' : 'REST',
      connection_status: row.connection_status,
      test_environment: isSimulator(row.metadata),
    };
  }

  async terminals(): Promise<TillTerminal[]> {
    return (await new TillRepository(this.deps.db).terminals()).map((row) => this.present(row));
  }

  private terminalOf(posDeviceId: string, db: Kysely<DB> = this.deps.db): Promise<TillTerminalRow> {
    return activeTillTerminal(db, posDeviceId);
  }

  /** The simulator's next outcome (test environment only). */
  async chooseTestOutcome(posDeviceId: string, outcome: string, delayMs: number): Promise<void> {
    const terminal = await this.terminalOf(posDeviceId);
    if (!isSimulator(terminal.metadata) || !terminal.ip_address) {
      throw new AppError('not_test_environment', 409, "The till's terminal is not the test environment");
    }
    if (!(await this.testControl.chooseNextOutcome(targetOf(terminal), outcome, delayMs))) {
      throw new AppError('pos_unreachable', 502, PAYMENT_MESSAGES.device_connection);
    }
  }

  // Payments in parts ----------------------------------------------------------------------------

  /**
   * Takes one part of an order's payment. Under the order's lock: one live part per order (a second
   * gets 409 payment_in_progress), the amount at most what remains (checked against committed
   * parts, so the remaining never goes negative). The part that makes the remaining zero is the
   * fiscal CompleteSale listing the earlier parts as pre-paid; an earlier card part is a
   * StartPayment; earlier cash is recorded at once. A retried request with the same
   * Idempotency-Key answers the part it made.
   */
  async startPart(
    principal: Principal,
    orderId: string,
    input: StartTillPayment,
    idempotencyKey?: string,
  ): Promise<TillPayment> {
    const userId = principal.kind === 'user' ? principal.userId : null;
    const made = await this.deps.db.transaction().execute(async (trx) => {
      const till = new TillRepository(trx);
      const payments = new PaymentRepository(trx);
      const order = await till.lockOrder(orderId);
      if (!order) throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
      if (idempotencyKey) {
        const existing = await till.partByKey(orderId, idempotencyKey);
        if (existing) {
          // A retry answers the part it made; the same key for another payment is a client bug.
          const same =
            existing.method === input.method &&
            existing.amount_minor === input.amount_minor &&
            existing.tendered_minor === (input.tendered_minor ?? null);
          if (!same) {
            throw new AppError(
              'idempotency_key_reused',
              422,
              'This idempotency key was already used with a different request',
            );
          }
          return { id: existing.id };
        }
      }
      const terminal = await this.terminalOf(input.pos_device_id, trx);
      const [parts, reversals] = await Promise.all([payments.attemptsOf(orderId), till.reversals(orderId)]);
      if (parts.some((p) => !FINAL.includes(p.status))) {
        throw new AppError('payment_in_progress', 409, 'Another payment of this order is in progress');
      }
      const total = Number(order.total_minor);
      const money = orderMoney(
        total,
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
      const common = {
        order_id: orderId,
        attempt_no: (parts.at(-1)?.attempt_no ?? 0) + 1,
        amount_minor: input.amount_minor,
        method: input.method,
        tendered_minor: check.tenderedMinor,
        change_minor: check.changeMinor,
        created_by_user_id: userId,
        operation: check.operation,
        idempotency_key: idempotencyKey ?? null,
      };
      const driverMode = driverForMode(this.deps.drivers, terminal.payment_mode).mode;
      if (check.operation === null) {
        // Cash before the last part: in the drawer now, on the last part's fiscal document later.
        const part = await payments.insertAttempt({
          ...common,
          driver: driverMode,
          pos_device_id: null,
          handle: null,
          approved_now: true,
        });
        await publishEvent(trx, {
          channel: 'orders',
          event: 'UPDATE',
          table: 'orders',
          payload: { id: orderId, payment_id: part.id, payment: 'approved' },
        });
        return { id: part.id };
      }
      const session = TerminalSession.stored(targetOf(terminal), payments);
      const handle = await session.handle();
      let request: TerminalRequest;
      let expected: { total: number | null; card: number | null } = { total: null, card: null };
      if (check.operation === 'CompleteSale') {
        const earlier = parts
          .filter((p) => p.status === 'approved')
          .map((p) => ({
            method: p.method,
            amountMinor: Number(p.amount_minor),
            saleNumber: saleNumberOf(p),
          }));
        const lines = finalPaymentLines(earlier, { method: input.method, amountMinor: input.amount_minor });
        request = {
          kind: 'sale',
          request: buildSaleRequest({
            order,
            lines: await payments.saleLines(orderId),
            handle,
            amountMinor: total,
            payments: lines,
            timeoutMs: this.timeoutMs,
          }),
        };
        expected = {
          total,
          card: lines.filter((l) => l.Mediator === 'CARD').reduce((sum, l) => sum + l.AmountMinor, 0),
        };
      } else {
        request = {
          kind: 'payment',
          request: buildStartPaymentRequest({
            orderNumber: order.order_number,
            handle,
            amountMinor: input.amount_minor,
            timeoutMs: this.timeoutMs,
          }),
        };
      }
      const attempt = await payments.insertAttempt({
        ...common,
        driver: driverMode,
        pos_device_id: terminal.id,
        handle: { ...handle },
        expected_total_minor: expected.total,
        expected_card_minor: expected.card,
      });
      return { id: attempt.id, run: { attempt, terminal, request } };
    });
    if (made.run) {
      const { processor } = this.deps.payments;
      processor.run(
        {
          attempt: made.run.attempt,
          kioskId: null,
          session: processor.session(made.run.terminal),
          driver: processor.driverOf(made.run.attempt),
        },
        made.run.request,
      );
    }
    return this.part(made.id);
  }

  /** One part as the till shows it. */
  async part(partId: string): Promise<TillPayment> {
    const till = new TillRepository(this.deps.db);
    const orderId = await till.orderOfPart(partId);
    if (!orderId) throw new AppError('payment_not_found', 404, 'Payment not found');
    const [parts, reversals] = await Promise.all([till.parts(orderId), till.reversals(orderId)]);
    const part = parts.find((p) => p.id === partId);
    if (!part) throw new AppError('payment_not_found', 404, 'Payment not found');
    return presentTillPart(part, reversals, this.timeoutMs, this.receiptLink);
  }

  /** Cancels a waiting part (aborted at the terminal like the kiosk's cancel). */
  async cancelPart(partId: string): Promise<TillPayment> {
    await this.part(partId);
    await this.deps.payments.requestCancel(partId);
    return this.part(partId);
  }

  /** Where an order's money stands: its parts, refunds, paid and remaining. */
  async orderPayments(principal: Principal, orderId: string): Promise<TillOrderPayments> {
    const till = new TillRepository(this.deps.db);
    const order = await till.order(orderId);
    if (!order) throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
    const [parts, reversals] = await Promise.all([till.parts(orderId), till.reversals(orderId)]);
    const money = orderMoney(
      Number(order.total_minor),
      parts.map((p) => ({ status: p.status, amountMinor: Number(p.amount_minor) })),
      reversals.map((r) => ({ status: r.status, amountMinor: Number(r.amount_minor) })),
    );
    const role = principal.kind === 'user' ? principal.role : undefined;
    return {
      order_id: order.id,
      order_number: order.order_number,
      reference_number: order.reference_number,
      status: order.status,
      total_minor: Number(order.total_minor),
      paid_minor: money.paidMinor,
      remaining_minor: money.remainingMinor,
      refunded_minor: money.refundedMinor,
      payments: parts.map((p) => presentTillPart(p, reversals, this.timeoutMs, this.receiptLink)),
      refunds: reversals.map((r) => presentTillRefund(r, parts)),
      can_refund: money.paidMinor > 0 && mayRefund(role, order.is_today).ok,
    };
  }

  // Refunds ----------------------------------------------------------------------------------------

  /**
   * Refunds a paid order, whole or chosen lines: admins any day, a cashier on the order's business
   * day (403 refund_day_closed otherwise). Cash parts give back first, then card parts (voided when
   * approved today and reversed whole, else refunded at the terminal). Every reversal is written
   * with its handle and request before the terminal is asked; never more than was paid (running
   * refunds count), so a repeated request finds nothing left rather than refunding twice.
   */
  async refund(
    principal: Principal,
    orderId: string,
    // Without a till's terminal (the back office cancelling a paid order): each card part is
    // reversed at the terminal that took it, as always.
    input: Omit<CreateTillRefund, 'pos_device_id'> & { pos_device_id?: string | undefined },
    idempotencyKey?: string,
  ): Promise<TillOrderPayments> {
    const role = principal.kind === 'user' ? principal.role : undefined;
    const userId = principal.kind === 'user' ? principal.userId : null;
    const made = await this.deps.db.transaction().execute(async (trx) => {
      const till = new TillRepository(trx);
      const order = await till.lockOrder(orderId);
      if (!order) throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
      const allowed = mayRefund(role, order.is_today);
      if (!allowed.ok) {
        throw new AppError(
          allowed.code,
          403,
          allowed.code === 'refund_day_closed'
            ? "A cashier can refund only on the order's business day; ask an admin"
            : "You don't have permission to do this",
        );
      }
      if (idempotencyKey && (await till.reversalsByKey(orderId, idempotencyKey)).length > 0) {
        return { run: [] as string[] };
      }
      if (input.pos_device_id) await this.terminalOf(input.pos_device_id, trx);
      const [parts, reversals, items] = await Promise.all([
        till.parts(orderId),
        till.reversals(orderId),
        till.items(orderId),
      ]);
      const live = reversals.filter((r) => r.status !== 'failed');
      // Units already refunded per line: each refund (one refund_id) counted once.
      const refundedUnits = new Map<string, number>();
      const seen = new Set<string>();
      for (const r of live) {
        if (seen.has(r.refund_id)) continue;
        seen.add(r.refund_id);
        for (const line of r.lines) {
          refundedUnits.set(line.order_item_id, (refundedUnits.get(line.order_item_id) ?? 0) + line.quantity);
        }
      }
      const chosen = refundLines(
        items.map((i) => ({
          id: i.id,
          quantity: i.quantity,
          totalMinor: Number(i.total_price_minor),
          refundedQuantity: refundedUnits.get(i.id) ?? 0,
        })),
        input.lines,
      );
      if (!chosen.ok) throw fieldError(chosen.code, chosen.field);
      const refundable = parts
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
            !reversals.some(
              (r) => r.payment_attempt_id === p.id && r.kind === 'void' && r.status === 'failed',
            ),
        }));
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
      const plan = planRefund(refundable, amount);
      const refundId = randomUUID();
      const payments = new PaymentRepository(trx);
      const saleLines = await payments.saleLines(orderId);
      const rows = [];
      for (const step of plan) {
        const part = parts.find((p) => p.id === step.paymentId);
        if (!part) continue;
        const base = {
          refund_id: refundId,
          order_id: orderId,
          payment_attempt_id: part.id,
          kind: step.kind,
          amount_minor: step.amountMinor,
          reason: input.reason,
          lines: chosen.lines,
          idempotency_key: idempotencyKey ?? null,
          created_by_user_id: userId,
        };
        if (step.kind === 'cash_return') {
          rows.push({
            ...base,
            status: 'completed' as const,
            driver: null,
            pos_device_id: null,
            handle: null,
            request: null,
          });
          continue;
        }
        const terminal = part.pos_device_id ? await payments.terminal(part.pos_device_id) : undefined;
        if (!terminal || !part.handle) {
          throw new AppError('no_pos_device', 409, PAYMENT_MESSAGES.no_pos_device);
        }
        const handle = await TerminalSession.stored(targetOf(terminal), payments).handle();
        const saleHandle = part.handle as unknown as RefundSaleRequest['SaleHandle'];
        const request =
          step.kind === 'void'
            ? { TransactionHandle: handle, SaleHandle: saleHandle }
            : {
                TransactionHandle: handle,
                SaleHandle: saleHandle,
                AmountMinor: step.amountMinor,
                Lines:
                  part.operation === 'CompleteSale'
                    ? chosen.lines.flatMap((line) => {
                        const index = items.findIndex((i) => i.id === line.order_item_id);
                        const sale = saleLines[index];
                        return sale
                          ? [
                              {
                                Name: sale.product_name,
                                Quantity: line.quantity,
                                UnitPriceMinor: Number(sale.unit_price_minor),
                                UnitCode: sale.unit_code ?? 'C62',
                                TaxGroupCode: sale.tax_code ?? `KDV${sale.vat_rate}`,
                                VatRate: sale.vat_rate,
                              },
                            ]
                          : [];
                      })
                    : [],
                Reason: input.reason,
              };
        rows.push({
          ...base,
          status: 'pending' as const,
          driver: part.driver,
          pos_device_id: terminal.id,
          handle: { ...handle },
          request,
        });
      }
      const inserted = await till.insertReversals(rows);
      if (inserted.some((r) => r.status === 'completed')) {
        await publishEvent(trx, {
          channel: 'orders',
          event: 'UPDATE',
          table: 'orders',
          payload: { id: orderId, refund_id: refundId, refund: 'completed' },
        });
      }
      return { run: inserted.filter((r) => r.status === 'pending').map((r) => r.id) };
    });
    if (made.run.length > 0) {
      const settling = Promise.all(made.run.map((id) => this.reversals.run(id)));
      await Promise.race([
        settling,
        new Promise((resolve) => setTimeout(resolve, this.deps.refundWaitMs ?? 15_000).unref()),
      ]);
    }
    return this.orderPayments(principal, orderId);
  }

  /** Settles open reversals (start-up and every few seconds, with the attempts' recovery). */
  recover(): Promise<void> {
    return this.reversals.recoverOpen();
  }
}
