import {
  MAX_PAYMENT_ATTEMPTS,
  type SaleRequest,
  type SaleResult,
  type StartPaymentRequest,
  TERMINAL_ERROR_CODES,
  type TerminalErrorCode,
  type TransactionHandle,
} from '@kiosk/contracts';
import { kioskMessagesChannelOf, ORDERS_CHANNEL } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptStatus } from '../db/schema.js';
import { NOTIFY_CHANNEL, publishEvent, smallEventText } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type {
  AttemptContextRow,
  AttemptRow,
  PaymentAttemptRepository,
} from '../repositories/payment-attempt.repository.js';
import type { Storage } from '../storage/storage.js';
import { approvalMismatch, approvalRecord, receiptImages } from './payment-approval.js';
import { PAYMENT_MESSAGES, TERMINAL_MESSAGES } from './payment-messages.js';
import type { DriverOutcome, TerminalDriver } from './terminal-driver.js';
import { isSequenceError, type SequenceStore, TerminalSession, targetOf } from './terminal-session.js';

export const FINAL_ATTEMPT_STATUSES: AttemptStatus[] = ['approved', 'failed', 'cancelled', 'timed_out'];
const FINAL = FINAL_ATTEMPT_STATUSES;

/**
 * Everything settling one attempt needs, loaded once (with the attempt, in one query, or from what
 * `start` already holds) and passed along: the attempt as last read or written, the kiosk its
 * events go to, a session with its terminal (null when the attempt names none) and its driver. The
 * attempt is re-read only where another worker may have moved it on; the rest never changes.
 */
export interface AttemptContext {
  attempt: AttemptRow;
  kioskId: string | null;
  session: TerminalSession | null;
  driver: TerminalDriver;
}

export interface PaymentProcessorDeps {
  repos: Repositories;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  storage: Storage;
  log: FastifyBaseLogger;
  timeoutMs: number;
  pollMs: number;
  neverSentMs: number;
}

const handleOf = (attempt: AttemptRow) => attempt.handle as unknown as TransactionHandle;

/**
 * What the terminal is asked to do for an attempt: a fiscal sale (CompleteSale: a kiosk sale, or
 * the till's last part) or a card part without a document (StartPayment).
 */
export type TerminalRequest =
  | { kind: 'sale'; request: SaleRequest }
  | { kind: 'payment'; request: StartPaymentRequest };

const isTerminalCode = (code: string | null): code is TerminalErrorCode =>
  code !== null && (TERMINAL_ERROR_CODES as readonly string[]).includes(code);

/**
 * Drives the persisted payment state machine of kiosk card payments:
 * connecting -> sent -> (unknown) -> approved | failed | cancelled | timed_out. Every transition
 * is a compare-and-set on the attempt's current state; a worker whose transition did not apply
 * stops (someone else moved the attempt on). Nothing is sent to the terminal unless the attempt
 * moved connecting -> sent, so a cancel that won that race is never charged.
 */
export class PaymentProcessor {
  private readonly running = new Set<string>();

  constructor(private readonly deps: PaymentProcessorDeps) {}

  /** The sale's time limit and the pause between result queries (the payment service's too). */
  get timing(): Pick<PaymentProcessorDeps, 'timeoutMs' | 'pollMs'> {
    return { timeoutMs: this.deps.timeoutMs, pollMs: this.deps.pollMs };
  }

  private get payments(): PaymentAttemptRepository {
    return this.deps.repos.paymentAttempt;
  }

  /** The driver an attempt was made for (CLOUD only while this instance has the CLOUD hub). */
  driverOf(attempt: { driver: string }): TerminalDriver {
    return (attempt.driver === 'CLOUD' && this.deps.drivers.CLOUD) || this.deps.drivers.REST;
  }

  /** A session with a stored terminal, its sequence taken from `sequences` (the caller's transaction). */
  session(
    terminal: AttemptContextRow['terminal'],
    sequences: SequenceStore = this.deps.repos.posDevice,
  ): TerminalSession | null {
    return terminal ? TerminalSession.stored(targetOf(terminal), sequences) : null;
  }

  /** An attempt's context from its row loaded with its kiosk and terminal. */
  contextOf(row: AttemptContextRow): AttemptContext {
    return {
      attempt: row.attempt,
      kioskId: row.kioskId,
      session: this.session(row.terminal),
      driver: this.driverOf(row.attempt),
    };
  }

  /** Processes a new attempt in the background: pair, send the sale, settle it. */
  run(context: AttemptContext, request: TerminalRequest): void {
    const id = context.attempt.id;
    this.running.add(id);
    void this.process(context, request)
      .catch((error) => this.deps.log.error({ err: error, attempt: id }, 'payment processing failed'))
      .finally(() => this.running.delete(id));
  }

  /** Settles every open attempt this process is not already running. */
  async recoverOpen(): Promise<void> {
    const open = await this.payments.openAttemptContexts();
    for (const row of open) {
      if (this.running.has(row.attempt.id)) continue;
      try {
        await this.settleByQuery(this.contextOf(row));
      } catch (error) {
        this.deps.log.warn({ err: error, attempt: row.attempt.id }, 'payment recovery failed');
      }
    }
  }

  /**
   * Cancels an attempt: 'cancelled' when it had not been sent, 'aborting' when the terminal was
   * asked to abort and the answer will settle it, 'settled' when it had already ended.
   */
  async requestCancel(attemptId: string): Promise<'cancelled' | 'aborting' | 'settled'> {
    const row = await this.payments.attemptContext(attemptId);
    if (!row || FINAL.includes(row.attempt.status)) return 'settled';
    const context = this.contextOf(row);
    if (
      await this.finish(
        context,
        'cancelled',
        'CANCELLED_BY_CUSTOMER',
        PAYMENT_MESSAGES.payment_cancelled,
        undefined,
        ['connecting'],
      )
    ) {
      return 'cancelled';
    }
    const open = await this.payments.requestCancel(attemptId);
    if (!open) return 'settled';
    await this.abort({ ...context, attempt: open });
    return 'aborting';
  }

  private async process(context: AttemptContext, asked: TerminalRequest): Promise<void> {
    const { session } = context;
    if (!session) throw new Error('attempt without a terminal');
    if (!(await this.pairAndMarkSent(context, session))) return;
    const sent: AttemptContext = {
      ...context,
      attempt: { ...context.attempt, status: 'sent', sent_at: new Date() },
    };
    await this.send(sent, session, asked);
  }

  /**
   * Pairs with the terminal and moves the attempt connecting -> sent (the kiosk hears 'waiting' with
   * the move); false when it ended instead (no terminal, or cancelled before anything was sent).
   */
  private async pairAndMarkSent(context: AttemptContext, session: TerminalSession): Promise<boolean> {
    const { attempt, driver } = context;
    const paired = await driver.pair(session.target);
    if (paired.kind === 'not_connected' || paired.kind === 'unknown') {
      await this.finish(context, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      return false;
    }
    if (paired.kind === 'protocol_error') {
      await this.finish(context, 'failed', paired.code, PAYMENT_MESSAGES.device_communication);
      return false;
    }
    const payments = this.payments;
    // the kiosk hears 'waiting' with the move itself (its long-polled status wakes on it)
    const waiting = context.kioskId
      ? {
          channel: NOTIFY_CHANNEL,
          text: smallEventText(this.kioskStep(context.kioskId, attempt, 'waiting')),
        }
      : undefined;
    if (await payments.markSent(attempt.id, waiting)) return true;
    // Cancelled (or settled by another worker) before anything was sent.
    const fresh = await payments.attempt(attempt.id);
    if (fresh?.status === 'connecting') {
      await this.finish(
        { ...context, attempt: fresh },
        'cancelled',
        'CANCELLED_BY_CUSTOMER',
        PAYMENT_MESSAGES.payment_cancelled,
        undefined,
        ['connecting'],
      );
    }
    return false;
  }

  /**
   * Sends the sale (or StartPayment) of a sent attempt and settles it by the answer; a refused
   * sequence (nothing charged) is sent once more with the next handle, stored first.
   */
  private async send(sent: AttemptContext, session: TerminalSession, asked: TerminalRequest): Promise<void> {
    const { request } = asked;
    const { driver } = sent;
    const id = sent.attempt.id;
    for (let tries = 0; tries < 2; tries += 1) {
      // Wait for the sale's answer, and meanwhile ask for the handle's result every few seconds:
      // a terminal that takes a sale but never answers is settled by the query, and a cancel asked
      // for meanwhile becomes an abort at the terminal.
      const polling = { stopped: false };
      const outcome = await Promise.race([
        asked.kind === 'sale'
          ? driver.sale(session.target, asked.request, this.deps.timeoutMs + 15_000)
          : driver.payment(session.target, asked.request, this.deps.timeoutMs + 15_000),
        this.pollWhileWaiting(sent, polling),
      ]);
      polling.stopped = true;
      if (outcome === 'settled') return;
      if (outcome.kind === 'protocol_error' && isSequenceError(outcome) && tries === 0) {
        // The terminal saw a later sequence: nothing was charged. The next handle is stored before
        // the sale is sent again; a cancel asked for meanwhile ends the attempt here.
        const next = await session.handleAfter(outcome);
        if (!(await this.payments.replaceHandle(id, { ...request.TransactionHandle }, { ...next }))) {
          const fresh = await this.payments.attempt(id);
          if (fresh && !FINAL.includes(fresh.status)) {
            await this.finish(
              { ...sent, attempt: fresh },
              'cancelled',
              'CANCELLED_BY_CUSTOMER',
              PAYMENT_MESSAGES.payment_cancelled,
            );
          }
          return;
        }
        request.TransactionHandle = next;
        sent.attempt = { ...sent.attempt, handle: { ...next } as AttemptRow['handle'] };
        continue;
      }
      await this.apply(sent, outcome);
      return;
    }
  }

  /** Resolves 'settled' once a result query settles the attempt; never resolves otherwise. */
  private pollWhileWaiting(context: AttemptContext, polling: { stopped: boolean }): Promise<'settled'> {
    const attemptId = context.attempt.id;
    return new Promise((resolve) => {
      const tick = async () => {
        if (polling.stopped) return;
        try {
          const fresh = await this.payments.attempt(attemptId);
          if (
            fresh &&
            !polling.stopped &&
            (FINAL.includes(fresh.status) || (await this.settleByQuery({ ...context, attempt: fresh })))
          ) {
            resolve('settled');
            return;
          }
        } catch (error) {
          this.deps.log.warn({ err: error, attempt: attemptId }, 'payment result query failed');
        }
        if (!polling.stopped) setTimeout(() => void tick(), this.deps.pollMs);
      };
      setTimeout(() => void tick(), this.deps.pollMs);
    });
  }

  /** Turns what the terminal said into the attempt's next state. */
  private async apply(context: AttemptContext, outcome: DriverOutcome): Promise<void> {
    const { attempt } = context;
    if (outcome.kind === 'result') {
      await this.settleResult(context, outcome.result);
      return;
    }
    if (outcome.kind === 'not_connected') {
      await this.finish(context, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      return;
    }
    if (outcome.kind === 'protocol_error' && outcome.code !== 'IN_PROGRESS') {
      // The terminal refused the request (busy, not paired, bad sequence): nothing was charged.
      await this.finish(context, 'failed', outcome.code, PAYMENT_MESSAGES.device_communication);
      return;
    }
    // The answer was lost: the outcome is unknown until the terminal tells us the handle's result.
    const payments = this.payments;
    await payments.markUnknown(attempt.id, { code: 'UNKNOWN', message: outcome.message });
    const deadline = (attempt.sent_at ?? new Date()).getTime() + this.deps.timeoutMs + 60_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, this.deps.pollMs));
      const fresh = await payments.attempt(attempt.id);
      if (!fresh || FINAL.includes(fresh.status)) return;
      if (await this.settleByQuery({ ...context, attempt: fresh })) return;
    }
  }

  /** Asks the terminal for the result of the attempt's handle; true once settled. */
  async settleByQuery(context: AttemptContext): Promise<boolean> {
    const { attempt } = context;
    const age = Date.now() - (attempt.sent_at ?? attempt.created_at).getTime();
    if (attempt.status === 'connecting' || !attempt.handle) {
      // Never sent (the move to 'sent' comes first): nothing can have been charged. Give a worker
      // that is still pairing its time, then end it; its own move to 'sent' will then fail.
      if (age > this.deps.neverSentMs || attempt.cancel_requested_at) {
        return this.finish(
          context,
          attempt.cancel_requested_at ? 'cancelled' : 'failed',
          attempt.cancel_requested_at ? 'CANCELLED_BY_CUSTOMER' : 'DEVICE_CONNECTION_ERROR',
          attempt.cancel_requested_at ? PAYMENT_MESSAGES.payment_cancelled : PAYMENT_MESSAGES.payment_error,
          undefined,
          ['connecting'],
        );
      }
      return false;
    }
    const { session } = context;
    if (!session) return false;
    const outcome = await context.driver.result(session.target, await session.handle(), handleOf(attempt));
    await this.payments.touch(attempt.id);
    if (outcome.kind !== 'result') return false;
    const { result } = outcome;
    if (result.Status === 'InProgress') {
      if (attempt.cancel_requested_at || age > this.deps.timeoutMs) await this.abort(context);
      return false;
    }
    if (result.Status === 'NotFound') {
      // The sale never reached the terminal: nothing was charged.
      if (age > this.deps.neverSentMs) {
        return this.finish(context, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      }
      return false;
    }
    await this.settleResult(context, result);
    return true;
  }

  private async settleResult(context: AttemptContext, result: SaleResult): Promise<void> {
    const { attempt } = context;
    if (result.Status === 'Completed') {
      const mismatch = approvalMismatch(attempt, result);
      if (mismatch) {
        // Not the sale we asked for (a forged or confused terminal): never a payment of this order.
        this.deps.log.error(
          { attempt: attempt.id, order: attempt.order_id, mismatch, amount: result.AmountMinor },
          'terminal approval refused: it does not match the sale',
        );
        await this.finish(context, 'failed', 'INVALID_TRANSACTION', TERMINAL_MESSAGES.INVALID_TRANSACTION, {
          ...result,
          Receipts: { CustomerPng: null, MerchantPng: null },
        });
        return;
      }
      await this.approve(context, result);
      return;
    }
    if (result.Status === 'InProgress' || result.Status === 'NotFound') {
      await this.apply(context, { kind: 'unknown', message: `Sale ${result.Status}` });
      return;
    }
    const code = isTerminalCode(result.ErrorCode) ? result.ErrorCode : 'UNKNOWN';
    const age = Date.now() - (attempt.sent_at ?? attempt.created_at).getTime();
    if (result.Status === 'Cancelled' || result.Status === 'Abandoned') {
      const timedOut = !attempt.cancel_requested_at && (age >= this.deps.timeoutMs || code === 'TIMED_OUT');
      await this.finish(
        context,
        timedOut ? 'timed_out' : 'cancelled',
        timedOut ? 'TIMED_OUT' : code,
        timedOut ? PAYMENT_MESSAGES.timeout_cancelled : PAYMENT_MESSAGES.payment_cancelled,
        result,
      );
      return;
    }
    await this.finish(
      context,
      code === 'TIMED_OUT' ? 'timed_out' : 'failed',
      code,
      TERMINAL_MESSAGES[code],
      result,
    );
  }

  /** Paid: both receipts stored, then the attempt, the order, its POS and card details, the receipts and the event in one statement. */
  private async approve(context: AttemptContext, result: SaleResult): Promise<void> {
    const { attempt } = context;
    const images = receiptImages(attempt, result);
    // both receipts in one statement
    if (images.length > 0) {
      await this.deps.storage.putMany('receipts', images, {
        contentType: 'image/png',
        cacheControl: 'private, max-age=300',
        upsert: true,
      });
    }
    const event = (payload: Record<string, unknown>) =>
      smallEventText({ channel: ORDERS_CHANNEL, event: 'UPDATE', table: 'orders', payload });
    const paidEvent = event({
      id: attempt.order_id,
      status: 'paid',
      payment_status: 'paid',
      payment_id: attempt.id,
    });
    // One autocommit statement: the approval, what the paid order keeps, and its event.
    const approved = await this.deps.repos.paymentApproval.approve(attempt.id, {
      ...approvalRecord(
        attempt,
        result,
        images.map(({ type, path }) => ({ type, path })),
      ),
      announce: {
        channel: NOTIFY_CHANNEL,
        paid: paidEvent,
        // a kiosk's sale pays its order; a till's part may leave some of it to pay
        approved: attempt.created_by_user_id
          ? event({ id: attempt.order_id, payment_id: attempt.id, payment: 'approved' })
          : paidEvent,
      },
    });
    if (approved.settled && !approved.paid && !attempt.created_by_user_id) {
      // The order was closed meanwhile (cancel and payment may not overlap, so this is a defect):
      // the approved sale stays recorded on its attempt, for a refund.
      this.deps.log.error(
        { attempt: attempt.id, order: attempt.order_id },
        'approved sale on an order that no longer waits for payment: refund needed',
      );
    }
  }

  /** Ends an attempt without a payment; false when it was not in one of `from` (moved on). */
  private async finish(
    context: AttemptContext,
    status: 'failed' | 'cancelled' | 'timed_out',
    code: string,
    message: string,
    result?: SaleResult,
    from?: AttemptStatus[],
  ): Promise<boolean> {
    const { attempt } = context;
    const done = await this.deps.repos.transaction(async (repos) => {
      if (
        !(await repos.paymentAttempt.settle(
          attempt.id,
          status,
          { error_code: code, error_message: message, result },
          from,
        ))
      )
        return false;
      if (attempt.created_by_user_id) {
        // A part taken at the till: the order stays payable (earlier parts stay paid).
        await publishEvent(repos.db, {
          channel: ORDERS_CHANNEL,
          event: 'UPDATE',
          table: 'orders',
          payload: { id: attempt.order_id, payment_id: attempt.id, payment: status },
        });
      } else if (status !== 'cancelled') {
        // the customer's own cancel uses no try; a failure may use the last one
        await repos.paymentApproval.markPaymentFailedWhenTriesUsed(attempt.order_id, MAX_PAYMENT_ATTEMPTS);
      }
      return true;
    });
    if (done) await this.publish(context, status);
    return done;
  }

  /** Asks the terminal to abort the sale it is running (best effort: the sale's result settles it). */
  private async abort(context: AttemptContext): Promise<void> {
    try {
      const { session } = context;
      if (!session) return;
      await context.driver.abort(session.target, await session.handle());
    } catch (error) {
      this.deps.log.warn({ err: error, attempt: context.attempt.id }, 'abort at the terminal failed');
    }
  }

  /** The attempt's step, to its kiosk's channel. */
  private async publish(context: AttemptContext, step: string): Promise<void> {
    if (!context.kioskId) return;
    await publishEvent(this.deps.repos.db, this.kioskStep(context.kioskId, context.attempt, step));
  }

  private kioskStep(kioskId: string, attempt: { id: string; order_id: string }, step: string) {
    return {
      channel: kioskMessagesChannelOf(kioskId),
      event: 'payment',
      payload: { id: attempt.id, order_id: attempt.order_id, step },
    };
  }
}
