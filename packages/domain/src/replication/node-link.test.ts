import { describe, expect, it } from 'vitest';
import {
  confirmedThrough,
  parseLsn,
  pruneSamples,
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
