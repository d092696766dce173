import type { MenuData, OrderSummary, TillOrderPayments, TillPayment } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import { expect } from 'vitest';
import { api, demo, nextIp } from './api.js';
import { lineFor } from './menu-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The real server and the real terminal simulator over HTTP, signed in as a cashier and an admin. */
export async function tillFixture(env: Record<string, string> = {}) {
  const simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 100, log: () => {} });
  const server: TestServer = await startTestServer({
    env: { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '100', PAYMENT_TIMEOUT_MS: '20000', ...env },
  });
  const { db } = server.database;
  await db.updateTable('pos_devices').set({ ip_address: '127.0.0.1', port: simulator.port }).execute();
  const device = await db
    .selectFrom('pos_devices')
    .select('id')
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .executeTakeFirstOrThrow();
  const client = api(server.urls.sale);
  const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  const admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body
    .access_token;
  const menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;

  const line = (name: string, quantity = 1) => {
    const { product: _p, ...rest } = lineFor(menu, name, quantity);
    return rest;
  };

  /** An order made at the till (a cashier's token, no kiosk). */
  async function newOrder(items = [line('Klasik Burger'), line('Ayran')]): Promise<OrderSummary> {
    const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
      token: cashier,
      body: { items },
    });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  const pay = (
    orderId: string,
    body: { method: 'card' | 'cash'; amount_minor: number; tendered_minor?: number },
    options: { token?: string; key?: string } = {},
  ) =>
    fetch(`${server.urls.sale}/api/till/orders/${orderId}/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${options.token ?? cashier}`,
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: JSON.stringify({ pos_device_id: device.id, ...body }),
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as {
        data: TillPayment;
        error?: { code: string; details?: Array<{ field: string }> };
      },
    }));

  const money = async (orderId: string, token = cashier) => {
    const res = await client.call<{ data: TillOrderPayments }>(
      'GET',
      `/api/till/orders/${orderId}/payments`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** Polls a part until the terminal has settled it. */
  async function settled(paymentId: string, timeoutMs = 15_000): Promise<TillPayment> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.call<{ data: TillPayment }>('GET', `/api/till/payments/${paymentId}`, {
        token: cashier,
      });
      if (!['connecting', 'waiting'].includes(res.body.data.step)) return res.body.data;
      if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const next = (outcome: string, delayMs = 100) =>
    fetch(`${simulator.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome, delayMs }),
    });

  /** What the terminal holds: its sales (kind sale | payment) and reversals. */
  const simState = async () =>
    (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
      sales: Array<{
        handleKey: string;
        kind: string;
        orderNo: string;
        status: string;
        amountMinor: number;
        saleNumber: string | null;
      }>;
      reversals: Array<{ originalKey: string; kind: string; status: string; amountMinor: number }>;
    };

  /** Listens to the server's realtime bus (Postgres NOTIFY): the 'orders' events published since. */
  async function listenOrders() {
    const listener = new pg.Client({ connectionString: server.testDatabase.url });
    await listener.connect();
    const events: Array<Record<string, unknown>> = [];
    listener.on('notification', (message) => {
      const event = JSON.parse(message.payload ?? '{}') as {
        channel?: string;
        payload?: Record<string, unknown>;
      };
      if (event.channel === 'orders' && event.payload) events.push(event.payload);
    });
    await listener.query('LISTEN kiosk_realtime');
    return { events, close: () => listener.end() };
  }

  return {
    listenOrders,
    server,
    simulator,
    db,
    device,
    client,
    cashier,
    admin,
    menu,
    line,
    newOrder,
    pay,
    money,
    settled,
    next,
    simState,
    async close() {
      await server.close();
      await simulator.stop();
    },
  };
}

export type TillFixture = Awaited<ReturnType<typeof tillFixture>>;
