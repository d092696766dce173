import type { RealtimeEvent } from '@kiosk/contracts';

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
