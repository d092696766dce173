import type { RealtimeEvent } from '@kiosk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescingRateLimiter } from '../src/realtime/rate-limiter.js';

const event = (id: string | undefined, value: number): RealtimeEvent => ({
  channel: 'db-changes',
  event: 'UPDATE',
  table: 'products',
  payload: id === undefined ? { value } : { id, value },
  at: new Date().toISOString(),
});

describe('CoalescingRateLimiter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends up to the limit at once and the rest after the window', () => {
    const sent: RealtimeEvent[] = [];
    const limiter = new CoalescingRateLimiter(
      (e) => sent.push(e),
      10,
      1000,
      1000,
      () => Date.now(),
    );
    for (let i = 0; i < 15; i += 1) limiter.push(event(`p${i}`, i));
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(1001);
    expect(sent).toHaveLength(15);
    expect(sent.map((e) => e.payload.value)).toEqual([...Array(15).keys()]);
  });

  it('keeps only the latest queued event per entity, in order of the last change', () => {
    const sent: RealtimeEvent[] = [];
    const limiter = new CoalescingRateLimiter(
      (e) => sent.push(e),
      2,
      1000,
      1000,
      () => Date.now(),
    );
    limiter.push(event('a', 1));
    limiter.push(event('b', 1));
    limiter.push(event('a', 2));
    limiter.push(event('b', 2));
    limiter.push(event('a', 3));
    expect(limiter.queued).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(sent.map((e) => `${e.payload.id}${e.payload.value}`)).toEqual(['a1', 'b1', 'b2', 'a3']);
  });

  it('never coalesces events without an id, and bounds the queue', () => {
    const sent: RealtimeEvent[] = [];
    const limiter = new CoalescingRateLimiter(
      (e) => sent.push(e),
      1,
      1000,
      3,
      () => Date.now(),
    );
    for (let i = 0; i < 6; i += 1) limiter.push(event(undefined, i));
    expect(limiter.queued).toBe(3);
    vi.advanceTimersByTime(5000);
    expect(sent.map((e) => e.payload.value)).toEqual([0, 3, 4, 5]);
  });

  it('once its queue has drained, sends the next event at once again', () => {
    const sent: RealtimeEvent[] = [];
    const limiter = new CoalescingRateLimiter(
      (e) => sent.push(e),
      2,
      1000,
      1000,
      () => Date.now(),
    );
    for (let i = 0; i < 3; i += 1) limiter.push(event(`p${i}`, i));
    vi.advanceTimersByTime(1001);
    expect(sent).toHaveLength(3);
    expect(limiter.queued).toBe(0);
    vi.advanceTimersByTime(1000);
    limiter.push(event('p9', 9));
    expect(sent.map((e) => e.payload.value)).toEqual([0, 1, 2, 9]);
  });
});
