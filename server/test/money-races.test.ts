import type { OpenOrder, OrderDetail } from '@kiosk/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// Issue 29's money "done when": two tills paying parts of one order, a till and the back office at
// once, a cancel during a part, and random sequences of parts, edits, refunds and status changes.
// Real server, Postgres and the terminal simulator.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
});
afterAll(async () => {
  await till?.close();
});

type Answer = { status: number; body: { error?: { code: string } } };

const call = (method: string, path: string, body: unknown, token = till.cashier): Promise<Answer> =>
  till.client.call(method, path, { token, body });

async function openTab(items = [till.line('Klasik Burger', 2), till.line('Ayran')]): Promise<OpenOrder> {
  const res = await till.client.call<{ data: OpenOrder }>('POST', '/api/till/open-orders', {
    token: till.cashier,
    body: { label: { kind: 'table', text: 'Masa 4' }, items },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

const detail = async (id: string) =>
  (
    await till.client.call<{ data: OrderDetail }>('GET', `/functions/v1/get-order-detail?orderId=${id}`, {
      token: till.admin,
    })
  ).body.data;

const editItems = (orderId: string, version: number | undefined, items: Array<Record<string, unknown>>) =>
  call('POST', '/functions/v1/update-order-items', { order_id: orderId, version, items }, till.admin);

/**
 * The back office keeps only the order's first line, once: the total drops. Sent without a version
 * (the spec's request shape: the order as it is then), so the money lock, not the version, decides.
 */
async function reduceInBackOffice(orderId: string) {
  const first = (await detail(orderId)).order_items[0];
  return editItems(orderId, undefined, [{ product_id: first?.product?.id, quantity: 1 }]);
}

/** Where the order's money stands in the database. */
async function facts(orderId: string) {
  const order = await till.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'total_minor'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const parts = await till.db
    .selectFrom('payment_attempts')
    .select(['status', 'amount_minor', 'operation', 'result'])
    .where('order_id', '=', orderId)
    .execute();
  const reversals = await till.db
    .selectFrom('payment_reversals')
    .select(['status', 'amount_minor'])
    .where('order_id', '=', orderId)
    .execute();
  const approved = parts.filter((p) => p.status === 'approved');
  const collected = approved.reduce((sum, p) => sum + Number(p.amount_minor), 0);
  const refunded = reversals
    .filter((r) => r.status === 'completed')
    .reduce((sum, r) => sum + Number(r.amount_minor), 0);
  return {
    ...order,
    total: Number(order.total_minor),
    approved: approved.map((p) => Number(p.amount_minor)).sort((a, b) => a - b),
    sales: approved.filter((p) => p.operation === 'CompleteSale'),
    live: parts.some((p) => ['connecting', 'sent', 'waiting', 'unknown'].includes(p.status)),
    collected,
    fullyRefunded: refunded > 0 && refunded >= collected,
  };
}

/** The rules money must keep, whatever happened. */
async function moneyHolds(orderId: string) {
  const f = await facts(orderId);
  // collected money never exceeds the total
  expect(f.collected).toBeLessThanOrEqual(f.total);
  // an order refunded in full while the kitchen has it shows as refunded there (its status is kept:
  // it was cooked, it may have been handed over); moving it on afterwards is refused (see run's check)
  if (f.fullyRefunded && ['preparing', 'ready'].includes(f.status)) {
    const last = await till.db
      .selectFrom('kitchen_events')
      .select('status')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'status')
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    expect(last?.status).toBe('refunded');
  }
  if (f.payment_status === 'paid') {
    // every kept kuruş is on the fiscal sale: the last part's CompleteSale lists every approved part
    expect(f.sales).toHaveLength(1);
    const sale = f.sales[0]?.result as { Payments: Array<{ AmountMinor: number }> } | undefined;
    expect((sale?.Payments ?? []).map((l) => l.AmountMinor).sort((a, b) => a - b)).toEqual(f.approved);
    expect(f.collected).toBe(f.total);
  } else if (!['cancelled', 'abandoned', 'payment_failed'].includes(f.status) && !f.live) {
    // never stuck: what the parts collected falls short of the total, so the rest can be paid
    expect(f.collected).toBeLessThan(f.total);
  }
  return f;
}

async function settleAll(orderId: string) {
  const deadline = Date.now() + 20_000;
  while ((await facts(orderId)).live) {
    if (Date.now() > deadline) throw new Error('a part never settled');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('races on one order', () => {
  it('two tills paying parts of one order at once: one part at a time, never more than the total', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await till.newOrder();
      const part = Math.ceil(order.total_minor * 0.6);
      await till.next('approve', 300);
      const both = await Promise.all([
        till.pay(order.id, { method: 'cash', amount_minor: part, tendered_minor: part }),
        till.pay(order.id, { method: 'card', amount_minor: part }),
      ]);
      expect(both.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = both.find((r) => r.status !== 200)?.body.error?.code;
      expect(['payment_in_progress', 'amount_exceeds_remaining']).toContain(refused);
      await settleAll(order.id);
      expect((await moneyHolds(order.id)).collected).toBe(part);
    }
  });

  it('a till part and a back office edit at the same time: never both, never below what was taken', async () => {
    for (let round = 0; round < 4; round += 1) {
      const tab = await openTab();
      const part = tab.total_minor - 1;
      const [paid, edited] = await Promise.all([
        till.pay(tab.id, { method: 'cash', amount_minor: part, tendered_minor: part }),
        reduceInBackOffice(tab.id),
      ]);
      expect([paid.status, edited.status]).toContain(200);
      expect([paid.status, edited.status]).not.toEqual([200, 200]);
      if (edited.status !== 200) expect(edited.body.error?.code).toBe('total_below_paid');
      if (paid.status !== 200) expect(paid.body.error?.code).toBe('amount_exceeds_remaining');
      await moneyHolds(tab.id);
    }
  });

  it('a cancel during a card part: the part is stopped, the kept cash part refuses the cancel with the right reason', async () => {
    const order = await till.newOrder();
    await till.pay(order.id, { method: 'cash', amount_minor: 100, tendered_minor: 100 });
    await till.next('approve', 3_000);
    const card = await till.pay(order.id, { method: 'card', amount_minor: 500 });
    expect(card.status).toBe(200);
    const cancel = await call('POST', '/functions/v1/manage-orders/update-status', {
      orderId: order.id,
      status: 'cancelled',
      reason: 'customer_request',
    });
    expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'order_paid_refund_required']);
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'cancelled' });
    const f = await moneyHolds(order.id);
    expect(f).toMatchObject({ status: 'pending_payment', collected: 100 });
    // nothing was charged at the terminal for the stopped part
    const charged = (await till.simState()).sales.filter(
      (s) => s.orderNo === order.order_number && s.status === 'Completed',
    );
    expect(charged).toEqual([]);
  });
});

describe('random sequences of parts, edits, refunds and status changes', () => {
  type Step =
    | { kind: 'cash'; share: number }
    | { kind: 'card'; share: number; outcome: 'approve' | 'declined' }
    | { kind: 'rest'; method: 'cash' | 'card' }
    | { kind: 'admin-edit'; quantity: number }
    | { kind: 'till-edit'; burgers: number }
    | { kind: 'refund' }
    | { kind: 'status'; to: 'preparing' | 'ready' | 'completed' | 'cancelled' };
  const share = fc.double({ min: 0.05, max: 0.9, noNaN: true });
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('cash' as const), share }),
    fc.record({
      kind: fc.constant('card' as const),
      share,
      outcome: fc.constantFrom('approve' as const, 'declined' as const),
    }),
    fc.record({
      kind: fc.constant('rest' as const),
      method: fc.constantFrom('cash' as const, 'card' as const),
    }),
    fc.record({ kind: fc.constant('admin-edit' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('till-edit' as const), burgers: fc.integer({ min: 1, max: 3 }) }),
    fc.constant<Step>({ kind: 'refund' }),
    fc.record({
      kind: fc.constant('status' as const),
      to: fc.constantFrom('preparing' as const, 'ready' as const, 'completed' as const, 'cancelled' as const),
    }),
  );

  async function run(orderId: string, s: Step): Promise<Answer | undefined> {
    const money = await till.money(orderId);
    const remaining = money.remaining_minor;
    switch (s.kind) {
      case 'cash':
      case 'card':
      case 'rest': {
        const amount = s.kind === 'rest' ? remaining : Math.max(1, Math.floor(remaining * s.share));
        const method = s.kind === 'rest' ? s.method : s.kind;
        await till.next(s.kind === 'card' ? s.outcome : 'approve', 50);
        const res = await till.pay(orderId, {
          method,
          amount_minor: amount,
          ...(method === 'cash' ? { tendered_minor: amount } : {}),
        });
        if (res.status === 200) await till.settled(res.body.data.id);
        return res;
      }
      case 'admin-edit': {
        const order = await detail(orderId);
        const [first, ...others] = order.order_items;
        return editItems(orderId, order.version, [
          { id: first?.id, product_id: first?.product?.id, quantity: s.quantity },
          ...others.map((i) => ({ id: i.id, product_id: i.product?.id, quantity: i.quantity })),
        ]);
      }
      case 'till-edit': {
        const tab = await till.client.call<{ data: OpenOrder }>('GET', `/api/till/open-orders/${orderId}`, {
          token: till.cashier,
        });
        return call('PUT', `/api/till/open-orders/${orderId}`, {
          expected_version: tab.body.data.version,
          items: [till.line('Klasik Burger', s.burgers), till.line('Ayran')],
        });
      }
      case 'refund':
        return call('POST', `/api/till/orders/${orderId}/refunds`, {
          pos_device_id: till.device.id,
          reason: 'Müşteri vazgeçti',
        });
      case 'status':
        return call(
          'POST',
          '/functions/v1/update-order-status',
          { order_id: orderId, new_status: s.to, reason: 'customer_request' },
          till.admin,
        );
    }
  }

  it('collected never exceeds the total, a refunded order is never handed over, every kept kuruş is on the fiscal sale', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 7 }), async (steps) => {
        const tab = await openTab();
        for (const s of steps) {
          const before = await facts(tab.id);
          const answer = await run(tab.id, s);
          // nothing answers 500, whatever the order's state
          expect(answer?.status ?? 200).toBeLessThan(500);
          // a step for the kitchen or the hand-over is refused once the money was given back in full
          if (s.kind === 'status' && s.to !== 'cancelled' && before.fullyRefunded) {
            expect(answer?.status).toBe(409);
            expect(['order_refunded', 'invalid_transition']).toContain(answer?.body.error?.code);
          }
          await moneyHolds(tab.id);
        }
        await till.next('approve', 100);
      }),
      {
        numRuns: 10,
        // found by a CI run: refunded in full while the kitchen has it, then more cash
        examples: [
          [
            [
              { kind: 'rest', method: 'cash' },
              { kind: 'status', to: 'preparing' },
              { kind: 'refund' },
              { kind: 'cash', share: 0.05 },
              { kind: 'status', to: 'ready' },
            ],
          ],
        ],
      },
    );
  }, 120_000);
});
