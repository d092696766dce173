import type { KitchenTicket, RealtimeEvent } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { KitchenEventTickets } from '../src/services/kitchen-event-tickets.js';

const event = (channel: string, orderId: string, seq: number): RealtimeEvent => ({
  channel,
  event: 'status',
  table: 'kitchen_events',
  payload: { seq, order_id: orderId, status: 'paid' },
  at: new Date().toISOString(),
});
const ticket = (id: string) => ({ id }) as unknown as KitchenTicket;
const quiet = { warn: () => {} };

describe('kitchen events with their tickets', () => {
  it('reads the events that came during one read together, and sends every event in its order', async () => {
    const reads: string[][] = [];
    const sent: RealtimeEvent[] = [];
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tickets = new KitchenEventTickets(
      async (ids) => {
        reads.push(ids);
        if (reads.length === 1) await first;
        const byOrder = new Map<string, Record<string, KitchenTicket>>();
        for (const id of ids) byOrder.set(id, id === 'o3' ? {} : { grill: ticket(id) });
        return byOrder;
      },
      (e) => sent.push(e),
      quiet,
    );
    tickets.push(event('kitchen', 'o1', 1));
    tickets.push(event('kitchen', 'o2', 2));
    tickets.push(event('board', 'o2', 2)); // other channels are not held
    tickets.push(event('kitchen', 'o3', 3));
    tickets.push(event('kitchen', 'o2', 4));
    expect(sent.map((e) => e.channel)).toEqual(['board']);
    release();
    await expect.poll(() => sent.length).toBe(5);
    expect(reads).toEqual([['o1'], ['o2', 'o3']]);
    const kitchen = sent.filter((e) => e.channel === 'kitchen');
    expect(kitchen.map((e) => e.payload.seq)).toEqual([1, 2, 3, 4]);
    expect(kitchen[0]?.payload.tickets).toEqual({ grill: ticket('o1') });
    // an order no station shows any more: an empty record (the displays drop it)
    expect(kitchen[2]?.payload.tickets).toEqual({});
  });

  it('sends the events without tickets when they cannot be read (the displays load their lists)', async () => {
    const sent: RealtimeEvent[] = [];
    const tickets = new KitchenEventTickets(
      async () => {
        throw new Error('database gone');
      },
      (e) => sent.push(e),
      quiet,
    );
    tickets.push(event('kitchen', 'o1', 1));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.payload).toEqual({ seq: 1, order_id: 'o1', status: 'paid' });
  });

  it('reads no tickets while no display of this instance listens, and keeps the order when one joins', async () => {
    const reads: string[][] = [];
    const sent: RealtimeEvent[] = [];
    let listening = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tickets = new KitchenEventTickets(
      async (ids) => {
        reads.push(ids);
        await held;
        return new Map(ids.map((id) => [id, { grill: ticket(id) }]));
      },
      (e) => sent.push(e),
      quiet,
      () => listening,
    );
    tickets.push(event('kitchen', 'o1', 1));
    expect(sent.map((e) => e.payload)).toEqual([{ seq: 1, order_id: 'o1', status: 'paid' }]);
    listening = true;
    tickets.push(event('kitchen', 'o2', 2));
    listening = false;
    // a read is running: the next event waits behind it, even with no one listening
    tickets.push(event('kitchen', 'o3', 3));
    expect(sent).toHaveLength(1);
    release();
    await expect.poll(() => sent.length).toBe(3);
    expect(reads).toEqual([['o2'], ['o3']]);
    expect(sent.map((e) => e.payload.seq)).toEqual([1, 2, 3]);
  });
});
