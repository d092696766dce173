import { describe, expect, it } from 'vitest';
import {
  confirmedThrough,
  linkSince,
  parseLsn,
  pruneSamples,
  storeLinkState,
  storeLinkUp,
  subscriptionReceiving,
  type WalSample,
} from './node-link.js';

const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, s));
const sample = (s: number, lsn: string): WalSample => ({ at: at(s), lsn });

describe('node link rules', () => {
  it('reads an LSN as a number that orders across the high word', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('16B3748')).toThrow(/LSN/);
  });

  it('confirms through the newest sample the slot has reached, and nothing before any', () => {
    const samples = [sample(0, '0/100'), sample(5, '0/200'), sample(10, '0/300')];
    expect(confirmedThrough(samples, '0/250')).toEqual(at(5));
    expect(confirmedThrough(samples, '0/300')).toEqual(at(10));
    expect(confirmedThrough(samples, '0/50')).toBeUndefined();
    expect(confirmedThrough(samples, null)).toBeUndefined();
  });

  it('keeps the open samples and the newest confirmed one, capped during a long outage', () => {
    const samples = [sample(0, '0/100'), sample(5, '0/200'), sample(10, '0/300'), sample(15, '0/400')];
    expect(pruneSamples(samples, '0/200').map((s) => s.lsn)).toEqual(['0/200', '0/300', '0/400']);
    const many = Array.from({ length: 50 }, (_, i) => sample(i, `0/${(i + 1).toString(16)}00`));
    const kept = pruneSamples(many, '0/0', 10);
    expect(kept).toHaveLength(10);
    expect(kept[0]?.at).toEqual(at(0));
    expect(kept.at(-1)?.at).toEqual(at(49));
  });

  it('takes a subscription as receiving only while its worker runs and heard lately', () => {
    const now = at(100);
    expect(subscriptionReceiving({ alive: true, lastMessageAt: at(90) }, now)).toBe(true);
    expect(subscriptionReceiving({ alive: false, lastMessageAt: at(99) }, now)).toBe(false);
    expect(subscriptionReceiving({ alive: true, lastMessageAt: null }, now)).toBe(false);
    expect(subscriptionReceiving({ alive: true, lastMessageAt: at(0) }, now, 60_000)).toBe(false);
  });

  it('needs both directions for a store node to be linked', () => {
    expect(storeLinkUp({ upSlotActive: true, downReceiving: true })).toBe(true);
    expect(storeLinkUp({ upSlotActive: false, downReceiving: true })).toBe(false);
    expect(storeLinkUp({ upSlotActive: true, downReceiving: false })).toBe(false);
  });
});

describe('a store`s link as the screens show it', () => {
  const storeId = 'a';
  it('shows nothing at the one box or for a store without a node', () => {
    expect(storeLinkState({ role: 'all' }, storeId)).toEqual({ kind: 'no_node' });
    expect(storeLinkState(undefined, storeId)).toEqual({ kind: 'no_node' });
    expect(storeLinkState({ role: 'central', stores: [] }, storeId)).toEqual({ kind: 'no_node' });
    expect(
      storeLinkState(
        { role: 'store', store_id: 'b', connected: true, since: null, waiting_orders: 0 },
        storeId,
      ),
    ).toEqual({ kind: 'no_node' });
  });

  it('gives a store node`s own link with its waiting orders', () => {
    const link = {
      role: 'store' as const,
      store_id: storeId,
      since: '2026-11-28T09:04:00Z',
      waiting_orders: 3,
    };
    expect(storeLinkState({ ...link, connected: true }, storeId)).toEqual({
      kind: 'connected',
      since: link.since,
    });
    expect(storeLinkState({ ...link, connected: false }, storeId)).toEqual({
      kind: 'disconnected',
      since: link.since,
      waiting: 3,
    });
  });

  it('gives central`s view of each store node, without a count', () => {
    const link = {
      role: 'central' as const,
      stores: [{ store_id: storeId, connected: false, since: '2026-11-28T09:04:00Z' }],
    };
    expect(storeLinkState(link, storeId)).toEqual({
      kind: 'disconnected',
      since: '2026-11-28T09:04:00Z',
      waiting: null,
    });
  });
});

describe('since when, as the chips say it', () => {
  const local = (h: number, m: number, day = 28) => new Date(2026, 10, day, h, m);
  it('gives the time and the Turkish suffix that follows it', () => {
    expect(linkSince(local(12, 4).toISOString(), 'tr', local(13, 0))).toEqual({
      time: '12:04',
      suffix: "'ten",
    });
    expect(linkSince(local(12, 30).toISOString(), 'tr', local(13, 0))).toEqual({
      time: '12:30',
      suffix: "'dan",
    });
    expect(linkSince(local(9, 5).toISOString(), 'en', local(13, 0))).toEqual({ time: '09:05', suffix: '' });
  });

  it('names the day when it was not today', () => {
    const since = linkSince(local(22, 4, 27).toISOString(), 'tr', local(9, 0));
    expect(since.time).toMatch(/27 .+ 22:04$/);
    expect(since.suffix).toBe("'ten");
  });
});
