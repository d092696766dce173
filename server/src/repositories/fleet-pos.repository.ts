import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  StillReferenced,
  UniqueConflict,
} from './database-errors.js';

export interface FleetPosRow {
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

function posConflict(error: unknown): never {
  if (isUniqueViolation(error, SERIAL_INDEX)) throw new UniqueConflict('pos_serial_number');
  if (isUniqueViolation(error)) throw new UniqueConflict('kiosk_device_id');
  throw error;
}

/** POS devices as the fleet screens manage them (spec: pos_devices; get/insert/update/delete_pos_device). */
export class FleetPosRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private query() {
    return this.db
      .selectFrom('pos_devices as p')
      .leftJoin('kiosk_users as k', 'k.id', 'p.kiosk_id')
      .select([
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
        'p.target_serial_no',
        'p.merchant_id',
        'p.terminal_id',
        'p.ip_address',
        'p.port',
        'p.connection_status',
        'p.last_connected_at',
        'p.metadata',
        'p.is_deleted',
        'p.deleted_at',
        'p.deleted_by',
        'p.created_at',
        sql<boolean>`EXISTS (SELECT 1 FROM payment_attempts t WHERE t.pos_device_id = p.id)`.as(
          'has_transactions',
        ),
      ]);
  }

  /** Devices newest first; search over kiosk_device_id, serial, name and model (case-insensitive). */
  list(options: { search?: string | undefined; includeDeleted: boolean }): Promise<FleetPosRow[]> {
    let q = this.query();
    if (!options.includeDeleted) q = q.where('p.is_deleted', '=', false);
    const search = options.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('p.kiosk_device_id', 'ilike', like),
          eb('p.pos_serial_number', 'ilike', like),
          eb('p.device_name', 'ilike', like),
          eb('p.device_model', 'ilike', like),
        ]),
      );
    }
    return q.orderBy('p.created_at', 'desc').execute() as Promise<FleetPosRow[]>;
  }

  find(id: string): Promise<FleetPosRow | undefined> {
    return this.query().where('p.id', '=', id).executeTakeFirst() as Promise<FleetPosRow | undefined>;
  }

  linksOf(posIds: string[]) {
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

  async insert(
    values: PosWrite & { kiosk_device_id: string; pos_serial_number: string; fingerprint: string },
  ) {
    try {
      return await this.db.insertInto('pos_devices').values(values).returning('id').executeTakeFirstOrThrow();
    } catch (error) {
      posConflict(error);
    }
  }

  /** Updates a device that is not deleted; false when there is none. */
  async update(id: string, values: PosWrite): Promise<boolean> {
    if (Object.keys(values).length === 0) return (await this.find(id))?.is_deleted === false;
    try {
      const result = await this.db
        .updateTable('pos_devices')
        .set(values)
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    } catch (error) {
      posConflict(error);
    }
  }

  /** Soft delete: flags, who and when, inactive and disconnected; its links are removed. */
  async softDelete(id: string, by: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('pos_devices')
      .set({
        is_deleted: true,
        deleted_at: new Date(),
        deleted_by: by,
        is_active: false,
        connection_status: 'disconnected',
      })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.db.deleteFrom('kiosk_pos_devices').where('pos_device_id', '=', id).execute();
    return true;
  }

  /** Restores a soft-deleted device; UniqueConflict('pos_serial_number') when another device has its serial. */
  async restore(id: string): Promise<boolean> {
    try {
      const result = await this.db
        .updateTable('pos_devices')
        .set({ is_deleted: false, deleted_at: null, deleted_by: null, kiosk_id: null })
        .where('id', '=', id)
        .where('is_deleted', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    } catch (error) {
      posConflict(error);
    }
  }

  /** Removes the device for good; refused (StillReferenced) while transactions refer to it. */
  async hardDelete(id: string): Promise<boolean> {
    try {
      const result = await this.db
        .deleteFrom('pos_devices')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('payment_attempts').select('id').where('pos_device_id', '=', id))),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 1) return true;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new StillReferenced('pos_device');
      throw error;
    }
    if (await this.find(id)) throw new StillReferenced('pos_device');
    return false;
  }

  /** update_fingerprint_secure for pos_devices: the paired fingerprint, or a source/target hash. */
  async setFingerprint(
    id: string,
    type: 'device' | 'source' | 'target',
    fingerprint: string,
    hash: string,
  ): Promise<boolean> {
    const values =
      type === 'device'
        ? { fingerprint }
        : type === 'source'
          ? { source_fingerprint_hash: hash }
          : { target_fingerprint_hash: hash };
    const result = await this.db
      .updateTable('pos_devices')
      .set(values)
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
