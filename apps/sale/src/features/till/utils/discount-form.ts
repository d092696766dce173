import { z } from 'zod';
import type { CartDiscount } from '../../../lib/cart-discounts';
import { parseMoney } from '../../../lib/money-input';

/** The preset reasons of a manual discount (their texts: sale.pricing.discount.reasons.*). */
export const DISCOUNT_REASONS = ['staff', 'complaint', 'regular', 'promotion', 'damaged'] as const;

/** Which preset (`other`: the typed text) and the value as typed ("10", "12,50"). */
export const discountFormSchema = z
  .object({
    type: z.enum(['percent', 'amount']),
    value: z.string(),
    reason: z.string(),
    other: z.string().max(200),
  })
  .superRefine((v, ctx) => {
    const value = discountValue(v.type, v.value);
    if (value === null || value <= 0)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'sale.pricing.discount.errors.value' });
    else if (v.type === 'percent' && value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'sale.pricing.discount.errors.percentMax' });
    if (v.reason === '' || (v.reason === 'other' && v.other.trim() === ''))
      ctx.addIssue({ code: 'custom', path: ['other'], message: 'sale.pricing.discount.errors.reason' });
  });
export type DiscountFormValues = z.infer<typeof discountFormSchema>;

/** A percent (decimals allowed, "12,5") or an amount in kuruş from the typed TL; null when unreadable. */
export function discountValue(type: 'percent' | 'amount', typed: string): number | null {
  if (type === 'amount') return parseMoney(typed);
  const text = typed.trim().replace(',', '.').replace(/^%/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** The form's values as the cart's discount; the reason is the preset's text (in the till's language). */
export function discountOf(
  values: DiscountFormValues,
  lineId: string | null,
  reasonText: (key: string) => string,
): Omit<CartDiscount, 'id'> {
  const reason = values.reason === 'other' ? values.other.trim() : reasonText(values.reason);
  return { type: values.type, value: discountValue(values.type, values.value) ?? 0, reason, lineId };
}
