import type { MenuData, OrderSummary, PaymentAttempt } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { api, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// CLOUD payment mode: the terminal holds a WebSocket to the server and takes the sale from it.
let server: TestServer;
let client: ReturnType<typeof api>;
let kiosk: string;
let menu: MenuData;
const simulators: Array<Awaited<ReturnType<typeof startSimulator>>> = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '200', PAYMENT_TIMEOUT_MS: '20000' },
  });
  await server.database.db.updateTable('kiosk_users').set({ payment_mode: 'CLOUD' }).execute();
  client = api(server.urls.kiosk);
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(async () => {
  for (const s of simulators) await s.stop();
  await server?.close();
});

async function payOnce(): Promise<PaymentAttempt> {
  const { product: _p, ...line } = lineFor(menu, 'Tavuk Burger');
  const order = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: { items: [line] },
  });
  const started = await client.call<{ data: PaymentAttempt }>('POST', '/functions/v1/kiosk-payment/start', {
    token: kiosk,
    body: { order_id: order.body.data.id },
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await client.call<{ data: PaymentAttempt }>(
      'GET',
      `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}`,
      { token: kiosk },
    );
    if (!['connecting', 'waiting'].includes(res.body.data.step) || Date.now() > deadline)
      return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cloudSimulator = async (token: string) => {
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    cloudUrl: `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1`,
    cloudToken: token,
    defaultDelayMs: 200,
    log: () => {},
  });
  simulators.push(simulator);
  return simulator;
};

describe('CLOUD payment mode', () => {
  it('refuses a terminal with a wrong token: the payment cannot reach it and nothing is charged', async () => {
    const impostor = await cloudSimulator('wrong-token');
    await new Promise((r) => setTimeout(r, 500));
    const result = await payOnce();
    expect(result).toMatchObject({ step: 'failed', error_code: 'DEVICE_CONNECTION_ERROR' });
    await impostor.stop();
  });

  it('sends the sale down the terminal connection and is paid', async () => {
    const simulator = await cloudSimulator(DEMO_TERMINAL.cloudToken);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const state = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
        cloudConnected?: boolean;
      };
      if (state.cloudConnected) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    const result = await payOnce();
    expect(result.step).toBe('paid');
    const sales = ((await (await fetch(`${simulator.url}/__sim/state`)).json()) as { sales: unknown[] })
      .sales;
    expect(sales).toHaveLength(1);
  });
});
