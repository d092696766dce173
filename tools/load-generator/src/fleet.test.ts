import { describe, expect, it } from 'vitest';
import { type Client, channelsOf, handleEvent, type Ledger } from './fleet.js';
import { routeOf } from './http.js';
import { tallyEvents } from './result.js';
import { kindOf } from './run.js';
import { SeqTally } from './socket.js';
import { Stats } from './stats.js';

function client(kind: Client['kind'], storeIndex: number, n = 0): Client {
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

const paidEvent = (orderId: string, seq: number, channel = 'kitchen') => ({
  channel,
  event: 'status',
  table: 'kitchen_events',
  payload: { seq, order_id: orderId, status: 'paid' },
  at: new Date(Date.now() - 40).toISOString(),
});

describe('the channels each app joins', () => {
  it('kiosks their own kick and message channels beside the live menu; boards the board and their kick channel', () => {
    const kiosk = client('kiosk', 0);
    expect(channelsOf(kiosk)).toEqual(['db-changes', 'kick_user:acc-0', 'kiosk-messages:acc-0']);
    expect(channelsOf(client('board', 0))).toEqual(['board', 'kick_user:acc-0']);
    expect(channelsOf(client('kitchen', 0))).toEqual(['kitchen']);
  });
});

describe('event accounting', () => {
  it("times a paid order at its own store's display only, and counts another store's as foreign", () => {
    const stats = new Stats();
    stats.measuring = true;
    const ledger: Ledger = { orderStore: new Map([['o1', 1]]), paidSeq: new Map(), menuChange: undefined };
    const own = client('kitchen', 1);
    const other = client('kitchen', 2);
    handleEvent(own, paidEvent('o1', 7), ledger, stats);
    handleEvent(other, paidEvent('o1', 7), ledger, stats);
    expect(stats.goals().paidToKitchenDisplay?.count).toBe(1);
    expect(stats.goals().paidToKitchenDisplay?.p50).toBeGreaterThanOrEqual(40);
    expect(other.foreign).toBe(1);
    expect(ledger.paidSeq.get('o1')).toBe(7);
  });

  it('counts a paid order missing at one display as lost, and a second copy as a duplicate', () => {
    const stats = new Stats();
    const ledger: Ledger = {
      orderStore: new Map([
        ['o1', 0],
        ['o2', 0],
      ]),
      paidSeq: new Map(),
      menuChange: undefined,
    };
    const a = client('kitchen', 0, 1);
    const b = client('kitchen', 0, 2);
    handleEvent(a, paidEvent('o1', 10), ledger, stats);
    handleEvent(a, paidEvent('o1', 10), ledger, stats);
    handleEvent(b, paidEvent('o1', 10), ledger, stats);
    handleEvent(a, paidEvent('o2', 11), ledger, stats);
    const tally = tallyEvents([a, b], ledger, new Set(['o1', 'o2']), []);
    expect(tally.kitchen).toEqual({ expected: 4, received: 3, lost: 1, duplicated: 1 });
  });

  it('expects each menu change at every kiosk once, timed from when it was sent', () => {
    const stats = new Stats();
    stats.measuring = true;
    const ledger: Ledger = {
      orderStore: new Map(),
      paidSeq: new Map(),
      menuChange: { key: 'p1:510', sentAt: Date.now() - 30 },
    };
    const heard = client('kiosk', 0, 1);
    const deaf = client('kiosk', 0, 2);
    const change = {
      channel: 'db-changes',
      event: 'UPDATE',
      table: 'products',
      payload: { id: 'p1', new: { price_minor: 510 } },
    };
    handleEvent(heard, change, ledger, stats);
    const tally = tallyEvents([heard, deaf], ledger, new Set(), ['p1:510']);
    expect(tally.menu).toEqual({ expected: 2, received: 1, lost: 1, duplicated: 0 });
    expect(stats.goals().menuChangeToKiosk?.count).toBe(1);
  });
});

describe('SeqTally', () => {
  it('counts sequences arriving out of order and below its first one', () => {
    const tally = new SeqTally();
    tally.add(5000);
    tally.add(10);
    tally.add(9000);
    tally.add(5000);
    expect([tally.get(10), tally.get(5000), tally.get(9000), tally.get(11)]).toEqual([1, 2, 1, 0]);
    expect(tally.duplicates()).toBe(1);
  });
});

describe('routeOf', () => {
  it('names a route without its ids and query', () => {
    expect(routeOf('GET', '/api/till/payments/0b4e5f5c-2a6b-4c1e-9d3f-1a2b3c4d5e6f?x=1')).toBe(
      'GET /api/till/payments/:id',
    );
  });
});

describe('Stats', () => {
  it('keeps latencies and failures of the window apart from the set-up', () => {
    const stats = new Stats();
    stats.latency('orderCreate', 5);
    stats.failed('POST /x', 500, {});
    stats.measuring = true;
    for (const v of [1, 2, 3, 4, 100]) stats.latency('orderCreate', v);
    stats.failed('POST /x', 500, { error: 'boom' });
    expect(stats.goals().orderCreate).toEqual({ count: 5, p50: 3, p95: 100, p99: 100, max: 100 });
    expect(stats.failedRequests()).toEqual([
      { route: 'POST /x', status: 500, count: 1, setup: 1, examples: ['{}', '{"error":"boom"}'] },
    ]);
  });
});

describe('the order mix', () => {
  it('sells the shares it was given, in any window of the run', () => {
    const done = { kioskCard: 0, tillCash: 0, tillSplit: 0 };
    const mix = { kioskCard: 0.6, tillCash: 0.25, tillSplit: 0.15 };
    for (let i = 0; i < 20; i += 1) done[kindOf(done, mix)] += 1;
    expect(done).toEqual({ kioskCard: 12, tillCash: 5, tillSplit: 3 });
    for (let i = 0; i < 80; i += 1) done[kindOf(done, mix)] += 1;
    expect(done).toEqual({ kioskCard: 60, tillCash: 25, tillSplit: 15 });
  });

  it('never sells a kind whose share is 0', () => {
    const done = { kioskCard: 0, tillCash: 0, tillSplit: 0 };
    for (let i = 0; i < 10; i += 1) done[kindOf(done, { kioskCard: 0, tillCash: 1, tillSplit: 0 })] += 1;
    expect(done).toEqual({ kioskCard: 0, tillCash: 10, tillSplit: 0 });
  });
});
