import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  StillReferenced,
  UniqueConflict,
} from './database-errors.js';

/** A kiosk account row as the admin sees it (never the password or PIN hash). */
export interface KioskRow {
  id: string;
  username: string;
  email: string | null;
  device_name: string | null;
  device_fingerprint: string | null;
  device_fingerprint_hash: string | null;
  business_id: string | null;
  business_name: string | null;
  store_id: string | null;
  store_name: string | null;
  is_active: boolean;
  is_deleted: boolean;
  deleted_at: Date | null;
  deleted_by: string | null;
  public_id: string;
  payment_mode: 'REST' | 'CLOUD';
  last_login_at: Date | null;
  created_at: Date;
  is_online: boolean;
  last_heartbeat_at: Date | null;
  last_ip_address: string | null;
  location: string | null;
  note: string | null;
  has_pin: boolean;
  has_orders: boolean;
  last_activity_at: Date | null;
}

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

export interface KioskWrite {
  username?: string;
  email?: string | null;
  password_hash?: string;
  pin_hash?: string | null;
  device_name?: string | null;
  device_fingerprint?: string;
  device_fingerprint_hash?: string;
  business_id?: string | null;
  store_id?: string | null;
  is_active?: boolean;
  public_id?: string;
  payment_mode?: 'REST' | 'CLOUD';
  location?: string | null;
  note?: string | null;
}

/** Which unique constraint a kiosk write broke, as a field name. */
function kioskConflict(error: unknown): never {
  if (isUniqueViolation(error, 'kiosk_users_username_key')) throw new UniqueConflict('username');
  if (isUniqueViolation(error, 'kiosk_users_public_id_key')) throw new UniqueConflict('public_id');
  throw error;
}

/** Kiosk accounts, businesses, stores, kiosk-terminal links (spec 001 section 3). */
export class FleetRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Kiosks ----------------------------------------------------------------------------------

  private kioskQuery() {
    return this.db
      .selectFrom('kiosk_users as k')
      .leftJoin('businesses as b', 'b.id', 'k.business_id')
      .leftJoin('stores as s', 's.id', 'k.store_id')
      .select([
        'k.id',
        'k.username',
        'k.email',
        'k.device_name',
        'k.device_fingerprint',
        'k.device_fingerprint_hash',
        'k.business_id',
        'b.name as business_name',
        'k.store_id',
        's.name as store_name',
        'k.is_active',
        'k.is_deleted',
        'k.deleted_at',
        'k.deleted_by',
        'k.public_id',
        'k.payment_mode',
        'k.last_login_at',
        'k.created_at',
        'k.is_online',
        'k.last_heartbeat_at',
        'k.last_ip_address',
        'k.location',
        'k.note',
        sql<boolean>`k.pin_hash IS NOT NULL`.as('has_pin'),
        sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE o.kiosk_id = k.id)`.as('has_orders'),
        sql<Date | null>`(SELECT max(a.last_activity_at) FROM active_kiosk_sessions a
          WHERE a.kiosk_user_id = k.id AND a.is_active)`.as('last_activity_at'),
      ]);
  }

  /** Kiosks newest first; soft-deleted ones only when asked. */
  listKiosks(includeDeleted: boolean): Promise<KioskRow[]> {
    let q = this.kioskQuery();
    if (!includeDeleted) q = q.where('k.is_deleted', '=', false);
    return q.orderBy('k.created_at', 'desc').orderBy('k.username').execute() as Promise<KioskRow[]>;
  }

  findKiosk(id: string): Promise<KioskRow | undefined> {
    return this.kioskQuery().where('k.id', '=', id).executeTakeFirst() as Promise<KioskRow | undefined>;
  }

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
        'p.connection_status',
        'p.last_connected_at',
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

  /** The kiosk's sessions, newest first, active and ended (the detail's session history). */
  sessionHistory(kioskId: string, limit: number) {
    return this.db
      .selectFrom('active_kiosk_sessions')
      .select([
        'id',
        'is_active',
        'logged_in_at',
        'last_activity_at',
        'ended_at',
        'end_reason',
        'ip_address',
        'user_agent',
      ])
      .where('kiosk_user_id', '=', kioskId)
      .orderBy('logged_in_at', 'desc')
      .limit(limit)
      .execute();
  }

  async insertKiosk(values: KioskWrite & { username: string; password_hash: string; public_id: string }) {
    try {
      return await this.db
        .insertInto('kiosk_users')
        .values(values)
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow();
    } catch (error) {
      kioskConflict(error);
    }
  }

  /** Updates a kiosk that is not deleted; false when there is none. */
  async updateKiosk(id: string, values: KioskWrite): Promise<boolean> {
    if (Object.keys(values).length === 0) return (await this.findKiosk(id))?.is_deleted === false;
    try {
      const result = await this.db
        .updateTable('kiosk_users')
        .set(values)
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    } catch (error) {
      kioskConflict(error);
    }
  }

  /** Soft delete (compare-and-set on is_deleted): who and when; false when already deleted or absent. */
  async softDeleteKiosk(id: string, by: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('kiosk_users')
      .set({ is_deleted: true, deleted_at: new Date(), deleted_by: by, is_online: false })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async restoreKiosk(id: string): Promise<boolean> {
    try {
      const result = await this.db
        .updateTable('kiosk_users')
        .set({ is_deleted: false, deleted_at: null, deleted_by: null })
        .where('id', '=', id)
        .where('is_deleted', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    } catch (error) {
      kioskConflict(error);
    }
  }

  /** Removes the kiosk for good (its links and sessions go with it); refused while orders refer to it. */
  async hardDeleteKiosk(id: string): Promise<boolean> {
    await this.db.updateTable('pos_devices').set({ kiosk_id: null }).where('kiosk_id', '=', id).execute();
    try {
      const result = await this.db.deleteFrom('kiosk_users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new StillReferenced('kiosk');
      throw error;
    }
  }

  /** Locks the kiosk row (serialises link changes of one kiosk). */
  async lockKiosk(id: string) {
    return this.db
      .selectFrom('kiosk_users')
      .select(['id', 'username', 'is_deleted'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  // Links -------------------------------------------------------------------------------------

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

  /** Links (or re-links) a device to a kiosk; the device's kiosk_id follows. Returns the link id. */
  async link(kioskId: string, posDeviceId: string): Promise<string> {
    const row = await this.db
      .insertInto('kiosk_pos_devices')
      .values({ kiosk_user_id: kioskId, pos_device_id: posDeviceId, is_active_for_kiosk: true })
      .onConflict((oc) =>
        oc.columns(['kiosk_user_id', 'pos_device_id']).doUpdateSet({ is_active_for_kiosk: true }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('pos_devices')
      .set({ kiosk_id: kioskId })
      .where('id', '=', posDeviceId)
      .execute();
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

  /** Removes a link; the device's kiosk_id is cleared when it pointed at that kiosk. */
  async unlink(linkId: string) {
    const removed = await this.db
      .deleteFrom('kiosk_pos_devices')
      .where('id', '=', linkId)
      .returning(['kiosk_user_id', 'pos_device_id'])
      .executeTakeFirst();
    if (removed) {
      await this.db
        .updateTable('pos_devices')
        .set({ kiosk_id: null })
        .where('id', '=', removed.pos_device_id)
        .where('kiosk_id', '=', removed.kiosk_user_id)
        .execute();
    }
    return removed;
  }

  // Businesses and stores -----------------------------------------------------------------------

  listBusinesses() {
    return this.db
      .selectFrom('businesses as b')
      .select([
        'b.id',
        'b.name',
        'b.tax_number',
        'b.address',
        'b.phone',
        'b.email',
        'b.is_active',
        'b.created_at',
        sql<number>`(SELECT count(*)::int FROM stores s WHERE s.business_id = b.id)`.as('store_count'),
      ])
      .orderBy('b.name')
      .execute();
  }

  findBusiness(id: string) {
    return this.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertBusiness(values: {
    name: string;
    tax_number: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    is_active: boolean;
  }) {
    return this.db.insertInto('businesses').values(values).returning('id').executeTakeFirstOrThrow();
  }

  async updateBusiness(id: string, values: Record<string, unknown>): Promise<boolean> {
    const result = await this.db
      .updateTable('businesses')
      .set(values)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Deletes a business that has no stores; the check and the delete are one statement, so a store
   * added meanwhile makes it fail (StillReferenced) rather than leave an orphan.
   */
  async deleteBusiness(id: string): Promise<'deleted' | 'has_stores' | 'not_found'> {
    try {
      const result = await this.db
        .deleteFrom('businesses')
        .where('id', '=', id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('stores').select('id').where('business_id', '=', id))))
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 1) return 'deleted';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'has_stores';
      throw error;
    }
    return (await this.findBusiness(id)) ? 'has_stores' : 'not_found';
  }

  listStores(filter: { businessId?: string | undefined; active?: boolean | undefined }) {
    let q = this.db
      .selectFrom('stores as s')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .select([
        's.id',
        's.name',
        's.business_id',
        'b.name as business_name',
        's.address',
        's.phone',
        's.is_active',
        's.created_at',
        sql<number>`(SELECT count(*)::int FROM kiosk_users k WHERE k.store_id = s.id AND NOT k.is_deleted)`.as(
          'kiosk_count',
        ),
      ]);
    if (filter.businessId) q = q.where('s.business_id', '=', filter.businessId);
    if (filter.active !== undefined) q = q.where('s.is_active', '=', filter.active);
    return q.orderBy('s.name').execute();
  }

  findStore(id: string) {
    return this.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertStore(values: {
    name: string;
    business_id: string;
    address: string | null;
    phone: string | null;
    is_active: boolean;
  }) {
    return this.db.insertInto('stores').values(values).returning('id').executeTakeFirstOrThrow();
  }

  async updateStore(id: string, values: Record<string, unknown>): Promise<boolean> {
    const result = await this.db.updateTable('stores').set(values).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes a store no kiosk refers to (soft-deleted kiosks included: their row keeps the store). */
  async deleteStore(id: string): Promise<'deleted' | 'has_kiosks' | 'not_found'> {
    try {
      const result = await this.db.deleteFrom('stores').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1 ? 'deleted' : 'not_found';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'has_kiosks';
      throw error;
    }
  }
}
