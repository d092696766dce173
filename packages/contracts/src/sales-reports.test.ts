import { describe, expect, it } from 'vitest';
import { customRangeProblem, MAX_REPORT_RANGE_DAYS, salesRangeQuerySchema } from './sales-reports.js';

describe('custom sales range', () => {
  it('refuses a start after the end and more than the longest range, both ends counted', () => {
    expect(customRangeProblem('2026-03-02', '2026-03-01')).toBe('order');
    expect(customRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(MAX_REPORT_RANGE_DAYS).toBe(366);
    expect(customRangeProblem('2025-01-01', '2026-01-01')).toBeNull(); // 366 days
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toBe('too_long'); // 367 days
  });

  it('is the rule the server refuses with, on the `to` field', () => {
    const refused = salesRangeQuerySchema.safeParse({
      preset: 'custom',
      from: '2025-01-01',
      to: '2026-01-02',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['to']);
    expect(
      salesRangeQuerySchema.safeParse({ preset: 'custom', from: '2025-01-01', to: '2026-01-01' }).success,
    ).toBe(true);
  });
});
