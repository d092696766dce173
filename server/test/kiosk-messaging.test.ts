import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { repositories } from '../src/repositories/index.js';
import { KioskSocketPresence } from '../src/services/kiosk-presence.service.js';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Two instances on one database: the admin talks to A, the kiosks to B. Whatever reaches a socket
// held by the other instance travels through the realtime bus (Postgres NOTIFY).
let a: TestServer;
let b: TestServer;
let adminA: ReturnType<typeof api>;
let kioskB: ReturnType<typeof api>;
let admin: string;
let kiosk: { id: string; token: string };
let other: { id: string; token: string };
let storeId: string;

interface Event {
  type: string;
  channel?: string;
  event?: { event: string; payload: Record<string, unknown> };
}

class Socket {
  readonly events: Event[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.events.push(JSON.parse(data.toString())));
  }
  static async open(baseUrl: string, token: string, channel: string): Promise<Socket> {
    const ws = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(token)}`,
    );
    const s = new Socket(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'join', channel }));
    const answer = await s.waitFor(
      (e) => (e.type === 'joined' || e.type === 'error') && e.channel === channel,
    );
    if (answer.type === 'error') {
      ws.close();
      throw new Error(`refused: ${JSON.stringify(answer)}`);
    }
    return s;
  }
  async waitFor(predicate: (e: Event) => boolean): Promise<Event> {
    let found: Event | undefined;
    await vi.waitFor(
      () => {
        found = this.events.find(predicate);
        if (!found) throw new Error(`not yet: ${JSON.stringify(this.events.slice(-5))}`);
      },
      { timeout: 10_000, interval: 20 },
    );
    return found as Event;
  }
  count(predicate: (e: Event) => boolean): number {
    return this.events.filter(predicate).length;
  }
  close() {
    this.socket.close();
  }
}

const send = (body: Record<string, unknown>) =>
  adminA.call<{ success: true; data: Array<{ id: string; target_kiosk_id: string }> }>(
    'POST',
    '/rest/v1/kiosk_messages',
    { token: admin, body },
  );
const ack = (token: string, message_id: string, response?: Record<string, unknown>) =>
  kioskB.call<{ data: { recorded: boolean; status: string }; error?: { code: string } }>(
    'POST',
    '/functions/v1/kiosk-message-ack',
    { token, body: { message_id, ...(response ? { response } : {}) } },
  );
const pending = (token: string) =>
  kioskB.call<{ data: Array<{ id: string; payload: Record<string, unknown> }> }>(
    'GET',
    '/functions/v1/kiosk-messages/pending',
    { token },
  );
const history = (kioskId: string) =>
  adminA.call<{ data: Array<{ id: string; status: string; preview: string; response: unknown }> }>(
    'GET',
    `/rest/v1/kiosk_messages?target_kiosk_id=${kioskId}`,
    { token: admin },
  );

beforeAll(async () => {
  a = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  b = await startTestServer({ databaseUrl: a.testDatabase.url, env: { TRUST_PROXY: 'true' } });
  adminA = api(a.urls.admin);
  kioskB = api(b.urls.kiosk);
  admin = (await adminA.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  const demoKiosk = (await kioskB.signInKiosk(undefined, undefined, nextIp())).body;
  kiosk = { id: demoKiosk.user.id, token: demoKiosk.access_token };
  const list = await adminA.call<{ data: Array<{ id: string; store_id: string; business_id: string }> }>(
    'GET',
    '/rest/v1/kiosk_users',
    { token: admin },
  );
  const mine = list.body.data.find((k) => k.id === kiosk.id);
  storeId = mine?.store_id ?? '';
  const created = await adminA.call('POST', '/functions/v1/manage-kiosk-users', {
    token: admin,
    body: {
      action: 'create',
      username: 'messaging-kiosk-2',
      password: 'Sifre-Guclu-2026',
      device_name: 'İkinci Kiosk',
      device_fingerprint: 'KIOSK-MSG-0002',
      business_id: mine?.business_id,
      store_id: storeId,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const second = (await kioskB.signInKiosk('messaging-kiosk-2', 'Sifre-Guclu-2026', nextIp())).body;
  other = { id: second.user.id, token: second.access_token };
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('kiosk messages across two instances', () => {
  it('an admin on one instance reaches the kiosk on the other; the ack comes back once', async () => {
    const kioskSocket = await Socket.open(b.urls.kiosk, kiosk.token, `kiosk-messages:${kiosk.id}`);
    const adminSocket = await Socket.open(a.urls.admin, admin, 'message-acks');
    try {
      const sent = await send({
        target_kiosk_id: kiosk.id,
        message_type: 'NOTIFICATION',
        payload: { message: 'Kasa 5 dakika içinde kapanıyor' },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const id = sent.body.data[0]?.id ?? '';
      const heard = await kioskSocket.waitFor((e) => e.event?.payload.id === id);
      expect(heard.event?.payload).toMatchObject({
        message_type: 'NOTIFICATION',
        payload: { message: 'Kasa 5 dakika içinde kapanıyor' },
        priority: 'high',
        requires_ack: true,
        ttl_seconds: 300,
      });
      expect((await history(kiosk.id)).body.data.find((m) => m.id === id)?.status).toBe('pending');

      // acknowledged twice (a retry after a reconnect): recorded once, announced once
      const first = await ack(kiosk.token, id, { ok: true, outcome: 'done' });
      expect(first.body.data).toEqual({ recorded: true, status: 'delivered' });
      const again = await ack(kiosk.token, id, { ok: true, outcome: 'done' });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ recorded: false, status: 'delivered' });
      const heardAck = await adminSocket.waitFor((e) => e.event?.payload.message_id === id);
      expect(heardAck.event).toMatchObject({
        event: 'ack',
        payload: { kiosk_id: kiosk.id, status: 'delivered', response: { ok: true, outcome: 'done' } },
      });
      // the second ack's notification would have arrived by the time a later one does
      const later = await send({ target_kiosk_id: kiosk.id, message_type: 'STATUS_REQUEST', payload: {} });
      const laterId = later.body.data[0]?.id ?? '';
      await ack(kiosk.token, laterId, { app_version: '1.0.0', screen: '/menu' });
      await adminSocket.waitFor((e) => e.event?.payload.message_id === laterId);
      expect(adminSocket.count((e) => e.event?.payload.message_id === id)).toBe(1);
      expect((await history(kiosk.id)).body.data.find((m) => m.id === id)?.status).toBe('delivered');
    } finally {
      kioskSocket.close();
      adminSocket.close();
    }
  });

  it('acks arriving together are recorded together: each message once, the same one twice only once, another kiosk refused', async () => {
    const adminSocket = await Socket.open(a.urls.admin, admin, 'message-acks');
    try {
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const sent = await send({ target_kiosk_id: kiosk.id, message_type: 'NOTIFICATION', payload: { i } });
        ids.push(sent.body.data[0]?.id ?? '');
      }
      const [twice = '', foreign = ''] = ids;
      // all at once (one batch, or a few): one message acked twice, one by the wrong kiosk first
      const answers = await Promise.all([
        ack(other.token, foreign, { ok: true }),
        ...ids.map((id, i) =>
          ack(kiosk.token, id, i === 2 ? { ok: false, outcome: 'unsupported' } : { ok: true }),
        ),
        ack(kiosk.token, twice, { ok: true }),
      ]);
      expect(answers[0]?.status).toBe(403);
      const mine = answers.slice(1);
      expect(mine.map((r) => r.status)).toEqual(mine.map(() => 200));
      // each message recorded by exactly one of its acks
      const recordedTwice = [mine[0], mine[mine.length - 1]].filter((r) => r?.body.data.recorded);
      expect(recordedTwice).toHaveLength(1);
      expect(mine.slice(1, -1).map((r) => r.body.data)).toEqual([
        { recorded: true, status: 'delivered' },
        { recorded: true, status: 'failed' },
        { recorded: true, status: 'delivered' },
        { recorded: true, status: 'delivered' },
        { recorded: true, status: 'delivered' },
      ]);
      for (const id of ids) await adminSocket.waitFor((e) => e.event?.payload.message_id === id);
      const statuses = (await history(kiosk.id)).body.data.filter((m) => ids.includes(m.id));
      expect(statuses.map((m) => m.status).sort()).toEqual([
        'delivered',
        'delivered',
        'delivered',
        'delivered',
        'delivered',
        'failed',
      ]);
      // announced once each
      const later = await send({ target_kiosk_id: kiosk.id, message_type: 'STATUS_REQUEST', payload: {} });
      const laterId = later.body.data[0]?.id ?? '';
      await ack(kiosk.token, laterId, { app_version: '1.0.0' });
      await adminSocket.waitFor((e) => e.event?.payload.message_id === laterId);
      for (const id of ids) expect(adminSocket.count((e) => e.event?.payload.message_id === id)).toBe(1);
    } finally {
      adminSocket.close();
    }
  });

  it("refuses an ack for another kiosk's message (403) and never shows it to that kiosk", async () => {
    const sent = await send({
      target_kiosk_id: kiosk.id,
      message_type: 'COMMAND',
      payload: { command: 'reload_menu' },
    });
    const id = sent.body.data[0]?.id ?? '';
    const refused = await ack(other.token, id, { ok: true });
    expect(refused.status).toBe(403);
    expect((await ack(other.token, '00000000-0000-4000-8000-000000000000', { ok: true })).status).toBe(404);
    expect((await pending(other.token)).body.data.map((m) => m.id)).not.toContain(id);
    expect((await history(kiosk.id)).body.data.find((m) => m.id === id)?.status).toBe('pending');
    // nor may an admin acknowledge for the kiosk, nor may the other kiosk listen on its channel
    expect(
      (
        await adminA.call('POST', '/functions/v1/kiosk-message-ack', {
          token: admin,
          body: { message_id: id },
        })
      ).status,
    ).toBe(403);
    await expect(Socket.open(b.urls.kiosk, other.token, `kiosk-messages:${kiosk.id}`)).rejects.toThrow();
    expect((await ack(kiosk.token, id, { ok: true })).body.data.recorded).toBe(true);
  });

  it('a kiosk that was away gets every unacknowledged message in order; a failed answer shows failed', async () => {
    // clear whatever earlier tests left
    for (const m of (await pending(other.token)).body.data) await ack(other.token, m.id, { ok: true });
    const ids: string[] = [];
    for (const text of ['bir', 'iki', 'üç']) {
      const sent = await send({
        target_kiosk_id: other.id,
        message_type: 'NOTIFICATION',
        payload: { message: text },
      });
      ids.push(sent.body.data[0]?.id ?? '');
    }
    const unknown = await send({
      target_kiosk_id: other.id,
      message_type: 'COMMAND',
      payload: { command: 'dance' },
    });
    ids.push(unknown.body.data[0]?.id ?? '');
    const first = await pending(other.token);
    expect(first.body.data.map((m) => m.id)).toEqual(ids);
    expect(first.body.data.map((m) => m.payload.message ?? m.payload.command)).toEqual([
      'bir',
      'iki',
      'üç',
      'dance',
    ]);
    await ack(other.token, ids[1] ?? '', { ok: true });
    await ack(other.token, ids[3] ?? '', { ok: false, outcome: 'unsupported', detail: 'dance' });
    expect((await pending(other.token)).body.data.map((m) => m.id)).toEqual([ids[0], ids[2]]);
    const shown = (await history(other.id)).body.data;
    expect(shown.find((m) => m.id === ids[3])?.status).toBe('failed');
    expect(shown.find((m) => m.id === ids[1])?.status).toBe('delivered');
  });

  it('a message past its ttl is never delivered, shows as expired and cannot be acknowledged', async () => {
    const sent = await send({
      target_kiosk_id: other.id,
      message_type: 'NOTIFICATION',
      payload: { message: 'x'.repeat(300) },
      ttl_seconds: 1,
    });
    const id = sent.body.data[0]?.id ?? '';
    await vi.waitFor(
      async () =>
        expect((await history(other.id)).body.data.find((m) => m.id === id)?.status).toBe('expired'),
      { timeout: 10_000, interval: 200 },
    );
    expect((await pending(other.token)).body.data.map((m) => m.id)).not.toContain(id);
    const late = await ack(other.token, id, { ok: true });
    expect(late.status).toBe(410);
    expect(late.body.error?.code).toBe('message_expired');
    const item = (await history(other.id)).body.data.find((m) => m.id === id);
    expect(item?.preview).toHaveLength(101);
  });

  it("the POS test reads only the kiosk's own terminal: none linked is a clear 404, an admin is refused", async () => {
    const none = await kioskB.call<{ error: { code: string } }>(
      'POST',
      '/functions/v1/kiosk-terminal/device-info',
      {
        token: other.token,
        body: {},
      },
    );
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('not_linked');
    const asAdmin = await adminA.call('POST', '/functions/v1/kiosk-terminal/device-info', {
      token: admin,
      body: {},
    });
    expect(asAdmin.status).toBe(403);
  });

  it('sends one message to every active kiosk of a store, tracked each; checks what it is given', async () => {
    const sent = await send({ store_id: storeId, message_type: 'STATUS_REQUEST', payload: {} });
    expect(sent.status).toBe(200);
    expect(sent.body.data.map((m) => m.target_kiosk_id).sort()).toEqual([kiosk.id, other.id].sort());
    const [m1, m2] = sent.body.data;
    expect(m1?.id).not.toBe(m2?.id);
    const both = await send({ store_id: storeId, target_kiosk_id: kiosk.id, message_type: 'NOTIFICATION' });
    expect(both.status).toBe(400);
    const none = await send({ message_type: 'NOTIFICATION' });
    expect(none.status).toBe(400);
    const badType = await send({ target_kiosk_id: kiosk.id, message_type: 'SHUTDOWN' });
    expect(badType.status).toBe(400);
    const missing = await send({
      target_kiosk_id: '00000000-0000-4000-8000-000000000000',
      message_type: 'STATUS_REQUEST',
    });
    expect(missing.status).toBe(404);
    expect((await history(kiosk.id)).body.data.length).toBeLessThanOrEqual(20);
  });
});

describe('presence across instances', () => {
  it("a kiosk's socket on instance B shows it connected on instance A's list, and not once it closes", async () => {
    const connectedOnA = async () => {
      const list = await adminA.call<{ data: Array<{ id: string; presence: { connected: boolean } }> }>(
        'GET',
        '/rest/v1/kiosk_users',
        { token: admin },
      );
      return list.body.data.find((k) => k.id === other.id)?.presence.connected;
    };
    expect(await connectedOnA()).toBe(false);
    const socket = await Socket.open(b.urls.kiosk, other.token, `kiosk-messages:${other.id}`);
    try {
      await vi.waitFor(async () => expect(await connectedOnA()).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      socket.close();
    }
    await vi.waitFor(async () => expect(await connectedOnA()).toBe(false), { timeout: 10_000, interval: 50 });
  });

  it('a kiosk connecting writes its own row only: the other kiosks of the instance wait for the periodic flush', async () => {
    const local = new Map([
      [kiosk.id, { roundTripMs: 12 }],
      [other.id, { roundTripMs: 34 }],
    ]);
    const presence = new KioskSocketPresence(repositories(b.database.db), () => local, { warn() {} });
    const rows = () =>
      b.database.db
        .selectFrom('kiosk_socket_presence')
        .select(['kiosk_user_id', 'round_trip_ms'])
        .where('instance_id', '=', presence.instanceId)
        .execute();
    await presence.changed(other.id, true);
    expect(await rows()).toEqual([{ kiosk_user_id: other.id, round_trip_ms: 34 }]);
    await presence.flush();
    expect((await rows()).map((r) => r.kiosk_user_id).sort()).toEqual([kiosk.id, other.id].sort());
    local.delete(other.id);
    await presence.changed(other.id, false);
    expect((await rows()).map((r) => r.kiosk_user_id)).toEqual([kiosk.id]);
  });
});
