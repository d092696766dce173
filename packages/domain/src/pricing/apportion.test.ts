import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, percentOf } from './apportion.js';

describe('apportion (largest remainder)', () => {
  it('splits in proportion, the kuruş left over to the largest remainders', () => {
    // 100 over 1:1:1 = 33.33 each; the one left over goes to the first (ties: earlier weight)
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1000 over 245 / 60 / 45 = 700, 171.43, 128.57: the kuruş goes to the larger remainder (.57)
    expect(apportion(1000, [245, 60, 45])).toEqual([700, 171, 129]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
  });

  it('puts everything on the first weight when every weight is zero, and nothing on a zero weight', () => {
    expect(apportion(999, [0, 0, 0])).toEqual([999, 0, 0]);
    expect(apportion(10, [0, 3, 0, 7])).toEqual([0, 3, 0, 7]);
  });

  it('refuses a negative amount, fractional or negative weights, and an amount with no weight', () => {
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(10, [1.5])).toThrow(RangeError);
    expect(() => apportion(10, [-1, 2])).toThrow(RangeError);
    expect(() => apportion(10, [])).toThrow(RangeError);
    expect(apportion(0, [])).toEqual([]);
  });

  it('always adds up exactly, never negative, each within one kuruş of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          const shares = apportion(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          for (const [i, share] of shares.entries()) {
            expect(share).toBeGreaterThanOrEqual(0);
            if (total > 0) {
              const exact = (amount * (weights[i] ?? 0)) / total;
              expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-9);
            }
          }
        },
      ),
    );
  });

  it('gives equal weights shares that differ by at most one, earlier ones first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 9 }), (amount, n) => {
        const shares = apportion(amount, Array(n).fill(5));
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
        expect((shares[0] ?? 0) - (shares[n - 1] ?? 0)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('percentOf', () => {
  it('rounds half up, exactly, with decimal percentages', () => {
    expect(percentOf(1_000, 50)).toBe(500);
    expect(percentOf(999, 50)).toBe(500); // 499.5 -> 500
    expect(percentOf(997, 12.5)).toBe(125); // 124.625 -> 125
    expect(percentOf(1_001, 10)).toBe(100); // 100.1 -> 100
    expect(percentOf(12_345, 100)).toBe(12_345);
    expect(percentOf(12_345, 0)).toBe(0);
  });

  it('never exceeds the amount and never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const saving = percentOf(amount, bp / 100);
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
