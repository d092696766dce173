import type { OpenOrder, OrderDetail } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRepository } from '../src/repositories/order.repository.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// Issue 29, items 2, 3 and 4 (server): one money lock for every path that changes an order's lines,
// refund state in the status rules, dead till checkouts abandoned. Real server, Postgres, simulator.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
});
afterAll(async () => {
  await till?.close();
});

type Failure = { error?: { code: string; message: string; details?: unknown } };

const call = <T>(method: string, path: string, body: unknown, token = till.cashier) =>
  till.client.call<T & Failure>(method, path, { token, body });

async function openTab(items = [till.line('Klasik Burger', 2), till.line('Ayran')]): Promise<OpenOrder> {
  const res = await call<{ data: OpenOrder }>('POST', '/api/till/open-orders', {
    label: { kind: 'table', text: 'Masa 9' },
    items,
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

const editItems = (
  orderId: string,
  version: number,
  items: Array<{ id?: string; product_id: string | undefined; quantity: number }>,
) => call('POST', '/functions/v1/update-order-items', { order_id: orderId, version, items }, till.admin);

const adminStatus = (orderId: string, status: string) =>
  call(
    'POST',
    '/functions/v1/update-order-status',
    { order_id: orderId, new_status: status, reason: 'customer_request' },
    till.admin,
  );

const tillStatus = (orderId: string, status: string) =>
  call('POST', '/functions/v1/manage-orders/update-status', {
    orderId,
    status,
    ...(status === 'cancelled' ? { reason: 'customer_request' } : {}),
  });

const refundAll = (orderId: string) =>
  call('POST', `/api/till/orders/${orderId}/refunds`, {
    pos_device_id: till.device.id,
    reason: 'Müşteri vazgeçti',
  });

/** A cash part, waited for (the last part is the fiscal sale at the terminal). */
async function payCash(orderId: string, amount: number) {
  const part = await till.pay(orderId, { method: 'cash', amount_minor: amount, tendered_minor: amount });
  expect(part.status).toBe(200);
  expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
}

const keepLines = (order: OrderDetail) =>
  order.order_items.map((i) => ({ id: i.id, product_id: i.product?.id, quantity: i.quantity }));

describe('one money lock for every path that changes lines (item 2)', () => {
  it('the back office cannot take a tab below the cash part kept: 409 total_below_paid, as the till; the last kuruş then completes it', async () => {
    const tab = await openTab();
    const kept = tab.total_minor - 1;
    await payCash(tab.id, kept);
    const before = await detail(tab.id);
    const ayran = before.order_items.find((i) => i.product_name === 'Ayran');
    const reduced = await editItems(tab.id, before.version, [
      { id: ayran?.id, product_id: ayran?.product?.id, quantity: 1 },
    ]);
    expect([reduced.status, reduced.body.error?.code]).toEqual([409, 'total_below_paid']);
    expect(reduced.body.error?.details).toMatchObject({ paid_minor: kept });
    const put = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: before.version,
      items: [till.line('Ayran')],
    });
    expect([put.status, put.body.error?.code]).toEqual([409, 'total_below_paid']);
    // nothing changed: the tab is still payable, and its last kuruş completes it
    expect(await detail(tab.id)).toMatchObject({
      total_amount_minor: tab.total_minor,
      version: before.version,
      due_minor: 1,
    });
    await payCash(tab.id, 1);
    expect((await till.money(tab.id)).status).toBe('paid');
  });

  it('a live card part refuses every line edit with 409 payment_in_progress, in the back office as at the till', async () => {
    const tab = await openTab();
    // approved after 5 s: the edits below must meet the part still live, even on a loaded CI machine
    await till.next('approve', 5000);
    const card = await till.pay(tab.id, { method: 'card', amount_minor: 500 });
    expect(card.status).toBe(200);
    const before = await detail(tab.id);
    // even an edit keeping the totals: the part's amount was counted from the order as it is
    const same = await editItems(tab.id, before.version, keepLines(before).reverse());
    expect([same.status, same.body.error?.code]).toEqual([409, 'payment_in_progress']);
    const put = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: before.version,
      items: [till.line('Klasik Burger', 3)],
    });
    expect([put.status, put.body.error?.code]).toEqual([409, 'payment_in_progress']);
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'paid' });
  });
});

describe('refund state in the status rules (item 3)', () => {
  it('an order refunded in full goes no further through the kitchen, on any path; it can be cancelled', async () => {
    const order = await till.newOrder([till.line('Klasik Burger')]);
    await payCash(order.id, order.total_minor);
    expect((await adminStatus(order.id, 'preparing')).status).toBe(200);
    // paid: the back office offers the next step and its cancel (which gives the money back first)
    expect((await detail(order.id)).allowed_next_statuses).toEqual(['ready', 'cancelled']);
    expect((await refundAll(order.id)).status).toBe(200);
    const refused = await adminStatus(order.id, 'ready');
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'order_refunded']);
    expect(refused.body.error?.message).toMatch(/iade/);
    expect((await tillStatus(order.id, 'ready')).body.error?.code).toBe('order_refunded');
    const stations = await till.client.call<{ data: Array<{ id: string }> }>(
      'GET',
      '/functions/v1/kitchen/stations',
      { token: till.cashier },
    );
    const station = stations.body.data[0]?.id;
    const bump = await call('POST', '/functions/v1/kitchen/bump', {
      order_id: order.id,
      station_id: station,
    });
    expect([bump.status, bump.body.error?.code]).toEqual([409, 'order_refunded']);
    // the back office offers only cancelling, and its list reads refunded, not paid
    expect((await detail(order.id)).allowed_next_statuses).toEqual(['cancelled']);
    const list = await till.client.call<{ data: Array<{ id: string; payment_state: string }> }>(
      'GET',
      '/functions/v1/get-orders?page=1&limit=20',
      { token: till.admin },
    );
    expect(list.body.data.find((o) => o.id === order.id)?.payment_state).toBe('refunded');
    expect((await adminStatus(order.id, 'cancelled')).status).toBe(200);
  });

  it('a paid order refunded in full is not started in the kitchen', async () => {
    const order = await till.newOrder([till.line('Ayran')]);
    await payCash(order.id, order.total_minor);
    expect((await refundAll(order.id)).status).toBe(200);
    const start = await call('POST', '/functions/v1/kitchen/start', { order_id: order.id });
    expect([start.status, start.body.error?.code]).toEqual([409, 'order_refunded']);
    expect((await adminStatus(order.id, 'preparing')).body.error?.code).toBe('order_refunded');
  });

  it("cancelling a part-paid till order says the kept part must be refunded first, never 'card approved'", async () => {
    const order = await till.newOrder();
    await payCash(order.id, 100);
    const cancel = await tillStatus(order.id, 'cancelled');
    expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'order_paid_refund_required']);
    expect(cancel.body.error?.details).toMatchObject({ paid_minor: 100 });
    expect(cancel.body.error?.message).not.toMatch(/kart|onaylandı/i);
    expect((await refundAll(order.id)).status).toBe(200);
    expect((await tillStatus(order.id, 'cancelled')).status).toBe(200);
  });

  it('a part-paid order whose part was given back takes no more parts (409 order_refunded): it is cancelled', async () => {
    const order = await till.newOrder();
    await payCash(order.id, 100);
    expect((await refundAll(order.id)).status).toBe(200);
    const rest = order.total_minor - 100;
    const more = await till.pay(order.id, { method: 'cash', amount_minor: rest, tendered_minor: rest });
    expect([more.status, more.body.error?.code]).toEqual([409, 'order_refunded']);
    expect((await till.money(order.id)).status).toBe('pending_payment');
    expect((await tillStatus(order.id, 'cancelled')).status).toBe(200);
  });
});

describe('dead till checkouts (item 4, server)', () => {
  it('a till checkout unpaid past the time-out is abandoned; one with money kept, a live part or a tab is not', async () => {
    const unpaid = await till.newOrder([till.line('Ayran')]);
    const declined = await till.newOrder([till.line('Ayran')]);
    await till.next('declined');
    const card = await till.pay(declined.id, { method: 'card', amount_minor: declined.total_minor });
    expect(await till.settled(card.body.data.id)).toMatchObject({ step: 'failed' });
    const partPaid = await till.newOrder();
    await payCash(partPaid.id, 100);
    const tab = await openTab([till.line('Ayran')]);
    const abandoned = await new OrderRepository(till.db).abandonStale(new Date(Date.now() + 60_000));
    expect(abandoned).toEqual(expect.arrayContaining([unpaid.id, declined.id]));
    expect(abandoned).not.toContain(partPaid.id);
    expect(abandoned).not.toContain(tab.id);
    expect((await detail(unpaid.id)).status).toBe('abandoned');
    // a customer who comes back can still pay it
    await payCash(unpaid.id, unpaid.total_minor);
    expect((await till.money(unpaid.id)).status).toBe('paid');
  });
});
