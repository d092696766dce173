import type {
  insertPosDeviceSchema,
  PosDevice,
  PosDeviceSummary,
  updatePosDeviceSchema,
} from '@kiosk/contracts';
import {
  checkPosIpAddress,
  checkPosPort,
  defaultTerminalNetworks,
  type Ipv4Network,
  isAllowedTerminalAddress,
  posFormPort,
} from '@kiosk/domain';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { UniqueConflict } from '../../repositories/database-errors.js';
import type { DeviceLinkRow } from '../../repositories/kiosk-link.repository.js';
import type { PosDeviceListRow, PosDeviceRow, PosWrite } from '../../repositories/pos-device-rows.js';
import { iso, orNull } from './fleet-audit.js';
import { check, FLEET_MESSAGES, invalid } from './fleet-errors.js';

export type InsertPosDevice = z.infer<typeof insertPosDeviceSchema>;
export type UpdatePosDevice = z.infer<typeof updatePosDeviceSchema>;

/** The form fields insert and update share (update's are all optional). */
type PosFormInput = Partial<Omit<InsertPosDevice, 'p_kiosk_device_id' | 'p_kiosk_id'>>;

/** The text columns a form writes as they are ("" is no value). */
const TEXT_FIELDS = [
  ['p_serial_number', 'serial_number'],
  ['p_device_name', 'device_name'],
  ['p_device_model', 'device_model'],
  ['p_firmware_version', 'firmware_version'],
  ['p_ip_address', 'ip_address'],
  ['p_merchant_id', 'merchant_id'],
  ['p_terminal_id', 'terminal_id'],
  ['p_target_serial_no', 'target_serial_no'],
] as const;

/**
 * The device form's fields as columns, checked: the address a valid IPv4 inside the allowed
 * networks (TERMINAL_ALLOWED_NETWORKS), the port a port. The serial number and fingerprint are the
 * caller's (their rules differ between insert and update).
 */
export function posValues(
  input: PosFormInput,
  networks: readonly Ipv4Network[] = defaultTerminalNetworks,
): PosWrite {
  check('p_ip_address', checkPosIpAddress(input.p_ip_address));
  const ip = input.p_ip_address?.trim();
  if (ip && !isAllowedTerminalAddress(ip, networks)) throw invalid('p_ip_address', 'ipNotAllowed');
  const values: PosWrite = {};
  for (const [field, column] of TEXT_FIELDS) {
    const value = input[field];
    if (value !== undefined) values[column] = orNull(value);
  }
  if (input.p_port !== undefined) {
    check('p_port', checkPosPort(input.p_port));
    values.port = posFormPort(input.p_port);
  }
  if (input.p_is_active !== undefined) values.is_active = input.p_is_active;
  if (input.p_metadata !== undefined) values.metadata = JSON.stringify(input.p_metadata);
  if (input.p_store_id !== undefined) values.store_id = input.p_store_id ?? null;
  return values;
}

/** A POS write refused by a unique index: 409 naming the field (serial number or kiosk device id). */
export function posConflict(error: unknown): unknown {
  if (!(error instanceof UniqueConflict)) return error;
  return error.what === 'pos_serial_number'
    ? new AppError('conflict', 409, FLEET_MESSAGES.posSerialTaken, {
        field: 'p_pos_serial_number',
        key: 'posSerialTaken',
      })
    : new AppError('conflict', 409, FLEET_MESSAGES.posDeviceIdTaken, {
        field: 'p_kiosk_device_id',
        key: 'posDeviceIdTaken',
      });
}

/** A device as the fleet's list and form show it, with its links to kiosks. */
export function presentPos(row: PosDeviceRow, links: DeviceLinkRow[]): PosDevice {
  return {
    id: row.id,
    kiosk_device_id: row.kiosk_device_id,
    pos_serial_number: row.pos_serial_number,
    serial_number: row.serial_number,
    fingerprint: row.fingerprint,
    source_fingerprint_hash: row.source_fingerprint_hash,
    target_fingerprint_hash: row.target_fingerprint_hash,
    device_name: row.device_name,
    device_model: row.device_model,
    firmware_version: row.firmware_version,
    is_active: row.is_active,
    kiosk_id: row.kiosk_id,
    kiosk_username: row.kiosk_username,
    store_id: row.store_id,
    target_serial_no: row.target_serial_no,
    merchant_id: row.merchant_id,
    terminal_id: row.terminal_id,
    ip_address: row.ip_address,
    port: row.port,
    connection_status: row.connection_status,
    last_connected_at: iso(row.last_connected_at),
    metadata: row.metadata ?? {},
    is_deleted: row.is_deleted,
    deleted_at: iso(row.deleted_at),
    deleted_by: row.deleted_by,
    created_at: row.created_at.toISOString(),
    has_transactions: row.has_transactions,
    links: links
      .filter((l) => l.pos_device_id === row.id)
      .map((l) => ({
        link_id: l.link_id,
        kiosk_user_id: l.kiosk_user_id,
        username: l.username,
        is_primary: l.is_primary,
        is_active_for_kiosk: l.is_active_for_kiosk,
      })),
  };
}

/** A terminal as the admin's terminal list shows it (the token only as "set" and when rotated). */
export function presentSummary(row: PosDeviceListRow): PosDeviceSummary {
  return {
    id: row.id,
    pos_serial_number: row.pos_serial_number,
    device_name: row.device_name,
    device_model: row.device_model,
    is_active: row.is_active,
    connection_status: row.connection_status,
    last_connected_at: row.last_connected_at?.toISOString() ?? null,
    payment_mode: row.payment_mode,
    kiosk: row.kiosk_id && row.kiosk_username ? { id: row.kiosk_id, username: row.kiosk_username } : null,
    cloud_token_set: row.cloud_token_set,
    cloud_token_rotated_at: row.cloud_token_rotated_at?.toISOString() ?? null,
  };
}
