import type { MenuData, OrderSummary, TillOrderPayments, TillPayment } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The till in CLOUD mode: the terminal serves a CLOUD kiosk, so the till's parts and refunds go
// down the terminal's connection to the server (payment, sale, void messages).
let server: TestServer;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let client: ReturnType<typeof api>;
let cashier: string;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '200', PAYMENT_TIMEOUT_MS: '20000' },
  });
  const { db } = server.database;
  await db.updateTable('kiosk_users').set({ payment_mode: 'CLOUD' }).execute();
  deviceId = (
    await db.selectFrom('pos_devices').select('id').where('is_active', '=', true).executeTakeFirstOrThrow()
  ).id;
  client = api(server.urls.sale);
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  // cash at a till needs an open till session (on by default)
  const opened = await client.call('POST', '/api/till/sessions', {
    token: cashier,
    body: { pos_device_id: deviceId, float_minor: 100_000 },
  });
  expect(opened.status).toBe(201);
  simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    cloudUrl: `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1`,
    cloudToken: DEMO_TERMINAL.cloudToken,
    defaultDelayMs: 100,
    log: () => {},
  });
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const state = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
      cloudConnected?: boolean;
    };
    if (state.cloudConnected) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 300));
});
afterAll(async () => {
  await simulator?.stop();
  await server?.close();
});

async function settled(id: string): Promise<TillPayment> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const part = (
      await client.call<{ data: TillPayment }>('GET', `/api/till/payments/${id}`, { token: cashier })
    ).body.data;
    if (!['connecting', 'waiting'].includes(part.step)) return part;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(part)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a split card + cash payment and its full refund go through the CLOUD connection', async () => {
  const terminals = await client.call<{ data: Array<{ id: string; payment_mode: string }> }>(
    'GET',
    '/api/till/terminals',
    { token: cashier },
  );
  expect(terminals.body.data.find((t) => t.id === deviceId)?.payment_mode).toBe('CLOUD');
  const menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const { product: _p, ...line } = lineFor(menu, 'Tavuk Burger');
  const order = (
    await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
      token: cashier,
      body: { items: [line] },
    })
  ).body.data;
  const pay = (body: Record<string, unknown>) =>
    client.call<{ data: TillPayment }>('POST', `/api/till/orders/${order.id}/payments`, {
      token: cashier,
      body: { pos_device_id: deviceId, ...body },
    });
  const card = await pay({ method: 'card', amount_minor: 1_000 });
  expect(await settled(card.body.data.id)).toMatchObject({ step: 'paid' });
  const rest = order.total_minor - 1_000;
  const cash = await pay({ method: 'cash', amount_minor: rest, tendered_minor: rest });
  expect(await settled(cash.body.data.id)).toMatchObject({ step: 'paid' });

  const state = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
    sales: Array<{ orderNo: string; kind: string; status: string; origin: string }>;
    reversals: Array<{ kind: string; status: string; amountMinor: number; origin: string }>;
  };
  expect(
    state.sales.filter((s) => s.orderNo === order.order_number).map((s) => [s.kind, s.status, s.origin]),
  ).toEqual([
    ['payment', 'Completed', 'cloud'],
    ['sale', 'Completed', 'cloud'],
  ]);

  const refund = await client.call<{ data: TillOrderPayments }>(
    'POST',
    `/api/till/orders/${order.id}/refunds`,
    {
      token: cashier,
      body: { pos_device_id: deviceId, reason: 'Sipariş iptal' },
    },
  );
  expect(refund.status).toBe(200);
  expect(refund.body.data.refunds.map((r) => [r.kind, r.status, r.amount_minor])).toEqual([
    ['cash_return', 'completed', rest],
    ['void', 'completed', 1_000],
  ]);
  const after = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as typeof state;
  expect(after.reversals.map((r) => [r.kind, r.status, r.amountMinor])).toEqual([
    ['VOID', 'Completed', 1_000],
  ]);
});
