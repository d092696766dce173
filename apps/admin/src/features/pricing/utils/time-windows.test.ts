import { describe, expect, it } from 'vitest';
import { toggledWeekday, windowRowSchema, windowRows, windowsWrite, zonedInstant } from './time-windows';

describe('sale-hour windows in the forms', () => {
  it('reads stored windows as rows and writes every-day rows without weekdays', () => {
    const rows = windowRows([
      { start: '07:00:00', end: '11:00:00' },
      { start: '22:00', end: '02:00', weekdays: [5, 6] },
    ]);
    expect(rows).toEqual([
      { start: '07:00', end: '11:00', weekdays: [1, 2, 3, 4, 5, 6, 7] },
      { start: '22:00', end: '02:00', weekdays: [5, 6] },
    ]);
    expect(windowsWrite(rows)).toEqual([
      { start: '07:00', end: '11:00' },
      { start: '22:00', end: '02:00', weekdays: [5, 6] },
    ]);
    expect(windowsWrite([{ start: '12:00', end: '14:00', weekdays: [3, 1, 3] }])).toEqual([
      { start: '12:00', end: '14:00', weekdays: [1, 3] },
    ]);
  });

  it('refuses a malformed time and a window that starts when it ends', () => {
    expect(windowRowSchema.safeParse({ start: '7:00', end: '11:00', weekdays: [] }).success).toBe(false);
    expect(windowRowSchema.safeParse({ start: '24:00', end: '11:00', weekdays: [] }).success).toBe(false);
    const same = windowRowSchema.safeParse({ start: '10:00', end: '10:00', weekdays: [] });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]).toMatchObject({ path: ['end'], message: 'sameTimes' });
  });

  it('ticks and unticks weekdays in order', () => {
    expect(toggledWeekday([1, 5], 3, true)).toEqual([1, 3, 5]);
    expect(toggledWeekday([1, 3, 5], 3, false)).toEqual([1, 5]);
    expect(toggledWeekday([1, 3], 3, true)).toEqual([1, 3]);
  });

  it("turns the outlet's wall clock into the instant, across a summer-time change", () => {
    expect(zonedInstant('2026-11-28', '15:30', 'Europe/Istanbul')).toBe('2026-11-28T12:30:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-01-01', '09:00', 'Europe/Berlin')).toBe('2026-01-01T08:00:00.000Z');
    expect(zonedInstant('2026-11-28', '', 'Europe/Istanbul')).toBeUndefined();
    expect(zonedInstant('28.11.2026', '10:00', 'Europe/Istanbul')).toBeUndefined();
  });
});
