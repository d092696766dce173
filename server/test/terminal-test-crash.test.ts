import type { Principal } from '@kiosk/domain';
import { type RunningSimulator, startSimulator } from '@kiosk/terminal-simulator';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.js';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { RestTerminalDriver } from '../src/payments/rest-terminal-driver.js';
import type { TerminalDriver } from '../src/payments/terminal-driver.js';
import { repositories } from '../src/repositories/index.js';
import { TerminalTestService } from '../src/services/terminal-test.service.js';
import { crashSwitch } from './support/crash-switch.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// The till's terminal test sale (1-10 TL, voided at once when approved) when the process dies
// between the terminal's approval and the void: as in payment-races.test.ts, a crashed service
// reaches neither the database nor the terminal again, and a new one (the restarted server) runs
// recovery. The sale must end voided at the terminal: no approved kuruş without an order.

type Step = 'answered' | 'void';

let database: TestDatabase;
let db: Kysely<DB>;
let sim: RunningSimulator;
let terminalId: string;
let cashier: Principal;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.connect().db;
  sim = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 30, log: () => {} });
  const row = await db
    .updateTable('pos_devices')
    .set({ ip_address: '127.0.0.1', port: sim.port })
    .where('pos_serial_number', '=', DEMO_TERMINAL.serialNumber)
    .returning('id')
    .executeTakeFirstOrThrow();
  terminalId = row.id;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'cashier')
    .executeTakeFirstOrThrow();
  cashier = { kind: 'user', userId: user.id, role: 'cashier', email: user.email, sessionId: 'crash' };
});
afterAll(async () => {
  await sim?.stop();
  await database?.drop();
});

/** A terminal test service that dies at `step`: from then on no database or terminal call gets through. */
function dyingService(step: Step) {
  const { alive, plugin, crash } = crashSwitch();
  const live = <T>(call: () => Promise<T>) => {
    alive();
    return call();
  };
  const rest = new RestTerminalDriver();
  const driver: TerminalDriver = {
    mode: 'REST',
    pair: (target, options) => live(() => rest.pair(target, options)),
    deviceInfo: (target, handle, options) => live(() => rest.deviceInfo(target, handle, options)),
    async sale(target, request, timeoutMs, options) {
      alive();
      const outcome = await rest.sale(target, request, timeoutMs, options);
      // The terminal approved; the process dies before the answer is written.
      if (step === 'answered') crash();
      alive();
      return outcome;
    },
    result: (target, handle, sale, options) => live(() => rest.result(target, handle, sale, options)),
    payment: (target, request, timeoutMs) => live(() => rest.payment(target, request, timeoutMs)),
    async reverse(target, request, options) {
      // The approval is written; the process dies before the void reaches the terminal.
      if (step === 'void') crash();
      alive();
      return rest.reverse(target, request, options);
    },
    abort: (target, handle) => live(() => rest.abort(target, handle)),
  };
  const service = new TerminalTestService({
    repos: repositories(db.withPlugin(plugin)),
    drivers: { REST: driver },
    log: silent,
    settleMs: 2_000,
  });
  return service;
}

/** The restarted server's service: recovery takes an open test sale at once. */
const restarted = () =>
  new TerminalTestService({
    repos: repositories(db),
    drivers: { REST: new RestTerminalDriver() },
    log: silent,
    recoverAfterMs: 0,
  });

const testSales = () =>
  db.selectFrom('terminal_test_sales').selectAll().orderBy('created_at', 'desc').execute();

/** The terminal's approved test sales of `amount` and the completed voids of each. */
function atTerminal(amountMinor: number) {
  const sales = sim.device
    .saleList()
    .filter((s) => s.sale.OrderNo.startsWith('TEST-') && s.sale.TotalPriceMinor === amountMinor)
    .filter((s) => s.result.Status === 'Completed');
  return sales.map((s) => ({
    saleNumber: s.result.SaleNumber,
    voids: sim.device
      .reversalList()
      .filter((r) => r.result.OriginalSaleNumber === s.result.SaleNumber && r.result.Status === 'Completed')
      .map((r) => r.result.Kind),
  }));
}

describe('a crash between a terminal test sale approval and its void', () => {
  it.each([
    ['after the terminal approved, before the answer was written', 'answered', 130, 'sent'],
    ['after the approval and its void handle were written, before the void was sent', 'void', 170, 'voiding'],
  ] as const)(
    '%s: recovery voids the sale once and the audit shows it',
    async (_name, step, amount, left) => {
      const dying = dyingService(step);
      await expect(
        dying.sale(cashier, { pos_device_id: terminalId, amount_minor: amount, outcome: 'approve' }),
      ).rejects.toThrow('crashed');
      // What the dead process left: the sale approved at the terminal and not voided.
      const [open] = await testSales();
      expect(open).toMatchObject({ status: left, amount_minor: amount, pos_device_id: terminalId });
      expect(atTerminal(amount)).toEqual([{ saleNumber: expect.any(String), voids: [] }]);

      const service = restarted();
      await service.recover();
      const [settled] = await testSales();
      expect(settled).toMatchObject({ id: open?.id, status: 'voided', void_number: expect.any(String) });
      const [sale] = atTerminal(amount);
      expect(sale).toEqual({ saleNumber: settled?.sale_number, voids: ['VOID'] });

      // Recovery again (the next run, another instance): nothing more is voided.
      await service.recover();
      expect(atTerminal(amount)).toEqual([sale]);

      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'entity_id', 'actor_email', 'summary'])
        .where('action', '=', 'pos_device.test_sale_recovered')
        .orderBy('at', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        entity_id: terminalId,
        actor_email: cashier.kind === 'user' && cashier.email,
      });
      expect(audit.summary).toContain(`sale ${sale?.saleNumber}) was voided`);
      expect(audit.summary).toContain('approved, voided');
    },
  );

  it('a test sale voided by its own request is left alone by recovery', async () => {
    const service = restarted();
    const before = sim.device.reversalList().length;
    const done = await new TerminalTestService({
      repos: repositories(db),
      drivers: { REST: new RestTerminalDriver() },
      log: silent,
    }).sale(cashier, { pos_device_id: terminalId, amount_minor: 190, outcome: 'approve' });
    expect(done.sale).toMatchObject({ status: 'approved', voided: true });
    expect((await testSales())[0]).toMatchObject({ status: 'voided', amount_minor: 190 });
    await service.recover();
    expect(sim.device.reversalList()).toHaveLength(before + 1);
    expect(atTerminal(190)).toEqual([{ saleNumber: done.sale?.sale_number, voids: ['VOID'] }]);
  });
});
