import dns from 'node:dns';
import WebSocket from 'ws';

/**
 * The clients of the several-instances test: what they saw, kept for the checks at the end. The
 * apps' host names (kiosk.localhost, ...) reach HAProxy on 127.0.0.1, as a DNS entry would.
 */

/** Makes `*.localhost` resolve to 127.0.0.1 in this process (glibc does not); returns the undo. */
export function resolveLocalhostNames(): () => void {
  const lookup = dns.lookup;
  const patched = (host: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    if (!host.endsWith('.localhost'))
      return (lookup as (...args: unknown[]) => void)(host, options, callback);
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    process.nextTick(() =>
      all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4),
    );
  };
  Object.assign(dns, { lookup: patched });
  return () => Object.assign(dns, { lookup });
}

/** Every answer of 500 or more and every request that got no answer (a socket cut by the kill). */
export interface Failures {
  serverErrors: string[];
  unanswered: string[];
}

/** Counts the 5xx and the unanswered requests of this process's fetch calls; returns the undo. */
export function countFailures(failures: Failures): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const what = `${init?.method ?? 'GET'} ${String(input).replace(/\?.*/, '')}`;
    try {
      const res = await original(input, init);
      if (res.status >= 500) failures.serverErrors.push(`${res.status} ${what}`);
      return res;
    } catch (error) {
      failures.unanswered.push(what);
      throw error;
    }
  };
  return () => {
    globalThis.fetch = original;
  };
}

interface LiveClient {
  /** Which app (host name) and channel. */
  app: 'kiosk' | 'admin' | 'sale';
  channel: 'kitchen' | 'board';
  /** Every kitchen event's seq, in arrival order (a seq twice is a duplicate delivery). */
  seqs: string[];
  /** Orders named by the events (kitchen channel) and by the reads after each re-join. */
  orderIds: Set<string>;
  /** Times it was cut off, and when it was joined again (ms since epoch). */
  gaps: Array<{ from: number; to: number | undefined }>;
  joins: number;
  joined: boolean;
}

interface LiveOptions {
  baseUrl: string;
  app: LiveClient['app'];
  channel: LiveClient['channel'];
  token: string;
  /** What the app reads after a re-join to catch up (the orders it would have missed). */
  recover: () => Promise<string[]>;
}

/**
 * One realtime socket as the apps keep it: joined to its channel, opened again 300 ms after it
 * closes (through the load balancer, so on a live instance), and after every re-join the app's
 * catch-up read (the kitchen's tickets, the board), which is how the apps recover what was sent
 * while they were away.
 */
export function liveClient(options: LiveOptions) {
  const client: LiveClient = {
    app: options.app,
    channel: options.channel,
    seqs: [],
    orderIds: new Set(),
    gaps: [],
    joins: 0,
    joined: false,
  };
  let stopped = false;
  let socket: WebSocket | undefined;
  const connect = () => {
    if (stopped) return;
    const url = `${options.baseUrl.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(options.token)}`;
    const current = new WebSocket(url);
    socket = current;
    current.on('open', () => current.send(JSON.stringify({ type: 'join', channel: options.channel })));
    current.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        event?: { channel: string; payload: { seq?: string | number; order_id?: string } };
      };
      if (message.type === 'joined') {
        client.joined = true;
        client.joins += 1;
        const gap = client.gaps.at(-1);
        if (gap && gap.to === undefined) {
          gap.to = Date.now();
          void options.recover().then((ids) => {
            for (const id of ids) client.orderIds.add(id);
          });
        }
      }
      const event = message.event;
      if (message.type === 'event' && event?.channel === options.channel) {
        if (event.payload.seq !== undefined) client.seqs.push(String(event.payload.seq));
        if (event.payload.order_id) client.orderIds.add(event.payload.order_id);
      }
    });
    current.on('error', () => {});
    current.on('close', () => {
      // a gap opens when a joined socket is cut (not again while it is still reconnecting)
      const open = client.gaps.at(-1);
      if (!stopped && client.joins > 0 && (!open || open.to !== undefined))
        client.gaps.push({ from: Date.now(), to: undefined });
      client.joined = false;
      if (!stopped) setTimeout(connect, 300);
    });
  };
  connect();
  return {
    client,
    /** Whether the socket is open and joined now. */
    live: () => client.joined && socket?.readyState === WebSocket.OPEN,
    close() {
      stopped = true;
      socket?.close();
    },
  };
}

export type Live = ReturnType<typeof liveClient>;

/** The seqs a client received more than once. */
export function duplicates(seqs: readonly string[]): string[] {
  const seen = new Set<string>();
  return seqs.filter((seq) => {
    if (seen.has(seq)) return true;
    seen.add(seq);
    return false;
  });
}
