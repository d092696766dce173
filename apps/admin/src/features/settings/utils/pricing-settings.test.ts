import { describe, expect, it } from 'vitest';
import {
  approvalPinFormSchema,
  discountLimitForm,
  discountLimitFormSchema,
  discountLimitValue,
} from './pricing-settings';

describe('the manual discount limit form', () => {
  it('reads and writes both bounds, an empty one as no bound', () => {
    expect(discountLimitForm({ max_amount_minor: 10_000, max_percent: 10 })).toEqual({
      percent: '10',
      amount: '100.00',
    });
    expect(discountLimitForm(undefined)).toEqual({ percent: '', amount: '' });
    expect(discountLimitValue({ percent: '12,5', amount: '250,50' })).toEqual({
      max_percent: 12.5,
      max_amount_minor: 25_050,
    });
    expect(discountLimitValue({ percent: '', amount: ' ' })).toEqual({
      max_percent: null,
      max_amount_minor: null,
    });
  });

  it('refuses a percent above 100 and an amount that is not one', () => {
    const bad = discountLimitFormSchema.safeParse({ percent: '120', amount: '-5' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['percent', 'percentInvalid'],
      ['amount', 'amountInvalid'],
    ]);
    expect(discountLimitFormSchema.safeParse({ percent: '100', amount: '0' }).success).toBe(true);
  });
});

describe('the approval PIN form', () => {
  it('takes 4-8 digits typed twice and the password', () => {
    expect(approvalPinFormSchema.safeParse({ pin: '4821', confirm: '4821', password: 'x' }).success).toBe(
      true,
    );
    const issues = (value: object) =>
      approvalPinFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ pin: '12a4', confirm: '12a4', password: 'x' })).toEqual([['pin', 'pinFormat']]);
    expect(issues({ pin: '123', confirm: '123', password: 'x' })).toEqual([['pin', 'pinFormat']]);
    expect(issues({ pin: '123456789', confirm: '123456789', password: 'x' })).toEqual([['pin', 'pinFormat']]);
    expect(issues({ pin: '4821', confirm: '4822', password: '' })).toEqual([
      ['password', 'passwordRequired'],
      ['confirm', 'pinMismatch'],
    ]);
  });
});
