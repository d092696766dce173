import { describe, expect, it } from 'vitest';
import { parseTestAmount } from './amount';

describe('test sale amount', () => {
  it('reads lira with a comma or a dot, in kuruş', () => {
    expect(parseTestAmount('1')).toBe(100);
    expect(parseTestAmount('2,5')).toBe(250);
    expect(parseTestAmount(' 9.99 ')).toBe(999);
    expect(parseTestAmount('10')).toBe(1000);
  });

  it('refuses amounts outside 1-10 TL and anything that is not an amount', () => {
    for (const text of ['', '0,99', '10,01', '11', '-1', '1,234', 'abc', '1e1']) {
      expect(parseTestAmount(text)).toBeNull();
    }
  });
});
