import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { CONNECTION_STATUS, LAST_CONNECTED_AT } from './pos-device-rows.js';

export interface LinkRow {
  link_id: string;
  kiosk_user_id: string;
  id: string;
  device_name: string | null;
  pos_serial_number: string;
  device_model: string | null;
  ip_address: string | null;
  port: number;
  is_primary: boolean;
  is_active_for_kiosk: boolean;
  is_active: boolean;
  connection_status: 'connected' | 'connecting' | 'disconnected';
  last_connected_at: Date | null;
  terminal_id: string | null;
  merchant_id: string | null;
  firmware_version: string | null;
}

/** A kiosk's link to a POS device as the device's row lists it. */
export interface DeviceLinkRow {
  link_id: string;
  pos_device_id: string;
  kiosk_user_id: string;
  username: string;
  is_primary: boolean;
  is_active_for_kiosk: boolean;
}

/**
 * The links between kiosks and POS devices (kiosk_pos_devices, spec 001 section 7). A link's device
 * columns are read by joining pos_devices; the device's own row (its kiosk_id) is PosDeviceRepository's.
 */
export class KioskLinkRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Active links with their device, primary first (spec 7), for these kiosks. */
  linksOf(kioskIds: string[]): Promise<LinkRow[]> {
    if (kioskIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .select([
        'l.id as link_id',
        'l.kiosk_user_id',
        'p.id',
        'p.device_name',
        'p.pos_serial_number',
        'p.device_model',
        'p.ip_address',
        'p.port',
        'l.is_primary',
        'l.is_active_for_kiosk',
        'p.is_active',
        CONNECTION_STATUS,
        LAST_CONNECTED_AT,
        'p.terminal_id',
        'p.merchant_id',
        'p.firmware_version',
      ])
      .where('l.kiosk_user_id', 'in', kioskIds)
      .where('p.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .orderBy('l.created_at')
      .execute();
  }

  /** The links of these devices to kiosks that are not deleted, primary first. */
  linksOfDevices(posIds: string[]): Promise<DeviceLinkRow[]> {
    if (posIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('kiosk_users as k', 'k.id', 'l.kiosk_user_id')
      .select([
        'l.id as link_id',
        'l.pos_device_id',
        'l.kiosk_user_id',
        'k.username',
        'l.is_primary',
        'l.is_active_for_kiosk',
      ])
      .where('l.pos_device_id', 'in', posIds)
      .where('k.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .execute();
  }

  findLink(linkId: string) {
    return this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .innerJoin('kiosk_users as k', 'k.id', 'l.kiosk_user_id')
      .select([
        'l.id',
        'l.kiosk_user_id',
        'l.pos_device_id',
        'l.is_primary',
        'l.is_active_for_kiosk',
        'p.pos_serial_number',
        'k.username',
      ])
      .where('l.id', '=', linkId)
      .executeTakeFirst();
  }

  /** Links (or re-links) a device to a kiosk; returns the link id (the caller points the device at the kiosk). */
  async link(kioskId: string, posDeviceId: string): Promise<string> {
    const row = await this.db
      .insertInto('kiosk_pos_devices')
      .values({ kiosk_user_id: kioskId, pos_device_id: posDeviceId, is_active_for_kiosk: true })
      .onConflict((oc) =>
        oc.columns(['kiosk_user_id', 'pos_device_id']).doUpdateSet({ is_active_for_kiosk: true }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Makes one link the kiosk's primary: every other link of the kiosk is cleared first, in the
   * same transaction (the partial unique index kiosk_pos_devices_one_primary forbids two).
   */
  async setPrimary(kioskId: string, linkId: string): Promise<boolean> {
    await this.db
      .updateTable('kiosk_pos_devices')
      .set({ is_primary: false })
      .where('kiosk_user_id', '=', kioskId)
      .where('is_primary', '=', true)
      .where('id', '!=', linkId)
      .execute();
    const result = await this.db
      .updateTable('kiosk_pos_devices')
      .set({ is_primary: true })
      .where('id', '=', linkId)
      .where('kiosk_user_id', '=', kioskId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setLinkActive(linkId: string, active: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('kiosk_pos_devices')
      .set({ is_active_for_kiosk: active })
      .where('id', '=', linkId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes a link; answers its kiosk and device (the caller clears the device's kiosk_id). */
  unlink(linkId: string) {
    return this.db
      .deleteFrom('kiosk_pos_devices')
      .where('id', '=', linkId)
      .returning(['kiosk_user_id', 'pos_device_id'])
      .executeTakeFirst();
  }

  /** Removes every link of a device (its soft delete). */
  async unlinkDevice(posDeviceId: string): Promise<void> {
    await this.db.deleteFrom('kiosk_pos_devices').where('pos_device_id', '=', posDeviceId).execute();
  }
}
