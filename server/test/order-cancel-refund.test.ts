import type { OrderDetail, OrderSummary } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';

// Money that adds up in the back office: a paid order is cancelled only by giving its money back
// through the till's refund use case, against the real server, Postgres and the terminal simulator.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
});
afterAll(async () => {
  await till?.close();
});

const backOffice = <T>(path: string, body: unknown) =>
  fetch(`${till.server.urls.admin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${till.admin}` },
    body: JSON.stringify(body),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as T & { error?: { code: string; message: string } },
  }));

const cancelInBackOffice = (orderId: string) =>
  backOffice('/functions/v1/update-order-status', {
    order_id: orderId,
    new_status: 'cancelled',
    reason: 'customer_request',
  });

const detail = async (orderId: string): Promise<OrderDetail> => {
  const res = await fetch(`${till.server.urls.admin}/functions/v1/get-order-detail?orderId=${orderId}`, {
    headers: { authorization: `Bearer ${till.admin}` },
  });
  return ((await res.json()) as { data: OrderDetail }).data;
};

async function cardPaidOrder(): Promise<OrderSummary> {
  const order = await till.newOrder();
  await till.next('approve');
  const card = await till.pay(order.id, { method: 'card', amount_minor: order.total_minor });
  expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
  return order;
}

async function terminalReversals(orderNumber: string) {
  const state = await till.simState();
  const keys = new Set(state.sales.filter((s) => s.orderNo === orderNumber).map((s) => s.handleKey));
  return state.reversals.filter((r) => keys.has(r.originalKey)).map((r) => [r.kind, r.status, r.amountMinor]);
}

describe('cancelling a paid order in the back office', () => {
  it('voids the card payment at the terminal first, then cancels; the detail shows paid, refunded and due', async () => {
    const order = await cardPaidOrder();
    const before = await detail(order.id);
    expect(before).toMatchObject({
      payment_state: 'paid',
      paid_minor: order.total_minor,
      refunded_minor: 0,
      due_minor: 0,
    });
    const res = await cancelInBackOffice(order.id);
    expect(res.status).toBe(200);
    expect(await terminalReversals(order.order_number)).toEqual([['VOID', 'Completed', order.total_minor]]);
    const after = await detail(order.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      payment_state: 'refunded',
      paid_minor: 0,
      refunded_minor: order.total_minor,
      due_minor: 0,
    });
    expect(after.refunds.map((r) => [r.kind, r.status, r.amount_minor])).toEqual([
      ['void', 'completed', order.total_minor],
    ]);
    // Words a person reads on the refund list, never the reason's code.
    expect(after.refunds[0]?.reason).toBe('Sipariş iptali: Müşteri İsteği');
  });

  it('a void the terminal refuses leaves the order paid and not cancelled (409 refund_not_settled)', async () => {
    const order = await cardPaidOrder();
    const day = (offsetDays: number) =>
      fetch(`${till.simulator.url}/__sim/day`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetDays }),
      });
    await day(1);
    try {
      const res = await cancelInBackOffice(order.id);
      expect([res.status, res.body.error?.code]).toEqual([409, 'refund_not_settled']);
      expect(res.body.error?.message).toMatch(/iptal edilmedi/);
    } finally {
      await day(0);
    }
    expect(await detail(order.id)).toMatchObject({
      status: 'paid',
      payment_state: 'paid',
      paid_minor: order.total_minor,
    });
  });

  it('staff cancelling a paid order without a refund is refused; nothing changes', async () => {
    const order = await cardPaidOrder();
    const res = await till.client.call<{ error?: { code: string } }>(
      'POST',
      '/functions/v1/manage-orders/update-status',
      {
        token: till.cashier,
        body: { orderId: order.id, status: 'cancelled', reason: 'customer_request' },
      },
    );
    // refused before any status change: the payment service sees the approved card payment
    // (paid_during_cancel), the status rule the money kept (order_paid_refund_required)
    expect(res.status).toBe(409);
    expect(['paid_during_cancel', 'order_paid_refund_required']).toContain(res.body.error?.code);
    expect(await detail(order.id)).toMatchObject({ status: 'paid', paid_minor: order.total_minor });
    expect(await terminalReversals(order.order_number)).toEqual([]);
  });

  it('a paid order keeps its total: adding a drink is refused', async () => {
    const order = await cardPaidOrder();
    const current = await detail(order.id);
    const ayran = till.menu.products.find((p) => p.name === 'Ayran');
    const res = await backOffice('/functions/v1/update-order-items', {
      order_id: order.id,
      version: current.version,
      items: [
        ...current.order_items.map((i) => ({ id: i.id, product_id: i.product?.id, quantity: i.quantity })),
        { product_id: ayran?.id, quantity: 1 },
      ],
    });
    expect([res.status, res.body.error?.code]).toEqual([409, 'order_paid_total_locked']);
    expect((await detail(order.id)).total_amount_minor).toBe(order.total_minor);
  });

  it('an unpaid order cancelled shows "unpaid", not "pending"', async () => {
    const order = await till.newOrder();
    expect((await detail(order.id)).payment_state).toBe('pending');
    expect((await cancelInBackOffice(order.id)).status).toBe(200);
    expect(await detail(order.id)).toMatchObject({
      status: 'cancelled',
      payment_state: 'unpaid',
      due_minor: 0,
    });
  });
});
