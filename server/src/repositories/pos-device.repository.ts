import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

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

/** POS devices (spec: pos_devices): the admin's terminal list and the CLOUD token. */
export class PosDeviceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Every terminal that is not deleted, with the kiosk it serves (its primary active link, else
   * any active link, else pos_devices.kiosk_id) and that kiosk's payment mode.
   */
  list(): Promise<PosDeviceListRow[]> {
    return this.db
      .selectFrom('pos_devices as p')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('kiosk_users as k')
            .leftJoin('kiosk_pos_devices as l', (join) =>
              join
                .onRef('l.kiosk_user_id', '=', 'k.id')
                .onRef('l.pos_device_id', '=', 'p.id')
                .on('l.is_active_for_kiosk', '=', true),
            )
            .select(['k.id', 'k.username', 'k.payment_mode'])
            .where((w) => w.or([w('l.id', 'is not', null), w('k.id', '=', w.ref('p.kiosk_id'))]))
            .where('k.is_deleted', '=', false)
            .orderBy(sql`l.is_primary IS TRUE`, 'desc')
            .orderBy(sql`l.id IS NOT NULL`, 'desc')
            .orderBy('k.username')
            .limit(1)
            .as('kiosk'),
        (join) => join.onTrue(),
      )
      .select([
        'p.id',
        'p.pos_serial_number',
        'p.device_name',
        'p.device_model',
        'p.is_active',
        'p.connection_status',
        'p.last_connected_at',
        sql<boolean>`p.cloud_token_sha256 IS NOT NULL`.as('cloud_token_set'),
        'p.cloud_token_rotated_at',
        'kiosk.id as kiosk_id',
        'kiosk.username as kiosk_username',
        'kiosk.payment_mode',
      ])
      .where('p.is_deleted', '=', false)
      .orderBy('p.device_name')
      .orderBy('p.pos_serial_number')
      .execute();
  }

  findActive(id: string) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'pos_serial_number', 'device_name'])
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
  }

  /** The terminals with this serial number (not deleted), for a CLI that names one. */
  findBySerial(serialNumber: string) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'pos_serial_number', 'device_name'])
      .where('pos_serial_number', '=', serialNumber)
      .where('is_deleted', '=', false)
      .execute();
  }

  /** Replaces the CLOUD token hash; the previous token stops working with this commit. */
  async setCloudToken(id: string, tokenSha256: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('pos_devices')
      .set({ cloud_token_sha256: tokenSha256, cloud_token_rotated_at: at })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A terminal's stored CLOUD token hash (null: none set, or no such terminal). */
  async cloudTokenSha256(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('pos_devices')
      .select('cloud_token_sha256')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.cloud_token_sha256 ?? null;
  }

  /** Active terminals whose CLOUD token hash is one of these (e.g. a published demo token). */
  withCloudTokenHash(hashes: readonly string[]) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'pos_serial_number', 'device_name'])
      .where('cloud_token_sha256', 'in', [...hashes])
      .where('is_deleted', '=', false)
      .where('is_active', '=', true)
      .orderBy('pos_serial_number')
      .execute();
  }

  /** The active terminals with this serial number and their token hashes (CLOUD sign-in only). */
  cloudCredentials(serialNumber: string) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'cloud_token_sha256'])
      .where('pos_serial_number', '=', serialNumber)
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .where('cloud_token_sha256', 'is not', null)
      .execute();
  }

  /**
   * Marks a CLOUD connection live, only while the token it signed in with is still the current
   * one: false when a rotation committed in between (the caller then drops the connection).
   */
  async markCloudConnected(id: string, tokenSha256: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pos_devices')
      .set({ connection_status: 'connected', last_connected_at: new Date() })
      .where('id', '=', id)
      .where('cloud_token_sha256', '=', tokenSha256)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Whether this terminal is linked to this kiosk (any link row, active or not). */
  async isLinkedToKiosk(kioskId: string, posDeviceId: string): Promise<boolean> {
    const link = await this.db
      .selectFrom('kiosk_pos_devices')
      .select('id')
      .where('kiosk_user_id', '=', kioskId)
      .where('pos_device_id', '=', posDeviceId)
      .executeTakeFirst();
    return link !== undefined;
  }

  /** A successful device-info call: connected now, with the identity the terminal reported. */
  async markConnectedWithInfo(
    id: string,
    info: { TerminalId: string; MerchantId: string; Version: string },
  ): Promise<void> {
    await this.db
      .updateTable('pos_devices')
      .set({
        connection_status: 'connected',
        last_connected_at: new Date(),
        terminal_id: info.TerminalId,
        merchant_id: info.MerchantId,
        firmware_version: info.Version,
        metadata: sql`metadata || ${JSON.stringify({ last_device_info: info })}::jsonb`,
      })
      .where('id', '=', id)
      .execute();
  }

  async markDisconnected(id: string): Promise<void> {
    await this.db
      .updateTable('pos_devices')
      .set({ connection_status: 'disconnected' })
      .where('id', '=', id)
      .execute();
  }
}
