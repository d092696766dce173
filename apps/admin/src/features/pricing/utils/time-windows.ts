import type { TimeWindow, Weekday } from '@kiosk/domain';
import { z } from 'zod';

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A window as a form row: "HH:MM" times and the ticked weekdays (none ticked: every day). */
export const windowRowSchema = z
  .object({
    start: z.string().regex(CLOCK, 'timeInvalid'),
    end: z.string().regex(CLOCK, 'timeInvalid'),
    weekdays: z.array(z.number().int().min(1).max(7)),
  })
  .refine((w) => w.start !== w.end, { path: ['end'], message: 'sameTimes' });
export type WindowRow = z.infer<typeof windowRowSchema>;

export const newWindowRow = (): WindowRow => ({ start: '07:00', end: '11:00', weekdays: [...WEEKDAYS] });

/** Rows from stored windows ("07:00:00" shown as "07:00"; no weekdays stored: every day ticked). */
export function windowRows(windows: readonly TimeWindow[]): WindowRow[] {
  return windows.map((w) => ({
    start: w.start.slice(0, 5),
    end: w.end.slice(0, 5),
    weekdays: w.weekdays && w.weekdays.length > 0 ? [...w.weekdays] : [...WEEKDAYS],
  }));
}

/** Windows as the API takes them (every weekday ticked: stored without weekdays, i.e. every day). */
export function windowsWrite(
  rows: readonly WindowRow[],
): Array<{ start: string; end: string; weekdays?: number[] }> {
  return rows.map((r) => {
    const days = [...new Set(r.weekdays)].sort((a, b) => a - b);
    return days.length === 7 || days.length === 0
      ? { start: r.start, end: r.end }
      : { start: r.start, end: r.end, weekdays: days };
  });
}

/** Ticks or unticks a weekday. */
export const toggledWeekday = (days: readonly number[], day: number, on: boolean): number[] =>
  on ? [...new Set([...days, day])].sort((a, b) => a - b) : days.filter((d) => d !== day);

function wallParts(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The instant (ISO, UTC) at which the outlet's wall clock in `timeZone` shows `date` `time`
 * ("2026-11-28", "15:30"); undefined for a malformed date or time.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const wanted = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) guess += wanted - wallParts(guess, timeZone);
  return new Date(guess).toISOString();
}
