import { describe, expect, it } from 'vitest';
import { closeErrorKey, longDay, outletDateTime, shortDay } from './report-format';

describe('report formatting', () => {
  it('writes a business day out long without shifting it by the browser zone', () => {
    expect(longDay('2026-03-01', 'en-GB')).toBe('1 March 2026');
    expect(longDay('2026-12-31', 'tr-TR')).toBe('31 Aralık 2026');
    expect(shortDay('2026-12-31', 'en-GB')).toBe('31 Dec 2026');
    expect(shortDay('2026-01-01', 'tr-TR')).toBe('1 Oca 2026');
  });

  it('shows a moment in the outlet zone (UTC+3)', () => {
    expect(outletDateTime('2026-03-01T21:30:00Z', 'en-GB')).toBe('02/03/2026, 00:30');
  });

  it('names an already closed day apart from other failures', () => {
    expect(closeErrorKey({ status: 409 })).toBe('reports.z.alreadyClosed');
    expect(closeErrorKey({ status: 500 })).toBe('reports.z.closeError');
    expect(closeErrorKey({})).toBe('reports.z.closeError');
  });
});
