import { describe, expect, it } from 'vitest';
import { outletDateTime, shortDay } from './session-format';

describe('session times', () => {
  it("writes a moment in the outlet's time zone (Istanbul, UTC+3)", () => {
    expect(outletDateTime('2026-11-27T21:30:00Z', 'tr-TR')).toBe('28.11.2026 00:30');
    expect(outletDateTime('2026-11-27T21:30:00Z', 'en-GB')).toBe('28/11/2026, 00:30');
  });

  it('writes a business day as that day whatever the browser zone', () => {
    expect(shortDay('2026-11-28', 'en-GB')).toBe('28 Nov 2026');
    expect(shortDay('2026-11-28', 'tr-TR')).toBe('28 Kas 2026');
  });
});
