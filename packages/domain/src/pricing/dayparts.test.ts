import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableAt,
  clockSeconds,
  inTimeWindow,
  type LocalTime,
  localTime,
  nextDaypartBoundary,
  type TimeWindow,
  timeWindowIssues,
} from './dayparts.js';

const IST = 'Europe/Istanbul'; // UTC+3 all year
const breakfast: TimeWindow = { start: '07:00', end: '11:00' };
const late: TimeWindow = { start: '22:00', end: '02:00', weekdays: [5] }; // Friday night

/** An Istanbul wall-clock time as an instant (Istanbul is UTC+3). */
const ist = (iso: string) => new Date(`${iso}+03:00`);

describe('local time', () => {
  it("reads the outlet's wall clock: date, ISO weekday, seconds", () => {
    // 2026-11-27 is a Friday; 21:30 UTC is 00:30 on Saturday in Istanbul
    expect(localTime(new Date('2026-11-27T21:30:05Z'), IST)).toEqual({
      date: '2026-11-28',
      weekday: 6,
      seconds: 30 * 60 + 5,
    });
    expect(localTime(new Date('2026-11-29T12:00:00Z'), 'UTC').weekday).toBe(7);
  });

  it('parses clock times, 24:00 as the end of the day, and refuses others', () => {
    expect(clockSeconds('07:00')).toBe(7 * 3600);
    expect(clockSeconds('10:59:59')).toBe(11 * 3600 - 1);
    expect(clockSeconds('24:00')).toBe(86_400);
    for (const bad of ['7:00', '24:01', '12:60', '12:00:60', 'noon', ''])
      expect(clockSeconds(bad)).toBeUndefined();
    expect(timeWindowIssues({ start: '24:00', end: '25:00', weekdays: [0, 8] })).toEqual([
      'start_invalid',
      'end_invalid',
      'weekday_invalid',
    ]);
    expect(timeWindowIssues(late)).toEqual([]);
  });
});

describe('time windows', () => {
  const at = (iso: string) => localTime(ist(iso), IST);

  it('includes the start and excludes the end: 11:00:00 is outside 07:00-11:00', () => {
    expect(inTimeWindow(breakfast, at('2026-11-27T06:59:59'))).toBe(false);
    expect(inTimeWindow(breakfast, at('2026-11-27T07:00:00'))).toBe(true);
    expect(inTimeWindow(breakfast, at('2026-11-27T10:59:59'))).toBe(true);
    expect(inTimeWindow(breakfast, at('2026-11-27T11:00:00'))).toBe(false);
  });

  it("crosses midnight, the part after midnight counting as the start day's", () => {
    expect(inTimeWindow(late, at('2026-11-27T21:59:59'))).toBe(false); // Friday
    expect(inTimeWindow(late, at('2026-11-27T22:00:00'))).toBe(true);
    expect(inTimeWindow(late, at('2026-11-28T00:00:00'))).toBe(true); // Saturday, still Friday's night
    expect(inTimeWindow(late, at('2026-11-28T01:59:59'))).toBe(true);
    expect(inTimeWindow(late, at('2026-11-28T02:00:00'))).toBe(false);
    expect(inTimeWindow(late, at('2026-11-28T22:30:00'))).toBe(false); // Saturday night is not Friday
    expect(inTimeWindow(late, at('2026-11-27T01:00:00'))).toBe(false); // Thursday's night
  });

  it('takes start = end as the whole day, "24:00" as midnight, and weekdays', () => {
    expect(inTimeWindow({ start: '00:00', end: '00:00' }, at('2026-11-27T13:00:00'))).toBe(true);
    expect(inTimeWindow({ start: '18:00', end: '24:00' }, at('2026-11-27T23:59:59'))).toBe(true);
    expect(inTimeWindow({ start: '00:00', end: '24:00', weekdays: [6, 7] }, at('2026-11-27T12:00:00'))).toBe(
      false,
    );
    expect(inTimeWindow({ start: '00:00', end: '24:00', weekdays: [5] }, at('2026-11-27T12:00:00'))).toBe(
      true,
    );
    expect(inTimeWindow({ start: 'x', end: '10:00' }, at('2026-11-27T09:00:00'))).toBe(false);
  });

  it('is always on without windows, and on when any window holds', () => {
    const noon = at('2026-11-27T12:00:00');
    expect(availableAt(undefined, noon)).toBe(true);
    expect(availableAt([], noon)).toBe(true);
    expect(availableAt([breakfast], noon)).toBe(false);
    expect(availableAt([breakfast, { start: '11:30', end: '15:00' }], noon)).toBe(true);
  });

  it('agrees with a plain interval test for windows within a day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1440 }),
        fc.integer({ min: 0, max: 86_399 }),
        (startMinute, endMinute, seconds) => {
          fc.pre(startMinute < endMinute);
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const local: LocalTime = { date: '2026-11-27', weekday: 5, seconds };
          const inside = seconds >= startMinute * 60 && seconds < endMinute * 60;
          expect(inTimeWindow({ start: hhmm(startMinute), end: hhmm(endMinute) }, local)).toBe(inside);
          // the same window crossing midnight the other way round holds exactly the rest of the day
          // (on the start day: weekday-free here)
          if (endMinute < 1440) {
            expect(inTimeWindow({ start: hhmm(endMinute), end: hhmm(startMinute) }, local)).toBe(!inside);
          }
        },
      ),
    );
  });
});

describe('next daypart boundary', () => {
  it('names the next start or end after an instant, in the outlet time zone', () => {
    expect(nextDaypartBoundary([breakfast], ist('2026-11-27T10:59:59'), IST)).toEqual(
      ist('2026-11-27T11:00:00'),
    );
    expect(nextDaypartBoundary([breakfast], ist('2026-11-27T11:00:00'), IST)).toEqual(
      ist('2026-11-28T07:00:00'),
    );
    expect(nextDaypartBoundary([breakfast, late], ist('2026-11-27T12:00:00'), IST)).toEqual(
      ist('2026-11-27T22:00:00'),
    );
    expect(nextDaypartBoundary([], ist('2026-11-27T12:00:00'), IST)).toBeNull();
  });

  it('follows a summer-time change (Berlin, 2026-03-29 02:00 -> 03:00)', () => {
    const berlin = 'Europe/Berlin';
    const before = new Date('2026-03-28T23:00:00Z'); // 00:00 CET on the 29th
    const next = nextDaypartBoundary([{ start: '07:00', end: '11:00' }], before, berlin);
    expect(next).toEqual(new Date('2026-03-29T05:00:00Z')); // 07:00 CEST
    expect(localTime(next as Date, berlin).seconds).toBe(7 * 3600);
  });
});
