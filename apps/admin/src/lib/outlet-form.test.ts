import type { Business, Store } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import {
  businessFormSchema,
  businessFormValues,
  businessRequestValues,
  storeFormSchema,
  storeFormValues,
  storeRequestValues,
} from './outlet-form';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('business form', () => {
  it('needs a name and checks tax number, phone and e-mail with the domain keys', () => {
    const values = { ...businessFormValues(null), tax_number: '123', phone: 'abc', email: 'x@' };
    expect(issues(businessFormSchema.safeParse(values))).toEqual([
      ['name', 'businessNameRequired'],
      ['email', 'emailInvalid'],
      ['tax_number', 'taxNumberInvalid'],
      ['phone', 'phoneInvalid'],
    ]);
    expect(
      businessFormSchema.safeParse({ ...businessFormValues(null), name: 'Demo', tax_number: '1234567890' })
        .success,
    ).toBe(true);
  });

  it('opens with the business, and sends trimmed values with nulls for empty ones', () => {
    const business = { name: 'Demo', tax_number: null, is_active: false } as Business;
    expect(businessFormValues(business)).toMatchObject({ name: 'Demo', tax_number: '', is_active: false });
    expect(businessRequestValues({ ...businessFormValues(null), name: ' Demo ', phone: ' 0212 ' })).toEqual({
      name: 'Demo',
      tax_number: null,
      address: null,
      phone: '0212',
      email: null,
      is_active: true,
    });
  });
});

describe('store form', () => {
  it('needs a name and a business', () => {
    expect(issues(storeFormSchema.safeParse(storeFormValues(null)))).toEqual([
      ['name', 'storeNameRequired'],
      ['business_id', 'storeBusinessRequired'],
    ]);
  });

  it("opens in the store's business, else the preselected one, and sends nulls for empty text", () => {
    expect(storeFormValues(null, 'b1').business_id).toBe('b1');
    expect(storeFormValues({ business_id: 'b2', name: 'Köşe' } as Store, 'b1')).toMatchObject({
      business_id: 'b2',
      name: 'Köşe',
    });
    expect(storeRequestValues({ ...storeFormValues(null, 'b1'), name: 'Köşe ', address: ' ' })).toEqual({
      name: 'Köşe',
      business_id: 'b1',
      address: null,
      phone: null,
      is_active: true,
    });
  });
});
