import type { KioskUser } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { emptyKioskForm, kioskFormSchema, kioskFormValues, kioskRequestBody } from './kiosk-form';

const kiosk = {
  id: 'k1',
  username: 'kiosk01',
  email: null,
  device_name: 'Front',
  device_fingerprint: 'abc',
  business_id: 'b1',
  store_id: null,
  is_active: false,
} as KioskUser;

describe('kiosk form', () => {
  it('opens empty for a new kiosk and with the kiosk (no secrets) to edit', () => {
    expect(kioskFormValues(null)).toEqual(emptyKioskForm());
    expect(kioskFormValues(kiosk)).toMatchObject({
      username: 'kiosk01',
      email: '',
      password: '',
      pin: '',
      business_id: 'b1',
      store_id: '',
      is_active: false,
    });
  });

  it('asks a new kiosk for a password and fingerprint, an edited one not', () => {
    const values = { ...emptyKioskForm(), username: 'front-kiosk-01', device_name: 'Front' };
    const paths = (creating: boolean) => {
      const result = kioskFormSchema(creating).safeParse(values);
      return result.success ? [] : result.error.issues.map((i) => i.path[0]);
    };
    expect(paths(true)).toEqual(expect.arrayContaining(['password', 'device_fingerprint']));
    expect(paths(false)).toEqual([]);
  });

  it('sends trimmed values, nulls for empty choices, and the PIN only when typed', () => {
    const values = {
      ...emptyKioskForm(),
      username: ' kiosk01 ',
      email: ' ',
      device_name: 'Front ',
      password: 'Secret-123',
      device_fingerprint: ' fp ',
    };
    expect(kioskRequestBody(values, null)).toEqual({
      action: 'create',
      username: 'kiosk01',
      email: null,
      device_name: 'Front',
      business_id: null,
      store_id: null,
      is_active: true,
      password: 'Secret-123',
      device_fingerprint: 'fp',
    });
    const update = kioskRequestBody({ ...values, pin: '12345678' }, kiosk);
    expect(update).toMatchObject({ action: 'update', id: 'k1', pin: '12345678' });
    expect(update).not.toHaveProperty('password');
  });
});
