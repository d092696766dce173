import {
  type Connection,
  closeSocket,
  connect,
  createConnection,
  goIdle,
  join,
  send,
} from './realtime-connection.js';
import type { ChannelHandlers, RealtimeClient, RealtimeClientOptions } from './realtime-types.js';

export { defaultRealtimeUrl, reconnectDelay } from './realtime-connection.js';
export type * from './realtime-types.js';

/** Adds a subscriber to `channel` (joining it when it is new) and returns how it leaves. */
function subscribe(conn: Connection, channel: string, handlers: ChannelHandlers): () => void {
  let set = conn.channels.get(channel);
  const isNewChannel = !set;
  if (!set) {
    set = new Set();
    conn.channels.set(channel, set);
  }
  set.add(handlers);
  if (conn.state === 'idle') connect(conn);
  else if (isNewChannel && conn.state === 'open') join(conn, channel);

  let active = true;
  return () => {
    if (!active) return;
    active = false;
    const current = conn.channels.get(channel);
    if (!current) return;
    current.delete(handlers);
    if (current.size > 0) return;
    conn.channels.delete(channel);
    send(conn, { type: 'leave', channel });
    if (conn.channels.size === 0) goIdle(conn);
  };
}

/**
 * One WebSocket shared by every channel of the page, speaking the protocol of
 * `@kiosk/contracts` (join / leave / ping; joined / left / pong / error / event).
 * The socket opens with the first subscription and closes after the last one leaves.
 * When it drops it reconnects up to `maxReconnectAttempts` times, waiting `reconnectDelayMs`
 * times the attempt number, re-joining every channel once open; after that it reports `failed`.
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const conn = createConnection(options);
  return {
    getState: () => conn.state,
    getAttempt: () => conn.attempt,
    subscribe: (channel, handlers) => subscribe(conn, channel, handlers),
    onStateChange(listener) {
      conn.stateListeners.add(listener);
      return () => {
        conn.stateListeners.delete(listener);
      };
    },
    reconnect() {
      closeSocket(conn);
      if (conn.channels.size === 0) goIdle(conn);
      else connect(conn);
    },
    close() {
      conn.channels.clear();
      goIdle(conn);
    },
  };
}
