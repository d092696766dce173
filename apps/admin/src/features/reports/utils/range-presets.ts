import {
  RANGE_REPORT_CHANNELS,
  RANGE_REPORT_ERRORS,
  type RangeReportChannel,
  type RangeReportErrorCode,
  rangeReportProblem,
} from '@kiosk/contracts';

export const RANGE_PRESETS = [
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_30_days',
  'this_year',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range report's choices, as kept in the address (?preset=&from=&to=&store=&channel=). */
export interface RangeChoice {
  preset: RangePreset;
  /** Business days YYYY-MM-DD (a preset's days, or the custom ones as typed; '' while empty). */
  from: string;
  to: string;
  store: string | null;
  channel: RangeReportChannel | null;
}

const DAY = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** A real calendar day (2026-02-30 is not one). */
const isDay = (value: string | null): value is string =>
  Boolean(
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(msOf(value)) && toDay(msOf(value)) === value,
  );

/** A preset's first and last business day, counted from today (weeks start on Monday). */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  const now = msOf(today);
  const date = new Date(now);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const monday = now - ((date.getUTCDay() + 6) % 7) * DAY;
  switch (preset) {
    case 'this_week':
      return { from: toDay(monday), to: today };
    case 'last_week':
      return { from: toDay(monday - 7 * DAY), to: toDay(monday - DAY) };
    case 'this_month':
      return { from: toDay(Date.UTC(y, m, 1)), to: today };
    case 'last_month':
      return { from: toDay(Date.UTC(y, m - 1, 1)), to: toDay(Date.UTC(y, m, 0)) };
    case 'last_30_days':
      return { from: toDay(now - 29 * DAY), to: today };
    case 'this_year':
      return { from: toDay(Date.UTC(y, 0, 1)), to: today };
  }
}

/** The choices from the address; anything unknown falls back (this month, all stores and channels). */
export function readRangeChoice(params: URLSearchParams, today: string): RangeChoice {
  const asked = params.get('preset');
  const preset: RangePreset = (RANGE_PRESETS as readonly string[]).includes(asked ?? '')
    ? (asked as RangePreset)
    : 'this_month';
  const channel = params.get('channel');
  const common = {
    store: params.get('store') || null,
    channel: (RANGE_REPORT_CHANNELS as readonly string[]).includes(channel ?? '')
      ? (channel as RangeReportChannel)
      : null,
  };
  if (preset !== 'custom') return { preset, ...presetRange(preset, today), ...common };
  const from = params.get('from');
  const to = params.get('to');
  return { preset, from: isDay(from) ? from : '', to: isDay(to) ? to : '', ...common };
}

/** The address of the choices (a preset keeps no dates: it moves with today). */
export function writeRangeChoice(choice: RangeChoice): URLSearchParams {
  const params = new URLSearchParams({ preset: choice.preset });
  if (choice.preset === 'custom') {
    if (choice.from) params.set('from', choice.from);
    if (choice.to) params.set('to', choice.to);
  }
  if (choice.store) params.set('store', choice.store);
  if (choice.channel) params.set('channel', choice.channel);
  return params;
}

/** What is wrong with the range and at which field (the server's own rule and codes); null: nothing. */
export function rangeFieldError(
  choice: Pick<RangeChoice, 'from' | 'to'>,
): { code: RangeReportErrorCode; field: 'from' | 'to' } | null {
  if (!choice.from || !choice.to) return null;
  const code = rangeReportProblem(choice.from, choice.to);
  return code ? { code, field: RANGE_REPORT_ERRORS[code] } : null;
}

/** Whether the report can be asked for: both days set and nothing wrong with them. */
export function rangeReady(choice: RangeChoice): boolean {
  return Boolean(choice.from && choice.to) && rangeFieldError(choice) === null;
}
