import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closeDifference,
  countProblems,
  countTotal,
  expectedCash,
  isDrawerAmount,
  isStale,
  mayTakeOut,
  reasonAllows,
  reasonNeedsNote,
  TILL_AMOUNT_CEILING_MINOR,
  TILL_DENOMINATIONS,
} from './till-session.js';

describe('till session counts', () => {
  it('totals a count by denomination in kuruş', () => {
    expect(countTotal({ '20000': 2, '500': 3, '25': 4, '5': 1 })).toBe(40_000 + 1_500 + 100 + 5);
    expect(countTotal({})).toBe(0);
  });

  it('lists the Turkish notes and coins', () => {
    expect(TILL_DENOMINATIONS).toEqual([20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50, 25, 10, 5]);
  });

  it('refuses unknown denominations, negative and fractional quantities field by field', () => {
    expect(countProblems({ '20000': 1, '1': 2, '500': -1, '50': 1.5, '05': 1 })).toEqual([
      { field: 'count.1', code: 'unknown_denomination' },
      { field: 'count.50', code: 'invalid_quantity' },
      { field: 'count.500', code: 'invalid_quantity' },
      { field: 'count.05', code: 'unknown_denomination' },
    ]);
    expect(countProblems({ '20000': 3, '5': 0 })).toEqual([]);
  });

  it('refuses a count above the ceiling', () => {
    expect(countProblems({ '20000': 100_000 })).toEqual([{ field: 'count', code: 'too_large' }]);
    expect(countProblems({ '20000': 100_001 })).toEqual([{ field: 'count.20000', code: 'invalid_quantity' }]);
  });

  it('accepts drawer amounts that are non-negative integers under the ceiling', () => {
    expect(isDrawerAmount(0)).toBe(true);
    expect(isDrawerAmount(TILL_AMOUNT_CEILING_MINOR)).toBe(true);
    expect(isDrawerAmount(TILL_AMOUNT_CEILING_MINOR + 1)).toBe(false);
    expect(isDrawerAmount(-1)).toBe(false);
    expect(isDrawerAmount(1.5)).toBe(false);
  });
});

describe('till session cash', () => {
  it('moves cash the way its reason says', () => {
    expect(reasonAllows('cash_added', 'in')).toBe(true);
    expect(reasonAllows('cash_added', 'out')).toBe(false);
    expect(reasonAllows('bank_deposit', 'out')).toBe(true);
    expect(reasonAllows('supplier_payment', 'in')).toBe(false);
    expect(reasonAllows('other', 'in') && reasonAllows('other', 'out')).toBe(true);
    expect(reasonNeedsNote('other')).toBe(true);
    expect(reasonNeedsNote('bank_deposit')).toBe(false);
  });

  it('expects float + cash sales - cash refunds + cash in - cash out', () => {
    const facts = {
      floatMinor: 10_000,
      cashSalesMinor: 5_000,
      cashRefundsMinor: 1_000,
      cashInMinor: 300,
      cashOutMinor: 2_000,
    };
    expect(expectedCash(facts)).toBe(12_300);
  });

  it('never takes out more than the drawer should hold', () => {
    expect(mayTakeOut(1_000, 1_000)).toBe(true);
    expect(mayTakeOut(1_000, 1_001)).toBe(false);
    expect(mayTakeOut(1_000, 0)).toBe(false);
  });

  it('needs a note when the difference is above the threshold, over or short', () => {
    expect(closeDifference(10_000, 9_000, 500)).toEqual({ differenceMinor: -1_000, noteRequired: true });
    expect(closeDifference(10_000, 10_500, 500)).toEqual({ differenceMinor: 500, noteRequired: false });
    expect(closeDifference(10_000, 10_501, 500)).toEqual({ differenceMinor: 501, noteRequired: true });
  });

  it('flags a session opened on an earlier business day', () => {
    expect(isStale('2026-11-26', '2026-11-27')).toBe(true);
    expect(isStale('2026-11-27', '2026-11-27')).toBe(false);
  });

  it('a count of any valid quantities totals the sum of its pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...TILL_DENOMINATIONS), fc.nat(50)), { maxLength: 11 }),
        (pairs) => {
          const count: Record<string, number> = {};
          for (const [d, q] of pairs) count[String(d)] = q;
          expect(countProblems(count)).toEqual([]);
          expect(countTotal(count)).toBe(Object.entries(count).reduce((s, [d, q]) => s + Number(d) * q, 0));
        },
      ),
    );
  });
});
