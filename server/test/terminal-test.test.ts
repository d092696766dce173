import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TerminalTestResult } from '@kiosk/contracts';
import { type RunningSimulator, startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { api, demo, type ErrorBody, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The till's payment terminal test screen against the real server, Postgres and simulator.
let server: TestServer;
let sim: RunningSimulator;
let client: ReturnType<typeof api>;
let cashier: string;
let terminalId: string;

type Answer = { success: true; data: TerminalTestResult } & ErrorBody;
const post = (path: string, body: unknown, token = cashier) =>
  client.call<Answer>('POST', `/api/till/terminal-test/${path}`, { token, body });

beforeAll(async () => {
  server = await startTestServer();
  sim = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 30 });
  const { db } = server.database;
  const row = await db
    .updateTable('pos_devices')
    .set({ ip_address: '127.0.0.1', port: sim.port })
    .where('pos_serial_number', '=', DEMO_TERMINAL.serialNumber)
    .returning('id')
    .executeTakeFirstOrThrow();
  terminalId = row.id;
  client = api(server.urls.sale);
  const { email, password } = demo('cashier');
  cashier = (await client.signIn(email, password, nextIp())).body.access_token;
});
afterAll(async () => {
  await sim?.stop();
  await server?.close();
});

describe('payment terminal test screen', () => {
  it('reads the device info and checks the connection, with the raw exchanges', async () => {
    const info = await post('device-info', { pos_device_id: terminalId });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      ok: true,
      test_environment: true,
      device_info: {
        serial_number: DEMO_TERMINAL.serialNumber,
        terminal_id: 'PS000001',
        merchant_id: '000100000012345',
        version: '1.0.0-sim',
      },
    });
    expect(info.body.data.exchanges.map((e) => e.operation)).toEqual(['Pairing', 'GetDeviceInfo']);
    expect(info.body.data.exchanges[1]).toMatchObject({ status: 200, error: null });

    const check = await post('check-connection', { pos_device_id: terminalId });
    expect(check.body.data).toMatchObject({ ok: true });
    const stored = await server.database.db
      .selectFrom('pos_device_state')
      .select('connection_status')
      .where('pos_device_id', '=', terminalId)
      .executeTakeFirstOrThrow();
    expect(stored.connection_status).toBe('connected');
  });

  it('an approved test sale is voided at once and written to the audit log', async () => {
    const res = await post('sale', { pos_device_id: terminalId, amount_minor: 250, outcome: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ok: true,
      sale: { status: 'approved', amount_minor: 250, voided: true, forced_outcome: 'approve' },
    });
    const saleNumber = res.body.data.sale?.sale_number;
    expect(saleNumber).toBeTruthy();
    expect(res.body.data.exchanges.map((e) => e.operation)).toEqual([
      'Pairing',
      'CompleteSale',
      'CancelSale',
    ]);
    // No money stays on a test: the simulator holds the sale and its completed void.
    const voids = sim.device.reversalList().filter((r) => r.result.OriginalSaleNumber === saleNumber);
    expect(voids).toHaveLength(1);
    expect(voids[0]?.result).toMatchObject({ Status: 'Completed', Kind: 'VOID', AmountMinor: 250 });
    // Receipt images are shortened in the exchanges.
    expect(JSON.stringify(res.body.data.exchanges).length).toBeLessThan(20_000);

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_email', 'summary'])
      .where('action', '=', 'pos_device.test_sale')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entity_id: terminalId, actor_email: demo('cashier').email });
    expect(audit.summary).toContain('approved, voided');
  });

  it('a declined test sale answers the terminal error text and voids nothing', async () => {
    const before = sim.device.reversalList().length;
    const res = await post('sale', { pos_device_id: terminalId, outcome: 'declined' });
    expect(res.body.data).toMatchObject({
      ok: false,
      sale: { status: 'declined', amount_minor: 100, error_code: 'DECLINED_BY_BANK', voided: false },
    });
    expect(res.body.data.message).toMatch(/Declined by the bank/);
    expect(sim.device.reversalList()).toHaveLength(before);
  });

  it('an unanswered test sale is settled by its handle and voided', async () => {
    const res = await post('sale', { pos_device_id: terminalId, amount_minor: 100, outcome: 'no_answer' });
    expect(res.body.data).toMatchObject({ ok: true, sale: { status: 'approved', voided: true } });
    const operations = res.body.data.exchanges.map((e) => e.operation);
    expect(operations).toContain('GetSaleResult');
    expect(res.body.data.exchanges.find((e) => e.operation === 'CompleteSale')?.error).toBeTruthy();
  });

  it('refuses unknown, deleted and inactive terminals, bad amounts and unknown outcomes', async () => {
    const unknown = await post('device-info', { pos_device_id: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('pos_device_not_found');

    const tooMuch = await post('sale', { pos_device_id: terminalId, amount_minor: 1001 });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body.error)).toContain('amount_minor');
    const outcome = await post('sale', { pos_device_id: terminalId, outcome: 'explode' });
    expect(outcome.status).toBe(400);
    expect(outcome.body.error?.details?.[0]?.field).toBe('outcome');

    const { db } = server.database;
    await db.updateTable('pos_devices').set({ is_active: false }).where('id', '=', terminalId).execute();
    try {
      const inactive = await post('sale', { pos_device_id: terminalId });
      expect(inactive.status).toBe(409);
      expect(inactive.body.error?.code).toBe('pos_device_inactive');
    } finally {
      await db.updateTable('pos_devices').set({ is_active: true }).where('id', '=', terminalId).execute();
    }
  });

  it("an address where another service answers, or one outside the allowed networks: a fixed message, never that service's answer", async () => {
    const other = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<html>internal admin panel secret-7781</html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { db } = server.database;
    try {
      await db
        .updateTable('pos_devices')
        .set({ port: (other.address() as AddressInfo).port })
        .where('id', '=', terminalId)
        .execute();
      const info = await post('device-info', { pos_device_id: terminalId });
      expect(info.body.data).toMatchObject({ ok: false, message_code: 'notATerminal' });
      expect(JSON.stringify(info.body)).not.toContain('secret-7781');
      expect(info.body.data.exchanges[0]).toMatchObject({ response: null, error_code: 'notATerminal' });
      // a saved address outside the allowed networks (a host name) is never asked
      await db
        .updateTable('pos_devices')
        .set({ ip_address: 'localhost' })
        .where('id', '=', terminalId)
        .execute();
      const refused = await post('check-connection', { pos_device_id: terminalId });
      expect(refused.body.data).toMatchObject({ ok: false, message_code: 'addressNotAllowed' });
      // the admin's device check refuses it at the field, before anything is asked
      const admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body
        .access_token;
      const probe = await client.call('POST', '/api/pos/device-info', {
        token: admin,
        body: {
          ipAddress: 'localhost',
          port: (other.address() as AddressInfo).port,
          serialNumber: 'X',
          fingerprint: 'fp',
        },
      });
      expect(probe.status).toBe(400);
      expect(probe.body.error?.details?.map((d) => d.field)).toEqual(['ipAddress']);
    } finally {
      await db
        .updateTable('pos_devices')
        .set({ ip_address: '127.0.0.1', port: sim.port })
        .where('id', '=', terminalId)
        .execute();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('is for staff: a plain user is refused, no token is 401', async () => {
    const email = `u-${randomUUID().slice(0, 8)}@example.com`;
    await server.database.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword('Kebap-Tost-2026'),
        role: 'user',
        email_confirmed: true,
        display_name: null,
      })
      .execute();
    const user = (await client.signIn(email, 'Kebap-Tost-2026', nextIp())).body.access_token;
    expect((await post('device-info', { pos_device_id: terminalId }, user)).status).toBe(403);
    expect(
      (await client.call('POST', '/api/till/terminal-test/sale', { body: { pos_device_id: terminalId } }))
        .status,
    ).toBe(401);
  });
});
