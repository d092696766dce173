import { SIMULATOR_OUTCOMES, type TerminalTestResult, type TerminalTestSaleOutcome } from '@kiosk/contracts';
import type { Principal } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { DeviceInfo, TerminalDriver, TerminalTarget } from '../payments/terminal-driver.js';
import { TerminalSession, targetOf } from '../payments/terminal-session.js';
import { HttpTerminalTestControl, type TerminalTestControl } from '../payments/terminal-test-control.js';
import { collectTrace } from '../payments/terminal-trace.js';
import type { Repositories } from '../repositories/index.js';
import type { TillTerminalRow } from '../repositories/pos-device-rows.js';
import { connectionMessage, formatTl, type Said, said } from './terminal-test-messages.js';
import { recoverTestSale, type TestSaleRow } from './terminal-test-recovery.js';
import { type Actor, CARD_READ_SECONDS, TestSaleRun, type Told } from './terminal-test-sale-run.js';
import { activeTillTerminal, driverForMode, isSimulator } from './till-terminal.js';

export interface TerminalTestDeps {
  repos: Repositories;
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

type Trace = ReturnType<typeof collectTrace>;

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
    return activeTillTerminal(this.deps.repos, posDeviceId);
  }

  private driverFor(terminal: TillTerminalRow): TerminalDriver {
    return driverForMode(this.deps.drivers, terminal.payment_mode);
  }

  private session(target: TerminalTarget) {
    return TerminalSession.stored(target, this.deps.repos.posDevice);
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
    const devices = this.deps.repos.posDevice;
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
    if (forced !== null) assertForcedOutcome(forced, simulator);
    const actor: Actor =
      principal.kind === 'user'
        ? { userId: principal.userId, email: principal.email }
        : { userId: null, email: null };
    const run = new TestSaleRun({
      terminal,
      driver: this.driverFor(terminal),
      session: this.session(targetOf(terminal)),
      sales: this.deps.repos.terminalTestSale,
      actor,
      amountMinor: input.amount_minor,
      forced,
      running: this.running,
      log: this.deps.log,
    });
    const told = await this.runSale(run, targetOf(terminal), forced);
    run.release();
    await this.audit(actor, terminal, run.outcome, told.said.message);
    return {
      ok: told.ok,
      ...told.said,
      device_info: null,
      sale: run.outcome,
      test_environment: simulator,
      exchanges: run.recorder.exchanges,
    };
  }

  /** The test sale's steps: the simulator's outcome forced, paired, sent, settled, voided when approved. */
  private async runSale(run: TestSaleRun, target: TerminalTarget, forced: string | null): Promise<Told> {
    if (forced !== null && !(await this.testControl.chooseNextOutcome(target, forced, FORCED_DELAY_MS))) {
      return {
        ok: false,
        said: said('simulatorRefused', 'The simulator did not take the chosen outcome; nothing was sold'),
      };
    }
    const unpaired = await run.pair();
    if (unpaired) return { ok: false, said: unpaired };
    const timeoutMs =
      forced !== null
        ? FORCED_DELAY_MS + 5_000
        : (this.deps.saleTimeoutMs ?? (CARD_READ_SECONDS + 15) * 1000);
    const sent = await run.send(timeoutMs);
    const answer = await run.settle(sent.answer, sent.sold, this.deps.settleMs ?? 20_000);
    if (answer.kind !== 'result' || answer.result.Status !== 'Completed') {
      return run.notApproved(sent.saleId, answer);
    }
    return run.approved(sent.saleId, sent.sold, answer.result);
  }

  /**
   * Settles the test sales whose request died (a crash, a restart) or gave up without an answer:
   * asks the terminal for the sale by its handle and voids it when it was approved (the void's
   * handle stored first, asked again with the same one when its answer is lost). Written to the
   * audit log as `pos_device.test_sale_recovered`.
   */
  async recover(): Promise<void> {
    const sales = this.deps.repos.terminalTestSale;
    const stale = await sales.claimStale(this.deps.recoverAfterMs ?? 120_000);
    for (const row of stale) {
      if (this.running.has(row.id)) continue;
      this.running.add(row.id);
      try {
        await this.recoverOne(row);
      } catch (error) {
        this.deps.log?.warn({ err: error, testSale: row.id }, 'terminal test sale recovery failed');
      } finally {
        this.running.delete(row.id);
      }
    }
  }

  private async recoverOne(row: TestSaleRow): Promise<void> {
    const terminal = await this.terminalOf(row.pos_device_id);
    const recovered = await recoverTestSale({
      row,
      terminal,
      driver: driverForMode(this.deps.drivers, row.driver),
      session: this.session(targetOf(terminal)),
      sales: this.deps.repos.terminalTestSale,
      log: this.deps.log,
    });
    if (!recovered) return;
    const actor: Actor = { userId: row.actor_user_id, email: row.actor_email };
    await this.audit(actor, terminal, recovered.outcome, recovered.message, true);
  }

  private async audit(
    actor: Actor,
    terminal: TillTerminalRow,
    outcome: TerminalTestSaleOutcome,
    message: string,
    recovered = false,
  ): Promise<void> {
    try {
      await this.deps.repos.audit.record({
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

/** A chosen outcome is for the simulator only, and one it knows (409 / 400 otherwise). */
function assertForcedOutcome(forced: string, simulator: boolean): void {
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
