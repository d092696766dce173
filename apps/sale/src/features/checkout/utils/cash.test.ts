import { describe, expect, it } from 'vitest';
import { moneyInput, parseMoney } from '../../../lib/money-input';
import { changeDue, quickCashAmounts } from './cash';
import { orderNotes } from './order-notes';
import { partProblem } from './tender';

describe('cash at the till', () => {
  it('offers the exact amount and the next 10, 50, 100 and 200 TL up', () => {
    expect(quickCashAmounts(30_500)).toEqual([30_500, 31_000, 35_000, 40_000]);
    expect(quickCashAmounts(12_345)).toEqual([12_345, 13_000, 15_000, 20_000]);
    // an amount already round: the next note up, no duplicates
    expect(quickCashAmounts(10_000)).toEqual([10_000, 11_000, 15_000, 20_000]);
    expect(quickCashAmounts(20_000)).toEqual([20_000, 21_000, 25_000, 30_000, 40_000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it('gives the change due, never negative', () => {
    expect(changeDue(40_000, 30_500)).toBe(9_500);
    expect(changeDue(30_500, 30_500)).toBe(0);
    expect(changeDue(20_000, 30_500)).toBe(0);
  });

  it('reads amounts typed the Turkish or the English way', () => {
    expect(parseMoney('305')).toBe(30_500);
    expect(parseMoney('305,5')).toBe(30_550);
    expect(parseMoney('1.234,50')).toBe(123_450);
    expect(parseMoney('1.234')).toBe(123_400);
    expect(parseMoney('12.50')).toBe(1_250);
    expect(parseMoney('₺ 40,00')).toBe(4_000);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12,345')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(moneyInput(123_450)).toBe('1234,50');
    expect(moneyInput(5)).toBe('0,05');
  });
});

describe('a split payment part', () => {
  it('must be at least 0,01 and at most what remains; cash tendered covers it', () => {
    const base = { method: 'card' as const, remainingMinor: 30_500, tenderedMinor: null };
    expect(partProblem({ ...base, amountMinor: 20_000 })).toBeNull();
    expect(partProblem({ ...base, amountMinor: 30_500 })).toBeNull();
    expect(partProblem({ ...base, amountMinor: 30_501 })).toEqual({ field: 'amount', key: 'amountTooHigh' });
    expect(partProblem({ ...base, amountMinor: 0 })).toEqual({ field: 'amount', key: 'amountInvalid' });
    expect(partProblem({ ...base, amountMinor: null })).toEqual({ field: 'amount', key: 'amountInvalid' });
    const cash = { ...base, method: 'cash' as const, amountMinor: 10_500 };
    expect(partProblem({ ...cash, tenderedMinor: 20_000 })).toBeNull();
    expect(partProblem({ ...cash, tenderedMinor: 10_000 })).toEqual({
      field: 'tendered',
      key: 'tenderedTooLow',
    });
    expect(partProblem({ ...cash, tenderedMinor: null })).toEqual({
      field: 'tendered',
      key: 'tenderedTooLow',
    });
  });
});

describe('line notes', () => {
  it('go into the order note as "2× Burger: note", after the order note', () => {
    const lines = [
      { product_id: 'a', quantity: 2, selection: {}, name: 'Burger', note: ' az pişmiş ' },
      { product_id: 'b', quantity: 1, selection: {} },
      { product_id: 'c', quantity: 1, selection: {}, note: 'buzsuz' },
    ];
    expect(orderNotes(lines, 'Kapıya', (n) => `Satır ${n}`)).toBe(
      'Kapıya\n2× Burger: az pişmiş\n1× Satır 3: buzsuz',
    );
    expect(orderNotes([{ product_id: 'a', quantity: 1, selection: {} }], '  ', String)).toBeUndefined();
    expect(orderNotes([], 'x'.repeat(600), String)?.length).toBe(500);
  });
});
