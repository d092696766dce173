import {
  type ClientMessage,
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAY_MS,
} from '@kiosk/contracts';
import { type ChannelSubscribers, dispatchServerMessage } from './realtime-messages.js';
import type {
  RealtimeClientOptions,
  RealtimeConnectionState,
  WebSocketConstructor,
  WebSocketLike,
} from './realtime-types.js';

const OPEN = 1;
const DEFAULT_PING_INTERVAL_MS = 25_000;

/** Delay before reconnect attempt `attempt` (1-based): 2 s, 4 s, 6 s with the spec's defaults. */
export function reconnectDelay(attempt: number, baseDelayMs: number = REALTIME_RECONNECT_DELAY_MS): number {
  return baseDelayMs * attempt;
}

export function defaultRealtimeUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}

/** The one socket of a realtime client, its channels and its reconnection; the functions below work on it. */
export interface Connection {
  options: RealtimeClientOptions;
  maxAttempts: number;
  baseDelay: number;
  pingInterval: number;
  channels: ChannelSubscribers;
  stateListeners: Set<(state: RealtimeConnectionState) => void>;
  state: RealtimeConnectionState;
  socket: WebSocketLike | null;
  attempt: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  pingTimer: ReturnType<typeof setInterval> | undefined;
}

export function createConnection(options: RealtimeClientOptions): Connection {
  return {
    options,
    maxAttempts: options.maxReconnectAttempts ?? REALTIME_MAX_RECONNECT_ATTEMPTS,
    baseDelay: options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS,
    pingInterval: options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS,
    channels: new Map(),
    stateListeners: new Set(),
    state: 'idle',
    socket: null,
    attempt: 0,
    retryTimer: undefined,
    pingTimer: undefined,
  };
}

function setState(conn: Connection, next: RealtimeConnectionState) {
  if (next === conn.state) return;
  conn.state = next;
  for (const listener of [...conn.stateListeners]) listener(next);
}

function resolveUrl(options: RealtimeClientOptions): string {
  if (typeof options.url === 'function') return options.url();
  return options.url ?? defaultRealtimeUrl();
}

export function send(conn: Connection, message: ClientMessage) {
  if (conn.socket && conn.socket.readyState === OPEN) conn.socket.send(JSON.stringify(message));
}

export function join(conn: Connection, channel: string) {
  const token = conn.options.getAccessToken?.();
  send(conn, token ? { type: 'join', channel, token } : { type: 'join', channel });
}

function stopTimers(conn: Connection) {
  if (conn.retryTimer !== undefined) clearTimeout(conn.retryTimer);
  if (conn.pingTimer !== undefined) clearInterval(conn.pingTimer);
  conn.retryTimer = undefined;
  conn.pingTimer = undefined;
}

function detach(current: WebSocketLike) {
  current.onopen = null;
  current.onclose = null;
  current.onerror = null;
  current.onmessage = null;
}

function openSocket(conn: Connection) {
  const WebSocketImpl =
    conn.options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? null;
  if (!WebSocketImpl) {
    setState(conn, 'failed');
    return;
  }
  let current: WebSocketLike;
  try {
    current = new WebSocketImpl(resolveUrl(conn.options));
  } catch {
    handleDrop(conn);
    return;
  }
  conn.socket = current;
  current.onopen = () => {
    if (conn.socket !== current) return;
    conn.attempt = 0;
    setState(conn, 'open');
    for (const channel of conn.channels.keys()) join(conn, channel);
    if (conn.pingInterval > 0)
      conn.pingTimer = setInterval(() => send(conn, { type: 'ping' }), conn.pingInterval);
  };
  current.onmessage = (event) => {
    if (conn.socket === current) dispatchServerMessage(conn.channels, event.data);
  };
  current.onerror = () => {
    // a close event always follows; reconnection is handled there
  };
  current.onclose = () => {
    if (conn.socket !== current) return;
    detach(current);
    conn.socket = null;
    handleDrop(conn);
  };
}

/** The socket dropped (or never opened): idle without channels, else retry until `failed`. */
function handleDrop(conn: Connection) {
  stopTimers(conn);
  if (conn.channels.size === 0) {
    setState(conn, 'idle');
    return;
  }
  if (conn.attempt >= conn.maxAttempts) {
    setState(conn, 'failed');
    return;
  }
  conn.attempt += 1;
  setState(conn, 'retrying');
  conn.retryTimer = setTimeout(
    () => {
      conn.retryTimer = undefined;
      openSocket(conn);
    },
    reconnectDelay(conn.attempt, conn.baseDelay),
  );
}

export function connect(conn: Connection) {
  stopTimers(conn);
  conn.attempt = 0;
  setState(conn, 'connecting');
  openSocket(conn);
}

export function closeSocket(conn: Connection) {
  stopTimers(conn);
  if (conn.socket) {
    const current = conn.socket;
    conn.socket = null;
    detach(current);
    try {
      current.close(1000, 'client closed');
    } catch {
      // already closed
    }
  }
}

/** No channel left (or the client closed): the socket is closed and the state is idle. */
export function goIdle(conn: Connection) {
  closeSocket(conn);
  conn.attempt = 0;
  setState(conn, 'idle');
}
