import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentService } from '../src/services/payment.service.js';
import {
  type Hooks,
  type PaymentHarness,
  type PaymentStep,
  paymentHarness,
} from './support/payment-harness.js';

// The kiosk payment state machine raced against cancels and crashes, with the real terminal
// simulator over HTTP and a real Postgres. Whatever the interleaving, money adds up: every sale the
// terminal approved is the one approved attempt of its order, and the order is paid exactly then.

let h: PaymentHarness;
beforeAll(async () => {
  h = await paymentHarness();
});
afterAll(async () => {
  await h?.close();
});

const latestAttempt = async (orderId: string) => {
  const attempts = await h.attemptsOf(orderId);
  const last = attempts.at(-1);
  if (!last) throw new Error('no attempt');
  return last.id;
};

async function expectMoneyAddsUp(orderId: string) {
  const money = await h.moneyAddsUp(orderId);
  expect(money.open).toBe(0);
  expect(money.approvedAtTerminal).toBe(money.approvedAttempts);
  expect(money.approvedAttempts).toBeLessThanOrEqual(1);
  expect(money.approvedAmountsMatch).toBe(true);
  expect(money.paid).toBe(money.approvedAttempts === 1);
  return money;
}

/** After whatever happened, paying again charges the card exactly once in all. */
async function payAgainChargesOnce(payments: PaymentService, orderId: string) {
  const money = await expectMoneyAddsUp(orderId);
  if (!money.paid) {
    await h.next('approve', 0);
    await payments.start(h.principal, orderId);
    await h.settle(payments, orderId);
  }
  const after = await expectMoneyAddsUp(orderId);
  expect(after).toMatchObject({ paid: true, approvedAtTerminal: 1 });
}

describe('a cancel raced against every step of a kiosk payment', () => {
  const steps: PaymentStep[] = ['pair', 'paired', 'sale', 'answered'];
  for (const speed of ['fast', 'slow'] as const) {
    for (const step of steps) {
      it(`cancel at "${step}", ${speed} terminal: never charged twice, never charged unpaid`, async () => {
        const order = await h.newOrder();
        const hooks: Hooks = {};
        let cancelled: Awaited<ReturnType<PaymentService['cancel']>> | undefined;
        const { payments } = h.service(hooks);
        hooks[step] = async () => {
          delete hooks[step]; // once: paying again afterwards is not interrupted
          cancelled = await payments.cancel(h.principal, await latestAttempt(order.id));
        };
        await h.next('approve', speed === 'fast' ? 0 : 1500);
        await payments.start(h.principal, order.id);
        await h.settle(payments, order.id);
        // The attempt can be settled a moment before the cancel call has answered.
        await vi.waitFor(() => expect(cancelled).toBeDefined());
        const money = await expectMoneyAddsUp(order.id);
        const sales = await h.salesOf(order.order_number);
        if (step === 'pair' || step === 'paired') {
          // Cancelled before anything was sent: the terminal never saw a sale.
          expect(cancelled?.step).toBe('cancelled');
          expect(sales).toEqual([]);
        }
        if (step === 'answered') expect(money.paid).toBe(true); // the answer was already on its way
        if (step === 'sale' && speed === 'slow') {
          // The sale reached the terminal after the cancel: it is aborted there, not charged.
          expect(money.paid).toBe(false);
          expect(sales).toEqual(['Cancelled']);
        }
        await payAgainChargesOnce(payments, order.id);
      });
    }
  }

  it('cancel while the terminal waits for the card: aborted there and settled as cancelled', async () => {
    const order = await h.newOrder();
    const { payments } = h.service();
    await h.next('approve', 3000);
    const started = await payments.start(h.principal, order.id);
    for (let i = 0; i < 100 && (await h.salesOf(order.order_number)).length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const answer = await payments.cancel(h.principal, started.attempt_id);
    expect(['waiting', 'cancelled']).toContain(answer.step);
    await h.settle(payments, order.id);
    expect(await h.view(payments, started.attempt_id)).toMatchObject({ step: 'cancelled' });
    expect(await h.salesOf(order.order_number)).toEqual(['Cancelled']);
    await payAgainChargesOnce(payments, order.id);
  });

  it("the review's case: start, then cancel at once, then pay again: one charge", async () => {
    for (const delay of [0, 400]) {
      const order = await h.newOrder();
      const { payments } = h.service();
      await h.next('approve', delay);
      const started = await payments.start(h.principal, order.id);
      await payments.cancel(h.principal, started.attempt_id);
      await h.settle(payments, order.id);
      await payAgainChargesOnce(payments, order.id);
    }
  });

  it('refuses a second live attempt for an order, even written directly', async () => {
    const order = await h.newOrder();
    const { payments } = h.service();
    await h.next('approve', 1000);
    const first = await payments.start(h.principal, order.id);
    const again = await payments.start(h.principal, order.id);
    expect(again.attempt_id).toBe(first.attempt_id);
    const device = await h.db.selectFrom('pos_devices').select('id').executeTakeFirstOrThrow();
    await expect(
      h.db
        .insertInto('payment_attempts')
        .values({
          order_id: order.id,
          attempt_no: 2,
          driver: 'REST',
          pos_device_id: device.id,
          amount_minor: order.total_minor,
          status: 'connecting',
        })
        .execute(),
    ).rejects.toThrow(/payment_attempts_one_live_per_order/);
    await h.settle(payments, order.id);
    await expectMoneyAddsUp(order.id);
  });
});

describe('a crash at every step of a kiosk payment', () => {
  for (const step of ['pair', 'paired', 'sale', 'answered'] as const) {
    it(`dies at "${step}": a new process settles it, and paying again charges at most once`, async () => {
      const order = await h.newOrder();
      const hooks: Hooks = {};
      const dying = h.service(hooks);
      hooks[step] = async () => {
        delete hooks[step];
        dying.crash();
      };
      await h.next('approve', 200);
      // Dying at "pair" can cut off start's own answer, as a crash cuts off the HTTP reply.
      await dying.payments.start(h.principal, order.id).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 400)); // whatever reached the terminal ends there
      const restarted = h.service();
      await h.settle(restarted.payments, order.id);
      const money = await expectMoneyAddsUp(order.id);
      // Before the sale was sent nothing was charged; after it, the terminal's approval is the payment.
      expect(money.paid).toBe(step === 'answered');
      await payAgainChargesOnce(restarted.payments, order.id);
    });
  }
});

describe('staff cancel an order while its card payment runs', () => {
  it('aborts the sale at the terminal and cancels the order: nothing charged', async () => {
    const order = await h.newOrder();
    const { payments, orders } = h.service();
    await h.next('approve', 3000);
    await payments.start(h.principal, order.id);
    for (let i = 0; i < 100 && (await h.salesOf(order.order_number)).length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const cancelled = await orders.updateStatus(h.cashier, order.id, 'cancelled', 'customer_left');
    expect(cancelled.status).toBe('cancelled');
    expect(await h.salesOf(order.order_number)).toEqual(['Cancelled']);
    expect(await h.moneyAddsUp(order.id)).toMatchObject({ paid: false, approvedAtTerminal: 0, open: 0 });
    // A payment cannot start on the cancelled order.
    await expect(payments.start(h.principal, order.id)).rejects.toMatchObject({ code: 'cannot_retry' });
  });

  it('when the card was charged before the abort arrived: the order stays paid, with a clear refusal', async () => {
    const order = await h.newOrder();
    const hooks: Hooks = {};
    const { payments, orders } = h.service(hooks);
    let refusal: unknown;
    hooks.answered = async () => {
      delete hooks.answered;
      // The terminal approved; its answer is on the way while the cashier cancels.
      refusal = await orders.updateStatus(h.cashier, order.id, 'cancelled', 'customer_left').catch((e) => e);
    };
    await h.next('approve', 0);
    await payments.start(h.principal, order.id);
    await h.settle(payments, order.id);
    await vi.waitFor(() => expect(refusal).toBeDefined(), { timeout: 10_000 });
    expect(refusal).toMatchObject({ code: 'paid_during_cancel', statusCode: 409 });
    expect((refusal as Error).message).toContain('ödendi');
    expect(await h.orderRow(order.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(await h.moneyAddsUp(order.id)).toMatchObject({
      paid: true,
      approvedAtTerminal: 1,
      approvedAttempts: 1,
    });
  });
});

describe('two instances recovering after a third one died mid-sale', () => {
  it('each attempt is settled by exactly one of them', async () => {
    const listener = new pg.Client({ connectionString: h.url });
    await listener.connect();
    const settled: Array<{ order: string; step: string }> = [];
    listener.on('notification', (message) => {
      const event = JSON.parse(message.payload ?? '{}') as {
        channel: string;
        payload: { id?: string; order_id?: string; status?: string; step?: string };
      };
      if (event.channel === 'orders' && event.payload.status === 'paid')
        settled.push({ order: event.payload.id ?? '', step: 'paid' });
      if (event.channel.startsWith('kiosk-messages:') && event.payload.step === 'failed')
        settled.push({ order: event.payload.order_id ?? '', step: 'failed' });
    });
    await listener.query('LISTEN kiosk_realtime');
    try {
      const orders = [];
      for (const outcome of ['approve', 'declined', 'approve'] as const) {
        const order = await h.newOrder();
        const dying = h.service();
        await h.next(outcome, 400);
        await dying.payments.start(h.principal, order.id);
        await vi.waitFor(async () => expect(await h.salesOf(order.order_number)).toHaveLength(1), {
          timeout: 5000,
        });
        dying.crash();
        await vi.waitFor(
          async () => expect(await h.salesOf(order.order_number)).not.toEqual(['InProgress']),
          {
            timeout: 5000,
          },
        );
        orders.push({ order, outcome });
      }
      const [a, b] = [h.service(), h.service()];
      for (const { order } of orders) {
        // Both recover at once, over and over, until the attempt is settled.
        for (let i = 0; i < 50 && (await h.moneyAddsUp(order.id)).open > 0; i += 1) {
          await Promise.all([a.payments.recover(), b.payments.recover()]);
        }
      }
      await new Promise((r) => setTimeout(r, 300)); // the last notifications
      for (const { order, outcome } of orders) {
        const money = await expectMoneyAddsUp(order.id);
        expect(money.paid).toBe(outcome === 'approve');
        expect(settled.filter((s) => s.order === order.id)).toEqual([
          { order: order.id, step: outcome === 'approve' ? 'paid' : 'failed' },
        ]);
      }
    } finally {
      await listener.end();
    }
  });
});

describe('random interleavings of start, cancel, approve, decline and crash', () => {
  type Command =
    | { kind: 'start' }
    | { kind: 'cancel' }
    | { kind: 'outcome'; outcome: 'approve' | 'declined' | 'no_answer'; delayMs: number }
    | { kind: 'crash' }
    | { kind: 'wait'; ms: number };
  const command: fc.Arbitrary<Command> = fc.oneof(
    { arbitrary: fc.constant<Command>({ kind: 'start' }), weight: 3 },
    { arbitrary: fc.constant<Command>({ kind: 'cancel' }), weight: 3 },
    {
      arbitrary: fc.record({
        kind: fc.constant('outcome' as const),
        outcome: fc.constantFrom('approve' as const, 'declined' as const, 'no_answer' as const),
        delayMs: fc.integer({ min: 0, max: 300 }),
      }),
      weight: 2,
    },
    { arbitrary: fc.constant<Command>({ kind: 'crash' }), weight: 1 },
    {
      arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 150 }) }),
      weight: 2,
    },
  );

  it('approved sales at the terminal equal paid payments, at most one per order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const order = await h.newOrder();
        let current = h.service();
        const background: Promise<unknown>[] = [];
        for (const c of commands) {
          const { payments } = current;
          switch (c.kind) {
            case 'start':
              // As the kiosk: it learns the attempt from the answer, while the sale goes on behind
              // it. Refusals (paid, no attempts left) are expected.
              await payments.start(h.principal, order.id).catch(() => undefined);
              break;
            case 'cancel': {
              const last = (await h.attemptsOf(order.id)).at(-1);
              if (last) await payments.cancel(h.principal, last.id).catch(() => undefined);
              break;
            }
            case 'outcome':
              await h.next(c.outcome, c.delayMs);
              break;
            case 'crash':
              // The process dies; a new one starts and recovers, as after kill -9 and a restart.
              current.crash();
              current = h.service();
              background.push(current.payments.recover().catch(() => undefined));
              break;
            case 'wait':
              await new Promise((r) => setTimeout(r, c.ms));
              break;
          }
        }
        await Promise.all(background);
        await h.settle(current.payments, order.id, 30_000);
        const money = await h.moneyAddsUp(order.id);
        expect(money.open).toBe(0);
        expect(money.approvedAtTerminal).toBe(money.approvedAttempts);
        expect(money.approvedAttempts).toBeLessThanOrEqual(1);
        expect(money.paid).toBe(money.approvedAttempts === 1);
        await h.next('approve', 0); // leave the terminal in a known state for the next run
      }),
      {
        numRuns: Number(process.env.PAYMENT_PROPERTY_RUNS ?? 30),
        seed: Number(process.env.PAYMENT_PROPERTY_SEED ?? Date.now() % 2 ** 31),
      },
    );
  }, 240_000);
});
