import type { SoldOutDurationInput, SoldOutMark, SoldOutState } from '@kiosk/contracts';
import { z } from 'zod';

/** The choices, in the order the dialog shows them. */
export const SOLD_OUT_DURATIONS: readonly SoldOutDurationInput[] = [
  'until_further_notice',
  '1h',
  '2h',
  '4h',
  'end_of_day',
];

const COUNT_MAX = 9999;

/**
 * The dialog's values as typed: the duration and the count left as text (empty: none). A count
 * is a whole number from 1 to 9999; the message is the i18n key under sale.kitchen.soldOut.errors.
 */
export const soldOutFormSchema = z.object({
  duration: z.enum(['until_further_notice', '1h', '2h', '4h', 'end_of_day'], { message: 'duration' }),
  countLeft: z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= COUNT_MAX), {
      message: 'count_left',
    }),
});
export type SoldOutFormValues = z.infer<typeof soldOutFormSchema>;

/** The form's first values: until further notice, and the count the product has left now (if any). */
export function soldOutFormDefaults(mark: SoldOutState | null): SoldOutFormValues {
  const count = mark?.count_left;
  return { duration: 'until_further_notice', countLeft: count && count > 0 ? String(count) : '' };
}

/** The request the checked values make (POST .../sold-out): no count_left when none was typed. */
export function soldOutRequest(values: SoldOutFormValues): SoldOutMark {
  const count = values.countLeft.trim();
  return count === ''
    ? { duration: values.duration }
    : { duration: values.duration, count_left: Number(count) };
}

/**
 * A mark's time as the staff read it: the clock time on the same day (13:10), with the date on
 * another day (29 Kas 00:00), in the interface's locale and the device's time zone.
 */
export function markTime(iso: string, now: Date, locale: string, timeZone?: string): string {
  const at = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat('en-CA', {
    ...zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const time = new Intl.DateTimeFormat(locale, {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  if (day.format(at) === day.format(now)) return time.format(at);
  const date = new Intl.DateTimeFormat(locale, { ...zone, day: 'numeric', month: 'short' });
  return `${date.format(at)} ${time.format(at)}`;
}
