import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMajor, toMajorString, vatOfInclusive } from './money.js';

describe('money', () => {
  it('parses decimal text exactly', () => {
    expect(parseMajor('245.50')).toBe(24550);
    expect(parseMajor('245,5')).toBe(24550);
    expect(parseMajor('0.01')).toBe(1);
    expect(parseMajor('12')).toBe(1200);
    expect(parseMajor('1.234')).toBeUndefined();
    expect(parseMajor('abc')).toBeUndefined();
  });
  it('round-trips any amount through text', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (m) => parseMajor(toMajorString(m)) === m));
  });
  it('extracts VAT from inclusive totals', () => {
    expect(vatOfInclusive(11000, 10)).toBe(1000);
    expect(vatOfInclusive(12000, 20)).toBe(2000);
    expect(vatOfInclusive(10100, 1)).toBe(100);
  });
});
