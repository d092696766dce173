import type { RealtimeEvent } from '@kiosk/contracts';

/**
 * Sends at most `limit` events per `windowMs` to one client. Beyond that, events wait in a queue
 * where a newer event about the same entity (channel, table, payload id) replaces the older one,
 * so a burst of changes ends in the latest state, in order.
 */
export class CoalescingRateLimiter {
  private readonly sentAt: number[] = [];
  /** Only while events wait (most sockets never queue one). */
  private pending: Map<string, RealtimeEvent> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unique = 0;

  constructor(
    private readonly send: (event: RealtimeEvent) => void,
    private readonly limit = 10,
    private readonly windowMs = 1000,
    private readonly maxPending = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  push(event: RealtimeEvent): void {
    this.prune();
    if (!this.pending && this.sentAt.length < this.limit) {
      this.emit(event);
      return;
    }
    this.pending ??= new Map();
    const key = this.keyOf(event);
    this.pending.delete(key);
    this.pending.set(key, event);
    if (this.pending.size > this.maxPending) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    this.schedule();
  }

  get queued(): number {
    return this.pending?.size ?? 0;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private keyOf(event: RealtimeEvent): string {
    const id = event.payload.id;
    if (typeof id === 'string' || typeof id === 'number') {
      return `${event.channel}|${event.table ?? event.event}|${id}`;
    }
    this.unique += 1;
    return `unique|${this.unique}`;
  }

  private emit(event: RealtimeEvent): void {
    this.sentAt.push(this.now());
    this.send(event);
  }

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    while (this.sentAt.length > 0 && (this.sentAt[0] as number) <= cutoff) this.sentAt.shift();
  }

  private schedule(): void {
    if (this.timer) return;
    const oldest = this.sentAt[0] ?? this.now();
    const wait = Math.max(0, oldest + this.windowMs - this.now()) + 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    this.prune();
    const pending = this.pending;
    if (!pending) return;
    for (const [key, event] of pending) {
      if (this.sentAt.length >= this.limit) break;
      pending.delete(key);
      this.emit(event);
    }
    if (pending.size > 0) this.schedule();
    else if (this.pending === pending) this.pending = undefined;
  }
}
