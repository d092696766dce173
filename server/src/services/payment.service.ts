import { type CardAvailability, MAX_PAYMENT_ATTEMPTS, type PaymentAttempt } from '@kiosk/contracts';
import { attemptsUsed, type Principal, paymentAttemptView } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { readById, StatementBatcher } from '../db/statement-batcher.js';
import { AppError } from '../errors.js';
import type { AttemptWaits } from '../payments/attempt-waits.js';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';
import { FINAL_ATTEMPT_STATUSES as FINAL, type PaymentProcessor } from '../payments/payment-processor.js';
import { buildSaleRequest } from '../payments/sale-request.js';
import type { TerminalDriver } from '../payments/terminal-driver.js';
import { TerminalSession, targetOf } from '../payments/terminal-session.js';
import { HttpTerminalTestControl, type TerminalTestControl } from '../payments/terminal-test-control.js';
import type { Repositories } from '../repositories/index.js';
import type { KioskPaymentRepository } from '../repositories/kiosk-payment.repository.js';
import type { AttemptRow } from '../repositories/payment-attempt.repository.js';
import type { TerminalRow } from '../repositories/terminal-row.js';
import { isSimulator } from './till-terminal.js';

/** What the kiosk's view of an attempt is made of (a KioskPaymentRepository.attemptViews row). */
type AttemptViewRow = Awaited<ReturnType<KioskPaymentRepository['attemptViews']>>[number];

export interface PaymentDeps {
  repos: Repositories;
  /**
   * The payment state machine, built once by the composition root (the till's card parts run on
   * it too). Its time limit and polling pause are the service's as well.
   */
  processor: PaymentProcessor;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  log: FastifyBaseLogger;
  /** The test environment's control of a simulated terminal (default: its HTTP control API). */
  testControl?: TerminalTestControl;
  /** Status requests waiting for their attempt to move on (long poll); without it they answer at once. */
  waits?: AttemptWaits;
}

/**
 * The kiosk card payment's use cases. Each attempt is a row written before the terminal is asked;
 * a lost answer or a crash is settled by asking the terminal for the result of the same transaction
 * handle (at start-up and periodically), never by selling again. The state machine itself is
 * `PaymentProcessor`'s.
 */
export class PaymentService {
  private readonly timeoutMs: number;
  private readonly pollMs: number;
  /** The state machine (shared with the till's payments in parts: one code path). */
  readonly processor: PaymentProcessor;
  private readonly testControl: TerminalTestControl;
  /** Status requests of many kiosks at once share one read (StatementBatcher). */
  private readonly views: StatementBatcher<string, AttemptViewRow | undefined>;

  constructor(private readonly deps: PaymentDeps) {
    this.processor = deps.processor;
    ({ timeoutMs: this.timeoutMs, pollMs: this.pollMs } = deps.processor.timing);
    this.testControl = deps.testControl ?? new HttpTerminalTestControl();
    this.views = new StatementBatcher(
      readById(
        (ids) => deps.repos.kioskPayment.attemptViews(ids),
        (row) => row.id,
      ),
    );
  }

  /**
   * Starts paying an order at the kiosk's terminal (or returns the attempt already under way). The
   * order row is locked while the attempt is made, and the attempt is stored with its transaction
   * handle, so whatever happens next can be settled by asking the terminal about that handle. What
   * the sale needs (the order's lines, the terminal, the kiosk) is read here, once, and handed to
   * the processor; the new attempt's view is made from it too.
   */
  async start(principal: Principal, orderId: string): Promise<PaymentAttempt> {
    const made = await this.deps.repos.transaction(async (repos) => {
      const order = await repos.kioskPayment.lockOrderForPayment(orderId);
      if (!order || (principal.kind === 'kiosk' && order.kiosk_id !== principal.kioskUserId)) {
        throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
      }
      const kioskId = order.kiosk_id;
      if (!kioskId) throw new AppError('cannot_retry', 409, PAYMENT_MESSAGES.cannot_retry);
      const { attempts, lines } = order;
      const current = attempts.find((a) => !FINAL.includes(a.status) || a.status === 'approved');
      if (current) return { id: current.id };
      const used = attemptsUsed(attempts.map((a) => a.status));
      if (used >= MAX_PAYMENT_ATTEMPTS) {
        throw new AppError('max_retries', 409, PAYMENT_MESSAGES.max_retries(MAX_PAYMENT_ATTEMPTS));
      }
      if (order.status !== 'pending_payment') {
        throw new AppError('cannot_retry', 409, PAYMENT_MESSAGES.cannot_retry);
      }
      // the linked terminal came with the order (one statement); the other ways to find one if not
      const { terminal, mode } = order.terminal
        ? { terminal: order.terminal, mode: order.payment_mode }
        : await repos.posDevice.terminalAndModeForKiosk(kioskId);
      if (!terminal) throw new AppError('no_pos_device', 409, PAYMENT_MESSAGES.no_pos_device);
      const handle = await TerminalSession.stored(targetOf(terminal), repos.posDevice).handle();
      const attempt = await repos.paymentAttempt.insertAttempt({
        order_id: orderId,
        attempt_no: attempts.length + 1,
        driver: mode === 'CLOUD' && this.deps.drivers.CLOUD ? 'CLOUD' : 'REST',
        pos_device_id: terminal.id,
        amount_minor: Number(order.total_minor),
        handle: { ...handle },
      });
      const request = buildSaleRequest({
        order,
        lines,
        handle,
        amountMinor: Number(attempt.amount_minor),
        timeoutMs: this.timeoutMs,
      });
      const view = newAttemptView(attempt, { ...order, kiosk_id: kioskId }, terminal, used);
      return { id: attempt.id, run: { attempt, terminal, kioskId, request }, view };
    });
    if (!made.run) return this.view(made.id);
    const { attempt, terminal, kioskId, request } = made.run;
    this.processor.run(
      {
        attempt,
        kioskId,
        session: this.processor.session(terminal),
        driver: this.processor.driverOf(attempt),
      },
      { kind: 'sale', request },
    );
    return this.present(made.view);
  }

  /** What the kiosk shows for an attempt (one query). */
  async view(attemptId: string, principal?: Principal): Promise<PaymentAttempt> {
    return this.present(await this.viewRow(attemptId, principal));
  }

  /**
   * The payment screen's status request. Given the step the kiosk shows and `waitMs`, it answers
   * when the attempt moves on from that step (its event wakes the wait) or after `waitMs`: one read
   * before each wait and one after, in place of a read every few hundred ms. An event that leaves
   * the step as it was (the customer's cancel, before the terminal's abort settles it) waits again
   * for what is left of `waitMs`.
   */
  async follow(
    attemptId: string,
    principal: Principal,
    known?: { step: PaymentAttempt['step']; waitMs: number },
  ): Promise<PaymentAttempt> {
    const waits = this.deps.waits;
    if (!known || !waits) return this.view(attemptId, principal);
    const deadline = Date.now() + known.waitMs;
    for (;;) {
      const now = await this.waitOnce(waits, attemptId, principal, known.step, deadline);
      if (now.step !== known.step || Date.now() >= deadline || waits.isClosed) return now;
    }
  }

  /** One read and, while the step is still `step`, one wait (to `deadline`) and the read after it. */
  private async waitOnce(
    waits: AttemptWaits,
    attemptId: string,
    principal: Principal,
    step: PaymentAttempt['step'],
    deadline: number,
  ): Promise<PaymentAttempt> {
    // registered before the read: an event between the read and the wait still wakes it
    const wait = waits.wait(attemptId, deadline - Date.now());
    let cap: NodeJS.Timeout | undefined;
    try {
      const row = await this.viewRow(attemptId, principal);
      const now = this.present(row);
      if (now.step !== step || Date.now() >= deadline) return now;
      // an unanswered attempt's step turns to timed out with its age alone, without an event
      if (row.status === 'unknown') {
        const left = this.timeoutMs - (Date.now() - (row.sent_at ?? row.created_at).getTime());
        if (left < deadline - Date.now()) cap = setTimeout(wait.cancel, Math.max(0, left) + 50);
      }
      await wait.done;
      return await this.view(attemptId, principal);
    } finally {
      clearTimeout(cap);
      wait.cancel();
    }
  }

  private async viewRow(attemptId: string, principal?: Principal): Promise<AttemptViewRow> {
    const attempt = await this.views.submit(attemptId);
    if (!attempt || (principal?.kind === 'kiosk' && attempt.kiosk_id !== principal.kioskUserId)) {
      throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
    }
    return attempt;
  }

  private present(attempt: AttemptViewRow): PaymentAttempt {
    const { step, errorMessage, retriesLeft } = paymentAttemptView(
      {
        status: attempt.status,
        ageMs: Date.now() - (attempt.sent_at ?? attempt.created_at).getTime(),
        timeoutMs: this.timeoutMs,
        attemptsUsed: attempt.attempts_used,
        anyOpen: attempt.any_open,
        anyPaid: attempt.any_paid,
        errorMessage: attempt.error_message,
        maxAttempts: MAX_PAYMENT_ATTEMPTS,
      },
      {
        paymentFailed: PAYMENT_MESSAGES.payment_failed,
        paymentError: PAYMENT_MESSAGES.payment_error,
        maxRetries: PAYMENT_MESSAGES.max_retries,
      },
    );
    const simulated = isSimulator(attempt.device_metadata);
    return {
      attempt_id: attempt.id,
      order_id: attempt.order_id,
      attempt_no: attempt.attempt_no,
      step,
      error_code: attempt.error_code,
      error_message: errorMessage,
      retries_left: retriesLeft,
      attempts_used: attempt.attempts_used,
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
    const { terminal, mode } = await this.deps.repos.posDevice.terminalAndModeForKiosk(principal.kioskUserId);
    if (!terminal) throw new AppError('no_pos_device', 409, PAYMENT_MESSAGES.no_pos_device);
    return { mode: mode === 'CLOUD' ? 'CLOUD' : 'REST', test_environment: isSimulator(terminal.metadata) };
  }

  /**
   * Whether the kiosk can take a card now (its welcome screen says so before anyone orders): an
   * active terminal is linked, and it answers a pairing as a sale's first step would. A busy
   * terminal answers, so it counts as available.
   */
  async cardAvailability(principal: Principal): Promise<CardAvailability> {
    if (principal.kind !== 'kiosk')
      throw new AppError('forbidden', 403, 'Only kiosk devices have a terminal');
    const { terminal, mode } = await this.deps.repos.posDevice.terminalAndModeForKiosk(principal.kioskUserId);
    if (!terminal) return { available: false, reason: 'no_pos_device' };
    const driver = this.processor.driverOf({ driver: mode === 'CLOUD' ? 'CLOUD' : 'REST' });
    const paired = await driver.pair(targetOf(terminal));
    return paired.kind === 'not_connected' || paired.kind === 'unknown'
      ? { available: false, reason: 'unreachable' }
      : { available: true, reason: null };
  }

  /**
   * The spec's test environment: choose the outcome of the next sale at the kiosk's simulated
   * terminal. Relayed by the server so the kiosk page needs no direct access to the terminal.
   */
  async chooseTestOutcome(principal: Principal, outcome: string, delayMs: number): Promise<void> {
    if (principal.kind !== 'kiosk')
      throw new AppError('forbidden', 403, 'Only kiosk devices have a terminal');
    const device = await this.deps.repos.posDevice.terminalForKiosk(principal.kioskUserId);
    if (!device || !isSimulator(device.metadata) || !device.ip_address) {
      throw new AppError('not_test_environment', 409, "The kiosk's terminal is not the test environment");
    }
    if (!(await this.testControl.chooseNextOutcome(targetOf(device), outcome, delayMs))) {
      throw new AppError('pos_unreachable', 502, PAYMENT_MESSAGES.device_connection);
    }
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
  requestCancel(attemptId: string): Promise<'cancelled' | 'aborting' | 'settled'> {
    return this.processor.requestCancel(attemptId);
  }

  /**
   * Staff cancel an order: its open attempts are cancelled, or aborted at the terminal and waited
   * for (up to `waitMs`). 'approved' when one of them was approved before the abort reached the
   * terminal (the card was charged during the cancel), 'open' when the terminal has not said yet,
   * else 'none'. Money kept from earlier parts is not this method's answer: the status change
   * refuses the cancel for it (order_paid_refund_required: refund it first).
   */
  async cancelForOrder(orderId: string, waitMs = 8_000): Promise<'none' | 'approved' | 'open'> {
    const payments = this.deps.repos.paymentAttempt;
    const deadline = Date.now() + waitMs;
    const stopped = new Set<string>();
    for (;;) {
      const attempts = await payments.attemptsOf(orderId);
      if (attempts.some((a) => stopped.has(a.id) && a.status === 'approved')) return 'approved';
      const open = attempts.filter((a) => !FINAL.includes(a.status));
      if (open.length === 0) return 'none';
      const fresh = open.filter((a) => !stopped.has(a.id));
      if (fresh.length > 0) {
        for (const attempt of fresh) {
          stopped.add(attempt.id);
          await this.requestCancel(attempt.id);
        }
        continue;
      }
      if (Date.now() > deadline) return 'open';
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.pollMs, 200)));
    }
  }

  /** Settles every open attempt this process is not already running (start-up and every few seconds). */
  async recover(): Promise<void> {
    await this.processor.recoverOpen();
    try {
      const abandoned = await this.deps.repos.order.abandonStale(new Date(Date.now() - this.timeoutMs));
      for (const id of abandoned) this.deps.log.info({ order: id }, 'unpaid checkout abandoned');
    } catch (error) {
      this.deps.log.warn({ err: error }, 'abandoning stale orders failed');
    }
  }
}

/** A new attempt as the kiosk sees it: connecting, the order's only open one (`used` tries before it). */
function newAttemptView(
  attempt: AttemptRow,
  order: {
    order_number: string;
    reference_number: AttemptViewRow['reference_number'];
    total_minor: AttemptViewRow['total_minor'];
    kiosk_id: string;
  },
  terminal: TerminalRow,
  used: number,
): AttemptViewRow {
  return {
    id: attempt.id,
    order_id: attempt.order_id,
    attempt_no: attempt.attempt_no,
    status: attempt.status,
    error_code: attempt.error_code,
    error_message: attempt.error_message,
    created_at: attempt.created_at,
    sent_at: attempt.sent_at,
    order_number: order.order_number,
    reference_number: order.reference_number,
    total_minor: order.total_minor,
    kiosk_id: order.kiosk_id,
    ip_address: terminal.ip_address,
    port: terminal.port,
    device_metadata: terminal.metadata as AttemptViewRow['device_metadata'],
    attempts_used: used + 1,
    any_open: true,
    any_paid: false,
  };
}
