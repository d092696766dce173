import type { KyselyPlugin } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestTerminalDriver } from '../src/payments/rest-terminal-driver.js';
import type { TerminalTarget } from '../src/payments/terminal-driver.js';
import type { TerminalTestControl } from '../src/payments/terminal-test-control.js';
import { repositories } from '../src/repositories/index.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { type PaymentHarness, paymentHarness, paymentService } from './support/payment-harness.js';

// The database round trips of one paid kiosk order, from `start` to the order paid (the start's own
// view included; the payment screen's polling not). Every statement the payment service sends is
// counted by a Kysely plugin; the terminal approves at once and no result query is due meanwhile.

let h: PaymentHarness;
beforeAll(async () => {
  h = await paymentHarness({ delayMs: 0 });
});
afterAll(async () => {
  await h?.close();
});

const FINAL = ['approved', 'failed', 'cancelled', 'timed_out'];

describe('database round trips of a paid order', () => {
  it('a kiosk card payment approved at once takes at most 6 statements (7 before the terminal came with the locked order, 24 before the context load, 14 before one statement per stored receipt, 12 before the waiting event went out with the move to sent, 11 before both receipts went in one statement and the paid event in the approval statement, 9 before the start read its order, attempts and lines in one)', async () => {
    const statements: string[] = [];
    // Counted when a result comes back: Kysely also passes a sub-query built from the database
    // (embedded in a statement) through transformQuery, but only executed statements have results.
    const kinds = new Map<unknown, string>();
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        kinds.set(args.queryId, args.node.kind);
        return args.node;
      },
      transformResult: async (args) => {
        statements.push(kinds.get(args.queryId) ?? '?');
        return args.result;
      },
    };
    const db = h.db.withPlugin(counter);
    const payments = paymentService({
      repos: repositories(db),
      drivers: { REST: new RestTerminalDriver() },
      storage: new PostgresStorage(db),
      log: pino({ level: 'silent' }),
      pollMs: 60_000,
      timeoutMs: 20_000,
    });
    const order = await h.newOrder();
    await h.next('approve', 0);
    statements.length = 0;
    await payments.start(h.principal, order.id);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const attempts = await h.attemptsOf(order.id);
      if (attempts.length > 0 && attempts.every((a) => FINAL.includes(a.status))) break;
      if (Date.now() > deadline) throw new Error('not settled');
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 200));
    expect((await h.orderRow(order.id)).payment_status).toBe('paid');
    console.log(`statements per paid order: ${statements.length} (${statements.join(', ')})`);
    expect(statements.length).toBeLessThanOrEqual(6);
  });
});

describe('the test environment control of a simulated terminal', () => {
  const serviceWith = (testControl: TerminalTestControl) =>
    paymentService({
      repos: repositories(h.db),
      drivers: { REST: new RestTerminalDriver() },
      storage: new PostgresStorage(h.db),
      log: pino({ level: 'silent' }),
      testControl,
    });

  it("goes through the injected control with the kiosk's terminal; a refusal is pos_unreachable", async () => {
    const calls: Array<[TerminalTarget, string, number]> = [];
    let answer = true;
    const payments = serviceWith({
      async chooseNextOutcome(target, outcome, delayMs) {
        calls.push([target, outcome, delayMs]);
        return answer;
      },
    });
    await payments.chooseTestOutcome(h.principal, 'decline', 250);
    expect(calls).toEqual([
      [expect.objectContaining({ ip: '127.0.0.1', port: h.simulator.port }), 'decline', 250],
    ]);
    answer = false;
    await expect(payments.chooseTestOutcome(h.principal, 'approve', 0)).rejects.toMatchObject({
      code: 'pos_unreachable',
      statusCode: 502,
    });
  });

  it('is not asked when the terminal is not the simulator, nor for a staff principal', async () => {
    const calls: string[] = [];
    const payments = serviceWith({
      async chooseNextOutcome(_target, outcome) {
        calls.push(outcome);
        return true;
      },
    });
    await expect(payments.chooseTestOutcome(h.cashier, 'approve', 0)).rejects.toMatchObject({
      statusCode: 403,
    });
    const devices = await h.db.selectFrom('pos_devices').select(['id', 'metadata']).execute();
    await h.db
      .updateTable('pos_devices')
      .set({ metadata: JSON.stringify({}) })
      .execute();
    try {
      await expect(payments.chooseTestOutcome(h.principal, 'approve', 0)).rejects.toMatchObject({
        code: 'not_test_environment',
      });
    } finally {
      for (const device of devices) {
        await h.db
          .updateTable('pos_devices')
          .set({ metadata: JSON.stringify(device.metadata) })
          .where('id', '=', device.id)
          .execute();
      }
    }
    expect(calls).toEqual([]);
  });
});
