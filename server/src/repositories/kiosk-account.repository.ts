import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  StillReferenced,
  UniqueConflict,
} from './database-errors.js';
import { restored, softDeleted, updateRow } from './row-update.js';

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

/** One of a kiosk's sessions, active or ended. */
export interface SessionHistoryRow {
  id: string;
  is_active: boolean;
  logged_in_at: Date;
  last_activity_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

/** Which unique constraint a kiosk write broke, as a field name. */
function kioskConflict(error: unknown): never {
  if (isUniqueViolation(error, 'kiosk_users_username_key')) throw new UniqueConflict('username');
  if (isUniqueViolation(error, 'kiosk_users_public_id_key')) throw new UniqueConflict('public_id');
  throw error;
}

/** Kiosk accounts (spec 001 section 3): the kiosk_users rows the admin manages, and their sessions. */
export class KioskAccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private kioskQuery() {
    return this.db
      .selectFrom('kiosk_users as k')
      .leftJoin('businesses as b', 'b.id', 'k.business_id')
      .leftJoin('stores as s', 's.id', 'k.store_id')
      .leftJoin('kiosk_presence as pr', 'pr.kiosk_user_id', 'k.id')
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
        'pr.last_login_at',
        'k.created_at',
        sql<boolean>`coalesce(pr.is_online, false)`.as('is_online'),
        'pr.last_heartbeat_at',
        'pr.last_ip_address',
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
    return q.orderBy('k.created_at', 'desc').orderBy('k.username').execute();
  }

  findKiosk(id: string): Promise<KioskRow | undefined> {
    return this.kioskQuery().where('k.id', '=', id).executeTakeFirst();
  }

  /** The kiosk's sessions, newest first, active and ended (the detail's session history). */
  sessionHistory(kioskId: string, limit: number): Promise<SessionHistoryRow[]> {
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
    return updateRow(this.db.updateTable('kiosk_users').set(values), id, {
      only: 'live',
      conflict: kioskConflict,
    });
  }

  /** Soft delete (compare-and-set on is_deleted): who and when; false when already deleted or absent. */
  softDeleteKiosk(id: string, by: string | null): Promise<boolean> {
    return updateRow(this.db.updateTable('kiosk_users').set(softDeleted(by)), id, {
      only: 'live',
    });
  }

  restoreKiosk(id: string): Promise<boolean> {
    return updateRow(this.db.updateTable('kiosk_users').set(restored()), id, {
      only: 'deleted',
      conflict: kioskConflict,
    });
  }

  /** Removes the kiosk for good (its links and sessions go with it); refused while orders refer to it (the caller first releases its POS devices). */
  async hardDeleteKiosk(id: string): Promise<boolean> {
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
}
