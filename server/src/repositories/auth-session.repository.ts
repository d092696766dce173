import { EVERY_ADDRESS } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import { CompiledOnce } from '../db/compiled-once.js';
import type { DB, UserRole } from '../db/schema.js';
import { readById, StatementBatcher } from '../db/statement-batcher.js';
import { uuidsOnly } from '../uuid.js';

export interface RefreshTokenRecord {
  id: number;
  session_id: string;
  parent_id: number | null;
  rotated_at: Date | null;
  session_revoked_at: Date | null;
  user_id: string | null;
  kiosk_user_id: string | null;
}

/** A live session with what authorising a request needs of its owner (user or kiosk device). */
export interface LiveSession {
  session_id: string;
  user_id: string | null;
  kiosk_user_id: string | null;
  role: UserRole | null;
  email: string | null;
  user_disabled: boolean | null;
  kiosk_username: string | null;
  kiosk_active: boolean | null;
  kiosk_deleted: boolean | null;
}

/** findLiveSessions' statement, run on every request's session check (built once: CompiledOnce). */
const LIVE_SESSIONS = new CompiledOnce((db, v: { ids: string[] }) =>
  db
    .selectFrom('auth_sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('kiosk_users as k', 'k.id', 's.kiosk_user_id')
    .select([
      's.id as session_id',
      's.user_id',
      's.kiosk_user_id',
      'u.role',
      'u.email',
      'u.is_disabled as user_disabled',
      'k.username as kiosk_username',
      'k.is_active as kiosk_active',
      'k.is_deleted as kiosk_deleted',
    ])
    .where('s.revoked_at', 'is', null)
    .where('s.id', '=', sql<string>`ANY(${v.ids}::uuid[])`),
);

/** Sign-in sessions (refresh-token families) and their rotating refresh tokens. */
export class AuthSessionRepository {
  /** Every request checks its session: concurrent checks share one query (StatementBatcher). */
  private readonly liveSessions = new StatementBatcher(
    readById(
      (ids) => this.findLiveSessions(ids),
      (row) => row.session_id,
    ),
  );

  constructor(private readonly db: Kysely<DB>) {}

  async createSession(input: {
    userId?: string;
    kioskUserId?: string;
    ip: string;
    userAgent: string | undefined;
  }): Promise<string> {
    const row = await this.db
      .insertInto('auth_sessions')
      .values({
        user_id: input.userId ?? null,
        kiosk_user_id: input.kioskUserId ?? null,
        ip_address: input.ip,
        user_agent: input.userAgent?.slice(0, 500) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * A person's new session, only while their account is enabled (undefined otherwise). Their row is
   * share-locked by the same statement: a disable under way (it locks the row, then ends every
   * session) is waited for and then seen, and a disable that comes after waits for this session
   * and ends it too, so a sign-in racing a disable never leaves a live session behind.
   */
  async createUserSessionIfEnabled(input: {
    userId: string;
    ip: string;
    userAgent: string | undefined;
  }): Promise<string | undefined> {
    const { rows } = await sql<{ id: string }>`
      WITH holder AS (
        SELECT id FROM users WHERE id = ${input.userId} AND is_disabled = false FOR SHARE
      )
      INSERT INTO auth_sessions (user_id, kiosk_user_id, ip_address, user_agent)
      SELECT id, NULL, ${input.ip}, ${input.userAgent?.slice(0, 500) ?? null} FROM holder
      RETURNING id`.execute(this.db);
    return rows[0]?.id;
  }

  async insertToken(sessionId: string, tokenHash: string, parentId: number | null): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({ session_id: sessionId, token_hash: tokenHash, parent_id: parentId })
      .execute();
    await this.db
      .updateTable('auth_sessions')
      .set({ refreshed_at: new Date() })
      .where('id', '=', sessionId)
      .execute();
  }

  findToken(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    return this.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('auth_sessions as s', 's.id', 't.session_id')
      .select([
        't.id',
        't.session_id',
        't.parent_id',
        't.rotated_at',
        's.revoked_at as session_revoked_at',
        's.user_id',
        's.kiosk_user_id',
      ])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks a token used; false when another request rotated it first. */
  async markRotated(tokenId: number): Promise<boolean> {
    const row = await this.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date() })
      .where('id', '=', tokenId)
      .where('rotated_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** True when a child of this token has itself been rotated (the token is no longer the newest's parent). */
  async hasRotatedChild(tokenId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('parent_id', '=', tokenId)
      .where('rotated_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOfUser(userId: string, reason: string): Promise<number> {
    const rows = await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    return rows.length;
  }

  /** A session that is still valid (not revoked) and its owner's state, in one query (every request). */
  findLiveSession(sessionId: string): Promise<LiveSession | undefined> {
    return this.liveSessions.submit(sessionId);
  }

  /** Of these sessions, the ones still valid, with their owners' state (one query). */
  findLiveSessions(sessionIds: string[]): Promise<LiveSession[]> {
    const ids = uuidsOnly(sessionIds);
    if (ids.length === 0) return Promise.resolve([]);
    return LIVE_SESSIONS.rows(this.db, { ids });
  }

  /** Drops revoked or long-unused sessions' tokens (housekeeping). */
  async deleteExpired(olderThan: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('auth_sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', olderThan), eb('refreshed_at', '<', olderThan)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** Per-login failures and per-address attempts for sign-in abuse limits. */
export class SignInAttemptRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async record(login: string, ip: string, succeeded: boolean): Promise<void> {
    await this.db.insertInto('sign_in_attempts').values({ login, ip_address: ip, succeeded }).execute();
  }

  /** Failures of a login since `since`, not counting those before its last success (from any address). */
  async failuresSince(login: string, since: Date): Promise<number> {
    const row = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sign_in_attempts
      WHERE login = ${login} AND NOT succeeded AND attempted_at >= ${since}
        AND attempted_at > coalesce(
          (SELECT max(attempted_at) FROM sign_in_attempts WHERE login = ${login} AND succeeded), '-infinity')
    `.execute(this.db);
    return row.rows[0]?.n ?? 0;
  }

  /**
   * Failures of a login from one address since `since`, not counting those before that address's
   * last success with it (a success elsewhere does not clear a stranger's count).
   */
  async addressFailuresSince(login: string, ip: string, since: Date): Promise<number> {
    const row = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sign_in_attempts
      WHERE login = ${login} AND ip_address = ${ip} AND NOT succeeded AND attempted_at >= ${since}
        AND attempted_at > coalesce(
          (SELECT max(attempted_at) FROM sign_in_attempts
           WHERE login = ${login} AND ip_address = ${ip} AND succeeded), '-infinity')
    `.execute(this.db);
    return row.rows[0]?.n ?? 0;
  }

  async addressAttemptsSince(ip: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('sign_in_attempts')
      .select('attempted_at')
      .where('ip_address', '=', ip)
      .where('attempted_at', '>=', since)
      .orderBy('attempted_at')
      .execute();
    return rows.map((r) => r.attempted_at);
  }

  /** The latest end of the locks on a login that hold for this address (its own, or every address's). */
  async lockedUntil(login: string, ip: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('sign_in_locks')
      .select((eb) => eb.fn.max('locked_until').as('locked_until'))
      .where('login', '=', login)
      .where('ip_address', 'in', [ip, EVERY_ADDRESS])
      .executeTakeFirst();
    return row?.locked_until ?? undefined;
  }

  /** Locks a login for one address, or for every address with `EVERY_ADDRESS`. */
  async lock(login: string, ip: string, until: Date): Promise<void> {
    await this.db
      .insertInto('sign_in_locks')
      .values({ login, ip_address: ip, locked_until: until })
      .onConflict((oc) => oc.columns(['login', 'ip_address']).doUpdateSet({ locked_until: until }))
      .execute();
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('sign_in_attempts').where('attempted_at', '<', before).execute();
    await this.db.deleteFrom('sign_in_locks').where('locked_until', '<', before).execute();
  }
}
