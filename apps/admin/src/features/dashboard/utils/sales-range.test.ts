import { describe, expect, it } from 'vitest';
import { salesRangeIssue } from './sales-range';

describe('salesRangeIssue', () => {
  it('finds nothing wrong with a preset or an incomplete custom range', () => {
    expect(salesRangeIssue({ preset: 'today' }, false)).toBeNull();
    expect(salesRangeIssue({ preset: 'custom', from: '2026-03-01' }, false)).toBeNull();
  });

  it('flags a custom range that ends before it starts', () => {
    expect(salesRangeIssue({ preset: 'custom', from: '2026-03-10', to: '2026-03-01' }, false)).toBe('order');
  });

  it('flags a custom range over the longest span', () => {
    expect(salesRangeIssue({ preset: 'custom', from: '2024-01-01', to: '2026-03-01' }, false)).toBe(
      'too_long',
    );
  });

  it('takes the server refusing the range as too long', () => {
    expect(salesRangeIssue({ preset: 'custom', from: '2026-03-01', to: '2026-03-02' }, true)).toBe(
      'too_long',
    );
    expect(salesRangeIssue({ preset: 'today' }, true)).toBe('too_long');
  });
});
