import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// The till's payments in parts, against the real server, Postgres and the terminal simulator.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
});
afterAll(async () => {
  await till?.close();
});

/** The payment lines the terminal recorded on an order's fiscal document (echoed in its result). */
async function documentLines(orderId: string) {
  const rows = await till.db
    .selectFrom('payment_attempts')
    .select(['operation', 'result'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'approved')
    .where('operation', '=', 'CompleteSale')
    .execute();
  expect(rows).toHaveLength(1);
  const result = rows[0]?.result as { Payments: Array<{ Mediator: string; AmountMinor: number }> };
  return result.Payments.map((p) => ({ Mediator: p.Mediator, AmountMinor: p.AmountMinor }));
}

describe('payments in parts', () => {
  it('card + cash: the card part is a StartPayment, the cash part the CompleteSale listing both; then paid', async () => {
    const order = await till.newOrder();
    const total = order.total_minor;
    const cardAmount = Math.floor(total / 2);
    const realtime = await till.listenOrders();
    await till.next('approve');
    const card = await till.pay(order.id, { method: 'card', amount_minor: cardAmount });
    expect(card.status).toBe(200);
    const cardDone = await till.settled(card.body.data.id);
    expect(cardDone).toMatchObject({ step: 'paid', method: 'card', amount_minor: cardAmount });
    expect(cardDone.transaction_id).toBeTruthy();
    expect(cardDone.card?.last4).toMatch(/^\d{4}$/);

    const half = await till.money(order.id);
    expect(half).toMatchObject({
      status: 'pending_payment',
      paid_minor: cardAmount,
      remaining_minor: total - cardAmount,
    });

    const rest = total - cardAmount;
    const cash = await till.pay(order.id, { method: 'cash', amount_minor: rest, tendered_minor: rest + 500 });
    expect(cash.status).toBe(200);
    expect(cash.body.data).toMatchObject({ method: 'cash', tendered_minor: rest + 500, change_minor: 500 });
    expect(await till.settled(cash.body.data.id)).toMatchObject({ step: 'paid' });

    const paid = await till.money(order.id);
    expect(paid).toMatchObject({ status: 'paid', paid_minor: total, remaining_minor: 0 });
    // The terminal: a card payment of the part, then one fiscal sale of the order's total whose
    // payment lines are the card part (pre-paid, by its sale number) and the cash.
    const sales = (await till.simState()).sales.filter((s) => s.orderNo === order.order_number);
    expect(sales.map((s) => [s.kind, s.status, s.amountMinor])).toEqual([
      ['payment', 'Completed', cardAmount],
      ['sale', 'Completed', total],
    ]);
    expect(await documentLines(order.id)).toEqual([
      { Mediator: 'CARD', AmountMinor: cardAmount },
      { Mediator: 'CASH', AmountMinor: rest },
    ]);
    // Each settled part was announced on the 'orders' channel; the last one as the order paid.
    const mine = realtime.events.filter((e) => e.id === order.id);
    await realtime.close();
    expect(mine).toContainEqual({ id: order.id, payment_id: card.body.data.id, payment: 'approved' });
    expect(mine).toContainEqual({
      id: order.id,
      status: 'paid',
      payment_status: 'paid',
      payment_id: cash.body.data.id,
    });
    // Nothing remains: another part is refused.
    const more = await till.pay(order.id, { method: 'cash', amount_minor: 1, tendered_minor: 1 });
    expect(more.status).toBe(409);
    expect(more.body.error?.code).toBe('nothing_remaining');
  });

  it('a declined card part leaves the cash part intact and the order payable; the retry pays', async () => {
    const order = await till.newOrder();
    const total = order.total_minor;
    const cash = await till.pay(order.id, { method: 'cash', amount_minor: 1_000, tendered_minor: 2_000 });
    expect(cash.body.data).toMatchObject({ step: 'paid', change_minor: 1_000 });
    // Cash before the last part is recorded at once: nothing at the terminal yet.
    expect((await till.simState()).sales.filter((s) => s.orderNo === order.order_number)).toEqual([]);

    await till.next('declined');
    const declined = await till.pay(order.id, { method: 'card', amount_minor: total - 1_000 });
    const failed = await till.settled(declined.body.data.id);
    expect(failed).toMatchObject({ step: 'failed', error_code: 'DECLINED_BY_BANK' });
    expect(failed.error_message).toBe('The payment was declined by the bank. Please try another card.');
    expect(await till.money(order.id)).toMatchObject({
      status: 'pending_payment',
      paid_minor: 1_000,
      remaining_minor: total - 1_000,
    });

    await till.next('approve');
    const retry = await till.pay(order.id, { method: 'card', amount_minor: total - 1_000 });
    expect(await till.settled(retry.body.data.id)).toMatchObject({ step: 'paid' });
    const paid = await till.money(order.id);
    expect(paid).toMatchObject({ status: 'paid', paid_minor: total, remaining_minor: 0 });
    expect(paid.payments.map((p) => [p.method, p.step])).toEqual([
      ['cash', 'paid'],
      ['card', 'failed'],
      ['card', 'paid'],
    ]);
    // The document registers the cash too, and charges only the card.
    expect(await documentLines(order.id)).toEqual([
      { Mediator: 'CASH', AmountMinor: 1_000 },
      { Mediator: 'CARD', AmountMinor: total - 1_000 },
    ]);
  });

  it('cash only: the sale is registered at the fiscal terminal with a cash line; change computed', async () => {
    const order = await till.newOrder();
    const total = order.total_minor;
    const tendered = Math.ceil(total / 10_000) * 10_000 + 10_000;
    const cash = await till.pay(order.id, { method: 'cash', amount_minor: total, tendered_minor: tendered });
    expect(cash.body.data).toMatchObject({ tendered_minor: tendered, change_minor: tendered - total });
    const done = await till.settled(cash.body.data.id);
    expect(done).toMatchObject({ step: 'paid' });
    expect(await till.money(order.id)).toMatchObject({
      status: 'paid',
      paid_minor: total,
      remaining_minor: 0,
    });
    const sales = (await till.simState()).sales.filter((s) => s.orderNo === order.order_number);
    expect(sales.map((s) => [s.kind, s.status, s.amountMinor])).toEqual([['sale', 'Completed', total]]);
    // The terminal's receipt of the document, through a short-lived signed link.
    expect(done.receipt_url).toMatch(/^\/storage\/v1\/object\/sign\/receipts\//);
    const image = await fetch(`${till.server.urls.sale}${done.receipt_url}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(await documentLines(order.id)).toEqual([{ Mediator: 'CASH', AmountMinor: total }]);
    const stored = await till.db
      .selectFrom('orders')
      .select('payment_method')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.payment_method).toBe('cash');
  });

  it('a card part the terminal took but never answered is settled by asking for its result: charged once', async () => {
    const order = await till.newOrder();
    await till.next('no_answer');
    const card = await till.pay(order.id, { method: 'card', amount_minor: 1_000 });
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid', amount_minor: 1_000 });
    const sales = (await till.simState()).sales.filter((s) => s.orderNo === order.order_number);
    expect(sales.map((s) => [s.kind, s.status])).toEqual([['payment', 'Completed']]);
    expect(await till.money(order.id)).toMatchObject({
      paid_minor: 1_000,
      remaining_minor: order.total_minor - 1_000,
    });
  });

  it('parts of one order run one at a time: a concurrent second part gets 409, the remaining never negative', async () => {
    const order = await till.newOrder();
    const total = order.total_minor;
    await till.next('approve', 1_500);
    const both = await Promise.all([
      till.pay(order.id, { method: 'card', amount_minor: total }),
      till.pay(order.id, { method: 'cash', amount_minor: total, tendered_minor: total }),
      till.pay(order.id, { method: 'card', amount_minor: total }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of both.filter((r) => r.status === 409)) {
      expect(refused.body.error?.code).toBe('payment_in_progress');
    }
    const running = both.find((r) => r.status === 200);
    expect(await till.settled(running?.body.data.id ?? '')).toMatchObject({ step: 'paid' });
    const money = await till.money(order.id);
    expect(money).toMatchObject({ status: 'paid', paid_minor: total, remaining_minor: 0 });
    expect(money.payments.filter((p) => p.step === 'paid')).toHaveLength(1);
  });

  it('refuses a part above the remaining or a short cash amount, naming the field; a retried request makes one part, the key with another body 422', async () => {
    const order = await till.newOrder();
    const total = order.total_minor;
    const above = await till.pay(order.id, { method: 'card', amount_minor: total + 1 });
    expect(above.status).toBe(422);
    expect(above.body.error?.code).toBe('amount_exceeds_remaining');
    expect(above.body.error?.details?.[0]?.field).toBe('amount_minor');
    const short = await till.pay(order.id, { method: 'cash', amount_minor: 500, tendered_minor: 400 });
    expect(short.status).toBe(422);
    expect(short.body.error?.details?.[0]?.field).toBe('tendered_minor');
    const noTendered = await till.pay(order.id, { method: 'cash', amount_minor: 500 });
    expect(noTendered.body.error?.code).toBe('tendered_required');

    const key = randomUUID();
    const first = await till.pay(
      order.id,
      { method: 'cash', amount_minor: 500, tendered_minor: 500 },
      { key },
    );
    const again = await till.pay(
      order.id,
      { method: 'cash', amount_minor: 500, tendered_minor: 500 },
      { key },
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    const otherBody = await till.pay(
      order.id,
      { method: 'cash', amount_minor: 600, tendered_minor: 600 },
      { key },
    );
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error?.code).toBe('idempotency_key_reused');
    expect(await till.money(order.id)).toMatchObject({ paid_minor: 500, remaining_minor: total - 500 });
  });

  it("checks the till's terminal: unknown 404, inactive 409; only staff may take payments", async () => {
    const order = await till.newOrder();
    const unknown = await till.client.call('POST', `/api/till/orders/${order.id}/payments`, {
      token: till.cashier,
      body: { pos_device_id: randomUUID(), method: 'card', amount_minor: 100 },
    });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'pos_device_not_found']);
    await till.db
      .updateTable('pos_devices')
      .set({ is_active: false })
      .where('id', '=', till.device.id)
      .execute();
    try {
      const inactive = await till.pay(order.id, { method: 'card', amount_minor: 100 });
      expect([inactive.status, inactive.body.error?.code]).toEqual([409, 'pos_device_inactive']);
    } finally {
      await till.db
        .updateTable('pos_devices')
        .set({ is_active: true })
        .where('id', '=', till.device.id)
        .execute();
    }
    const kiosk = (await till.client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
    const refused = await till.client.call('GET', `/api/till/orders/${order.id}/payments`, { token: kiosk });
    expect(refused.status).toBe(403);
    const anonymous = await till.client.call('GET', `/api/till/orders/${order.id}/payments`);
    expect(anonymous.status).toBe(401);
    const terminals = await till.client.call<{ data: Array<{ id: string }> }>('GET', '/api/till/terminals', {
      token: till.cashier,
    });
    expect(terminals.body.data.map((t) => t.id)).toContain(till.device.id);
    const check = await till.client.call<{ data: { connected: boolean } }>(
      'POST',
      '/api/till/terminal/check',
      {
        token: till.cashier,
        body: { pos_device_id: till.device.id },
      },
    );
    expect(check.body.data.connected).toBe(true);
  });
});
