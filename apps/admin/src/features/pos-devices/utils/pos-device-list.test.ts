import type { PosDevice, PosDeviceSummary } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { linkedKioskId, matchesSearch, summaryOf, verifyCheck } from './pos-device-list';

const device = (values: Partial<PosDevice> = {}) =>
  ({
    id: 'p1',
    kiosk_device_id: 'KD-1',
    pos_serial_number: 'PAV1234',
    device_name: 'Kasa İki',
    device_model: 'A910',
    is_active: true,
    connection_status: 'unknown',
    last_connected_at: null,
    ip_address: '10.0.0.5',
    fingerprint: 'fp',
    kiosk_id: null,
    links: [{ link_id: 'l1', kiosk_user_id: 'k1' }],
    ...values,
  }) as PosDevice;

describe('POS device list', () => {
  it("uses the device's summary, or makes one without a CLOUD token", () => {
    const summary = { id: 'p1', cloud_token_set: true } as PosDeviceSummary;
    expect(summaryOf(device(), [summary])).toBe(summary);
    expect(summaryOf(device(), [])).toMatchObject({ id: 'p1', cloud_token_set: false, kiosk: null });
  });

  it('searches id, serial, name and model, ignoring Turkish case and spaces', () => {
    expect(matchesSearch(device(), '  ')).toBe(true);
    expect(matchesSearch(device(), 'pav12')).toBe(true);
    expect(matchesSearch(device(), 'KASA İKİ')).toBe(true);
    expect(matchesSearch(device(), 'a910')).toBe(true);
    expect(matchesSearch(device(), 'ingenico')).toBe(false);
  });

  it("belongs to its first link's kiosk, else the record's", () => {
    expect(linkedKioskId(device())).toBe('k1');
    expect(linkedKioskId(device({ links: [], kiosk_id: 'k2' }))).toBe('k2');
    expect(linkedKioskId(device({ links: [] }))).toBeNull();
  });

  it('verifies only a device with an IP, a serial, an existing kiosk and a fingerprint', () => {
    expect(verifyCheck(device(), ['k1'])).toEqual({ kioskId: 'k1' });
    expect(verifyCheck(device({ ip_address: null }), ['k1'])).toEqual({ problem: 'fleet.pos.verifyNoIp' });
    expect(verifyCheck(device({ links: [] }), ['k1'])).toEqual({ problem: 'fleet.pos.verifyNotLinked' });
    expect(verifyCheck(device(), ['k9'])).toEqual({ problem: 'fleet.pos.verifyNoKiosk' });
    expect(verifyCheck(device({ fingerprint: '' }), ['k1'])).toEqual({
      problem: 'fleet.pos.verifyNoFingerprint',
    });
  });
});
