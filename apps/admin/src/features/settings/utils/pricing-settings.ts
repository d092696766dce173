import { parseMajor, toMajorString } from '@kiosk/domain';
import { z } from 'zod';

/** The stored manual discount limit (either bound may be absent or null: no bound). */
export interface DiscountLimit {
  max_amount_minor?: number | null;
  max_percent?: number | null;
}

/** The limit form: both bounds as typed ('' = no bound). */
export const discountLimitFormSchema = z.object({
  percent: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d+([.,]\d+)?$/.test(v) && Number(v.replace(',', '.')) <= 100),
      'percentInvalid',
    ),
  amount: z
    .string()
    .trim()
    .refine((v) => v === '' || (parseMajor(v) ?? -1) >= 0, 'amountInvalid'),
});
export type DiscountLimitForm = z.infer<typeof discountLimitFormSchema>;

export function discountLimitForm(limit: DiscountLimit | undefined): DiscountLimitForm {
  return {
    percent: typeof limit?.max_percent === 'number' ? String(limit.max_percent) : '',
    amount: typeof limit?.max_amount_minor === 'number' ? toMajorString(limit.max_amount_minor) : '',
  };
}

/** The setting's value as stored (an empty bound: null, i.e. no bound). */
export function discountLimitValue(form: DiscountLimitForm): Required<DiscountLimit> {
  return {
    max_percent: form.percent.trim() === '' ? null : Number(form.percent.trim().replace(',', '.')),
    max_amount_minor: form.amount.trim() === '' ? null : (parseMajor(form.amount) ?? null),
  };
}

/** The approval PIN form: 4-8 digits, typed twice, and the admin's own password. */
export const approvalPinFormSchema = z
  .object({
    pin: z.string().regex(/^\d{4,8}$/, 'pinFormat'),
    confirm: z.string(),
    password: z.string().min(1, 'passwordRequired'),
  })
  .refine((v) => v.pin === v.confirm, { path: ['confirm'], message: 'pinMismatch' });
export type ApprovalPinForm = z.infer<typeof approvalPinFormSchema>;
