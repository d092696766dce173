import {
  type SaleRequest,
  type SaleResult,
  SIMULATOR_OUTCOMES,
  TERMINAL_TEST_MESSAGE_CODES,
  type TerminalTestMessageCode,
  type TerminalTestResult,
  type TerminalTestSaleOutcome,
  type TransactionHandle,
} from '@kiosk/contracts';
import type { Principal } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import type {
  DeviceInfo,
  DriverOutcome,
  ReversalOutcome,
  TerminalDriver,
  TerminalTarget,
} from '../payments/terminal-driver.js';
import { isSequenceError, TerminalSession, targetOf } from '../payments/terminal-session.js';
import { HttpTerminalTestControl, type TerminalTestControl } from '../payments/terminal-test-control.js';
import { collectTrace } from '../payments/terminal-trace.js';
import { AuditRepository } from '../repositories/audit.repository.js';
import { PaymentRepository } from '../repositories/payment.repository.js';
import { PosDeviceRepository } from '../repositories/pos-device.repository.js';
import { TerminalTestSaleRepository } from '../repositories/terminal-test-sale.repository.js';
import type { TillTerminalRow } from '../repositories/till.repository.js';
import { activeTillTerminal, driverForMode, isSimulator } from './till-terminal.js';

export interface TerminalTestDeps {
  db: Kysely<DB>;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  log?: FastifyBaseLogger;
  testControl?: TerminalTestControl;
  /** How long a test sale waits for the customer's card (default 75 s: the card-read time-out and more). */
  saleTimeoutMs?: number;
  /** How long an unanswered test sale is asked for by its handle before it is given up (default 20 s). */
  settleMs?: number;
  /**
   * How long an open test sale (no answer, or approved and not voided) stays untouched before
   * recovery takes it as its request's: after a crash (default 2 minutes, past any live request).
   */
  recoverAfterMs?: number;
}

/** The simulator's delay for a forced outcome: quick, so the screen answers at once. */
const FORCED_DELAY_MS = 300;
const CARD_READ_SECONDS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const formatTl = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')} TL`;

type Trace = ReturnType<typeof collectTrace>;
type Actor = { userId: string | null; email: string | null };
type TestSaleRow = Awaited<ReturnType<TerminalTestSaleRepository['claimStale']>>[number];

/**
 * The till's payment terminal test screen: read the terminal's identity, check the connection and
 * run a small test sale that is voided at once when approved (no money stays on a test). Every
 * answer carries the raw exchanges with the terminal for support staff. A test sale is written
 * (terminal_test_sales) with its handle before the terminal is asked and moved at each step, so a
 * sale whose request died between the approval and the void is voided by `recover` (run at
 * start-up and every few seconds): no approved kuruş stays at the terminal without an order.
 */
export class TerminalTestService {
  private readonly testControl: TerminalTestControl;
  /** Test sales whose request runs in this process (recovery leaves them alone). */
  private readonly running = new Set<string>();

  constructor(private readonly deps: TerminalTestDeps) {
    this.testControl = deps.testControl ?? new HttpTerminalTestControl();
  }

  private terminalOf(posDeviceId: string): Promise<TillTerminalRow> {
    return activeTillTerminal(this.deps.db, posDeviceId);
  }

  private driverFor(terminal: TillTerminalRow): TerminalDriver {
    return driverForMode(this.deps.drivers, terminal.payment_mode);
  }

  private session(target: TerminalTarget) {
    return TerminalSession.stored(target, new PaymentRepository(this.deps.db));
  }

  /** POST /api/till/terminal-test/device-info */
  async deviceInfo(posDeviceId: string): Promise<TerminalTestResult> {
    const terminal = await this.terminalOf(posDeviceId);
    const recorder = collectTrace();
    const read = await this.read(terminal, recorder);
    return {
      ok: read.ok,
      ...(read.ok ? said('deviceInfoRead', 'Device info read') : read.said),
      device_info: read.ok ? read.info : null,
      sale: null,
      test_environment: isSimulator(terminal.metadata),
      exchanges: recorder.exchanges,
    };
  }

  /** POST /api/till/terminal-test/check-connection: also marks the terminal connected or not. */
  async checkConnection(posDeviceId: string): Promise<TerminalTestResult> {
    const terminal = await this.terminalOf(posDeviceId);
    const recorder = collectTrace();
    const read = await this.read(terminal, recorder);
    const devices = new PosDeviceRepository(this.deps.db);
    if (read.ok) {
      await devices.markConnectedWithInfo(terminal.id, {
        TerminalId: read.info.terminal_id,
        MerchantId: read.info.merchant_id,
        Version: read.info.version,
      });
    } else {
      await devices.markDisconnected(terminal.id);
    }
    return {
      ok: read.ok,
      ...(read.ok ? said('connected', 'Connected to the POS device') : read.said),
      device_info: read.ok ? read.info : null,
      sale: null,
      test_environment: isSimulator(terminal.metadata),
      exchanges: recorder.exchanges,
    };
  }

  /** Pairs and reads the device info (a refused sequence is asked once more with a later one). */
  private async read(
    terminal: TillTerminalRow,
    recorder: Trace,
  ): Promise<{ ok: true; info: NonNullable<TerminalTestResult['device_info']> } | { ok: false; said: Said }> {
    const driver = this.driverFor(terminal);
    const target = targetOf(terminal);
    const options = { trace: recorder.trace };
    const paired = await driver.pair(target, options);
    if (paired.kind !== 'ok') return { ok: false, said: connectionMessage(paired) };
    const answer = await this.session(target).request((handle) => driver.deviceInfo(target, handle, options));
    if (answer.kind !== 'info') return { ok: false, said: connectionMessage(answer) };
    return { ok: true, info: this.infoOf(terminal, answer.info) };
  }

  /** The device's own info; a CLOUD terminal tells only its serial, the rest is what was stored. */
  private infoOf(terminal: TillTerminalRow, info: DeviceInfo) {
    return {
      serial_number: info.SerialNumber || terminal.pos_serial_number,
      terminal_id: info.TerminalId || terminal.terminal_id || '',
      merchant_id: info.MerchantId || terminal.merchant_id || '',
      version: info.Version,
      model: info.Model ?? null,
    };
  }

  /**
   * POST /api/till/terminal-test/sale: a card sale of 1-10 TL, voided at once when approved. On the
   * simulator the chosen outcome is forced first. Written to the audit log whatever happened.
   */
  async sale(
    principal: Principal,
    input: { pos_device_id: string; amount_minor: number; outcome?: string | undefined },
  ): Promise<TerminalTestResult> {
    const terminal = await this.terminalOf(input.pos_device_id);
    const simulator = isSimulator(terminal.metadata);
    const forced = input.outcome ?? null;
    const actor: Actor =
      principal.kind === 'user'
        ? { userId: principal.userId, email: principal.email }
        : { userId: null, email: null };
    if (forced !== null) {
      if (!simulator) {
        throw new AppError(
          'not_test_environment',
          409,
          'Only the simulator (test environment) takes a chosen outcome',
        );
      }
      if (!(SIMULATOR_OUTCOMES as readonly string[]).includes(forced)) {
        throw new AppError('validation_failed', 400, 'Unknown test outcome', [
          { field: 'outcome', message: `One of ${SIMULATOR_OUTCOMES.join(', ')}` },
        ]);
      }
    }
    const driver = this.driverFor(terminal);
    const target = targetOf(terminal);
    const session = this.session(target);
    const recorder = collectTrace();
    const options = { trace: recorder.trace };
    const outcome: TerminalTestSaleOutcome = {
      amount_minor: input.amount_minor,
      status: 'unknown',
      sale_number: null,
      error_code: null,
      error_message: null,
      voided: false,
      void_number: null,
      forced_outcome: forced,
    };
    const sales = new TerminalTestSaleRepository(this.deps.db);
    let testSaleId: string | undefined;
    const finish = async (ok: boolean, told: Said): Promise<TerminalTestResult> => {
      if (testSaleId) this.running.delete(testSaleId);
      await this.audit(actor, terminal, outcome, told.message);
      return {
        ok,
        ...told,
        device_info: null,
        sale: outcome,
        test_environment: simulator,
        exchanges: recorder.exchanges,
      };
    };

    if (forced !== null && !(await this.testControl.chooseNextOutcome(target, forced, FORCED_DELAY_MS))) {
      return finish(
        false,
        said('simulatorRefused', 'The simulator did not take the chosen outcome; nothing was sold'),
      );
    }
    const paired = await driver.pair(target, options);
    if (paired.kind !== 'ok') return finish(false, connectionMessage(paired));

    let saleHandle: TransactionHandle | undefined;
    const timeoutMs =
      forced !== null
        ? FORCED_DELAY_MS + 5_000
        : (this.deps.saleTimeoutMs ?? (CARD_READ_SECONDS + 15) * 1000);
    let answer: DriverOutcome;
    try {
      answer = await session.request(async (handle) => {
        saleHandle = handle;
        // Written before the terminal is asked: should this request die, recovery finds it.
        if (!testSaleId) {
          testSaleId = await sales.create({
            pos_device_id: terminal.id,
            driver: driver.mode,
            amount_minor: input.amount_minor,
            sale_handle: handle,
            actor_user_id: actor.userId,
            actor_email: actor.email,
          });
          this.running.add(testSaleId);
        } else if (!(await sales.replaceSaleHandle(testSaleId, handle))) {
          throw new Error('test sale taken over while it was sent');
        }
        return driver.sale(target, testSale(handle, input.amount_minor), timeoutMs, options);
      });
    } catch (error) {
      if (testSaleId) this.running.delete(testSaleId);
      throw error;
    }
    const saleId = testSaleId as string;
    if (!saleHandle) throw new Error('no handle');
    const sold = saleHandle;

    // No answer: the sale may have gone through. Ask for its result by handle until it is known.
    const settleBy = Date.now() + (this.deps.settleMs ?? 20_000);
    while (
      (answer.kind === 'unknown' || (answer.kind === 'result' && answer.result.Status === 'InProgress')) &&
      Date.now() < settleBy
    ) {
      await sleep(1_000);
      const asked = await session.request((handle) => driver.result(target, handle, sold, options));
      if (asked.kind === 'result' && asked.result.Status === 'NotFound') {
        // It never reached the terminal: nothing was charged.
        answer = {
          kind: 'not_connected',
          code: 'saleNeverReached',
          message: 'The test sale never reached the POS device',
        };
        break;
      }
      if (asked.kind !== 'protocol_error' && asked.kind !== 'not_connected') answer = asked;
    }

    if (answer.kind !== 'result') {
      if (answer.kind === 'not_connected') {
        await sales.transition(saleId, 'sent', 'declined');
        outcome.status = 'declined';
        outcome.error_code = 'DEVICE_CONNECTION_ERROR';
        return finish(false, connectionMessage(answer));
      }
      if (answer.kind === 'protocol_error') {
        await sales.transition(saleId, 'sent', 'declined');
        outcome.status = 'declined';
        outcome.error_code = answer.code;
        outcome.error_message = answer.message;
        return finish(
          false,
          said('saleRefused', `The POS device refused the test sale: ${answer.message}`, {
            detail: answer.message,
          }),
        );
      }
      return finish(
        false,
        said(
          'saleNoAnswer',
          'The POS device did not answer; the test sale may have been charged: check the terminal and void it there',
        ),
      );
    }
    const result: SaleResult = answer.result;
    if (result.Status !== 'Completed') {
      // Still in progress: left open for recovery, which voids it should it be approved after all.
      if (result.Status !== 'InProgress') await sales.transition(saleId, 'sent', 'declined');
      outcome.status = result.Status === 'InProgress' ? 'unknown' : 'declined';
      outcome.error_code = result.ErrorCode;
      outcome.error_message = result.ErrorMessage;
      const detail = result.ErrorMessage ?? result.Status;
      return finish(
        false,
        said('saleEnded', result.ErrorMessage ?? `The test sale ended ${result.Status}`, { detail }),
      );
    }
    outcome.status = 'approved';
    outcome.sale_number = result.SaleNumber;
    if (!(await sales.transition(saleId, 'sent', 'approved', { sale_number: result.SaleNumber }))) {
      const sale = result.SaleNumber ?? '-';
      return finish(
        false,
        said('approvedVoidLeft', `Test sale approved (sale ${sale}); its void is left to recovery`, { sale }),
      );
    }

    // Give the money back at once: void the sale (the same handle asked again if the answer is lost).
    let voidHandle: TransactionHandle | undefined;
    let reversal: ReversalOutcome = await session.request(async (handle) => {
      const stored = voidHandle
        ? await sales.replaceVoidHandle(saleId, voidHandle, handle)
        : await sales.transition(saleId, 'approved', 'voiding', { void_handle: handle });
      if (!stored) return { kind: 'unknown', message: 'the void was taken over by recovery' };
      voidHandle = handle;
      return driver.reverse(
        target,
        { kind: 'void', request: { TransactionHandle: handle, SaleHandle: sold } },
        options,
      );
    });
    for (let tries = 0; tries < 2 && reversal.kind === 'unknown' && voidHandle; tries += 1) {
      const again = voidHandle;
      reversal = await driver.reverse(
        target,
        { kind: 'void', request: { TransactionHandle: again, SaleHandle: sold } },
        options,
      );
    }
    if (reversal.kind === 'reversal') {
      await sales.transition(
        saleId,
        'voiding',
        reversal.result.Status === 'Completed' ? 'voided' : 'void_failed',
        { void_number: reversal.result.ReversalNumber },
      );
    }
    // No answer about the void: it stays `voiding`, asked again with its handle by recovery.
    if (reversal.kind === 'reversal' && reversal.result.Status === 'Completed') {
      outcome.voided = true;
      outcome.void_number = reversal.result.ReversalNumber;
      const sale = result.SaleNumber ?? '-';
      const amount = formatTl(input.amount_minor);
      return finish(
        true,
        said('approvedVoided', `Test sale of ${amount} approved (sale ${sale}) and voided at once`, {
          amount,
          sale,
        }),
      );
    }
    const why =
      reversal.kind === 'reversal'
        ? (reversal.result.ErrorMessage ?? 'refused')
        : `${reversal.kind}: ${reversal.message}`;
    this.deps.log?.warn(
      { posDeviceId: terminal.id, saleNumber: result.SaleNumber, why },
      'terminal test sale approved but not voided',
    );
    const sale = result.SaleNumber ?? '-';
    return finish(
      false,
      said(
        'approvedNotVoided',
        `Test sale approved (sale ${sale}) but it could not be voided (${why}): void it on the terminal`,
        { sale, detail: why },
      ),
    );
  }

  /**
   * Settles the test sales whose request died (a crash, a restart) or gave up without an answer:
   * asks the terminal for the sale by its handle and voids it when it was approved (the void's
   * handle stored first, asked again with the same one when its answer is lost). Written to the
   * audit log as `pos_device.test_sale_recovered`.
   */
  async recover(): Promise<void> {
    const sales = new TerminalTestSaleRepository(this.deps.db);
    const stale = await sales.claimStale(this.deps.recoverAfterMs ?? 120_000);
    for (const row of stale) {
      if (this.running.has(row.id)) continue;
      this.running.add(row.id);
      try {
        await this.recoverOne(sales, row);
      } catch (error) {
        this.deps.log?.warn({ err: error, testSale: row.id }, 'terminal test sale recovery failed');
      } finally {
        this.running.delete(row.id);
      }
    }
  }

  private async recoverOne(sales: TerminalTestSaleRepository, row: TestSaleRow): Promise<void> {
    const terminal = await this.terminalOf(row.pos_device_id);
    const driver = driverForMode(this.deps.drivers, row.driver);
    const target = targetOf(terminal);
    const session = this.session(target);
    const saleHandle = row.sale_handle as unknown as TransactionHandle;
    const outcome: TerminalTestSaleOutcome = {
      amount_minor: row.amount_minor,
      status: row.status === 'sent' ? 'unknown' : 'approved',
      sale_number: row.sale_number,
      error_code: null,
      error_message: null,
      voided: false,
      void_number: null,
      forced_outcome: null,
    };
    const actor: Actor = { userId: row.actor_user_id, email: row.actor_email };
    const paired = await driver.pair(target);
    if (paired.kind !== 'ok') return; // out of reach: asked again on a later run
    let status = row.status;
    if (status === 'sent') {
      const asked = await session.request((handle) => driver.result(target, handle, saleHandle));
      if (asked.kind !== 'result' || asked.result.Status === 'InProgress') return;
      if (asked.result.Status !== 'Completed') {
        if (await sales.transition(row.id, 'sent', 'declined')) {
          outcome.status = 'declined';
          outcome.error_code = asked.result.ErrorCode;
          await this.audit(actor, terminal, outcome, 'After a restart: the test sale was not approved', true);
        }
        return;
      }
      if (!(await sales.transition(row.id, 'sent', 'approved', { sale_number: asked.result.SaleNumber }))) {
        return;
      }
      outcome.status = 'approved';
      outcome.sale_number = asked.result.SaleNumber;
      status = 'approved';
    }
    let voidHandle = status === 'voiding' ? (row.void_handle as unknown as TransactionHandle | null) : null;
    if (!voidHandle) {
      const fresh = await session.handle();
      if (!(await sales.transition(row.id, 'approved', 'voiding', { void_handle: fresh }))) return;
      voidHandle = fresh;
    }
    const voidOf = (handle: TransactionHandle) =>
      driver.reverse(target, {
        kind: 'void',
        request: { TransactionHandle: handle, SaleHandle: saleHandle },
      });
    let reversal = await voidOf(voidHandle);
    if (reversal.kind === 'protocol_error' && isSequenceError(reversal)) {
      // The terminal saw a later sequence: this handle was never taken, nothing was voided.
      const next = await session.handleAfter(reversal);
      if (!(await sales.replaceVoidHandle(row.id, voidHandle, next))) return;
      reversal = await voidOf(next);
    }
    if (reversal.kind !== 'reversal') return; // no answer: asked again with the same handle later
    const voided = reversal.result.Status === 'Completed';
    if (
      !(await sales.transition(row.id, 'voiding', voided ? 'voided' : 'void_failed', {
        void_number: reversal.result.ReversalNumber,
      }))
    ) {
      return;
    }
    outcome.voided = voided;
    outcome.void_number = reversal.result.ReversalNumber;
    const why = reversal.result.ErrorMessage ?? 'refused';
    if (!voided) {
      this.deps.log?.warn(
        { posDeviceId: terminal.id, saleNumber: outcome.sale_number, why },
        'terminal test sale approved before a restart could not be voided',
      );
    }
    await this.audit(
      actor,
      terminal,
      outcome,
      voided
        ? `After a restart: the approved test sale (sale ${outcome.sale_number ?? '-'}) was voided`
        : `After a restart: the approved test sale (sale ${outcome.sale_number ?? '-'}) could not be voided (${why}): void it on the terminal`,
      true,
    );
  }

  private async audit(
    actor: Actor,
    terminal: TillTerminalRow,
    outcome: TerminalTestSaleOutcome,
    message: string,
    recovered = false,
  ): Promise<void> {
    try {
      await new AuditRepository(this.deps.db).record({
        actorUserId: actor.userId,
        actorEmail: actor.email,
        action: recovered ? 'pos_device.test_sale_recovered' : 'pos_device.test_sale',
        entityType: 'pos_device',
        entityId: terminal.id,
        summary: `Test sale ${formatTl(outcome.amount_minor)} on ${terminal.pos_serial_number}: ${outcome.status}${
          outcome.voided ? `, voided (${outcome.void_number ?? '-'})` : ''
        }${outcome.forced_outcome ? ` [simulator: ${outcome.forced_outcome}]` : ''}. ${message}`,
      });
    } catch (error) {
      // The sale and its void happened; a failed audit write must not hide that from the cashier.
      this.deps.log?.error({ err: error, posDeviceId: terminal.id }, 'terminal test audit write failed');
    }
  }
}

/** A one-line card sale for the test. */
function testSale(handle: TransactionHandle, amountMinor: number): SaleRequest {
  return {
    TransactionHandle: handle,
    Sale: {
      OrderNo: `TEST-${handle.TransactionSequence}`,
      DocumentType: 'RECEIPT',
      GrossPriceMinor: amountMinor,
      TotalPriceMinor: amountMinor,
      CurrencyCode: 'TRY',
      Lines: [
        {
          Name: 'TERMİNAL TEST SATIŞI',
          Quantity: 1,
          UnitPriceMinor: amountMinor,
          UnitCode: 'C62',
          TaxGroupCode: 'KDV20',
          VatRate: 20,
        },
      ],
      Payments: [{ Mediator: 'CARD', AmountMinor: amountMinor }],
      CardReadTimeoutSeconds: CARD_READ_SECONDS,
      ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true },
    },
  };
}

const isMessageCode = (code: string | undefined): code is TerminalTestMessageCode =>
  (TERMINAL_TEST_MESSAGE_CODES as readonly (string | undefined)[]).includes(code);

/** A message of the test screen: its English text (audit log, API) and the code the till translates. */
type Said = { message: string; message_code: string; message_params: Record<string, string> };

function said(code: TerminalTestMessageCode, message: string, params: Record<string, string> = {}): Said {
  return { message, message_code: code, message_params: params };
}

/**
 * Why the terminal could not be asked: the driver's code when it gave one (addressNotAllowed,
 * notATerminal, notAccessible, ...), never another service's answer.
 */
function connectionMessage(outcome: { kind: string; message?: string; code?: string }): Said {
  if (outcome.kind === 'not_connected')
    return said(
      isMessageCode(outcome.code) ? outcome.code : 'notAccessible',
      outcome.message ?? 'Could not connect to POS device',
    );
  if (outcome.kind === 'unknown')
    return said(
      outcome.code === 'notATerminal' ? 'notATerminal' : 'noAnswer',
      outcome.code === 'notATerminal' ? (outcome.message ?? '') : 'Could not communicate with POS device',
    );
  const detail = outcome.message ?? outcome.code ?? 'refused';
  return said('connectionFailed', `Connection failed: ${detail}`, { detail });
}
