import type { StaffMember } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { createRequest, staffFormSchema, staffFormValues, updateRequest } from './staff-form';

const member: StaffMember = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  email: 'ayse@example.com',
  display_name: 'Ayşe',
  role: 'cashier',
  is_disabled: false,
  stores: [
    { id: 's1', name: 'A' },
    { id: 's2', name: 'B' },
  ],
  created_at: '2026-11-28T08:00:00.000Z',
  last_sign_in_at: null,
};

describe('staff form', () => {
  it('takes an empty password as "generate one" and checks a typed one with the one password rule', () => {
    const base = { email: 'a@b.co', display_name: '', role: 'cashier', store_ids: [] };
    expect(staffFormSchema.safeParse({ ...base, password: '' }).success).toBe(true);
    const short = staffFormSchema.safeParse({ ...base, password: 'kısa' });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'fleet.errors.passwordTooShort'],
    ]);
    const common = staffFormSchema.safeParse({ ...base, password: 'password' });
    expect(common.error?.issues[0]?.message).toBe('fleet.errors.passwordTooCommon');
    expect(
      staffFormSchema.safeParse({ ...base, email: 'nope', password: '' }).error?.issues[0]?.message,
    ).toBe('staff.form.emailInvalid');
  });

  it('creates without empty optional fields', () => {
    expect(createRequest({ ...staffFormValues(null), email: 'a@b.co' })).toEqual({
      email: 'a@b.co',
      role: 'cashier',
      store_ids: [],
    });
  });

  it('sends only what changed on edit (same stores in another order are no change)', () => {
    const values = staffFormValues(member);
    expect(updateRequest(member, { ...values, store_ids: ['s2', 's1'] })).toEqual({});
    expect(updateRequest(member, { ...values, display_name: '', role: 'admin', store_ids: ['s1'] })).toEqual({
      display_name: null,
      role: 'admin',
      store_ids: ['s1'],
    });
  });
});
