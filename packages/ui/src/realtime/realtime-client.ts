import {
  type ClientMessage,
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAY_MS,
  type RealtimeEvent,
  serverMessageSchema,
} from '@kiosk/contracts';

/**
 * - idle: no channel is joined, so no socket is open
 * - connecting: the first connection attempt is under way
 * - open: connected; channels are joined
 * - retrying: the connection dropped (or never opened) and a reconnect attempt is waiting or under way
 * - failed: every reconnect attempt failed; call `reconnect()` to start over
 */
export type RealtimeConnectionState = 'idle' | 'connecting' | 'open' | 'retrying' | 'failed';

/** The subset of the browser WebSocket the client uses, so tests can inject a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface RealtimeChannelError {
  channel?: string;
  code: string;
  message: string;
}

export interface ChannelHandlers {
  onEvent: (event: RealtimeEvent) => void;
  /** The server refused the join or reported a channel error. */
  onError?: (error: RealtimeChannelError) => void;
  /** The channel was joined (again after every reconnect). */
  onJoined?: () => void;
}

export interface RealtimeClientOptions {
  /** WebSocket address; by default `/realtime/v1` on the page's origin (ws: or wss:). */
  url?: string | (() => string);
  /** WebSocket implementation; the global WebSocket by default. */
  WebSocket?: WebSocketConstructor;
  /** Access token sent with every join (read at join time). */
  getAccessToken?: () => string | null | undefined;
  /** Reconnect attempts after a drop before the state becomes `failed` (spec: 3). */
  maxReconnectAttempts?: number;
  /** Attempt n waits n times this many milliseconds (spec: 2 s). */
  reconnectDelayMs?: number;
  /** Keep-alive ping interval; 0 turns it off. */
  pingIntervalMs?: number;
}

export interface RealtimeClient {
  getState(): RealtimeConnectionState;
  /** Reconnect attempts made since the connection was last open. */
  getAttempt(): number;
  /** Joins `channel` (sharing the one socket) and returns a function that leaves it. */
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
  onStateChange(listener: (state: RealtimeConnectionState) => void): () => void;
  /** Starts over after `failed` (or forces a fresh connection). */
  reconnect(): void;
  /** Closes the socket and forgets every subscription. */
  close(): void;
}

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

/**
 * One WebSocket shared by every channel of the page, speaking the protocol of
 * `@kiosk/contracts` (join / leave / ping; joined / left / pong / error / event).
 * The socket opens with the first subscription and closes after the last one leaves.
 * When it drops it reconnects up to `maxReconnectAttempts` times, waiting `reconnectDelayMs`
 * times the attempt number, re-joining every channel once open; after that it reports `failed`.
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const maxAttempts = options.maxReconnectAttempts ?? REALTIME_MAX_RECONNECT_ATTEMPTS;
  const baseDelay = options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS;
  const pingInterval = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;

  const channels = new Map<string, Set<ChannelHandlers>>();
  const stateListeners = new Set<(state: RealtimeConnectionState) => void>();
  let state: RealtimeConnectionState = 'idle';
  let socket: WebSocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  function setState(next: RealtimeConnectionState) {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function resolveUrl(): string {
    if (typeof options.url === 'function') return options.url();
    return options.url ?? defaultRealtimeUrl();
  }

  function send(message: ClientMessage) {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function join(channel: string) {
    const token = options.getAccessToken?.();
    send(token ? { type: 'join', channel, token } : { type: 'join', channel });
  }

  function stopTimers() {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    if (pingTimer !== undefined) clearInterval(pingTimer);
    retryTimer = undefined;
    pingTimer = undefined;
  }

  function detach(current: WebSocketLike) {
    current.onopen = null;
    current.onclose = null;
    current.onerror = null;
    current.onmessage = null;
  }

  function openSocket() {
    const WebSocketImpl =
      options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? null;
    if (!WebSocketImpl) {
      setState('failed');
      return;
    }
    let current: WebSocketLike;
    try {
      current = new WebSocketImpl(resolveUrl());
    } catch {
      handleDrop();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      setState('open');
      for (const channel of channels.keys()) join(channel);
      if (pingInterval > 0) pingTimer = setInterval(() => send({ type: 'ping' }), pingInterval);
    };
    current.onmessage = (event) => {
      if (socket === current) handleMessage(event.data);
    };
    current.onerror = () => {
      // a close event always follows; reconnection is handled there
    };
    current.onclose = () => {
      if (socket !== current) return;
      detach(current);
      socket = null;
      handleDrop();
    };
  }

  function handleDrop() {
    stopTimers();
    if (channels.size === 0) {
      setState('idle');
      return;
    }
    if (attempt >= maxAttempts) {
      setState('failed');
      return;
    }
    attempt += 1;
    setState('retrying');
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        openSocket();
      },
      reconnectDelay(attempt, baseDelay),
    );
  }

  function handleMessage(data: unknown) {
    let raw: unknown;
    try {
      raw = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'event':
        for (const handlers of [...(channels.get(message.event.channel) ?? [])])
          handlers.onEvent(message.event);
        break;
      case 'joined':
        for (const handlers of [...(channels.get(message.channel) ?? [])]) handlers.onJoined?.();
        break;
      case 'error': {
        const error: RealtimeChannelError = { code: message.code, message: message.message };
        if (message.channel !== undefined) error.channel = message.channel;
        const targets = message.channel !== undefined ? [message.channel] : [...channels.keys()];
        for (const channel of targets) {
          for (const handlers of [...(channels.get(channel) ?? [])]) handlers.onError?.(error);
        }
        break;
      }
      default:
        break;
    }
  }

  function connect() {
    stopTimers();
    attempt = 0;
    setState('connecting');
    openSocket();
  }

  function closeSocket() {
    stopTimers();
    if (socket) {
      const current = socket;
      socket = null;
      detach(current);
      try {
        current.close(1000, 'client closed');
      } catch {
        // already closed
      }
    }
  }

  return {
    getState: () => state,
    getAttempt: () => attempt,

    subscribe(channel, handlers) {
      let set = channels.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(handlers);
      if (state === 'idle') connect();
      else if (isNewChannel && state === 'open') join(channel);

      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = channels.get(channel);
        if (!current) return;
        current.delete(handlers);
        if (current.size > 0) return;
        channels.delete(channel);
        send({ type: 'leave', channel });
        if (channels.size === 0) {
          closeSocket();
          attempt = 0;
          setState('idle');
        }
      };
    },

    onStateChange(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },

    reconnect() {
      closeSocket();
      if (channels.size === 0) {
        attempt = 0;
        setState('idle');
        return;
      }
      connect();
    },

    close() {
      channels.clear();
      closeSocket();
      attempt = 0;
      setState('idle');
    },
  };
}
