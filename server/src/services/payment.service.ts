import { createHash } from 'node:crypto';
import {
  MAX_PAYMENT_ATTEMPTS,
  PAYMENT_TIMEOUT_MS,
  type PaymentAttempt,
  type SaleRequest,
  type SaleResult,
  TERMINAL_ERROR_CODES,
  type TerminalErrorCode,
  type TransactionHandle,
} from '@kiosk/contracts';
import type { Principal } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AttemptStatus, DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { PAYMENT_MESSAGES, TERMINAL_MESSAGES } from '../payments/payment-messages.js';
import {
  type DriverOutcome,
  type TerminalDriver,
  type TerminalTarget,
  terminalDate,
} from '../payments/terminal-driver.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import { OrderRepository } from '../repositories/order.repository.js';
import { PaymentRepository, type TerminalRow } from '../repositories/payment.repository.js';
import type { Storage } from '../storage/storage.js';

type AttemptRow = NonNullable<Awaited<ReturnType<PaymentRepository['attempt']>>>;

const FINAL: AttemptStatus[] = ['approved', 'failed', 'cancelled', 'timed_out'];
/**
 * An attempt created but never sent for this long was cut off before the terminal was asked. A
 * worker still pairing after that cannot send any more (its move to 'sent' fails), so this only
 * spares slow pairings, it does not guard money.
 */
const NEVER_SENT_MS = 30_000;

const isSimulator = (terminal: { metadata: unknown }) =>
  (terminal.metadata as { simulator?: boolean } | null)?.simulator === true;

const targetOf = (row: TerminalRow): TerminalTarget => ({
  posDeviceId: row.id,
  serialNumber: row.pos_serial_number,
  fingerprint: row.fingerprint,
  ip: row.ip_address,
  port: row.port,
});

const handleOf = (attempt: AttemptRow) => attempt.handle as unknown as TransactionHandle;

/**
 * Why an approval is not the approval of this attempt's sale, or null: the terminal must approve
 * exactly the amount asked for, in lira, all of it by card.
 */
function approvalMismatch(attempt: AttemptRow, result: SaleResult): string | null {
  const amount = Number(attempt.amount_minor);
  if (result.AmountMinor !== amount) return 'amount';
  if (result.CurrencyCode !== undefined && result.CurrencyCode !== 'TRY') return 'currency';
  const card = result.Payments.filter((p) => p.Mediator === 'CARD').reduce(
    (sum, p) => sum + p.AmountMinor,
    0,
  );
  if (card !== amount) return 'payments';
  return null;
}

const isTerminalCode = (code: string | null): code is TerminalErrorCode =>
  code !== null && (TERMINAL_ERROR_CODES as readonly string[]).includes(code);

export interface PaymentDeps {
  db: Kysely<DB>;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  storage: Storage;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  pollMs?: number;
  /** How long an attempt may stay unsent before recovery ends it (default 30 s). */
  neverSentMs?: number;
}

/**
 * The kiosk card payment as a persisted state machine. Each attempt is a row written before the
 * terminal is asked; a lost answer or a crash is settled by asking the terminal for the result of
 * the same transaction handle (at start-up and periodically), never by selling again.
 */
export class PaymentService {
  private readonly running = new Set<string>();
  private readonly timeoutMs: number;
  private readonly pollMs: number;
  private readonly neverSentMs: number;

  constructor(private readonly deps: PaymentDeps) {
    this.timeoutMs = deps.timeoutMs ?? PAYMENT_TIMEOUT_MS;
    this.pollMs = deps.pollMs ?? 2000;
    this.neverSentMs = deps.neverSentMs ?? NEVER_SENT_MS;
  }

  /**
   * Starts paying an order at the kiosk's terminal (or returns the attempt already under way). The
   * order row is locked while the attempt is made, and the attempt is stored with its transaction
   * handle, so whatever happens next can be settled by asking the terminal about that handle.
   */
  async start(principal: Principal, orderId: string): Promise<PaymentAttempt> {
    const made = await this.deps.db.transaction().execute(async (trx) => {
      const payments = new PaymentRepository(trx);
      const order = await payments.lockOrder(orderId);
      if (!order || (principal.kind === 'kiosk' && order.kiosk_id !== principal.kioskUserId)) {
        throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
      }
      const kioskId = order.kiosk_id;
      if (!kioskId) throw new AppError('cannot_retry', 409, PAYMENT_MESSAGES.cannot_retry);
      const attempts = await payments.attemptsOf(orderId);
      const current = attempts.find((a) => !FINAL.includes(a.status) || a.status === 'approved');
      if (current) return { id: current.id };
      if (attempts.length >= MAX_PAYMENT_ATTEMPTS) {
        throw new AppError('max_retries', 409, PAYMENT_MESSAGES.max_retries(MAX_PAYMENT_ATTEMPTS));
      }
      if (order.status !== 'pending_payment') {
        throw new AppError('cannot_retry', 409, PAYMENT_MESSAGES.cannot_retry);
      }
      const terminal = await payments.terminalForKiosk(kioskId);
      if (!terminal) throw new AppError('no_pos_device', 409, PAYMENT_MESSAGES.no_pos_device);
      const mode = await payments.paymentModeOf(kioskId);
      const target = targetOf(terminal);
      const handle = await this.handle(target, 0, payments);
      const attempt = await payments.insertAttempt({
        order_id: orderId,
        attempt_no: attempts.length + 1,
        driver: mode === 'CLOUD' && this.deps.drivers.CLOUD ? 'CLOUD' : 'REST',
        pos_device_id: terminal.id,
        amount_minor: Number(order.total_minor),
        handle: { ...handle },
      });
      return { id: attempt.id, run: { attempt, target } };
    });
    if (made.run) void this.run(made.run.attempt, made.run.target);
    return this.view(made.id);
  }

  /** What the kiosk shows for an attempt (polled by the payment screen: one query). */
  async view(attemptId: string, principal?: Principal): Promise<PaymentAttempt> {
    const attempt = await new PaymentRepository(this.deps.db).attemptView(attemptId);
    if (!attempt || (principal?.kind === 'kiosk' && attempt.kiosk_id !== principal.kioskUserId)) {
      throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
    }
    const open = attempt.any_open;
    const paid = attempt.any_paid;
    const age = Date.now() - (attempt.sent_at ?? attempt.created_at).getTime();
    const step: PaymentAttempt['step'] =
      attempt.status === 'approved'
        ? 'paid'
        : attempt.status === 'failed'
          ? 'failed'
          : attempt.status === 'cancelled'
            ? 'cancelled'
            : attempt.status === 'timed_out' || (attempt.status === 'unknown' && age > this.timeoutMs)
              ? 'timed_out'
              : attempt.status === 'connecting'
                ? 'connecting'
                : 'waiting';
    const retriesLeft = paid || open ? 0 : Math.max(0, MAX_PAYMENT_ATTEMPTS - attempt.attempt_count);
    const simulated = isSimulator({ metadata: attempt.device_metadata });
    return {
      attempt_id: attempt.id,
      order_id: attempt.order_id,
      attempt_no: attempt.attempt_no,
      step,
      error_code: attempt.error_code,
      error_message:
        step === 'failed' && retriesLeft === 0 && !paid
          ? `${attempt.error_message ?? PAYMENT_MESSAGES.payment_failed} ${PAYMENT_MESSAGES.max_retries(MAX_PAYMENT_ATTEMPTS)}`
          : step === 'timed_out' && attempt.status === 'unknown'
            ? PAYMENT_MESSAGES.payment_error
            : attempt.error_message,
      retries_left: retriesLeft,
      order_number: attempt.order_number,
      reference_number: attempt.reference_number,
      total_minor: attempt.total_minor,
      test_environment_url:
        simulated && attempt.ip_address ? `http://${attempt.ip_address}:${attempt.port}` : null,
    };
  }

  /** The kiosk's terminal: its payment mode and whether it is the simulator (test environment). */
  async terminalInfo(principal: Principal): Promise<{ mode: 'REST' | 'CLOUD'; test_environment: boolean }> {
    if (principal.kind !== 'kiosk')
      throw new AppError('forbidden', 403, 'Only kiosk devices have a terminal');
    const payments = new PaymentRepository(this.deps.db);
    const mode = await payments.paymentModeOf(principal.kioskUserId);
    const terminal = await payments.terminalForKiosk(principal.kioskUserId);
    if (!terminal) throw new AppError('no_pos_device', 409, PAYMENT_MESSAGES.no_pos_device);
    return { mode: mode === 'CLOUD' ? 'CLOUD' : 'REST', test_environment: isSimulator(terminal) };
  }

  /**
   * The spec's test environment: choose the outcome of the next sale at the kiosk's simulated
   * terminal. Relayed by the server so the kiosk page needs no direct access to the terminal.
   */
  async chooseTestOutcome(principal: Principal, outcome: string, delayMs: number): Promise<void> {
    if (principal.kind !== 'kiosk')
      throw new AppError('forbidden', 403, 'Only kiosk devices have a terminal');
    const device = await new PaymentRepository(this.deps.db).terminalForKiosk(principal.kioskUserId);
    if (!device || !isSimulator(device) || !device.ip_address) {
      throw new AppError('not_test_environment', 409, "The kiosk's terminal is not the test environment");
    }
    const response = await fetch(`http://${device.ip_address}:${device.port}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome, delayMs }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);
    if (!response?.ok) throw new AppError('pos_unreachable', 502, PAYMENT_MESSAGES.device_connection);
  }

  /**
   * The customer cancels at the kiosk. An attempt not yet sent is cancelled at once (and can then
   * never be sent); one that may already be at the terminal is aborted there and stays open until
   * the terminal's answer or a result query says how the sale ended (it may have been approved).
   */
  async cancel(principal: Principal, attemptId: string): Promise<PaymentAttempt> {
    await this.view(attemptId, principal);
    await this.requestCancel(attemptId);
    return this.view(attemptId, principal);
  }

  /**
   * Cancels an attempt (the kiosk's cancel, or staff cancelling the order): 'cancelled' when it had
   * not been sent, 'aborting' when the terminal was asked to abort and the answer will settle it,
   * 'settled' when it had already ended.
   */
  async requestCancel(attemptId: string): Promise<'cancelled' | 'aborting' | 'settled'> {
    const payments = new PaymentRepository(this.deps.db);
    const attempt = await payments.attempt(attemptId);
    if (!attempt || FINAL.includes(attempt.status)) return 'settled';
    if (
      await this.finish(
        attempt,
        'cancelled',
        'CANCELLED_BY_CUSTOMER',
        PAYMENT_MESSAGES.payment_cancelled,
        undefined,
        ['connecting'],
      )
    ) {
      return 'cancelled';
    }
    const open = await payments.requestCancel(attemptId);
    if (!open) return 'settled';
    await this.abort(open);
    return 'aborting';
  }

  /**
   * Staff cancel an order: its open attempts are cancelled, or aborted at the terminal and waited
   * for (up to `waitMs`). 'approved' when the card was charged before the abort reached the
   * terminal (the order is then paid), 'open' when the terminal has not said yet, else 'none'.
   */
  async cancelForOrder(orderId: string, waitMs = 8_000): Promise<'none' | 'approved' | 'open'> {
    const payments = new PaymentRepository(this.deps.db);
    const deadline = Date.now() + waitMs;
    let requested = false;
    for (;;) {
      const attempts = await payments.attemptsOf(orderId);
      if (attempts.some((a) => a.status === 'approved')) return 'approved';
      const open = attempts.filter((a) => !FINAL.includes(a.status));
      if (open.length === 0) return 'none';
      if (!requested) {
        requested = true;
        for (const attempt of open) await this.requestCancel(attempt.id);
        continue;
      }
      if (Date.now() > deadline) return 'open';
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.pollMs, 200)));
    }
  }

  /** Settles every open attempt this process is not already running (start-up and every few seconds). */
  async recover(): Promise<void> {
    const open = await new PaymentRepository(this.deps.db).openAttempts();
    for (const attempt of open) {
      if (this.running.has(attempt.id)) continue;
      try {
        await this.settleByQuery(attempt);
      } catch (error) {
        this.deps.log.warn({ err: error, attempt: attempt.id }, 'payment recovery failed');
      }
    }
    try {
      const abandoned = await new OrderRepository(this.deps.db).abandonStale(
        new Date(Date.now() - this.timeoutMs),
      );
      for (const id of abandoned) this.deps.log.info({ order: id }, 'unpaid kiosk order abandoned');
    } catch (error) {
      this.deps.log.warn({ err: error }, 'abandoning stale orders failed');
    }
  }

  // The state machine ---------------------------------------------------------------------------
  // connecting -> sent -> (unknown) -> approved | failed | cancelled | timed_out. Every transition
  // is a compare-and-set on the attempt's current state; a worker whose transition did not apply
  // stops (someone else moved the attempt on). Nothing is sent to the terminal unless the attempt
  // moved connecting -> sent, so a cancel that won that race is never charged.

  private async run(attempt: AttemptRow, target: TerminalTarget): Promise<void> {
    this.running.add(attempt.id);
    try {
      await this.process(attempt, target);
    } catch (error) {
      this.deps.log.error({ err: error, attempt: attempt.id }, 'payment processing failed');
    } finally {
      this.running.delete(attempt.id);
    }
  }

  private async process(attempt: AttemptRow, target: TerminalTarget): Promise<void> {
    const payments = new PaymentRepository(this.deps.db);
    const driver = this.driverOf(attempt);
    const paired = await driver.pair(target);
    if (paired.kind === 'not_connected' || paired.kind === 'unknown') {
      await this.finish(attempt, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      return;
    }
    if (paired.kind === 'protocol_error') {
      await this.finish(attempt, 'failed', paired.code, PAYMENT_MESSAGES.device_communication);
      return;
    }
    const request = await this.saleRequest(attempt, handleOf(attempt));
    if (!(await payments.markSent(attempt.id))) {
      // Cancelled (or settled by another worker) before anything was sent.
      const fresh = await payments.attempt(attempt.id);
      if (fresh?.status === 'connecting') {
        await this.finish(
          fresh,
          'cancelled',
          'CANCELLED_BY_CUSTOMER',
          PAYMENT_MESSAGES.payment_cancelled,
          undefined,
          ['connecting'],
        );
      }
      return;
    }
    const sent = { ...attempt, status: 'sent' as const, sent_at: new Date() };
    await this.publish(attempt, 'waiting');
    for (let tries = 0; tries < 2; tries += 1) {
      // Wait for the sale's answer, and meanwhile ask for the handle's result every few seconds:
      // a terminal that takes a sale but never answers is settled by the query, and a cancel asked
      // for meanwhile becomes an abort at the terminal.
      const polling = { stopped: false };
      const outcome = await Promise.race([
        driver.sale(target, request, this.timeoutMs + 15_000),
        this.pollWhileWaiting(attempt.id, polling),
      ]);
      polling.stopped = true;
      if (outcome === 'settled') return;
      if (outcome.kind === 'protocol_error' && outcome.code === 'SEQUENCE_ERROR' && tries === 0) {
        // The terminal saw a later sequence: nothing was charged. The next handle is stored before
        // the sale is sent again; a cancel asked for meanwhile ends the attempt here.
        const seen = Number(/(\d+)/.exec(outcome.message)?.[1] ?? 0);
        const next = await this.handle(target, seen + 1);
        if (!(await payments.replaceHandle(attempt.id, { ...request.TransactionHandle }, { ...next }))) {
          const fresh = await payments.attempt(attempt.id);
          if (fresh && !FINAL.includes(fresh.status)) {
            await this.finish(
              fresh,
              'cancelled',
              'CANCELLED_BY_CUSTOMER',
              PAYMENT_MESSAGES.payment_cancelled,
            );
          }
          return;
        }
        request.TransactionHandle = next;
        sent.handle = { ...next } as AttemptRow['handle'];
        continue;
      }
      await this.apply(sent, outcome, target);
      return;
    }
  }

  /** Resolves 'settled' once a result query settles the attempt; never resolves otherwise. */
  private pollWhileWaiting(attemptId: string, polling: { stopped: boolean }): Promise<'settled'> {
    return new Promise((resolve) => {
      const tick = async () => {
        if (polling.stopped) return;
        try {
          const fresh = await new PaymentRepository(this.deps.db).attempt(attemptId);
          if (
            fresh &&
            !polling.stopped &&
            (FINAL.includes(fresh.status) || (await this.settleByQuery(fresh)))
          ) {
            resolve('settled');
            return;
          }
        } catch (error) {
          this.deps.log.warn({ err: error, attempt: attemptId }, 'payment result query failed');
        }
        if (!polling.stopped) setTimeout(() => void tick(), this.pollMs);
      };
      setTimeout(() => void tick(), this.pollMs);
    });
  }

  /** Turns what the terminal said into the attempt's next state. */
  private async apply(attempt: AttemptRow, outcome: DriverOutcome, target: TerminalTarget): Promise<void> {
    const payments = new PaymentRepository(this.deps.db);
    if (outcome.kind === 'result') {
      await this.settleResult(attempt, outcome.result, target);
      return;
    }
    if (outcome.kind === 'not_connected') {
      await this.finish(attempt, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      return;
    }
    if (outcome.kind === 'protocol_error' && outcome.code !== 'IN_PROGRESS') {
      // The terminal refused the request (busy, not paired, bad sequence): nothing was charged.
      await this.finish(attempt, 'failed', outcome.code, PAYMENT_MESSAGES.device_communication);
      return;
    }
    // The answer was lost: the outcome is unknown until the terminal tells us the handle's result.
    await payments.markUnknown(attempt.id, { code: 'UNKNOWN', message: outcome.message });
    const deadline = (attempt.sent_at ?? new Date()).getTime() + this.timeoutMs + 60_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
      const fresh = await payments.attempt(attempt.id);
      if (!fresh || FINAL.includes(fresh.status)) return;
      if (await this.settleByQuery(fresh)) return;
    }
  }

  /** Asks the terminal for the result of the attempt's handle; true once settled. */
  private async settleByQuery(attempt: AttemptRow): Promise<boolean> {
    const payments = new PaymentRepository(this.deps.db);
    const age = Date.now() - (attempt.sent_at ?? attempt.created_at).getTime();
    if (attempt.status === 'connecting' || !attempt.handle) {
      // Never sent (the move to 'sent' comes first): nothing can have been charged. Give a worker
      // that is still pairing its time, then end it; its own move to 'sent' will then fail.
      if (age > this.neverSentMs || attempt.cancel_requested_at) {
        return this.finish(
          attempt,
          attempt.cancel_requested_at ? 'cancelled' : 'failed',
          attempt.cancel_requested_at ? 'CANCELLED_BY_CUSTOMER' : 'DEVICE_CONNECTION_ERROR',
          attempt.cancel_requested_at ? PAYMENT_MESSAGES.payment_cancelled : PAYMENT_MESSAGES.payment_error,
          undefined,
          ['connecting'],
        );
      }
      return false;
    }
    if (!attempt.pos_device_id) return false;
    const terminal = await payments.terminal(attempt.pos_device_id);
    if (!terminal) return false;
    const target = targetOf(terminal);
    const driver = this.driverOf(attempt);
    const outcome = await driver.result(target, await this.handle(target), handleOf(attempt));
    await payments.touch(attempt.id);
    if (outcome.kind !== 'result') return false;
    const { result } = outcome;
    if (result.Status === 'InProgress') {
      if (attempt.cancel_requested_at || age > this.timeoutMs) await this.abort(attempt, target);
      return false;
    }
    if (result.Status === 'NotFound') {
      // The sale never reached the terminal: nothing was charged.
      if (age > this.neverSentMs) {
        return this.finish(attempt, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      }
      return false;
    }
    await this.settleResult(attempt, result, target);
    return true;
  }

  private async settleResult(attempt: AttemptRow, result: SaleResult, target: TerminalTarget): Promise<void> {
    if (result.Status === 'Completed') {
      const mismatch = approvalMismatch(attempt, result);
      if (mismatch) {
        // Not the sale we asked for (a forged or confused terminal): never a payment of this order.
        this.deps.log.error(
          { attempt: attempt.id, order: attempt.order_id, mismatch, amount: result.AmountMinor },
          'terminal approval refused: it does not match the sale',
        );
        await this.finish(attempt, 'failed', 'INVALID_TRANSACTION', TERMINAL_MESSAGES.INVALID_TRANSACTION, {
          ...result,
          Receipts: { CustomerPng: null, MerchantPng: null },
        });
        return;
      }
      await this.approve(attempt, result);
      return;
    }
    if (result.Status === 'InProgress' || result.Status === 'NotFound') {
      await this.apply(attempt, { kind: 'unknown', message: `Sale ${result.Status}` }, target);
      return;
    }
    const code = isTerminalCode(result.ErrorCode) ? result.ErrorCode : 'UNKNOWN';
    const age = Date.now() - (attempt.sent_at ?? attempt.created_at).getTime();
    if (result.Status === 'Cancelled' || result.Status === 'Abandoned') {
      const timedOut = !attempt.cancel_requested_at && (age >= this.timeoutMs || code === 'TIMED_OUT');
      await this.finish(
        attempt,
        timedOut ? 'timed_out' : 'cancelled',
        timedOut ? 'TIMED_OUT' : code,
        timedOut ? PAYMENT_MESSAGES.timeout_cancelled : PAYMENT_MESSAGES.payment_cancelled,
        result,
      );
      return;
    }
    await this.finish(
      attempt,
      code === 'TIMED_OUT' ? 'timed_out' : 'failed',
      code,
      TERMINAL_MESSAGES[code],
      result,
    );
  }

  /** Paid: the attempt, the order, its POS and card details and both receipts, in one transaction. */
  private async approve(attempt: AttemptRow, result: SaleResult): Promise<void> {
    const receipts: Array<['customer' | 'merchant', string]> = [];
    for (const [type, png] of [
      ['customer', result.Receipts.CustomerPng],
      ['merchant', result.Receipts.MerchantPng],
    ] as const) {
      if (!png) continue;
      const path = `orders/${attempt.order_id}/${type}-${createHash('sha256').update(png).digest('hex').slice(0, 8)}.png`;
      await this.deps.storage.put('receipts', path, Buffer.from(png, 'base64'), {
        contentType: 'image/png',
        cacheControl: 'private, max-age=300',
        upsert: true,
      });
      receipts.push([type, path]);
    }
    const stored = { ...result, Receipts: { CustomerPng: null, MerchantPng: null } };
    await this.deps.db.transaction().execute(async (trx) => {
      const payments = new PaymentRepository(trx);
      if (!(await payments.settle(attempt.id, 'approved', { result: stored }))) return;
      if (!(await payments.markPaid(attempt.order_id))) {
        // The order was closed meanwhile (cancel and payment may not overlap, so this is a defect):
        // the approved sale stays recorded on its attempt, for a refund.
        this.deps.log.error(
          { attempt: attempt.id, order: attempt.order_id },
          'approved sale on an order that no longer waits for payment: refund needed',
        );
      }
      const document = result.FinancialDocuments[0];
      await payments.savePosDetails(attempt.order_id, {
        pos_sale_number: result.SaleNumber,
        terminal_id: result.TerminalId,
        invoice_no: document?.InvoiceNumber ?? null,
        document_no: document?.DocumentNumber ?? null,
        document_type: document?.DocumentType ?? null,
        merchant_id: result.MerchantId,
        sale_inquiry_link: result.SaleInquiryLink,
        financial_documents: result.FinancialDocuments,
      });
      const card = result.Payments.find((p) => p.CardDetails)?.CardDetails;
      await payments.savePaymentDetails(attempt.order_id, {
        card_brand: card?.Brand ?? null,
        card_last4: card?.MaskedNumber.replace(/\D/g, '').slice(-4) ?? null,
        card_type: card?.CardType ?? null,
        authorization_code: card?.AuthorizationCode ?? null,
        batch_no: card?.BatchNumber ?? null,
        response_code: card?.ResponseCode ?? null,
      });
      for (const [type, path] of receipts) await payments.saveReceipt(attempt.order_id, type, path);
      await publishEvent(trx, {
        channel: 'orders',
        event: 'UPDATE',
        table: 'orders',
        payload: { id: attempt.order_id, status: 'paid', payment_status: 'paid' },
      });
    });
  }

  /** Ends an attempt without a payment; false when it was not in one of `from` (moved on). */
  private async finish(
    attempt: AttemptRow,
    status: 'failed' | 'cancelled' | 'timed_out',
    code: string,
    message: string,
    result?: SaleResult,
    from?: AttemptStatus[],
  ): Promise<boolean> {
    const done = await this.deps.db.transaction().execute(async (trx) => {
      const payments = new PaymentRepository(trx);
      if (
        !(await payments.settle(
          attempt.id,
          status,
          { error_code: code, error_message: message, result },
          from,
        ))
      )
        return false;
      if (attempt.attempt_no >= MAX_PAYMENT_ATTEMPTS) await payments.markPaymentFailed(attempt.order_id);
      return true;
    });
    if (done) await this.publish(attempt, status);
    return done;
  }

  /** Asks the terminal to abort the sale it is running (best effort: the sale's result settles it). */
  private async abort(attempt: AttemptRow, known?: TerminalTarget): Promise<void> {
    try {
      let target = known;
      if (!target) {
        if (!attempt.pos_device_id) return;
        const terminal = await new PaymentRepository(this.deps.db).terminal(attempt.pos_device_id);
        if (!terminal) return;
        target = targetOf(terminal);
      }
      await this.driverOf(attempt).abort(target, await this.handle(target));
    } catch (error) {
      this.deps.log.warn({ err: error, attempt: attempt.id }, 'abort at the terminal failed');
    }
  }

  private async publish(attempt: AttemptRow, step: string): Promise<void> {
    const kioskId = await new PaymentRepository(this.deps.db).kioskOfOrder(attempt.order_id);
    if (!kioskId) return;
    await publishEvent(this.deps.db, {
      channel: `kiosk-messages:${kioskId}`,
      event: 'payment',
      payload: { id: attempt.id, order_id: attempt.order_id, step },
    });
  }

  private driverOf(attempt: AttemptRow): TerminalDriver {
    return (attempt.driver === 'CLOUD' && this.deps.drivers.CLOUD) || this.deps.drivers.REST;
  }

  private async handle(
    target: TerminalTarget,
    atLeast = 0,
    payments = new PaymentRepository(this.deps.db),
  ): Promise<TransactionHandle> {
    const sequence = await payments.nextSequence(target.posDeviceId, atLeast);
    return {
      SerialNumber: target.serialNumber,
      TransactionDate: terminalDate(),
      TransactionSequence: sequence,
      Fingerprint: target.fingerprint,
    };
  }

  private async saleRequest(attempt: AttemptRow, handle: TransactionHandle): Promise<SaleRequest> {
    const repo = new OrderRepository(this.deps.db);
    const order = await repo.findById(attempt.order_id);
    if (!order) throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
    const lines = await repo.lines([order.id]);
    const units = await repo.productsForLines(lines.flatMap((l) => (l.product_id ? [l.product_id] : [])));
    const customer = order.customer as {
      firstName?: string;
      familyName?: string;
      tcKimlikNo?: string;
      email?: string;
      address?: string;
    } | null;
    return {
      TransactionHandle: handle,
      Sale: {
        OrderNo: order.order_number,
        DocumentType: 'RECEIPT',
        GrossPriceMinor: Number(attempt.amount_minor),
        TotalPriceMinor: Number(attempt.amount_minor),
        CurrencyCode: 'TRY',
        Lines: lines.map((line) => {
          const product = units.find((u) => u.id === line.product_id);
          return {
            Name: line.product_name,
            Quantity: line.quantity,
            UnitPriceMinor: line.unit_price_minor,
            UnitCode: product?.unit_code ?? 'C62',
            TaxGroupCode: product?.tax_code ?? `KDV${line.vat_rate}`,
            VatRate: line.vat_rate,
          };
        }),
        Payments: [{ Mediator: 'CARD', AmountMinor: Number(attempt.amount_minor) }],
        CardReadTimeoutSeconds: Math.round(this.timeoutMs / 1000),
        ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true },
        ...(customer?.tcKimlikNo
          ? {
              CustomerParty: {
                FirstName: customer.firstName ?? '',
                LastName: customer.familyName ?? '',
                TaxNumber: customer.tcKimlikNo,
                ...(customer.email ? { Email: customer.email } : {}),
                ...(customer.address ? { Address: customer.address } : {}),
              },
            }
          : {}),
      },
    };
  }
}
