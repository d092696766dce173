import type { PosDevice } from '@kiosk/contracts';
import { POS_FORM_DEFAULT_PORT } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { posDeviceFormSchema, posDeviceFormValues, posDeviceRequestValues } from './pos-device-form';

describe('POS device form', () => {
  it('opens a new device empty on the default port, an existing one with its values', () => {
    expect(posDeviceFormValues(null)).toMatchObject({ serial: '', port: String(POS_FORM_DEFAULT_PORT) });
    const device = { pos_serial_number: 'PAV1', port: 4444, ip_address: '10.0.0.2' } as PosDevice;
    expect(posDeviceFormValues(device)).toMatchObject({ serial: 'PAV1', port: '4444', ip: '10.0.0.2' });
  });

  it('needs a serial, and a fingerprint only when editing', () => {
    const values = { ...posDeviceFormValues(null), serial: 'PAV1' };
    const paths = (editing: boolean) => {
      const result = posDeviceFormSchema(editing).safeParse(values);
      return result.success ? [] : result.error.issues.map((i) => i.path[0]);
    };
    expect(paths(false)).toEqual([]);
    expect(paths(true)).toEqual(['fingerprint']);
    expect(posDeviceFormSchema(false).safeParse(posDeviceFormValues(null)).success).toBe(false);
  });

  it('sends trimmed values with nulls, and the fingerprint when typed or editing', () => {
    const values = { ...posDeviceFormValues(null), serial: ' PAV1 ', name: ' ', ip: '10.0.0.2 ' };
    const created = posDeviceRequestValues(values, false);
    expect(created).toMatchObject({
      p_pos_serial_number: 'PAV1',
      p_device_name: null,
      p_ip_address: '10.0.0.2',
    });
    expect(created).not.toHaveProperty('p_fingerprint');
    // the till's store: none by default, the chosen one's id
    expect(created.p_store_id).toBeNull();
    expect(posDeviceRequestValues({ ...values, store: 'store-1' }, true).p_store_id).toBe('store-1');
    expect(posDeviceRequestValues(values, true)).toHaveProperty('p_fingerprint', '');
    expect(posDeviceRequestValues({ ...values, fingerprint: ' ab ' }, false)).toHaveProperty(
      'p_fingerprint',
      'ab',
    );
  });
});
