import { describe, expect, it } from 'vitest';
import { outletDateTime, rangeReversed } from './staff-format';

describe('staff format', () => {
  it("shows a moment in the outlet's time zone whatever the browser's", () => {
    // 21:30 UTC is 00:30 the next day in Istanbul
    expect(outletDateTime('2026-11-27T21:30:00.000Z', 'en-GB')).toBe('28/11/2026, 00:30');
  });

  it('tells a backwards range', () => {
    expect(rangeReversed('2026-11-28', '2026-11-01')).toBe(true);
    expect(rangeReversed('2026-11-01', '2026-11-28')).toBe(false);
    expect(rangeReversed('', '2026-11-01')).toBe(false);
  });
});
