import { isUniqueViolation, UniqueConflict } from './database-errors.js';

// The shapes of pos_devices as the fleet screens read and write them (PosDeviceRepository's).

/** A terminal as the admin's list shows it; the token hash is only ever reduced to a flag. */
export interface PosDeviceListRow {
  id: string;
  pos_serial_number: string;
  device_name: string | null;
  device_model: string | null;
  is_active: boolean;
  connection_status: 'connected' | 'connecting' | 'disconnected';
  last_connected_at: Date | null;
  cloud_token_set: boolean;
  cloud_token_rotated_at: Date | null;
  kiosk_id: string | null;
  kiosk_username: string | null;
  payment_mode: 'REST' | 'CLOUD' | null;
}

/** A POS device as the fleet's device list and form show it. */
export interface PosDeviceRow {
  id: string;
  kiosk_device_id: string;
  pos_serial_number: string;
  serial_number: string | null;
  fingerprint: string;
  source_fingerprint_hash: string | null;
  target_fingerprint_hash: string | null;
  device_name: string | null;
  device_model: string | null;
  firmware_version: string | null;
  is_active: boolean;
  kiosk_id: string | null;
  kiosk_username: string | null;
  target_serial_no: string | null;
  merchant_id: string | null;
  terminal_id: string | null;
  ip_address: string | null;
  port: number;
  connection_status: 'connected' | 'connecting' | 'disconnected';
  last_connected_at: Date | null;
  metadata: Record<string, unknown>;
  is_deleted: boolean;
  deleted_at: Date | null;
  deleted_by: string | null;
  created_at: Date;
  has_transactions: boolean;
}

/** The columns a fleet form writes (absent: unchanged). */
export interface PosWrite {
  kiosk_device_id?: string;
  pos_serial_number?: string;
  serial_number?: string | null;
  fingerprint?: string;
  source_fingerprint_hash?: string | null;
  target_fingerprint_hash?: string | null;
  device_name?: string | null;
  device_model?: string | null;
  firmware_version?: string | null;
  is_active?: boolean;
  kiosk_id?: string | null;
  target_serial_no?: string | null;
  merchant_id?: string | null;
  terminal_id?: string | null;
  ip_address?: string | null;
  port?: number;
  connection_status?: 'connected' | 'connecting' | 'disconnected';
  metadata?: string;
}

/** The unique index of the serial number among devices that are not deleted (migration 20261127001200). */
const SERIAL_INDEX = 'pos_devices_serial_not_deleted';

export function posConflict(error: unknown): never {
  if (isUniqueViolation(error, SERIAL_INDEX)) throw new UniqueConflict('pos_serial_number');
  if (isUniqueViolation(error)) throw new UniqueConflict('kiosk_device_id');
  throw error;
}
