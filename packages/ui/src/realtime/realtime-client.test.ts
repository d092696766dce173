import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadServerSchemas } from '../validation/load-server-schemas.js';
import {
  createRealtimeClient,
  type RealtimeConnectionState,
  reconnectDelay,
  type WebSocketLike,
} from './realtime-client.js';

// as in a running app: the message schema is loaded (before it is, see load-server-schemas.test.ts)
beforeAll(() => loadServerSchemas());

class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closedByClient = false;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }

  /** the server accepted the connection */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** the connection failed or dropped */
  drop() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }

  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function latestSocket(): FakeWebSocket {
  const socket = FakeWebSocket.instances.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

function makeClient(overrides: Parameters<typeof createRealtimeClient>[0] = {}) {
  const client = createRealtimeClient({
    url: 'ws://test/realtime/v1',
    WebSocket: FakeWebSocket,
    pingIntervalMs: 0,
    ...overrides,
  });
  const states: RealtimeConnectionState[] = [];
  client.onStateChange((state) => states.push(state));
  return { client, states };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('is 2 s times the attempt number', () => {
    expect([1, 2, 3].map((attempt) => reconnectDelay(attempt))).toEqual([2000, 4000, 6000]);
  });
});

describe('createRealtimeClient', () => {
  it('opens one socket for all channels and joins each with the token', () => {
    const { client } = makeClient({ getAccessToken: () => 'tok' });
    client.subscribe('orders', { onEvent: () => {} });
    client.subscribe('db-changes', { onEvent: () => {} });
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(latestSocket().url).toBe('ws://test/realtime/v1');
    expect(client.getState()).toBe('connecting');
    latestSocket().open();
    expect(client.getState()).toBe('open');
    expect(latestSocket().sent).toEqual([
      { type: 'join', channel: 'orders', token: 'tok' },
      { type: 'join', channel: 'db-changes', token: 'tok' },
    ]);
    client.subscribe('open-orders', { onEvent: () => {} });
    expect(latestSocket().sent.at(-1)).toEqual({ type: 'join', channel: 'open-orders', token: 'tok' });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('retries 3 times after 2 s, 4 s and 6 s, then reports failed', () => {
    const { client, states } = makeClient();
    client.subscribe('db-changes', { onEvent: () => {} });
    latestSocket().open();
    latestSocket().drop();
    expect(client.getState()).toBe('retrying');

    const expectedDelays = [2000, 4000, 6000];
    expectedDelays.forEach((delay, index) => {
      const socketsBefore = FakeWebSocket.instances.length;
      expect(client.getAttempt()).toBe(index + 1);
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(socketsBefore);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(socketsBefore + 1);
      expect(client.getState()).toBe('retrying');
      latestSocket().drop();
    });

    expect(client.getState()).toBe('failed');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(states).toEqual(['connecting', 'open', 'retrying', 'failed']);
  });

  it('counts a first connection that never opens as a failed try too', () => {
    const { client } = makeClient();
    client.subscribe('db-changes', { onEvent: () => {} });
    latestSocket().drop();
    vi.advanceTimersByTime(2000);
    latestSocket().drop();
    vi.advanceTimersByTime(4000);
    latestSocket().drop();
    vi.advanceTimersByTime(6000);
    latestSocket().drop();
    expect(client.getState()).toBe('failed');
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('re-joins every channel after reconnecting and starts the back-off over', () => {
    const { client } = makeClient();
    client.subscribe('orders', { onEvent: () => {} });
    client.subscribe('kiosk-messages:k1', { onEvent: () => {} });
    latestSocket().open();
    latestSocket().drop();
    vi.advanceTimersByTime(2000);
    latestSocket().drop();
    vi.advanceTimersByTime(4000);
    const reconnected = latestSocket();
    reconnected.open();
    expect(client.getState()).toBe('open');
    expect(client.getAttempt()).toBe(0);
    expect(reconnected.sent).toEqual([
      { type: 'join', channel: 'orders' },
      { type: 'join', channel: 'kiosk-messages:k1' },
    ]);
    // a later drop waits 2 s again, not 6 s
    reconnected.drop();
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(2000);
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
  });

  it('reconnect() starts over after failed', () => {
    const { client } = makeClient({ maxReconnectAttempts: 1 });
    client.subscribe('orders', { onEvent: () => {} });
    latestSocket().drop();
    vi.advanceTimersByTime(2000);
    latestSocket().drop();
    expect(client.getState()).toBe('failed');
    client.reconnect();
    expect(client.getState()).toBe('connecting');
    latestSocket().open();
    expect(client.getState()).toBe('open');
  });

  it('delivers events, joins and errors to the channel they belong to', () => {
    const { client } = makeClient();
    const orders = { onEvent: vi.fn(), onError: vi.fn(), onJoined: vi.fn() };
    const menu = { onEvent: vi.fn(), onError: vi.fn() };
    client.subscribe('orders', orders);
    client.subscribe('db-changes', menu);
    const socket = latestSocket();
    socket.open();
    socket.receive({ type: 'joined', channel: 'orders' });
    const event = { channel: 'orders', event: 'INSERT', payload: { id: 1 }, at: '2024-01-01T00:00:00Z' };
    socket.receive({ type: 'event', event });
    socket.receive({ type: 'error', channel: 'orders', code: 'forbidden', message: 'no' });
    socket.receive({ type: 'pong' });
    socket.onmessage?.({ data: 'not json' });
    expect(orders.onJoined).toHaveBeenCalledTimes(1);
    expect(orders.onEvent).toHaveBeenCalledWith(event);
    expect(orders.onError).toHaveBeenCalledWith({ channel: 'orders', code: 'forbidden', message: 'no' });
    expect(menu.onEvent).not.toHaveBeenCalled();
    expect(menu.onError).not.toHaveBeenCalled();
  });

  it('leaves a channel with its last subscriber and closes the socket with the last channel', () => {
    const { client } = makeClient();
    const leaveOrdersA = client.subscribe('orders', { onEvent: () => {} });
    const leaveOrdersB = client.subscribe('orders', { onEvent: () => {} });
    const leaveMenu = client.subscribe('db-changes', { onEvent: () => {} });
    const socket = latestSocket();
    socket.open();
    leaveOrdersA();
    expect(socket.sent).not.toContainEqual({ type: 'leave', channel: 'orders' });
    leaveOrdersB();
    expect(socket.sent).toContainEqual({ type: 'leave', channel: 'orders' });
    leaveMenu();
    expect(socket.closedByClient).toBe(true);
    expect(client.getState()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('sends keep-alive pings while open', () => {
    const { client } = makeClient({ pingIntervalMs: 1000 });
    client.subscribe('orders', { onEvent: () => {} });
    const socket = latestSocket();
    socket.open();
    vi.advanceTimersByTime(2500);
    expect(socket.sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
  });
});
