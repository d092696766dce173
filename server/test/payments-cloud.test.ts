import type { MenuData, OrderSummary, PaymentAttempt } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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

async function newOrder(via = client, token = kiosk): Promise<OrderSummary> {
  const { product: _p, ...line } = lineFor(menu, 'Tavuk Burger');
  const order = await via.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token,
    body: { items: [line] },
  });
  return order.body.data;
}

async function payOnce(order?: OrderSummary, via = client, token = kiosk): Promise<PaymentAttempt> {
  const orderId = (order ?? (await newOrder(via, token))).id;
  const started = await via.call<{ data: PaymentAttempt }>('POST', '/functions/v1/kiosk-payment/start', {
    token,
    body: { order_id: orderId },
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await via.call<{ data: PaymentAttempt }>(
      'GET',
      `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}`,
      { token },
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

/** A hand-driven CLOUD terminal: a raw socket that says hello with the demo terminal's serial. */
async function rawTerminal(token = DEMO_TERMINAL.cloudToken, url = server.urls.kiosk) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/pos/cloud/v1?token=${token}`);
  const messages: Array<Record<string, unknown>> = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(
    JSON.stringify({
      type: 'hello',
      serialNumber: DEMO_TERMINAL.serialNumber,
      fingerprint: DEMO_TERMINAL.fingerprint,
    }),
  );
  await new Promise((r) => setTimeout(r, 300));
  return { socket, messages, closed };
}

const health = async (url = server.urls.kiosk) => (await fetch(`${url}/health`)).status;

describe('a CLOUD terminal connection under attack', () => {
  it('survives garbage: a frame that is not a valid message closes only that connection', async () => {
    for (const frame of [
      'this is not json',
      '{"type":"result"}',
      '[1,2,3]',
      'null',
      Buffer.from([0, 1, 2]),
    ]) {
      const terminal = await rawTerminal();
      terminal.socket.send(frame);
      expect(await terminal.closed).toMatchObject({ code: 4400 });
      expect(await health()).toBe(200);
    }
  });

  it('a forged approval of the wrong amount never pays the order', async () => {
    const terminal = await rawTerminal();
    const order = await newOrder();
    const paying = payOnce(order);
    const deadline = Date.now() + 5000;
    while (!terminal.messages.some((m) => m.type === 'sale') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const sale = terminal.messages.find((m) => m.type === 'sale') as { attemptId: string };
    expect(sale).toBeDefined();
    terminal.socket.send(
      JSON.stringify({
        type: 'result',
        attemptId: sale.attemptId,
        result: {
          Status: 'Completed',
          SaleNumber: 'FAKE-1',
          SaleInquiryLink: null,
          TerminalId: 'T',
          MerchantId: 'M',
          AmountMinor: 1,
          FinancialDocuments: [],
          Payments: [{ Mediator: 'CARD', AmountMinor: 1, CardDetails: null }],
          Receipts: { CustomerPng: null, MerchantPng: null },
          ErrorCode: null,
          ErrorMessage: null,
        },
      }),
    );
    const result = await paying;
    expect(result).toMatchObject({ step: 'failed', error_code: 'INVALID_TRANSACTION' });
    const row = await server.database.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending_payment', payment_status: 'pending' });
    terminal.socket.close();
    await terminal.closed;
  });
});

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

  it('refuses a second connection for a terminal that is connected: the real one keeps its sales', async () => {
    const impostor = await rawTerminal();
    expect(await impostor.closed).toMatchObject({ code: 4009 });
    expect((await payOnce()).step).toBe('paid');
  });

  it('reaches a terminal connected to another instance through the bus', async () => {
    // The simulator is connected to the first instance; this kiosk pays through a second one.
    const second = await startTestServer({
      databaseUrl: server.testDatabase.url,
      env: { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '200', PAYMENT_TIMEOUT_MS: '20000' },
    });
    try {
      const other = api(second.urls.kiosk);
      const token = (await other.signInKiosk(undefined, undefined, nextIp())).body.access_token;
      const simulator = simulators.at(-1);
      const before = ((await (await fetch(`${simulator?.url}/__sim/state`)).json()) as { sales: unknown[] })
        .sales.length;
      const result = await payOnce(await newOrder(other, token), other, token);
      expect(result.step).toBe('paid');
      const after = ((await (await fetch(`${simulator?.url}/__sim/state`)).json()) as { sales: unknown[] })
        .sales.length;
      expect(after).toBe(before + 1);
    } finally {
      await second.stop();
    }
  });
});
