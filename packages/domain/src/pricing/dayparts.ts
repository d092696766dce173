import { wallClock } from '../catalogue/sold-out.js';

/**
 * Dayparts: when a menu, category, product or promotion is on ("Kahvaltı 07:00-11:00"), read on
 * the outlet's wall clock (its IANA time zone, the same wall clock the business day and the "86"
 * end of day use). A window is [start, end): 07:00-11:00 includes 07:00:00 and 10:59:59 and excludes
 * 11:00:00. A window whose end is before its start crosses midnight (22:00-02:00); its part after
 * midnight belongs to the day it started on (weekdays are checked on that day). start = end is the
 * whole day. No windows at all means always on.
 */

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface TimeWindow {
  /** "HH:MM" or "HH:MM:SS", 00:00 to 23:59:59. */
  start: string;
  /** "HH:MM" or "HH:MM:SS"; "24:00" is the end of the day. */
  end: string;
  /** The days the window starts on; empty or absent: every day. */
  weekdays?: readonly number[];
}

/** An instant on the outlet's wall clock. */
export interface LocalTime {
  /** The outlet's calendar day, YYYY-MM-DD (the business day). */
  date: string;
  weekday: Weekday;
  /** Seconds since the outlet's midnight, 0 … 86399. */
  seconds: number;
}

const DAY_SECONDS = 86_400;

export function localTime(at: Date, timeZone: string): LocalTime {
  const wall = new Date(wallClock(at, timeZone));
  const day = wall.getUTCDay();
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: (day === 0 ? 7 : day) as Weekday,
    seconds: wall.getUTCHours() * 3600 + wall.getUTCMinutes() * 60 + wall.getUTCSeconds(),
  };
}

/** Seconds since midnight of "HH:MM[:SS]" (24:00 allowed), or undefined when it is not a time. */
export function clockSeconds(text: string): number | undefined {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (minutes > 59 || seconds > 59) return undefined;
  const total = hours * 3600 + minutes * 60 + seconds;
  return total <= DAY_SECONDS ? total : undefined;
}

export type TimeWindowIssue = 'start_invalid' | 'end_invalid' | 'weekday_invalid';

/** What is wrong with a window as written (the admin form and the server's check). */
export function timeWindowIssues(window: TimeWindow): TimeWindowIssue[] {
  const issues: TimeWindowIssue[] = [];
  const start = clockSeconds(window.start);
  if (start === undefined || start >= DAY_SECONDS) issues.push('start_invalid');
  if (clockSeconds(window.end) === undefined) issues.push('end_invalid');
  if ((window.weekdays ?? []).some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
    issues.push('weekday_invalid');
  }
  return issues;
}

function onDay(window: TimeWindow, weekday: number): boolean {
  return !window.weekdays || window.weekdays.length === 0 || window.weekdays.includes(weekday);
}

const previousWeekday = (weekday: Weekday): Weekday => (weekday === 1 ? 7 : weekday - 1) as Weekday;

/** Whether `local` falls in the window (see the module's rules). A malformed window never matches. */
export function inTimeWindow(window: TimeWindow, local: LocalTime): boolean {
  const start = clockSeconds(window.start);
  const end = clockSeconds(window.end);
  if (start === undefined || end === undefined) return false;
  const t = local.seconds;
  if (start === end % DAY_SECONDS) return onDay(window, local.weekday);
  if (start < end) return t >= start && t < end && onDay(window, local.weekday);
  if (t >= start) return onDay(window, local.weekday);
  return t < end && onDay(window, previousWeekday(local.weekday));
}

/** On when there are no windows, else when any window holds `local`. */
export function availableAt(windows: readonly TimeWindow[] | undefined, local: LocalTime): boolean {
  return !windows || windows.length === 0 || windows.some((w) => inTimeWindow(w, local));
}

/** The instant whose wall clock in `timeZone` is `wallMs` (wall clock fields as UTC). */
function instantOfWallClock(wallMs: number, timeZone: string): number {
  // correct the offset twice: it may change between the guess and the answer (summer time)
  let guess = wallMs - (wallClock(new Date(wallMs), timeZone) - wallMs);
  guess = wallMs - (wallClock(new Date(guess), timeZone) - guess);
  return guess;
}

/**
 * The next instant after `at` when a window starts or ends (the kiosk and the till set a timer for
 * it, so the breakfast menu goes at 11:00:00 without a reload); null when there are no windows.
 * It may name a boundary that changes nothing (two windows meeting): callers just evaluate again.
 */
export function nextDaypartBoundary(
  windows: readonly TimeWindow[] | undefined,
  at: Date,
  timeZone: string,
): Date | null {
  const wall = wallClock(at, timeZone);
  const midnight = wall - (wall % (DAY_SECONDS * 1000));
  let next: number | null = null;
  for (const window of windows ?? []) {
    const edges = [clockSeconds(window.start), clockSeconds(window.end)];
    for (let day = 0; day <= 2; day += 1) {
      for (const edge of edges) {
        if (edge === undefined) continue;
        const instant = instantOfWallClock(midnight + day * DAY_SECONDS * 1000 + edge * 1000, timeZone);
        if (instant > at.getTime() && (next === null || instant < next)) next = instant;
      }
    }
  }
  return next === null ? null : new Date(next);
}
