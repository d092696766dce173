import type { PosDevice, PosDeviceSummary } from '@kiosk/contracts';

/** The summary (CLOUD token state) of a device, or one made from its record when there is none. */
export function summaryOf(device: PosDevice, summaries: PosDeviceSummary[]): PosDeviceSummary {
  return (
    summaries.find((s) => s.id === device.id) ?? {
      id: device.id,
      pos_serial_number: device.pos_serial_number,
      device_name: device.device_name,
      device_model: device.device_model,
      is_active: device.is_active,
      connection_status: device.connection_status,
      last_connected_at: device.last_connected_at,
      payment_mode: null,
      kiosk: null,
      cloud_token_set: false,
      cloud_token_rotated_at: null,
    }
  );
}

/** Whether a device matches the search box: its kiosk device id, serial, name or model (Turkish case). */
export function matchesSearch(device: PosDevice, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('tr');
  if (!needle) return true;
  return [device.kiosk_device_id, device.pos_serial_number, device.device_name, device.device_model].some(
    (v) => v?.toLocaleLowerCase('tr').includes(needle),
  );
}

/** The kiosk a device belongs to: its first link's kiosk, else the device record's kiosk. */
export function linkedKioskId(device: PosDevice): string | null {
  return device.links[0]?.kiosk_user_id ?? device.kiosk_id;
}

/**
 * Spec 5: what keeps a device from being verified (IP, serial, a linked kiosk that exists, a
 * fingerprint), as the i18n key of the toast; the kiosk to verify through when nothing does.
 */
export function verifyCheck(
  device: PosDevice,
  kioskIds: readonly string[],
): { problem: string } | { kioskId: string } {
  if (!device.ip_address) return { problem: 'fleet.pos.verifyNoIp' };
  if (!device.pos_serial_number) return { problem: 'fleet.pos.verifyNoSerial' };
  if (!device.links[0] && !device.kiosk_id) return { problem: 'fleet.pos.verifyNotLinked' };
  const kioskId = linkedKioskId(device);
  if (!kioskId || !kioskIds.includes(kioskId)) return { problem: 'fleet.pos.verifyNoKiosk' };
  if (!device.fingerprint) return { problem: 'fleet.pos.verifyNoFingerprint' };
  return { kioskId };
}
