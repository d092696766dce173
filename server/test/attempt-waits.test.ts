import { describe, expect, it } from 'vitest';
import { AttemptWaits } from '../src/payments/attempt-waits.js';

const at = new Date().toISOString();
const settled = (waits: AttemptWaits, id: string, ms: number) => {
  let done = false;
  const wait = waits.wait(id, ms);
  void wait.done.then(() => (done = true));
  return { wait, done: () => done };
};
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('long-polled payment status waits', () => {
  it("wake on the attempt's kiosk step or its order's paid event, and on nothing else", async () => {
    const waits = new AttemptWaits();
    const a = settled(waits, 'a1', 10_000);
    const b = settled(waits, 'b1', 10_000);
    waits.push({
      channel: 'kiosk-messages:k1',
      event: 'payment',
      payload: { id: 'other', step: 'waiting' },
      at,
    });
    waits.push({ channel: 'orders', event: 'UPDATE', payload: { id: 'a1' }, at }); // an order id, not an attempt
    waits.push({ channel: 'kiosk-messages:k1', event: 'message', payload: { id: 'a1' }, at });
    await tick();
    expect([a.done(), b.done()]).toEqual([false, false]);
    waits.push({
      channel: 'kiosk-messages:k1',
      event: 'payment',
      payload: { id: 'a1', step: 'waiting' },
      at,
    });
    waits.push({ channel: 'orders', event: 'UPDATE', payload: { id: 'o2', payment_id: 'b1' }, at });
    await tick();
    expect([a.done(), b.done()]).toEqual([true, true]);
    expect(waits.size).toBe(0);
  });

  it('end after their time, when cancelled, and all at close (then answer at once)', async () => {
    const waits = new AttemptWaits();
    const short = settled(waits, 'a', 20);
    const cancelled = settled(waits, 'b', 10_000);
    const open = settled(waits, 'c', 10_000);
    cancelled.wait.cancel();
    await new Promise((r) => setTimeout(r, 40));
    expect([short.done(), cancelled.done(), open.done()]).toEqual([true, true, false]);
    waits.close();
    await tick();
    expect(open.done()).toBe(true);
    const after = settled(waits, 'd', 10_000);
    await tick();
    expect(after.done()).toBe(true);
    expect(waits.size).toBe(0);
  });
});
