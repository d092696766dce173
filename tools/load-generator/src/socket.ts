import WebSocket from 'ws';

/** As `@kiosk/contracts` (REALTIME_MAX_RECONNECT_ATTEMPTS, REALTIME_RECONNECT_DELAY_MS) and the apps' client. */
const MAX_RECONNECT_ATTEMPTS = 3;
const RECONNECT_DELAY_MS = 2000;
const PING_MS = 25_000;

export interface LiveEvent {
  channel: string;
  event: string;
  table?: string;
  payload: Record<string, unknown>;
  at?: string;
}

/** How many times each event of a numbered stream (kitchen / board `seq`) reached one socket, compactly. */
export class SeqTally {
  private base = -1;
  private counts = new Uint8Array(0);

  add(seq: number): number {
    if (this.base < 0) this.base = Math.max(0, seq - 1024);
    if (seq < this.base) {
      const grown = new Uint8Array(this.counts.length + (this.base - seq));
      grown.set(this.counts, this.base - seq);
      this.counts = grown;
      this.base = seq;
    }
    const at = seq - this.base;
    if (at >= this.counts.length) {
      const grown = new Uint8Array(Math.max(at + 1, this.counts.length * 2, 4096));
      grown.set(this.counts);
      this.counts = grown;
    }
    this.counts[at] = Math.min(255, (this.counts[at] ?? 0) + 1);
    return this.counts[at] ?? 0;
  }

  get(seq: number): number {
    if (this.base < 0 || seq < this.base) return 0;
    return this.counts[seq - this.base] ?? 0;
  }

  /** Events that arrived more than once (each extra copy counted). */
  duplicates(): number {
    let extra = 0;
    for (const c of this.counts) if (c > 1) extra += c - 1;
    return extra;
  }
}

/**
 * One app's realtime socket, as `packages/ui`'s client keeps it: every channel joined with the
 * access token once open; when it drops, up to 3 reconnects 2 s x attempt apart (to the next
 * instance of the list), re-joining every channel; after that it is `failed`. A ping every 25 s.
 */
export class LiveSocket {
  socket: WebSocket | undefined;
  state: 'connecting' | 'open' | 'retrying' | 'failed' | 'closed' = 'connecting';
  reconnects = 0;
  /** Each time it was cut off while open, and when every channel was joined again (ms since epoch). */
  gaps: Array<{ from: number; to: number | undefined }> = [];
  /** Called once every channel is joined again after a gap (the apps' catch-up read). */
  onRejoin: (() => void) | undefined;
  private attempt = 0;
  private shift = 0;
  private joined = new Set<string>();
  private ping: NodeJS.Timeout | undefined;
  private firstJoin: (() => void) | undefined;
  private firstJoinFailed: ((error: Error) => void) | undefined;

  constructor(
    private readonly bases: string[],
    private readonly index: number,
    private readonly token: string,
    private readonly channels: string[],
    private readonly onEvent: (event: LiveEvent) => void,
  ) {}

  /** Opens the socket; resolves once every channel is joined (rejects when a join is refused). */
  open(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.firstJoin = resolve;
      this.firstJoinFailed = reject;
      this.connect();
    });
  }

  get isOpen(): boolean {
    return this.state === 'open' && this.socket?.readyState === WebSocket.OPEN;
  }

  private connect(): void {
    const base = this.bases[(this.index + this.shift) % this.bases.length] ?? '';
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/realtime/v1`);
    this.socket = socket;
    this.joined = new Set();
    socket.on('open', () => {
      this.attempt = 0;
      this.state = 'open';
      for (const channel of this.channels)
        socket.send(JSON.stringify({ type: 'join', channel, token: this.token }));
      this.ping = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
      }, PING_MS);
    });
    socket.on('message', (data) => this.onMessage(String(data)));
    socket.on('error', () => {
      // a close follows
    });
    socket.on('close', () => {
      clearInterval(this.ping);
      if (this.socket !== socket || this.state === 'closed') return;
      if (this.gaps.at(-1)?.to !== undefined || (this.gaps.length === 0 && this.firstJoin === undefined))
        this.gaps.push({ from: Date.now(), to: undefined });
      if (this.attempt >= MAX_RECONNECT_ATTEMPTS) {
        this.state = 'failed';
        this.firstJoinFailed?.(new Error('realtime: every reconnect attempt failed'));
        return;
      }
      this.attempt += 1;
      this.reconnects += 1;
      this.shift += 1;
      this.state = 'retrying';
      setTimeout(() => {
        if (this.state !== 'closed') this.connect();
      }, RECONNECT_DELAY_MS * this.attempt);
    });
  }

  private onMessage(text: string): void {
    let message: { type?: string; channel?: string; event?: LiveEvent; code?: string };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === 'event' && message.event) this.onEvent(message.event);
    else if (message.type === 'joined' && message.channel) {
      this.joined.add(message.channel);
      if (this.joined.size === this.channels.length) {
        const gap = this.gaps.at(-1);
        if (gap && gap.to === undefined) {
          gap.to = Date.now();
          this.onRejoin?.();
        }
        this.firstJoin?.();
        this.firstJoin = undefined;
      }
    } else if (message.type === 'error') {
      this.firstJoinFailed?.(new Error(`realtime join refused: ${text}`));
      this.firstJoinFailed = undefined;
    }
  }

  close(): void {
    this.state = 'closed';
    clearInterval(this.ping);
    this.socket?.terminate();
  }
}
