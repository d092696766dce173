import type { TerminalTestResult } from '@kiosk/contracts';
import { type RunningSimulator, startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { api, demo, type ErrorBody, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The terminal test screen with a CLOUD terminal: the sale and its void go down the terminal's
// WebSocket (the simulator in CLOUD mode), the outcome is still forced through its control API.
let server: TestServer;
let sim: RunningSimulator;
let client: ReturnType<typeof api>;
let cashier: string;
let terminalId: string;

type Answer = { success: true; data: TerminalTestResult } & ErrorBody;
const post = (path: string, body: unknown) =>
  client.call<Answer>('POST', `/api/till/terminal-test/${path}`, { token: cashier, body });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await db.updateTable('kiosk_users').set({ payment_mode: 'CLOUD' }).execute();
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    cloudUrl: `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1`,
    cloudToken: DEMO_TERMINAL.cloudToken,
    cloudFingerprint: DEMO_TERMINAL.fingerprint,
    defaultDelayMs: 30,
  });
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
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as { cloudConnected: boolean };
    if (state.cloudConnected) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await sim?.stop();
  await server?.close();
});

describe('terminal test screen, CLOUD terminal', () => {
  it('reads what a CLOUD terminal tells (its serial, the stored rest) and runs a voided test sale', async () => {
    const info = await post('device-info', { pos_device_id: terminalId });
    expect(info.body.data).toMatchObject({
      ok: true,
      device_info: { serial_number: DEMO_TERMINAL.serialNumber },
    });

    const sale = await post('sale', { pos_device_id: terminalId, amount_minor: 300, outcome: 'approve' });
    expect(sale.body.data).toMatchObject({
      ok: true,
      sale: { status: 'approved', voided: true, amount_minor: 300 },
    });
    expect(sale.body.data.exchanges.map((e) => e.operation)).toEqual(['cloud:sale', 'cloud:void']);
    // no CLOUD token in what support staff see
    expect(JSON.stringify(sale.body.data)).not.toContain(DEMO_TERMINAL.cloudToken);
    const voids = sim.device.reversalList();
    expect(voids.map((v) => [v.result.Kind, v.result.Status, v.origin])).toEqual([
      ['VOID', 'Completed', 'cloud'],
    ]);

    const declined = await post('sale', { pos_device_id: terminalId, outcome: 'card_read_error' });
    expect(declined.body.data).toMatchObject({
      ok: false,
      sale: { status: 'declined', error_code: 'CARD_READ_ERROR' },
    });
  });
});
