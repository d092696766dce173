import type { SoldOutMark, SoldOutState } from '@kiosk/contracts';
import { SOLD_OUT_COUNT_MAX, SOLD_OUT_DURATIONS } from '@kiosk/domain';
import { z } from 'zod';

/**
 * The dialog's values as typed: the duration and the count left as text (empty: none). A count
 * is a whole number from 1 to 9999; the message is the i18n key under sale.kitchen.soldOut.errors.
 */
export const soldOutFormSchema = z.object({
  duration: z.enum(SOLD_OUT_DURATIONS, { message: 'duration' }),
  countLeft: z
    .string()
    .trim()
    .refine(
      (text) =>
        text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= SOLD_OUT_COUNT_MAX),
      {
        message: 'count_left',
      },
    ),
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
