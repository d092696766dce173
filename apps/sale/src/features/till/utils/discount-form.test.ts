import { describe, expect, it } from 'vitest';
import { discountFormSchema, discountOf, discountValue } from './discount-form';

const valid = { type: 'percent' as const, value: '10', reason: 'staff', other: '' };
const errorsOf = (values: typeof valid | Record<string, string>) => {
  const parsed = discountFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the manual discount form', () => {
  it('reads a percent with decimals and an amount in kuruş', () => {
    expect(discountValue('percent', '12,5')).toBe(12.5);
    expect(discountValue('percent', 'abc')).toBeNull();
    expect(discountValue('amount', '12,50')).toBe(1_250);
  });

  it('refuses zero, over 100 percent and a missing reason, naming the field', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, value: '0' })).toEqual({ value: 'sale.pricing.discount.errors.value' });
    expect(errorsOf({ ...valid, value: '101' })).toEqual({
      value: 'sale.pricing.discount.errors.percentMax',
    });
    expect(errorsOf({ ...valid, type: 'amount', value: '150' })).toEqual({});
    expect(errorsOf({ ...valid, reason: 'other', other: '  ' })).toEqual({
      other: 'sale.pricing.discount.errors.reason',
    });
  });

  it('makes the cart’s discount with the preset’s text or the typed reason', () => {
    const text = (key: string) => `T:${key}`;
    expect(discountOf(valid, 'line-1', text)).toEqual({
      type: 'percent',
      value: 10,
      reason: 'T:staff',
      lineId: 'line-1',
    });
    expect(
      discountOf(
        { ...valid, type: 'amount', value: '25', reason: 'other', other: ' Doğum günü ' },
        null,
        text,
      ),
    ).toEqual({
      type: 'amount',
      value: 2_500,
      reason: 'Doğum günü',
      lineId: null,
    });
  });
});
