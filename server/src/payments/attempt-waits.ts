import type { RealtimeEvent } from '@kiosk/contracts';
import { isKioskMessagesChannel, ORDERS_CHANNEL } from '@kiosk/domain';

/**
 * Long-polled payment status: a kiosk that already shows an attempt's step asks to be answered when
 * the attempt moves on, instead of asking every few hundred ms. Woken by the committed events the
 * payment processor publishes anyway, which every instance hears through the bus: the attempt's
 * step on its kiosk's channel (`payment`, payload.id) and the order's `orders` UPDATE naming the
 * attempt (payload.payment_id). A missed event costs a wait's length, never a wrong answer: the
 * status is always read again after the wait.
 */
export class AttemptWaits {
  private readonly waiting = new Map<string, Set<() => void>>();
  private closed = false;

  /** Every bus event; the ones about an attempt wake its waiters. */
  push(event: RealtimeEvent): void {
    const payload = event.payload as Record<string, unknown> | undefined;
    const id =
      event.event === 'payment' && isKioskMessagesChannel(event.channel)
        ? payload?.id
        : event.channel === ORDERS_CHANNEL && event.event === 'UPDATE'
          ? payload?.payment_id
          : undefined;
    if (typeof id !== 'string') return;
    const wakers = this.waiting.get(id);
    if (!wakers) return;
    this.waiting.delete(id);
    for (const wake of wakers) wake();
  }

  /**
   * Waits for the attempt to be named by an event, for at most `ms`, or until close. Register before
   * reading the status, so an event between the read and the wait is not missed; `cancel` forgets it.
   */
  wait(attemptId: string, ms: number): { done: Promise<void>; cancel: () => void } {
    if (this.closed || ms <= 0) return { done: Promise.resolve(), cancel: () => {} };
    let wake = () => {};
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), ms);
      wake = () => {
        clearTimeout(timer);
        const wakers = this.waiting.get(attemptId);
        wakers?.delete(wake);
        if (wakers?.size === 0) this.waiting.delete(attemptId);
        resolve();
      };
    });
    const wakers = this.waiting.get(attemptId) ?? new Set();
    wakers.add(wake);
    this.waiting.set(attemptId, wakers);
    return { done, cancel: wake };
  }

  /** Shutting down: every wait ends now (its request answers with the status as it is). */
  close(): void {
    this.closed = true;
    for (const wakers of [...this.waiting.values()]) for (const wake of [...wakers]) wake();
    this.waiting.clear();
  }

  /** Shut down: a wait ends at once, so a caller must not wait again. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Waits under way (for tests and the health of the registry). */
  get size(): number {
    let n = 0;
    for (const wakers of this.waiting.values()) n += wakers.size;
    return n;
  }
}
