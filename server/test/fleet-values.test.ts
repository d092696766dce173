import { parseIpv4Network } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { UniqueConflict } from '../src/repositories/database-errors.js';
import { pick } from '../src/services/fleet/fleet-audit.js';
import { auditable } from '../src/services/fleet/kiosk-values.js';
import { posConflict, posValues } from '../src/services/fleet/pos-device-values.js';

// The fleet services' pure parts: the POS form's columns, the audit's before/after, conflicts.

function keyOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const details = error.details as { key?: string } | Array<{ key?: string }> | undefined;
    return Array.isArray(details) ? details[0]?.key : details?.key;
  }
  return undefined;
}

describe('posValues', () => {
  it('writes only the fields given, empty text as null, the port as a number', () => {
    expect(
      posValues({
        p_device_name: 'Kasa 1',
        p_device_model: '',
        p_port: '4567',
        p_is_active: false,
        p_metadata: { a: 1 },
      }),
    ).toEqual({
      device_name: 'Kasa 1',
      device_model: null,
      port: 4567,
      is_active: false,
      metadata: '{"a":1}',
    });
    expect(posValues({})).toEqual({});
  });

  it('refuses an address that is not IPv4, one outside the allowed networks, and a bad port', () => {
    expect(keyOf(() => posValues({ p_ip_address: 'kasa' }))).toBe('ipInvalid');
    expect(keyOf(() => posValues({ p_ip_address: '8.8.8.8' }))).toBe('ipNotAllowed');
    const only = [parseIpv4Network('10.0.0.0/8')].filter((n) => n !== undefined);
    expect(keyOf(() => posValues({ p_ip_address: '192.168.1.5' }, only))).toBe('ipNotAllowed');
    expect(posValues({ p_ip_address: '10.1.2.3' }, only)).toEqual({ ip_address: '10.1.2.3' });
    expect(keyOf(() => posValues({ p_port: '70000' }))).toBe('portInvalid');
  });
});

describe('audit values', () => {
  it('pick keeps the asked columns in the asked order, dates as ISO text', () => {
    const row = { name: 'A', created_at: new Date('2026-01-02T03:04:05Z'), phone: null };
    const before = pick(row, ['created_at', 'name', 'missing']);
    expect(Object.keys(before)).toEqual(['created_at', 'name']);
    expect(before).toEqual({ created_at: '2026-01-02T03:04:05.000Z', name: 'A' });
  });

  it("a kiosk's audited write has no password hash and tells a PIN change without its hash", () => {
    expect(auditable({ username: 'k', password_hash: 'x', pin_hash: 'y' })).toEqual({
      username: 'k',
      pin_changed: true,
    });
    expect(auditable({ username: 'k' })).toEqual({ username: 'k' });
  });
});

describe('posConflict', () => {
  it('names the serial number or the kiosk device id; other errors pass through', () => {
    const serial = posConflict(new UniqueConflict('pos_serial_number'));
    expect(serial).toBeInstanceOf(AppError);
    expect(serial).toMatchObject({
      statusCode: 409,
      details: { field: 'p_pos_serial_number', key: 'posSerialTaken' },
    });
    expect(posConflict(new UniqueConflict('kiosk_device_id'))).toMatchObject({
      details: { field: 'p_kiosk_device_id', key: 'posDeviceIdTaken' },
    });
    const other = new Error('x');
    expect(posConflict(other)).toBe(other);
  });
});
