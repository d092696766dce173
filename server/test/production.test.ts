import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_KIOSK, DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
import { api, type ErrorBody, nextIp } from './support/api.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { REPO_ROOT, startTestServer, type TestServer } from './support/test-server.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.drop());

function createUser(args: string[]) {
  return spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'server/src/cli/create-user.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    },
  );
}

describe('production safety', () => {
  it('refuses to start while a demo account has its seed password', async () => {
    await expect(
      startTestServer({ databaseUrl: database.url, env: { NODE_ENV: 'production' } }),
    ).rejects.toThrow(/demo accounts still have their published passwords/);
  });

  it('user:create makes a real account that can sign in, and refuses common passwords', async () => {
    const weak = createUser(['--email', 'owner@bufe.com.tr', '--role', 'admin', '--password', 'password123']);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('passwordTooCommon');
    const made = createUser(['--email', 'owner@bufe.com.tr', '--role', 'admin']);
    expect(made.status).toBe(0);
    const password = /with the password: (\S+)/.exec(made.stdout)?.[1];
    expect(password).toBeTruthy();
    const server = await startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    try {
      const res = await api(server.urls.admin).signIn('owner@bufe.com.tr', password as string, nextIp());
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('admin');
    } finally {
      await server.stop();
    }
    const twice = createUser([
      '--email',
      'owner@bufe.com.tr',
      '--role',
      'admin',
      '--password',
      'Another-Good-1',
    ]);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('--reset');
  });
});

describe('production safety: the demo CLOUD token', () => {
  it('refuses to start while a terminal has the published demo token, naming it and the command that rotates it', async () => {
    const own = await createTestDatabase({ seeded: true });
    try {
      // The demo passwords are dealt with; only the terminal's token is left.
      const db = own.connect();
      try {
        await db.db.updateTable('users').set({ is_disabled: true }).execute();
        await db.db.updateTable('kiosk_users').set({ is_active: false }).execute();
      } finally {
        await db.close();
      }
      const env = { DATABASE_URL: own.url };
      await expect(
        startTestServer({ databaseUrl: own.url, env: { NODE_ENV: 'production' } }),
      ).rejects.toThrow(
        new RegExp(
          `card terminal ${DEMO_TERMINAL.serialNumber} \\(Kasa Yanı Terminal\\) still uses the published demo CLOUD token.*npm run pos:rotate-token -- ${DEMO_TERMINAL.serialNumber}`,
        ),
      );
      const rotated = spawnSync(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'server/src/cli/rotate-pos-token.ts',
          DEMO_TERMINAL.serialNumber,
        ],
        { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
      );
      expect(rotated.status, rotated.stderr).toBe(0);
      const server = await startTestServer({ databaseUrl: own.url, env: { NODE_ENV: 'production' } });
      await server.stop();
    } finally {
      await own.drop();
    }
  });
});

describe('production safety at runtime: published demo secrets are refused wherever they are set or used', () => {
  const ADMIN_PASSWORD = 'Uretim-Yonetici-2026!';
  const KIOSK_PASSWORD = 'Uretim-Kiosk-2026!';
  let own: TestDatabase;
  let server: TestServer;
  let admin = '';
  let terminalId = '';
  let kioskId = '';

  beforeAll(async () => {
    own = await createTestDatabase({ seeded: true });
    // the start-up checks pass: new passwords, the terminal with the demo token deactivated; the
    // kiosk keeps its demo PIN
    const db = own.connect();
    try {
      await db.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(ADMIN_PASSWORD) })
        .execute();
      await db.db
        .updateTable('kiosk_users')
        .set({ password_hash: await hashPassword(KIOSK_PASSWORD) })
        .execute();
      await db.db
        .updateTable('pos_devices')
        .set({ is_active: false })
        .where('pos_serial_number', '=', DEMO_TERMINAL.serialNumber)
        .execute();
      terminalId = (
        await db.db
          .selectFrom('pos_devices')
          .select('id')
          .where('pos_serial_number', '=', DEMO_TERMINAL.serialNumber)
          .executeTakeFirstOrThrow()
      ).id;
      kioskId = (
        await db.db
          .selectFrom('kiosk_users')
          .select('id')
          .where('username', '=', DEMO_KIOSK.username)
          .executeTakeFirstOrThrow()
      ).id;
    } finally {
      await db.close();
    }
    server = await startTestServer({
      databaseUrl: own.url,
      env: { NODE_ENV: 'production', TRUST_PROXY: 'true' },
    });
    admin = (await api(server.urls.admin).signIn(DEMO_ACCOUNTS[0]?.email ?? '', ADMIN_PASSWORD, nextIp()))
      .body.access_token;
  });
  afterAll(async () => {
    await server?.stop();
    await own?.drop();
  });

  const call = (path: string, body: unknown) =>
    api(server.urls.admin).call(path.startsWith('/') ? 'POST' : 'GET', path, {
      token: admin,
      body,
      ip: nextIp(),
    });
  const field = (res: { status: number; body: ErrorBody }) => ({
    status: res.status,
    details: res.body.error?.details?.map((d) => ({ field: d.field, key: (d as { key?: string }).key })),
  });

  it('a published password cannot be set on a kiosk (reset or create), nor a published PIN', async () => {
    const reset = await call('/functions/v1/manage-kiosk-users', {
      action: 'reset_password',
      id: kioskId,
      new_password: DEMO_KIOSK.password,
    });
    expect(field(reset)).toEqual({
      status: 400,
      details: [{ field: 'new_password', key: 'passwordPublished' }],
    });
    const created = await call('/functions/v1/manage-kiosk-users', {
      action: 'create',
      username: 'kiosk-prod-02',
      password: DEMO_ACCOUNTS[1]?.password,
      device_name: 'Kiosk 2',
      device_fingerprint: 'KIOSK-PROD-0002',
    });
    expect(field(created)).toEqual({
      status: 400,
      details: [{ field: 'password', key: 'passwordPublished' }],
    });
    const pin = await call('/functions/v1/manage-kiosk-users', {
      action: 'update',
      id: kioskId,
      pin: DEMO_KIOSK.pin,
    });
    expect(field(pin)).toEqual({ status: 400, details: [{ field: 'pin', key: 'pinPublished' }] });
    const pinHash = createHash('sha256').update(DEMO_KIOSK.pin).digest('hex');
    const hashed = await call('/functions/v1/manage-kiosk-users', {
      action: 'update',
      id: kioskId,
      pin_hash: pinHash,
    });
    expect(field(hashed)).toEqual({ status: 400, details: [{ field: 'pin_hash', key: 'pinPublished' }] });
  });

  it('the demo PIN a kiosk still has does not unlock its staff menu', async () => {
    const client = api(server.urls.kiosk);
    const device = await client.signInKiosk(DEMO_KIOSK.username, KIOSK_PASSWORD, nextIp());
    expect(device.status).toBe(200);
    const verify = await client.call<{ valid: boolean }>('POST', '/rest/v1/rpc/verify_kiosk_pin', {
      token: device.body.access_token,
      body: { pin_hash: createHash('sha256').update(DEMO_KIOSK.pin).digest('hex') },
      ip: nextIp(),
    });
    expect(verify.body).toEqual({ valid: false });
  });

  it('a terminal with the demo CLOUD token cannot be activated, and the token does not connect', async () => {
    const activate = await call('/rest/v1/rpc/update_pos_device', { p_id: terminalId, p_is_active: true });
    expect(activate.status, JSON.stringify(activate.body)).toBe(409);
    expect((activate.body.error as { details?: { key?: string } }).details?.key).toBe('posDemoToken');
    // active behind the server's back (a database edit): the published token still does not connect
    await server.database.db
      .updateTable('pos_devices')
      .set({ is_active: true })
      .where('id', '=', terminalId)
      .execute();
    const socket = new WebSocket(
      `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1?token=${DEMO_TERMINAL.cloudToken}`,
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(
      JSON.stringify({ type: 'hello', serialNumber: DEMO_TERMINAL.serialNumber, fingerprint: 'x' }),
    );
    expect(await closed).toBe(4003);
  });

  it('a published password does not sign in, even where the database still has it', async () => {
    await server.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_ACCOUNTS[1]?.password ?? '') })
      .where('email', '=', DEMO_ACCOUNTS[1]?.email ?? '')
      .execute();
    const res = await api(server.urls.admin).signIn(
      DEMO_ACCOUNTS[1]?.email ?? '',
      DEMO_ACCOUNTS[1]?.password ?? '',
      nextIp(),
    );
    expect(res.status).toBe(400);
  });

  it('user:create refuses a published password in production', () => {
    const made = spawnSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'server/src/cli/create-user.ts',
        '--email',
        DEMO_ACCOUNTS[1]?.email ?? '',
        '--role',
        'admin',
        '--reset',
        '--password',
        DEMO_ACCOUNTS[1]?.password ?? '',
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: own.url, NODE_ENV: 'production' },
        encoding: 'utf8',
      },
    );
    expect(made.status).toBe(1);
    expect(made.stderr).toContain('passwordPublished');
  });
});
