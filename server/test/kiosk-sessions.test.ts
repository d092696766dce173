import type { ServerMessage } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_KIOSK } from '../src/db/seed/seed-demo-outlet.js';
import { repositories } from '../src/repositories/index.js';
import { KioskSessionService } from '../src/services/kiosk-session.service.js';
import { api, demo, nextIp, type TokenBody } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  adminToken = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

const sessionsOf = (kioskUserId: string) =>
  client.call<Array<{ id: string; status: string; presence: string; is_active: boolean }>>(
    'POST',
    '/rest/v1/rpc/get_active_kiosk_sessions',
    { token: adminToken, body: { p_kiosk_user_id: kioskUserId } },
  );

function listen(
  url: string,
  token: string,
  channel: string,
): Promise<{ messages: ServerMessage[]; socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${url.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(token)}`,
    );
    const messages: ServerMessage[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      messages.push(message);
      if (message.type === 'joined') resolve({ messages, socket });
      if (message.type === 'error') reject(new Error(message.message));
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', channel })));
    socket.on('error', reject);
  });
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('kiosk device sessions', () => {
  let kiosk: TokenBody;

  it('a kiosk device signs in and gets a device session', async () => {
    const res = await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp());
    expect(res.status).toBe(200);
    kiosk = res.body;
    expect(kiosk.user).toMatchObject({ role: 'kiosk', kiosk: { public_id: DEMO_KIOSK.publicId } });
    expect(kiosk.user.kiosk?.kiosk_session_id).toBeTruthy();
    // the store it prices for (its store's prices and promotions): the account's own
    const store = await server.database.db
      .selectFrom('kiosk_users')
      .select('store_id')
      .where('id', '=', kiosk.user.id)
      .executeTakeFirstOrThrow();
    expect(kiosk.user.kiosk?.store_id).toBe(store.store_id);
    const sessions = await sessionsOf(kiosk.user.id);
    expect(sessions.status).toBe(200);
    expect(sessions.body).toEqual([
      expect.objectContaining({
        id: kiosk.user.kiosk?.kiosk_session_id,
        status: 'active',
        presence: 'active',
        is_active: true,
      }),
    ]);
  });

  it('reports activity', async () => {
    await sql`UPDATE active_kiosk_sessions SET last_activity_at = now() - interval '3 minutes'`.execute(
      server.database.db,
    );
    expect((await sessionsOf(kiosk.user.id)).body[0]).toMatchObject({ status: 'idle', presence: 'idle' });
    const touched = await client.call('POST', '/rest/v1/rpc/touch_kiosk_session', {
      token: kiosk.access_token,
      body: { metadata: { screen: 'welcome' } },
    });
    expect(touched.status).toBe(200);
    expect(touched.body).toMatchObject({ status: 'active', metadata: { screen: 'welcome' } });
  });

  it('kicking ends the session and its sign-in, and the kiosk hears kick_user', async () => {
    const { messages, socket } = await listen(
      server.urls.kiosk,
      kiosk.access_token,
      `kick_user:${kiosk.user.id}`,
    );
    const sessionId = kiosk.user.kiosk?.kiosk_session_id;
    const kick = await client.call('POST', '/rest/v1/rpc/kick_kiosk_session_by_id', {
      token: adminToken,
      body: { p_session_id: sessionId, p_reason: 'Bakım' },
    });
    expect(kick.status).toBe(200);
    expect(kick.body).toBe(true);
    const event = await waitFor(() => messages.find((m) => m.type === 'event'));
    expect(event).toMatchObject({
      type: 'event',
      event: {
        channel: `kick_user:${kiosk.user.id}`,
        event: 'kick_user',
        payload: { kiosk_user_id: kiosk.user.id, reason: 'Bakım' },
      },
    });
    socket.close();
    expect((await sessionsOf(kiosk.user.id)).body).toEqual([]);
    expect((await client.call('GET', '/auth/v1/user', { token: kiosk.access_token })).status).toBe(401);
    expect((await client.refresh(kiosk.refresh_token)).status).toBe(401);
    const again = await client.call('POST', '/rest/v1/rpc/kick_kiosk_session_by_id', {
      token: adminToken,
      body: { p_session_id: sessionId, p_reason: 'x' },
    });
    expect(again.body).toBe(false);
  });

  it('private realtime channels need a signed-in caller with the right role', async () => {
    const admin = await listen(server.urls.admin, adminToken, 'kiosk-users');
    admin.socket.close();
    const fresh = (await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).body;
    await expect(listen(server.urls.kiosk, fresh.access_token, 'kiosk-users')).rejects.toThrow('Not allowed');
    const own = await listen(server.urls.kiosk, fresh.access_token, `kiosk-messages:${fresh.user.id}`);
    own.socket.close();
  });

  it("only the kiosk itself (or an admin) may join a kiosk's kick channel", async () => {
    const fresh = (await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).body;
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body;
    // The old shared channel carried every kiosk's kicks: nobody but an admin joins it now.
    for (const token of [fresh.access_token, cashier.access_token]) {
      await expect(listen(server.urls.kiosk, token, 'kick_user')).rejects.toThrow('Not allowed');
      await expect(
        listen(server.urls.kiosk, token, 'kick_user:00000000-0000-0000-0000-000000000000'),
      ).rejects.toThrow('Not allowed');
    }
    await expect(
      listen(server.urls.kiosk, cashier.access_token, `kick_user:${fresh.user.id}`),
    ).rejects.toThrow('Not allowed');
    const own = await listen(server.urls.kiosk, fresh.access_token, `kick_user:${fresh.user.id}`);
    own.socket.close();
    const admin = await listen(server.urls.admin, adminToken, `kick_user:${fresh.user.id}`);
    admin.socket.close();
  });

  it('the cleanup ends sessions idle over 10 minutes, and the kiosk resumes when it reports again', async () => {
    const fresh = (await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).body;
    await sql`UPDATE active_kiosk_sessions SET last_activity_at = now() - interval '11 minutes' WHERE is_active`.execute(
      server.database.db,
    );
    const ended = await new KioskSessionService(repositories(server.database.db)).cleanupStale();
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await sessionsOf(fresh.user.id)).body).toEqual([]);
    const kioskRow = await server.database.db
      .selectFrom('kiosk_presence')
      .select('is_online')
      .where('kiosk_user_id', '=', fresh.user.id)
      .executeTakeFirstOrThrow();
    expect(kioskRow.is_online).toBe(false);
    const touched = await client.call('POST', '/rest/v1/rpc/touch_kiosk_session', {
      token: fresh.access_token,
      body: {},
    });
    expect(touched.status).toBe(200);
    expect((await sessionsOf(fresh.user.id)).body).toHaveLength(1);
  });

  it('an inactive or deleted kiosk account cannot sign in', async () => {
    const db = server.database.db;
    await db
      .updateTable('kiosk_users')
      .set({ is_active: false })
      .where('username', '=', DEMO_KIOSK.username)
      .execute();
    const inactive = await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp());
    expect(inactive.status).toBe(403);
    expect(inactive.body.error?.code).toBe('account_disabled');
    await db
      .updateTable('kiosk_users')
      .set({ is_active: true, is_deleted: true })
      .where('username', '=', DEMO_KIOSK.username)
      .execute();
    const deleted = await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp());
    expect(deleted.status).toBe(400);
    expect(deleted.body.error?.code).toBe('invalid_credentials');
    const wrong = await client.signInKiosk('kiosk-unknown-99', 'whatever-1', nextIp());
    expect(wrong.body.error?.code).toBe('invalid_credentials');
  });
});

describe('kiosk PIN for the staff menu', () => {
  it('accepts the right PIN (as SHA-256) and locks after repeated wrong ones', async () => {
    const { createHash } = await import('node:crypto');
    const db = server.database.db;
    await db
      .updateTable('kiosk_users')
      .set({ is_active: true, is_deleted: false })
      .where('username', '=', DEMO_KIOSK.username)
      .execute();
    const device = (await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).body;
    const sha = (pin: string) => createHash('sha256').update(pin).digest('hex');
    const check = (pin: string) =>
      client.call<{ valid: boolean }>('POST', '/rest/v1/rpc/verify_kiosk_pin', {
        token: device.access_token,
        body: { pin_hash: sha(pin) },
      });
    expect((await check(DEMO_KIOSK.pin)).body).toEqual({ valid: true });
    for (let i = 0; i < 10; i += 1) expect((await check('11112222')).body).toEqual({ valid: false });
    const locked = await check(DEMO_KIOSK.pin);
    expect(locked.status).toBe(429);
    expect(
      (
        await client.call('POST', '/rest/v1/rpc/verify_kiosk_pin', {
          token: adminToken,
          body: { pin_hash: sha('1') },
        })
      ).status,
    ).toBe(403);
  });

  it('a kiosk without a PIN unlocks its staff menu only with the device password; a PIN kiosk never with it', async () => {
    const { createHash } = await import('node:crypto');
    const db = server.database.db;
    const ip = nextIp();
    const device = (await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).body;
    const unlock = () =>
      client.call<{ method: string }>('GET', '/rest/v1/rpc/kiosk_staff_unlock', {
        token: device.access_token,
        ip,
      });
    const verify = (body: Record<string, string>) =>
      client.call<{ valid: boolean }>('POST', '/rest/v1/rpc/verify_kiosk_pin', {
        token: device.access_token,
        body,
        ip,
      });
    expect((await unlock()).body).toEqual({ method: 'pin' });
    expect((await verify({ password: DEMO_KIOSK.password })).body).toEqual({ valid: false });
    const { pin_hash } = await db
      .selectFrom('kiosk_users')
      .select('pin_hash')
      .where('username', '=', DEMO_KIOSK.username)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('kiosk_users')
      .set({ pin_hash: null })
      .where('username', '=', DEMO_KIOSK.username)
      .execute();
    try {
      expect((await unlock()).body).toEqual({ method: 'password' });
      const sha = createHash('sha256').update(DEMO_KIOSK.pin).digest('hex');
      expect((await verify({ pin_hash: sha })).body).toEqual({ valid: false });
      expect((await verify({ password: 'wrong-password' })).body).toEqual({ valid: false });
      expect((await verify({ password: DEMO_KIOSK.password })).body).toEqual({ valid: true });
      expect((await verify({})).status).toBe(400);
    } finally {
      await db
        .updateTable('kiosk_users')
        .set({ pin_hash })
        .where('username', '=', DEMO_KIOSK.username)
        .execute();
    }
  });
});
