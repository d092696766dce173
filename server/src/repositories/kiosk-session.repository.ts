import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface KioskSessionRecord {
  id: string;
  kiosk_user_id: string;
  auth_session_id: string | null;
  is_active: boolean;
  logged_in_at: Date;
  last_activity_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  metadata: Record<string, unknown>;
}

const COLUMNS = [
  'id',
  'kiosk_user_id',
  'auth_session_id',
  'is_active',
  'logged_in_at',
  'last_activity_at',
  'ip_address',
  'user_agent',
  'metadata',
] as const;

/** Kiosk device sessions (spec: active_kiosk_sessions). */
export class KioskSessionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async start(input: {
    kioskUserId: string;
    authSessionId: string;
    ip: string;
    userAgent: string | undefined;
  }): Promise<KioskSessionRecord> {
    return this.db
      .insertInto('active_kiosk_sessions')
      .values({
        kiosk_user_id: input.kioskUserId,
        auth_session_id: input.authSessionId,
        ip_address: input.ip,
        user_agent: input.userAgent?.slice(0, 500) ?? null,
        metadata: JSON.stringify({}),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  findActiveByAuthSession(authSessionId: string): Promise<KioskSessionRecord | undefined> {
    return this.db
      .selectFrom('active_kiosk_sessions')
      .select(COLUMNS)
      .where('auth_session_id', '=', authSessionId)
      .where('is_active', '=', true)
      .executeTakeFirst();
  }

  async touch(
    id: string,
    metadata: Record<string, unknown> | undefined,
  ): Promise<KioskSessionRecord | undefined> {
    return this.db
      .updateTable('active_kiosk_sessions')
      .set({
        last_activity_at: new Date(),
        ...(metadata ? { metadata: JSON.stringify(metadata) } : {}),
      })
      .where('id', '=', id)
      .where('is_active', '=', true)
      .returning(COLUMNS)
      .executeTakeFirst();
  }

  listActive(kioskUserId: string): Promise<KioskSessionRecord[]> {
    return this.db
      .selectFrom('active_kiosk_sessions')
      .select(COLUMNS)
      .where('kiosk_user_id', '=', kioskUserId)
      .where('is_active', '=', true)
      .orderBy('last_activity_at', 'desc')
      .execute();
  }

  /** Ends an active session; undefined when there was none. */
  end(id: string, reason: string): Promise<KioskSessionRecord | undefined> {
    return this.db
      .updateTable('active_kiosk_sessions')
      .set({ is_active: false, ended_at: new Date(), end_reason: reason })
      .where('id', '=', id)
      .where('is_active', '=', true)
      .returning(COLUMNS)
      .executeTakeFirst();
  }

  endByAuthSession(authSessionId: string, reason: string): Promise<KioskSessionRecord[]> {
    return this.db
      .updateTable('active_kiosk_sessions')
      .set({ is_active: false, ended_at: new Date(), end_reason: reason })
      .where('auth_session_id', '=', authSessionId)
      .where('is_active', '=', true)
      .returning(COLUMNS)
      .execute();
  }

  /** Ends every active session whose last activity is before `before`. */
  endStale(before: Date, reason: string): Promise<KioskSessionRecord[]> {
    return this.db
      .updateTable('active_kiosk_sessions')
      .set({ is_active: false, ended_at: new Date(), end_reason: reason })
      .where('is_active', '=', true)
      .where('last_activity_at', '<', before)
      .returning(COLUMNS)
      .execute();
  }

  async hasActive(kioskUserId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('active_kiosk_sessions')
      .select('id')
      .where('kiosk_user_id', '=', kioskUserId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }
}
