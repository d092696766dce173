import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema.js';

/** A till signed in as a device, with the store its terminal stands in. */
export interface LiveTillDevice {
  id: string;
  pos_device_id: string;
  store_id: string | null;
}

/** Someone who may take a PIN sign-in: their PIN hash and whether they work at the till's store. */
export interface TillPinHolder {
  id: string;
  role: UserRole;
  is_disabled: boolean;
  till_pin_hash: string | null;
  works_here: boolean;
}

const STAFF_ROLES = ['cashier', 'admin', 'super_admin'] as const;

/** Till PINs (users.till_pin_hash) and tills signed in as a device (till_devices). */
export class TillPinRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** An active payment terminal (a till) and its store; undefined when none. */
  activePosDevice(id: string): Promise<{ id: string; store_id: string | null } | undefined> {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'store_id'])
      .where('id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirst();
  }

  async createDevice(input: {
    posDeviceId: string;
    tokenHash: string;
    userId: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('till_devices')
      .values({
        pos_device_id: input.posDeviceId,
        token_hash: input.tokenHash,
        created_by_user_id: input.userId,
        expires_at: input.expiresAt,
      })
      .execute();
  }

  /** The till behind a credential's hash: not revoked, not expired, its terminal still active. */
  findLiveDevice(tokenHash: string, now: Date): Promise<LiveTillDevice | undefined> {
    return this.db
      .selectFrom('till_devices as t')
      .innerJoin('pos_devices as p', 'p.id', 't.pos_device_id')
      .select(['t.id', 't.pos_device_id', 'p.store_id'])
      .where('t.token_hash', '=', tokenHash)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now)
      .where('p.is_active', '=', true)
      .executeTakeFirst();
  }

  /** Ends a till's device sign-in; false when the credential was unknown or already ended. */
  async revokeDevice(tokenHash: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('till_devices')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Enabled staff with a till PIN who work at this store (no store: every one), by name. */
  cashiersAt(storeId: string | null) {
    let query = this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.display_name', 'u.email', 'u.role'])
      .where('u.role', 'in', STAFF_ROLES)
      .where('u.is_disabled', '=', false)
      .where('u.till_pin_hash', 'is not', null);
    if (storeId) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_stores as s')
            .select('s.user_id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.store_id', '=', storeId),
        ),
      );
    }
    return query.orderBy('u.display_name').orderBy('u.email').limit(200).execute();
  }

  /** The person a PIN sign-in names, with whether they work at `storeId` (null: any store). */
  async holder(userId: string, storeId: string | null): Promise<TillPinHolder | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.role',
        'u.is_disabled',
        'u.till_pin_hash',
        eb
          .exists(
            eb
              .selectFrom('user_stores as s')
              .select('s.user_id')
              .whereRef('s.user_id', '=', 'u.id')
              .where('s.store_id', '=', storeId ?? '00000000-0000-0000-0000-000000000000'),
          )
          .as('at_store'),
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { at_store, ...rest } = row;
    return { ...rest, works_here: storeId === null || Boolean(at_store) };
  }

  /** Sets (a hash) or clears (null) a person's till PIN. */
  async setPin(userId: string, hash: string | null): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ till_pin_hash: hash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  }
}
