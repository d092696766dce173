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
});
