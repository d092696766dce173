import { sql } from 'kysely';
import { isUniqueViolation, UniqueConflict } from './database-errors.js';
import type { TerminalRow } from './terminal-row.js';

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
  store_id: string | null;
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
  store_id?: string | null;
  target_serial_no?: string | null;
  merchant_id?: string | null;
  terminal_id?: string | null;
  ip_address?: string | null;
  port?: number;
  connection_status?: 'connected' | 'connecting' | 'disconnected';
  metadata?: string;
}

type ConnectionStatus = 'connected' | 'connecting' | 'disconnected';

/**
 * The terminal's connection state as columns of `pos_devices as p`: kept in `pos_device_state` by
 * the node serving it (issue 36), 'disconnected' / null while it has no state row.
 */
export const CONNECTION_STATUS = sql<ConnectionStatus>`coalesce(
  (SELECT s.connection_status FROM pos_device_state s WHERE s.pos_device_id = p.id), 'disconnected')`.as(
  'connection_status',
);
export const LAST_CONNECTED_AT = sql<Date | null>`(
  SELECT s.last_connected_at FROM pos_device_state s WHERE s.pos_device_id = p.id)`.as('last_connected_at');

/** The unique index of the serial number among devices that are not deleted (migration 20261127001200). */
const SERIAL_INDEX = 'pos_devices_serial_not_deleted';

export function posConflict(error: unknown): never {
  if (isUniqueViolation(error, SERIAL_INDEX)) throw new UniqueConflict('pos_serial_number');
  if (isUniqueViolation(error)) throw new UniqueConflict('kiosk_device_id');
  throw error;
}

/** PosDeviceRow's columns of `pos_devices as p` joined to `kiosk_users as k` on its kiosk_id. */
export const POS_DEVICE_ROW_COLUMNS = [
  'p.id',
  'p.kiosk_device_id',
  'p.pos_serial_number',
  'p.serial_number',
  'p.fingerprint',
  'p.source_fingerprint_hash',
  'p.target_fingerprint_hash',
  'p.device_name',
  'p.device_model',
  'p.firmware_version',
  'p.is_active',
  'p.kiosk_id',
  'k.username as kiosk_username',
  'p.store_id',
  'p.target_serial_no',
  'p.merchant_id',
  'p.terminal_id',
  'p.ip_address',
  'p.port',
  CONNECTION_STATUS,
  LAST_CONNECTED_AT,
  'p.metadata',
  'p.is_deleted',
  'p.deleted_at',
  'p.deleted_by',
  'p.created_at',
  sql<boolean>`EXISTS (SELECT 1 FROM payment_attempts t WHERE t.pos_device_id = p.id)`.as('has_transactions'),
] as const;

/** A terminal as the till lists it, with the payment mode it is reached by. */
export interface TillTerminalRow extends TerminalRow {
  device_name: string | null;
  terminal_id: string | null;
  merchant_id: string | null;
  connection_status: 'connected' | 'connecting' | 'disconnected';
  is_active: boolean;
  is_deleted: boolean;
  /** The mode of the kiosk it serves (linked, or named on the device), REST when it serves none. */
  payment_mode: 'REST' | 'CLOUD';
}

/** TillTerminalRow's columns of `pos_devices as p`. */
export const TILL_TERMINAL_COLUMNS = [
  'p.id',
  'p.pos_serial_number',
  'p.fingerprint',
  'p.ip_address',
  'p.port',
  'p.metadata',
  'p.device_name',
  'p.terminal_id',
  'p.merchant_id',
  CONNECTION_STATUS,
  'p.is_active',
  'p.is_deleted',
  sql<'REST' | 'CLOUD'>`coalesce((
          SELECT k.payment_mode FROM kiosk_pos_devices l JOIN kiosk_users k ON k.id = l.kiosk_user_id
          WHERE l.pos_device_id = p.id AND l.is_active_for_kiosk
          ORDER BY l.is_primary DESC, l.created_at LIMIT 1),
          (SELECT k.payment_mode FROM kiosk_users k WHERE k.id = p.kiosk_id), 'REST')`.as('payment_mode'),
] as const;
