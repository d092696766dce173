import { EventEmitter } from 'node:events';
import type { RealtimeEvent, ServerMessage } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { RealtimeHub } from '../src/realtime/realtime-hub.js';

/** A socket as the hub uses it: it records what is sent; the test plays the client's frames. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: ServerMessage[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text) as ServerMessage);
  }
  ping() {}
  close() {
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
}

const event = (channel: string, i: number): RealtimeEvent => ({
  channel,
  event: channel === 'db-changes' ? 'UPDATE' : 'status',
  table: channel === 'db-changes' ? 'products' : 'kitchen_events',
  payload:
    channel === 'db-changes' ? { id: `p-${i}`, price: i } : { seq: i, order_id: `o-${i}`, status: 'paid' },
  at: new Date().toISOString(),
});

describe('realtime hub: kitchen steps are never held back', () => {
  it('delivers a burst on the kitchen and board channels at once and in order; other channels keep 10 a second', async () => {
    const hub = new RealtimeHub(async () => ({ role: 'cashier', sessionId: 's-1' }), { heartbeatMs: 60_000 });
    const socket = new FakeSocket();
    await hub.attach(socket as unknown as WebSocket, 'token');
    for (const channel of ['kitchen', 'board', 'db-changes']) {
      socket.emit('message', Buffer.from(JSON.stringify({ type: 'join', channel })), false);
    }
    await expect
      .poll(() => socket.sent.filter((m) => m.type === 'joined').length, { timeout: 5_000 })
      .toBe(3);
    socket.sent.length = 0;

    for (let i = 1; i <= 30; i += 1) {
      hub.dispatch(event('kitchen', i));
      hub.dispatch(event('board', i));
      hub.dispatch(event('db-changes', i));
    }
    // synchronously, before any timer ran: every kitchen and board event, only 10 catalogue ones
    const of = (channel: string) =>
      socket.sent.flatMap((m) =>
        m.type === 'event' && m.event.channel === channel ? [m.event.payload] : [],
      );
    expect(of('kitchen').map((p) => p.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(of('board').map((p) => p.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(of('db-changes')).toHaveLength(10);
    hub.close();
  });

  it('sends an event to every socket of its channel as one shared frame, and none to a socket that left or closed', async () => {
    const hub = new RealtimeHub(
      async (token) => ({ role: 'kiosk', kioskId: token, sessionId: `s-${token}` }),
      {
        heartbeatMs: 60_000,
      },
    );
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const frames: unknown[][] = sockets.map(() => []);
    sockets.forEach((socket, i) => {
      const send = socket.send.bind(socket);
      socket.send = (frame: string) => {
        frames[i]?.push(frame);
        send(frame);
      };
    });
    for (const [i, socket] of sockets.entries()) {
      await hub.attach(socket as unknown as WebSocket, `k-${i}`);
      socket.emit('message', Buffer.from(JSON.stringify({ type: 'join', channel: 'db-changes' })), false);
    }
    await expect.poll(() => sockets.every((s) => s.sent.some((m) => m.type === 'joined'))).toBe(true);
    expect(hub.listens('db-changes')).toBe(true);
    expect(hub.listens('kitchen')).toBe(false);
    sockets[1]?.emit('message', Buffer.from(JSON.stringify({ type: 'leave', channel: 'db-changes' })), false);
    await expect.poll(() => sockets[1]?.sent.some((m) => m.type === 'left')).toBe(true);
    sockets[2]?.close();
    sockets[2]?.emit('close');
    for (const f of frames) f.length = 0;

    hub.dispatch(event('db-changes', 1));
    const got = (i: number) => sockets[i]?.sent.filter((m) => m.type === 'event').length;
    expect([got(0), got(1), got(2), got(3)]).toEqual([1, 0, 0, 1]);
    // the very same frame object for both sockets: serialized once
    expect(frames[0]?.[0]).toBeInstanceOf(Buffer);
    expect(frames[0]?.[0]).toBe(frames[3]?.[0]);

    // a kiosk's presence is asked about that kiosk alone; a closed kiosk socket is gone
    expect([...hub.kioskConnections('k-3').keys()]).toEqual(['k-3']);
    expect([...hub.kioskConnections().keys()].sort()).toEqual(['k-0', 'k-1', 'k-3']);
    for (const socket of [sockets[0], sockets[3]]) {
      socket?.close();
      socket?.emit('close');
    }
    expect(hub.listens('db-changes')).toBe(false);
    expect(hub.kioskConnections('k-0').size).toBe(0);
    hub.close();
  });
});
