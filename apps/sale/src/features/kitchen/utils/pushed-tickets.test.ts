import type { KitchenTicket } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { mergeLoaded, type PushedTicket, pushedTicketOf, withTicket } from './pushed-tickets';

const ticket = (id: string, since: string, status = 'paid'): KitchenTicket => ({
  id,
  queue_number: Number(id.replace(/\D/g, '')) || 1,
  order_number: `K-${id}`,
  status,
  phase: status === 'preparing' ? 'preparing' : 'new',
  order_type: 'takeaway',
  source: 'kiosk',
  notes: null,
  since,
  lines: [{ id: `${id}-l`, name: 'Çay', quantity: 1, steps: [], done: false }],
  stations: [{ id: 'grill', bumped: false }],
});

describe('kitchen tickets pushed with their events', () => {
  it("reads the station's ticket from an event; a station not listed no longer shows the order", () => {
    const t = ticket('o1', '2026-11-24T10:00:00.000Z');
    expect(pushedTicketOf({ order_id: 'o1', seq: '7', tickets: { grill: t } }, 'grill')).toEqual({
      orderId: 'o1',
      seq: 7,
      ticket: t,
    });
    expect(pushedTicketOf({ order_id: 'o1', seq: 8, tickets: {} }, 'grill')).toEqual({
      orderId: 'o1',
      seq: 8,
      ticket: null,
    });
    // an event without tickets (or a malformed one) says nothing: the display loads its list
    expect(pushedTicketOf({ order_id: 'o1', seq: 9, status: 'paid' }, 'grill')).toBeUndefined();
    expect(
      pushedTicketOf({ order_id: 'o1', seq: 9, tickets: { grill: { id: 1 } } }, 'grill'),
    ).toBeUndefined();
  });

  it('keeps the list oldest first, replacing an order once', () => {
    const a = ticket('o1', '2026-11-24T10:00:00.000Z');
    const c = ticket('o3', '2026-11-24T10:02:00.000Z');
    const b = ticket('o2', '2026-11-24T10:01:00.000Z');
    const list = withTicket([a, c], 'o2', b);
    expect(list.map((t) => t.id)).toEqual(['o1', 'o2', 'o3']);
    const started = withTicket(list, 'o2', { ...b, status: 'preparing', phase: 'preparing' });
    expect(started.map((t) => `${t.id}:${t.status}`)).toEqual(['o1:paid', 'o2:preparing', 'o3:paid']);
    expect(withTicket(started, 'o1', null).map((t) => t.id)).toEqual(['o2', 'o3']);
  });

  it('lays tickets pushed after a load’s cursor over it, and forgets the ones the load covers', () => {
    const a = ticket('o1', '2026-11-24T10:00:00.000Z');
    const b = ticket('o2', '2026-11-24T10:01:00.000Z');
    const pushed = new Map<string, PushedTicket>([
      ['o1', { seq: 5, ticket: null }], // bumped before the load read: the load knows
      ['o2', { seq: 12, ticket: b }], // paid after the load's cursor: the load may not have it
    ]);
    expect(mergeLoaded([a], '10', pushed).map((t) => t.id)).toEqual(['o1', 'o2']);
    expect([...pushed.keys()]).toEqual(['o2']);
    expect(mergeLoaded([a, b], '12', pushed).map((t) => t.id)).toEqual(['o1', 'o2']);
    expect(pushed.size).toBe(0);
  });
});
