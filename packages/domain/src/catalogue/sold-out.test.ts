import { describe, expect, it } from 'vitest';
import {
  countDown,
  endOfBusinessDay,
  soldOutExpired,
  soldOutMarkTime,
  soldOutUntil,
  stockRefusal,
} from './sold-out.js';

const IST = 'Europe/Istanbul';

describe('soldOutUntil', () => {
  const now = new Date('2026-11-28T10:10:00.000Z'); // 13:10 in Istanbul (UTC+3)
  it('adds 1, 2 or 4 hours', () => {
    expect(soldOutUntil('1h', now, IST)?.toISOString()).toBe('2026-11-28T11:10:00.000Z');
    expect(soldOutUntil('2h', now, IST)?.toISOString()).toBe('2026-11-28T12:10:00.000Z');
    expect(soldOutUntil('4h', now, IST)?.toISOString()).toBe('2026-11-28T14:10:00.000Z');
  });
  it('has no end until further notice', () => {
    expect(soldOutUntil('until_further_notice', now, IST)).toBeNull();
  });
  it('ends the business day at the next midnight in the outlet time zone', () => {
    expect(soldOutUntil('end_of_day', now, IST)?.toISOString()).toBe('2026-11-28T21:00:00.000Z');
    // 23:30 UTC is already the 29th in Istanbul: its day ends at the 29th's end
    expect(endOfBusinessDay(new Date('2026-11-28T23:30:00Z'), IST).toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    );
    expect(endOfBusinessDay(new Date('2026-11-28T10:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-11-29T00:00:00.000Z',
    );
  });
  it('follows a summer-time change that night (Berlin, 2026-03-29)', () => {
    // 28 March is UTC+1; midnight of the 29th is still UTC+1 (the clock changes at 02:00)
    expect(endOfBusinessDay(new Date('2026-03-28T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    // 29 March ends at midnight UTC+2
    expect(endOfBusinessDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });
});

describe('soldOutExpired', () => {
  it('is over at and after its end, never without one', () => {
    const until = new Date('2026-11-28T12:00:00Z');
    expect(soldOutExpired(until, new Date('2026-11-28T11:59:59Z'))).toBe(false);
    expect(soldOutExpired(until, until)).toBe(true);
    expect(soldOutExpired(null, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('countDown', () => {
  it('takes what the order paid for, sold out at zero', () => {
    expect(countDown(5, 2)).toEqual({ taken: 2, left: 3, soldOut: false, short: 0 });
    expect(countDown(2, 2)).toEqual({ taken: 2, left: 0, soldOut: true, short: 0 });
  });
  it('never goes below zero; what was sold beyond the count is short', () => {
    expect(countDown(1, 3)).toEqual({ taken: 1, left: 0, soldOut: true, short: 2 });
    expect(countDown(0, 1)).toEqual({ taken: 0, left: 0, soldOut: true, short: 1 });
  });
  it('keeps the sum for any sequence (seeded random)', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 200; run++) {
      let left = Math.floor(rand() * 20);
      const start = left;
      let taken = 0;
      let asked = 0;
      let short = 0;
      for (let i = 0; i < 10; i++) {
        const q = 1 + Math.floor(rand() * 4);
        const step = countDown(left, q);
        expect(step.left).toBeGreaterThanOrEqual(0);
        left = step.left;
        taken += step.taken;
        asked += q;
        short += step.short;
      }
      expect(taken).toBe(Math.min(start, asked));
      expect(taken + short).toBe(asked);
      expect(left).toBe(start - taken);
    }
  });
});

describe('stockRefusal', () => {
  it('refuses a sold-out product and more than is left', () => {
    expect(stockRefusal({ in_stock: false, count_left: null }, 1)).toBe('product_sold_out');
    expect(stockRefusal({ in_stock: true, count_left: 5 }, 6)).toBe('not_enough_left');
    expect(stockRefusal({ in_stock: true, count_left: 0 }, 1)).toBe('product_sold_out');
    expect(stockRefusal({ in_stock: true, count_left: 5 }, 5)).toBeNull();
    expect(stockRefusal({ in_stock: true, count_left: null }, 99)).toBeNull();
  });
});

describe('soldOutMarkTime', () => {
  it('shows the time alone on the same day and the date with it on another day', () => {
    const now = new Date('2026-11-28T10:30:00Z');
    expect(soldOutMarkTime('2026-11-28T10:10:00Z', now, 'tr-TR', IST)).toBe('13:10');
    expect(soldOutMarkTime('2026-11-28T21:00:00Z', now, 'tr-TR', IST)).toBe('29 Kas 00:00');
    expect(soldOutMarkTime('2026-11-28T21:00:00Z', now, 'en-GB', IST)).toBe('29 Nov 00:00');
  });
});
