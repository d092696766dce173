import { describe, expect, it } from 'vitest';
import { linkedDeviceName, linkToggleKeys } from './linked-device';

describe('linked device', () => {
  it('is named by its device name, else its serial number, else nothing', () => {
    expect(linkedDeviceName({ device_name: 'Till 1', pos_serial_number: 'S1' })).toBe('Till 1');
    expect(linkedDeviceName({ device_name: null, pos_serial_number: 'S1' })).toBe('S1');
    expect(linkedDeviceName(null)).toBe('');
  });

  it('asks to activate in the primary tone and to deactivate in the danger tone', () => {
    expect(linkToggleKeys(true)).toEqual({
      title: 'fleet.detail.linkActivate',
      message: 'fleet.detail.linkActivateConfirm',
      tone: 'primary',
    });
    expect(linkToggleKeys(false).tone).toBe('danger');
    expect(linkToggleKeys(undefined).title).toBe('fleet.detail.linkDeactivate');
  });
});
