import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { PosDeviceSummary, RotatedCloudToken } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { api, demo, nextIp } from './support/api.js';
import { REPO_ROOT, startTestServer, type TestServer } from './support/test-server.js';

// CLOUD terminals sign in with a per-terminal token made by the server: shown once, stored hashed,
// rotated by an admin (or the command line), and a rotation ends the terminal's live connection.
let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let deviceId: string;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  const row = await server.database.db
    .selectFrom('pos_devices')
    .select('id')
    .where('pos_serial_number', '=', DEMO_TERMINAL.serialNumber)
    .executeTakeFirstOrThrow();
  deviceId = row.id;
});
afterAll(async () => {
  await server?.close();
});

interface Terminal {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

/** A CLOUD terminal: opens the socket with `token` and says hello. */
async function connectTerminal(token: string, serialNumber = DEMO_TERMINAL.serialNumber): Promise<Terminal> {
  const url = `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'hello', serialNumber, fingerprint: DEMO_TERMINAL.fingerprint }));
  return { socket, closed };
}

/** Resolves with the close, or 'open' when the connection is still up after `ms`. */
function closedWithin(terminal: Terminal, ms: number) {
  return Promise.race([
    terminal.closed,
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);
}

async function listDevices(token = admin) {
  return client.call<{ success: true; data: PosDeviceSummary[] }>('GET', '/functions/v1/pos-devices', {
    token,
  });
}

async function demoDevice(): Promise<PosDeviceSummary> {
  const device = (await listDevices()).body.data.find((d) => d.id === deviceId);
  if (!device) throw new Error('demo terminal missing from the list');
  return device;
}

async function waitForStatus(status: PosDeviceSummary['connection_status']): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await demoDevice()).connection_status !== status) {
    if (Date.now() > deadline) throw new Error(`terminal never became ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function rotate(token = admin, posDeviceId = deviceId) {
  return client.call<{ success: true; data: RotatedCloudToken }>(
    'POST',
    '/functions/v1/pos-devices/rotate-cloud-token',
    { token, body: { pos_device_id: posDeviceId } },
  );
}

function rotateWithCli(args: string[]) {
  return spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'server/src/cli/rotate-pos-token.ts', ...args],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: server.testDatabase.url }, encoding: 'utf8' },
  );
}

describe('CLOUD terminal tokens', () => {
  it('lists terminals for admins with whether a token is set, but never the token or its hash', async () => {
    const res = await listDevices();
    expect(res.status).toBe(200);
    const device = await demoDevice();
    expect(device).toMatchObject({
      pos_serial_number: DEMO_TERMINAL.serialNumber,
      cloud_token_set: true,
      cloud_token_rotated_at: null,
      connection_status: 'disconnected',
      payment_mode: 'REST',
      kiosk: { username: 'kiosk-kadikoy-01' },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(sha256(DEMO_TERMINAL.cloudToken));
    expect(text).not.toContain(DEMO_TERMINAL.cloudToken);
  });

  it('refuses the list and the rotation to cashiers (403), kiosks (403) and anonymous callers (401)', async () => {
    const kiosk = (await api(server.urls.kiosk).signInKiosk(undefined, undefined, nextIp())).body
      .access_token;
    expect((await listDevices(cashier)).status).toBe(403);
    expect((await listDevices(kiosk)).status).toBe(403);
    const refused = await rotate(cashier);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'forbidden' } });
    expect((await rotate(kiosk)).status).toBe(403);
    const anonymous = await client.call('POST', '/functions/v1/pos-devices/rotate-cloud-token', {
      body: { pos_device_id: deviceId },
    });
    expect(anonymous.status).toBe(401);
    // Nothing changed: the demo token still signs in.
    const terminal = await connectTerminal(DEMO_TERMINAL.cloudToken);
    expect(await closedWithin(terminal, 300)).toBe('open');
    terminal.socket.close();
    await terminal.closed;
    await waitForStatus('disconnected');
  });

  it('answers 404 for an unknown terminal and 400 naming the field for a bad id', async () => {
    const missing = await rotate(admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: { code: 'not_found' } });
    const bad = await client.call<{ error: { code: string; details: Array<{ field: string }> } }>(
      'POST',
      '/functions/v1/pos-devices/rotate-cloud-token',
      { token: admin, body: { pos_device_id: 'nope' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details[0]?.field).toBe('pos_device_id');
  });

  it('rotation closes the live connection, the old token is refused (4003) and the new one signs in', async () => {
    const live = await connectTerminal(DEMO_TERMINAL.cloudToken);
    await waitForStatus('connected');

    const before = Date.now();
    const res = await rotate();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token, rotated_at } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(new Date(rotated_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The live connection made with the old token is ended at once.
    const ended = await closedWithin(live, 2000);
    expect(ended).not.toBe('open');
    expect(ended).toMatchObject({ reason: 'token rotated' });
    await waitForStatus('disconnected');

    const old = await connectTerminal(DEMO_TERMINAL.cloudToken);
    expect(await closedWithin(old, 2000)).toEqual({ code: 4003, reason: 'unknown device or bad token' });

    const fresh = await connectTerminal(token);
    expect(await closedWithin(fresh, 300)).toBe('open');
    await waitForStatus('connected');
    // A valid token is only good for its own terminal.
    const elsewhere = await connectTerminal(token, 'PAV-OTHER-0002');
    expect(await closedWithin(elsewhere, 2000)).toMatchObject({ code: 4003 });
    fresh.socket.close();
    await fresh.closed;

    const device = await demoDevice();
    expect(device.cloud_token_set).toBe(true);
    expect(device.cloud_token_rotated_at).toBe(rotated_at);
  });

  it('keeps only the hash: no read, row or audit entry holds the token', async () => {
    const { token } = (await rotate()).body.data;
    const stored = await server.database.db
      .selectFrom('pos_devices')
      .select(['cloud_token_sha256', 'metadata'])
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    expect(stored.cloud_token_sha256).toBe(sha256(token));
    expect(stored.metadata).not.toHaveProperty('cloud_token_sha256');
    const rows = await sql<{ text: string }>`
      SELECT row_to_json(p)::text AS text FROM pos_devices p
      UNION ALL SELECT row_to_json(a)::text FROM audit_log a
    `.execute(server.database.db);
    for (const row of rows.rows) expect(row.text).not.toContain(token);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity_id', '=', deviceId)
      .execute();
    expect(audit).toContainEqual({
      action: 'pos_device.cloud_token_rotated',
      actor_email: demo('admin').email,
    });

    const listed = JSON.stringify((await listDevices()).body);
    expect(listed).not.toContain(token);
    expect(listed).not.toContain(sha256(token));
    // The kiosk's own view of its terminal does not carry it either.
    const kiosk = (await api(server.urls.kiosk).signInKiosk(undefined, undefined, nextIp())).body
      .access_token;
    const terminal = await api(server.urls.kiosk).call('GET', '/functions/v1/kiosk-payment/terminal', {
      token: kiosk,
    });
    expect(JSON.stringify(terminal.body)).not.toContain(token);
    expect(JSON.stringify(terminal.body)).not.toContain(sha256(token));
  });

  it('the command line rotates by serial number, prints the token once, and running servers drop the connection', async () => {
    const { token: current } = (await rotate()).body.data;
    const live = await connectTerminal(current);
    await waitForStatus('connected');

    const result = rotateWithCli([DEMO_TERMINAL.serialNumber]);
    expect(result.status, result.stderr).toBe(0);
    const token = /^\s{2}([A-Za-z0-9_-]{43})$/m.exec(result.stdout)?.[1];
    expect(token).toBeTruthy();
    expect(result.stdout).toContain('shown only this once');

    // No hub in the command line: the server heard the rotation on the realtime bus.
    expect(await closedWithin(live, 3000)).toMatchObject({ reason: 'token rotated' });
    const old = await connectTerminal(current);
    expect(await closedWithin(old, 2000)).toMatchObject({ code: 4003 });
    const fresh = await connectTerminal(token as string);
    expect(await closedWithin(fresh, 300)).toBe('open');
    fresh.socket.close();
    await fresh.closed;

    const unknown = rotateWithCli(['NO-SUCH-SERIAL']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No POS device has the serial number NO-SUCH-SERIAL');
  });
});
