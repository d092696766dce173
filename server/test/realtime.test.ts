import type { RealtimeEvent, ServerMessage } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_KIOSK } from '../src/db/seed/seed-demo-outlet.js';
import { publishEvent } from '../src/realtime/realtime-bus.js';
import { api, demo } from './support/api.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Two server instances on one database, as behind a load balancer.
let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // b re-checks its sockets' sessions often, so a change made behind the services' back (an
  // account disabled in the database) is noticed within a test; a keeps the 10 s default, so what
  // its sockets lose at once came over the bus.
  a = await startTestServer({ databaseUrl: database.url });
  b = await startTestServer({ databaseUrl: database.url, env: { REALTIME_SESSION_CHECK_MS: '300' } });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

class Client {
  readonly messages: ServerMessage[] = [];
  readonly receivedAt: number[] = [];
  private waiters: Array<() => void> = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()));
      this.receivedAt.push(Date.now());
      for (const w of this.waiters.splice(0)) w();
    });
  }
  static async open(baseUrl: string, token?: string): Promise<Client> {
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/realtime/v1${query}`);
    const client = new Client(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }
  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }
  async waitFor(predicate: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  eventTimes(): number[] {
    return this.messages.flatMap((m, i) => (m.type === 'event' ? [this.receivedAt[i] as number] : []));
  }
  events(): RealtimeEvent[] {
    return this.messages.flatMap((m) => (m.type === 'event' ? [m.event] : []));
  }
  close() {
    this.socket.close();
  }
}

describe('realtime across instances', () => {
  it('delivers an event published through one instance to a client of the other', async () => {
    const client = await Client.open(b.urls.kiosk);
    client.send({ type: 'join', channel: 'db-changes' });
    await client.waitFor((m) => m.type === 'joined');
    await a.database.db.transaction().execute(async (trx) => {
      await publishEvent(trx, {
        channel: 'db-changes',
        event: 'UPDATE',
        table: 'products',
        payload: { id: 'p-1', is_active: false },
      });
    });
    const message = await client.waitFor((m) => m.type === 'event');
    expect(message).toMatchObject({
      type: 'event',
      event: {
        channel: 'db-changes',
        event: 'UPDATE',
        table: 'products',
        payload: { id: 'p-1', is_active: false },
      },
    });
    client.close();
  });

  it('publishes nothing when the transaction rolls back, and only after a commit', async () => {
    const client = await Client.open(a.urls.admin);
    client.send({ type: 'join', channel: 'db-changes' });
    await client.waitFor((m) => m.type === 'joined');
    await expect(
      a.database.db.transaction().execute(async (trx) => {
        await publishEvent(trx, {
          channel: 'db-changes',
          event: 'DELETE',
          table: 'products',
          payload: { id: 'gone' },
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    let sawBeforeCommit = false;
    await b.database.db.transaction().execute(async (trx) => {
      await publishEvent(trx, {
        channel: 'db-changes',
        event: 'INSERT',
        table: 'products',
        payload: { id: 'kept' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      sawBeforeCommit = client.events().length > 0;
    });
    await client.waitFor((m) => m.type === 'event');
    expect(sawBeforeCommit).toBe(false);
    expect(client.events().map((e) => e.payload.id)).toEqual(['kept']);
    client.close();
  });

  it('carries events larger than a NOTIFY payload', async () => {
    const client = await Client.open(b.urls.sale);
    client.send({ type: 'join', channel: 'db-changes' });
    await client.waitFor((m) => m.type === 'joined');
    const description = 'ç'.repeat(6000);
    await publishEvent(a.database.db, {
      channel: 'db-changes',
      event: 'UPDATE',
      table: 'products',
      payload: { id: 'big', description },
    });
    const message = await client.waitFor((m) => m.type === 'event');
    expect(message.type === 'event' && message.event.payload.description).toBe(description);
    client.close();
  });

  it('refuses private channels without a signed-in user and only delivers joined channels', async () => {
    const client = await Client.open(a.urls.kiosk);
    client.send({ type: 'join', channel: 'orders' });
    const refused = await client.waitFor((m) => m.type === 'error');
    expect(refused).toMatchObject({ type: 'error', channel: 'orders', code: 'unauthorized' });
    await publishEvent(b.database.db, { channel: 'orders', event: 'INSERT', payload: { id: 'o1' } });
    client.send({ type: 'ping' });
    await client.waitFor((m) => m.type === 'pong');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.events()).toEqual([]);
    client.close();
  });

  it('sends at most 10 events a second to a client, coalescing a burst to the latest state', async () => {
    const client = await Client.open(b.urls.kiosk);
    client.send({ type: 'join', channel: 'db-changes' });
    await client.waitFor((m) => m.type === 'joined');
    const started = Date.now();
    await a.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 40; i += 1) {
        await publishEvent(trx, {
          channel: 'db-changes',
          event: 'UPDATE',
          table: 'products',
          payload: { id: `p-${i % 12}`, price: i },
        });
      }
    });
    await client.waitFor(
      (m) => m.type === 'event' && m.event.payload.id === 'p-3' && m.event.payload.price === 39,
    );
    const events = client.events();
    expect(events.length).toBe(22);
    // No 0.95 s window holds more than 10 events (a little slack for timer jitter).
    const times = client.eventTimes();
    for (let i = 10; i < times.length; i += 1) {
      expect((times[i] as number) - (times[i - 10] as number)).toBeGreaterThanOrEqual(950);
    }
    // The last state of every product arrives.
    for (let p = 0; p < 12; p += 1) {
      const last = events.filter((e) => e.payload.id === `p-${p}`).at(-1);
      expect(last?.payload.price).toBe(p + 12 * Math.floor((39 - p) / 12));
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    client.close();
  });
});

describe('realtime after the session ends', () => {
  const signInCashier = async () => {
    const { email, password } = demo('cashier');
    const res = await api(b.urls.sale).signIn(email, password);
    expect(res.status).toBe(200);
    return res.body;
  };
  const joined = async (client: Client, channel: string) => {
    client.send({ type: 'join', channel });
    await client.waitFor((m) => m.type === 'joined' && m.channel === channel);
  };
  /** Publishes on `channel`, then proves with a ping round trip (and a little time) that nothing came. */
  const expectNothingDelivered = async (client: Client, channel: string) => {
    const before = client.events().length;
    await publishEvent(a.database.db, { channel, event: 'INSERT', payload: { id: `after-${channel}` } });
    await publishEvent(b.database.db, { channel, event: 'UPDATE', payload: { id: `after2-${channel}` } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    client.send({ type: 'ping' });
    await client.waitFor((m) => m.type === 'pong');
    expect(client.events().slice(before)).toEqual([]);
  };

  it('stops order events on another instance at once when the cashier signs out', async () => {
    const session = await signInCashier();
    const client = await Client.open(a.urls.sale, session.access_token);
    await joined(client, 'orders');
    await publishEvent(a.database.db, { channel: 'orders', event: 'INSERT', payload: { id: 'before' } });
    await client.waitFor((m) => m.type === 'event' && m.event.payload.id === 'before');

    const out = await api(b.urls.sale).call('POST', '/auth/v1/logout', { token: session.access_token });
    expect(out.status).toBe(204);
    const told = await client.waitFor((m) => m.type === 'error' && m.code === 'session_ended', 1000);
    expect(told).toMatchObject({ type: 'error', channel: 'orders', code: 'session_ended' });
    await expectNothingDelivered(client, 'orders');
    // Joining again with the ended session's token is refused.
    client.send({ type: 'join', channel: 'orders', token: session.access_token });
    await client.waitFor((m) => m.type === 'error' && m.code === 'unauthorized');
    // The public channel still works on the same socket.
    await joined(client, 'db-changes');
    client.close();
  });

  it('stops order events when the account is disabled', async () => {
    const session = await signInCashier();
    const client = await Client.open(b.urls.sale);
    client.send({ type: 'join', channel: 'open-orders', token: session.access_token });
    await client.waitFor((m) => m.type === 'joined');
    await a.database.db
      .updateTable('users')
      .set({ is_disabled: true })
      .where('email', '=', demo('cashier').email)
      .execute();
    try {
      await client.waitFor((m) => m.type === 'error' && m.code === 'session_ended', 3000);
      await expectNothingDelivered(client, 'open-orders');
    } finally {
      await a.database.db
        .updateTable('users')
        .set({ is_disabled: false })
        .where('email', '=', demo('cashier').email)
        .execute();
    }
    client.close();
  });

  it('a kicked kiosk hears its kick, then nothing more on its private channels', async () => {
    const kiosk = (await api(b.urls.kiosk).signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password)).body;
    const adminToken = (await api(b.urls.admin).signIn(demo('admin').email, demo('admin').password)).body
      .access_token;
    const client = await Client.open(a.urls.kiosk, kiosk.access_token);
    await joined(client, `kick_user:${kiosk.user.id}`);
    await joined(client, `kiosk-messages:${kiosk.user.id}`);
    const kick = await api(b.urls.admin).call('POST', '/rest/v1/rpc/kick_kiosk_session_by_id', {
      token: adminToken,
      body: { p_session_id: kiosk.user.kiosk?.kiosk_session_id, p_reason: 'Bakım' },
    });
    expect(kick.body).toBe(true);
    await client.waitFor((m) => m.type === 'event' && m.event.event === 'kick_user');
    await client.waitFor(
      (m) =>
        m.type === 'error' && m.code === 'session_ended' && m.channel === `kiosk-messages:${kiosk.user.id}`,
      1000,
    );
    await expectNothingDelivered(client, `kiosk-messages:${kiosk.user.id}`);
    client.close();
  });
});

describe('realtime socket input', () => {
  const closed = (socket: WebSocket) =>
    new Promise<{ code: number }>((resolve) => socket.once('close', (code) => resolve({ code })));

  it('closes only the offending socket, with an error code, for any malformed frame; the server keeps serving', async () => {
    const bystander = await Client.open(a.urls.kiosk);
    bystander.send({ type: 'join', channel: 'db-changes' });
    await bystander.waitFor((m) => m.type === 'joined');

    // `told`: the server answers an invalid_message error before closing (ws itself closes on
    // invalid UTF-8 and oversized frames, before the hub sees them).
    const frames: Array<{ name: string; send: (socket: WebSocket) => void; code: number; told?: false }> = [
      { name: 'not JSON', send: (s) => s.send('{not json'), code: 1007 },
      { name: 'JSON null', send: (s) => s.send('null'), code: 1007 },
      { name: 'a JSON string', send: (s) => s.send('"join"'), code: 1007 },
      { name: 'an array', send: (s) => s.send('[1,2]'), code: 1007 },
      {
        name: 'unknown type',
        send: (s) => s.send(JSON.stringify({ type: 'subscribe', channel: 'orders' })),
        code: 1007,
      },
      {
        name: 'channel a number',
        send: (s) => s.send(JSON.stringify({ type: 'join', channel: 42 })),
        code: 1007,
      },
      {
        name: 'token an object',
        send: (s) => s.send(JSON.stringify({ type: 'join', channel: 'orders', token: {} })),
        code: 1007,
      },
      {
        name: 'bad channel name',
        send: (s) => s.send(JSON.stringify({ type: 'join', channel: 'nonsense channel!' })),
        code: 1007,
      },
      {
        name: '__proto__ keys',
        send: (s) => s.send('{"__proto__":{"type":"ping"},"constructor":1}'),
        code: 1007,
      },
      { name: 'a binary frame', send: (s) => s.send(Buffer.from([0xff, 0x00, 0x7b])), code: 1003 },
      {
        name: 'invalid UTF-8 text',
        send: (s) => s.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false }),
        code: 1007,
        told: false,
      },
      { name: 'a frame over 64 KiB', send: (s) => s.send('x'.repeat(70 * 1024)), code: 1009, told: false },
    ];
    for (const frame of frames) {
      const client = await Client.open(a.urls.kiosk);
      const done = closed(client.socket);
      frame.send(client.socket);
      const { code } = await done;
      expect({ frame: frame.name, code }).toEqual({ frame: frame.name, code: frame.code });
      if (frame.told !== false) {
        expect({ frame: frame.name, messages: client.messages }).toEqual({
          frame: frame.name,
          messages: [expect.objectContaining({ type: 'error', code: 'invalid_message' })],
        });
      }
    }
    const health = await fetch(`${a.urls.kiosk}/health`);
    expect(health.status).toBe(200);
    bystander.send({ type: 'ping' });
    await bystander.waitFor((m) => m.type === 'pong');
    bystander.close();
  });
});
