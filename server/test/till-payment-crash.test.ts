import type { MenuData, OrderSummary, TillPayment } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// A server stopped while a till's card part is at the terminal: the next server settles the part
// by asking the terminal for the result of its stored handle; the card is charged once.

let simulator: Awaited<ReturnType<typeof startSimulator>> | undefined;
let first: TestServer | undefined;
let second: TestServer | undefined;
afterAll(async () => {
  await second?.stop();
  await first?.testDatabase.drop();
  await simulator?.stop();
});

it('a card part under way when the server stops is settled once by the next server', async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 100, log: () => {} });
  const env = { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '100', PAYMENT_TIMEOUT_MS: '20000' };
  first = await startTestServer({ env });
  const { db } = first.database;
  await db.updateTable('pos_devices').set({ ip_address: '127.0.0.1', port: simulator.port }).execute();
  const device = await db
    .selectFrom('pos_devices')
    .select('id')
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  const client = api(first.urls.sale);
  const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  const menu = (await (
    await fetch(`${first.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const { product: _p, ...line } = lineFor(menu, 'Klasik Burger');
  const order = (
    await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
      token: cashier,
      body: { items: [line] },
    })
  ).body.data;

  // The terminal approves after 2.5 s; the server stops before it answers.
  await fetch(`${simulator.url}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'approve', delayMs: 2_500 }),
  });
  const started = await client.call<{ data: TillPayment }>('POST', `/api/till/orders/${order.id}/payments`, {
    token: cashier,
    body: { pos_device_id: device.id, method: 'card', amount_minor: 1_000 },
  });
  expect(started.status).toBe(200);
  const sent = Date.now() + 10_000;
  while (
    (
      await db
        .selectFrom('payment_attempts')
        .select('status')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).status === 'connecting'
  ) {
    if (Date.now() > sent) throw new Error('never sent');
    await new Promise((r) => setTimeout(r, 50));
  }
  await first.stop();

  second = await startTestServer({ env, databaseUrl: first.testDatabase.url });
  const again = api(second.urls.sale);
  const token = (await again.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  const deadline = Date.now() + 30_000;
  let part: TillPayment;
  for (;;) {
    part = (
      await again.call<{ data: TillPayment }>('GET', `/api/till/payments/${started.body.data.id}`, { token })
    ).body.data;
    if (part.step === 'paid' || part.step === 'failed') break;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(part)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(part).toMatchObject({ step: 'paid', amount_minor: 1_000 });
  const state = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
    sales: Array<{ orderNo: string; kind: string; status: string }>;
  };
  expect(state.sales.filter((s) => s.orderNo === order.order_number).map((s) => [s.kind, s.status])).toEqual([
    ['payment', 'Completed'],
  ]);
}, 60_000);
