import { describe, expect, it } from 'vitest';
import { differenceTone, formatDifference } from './till-difference';

describe('till count difference', () => {
  it('is over when more cash was counted, short when less, even when equal', () => {
    expect(differenceTone(1)).toBe('over');
    expect(differenceTone(-1)).toBe('short');
    expect(differenceTone(0)).toBe('even');
  });

  it('writes the sign in front of the lira amount, in each language', () => {
    expect(formatDifference(1250, 'tr')).toBe('+12,50\u00a0₺');
    expect(formatDifference(-300, 'tr')).toBe('\u22123,00\u00a0₺');
    expect(formatDifference(0, 'tr')).toBe('0,00\u00a0₺');
    expect(formatDifference(-123456, 'en')).toBe('\u2212₺1,234.56');
    expect(formatDifference(5, 'en-GB')).toBe('+₺0.05');
  });
});
