import { randomUUID } from 'node:crypto';
import {
  type CreateTillRefund,
  PAYMENT_TIMEOUT_MS,
  RECEIPT_LINK_TTL_SECONDS,
  type StartTillPayment,
  type TillOrderPayments,
  type TillPayment,
  type TillTerminal,
  type TransactionHandle,
} from '@kiosk/contracts';
import { mayRefund, ORDERS_CHANNEL, orderMoney, type Principal, type ReversalPlan } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';
import type { TerminalRequest } from '../payments/payment-processor.js';
import type { ReversalProcessor } from '../payments/reversal-processor.js';
import { buildRefundRequest, type ReturnedSaleLine } from '../payments/sale-request.js';
import type { TerminalDriver } from '../payments/terminal-driver.js';
import { TerminalSession, targetOf } from '../payments/terminal-session.js';
import { HttpTerminalTestControl, type TerminalTestControl } from '../payments/terminal-test-control.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type { AttemptRow } from '../repositories/payment-attempt.repository.js';
import type { TillTerminalRow } from '../repositories/pos-device-rows.js';
import type { UrlSigner } from '../storage/signed-urls.js';
import type { PaymentService } from './payment.service.js';
import { type AcceptedPart, acceptPart, cardPartRequest } from './till-part.js';
import { type PartRow, presentTillPart, presentTillRefund } from './till-present.js';
import { planTillRefund, refundedUnits, returnedSaleLines } from './till-refund.js';
import { drawerOf, sessionError, sessionForTill } from './till-session-guard.js';
import { activeTillTerminal, driverForMode, isSimulator } from './till-terminal.js';

export interface TillDeps {
  repos: Repositories;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  log: FastifyBaseLogger;
  /** The kiosk's payment service: its state machine runs the till's card parts too. */
  payments: PaymentService;
  /** Settles the till's refunds and voids at the terminal (built once by the composition root). */
  reversals: ReversalProcessor;
  timeoutMs?: number;
  testControl?: TerminalTestControl;
  /** How long a refund request waits for the terminal before answering (default 15 s). */
  refundWaitMs?: number;
  /** Signs short-lived links to receipt images (none: parts show no receipt link). */
  signer?: UrlSigner;
}

/** What every new part of an order is stored with, whatever its method. */
type NewPart = Omit<
  Parameters<Repositories['paymentAttempt']['insertAttempt']>[0],
  'driver' | 'pos_device_id' | 'handle'
>;

/** A card part made under the order's lock, to be run at the terminal once committed. */
interface CardRun {
  attempt: AttemptRow;
  terminal: TillTerminalRow;
  request: TerminalRequest;
}

/** What every reversal of one refund is written with. */
interface RefundBase {
  refund_id: string;
  order_id: string;
  reason: string;
  lines: Array<{ order_item_id: string; quantity: number }>;
  idempotency_key: string | null;
  created_by_user_id: string | null;
}

type ReversalInsert = Parameters<Repositories['till']['insertReversals']>[0][number];

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
    this.reversals = deps.reversals;
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
    return (await this.deps.repos.posDevice.tillTerminals()).map((row) => this.present(row));
  }

  private terminalOf(posDeviceId: string, repos: Repositories = this.deps.repos): Promise<TillTerminalRow> {
    return activeTillTerminal(repos, posDeviceId);
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
    const made = await this.deps.repos.transaction(async (repos): Promise<{ id: string; run?: CardRun }> => {
      const order = await repos.till.lockOrder(orderId);
      if (!order) throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
      const retried = idempotencyKey ? await retriedPart(repos, orderId, input, idempotencyKey) : undefined;
      if (retried) return { id: retried };
      const terminal = await this.terminalOf(input.pos_device_id, repos);
      const [parts, reversals] = await Promise.all([
        repos.paymentAttempt.attemptsOf(orderId),
        repos.till.reversals(orderId),
      ]);
      const accepted = acceptPart(order, parts, reversals, input);
      const tillSession = await sessionForTill(repos, input.pos_device_id, input.method === 'cash');
      const part: NewPart = {
        order_id: orderId,
        attempt_no: (parts.at(-1)?.attempt_no ?? 0) + 1,
        amount_minor: input.amount_minor,
        method: input.method,
        tendered_minor: accepted.tenderedMinor,
        change_minor: accepted.changeMinor,
        created_by_user_id: userId,
        operation: accepted.operation,
        idempotency_key: idempotencyKey ?? null,
        till_session_id: tillSession?.id ?? null,
      };
      const driver = driverForMode(this.deps.drivers, terminal.payment_mode).mode;
      if (accepted.operation === null) return { id: await takeCash(repos, part, driver) };
      const run = await this.makeCardPart(repos, { order, parts, input, terminal, accepted, part, driver });
      return { id: run.attempt.id, run };
    });
    if (made.run) this.runCardPart(made.run);
    return this.part(made.id);
  }

  /**
   * A card part stored with its handle and its terminal request (the last part's CompleteSale, or
   * a StartPayment) and what the terminal must approve, before anything is sent.
   */
  private async makeCardPart(
    repos: Repositories,
    made: {
      order: NonNullable<Awaited<ReturnType<Repositories['till']['lockOrder']>>>;
      parts: AttemptRow[];
      input: StartTillPayment;
      terminal: TillTerminalRow;
      accepted: AcceptedPart;
      part: NewPart;
      driver: 'REST' | 'CLOUD';
    },
  ): Promise<CardRun> {
    const { order, terminal, accepted } = made;
    const operation = accepted.operation === 'CompleteSale' ? 'CompleteSale' : 'StartPayment';
    const handle = await TerminalSession.stored(targetOf(terminal), repos.posDevice).handle();
    const { request, expected } = cardPartRequest({
      order,
      operation,
      parts: made.parts,
      part: made.input,
      saleLines: operation === 'CompleteSale' ? await repos.kioskPayment.saleLines(order.id) : [],
      handle,
      timeoutMs: this.timeoutMs,
    });
    const attempt = await repos.paymentAttempt.insertAttempt({
      ...made.part,
      driver: made.driver,
      pos_device_id: terminal.id,
      handle: { ...handle },
      expected_total_minor: expected.total,
      expected_card_minor: expected.card,
    });
    return { attempt, terminal, request };
  }

  /** Runs a committed card part on the kiosk's payment state machine (in the background). */
  private runCardPart(run: CardRun): void {
    const { processor } = this.deps.payments;
    processor.run(
      {
        attempt: run.attempt,
        kioskId: null,
        session: processor.session(run.terminal),
        driver: processor.driverOf(run.attempt),
      },
      run.request,
    );
  }

  /** One part as the till shows it. */
  async part(partId: string): Promise<TillPayment> {
    const till = this.deps.repos.till;
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
    const till = this.deps.repos.till;
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
    const pending = await this.deps.repos.transaction((repos) =>
      this.writeRefund(repos, principal, orderId, input, idempotencyKey),
    );
    if (pending.length > 0) {
      const settling = Promise.all(pending.map((id) => this.reversals.run(id)));
      await Promise.race([
        settling,
        new Promise((resolve) => setTimeout(resolve, this.deps.refundWaitMs ?? 15_000).unref()),
      ]);
    }
    return this.orderPayments(principal, orderId);
  }

  /**
   * A refund's reversals written under the order's lock (cash returns completed at once, card
   * reversals pending with their handle and request); the ids of those to send to the terminal.
   */
  private async writeRefund(
    repos: Repositories,
    principal: Principal,
    orderId: string,
    input: Omit<CreateTillRefund, 'pos_device_id'> & { pos_device_id?: string | undefined },
    idempotencyKey: string | undefined,
  ): Promise<string[]> {
    const { till } = repos;
    const order = await till.lockOrder(orderId);
    if (!order) throw new AppError('order_not_found', 404, PAYMENT_MESSAGES.order_not_found);
    assertMayRefund(principal, order.is_today);
    if (idempotencyKey && (await till.reversalsByKey(orderId, idempotencyKey)).length > 0) return [];
    if (input.pos_device_id) await this.terminalOf(input.pos_device_id, repos);
    const [parts, reversals, items] = await Promise.all([
      till.parts(orderId),
      till.reversals(orderId),
      till.items(orderId),
    ]);
    const { lines, plan } = planTillRefund({ parts, reversals, items, lines: input.lines });
    const base: RefundBase = {
      refund_id: randomUUID(),
      order_id: orderId,
      reason: input.reason,
      lines,
      idempotency_key: idempotencyKey ?? null,
      created_by_user_id: principal.kind === 'user' ? principal.userId : null,
    };
    const refunded = refundedUnits(reversals.filter((r) => r.status !== 'failed'));
    const returned = returnedSaleLines(lines, items, await repos.kioskPayment.saleLines(orderId), refunded);
    const rows: ReversalInsert[] = [];
    for (const step of plan) {
      const part = parts.find((p) => p.id === step.paymentId);
      if (part) rows.push(await reversalRow(repos, base, step, part, returned));
    }
    await cashFromSession(repos, rows, input.pos_device_id);
    const inserted = await till.insertReversals(rows);
    if (inserted.some((r) => r.status === 'completed')) {
      await publishEvent(repos.db, {
        channel: ORDERS_CHANNEL,
        event: 'UPDATE',
        table: 'orders',
        payload: { id: orderId, refund_id: base.refund_id, refund: 'completed' },
      });
    }
    return inserted.filter((r) => r.status === 'pending').map((r) => r.id);
  }

  /** Settles open reversals (start-up and every few seconds, with the attempts' recovery). */
  recover(): Promise<void> {
    return this.reversals.recoverOpen();
  }
}

/**
 * The part an Idempotency-Key already made on the order (its id), undefined when none; the same
 * key with another request is a client bug (422 idempotency_key_reused).
 */
async function retriedPart(
  repos: Repositories,
  orderId: string,
  input: StartTillPayment,
  idempotencyKey: string,
): Promise<string | undefined> {
  const existing = await repos.till.partByKey(orderId, idempotencyKey);
  if (!existing) return undefined;
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
  return existing.id;
}

/** Cash before the last part: in the drawer now (approved at once), on the last part's fiscal document later. */
async function takeCash(repos: Repositories, part: NewPart, driver: 'REST' | 'CLOUD'): Promise<string> {
  const made = await repos.paymentAttempt.insertAttempt({
    ...part,
    driver,
    pos_device_id: null,
    handle: null,
    approved_now: true,
  });
  await publishEvent(repos.db, {
    channel: ORDERS_CHANNEL,
    event: 'UPDATE',
    table: 'orders',
    payload: { id: part.order_id, payment_id: made.id, payment: 'approved' },
  });
  return made.id;
}

/**
 * Cash returns come out of a till session's drawer: the refunding till's open session, or (a
 * back-office refund) that of the till that took the cash. With till_sessions_required and none
 * open, the refund is refused (409 till_session_required); never more than the drawer should hold
 * (409 cash_refund_exceeds_drawer).
 */
async function cashFromSession(repos: Repositories, rows: ReversalInsert[], posDeviceId: string | undefined) {
  const cash = rows.filter((r) => r.kind === 'cash_return');
  const first = cash[0];
  if (!first) return;
  const till = posDeviceId ?? (await repos.tillSession.tillOfPart(first.payment_attempt_id));
  const session = await sessionForTill(repos, till, true);
  if (!session) return;
  const amount = cash.reduce((sum, r) => sum + r.amount_minor, 0);
  const drawer = await drawerOf(repos, session.id, session.floatMinor);
  if (amount > drawer)
    throw sessionError('cash_refund_exceeds_drawer', { field: 'lines', expected_minor: drawer });
  for (const row of cash) row.till_session_id = session.id;
}

/** Admins refund any day, a cashier on the order's business day only (403 otherwise). */
function assertMayRefund(principal: Principal, orderIsToday: boolean): void {
  const allowed = mayRefund(principal.kind === 'user' ? principal.role : undefined, orderIsToday);
  if (allowed.ok) return;
  throw new AppError(
    allowed.code,
    403,
    allowed.code === 'refund_day_closed'
      ? "A cashier can refund only on the order's business day; ask an admin"
      : "You don't have permission to do this",
  );
}

/**
 * One step of a refund's plan as its reversal row: a cash return completed at once; a card part's
 * void or refund pending, with a new handle at the terminal that took the part and its request
 * (a refund lists the returned lines when the part issued the document).
 */
async function reversalRow(
  repos: Repositories,
  base: RefundBase,
  step: ReversalPlan,
  part: PartRow,
  returned: ReturnedSaleLine[],
): Promise<ReversalInsert> {
  const row = { ...base, payment_attempt_id: part.id, kind: step.kind, amount_minor: step.amountMinor };
  if (step.kind === 'cash_return') {
    return { ...row, status: 'completed', driver: null, pos_device_id: null, handle: null, request: null };
  }
  const terminal = part.pos_device_id ? await repos.posDevice.terminal(part.pos_device_id) : undefined;
  if (!terminal || !part.handle) throw new AppError('no_pos_device', 409, PAYMENT_MESSAGES.no_pos_device);
  const handle = await TerminalSession.stored(targetOf(terminal), repos.posDevice).handle();
  const saleHandle = part.handle as unknown as TransactionHandle;
  const request =
    step.kind === 'void'
      ? { TransactionHandle: handle, SaleHandle: saleHandle }
      : buildRefundRequest({
          handle,
          saleHandle,
          amountMinor: step.amountMinor,
          lines: part.operation === 'CompleteSale' ? returned : [],
          reason: base.reason,
        });
  return {
    ...row,
    status: 'pending',
    driver: part.driver,
    pos_device_id: terminal.id,
    handle: { ...handle },
    request,
  };
}
