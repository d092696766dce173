import { randomUUID } from 'node:crypto';
import type { OrderDetail, OrderSummary, TillOrderPayments } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// Refunds and voids of the till's payments, against the real server, Postgres and the simulator.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
});
afterAll(async () => {
  await till?.close();
});

const refund = (
  orderId: string,
  body: { reason: string; lines?: Array<{ order_item_id: string; quantity: number }> },
  options: { token?: string; key?: string } = {},
) =>
  fetch(`${till.server.urls.sale}/api/till/orders/${orderId}/refunds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${options.token ?? till.cashier}`,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: JSON.stringify({ pos_device_id: till.device.id, ...body }),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { data: TillOrderPayments; error?: { code: string } },
  }));

/** An order paid at the till: all by card, or card then cash. */
async function paidOrder(split: boolean): Promise<OrderSummary> {
  const order = await till.newOrder();
  const total = order.total_minor;
  const cardAmount = split ? Math.floor(total / 2) : total;
  await till.next('approve');
  const card = await till.pay(order.id, { method: 'card', amount_minor: cardAmount });
  expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
  if (split) {
    const rest = total - cardAmount;
    const cash = await till.pay(order.id, { method: 'cash', amount_minor: rest, tendered_minor: rest });
    expect(await till.settled(cash.body.data.id)).toMatchObject({ step: 'paid' });
  }
  expect((await till.money(order.id)).status).toBe('paid');
  return order;
}

const itemsOf = (orderId: string) =>
  till.db
    .selectFrom('order_items')
    .select(['id', 'product_name', 'quantity', 'total_price_minor'])
    .where('order_id', '=', orderId)
    .orderBy('sort_order')
    .execute();

/** The terminal's reversals of the sales of an order. */
async function terminalReversals(orderNumber: string) {
  const state = await till.simState();
  const keys = new Set(state.sales.filter((s) => s.orderNo === orderNumber).map((s) => s.handleKey));
  return state.reversals.filter((r) => keys.has(r.originalKey)).map((r) => [r.kind, r.status, r.amountMinor]);
}

/** How the till's orders list shows an order's payment (payment_state). */
async function listedPaymentState(orderId: string): Promise<string | undefined> {
  const res = await till.client.call<{ data: Array<{ id: string; payment_state?: string }> }>(
    'GET',
    '/functions/v1/manage-orders/list',
    { token: till.cashier },
  );
  expect(res.status).toBe(200);
  return res.body.data.find((o) => o.id === orderId)?.payment_state;
}

describe('refunds', () => {
  it('a cashier refunds one line of a card order the same day: refunded at the terminal for that line', async () => {
    const order = await paidOrder(false);
    const items = await itemsOf(order.id);
    const ayran = items.find((i) => i.product_name === 'Ayran');
    if (!ayran) throw new Error('no Ayran line');
    const res = await refund(order.id, {
      reason: 'Müşteri ayranı istemedi',
      lines: [{ order_item_id: ayran.id, quantity: 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      refunded_minor: Number(ayran.total_price_minor),
      paid_minor: order.total_minor - Number(ayran.total_price_minor),
      remaining_minor: 0,
    });
    expect(res.body.data.refunds).toEqual([
      expect.objectContaining({
        kind: 'refund',
        method: 'card',
        status: 'completed',
        amount_minor: Number(ayran.total_price_minor),
        reason: 'Müşteri ayranı istemedi',
        lines: [{ order_item_id: ayran.id, quantity: 1 }],
        created_by: expect.stringContaining('@'),
      }),
    ]);
    expect(await terminalReversals(order.order_number)).toEqual([
      ['REFUND', 'Completed', Number(ayran.total_price_minor)],
    ]);
    // The same line again: nothing of it is left to refund.
    const twice = await refund(order.id, {
      reason: 'again',
      lines: [{ order_item_id: ayran.id, quantity: 1 }],
    });
    expect([twice.status, twice.body.error?.code]).toEqual([422, 'quantity_exceeds_refundable']);
    // the till's orders list says so (not "paid")
    expect(await listedPaymentState(order.id)).toBe('partially_refunded');
    expect(await terminalReversals(order.order_number)).toHaveLength(1);
  });

  it('a full refund of a split order returns the cash and voids the card part; never more than was paid', async () => {
    const order = await paidOrder(true);
    const total = order.total_minor;
    const cardAmount = Math.floor(total / 2);
    const key = randomUUID();
    const realtime = await till.listenOrders();
    const res = await refund(order.id, { reason: 'Sipariş iptal' }, { key });
    expect(res.status).toBe(200);
    // The cash return and the settled void were announced on the 'orders' channel.
    await new Promise((r) => setTimeout(r, 100));
    const announced = realtime.events.filter((e) => e.id === order.id).map((e) => e.refund);
    await realtime.close();
    expect(announced).toEqual(['completed', 'completed']);
    expect(res.body.data).toMatchObject({
      refunded_minor: total,
      paid_minor: 0,
      remaining_minor: 0,
      can_refund: false,
    });
    expect(res.body.data.refunds.map((r) => [r.method, r.kind, r.status, r.amount_minor])).toEqual([
      ['cash', 'cash_return', 'completed', total - cardAmount],
      ['card', 'void', 'completed', cardAmount],
    ]);
    expect(await terminalReversals(order.order_number)).toEqual([['VOID', 'Completed', cardAmount]]);
    expect(await listedPaymentState(order.id)).toBe('refunded');

    // The same request retried (same key) answers the same refund; a new one finds nothing left.
    const retried = await refund(order.id, { reason: 'Sipariş iptal' }, { key });
    expect(retried.status).toBe(200);
    expect(retried.body.data.refunds).toHaveLength(2);
    const again = await refund(order.id, { reason: 'Sipariş iptal' });
    expect([again.status, again.body.error?.code]).toEqual([409, 'nothing_to_refund']);
    expect(await terminalReversals(order.order_number)).toHaveLength(1);

    // The back office's order detail shows the payments and the refunds: who, when, why, how much.
    const detail = await till.client.call<{ data: OrderDetail }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${order.id}`,
      { token: till.admin },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.payments.map((p) => [p.method, p.step, p.amount_minor])).toEqual([
      ['card', 'paid', cardAmount],
      ['cash', 'paid', total - cardAmount],
    ]);
    expect(detail.body.data.payments[0]?.transaction_id).toBeTruthy();
    expect(detail.body.data.payments[0]?.card?.last4).toMatch(/^\d{4}$/);
    expect(detail.body.data.payments[0]?.created_by).toContain('@');
    expect(detail.body.data.refunds.map((r) => [r.kind, r.status, r.amount_minor, r.reason])).toEqual([
      ['cash_return', 'completed', total - cardAmount, 'Sipariş iptal'],
      ['void', 'completed', cardAmount, 'Sipariş iptal'],
    ]);
  });

  it("a cashier cannot refund after the order's business day (403); an admin can, refunded (not voided)", async () => {
    const order = await paidOrder(false);
    await till.db
      .updateTable('orders')
      .set({ business_day: sql`current_date - 1` })
      .where('id', '=', order.id)
      .execute();
    await till.db
      .updateTable('payment_attempts')
      .set({ settled_at: sql`settled_at - interval '1 day'` })
      .where('order_id', '=', order.id)
      .execute();
    expect((await till.money(order.id)).can_refund).toBe(false);
    const cashier = await refund(order.id, { reason: 'late' });
    expect([cashier.status, cashier.body.error?.code]).toEqual([403, 'refund_day_closed']);
    expect((await till.money(order.id, till.admin)).can_refund).toBe(true);
    const admin = await refund(order.id, { reason: 'Ertesi gün iade' }, { token: till.admin });
    expect(admin.status).toBe(200);
    expect(admin.body.data.refunds.map((r) => [r.kind, r.status, r.amount_minor])).toEqual([
      ['refund', 'completed', order.total_minor],
    ]);
    expect(await terminalReversals(order.order_number)).toEqual([['REFUND', 'Completed', order.total_minor]]);
  });

  it('a void the terminal refuses (its day was closed meanwhile) fails with its reason; asked again it is a refund', async () => {
    const order = await paidOrder(false);
    const day = (offsetDays: number) =>
      fetch(`${till.simulator.url}/__sim/day`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetDays }),
      });
    await day(1);
    try {
      const first = await refund(order.id, { reason: 'Müşteri iade istedi' });
      expect(first.status).toBe(200);
      expect(first.body.data.refunds.map((r) => [r.kind, r.status])).toEqual([['void', 'failed']]);
      expect(first.body.data.refunds[0]?.error_message).toBeTruthy();
      expect(first.body.data).toMatchObject({
        refunded_minor: 0,
        paid_minor: order.total_minor,
        can_refund: true,
      });
      const second = await refund(order.id, { reason: 'Müşteri iade istedi' });
      expect(second.body.data.refunds.map((r) => [r.kind, r.status, r.amount_minor])).toEqual([
        ['void', 'failed', order.total_minor],
        ['refund', 'completed', order.total_minor],
      ]);
      expect(second.body.data).toMatchObject({ refunded_minor: order.total_minor, paid_minor: 0 });
    } finally {
      await day(0);
    }
  });

  it('refuses a refund without a reason or of an unpaid order; a part-paid order is refunded, then cancelled', async () => {
    const order = await till.newOrder();
    const noReason = await refund(order.id, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const unpaid = await refund(order.id, { reason: 'x' });
    expect([unpaid.status, unpaid.body.error?.code]).toEqual([409, 'order_not_paid']);

    // Cash taken for part of it: the order cannot be cancelled while the money is kept.
    await till.pay(order.id, { method: 'cash', amount_minor: 500, tendered_minor: 500 });
    const cancel = () =>
      till.client.call('POST', '/functions/v1/manage-orders/update-status', {
        token: till.cashier,
        body: { orderId: order.id, status: 'cancelled', reason: 'customer_request' },
      });
    expect((await cancel()).status).toBe(409);
    const back = await refund(order.id, { reason: 'Müşteri vazgeçti' });
    expect(back.status).toBe(200);
    expect(back.body.data.refunds.map((r) => [r.kind, r.amount_minor])).toEqual([['cash_return', 500]]);
    expect((await cancel()).status).toBe(200);
  });

  it('a reversal written but never answered (a crash) stays open while the terminal is out of reach, then is settled once by recovery with the same handle', async () => {
    const order = await paidOrder(false);
    const part = await till.db
      .selectFrom('payment_attempts')
      .select(['id', 'handle', 'driver', 'pos_device_id', 'amount_minor'])
      .where('order_id', '=', order.id)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    // The terminal is out of reach for now.
    await till.db.updateTable('pos_devices').set({ port: 1 }).where('id', '=', till.device.id).execute();
    // What the refund wrote before asking the terminal, as if the process died right after.
    const state = await till.db
      .updateTable('pos_device_state')
      .set({ last_sequence: sql`last_sequence + 1` })
      .where('pos_device_id', '=', till.device.id)
      .returning('last_sequence')
      .executeTakeFirstOrThrow();
    const device = await till.db
      .selectFrom('pos_devices')
      .select(['pos_serial_number', 'fingerprint'])
      .where('id', '=', till.device.id)
      .executeTakeFirstOrThrow();
    const handle = {
      SerialNumber: device.pos_serial_number,
      TransactionDate: '2026-01-01T10:00:00.000000',
      TransactionSequence: Number(state.last_sequence),
      Fingerprint: device.fingerprint,
    };
    const reversal = await till.db
      .insertInto('payment_reversals')
      .values({
        refund_id: randomUUID(),
        order_id: order.id,
        payment_attempt_id: part.id,
        kind: 'refund',
        amount_minor: 100,
        status: 'sent',
        driver: part.driver,
        pos_device_id: part.pos_device_id,
        handle: JSON.stringify(handle),
        request: JSON.stringify({
          TransactionHandle: handle,
          SaleHandle: part.handle,
          AmountMinor: 100,
          Lines: [],
          Reason: 'crash test',
        }),
        reason: 'crash test',
        lines: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = () =>
      till.db
        .selectFrom('payment_reversals')
        .select(['status'])
        .where('id', '=', reversal.id)
        .executeTakeFirstOrThrow();
    const waitCompleted = async () => {
      const deadline = Date.now() + 20_000;
      while ((await status()).status !== 'completed') {
        if (Date.now() > deadline) throw new Error(`not settled: ${(await status()).status}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    // While the terminal cannot be reached, recovery leaves it open (it may have been reversed).
    await new Promise((r) => setTimeout(r, 6_000));
    expect((await status()).status).toBe('sent');
    await till.db
      .updateTable('pos_devices')
      .set({ port: till.simulator.port })
      .where('id', '=', till.device.id)
      .execute();
    await waitCompleted();
    expect(await terminalReversals(order.order_number)).toEqual([['REFUND', 'Completed', 100]]);
    // Its answer lost after all: asked again with the same handle, the terminal refunds nothing more.
    await till.db
      .updateTable('payment_reversals')
      .set({ status: 'unknown' })
      .where('id', '=', reversal.id)
      .execute();
    await waitCompleted();
    expect(await terminalReversals(order.order_number)).toEqual([['REFUND', 'Completed', 100]]);
    expect((await till.money(order.id)).refunded_minor).toBe(100);
  });
});

describe('refunds of meal deals and discounted lines (issue 33)', () => {
  /** The demo's "Klasik Burger Menü", 2 menus, each required group's first choice at its defaults. */
  function dealLine() {
    const menu = till.menu;
    const product = menu.products.find((p) => p.name === 'Klasik Burger Menü');
    const deal = menu.pricing?.deals.find((d) => d.product_id === product?.id);
    if (!product || !deal) throw new Error('no Klasik Burger Menü deal on the menu');
    const defaults = (productId: string) => {
      const name = menu.products.find((p) => p.id === productId)?.name as string;
      return till.line(name).selection;
    };
    const parts = deal.groups
      .filter((g) => g.min > 0)
      .map((g) => {
        const choice = g.choices[0]?.product_id as string;
        return { group_id: g.id, product_id: choice, selection: defaults(choice) };
      });
    return { product_id: product.id, quantity: 2, selection: {}, parts };
  }

  it("one menu of two gives back half of each part's share, one part its own; never more than was paid", async () => {
    const items = [dealLine(), till.line('Ayran', 3)];
    const order = await till.newOrder(items as never);
    await till.next('approve');
    const card = await till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
    const rows = await till.db
      .selectFrom('order_items')
      .select(['id', 'kind', 'product_name', 'quantity', 'total_price_minor', 'parent_item_id'])
      .where('order_id', '=', order.id)
      .orderBy('sort_order')
      .execute();
    const header = rows.find((r) => r.kind === 'deal');
    const parts = rows.filter((r) => r.kind === 'deal_part');
    if (!header || parts.length < 2) throw new Error('no deal rows');
    const half = (total: number) => Math.floor(total / 2);

    const oneMenu = await refund(order.id, {
      reason: 'Bir menü iade',
      lines: [{ order_item_id: header.id, quantity: 1 }],
    });
    expect(oneMenu.status).toBe(200);
    const firstAmount = parts.reduce((sum, p) => sum + half(Number(p.total_price_minor)), 0);
    expect(oneMenu.body.data.refunded_minor).toBe(firstAmount);
    expect(oneMenu.body.data.refunds[0]?.lines).toEqual(
      parts.map((p) => ({ order_item_id: p.id, quantity: 1 })),
    );
    // the terminal's return document: the parts (never the deal's header), adding up to the amount
    const reversal = await till.db
      .selectFrom('payment_reversals')
      .select('request')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const lines = (
      reversal.request as { Lines: Array<{ Name: string; Quantity: number; UnitPriceMinor: number }> }
    ).Lines;
    expect(lines.reduce((sum, l) => sum + l.Quantity * l.UnitPriceMinor, 0)).toBe(firstAmount);
    expect(lines.some((l) => l.Name === 'Klasik Burger Menü')).toBe(false);

    // one part of the menu left: its own apportioned rest
    const last = parts[parts.length - 1] as (typeof parts)[number];
    const onePart = await refund(order.id, {
      reason: 'İçecek iade',
      lines: [{ order_item_id: last.id, quantity: 1 }],
    });
    expect(onePart.status).toBe(200);
    const partAmount = Number(last.total_price_minor) - half(Number(last.total_price_minor));
    expect(onePart.body.data.refunded_minor).toBe(firstAmount + partAmount);
    // the second menu can no longer be given back whole (its drink is gone); its other parts can
    const again = await refund(order.id, { reason: 'x', lines: [{ order_item_id: header.id, quantity: 1 }] });
    expect([again.status, again.body.error?.code]).toEqual([422, 'quantity_exceeds_refundable']);
    // the rest of the order: exactly what is left of what was paid
    const rest = await refund(order.id, { reason: 'Hepsi' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.refunded_minor).toBe(order.total_minor);
    expect(rest.body.data.paid_minor).toBe(0);
  }, 60_000);
});
