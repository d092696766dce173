import type { MenuData, OrderDetail, OrderSummary, PaymentAttempt } from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let client: ReturnType<typeof api>;
let kiosk: string;
let admin: string;
let menu: MenuData;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 300, log: () => {} });
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '200', PAYMENT_TIMEOUT_MS: '20000' },
  });
  await server.database.db
    .updateTable('pos_devices')
    .set({ ip_address: '127.0.0.1', port: simulator.port })
    .execute();
  client = api(server.urls.kiosk);
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(async () => {
  await server?.close();
  await simulator?.stop();
});

const next = (outcome: string, delayMs = 300) =>
  fetch(`${simulator.url}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome, delayMs }),
  });
const simSales = async () =>
  (
    (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
      sales: Array<{ orderNo: string; status: string }>;
    }
  ).sales;

async function newOrder(): Promise<OrderSummary> {
  const { product: _p, ...line } = lineFor(menu, 'Klasik Burger');
  const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: { items: [line, (({ product: _q, ...l }) => l)(lineFor(menu, 'Ayran'))] },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}
const start = (orderId: string) =>
  client.call<{ data: PaymentAttempt }>('POST', '/functions/v1/kiosk-payment/start', {
    token: kiosk,
    body: { order_id: orderId },
  });
/** GET kiosk-payment/status of an attempt, with more of the query (`&step=…&wait_ms=…`) if given. */
const statusOf = (attemptId: string, query = '') =>
  client.call<{ data: PaymentAttempt }>(
    'GET',
    `/functions/v1/kiosk-payment/status?attempt_id=${attemptId}${query}`,
    {
      token: kiosk,
    },
  );
async function settle(attemptId: string, timeoutMs = 15_000): Promise<PaymentAttempt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await statusOf(attemptId);
    if (!['connecting', 'waiting'].includes(res.body.data.step)) return res.body.data;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const detail = async (id: string) =>
  (
    await client.call<{ data: OrderDetail }>('GET', `/functions/v1/get-order-detail?orderId=${id}`, {
      token: admin,
    })
  ).body.data;

describe('kiosk card payment', () => {
  it('approves: the order is paid with POS details, card details and both receipts', async () => {
    await next('approve');
    const order = await newOrder();
    const started = await start(order.id);
    expect(started.status).toBe(200);
    expect(['connecting', 'waiting']).toContain(started.body.data.step);
    const done = await settle(started.body.data.attempt_id);
    expect(done).toMatchObject({
      step: 'paid',
      order_number: order.order_number,
      reference_number: order.reference_number,
    });
    const paid = await detail(order.id);
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(paid.pos_details[0]?.pos_sale_number).toBeTruthy();
    expect(paid.pos_details[0]?.invoice_no).toBeTruthy();
    expect(paid.pos_details[0]?.sale_inquiry_link).toMatch(/^http/);
    expect(paid.payment_details?.card_last4).toMatch(/^\d{4}$/);
    expect(paid.receipts.customer_receipt_id).toBeTruthy();
    expect(paid.receipts.merchant_receipt_id).toBeTruthy();
    expect((await simSales()).filter((s) => s.orderNo === order.order_number)).toHaveLength(1);
    // Starting again does not charge again.
    const again = await start(order.id);
    expect(again.body.data.step).toBe('paid');
    expect((await simSales()).filter((s) => s.orderNo === order.order_number)).toHaveLength(1);
  });

  it('answers a long-polled status when the attempt moves on, not before, and refuses a bad wait', async () => {
    await next('approve', 1500);
    const order = await newOrder();
    const attemptId = (await start(order.id)).body.data.attempt_id;
    const status = (query: string) => statusOf(attemptId, query);
    // a step the kiosk does not show any more is answered at once
    const first = await status('&step=paid&wait_ms=10000');
    expect(['connecting', 'waiting']).toContain(first.body.data.step);
    // each request waits for the step it names to change: connecting -> waiting -> paid takes at
    // most two, and the approval (1.5 s after the sale) ends the wait well before its 10 s
    const asked = Date.now();
    let shown = first.body.data.step;
    let requests = 0;
    while (shown !== 'paid' && requests < 5) {
      requests += 1;
      shown = (await status(`&step=${shown}&wait_ms=10000`)).body.data.step;
    }
    expect(shown).toBe('paid');
    expect(requests).toBeLessThanOrEqual(2);
    expect(Date.now() - asked).toBeLessThan(8000);
    // a settled attempt with its own step and a short wait: the same step after the wait
    const settled = await status('&step=paid&wait_ms=200');
    expect(settled.body.data.step).toBe('paid');
    for (const bad of ['&step=paid&wait_ms=10001', '&step=paid&wait_ms=1e3', '&step=nope&wait_ms=100']) {
      const res = await status(bad);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toMatch(/wait_ms|step/);
    }
  });

  it('ends a waiting status request when the customer cancels, with the cancelled step', async () => {
    await next('approve', 5000);
    const order = await newOrder();
    const attemptId = (await start(order.id)).body.data.attempt_id;
    const status = (step: string) => statusOf(attemptId, `&step=${step}&wait_ms=10000`);
    let shown = (await status('paid')).body.data.step;
    if (shown === 'connecting') shown = (await status('connecting')).body.data.step;
    expect(shown).toBe('waiting');
    const asked = Date.now();
    const waiting = status('waiting');
    await new Promise((r) => setTimeout(r, 300));
    await client.call('POST', '/functions/v1/kiosk-payment/cancel', {
      token: kiosk,
      body: { attempt_id: attemptId },
    });
    const answered = await waiting;
    // the abort at the terminal settles it well before the sale's 5 s or the wait's 10 s
    expect(answered.body.data.step).toBe('cancelled');
    expect(Date.now() - asked).toBeLessThan(4500);
    expect(
      (await simSales()).filter((s) => s.orderNo === order.order_number && s.status === 'Completed'),
    ).toEqual([]);
  });

  it('shows a decline with its reason, then a retry pays', async () => {
    await next('declined');
    const order = await newOrder();
    const failed = await settle((await start(order.id)).body.data.attempt_id);
    expect(failed).toMatchObject({ step: 'failed', error_code: 'DECLINED_BY_BANK', retries_left: 2 });
    expect(failed.error_message).toContain('declined by the bank');
    await next('approve');
    const retried = await settle((await start(order.id)).body.data.attempt_id);
    expect(retried).toMatchObject({ step: 'paid', attempt_no: 2 });
  });

  it('settles a sale the terminal took but never answered by asking for its result, charging once', async () => {
    await next('no_answer', 200);
    const order = await newOrder();
    const done = await settle((await start(order.id)).body.data.attempt_id);
    expect(done.step).toBe('paid');
    expect((await simSales()).filter((s) => s.orderNo === order.order_number)).toHaveLength(1);
  });

  it('reports each card-side failure with its code', async () => {
    for (const [outcome, code, step] of [
      ['card_read_error', 'CARD_READ_ERROR', 'failed'],
      ['bank_communication_error', 'BANK_COMMUNICATION_ERROR', 'failed'],
      ['cancelled', 'CANCELLED_BY_CUSTOMER', 'cancelled'],
    ] as const) {
      await next(outcome, 100);
      const order = await newOrder();
      const result = await settle((await start(order.id)).body.data.attempt_id);
      expect(result, outcome).toMatchObject({ step, error_code: code });
    }
  });

  it('stops after 3 attempts and asks for assistance', async () => {
    const order = await newOrder();
    for (let i = 0; i < 3; i += 1) {
      await next('declined', 50);
      const result = await settle((await start(order.id)).body.data.attempt_id);
      expect(result.retries_left).toBe(2 - i);
    }
    const refused = await start(order.id);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe(
      'Maximum retry attempts reached (3). Please request assistance',
    );
    expect((await detail(order.id)).status).toBe('payment_failed');
  });

  it("does not count the customer's own cancels against the 3 attempts; failures still do", async () => {
    const order = await newOrder();
    // three cancels at the terminal (the customer changed their mind): never charged, none uses a try
    for (let i = 0; i < 3; i += 1) {
      await next('cancelled', 50);
      const result = await settle((await start(order.id)).body.data.attempt_id);
      expect(result).toMatchObject({ step: 'cancelled', retries_left: 3, attempts_used: 0 });
    }
    expect((await detail(order.id)).status).toBe('pending_payment');
    // a cancel at the kiosk while the terminal waits: cancelled, not charged, no try used either
    await next('approve', 5000);
    const waiting = (await start(order.id)).body.data;
    expect(waiting).toMatchObject({ attempt_no: 4, attempts_used: 1 });
    await client.call('POST', '/functions/v1/kiosk-payment/cancel', {
      token: kiosk,
      body: { attempt_id: waiting.attempt_id },
    });
    expect(await settle(waiting.attempt_id)).toMatchObject({ step: 'cancelled', retries_left: 3 });
    // three declines then end it: the order goes to staff as before
    for (let i = 0; i < 3; i += 1) {
      await next('declined', 50);
      const result = await settle((await start(order.id)).body.data.attempt_id);
      expect(result).toMatchObject({ step: 'failed', retries_left: 2 - i, attempts_used: i + 1 });
    }
    expect((await start(order.id)).status).toBe(409);
    expect((await detail(order.id)).status).toBe('payment_failed');
    expect(
      (await simSales()).filter((s) => s.orderNo === order.order_number && s.status === 'Completed'),
    ).toEqual([]);
  });

  it('charges nothing when the terminal cannot be reached', async () => {
    await server.database.db.updateTable('pos_devices').set({ port: 9 }).execute();
    const order = await newOrder();
    const result = await settle((await start(order.id)).body.data.attempt_id);
    expect(result).toMatchObject({
      step: 'failed',
      error_code: 'DEVICE_CONNECTION_ERROR',
      error_message: 'Could not connect to POS device',
    });
    expect((await simSales()).filter((s) => s.orderNo === order.order_number)).toHaveLength(0);
    await server.database.db.updateTable('pos_devices').set({ port: simulator.port }).execute();
  });

  it('tells the kiosk up front whether card payment works: terminal linked and answering', async () => {
    const availability = async () =>
      (
        await client.call<{ data: { available: boolean; reason: string | null } }>(
          'GET',
          '/functions/v1/kiosk-payment/availability',
          { token: kiosk },
        )
      ).body.data;
    expect(await availability()).toEqual({ available: true, reason: null });
    // the terminal does not answer
    await server.database.db.updateTable('pos_devices').set({ port: 9 }).execute();
    expect(await availability()).toEqual({ available: false, reason: 'unreachable' });
    await server.database.db.updateTable('pos_devices').set({ port: simulator.port }).execute();
    // no active terminal linked (link or terminal turned off)
    await server.database.db.updateTable('pos_devices').set({ is_active: false }).execute();
    expect(await availability()).toEqual({ available: false, reason: 'no_pos_device' });
    await server.database.db.updateTable('pos_devices').set({ is_active: true }).execute();
    expect(await availability()).toEqual({ available: true, reason: null });
    // a kiosk device only
    const asAdmin = await client.call('GET', '/functions/v1/kiosk-payment/availability', { token: admin });
    expect(asAdmin.status).toBe(403);
  });

  it('tells the kiosk when no terminal is linked, and keeps other kiosks out of its orders', async () => {
    const order = await newOrder();
    await server.database.db.updateTable('kiosk_pos_devices').set({ is_active_for_kiosk: false }).execute();
    await server.database.db.updateTable('pos_devices').set({ kiosk_id: null }).execute();
    const res = await start(order.id);
    expect(res.status).toBe(409);
    expect((res.body as unknown as { error: { message: string } }).error.message).toBe(
      'No active POS device linked to this kiosk',
    );
    await server.database.db.updateTable('kiosk_pos_devices').set({ is_active_for_kiosk: true }).execute();
  });
});

describe('POS device calls', () => {
  it('reads device info and checks a linked device, marking it connected', async () => {
    const info = await client.call<{ data: { TerminalId: string; SerialNumber: string } }>(
      'POST',
      '/api/pos/device-info',
      {
        token: admin,
        body: {
          ipAddress: '127.0.0.1',
          port: simulator.port,
          serialNumber: 'PAV-SIM-0001',
          fingerprint: 'ADMIN-TEST-1',
        },
      },
    );
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ SerialNumber: 'PAV-SIM-0001' });
    const device = await server.database.db
      .selectFrom('kiosk_pos_devices')
      .select(['kiosk_user_id', 'pos_device_id'])
      .executeTakeFirstOrThrow();
    const check = await client.call('POST', '/api/pos/check-connection', {
      token: admin,
      body: { kioskId: device.kiosk_user_id, posDeviceId: device.pos_device_id },
    });
    expect(check.status).toBe(200);
    const row = await server.database.db
      .selectFrom('pos_device_state')
      .select(['connection_status', 'last_connected_at'])
      .executeTakeFirstOrThrow();
    expect(row.connection_status).toBe('connected');
    expect(row.last_connected_at).not.toBeNull();
    // the one box keeps the identity the terminal reported on the device row (a store node does not)
    const identity = await server.database.db
      .selectFrom('pos_devices')
      .select(['terminal_id', 'firmware_version'])
      .where('id', '=', device.pos_device_id)
      .executeTakeFirstOrThrow();
    expect(identity.terminal_id).toBe((check.body as { data: { TerminalId: string } }).data.TerminalId);
    expect(identity.firmware_version).toBeTruthy();
    const closed = await client.call('POST', '/api/pos/device-info', {
      token: admin,
      body: { ipAddress: '127.0.0.1', port: 9, serialNumber: 'X', fingerprint: 'Y' },
    });
    expect(closed.body.error?.message).toBe('POS device is not accessible at 127.0.0.1:9');
  });
});

describe('test environment relay', () => {
  it('tells the kiosk its terminal is the simulator and sets the next outcome through the server', async () => {
    await server.database.db
      .updateTable('pos_devices')
      .set({ metadata: JSON.stringify({ simulator: true }) })
      .execute();
    const info = await client.call<{ data: { mode: string; test_environment: boolean } }>(
      'GET',
      '/functions/v1/kiosk-payment/terminal',
      { token: kiosk },
    );
    expect(info.body.data).toEqual({ mode: 'REST', test_environment: true });
    const set = await client.call('POST', '/functions/v1/kiosk-payment/test-outcome', {
      token: kiosk,
      body: { outcome: 'card_read_error', delayMs: 50 },
    });
    expect(set.status).toBe(200);
    const order = await newOrder();
    expect(await settle((await start(order.id)).body.data.attempt_id)).toMatchObject({
      step: 'failed',
      error_code: 'CARD_READ_ERROR',
    });
    await server.database.db
      .updateTable('pos_devices')
      .set({ metadata: JSON.stringify({}) })
      .execute();
    const refused = await client.call('POST', '/functions/v1/kiosk-payment/test-outcome', {
      token: kiosk,
      body: { outcome: 'approve' },
    });
    expect(refused.status).toBe(409);
  });
});
