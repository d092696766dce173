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

  async markSignedIn(id: string, ip: string): Promise<void> {
    await this.db
      .updateTable('kiosk_users')
      .set({ last_login_at: new Date(), last_ip_address: ip, is_online: true, last_heartbeat_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async markHeartbeat(id: string, online: boolean): Promise<void> {
    await this.db
      .updateTable('kiosk_users')
      .set(online ? { is_online: true, last_heartbeat_at: new Date() } : { is_online: false })
      .where('id', '=', id)
      .execute();
  }
}
