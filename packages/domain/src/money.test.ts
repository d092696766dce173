import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLira, parseMajor, toMajorString, vatOfInclusive } from './money.js';

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

describe('formatLira: one money format per language, in every app', () => {
  it('Turkish "25,00 ₺", English "₺25.00"; thousands grouped; minus in front', () => {
    expect(formatLira(2_500, 'tr')).toBe('25,00\u00a0₺');
    expect(formatLira(2_500, 'tr-TR')).toBe('25,00\u00a0₺');
    expect(formatLira(123_450, 'tr')).toBe('1.234,50\u00a0₺');
    expect(formatLira(2_500, 'en')).toBe('₺25.00');
    expect(formatLira(123_450, 'en-GB')).toBe('₺1,234.50');
    expect(formatLira(-505, 'tr')).toBe('-5,05\u00a0₺');
    expect(formatLira(-505, 'en')).toBe('-₺5.05');
    expect(formatLira(0, 'tr')).toBe('0,00\u00a0₺');
  });
});
