import type { MenuData, OrderSummary, PaymentAttempt } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type TokenBody } from './support/api.js';
import { freePort } from './support/free-port.js';
import { lineFor } from './support/menu-helpers.js';
import { type ServerProcess, spawnServer, waitForReady } from './support/server-process.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// The real server process, killed with SIGKILL while a sale waits at the terminal.
let database: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let env: Record<string, string>;
let baseUrl: string;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', log: () => {} });
  const { db } = database.connect();
  await db.updateTable('pos_devices').set({ ip_address: '127.0.0.1', port: simulator.port }).execute();
  const [kiosk, admin, sale] = [await freePort(), await freePort(), await freePort()];
  env = {
    DATABASE_URL: database.url,
    KIOSK_PORT: String(kiosk),
    ADMIN_PORT: String(admin),
    SALE_PORT: String(sale),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    PAYMENT_POLL_MS: '200',
  };
  baseUrl = `http://127.0.0.1:${kiosk}`;
});
const extraSimulators: Array<Awaited<ReturnType<typeof startSimulator>>> = [];
afterAll(async () => {
  for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  await simulator?.stop();
  for (const sim of extraSimulators) await sim.stop();
  await database?.drop();
});

async function boot(): Promise<ServerProcess> {
  const proc = spawnServer(env);
  running.push(proc);
  await waitForReady(baseUrl, proc);
  return proc;
}

const simState = async () =>
  (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
    sales: Array<{ orderNo: string; status: string }>;
  };
async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function orderAndPay(kiosk: TokenBody, outcome: string): Promise<OrderSummary> {
  const client = api(baseUrl);
  const menu = (await (
    await fetch(`${baseUrl}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const { product: _p, ...line } = lineFor(menu, 'Cheeseburger');
  const created = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk.access_token,
    body: { items: [line] },
  });
  await fetch(`${simulator.url}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, delayMs: 2500 }),
  });
  const started = await client.call<{ data: PaymentAttempt }>('POST', '/functions/v1/kiosk-payment/start', {
    token: kiosk.access_token,
    body: { order_id: created.body.data.id },
  });
  expect(started.status).toBe(200);
  // The sale is now waiting at the terminal.
  await waitFor(async () =>
    (await simState()).sales.some((s) => s.orderNo === created.body.data.order_number) ? true : undefined,
  );
  return created.body.data;
}

const orderRow = (id: string) =>
  database
    .connect()
    .db.selectFrom('orders')
    .select(['status', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a server killed mid-sale', () => {
  it('settles an approved sale after restart by asking the terminal, with exactly one sale', async () => {
    const first = await boot();
    const kiosk = (await api(baseUrl).signInKiosk()).body;
    const order = await orderAndPay(kiosk, 'approve');
    first.child.kill('SIGKILL');
    await first.exited;
    // The terminal approves while the server is down.
    await waitFor(async () =>
      (await simState()).sales.find((s) => s.orderNo === order.order_number)?.status === 'Completed'
        ? true
        : undefined,
    );
    await boot();
    const paid = await waitFor(async () => {
      const row = await orderRow(order.id);
      return row.status === 'paid' ? row : undefined;
    });
    expect(paid).toEqual({ status: 'paid', payment_status: 'paid' });
    expect((await simState()).sales.filter((s) => s.orderNo === order.order_number)).toHaveLength(1);
    const receipts = await database
      .connect()
      .db.selectFrom('order_receipts')
      .select('receipt_type')
      .where('order_id', '=', order.id)
      .execute();
    expect(receipts).toHaveLength(2);
  }, 90_000);

  it('settles a declined sale after restart as failed, and the order can be paid on retry', async () => {
    const current = running.at(-1) as ServerProcess;
    const kiosk = (await api(baseUrl).signInKiosk()).body;
    const order = await orderAndPay(kiosk, 'declined');
    current.child.kill('SIGKILL');
    await current.exited;
    await waitFor(async () =>
      (await simState()).sales.find((s) => s.orderNo === order.order_number)?.status === 'Failed'
        ? true
        : undefined,
    );
    await boot();
    const attempt = await waitFor(async () => {
      const row = await database
        .connect()
        .db.selectFrom('payment_attempts')
        .select(['id', 'status', 'error_code'])
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      return row && row.status !== 'sent' && row.status !== 'unknown' ? row : undefined;
    });
    expect(attempt).toMatchObject({ status: 'failed', error_code: 'DECLINED_BY_BANK' });
    expect((await orderRow(order.id)).status).toBe('pending_payment');

    await fetch(`${simulator.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve', delayMs: 100 }),
    });
    const fresh = (await api(baseUrl).signInKiosk()).body;
    const retry = await api(baseUrl).call<{ data: PaymentAttempt }>(
      'POST',
      '/functions/v1/kiosk-payment/start',
      {
        token: fresh.access_token,
        body: { order_id: order.id },
      },
    );
    expect(retry.body.data.attempt_no).toBe(2);
    await waitFor(async () => ((await orderRow(order.id)).status === 'paid' ? true : undefined));
    expect((await simState()).sales.filter((s) => s.orderNo === order.order_number)).toHaveLength(2);
  }, 90_000);
});

describe('a server killed mid-sale in CLOUD mode (the terminal holds the connection)', () => {
  it('settles an approved and then a declined sale after each restart, over the reconnected terminal, charging once', async () => {
    // From now on the kiosk's terminal is a CLOUD one: it reconnects to whichever server runs.
    const { db } = database.connect();
    await db.updateTable('kiosk_users').set({ payment_mode: 'CLOUD' }).execute();
    let current = running.at(-1) as ServerProcess;
    if (current.child.exitCode !== null) current = await boot();
    simulator = await startSimulator({
      port: 0,
      host: '127.0.0.1',
      mode: 'CLOUD',
      cloudUrl: `${baseUrl.replace('http', 'ws')}/api/pos/cloud/v1`,
      cloudToken: 'demo-cloud-token',
      cloudReconnectMs: 100,
      log: () => {},
    });
    extraSimulators.push(simulator);
    const connected = async () =>
      ((await (await fetch(`${simulator.url}/__sim/state`)).json()) as { cloudConnected: boolean })
        .cloudConnected || undefined;
    await waitFor(connected);

    for (const [outcome, terminalStatus, expected] of [
      ['approve', 'Completed', 'paid'],
      ['declined', 'Failed', 'pending_payment'],
    ] as const) {
      const kiosk = (await api(baseUrl).signInKiosk()).body;
      const order = await orderAndPay(kiosk, outcome);
      current.child.kill('SIGKILL');
      await current.exited;
      await waitFor(async () =>
        (await simState()).sales.find((s) => s.orderNo === order.order_number)?.status === terminalStatus
          ? true
          : undefined,
      );
      current = await boot();
      await waitFor(connected);
      const attempt = await waitFor(async () => {
        const row = await db
          .selectFrom('payment_attempts')
          .select(['status'])
          .where('order_id', '=', order.id)
          .executeTakeFirst();
        return row && !['connecting', 'sent', 'unknown'].includes(row.status) ? row : undefined;
      });
      expect(attempt.status).toBe(outcome === 'approve' ? 'approved' : 'failed');
      expect((await orderRow(order.id)).status).toBe(expected);
      expect((await simState()).sales.filter((s) => s.orderNo === order.order_number)).toHaveLength(1);
    }
  }, 120_000);
});
