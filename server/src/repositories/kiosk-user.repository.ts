import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface KioskAccountRecord {
  id: string;
  username: string;
  password_hash: string;
  device_name: string | null;
  public_id: string;
  payment_mode: 'REST' | 'CLOUD';
  is_active: boolean;
  is_deleted: boolean;
  store_id: string | null;
}

const COLUMNS = [
  'id',
  'username',
  'password_hash',
  'device_name',
  'public_id',
  'payment_mode',
  'is_active',
  'is_deleted',
  'store_id',
] as const;

export class KioskUserRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByUsername(username: string): Promise<KioskAccountRecord | undefined> {
    return this.db
      .selectFrom('kiosk_users')
      .select(COLUMNS)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .where('is_deleted', '=', false)
      .executeTakeFirst();
  }

  findById(id: string): Promise<KioskAccountRecord | undefined> {
    return this.db.selectFrom('kiosk_users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  async pinHash(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('kiosk_users')
      .select('pin_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.pin_hash ?? null;
  }

  /**
   * A sign-in: the kiosk's presence row (kiosk_presence, written where the kiosk is served; at a store
   * node it flows up to central's fleet pages), with the kiosk's store.
   */
  async markSignedIn(id: string, ip: string): Promise<void> {
    const now = new Date();
    await this.db
      .insertInto('kiosk_presence')
      .columns([
        'kiosk_user_id',
        'store_id',
        'last_login_at',
        'last_ip_address',
        'is_online',
        'last_heartbeat_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('kiosk_users')
          .select((k) => [
            'id',
            'store_id',
            k.val(now).as('last_login_at'),
            k.val(ip).as('last_ip_address'),
            k.val(true).as('is_online'),
            k.val(now).as('last_heartbeat_at'),
          ])
          .where('id', '=', id),
      )
      .onConflict((oc) =>
        oc.column('kiosk_user_id').doUpdateSet((eb) => ({
          store_id: eb.ref('excluded.store_id'),
          last_login_at: now,
          last_ip_address: ip,
          is_online: true,
          last_heartbeat_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  /** A heartbeat (online) or the last session's end (offline), on the kiosk's presence row. */
  async markHeartbeat(id: string, online: boolean): Promise<void> {
    const now = new Date();
    await this.db
      .insertInto('kiosk_presence')
      .columns(['kiosk_user_id', 'store_id', 'is_online', 'last_heartbeat_at'])
      .expression((eb) =>
        eb
          .selectFrom('kiosk_users')
          .select((k) => [
            'id',
            'store_id',
            k.val(online).as('is_online'),
            k.val(online ? now : null).as('last_heartbeat_at'),
          ])
          .where('id', '=', id),
      )
      .onConflict((oc) =>
        oc
          .column('kiosk_user_id')
          .doUpdateSet(
            online
              ? { is_online: true, last_heartbeat_at: now, updated_at: now }
              : { is_online: false, updated_at: now },
          ),
      )
      .execute();
  }
}
