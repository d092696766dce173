import type {
  Board,
  KitchenStation,
  KitchenTickets,
  MenuData,
  OrderSummary,
  ServerMessage,
} from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid, openPaymentAttempt } from './support/order-payment-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let kiosk: string;
let menu: MenuData;
let mutfak: KitchenStation;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.sale);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const stations = await call<KitchenStation[]>('GET', '/functions/v1/kitchen/stations', cashier);
  mutfak = stations.body.data.find((s) => s.is_default) as KitchenStation;
});
afterAll(() => server?.close());

async function call<T>(method: string, path: string, token: string | undefined, body?: unknown) {
  return client.call<{ data: T; error?: { code: string } }>(method, path, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  });
}

async function paidOrder(...names: string[]): Promise<OrderSummary> {
  const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: {
      order_type: 'takeaway',
      items: names.map((n) => (({ product: _p, ...line }) => line)(lineFor(menu, n))),
    },
  });
  expect(res.status).toBe(201);
  await markOrderPaid(server.database.db, res.body.data.id);
  return res.body.data;
}

const tickets = async (station?: string, since?: string) => {
  const query = new URLSearchParams({ ...(station ? { station } : {}), ...(since ? { since } : {}) });
  const res = await call<KitchenTickets>('GET', `/functions/v1/kitchen/tickets?${query}`, cashier);
  expect(res.status).toBe(200);
  return res.body.data;
};
const board = async (token = kiosk) =>
  (await call<Board>('GET', '/functions/v1/kitchen/board', token)).body.data;
const bump = (orderId: string, stationId = mutfak.id) =>
  call<{ status: string; changed: boolean }>('POST', '/functions/v1/kitchen/bump', cashier, {
    order_id: orderId,
    station_id: stationId,
  });
const categoryOf = (name: string) => menu.products.find((p) => p.name === name)?.category_id as string;

describe('kitchen display', () => {
  it('shows a paid order as a ticket with its queue number, lines and customizations; start and bump record history', async () => {
    const order = await paidOrder('Klasik Burger', 'Çay');
    const view = await tickets(mutfak.id);
    const ticket = view.tickets.find((t) => t.id === order.id);
    expect(ticket).toMatchObject({
      queue_number: order.reference_number,
      phase: 'new',
      source: 'kiosk',
      order_type: 'takeaway',
    });
    expect(ticket?.lines.map((l) => l.name)).toEqual(['Klasik Burger', 'Çay']);
    expect(ticket?.lines[0]?.steps.length).toBeGreaterThan(0);

    const start = await call<{ status: string }>('POST', '/functions/v1/kitchen/start', cashier, {
      order_id: order.id,
    });
    expect(start.body.data.status).toBe('preparing');
    expect((await board()).preparing.map((p) => p.queue_number)).toContain(order.reference_number);

    expect((await bump(order.id)).body.data).toMatchObject({ status: 'ready', changed: true });
    expect((await tickets(mutfak.id)).tickets.some((t) => t.id === order.id)).toBe(false);
    const afterBump = await board();
    expect(afterBump.ready.map((r) => r.queue_number)).toContain(order.reference_number);
    expect(afterBump.preparing.map((p) => p.queue_number)).not.toContain(order.reference_number);

    const detail = await call<{ metadata: { status_history: Array<{ from: string; to: string }> } }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${order.id}`,
      admin,
    );
    expect(detail.body.data.metadata.status_history.map((h) => `${h.from}>${h.to}`)).toEqual([
      'paid>preparing',
      'preparing>ready',
    ]);

    // Handed over at the till: it leaves the board.
    const handed = await call('POST', '/functions/v1/manage-orders/update-status', cashier, {
      orderId: order.id,
      status: 'completed',
    });
    expect(handed.status).toBe(200);
    expect((await board()).ready.map((r) => r.queue_number)).not.toContain(order.reference_number);
  });

  it('refuses bad input with field-named errors, unknown stations and closed orders with stable codes', async () => {
    const bad = await call('POST', '/functions/v1/kitchen/bump', cashier, {
      order_id: 'x',
      station_id: mutfak.id,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('order_id');
    const order = await paidOrder('Çay');
    const unknown = await bump(order.id, '00000000-0000-4000-8000-00000000dead');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('station_not_found');
    await call('POST', '/functions/v1/manage-orders/update-status', cashier, {
      orderId: order.id,
      status: 'cancelled',
    });
    const closed = await bump(order.id);
    expect(closed.status).toBe(409);
    expect(closed.body.error?.code).toBe('not_on_display');
    expect((await call('GET', '/functions/v1/kitchen/tickets', undefined)).status).toBe(401);
    expect((await call('GET', '/functions/v1/kitchen/tickets', kiosk)).status).toBe(403);
    expect((await call('GET', '/functions/v1/kitchen/board', undefined)).status).toBe(401);
  });

  it('gives a device account (the board in the dining area) queue numbers only, and nothing of the kitchen or the till', async () => {
    const order = await paidOrder('Çay');
    await bump(order.id);
    const raw = await call<Record<string, unknown>>('GET', '/functions/v1/kitchen/board', kiosk);
    expect(raw.status).toBe(200);
    // no names, items, totals, order numbers or ids: queue numbers (and when they became ready) only
    expect(Object.keys(raw.body.data).sort()).toEqual(['cursor', 'preparing', 'ready']);
    const data = raw.body.data as Board;
    for (const p of data.preparing) expect(Object.keys(p)).toEqual(['queue_number']);
    for (const r of data.ready) expect(Object.keys(r).sort()).toEqual(['queue_number', 'ready_at']);
    expect(data.ready.map((r) => r.queue_number)).toContain(order.reference_number);
    for (const [method, path] of [
      ['GET', '/functions/v1/kitchen/tickets'],
      ['GET', '/functions/v1/kitchen/stations'],
      ['POST', '/functions/v1/kitchen/bump'],
      ['GET', '/api/till/terminals'],
      ['GET', '/functions/v1/manage-orders/list'],
    ] as const) {
      expect((await call(method, path, kiosk, method === 'POST' ? {} : undefined)).status, path).toBe(403);
    }
  });

  it('serializes bumps of one ticket from two displays: one change, one history entry', async () => {
    const order = await paidOrder('Çay');
    const [a, b] = await Promise.all([bump(order.id), bump(order.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.changed, b.body.data.changed].sort()).toEqual([false, true]);
    const detail = await call<{ status: string; metadata: { status_history: unknown[] } }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${order.id}`,
      admin,
    );
    expect(detail.body.data.status).toBe('ready');
    expect(detail.body.data.metadata.status_history).toHaveLength(2);
  });

  it('recalls the last bumped ticket back to preparing, and marks single lines done', async () => {
    const order = await paidOrder('Çay', 'Klasik Burger');
    await bump(order.id);
    const recall = await call<{ order_id: string; status: string }>(
      'POST',
      '/functions/v1/kitchen/recall',
      cashier,
      {
        station_id: mutfak.id,
      },
    );
    expect(recall.body.data).toMatchObject({ order_id: order.id, status: 'preparing' });
    const ticket = (await tickets(mutfak.id)).tickets.find((t) => t.id === order.id);
    expect(ticket?.phase).toBe('preparing');
    const lineId = ticket?.lines[0]?.id as string;
    const done = await call('POST', '/functions/v1/kitchen/line-done', cashier, {
      order_item_id: lineId,
      done: true,
    });
    expect(done.status).toBe(200);
    const again = (await tickets(mutfak.id)).tickets.find((t) => t.id === order.id);
    expect(again?.lines.map((l) => l.done)).toEqual([true, false]);
  });

  it('catches a reconnecting display up: open tickets in full, and what left (cancelled) since its cursor', async () => {
    const before = await tickets(mutfak.id);
    const missed = await paidOrder('Çay');
    const cancelled = await paidOrder('Çay');
    await call('POST', '/functions/v1/manage-orders/update-status', cashier, {
      orderId: cancelled.id,
      status: 'cancelled',
    });
    const caught = await tickets(mutfak.id, before.cursor);
    expect(caught.tickets.filter((t) => t.id === missed.id)).toHaveLength(1);
    expect(caught.tickets.some((t) => t.id === cancelled.id)).toBe(false);
    expect(caught.removed).toContainEqual({
      id: cancelled.id,
      queue_number: cancelled.reference_number,
      status: 'cancelled',
    });
    expect(BigInt(caught.cursor)).toBeGreaterThan(BigInt(before.cursor));
    expect((await call('GET', '/functions/v1/kitchen/tickets?since=abc', cashier)).status).toBe(400);
  });

  it('takes an order refunded in full off the display and the board, and names it for the notice', async () => {
    const before = await tickets(mutfak.id);
    const order = await paidOrder('Çay');
    expect((await tickets(mutfak.id)).tickets.some((t) => t.id === order.id)).toBe(true);
    // what a completed refund at the till writes (the till's refund flow is tested in till-refunds)
    const { db } = server.database;
    await openPaymentAttempt(db, order.id);
    const attempt = await db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payment_reversals')
      .values({
        refund_id: attempt.id,
        order_id: order.id,
        payment_attempt_id: attempt.id,
        kind: 'cash_return',
        amount_minor: order.total_minor,
        status: 'completed',
        reason: 'Müşteri vazgeçti',
      } as never)
      .execute();
    const after = await tickets(mutfak.id, before.cursor);
    expect(after.tickets.some((t) => t.id === order.id)).toBe(false);
    expect(after.removed).toContainEqual({
      id: order.id,
      queue_number: order.reference_number,
      status: 'refunded',
    });
    expect((await board()).preparing.map((p) => p.queue_number)).not.toContain(order.reference_number);
  });

  it('announces a paid order on the kitchen channel and its queue number on the board channel', async () => {
    const socket = new WebSocket(`${server.urls.sale.replace('http', 'ws')}/realtime/v1?token=${cashier}`);
    const messages: ServerMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'join', channel: 'kitchen' }));
    socket.send(JSON.stringify({ type: 'join', channel: 'board' }));
    const waitFor = async (predicate: (m: ServerMessage) => boolean) => {
      const deadline = Date.now() + 15_000;
      while (!messages.some(predicate)) {
        if (Date.now() > deadline) throw new Error(JSON.stringify(messages));
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await waitFor((m) => m.type === 'joined' && m.channel === 'board');
    const order = await paidOrder('Çay');
    const isPaid = (channel: string) => (m: ServerMessage) =>
      m.type === 'event' &&
      m.event.channel === channel &&
      m.event.payload.queue_number === order.reference_number &&
      m.event.payload.status === 'paid';
    await waitFor(isPaid('kitchen'));
    await waitFor(isPaid('board'));
    // the kitchen event carries the ticket as the station shows it: no list to load first
    const kitchenEvent = messages.find(isPaid('kitchen'));
    const pushed =
      kitchenEvent?.type === 'event'
        ? (kitchenEvent.event.payload.tickets as Record<string, KitchenTickets['tickets'][number]>)
        : undefined;
    expect(pushed?.[mutfak.id]).toEqual((await tickets(mutfak.id)).tickets.find((t) => t.id === order.id));
    expect(pushed?.[mutfak.id]?.lines.map((l) => l.name)).toEqual(['Çay']);
    const boardEvent = messages.find(isPaid('board'));
    expect(boardEvent?.type === 'event' && Object.keys(boardEvent.event.payload).sort()).toEqual([
      'queue_number',
      'seq',
      'status',
    ]);
    socket.close();
  });
});

describe('stations', () => {
  it('routes categories to a station: an order splits, each station bumps its part, ready after both', async () => {
    const drinks = categoryOf('Çay');
    const created = await call<KitchenStation>('POST', '/functions/v1/kitchen/stations', admin, {
      name: 'Bar',
      category_ids: [drinks],
    });
    expect(created.status).toBe(201);
    const bar = created.body.data;
    try {
      const order = await paidOrder('Klasik Burger', 'Çay');
      const atBar = (await tickets(bar.id)).tickets.find((t) => t.id === order.id);
      const atMutfak = (await tickets(mutfak.id)).tickets.find((t) => t.id === order.id);
      expect(atBar?.lines.map((l) => l.name)).toEqual(['Çay']);
      expect(atMutfak?.lines.map((l) => l.name)).toEqual(['Klasik Burger']);

      expect((await bump(order.id, bar.id)).body.data.status).toBe('preparing');
      expect((await tickets(bar.id)).tickets.some((t) => t.id === order.id)).toBe(false);
      expect((await tickets(mutfak.id)).tickets.some((t) => t.id === order.id)).toBe(true);
      expect((await bump(order.id, mutfak.id)).body.data.status).toBe('ready');

      const dup = await call('POST', '/functions/v1/kitchen/stations', admin, {
        name: 'bar',
        category_ids: [],
      });
      expect(dup.status).toBe(409);
      expect((dup.body as { error?: { code: string } }).error?.code).toBe('name_taken');
      const unknown = await call('PUT', `/functions/v1/kitchen/stations/${bar.id}`, admin, {
        name: 'Bar',
        category_ids: ['no-such-category'],
      });
      expect(unknown.status).toBe(400);
      expect((await call('POST', '/functions/v1/kitchen/stations', cashier, { name: 'X' })).status).toBe(403);
      const removeDefault = await call('DELETE', `/functions/v1/kitchen/stations/${mutfak.id}`, admin);
      expect(removeDefault.status).toBe(409);
    } finally {
      expect((await call('DELETE', `/functions/v1/kitchen/stations/${bar.id}`, admin)).status).toBe(200);
    }
  });
});
