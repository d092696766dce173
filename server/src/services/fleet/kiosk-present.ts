import type { KioskDetail, KioskUser, LinkedPosDevice } from '@kiosk/contracts';
import { connectionQuality, kioskPresenceStatus } from '@kiosk/domain';
import type { KioskRow, SessionHistoryRow } from '../../repositories/kiosk-account.repository.js';
import type { LinkRow } from '../../repositories/kiosk-link.repository.js';
import { iso } from './fleet-audit.js';

/** The kiosks connected to realtime (on any instance), with their round trip. */
export type ConnectedKiosks = Map<string, { roundTripMs: number | undefined }>;

function presentLink(row: LinkRow): LinkedPosDevice {
  return {
    link_id: row.link_id,
    id: row.id,
    device_name: row.device_name,
    pos_serial_number: row.pos_serial_number,
    device_model: row.device_model,
    ip_address: row.ip_address,
    port: row.port,
    is_primary: row.is_primary,
    is_active_for_kiosk: row.is_active_for_kiosk,
    is_active: row.is_active,
    connection_status: row.connection_status,
    last_connected_at: iso(row.last_connected_at),
    terminal_id: row.terminal_id,
    merchant_id: row.merchant_id,
    firmware_version: row.firmware_version,
  };
}

/** A kiosk as the admin's list shows it: its row, its presence now, its linked devices. */
export function presentKiosk(
  row: KioskRow,
  links: LinkRow[],
  connections: ConnectedKiosks,
  now: Date,
): KioskUser {
  const connection = connections.get(row.id);
  const lastActivityAt = row.last_activity_at ? new Date(row.last_activity_at) : undefined;
  const status = kioskPresenceStatus(
    { lastActivityAt, connected: connection !== undefined, roundTripMs: connection?.roundTripMs },
    now,
  );
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    device_name: row.device_name,
    device_fingerprint: row.device_fingerprint,
    device_fingerprint_hash: row.device_fingerprint_hash,
    business_id: row.business_id,
    business_name: row.business_name,
    store_id: row.store_id,
    store_name: row.store_name,
    is_active: row.is_active,
    is_deleted: row.is_deleted,
    deleted_at: iso(row.deleted_at),
    deleted_by: row.deleted_by,
    public_id: row.public_id,
    payment_mode: row.payment_mode,
    last_login_at: iso(row.last_login_at),
    created_at: row.created_at.toISOString(),
    is_online: status !== 'offline',
    last_heartbeat_at: iso(row.last_heartbeat_at),
    last_ip_address: row.last_ip_address,
    location: row.location,
    has_pin: row.has_pin,
    has_orders: row.has_orders,
    presence: {
      status,
      connectionQuality: connection ? connectionQuality(connection.roundTripMs) : 'unknown',
      round_trip_ms: connection?.roundTripMs ?? null,
      connected: connection !== undefined,
      last_activity_at: iso(lastActivityAt),
    },
    pos_devices: links.filter((l) => l.kiosk_user_id === row.id).map(presentLink),
  };
}

/** The detail's session history, newest first. */
export function presentSessions(history: SessionHistoryRow[]): KioskDetail['session_history'] {
  return history.map((h) => ({
    id: h.id,
    is_active: h.is_active,
    logged_in_at: h.logged_in_at.toISOString(),
    last_activity_at: h.last_activity_at.toISOString(),
    ended_at: iso(h.ended_at),
    end_reason: h.end_reason,
    ip_address: h.ip_address,
    user_agent: h.user_agent,
  }));
}
