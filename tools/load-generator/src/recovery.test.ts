import { describe, expect, it } from 'vitest';
import type { Client, Ledger } from './fleet.js';
import { cardMinorOf, reconnectedClients, recoveredEvents, recoveredIds } from './recovery.js';
import { tallyEvents } from './result.js';
import { SeqTally } from './socket.js';

function display(kind: Client['kind'], storeIndex: number, n: number): Client {
  return {
    kind,
    n,
    storeIndex,
    accountId: `acc-${n}`,
    token: 't',
    busy: false,
    seqs: new SeqTally(),
    menu: new Map(),
    received: 0,
    foreign: 0,
  };
}

const ledger = (): Ledger => ({
  orderStore: new Map([
    ['o1', 0],
    ['o2', 0],
    ['o3', 1],
  ]),
  paidSeq: new Map([
    ['o1', 11],
    ['o2', 12],
    ['o3', 13],
  ]),
  menuChange: undefined,
  created: new Map([
    ['o1', { total_minor: 1000, reference_number: 41 }],
    ['o2', { total_minor: 1001, reference_number: 42 }],
    ['o3', { total_minor: 999, reference_number: 43 }],
  ]),
});

describe('what a display recovers by its catch-up read after a re-join', () => {
  it("takes the kitchen's ticket ids and the board's queue numbers as the orders they show", () => {
    const l = ledger();
    expect(recoveredIds('kitchen', { data: { tickets: [{ id: 'o2' }, { id: 'o9' }] } }, l)).toEqual([
      'o2',
      'o9',
    ]);
    const board = { data: { cursor: 'c', preparing: [{ queue_number: 42 }], ready: [{ queue_number: 43 }] } };
    expect(recoveredIds('board', board, l)).toEqual(['o2', 'o3']);
    expect(recoveredIds('board', { error: 'unreachable' }, l)).toEqual([]);
  });

  it('counts a lost event as recovered only when the read showed it; a missing one stays lost', () => {
    const l = ledger();
    const cut = display('kitchen', 0, 0);
    cut.seqs.add(11);
    cut.recovered = new Set(['o1', 'o3']);
    const board = display('board', 0, 1);
    board.recovered = new Set(['o1', 'o2']);
    const clients = [cut, board];
    const paid = new Set(['o1', 'o2', 'o3']);
    const tally = tallyEvents(clients, l, paid, []);
    // kitchen: o1 received; o2 lost and not recovered (o3 is another store's)
    expect(tally.kitchen.lost).toBe(1);
    expect(tally.board.lost).toBe(2);
    expect(recoveredEvents(clients, l, paid)).toEqual({ kitchen: 0, board: 2 });
    cut.recovered.add('o2');
    expect(recoveredEvents(clients, l, paid)).toEqual({ kitchen: 1, board: 2 });
  });

  it('lists the clients whose socket was cut with their gaps', () => {
    const cut = display('kitchen', 0, 3);
    cut.recovered = new Set(['o1']);
    cut.socket = {
      gaps: [
        { from: 5, to: 9 },
        { from: 20, to: undefined },
      ],
    } as unknown as Client['socket'];
    const steady = display('board', 0, 4);
    steady.socket = { gaps: [] } as unknown as Client['socket'];
    expect(reconnectedClients([cut, steady])).toEqual([
      {
        kind: 'kitchen',
        n: 3,
        gaps: [
          { from: 5, to: 9 },
          { from: 20, to: null },
        ],
        recovered: 1,
      },
    ]);
  });
});

describe('the card part of a paid order', () => {
  it('is the total at a kiosk, half (rounded down) at a split till order, nothing in cash', () => {
    expect(cardMinorOf('kioskCard', 1001)).toBe(1001);
    expect(cardMinorOf('tillSplit', 1001)).toBe(500);
    expect(cardMinorOf('tillCash', 1001)).toBe(0);
  });
});
