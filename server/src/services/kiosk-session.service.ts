import type { KioskSession } from '@kiosk/contracts';
import {
  kickChannelOf,
  kioskPresence,
  type Principal,
  SESSION_INACTIVITY_LIMIT_MS,
  sessionFreshness,
} from '@kiosk/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import { publishSessionsEnded } from '../realtime/session-events.js';
import { AuditRepository } from '../repositories/audit.repository.js';
import { AuthSessionRepository } from '../repositories/auth-session.repository.js';
import { type KioskSessionRecord, KioskSessionRepository } from '../repositories/kiosk-session.repository.js';
import { KioskUserRepository } from '../repositories/kiosk-user.repository.js';

/** Kiosk device sessions: activity, the admin's view, kicking, and the stale-session cleanup. */
export class KioskSessionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  present(row: KioskSessionRecord): KioskSession {
    const now = this.now();
    return {
      id: row.id,
      kiosk_user_id: row.kiosk_user_id,
      is_active: row.is_active,
      logged_in_at: row.logged_in_at.toISOString(),
      last_activity_at: row.last_activity_at.toISOString(),
      ip_address: row.ip_address,
      user_agent: row.user_agent,
      metadata: row.metadata ?? {},
      status: sessionFreshness(row.last_activity_at, now),
      presence: kioskPresence(row.last_activity_at, now),
      seconds_since_activity: Math.max(
        0,
        Math.floor((now.getTime() - row.last_activity_at.getTime()) / 1000),
      ),
    };
  }

  /** The kiosk reports activity; a session ended by the cleanup resumes while the sign-in is live. */
  async touch(
    principal: Principal,
    metadata: Record<string, unknown> | undefined,
    ip: string,
  ): Promise<KioskSession> {
    if (principal.kind !== 'kiosk')
      throw new AppError('forbidden', 403, 'Only kiosk devices report activity');
    const sessions = new KioskSessionRepository(this.db);
    const current = await sessions.findActiveByAuthSession(principal.sessionId);
    const row = current
      ? await sessions.touch(current.id, metadata)
      : await sessions.start({
          kioskUserId: principal.kioskUserId,
          authSessionId: principal.sessionId,
          ip,
          userAgent: undefined,
        });
    if (!row) throw new AppError('session_revoked', 401, 'The session has ended. Please sign in again.');
    await new KioskUserRepository(this.db).markHeartbeat(principal.kioskUserId, true);
    return this.present(row);
  }

  /** Spec: get_active_kiosk_sessions {p_kiosk_user_id}. */
  async activeSessions(kioskUserId: string): Promise<KioskSession[]> {
    const rows = await new KioskSessionRepository(this.db).listActive(kioskUserId);
    return rows.map((row) => this.present(row));
  }

  /**
   * Spec: kick_kiosk_session_by_id {p_session_id, p_reason}: ends the session and its sign-in, then
   * broadcasts kick_user {kiosk_user_id, reason} on `kick_user:<kiosk id>` (after commit). False when no active session.
   */
  async kick(
    sessionId: string,
    reason: string,
    actor?: { userId: string; email: string } | undefined,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await new KioskSessionRepository(trx).end(sessionId, reason || 'kicked');
      if (!ended) return false;
      if (actor) {
        await new AuditRepository(trx).record({
          actorUserId: actor.userId,
          actorEmail: actor.email,
          action: 'kiosk.session_kicked',
          entityType: 'kiosk',
          entityId: ended.kiosk_user_id,
          summary: reason || 'kicked',
          before: { session_id: ended.id, is_active: true },
          after: { is_active: false, end_reason: reason || 'kicked' },
        });
      }
      if (ended.auth_session_id)
        await new AuthSessionRepository(trx).revokeSession(ended.auth_session_id, 'kicked');
      await this.markOfflineIfIdle(trx, ended.kiosk_user_id);
      await publishEvent(trx, {
        channel: kickChannelOf(ended.kiosk_user_id),
        event: 'kick_user',
        payload: { kiosk_user_id: ended.kiosk_user_id, reason },
      });
      // After the kick itself, so the kiosk still hears it before its channels are taken away.
      if (ended.auth_session_id)
        await publishSessionsEnded(trx, { session_ids: [ended.auth_session_id], reason: 'kicked' });
      return true;
    });
  }

  /** Ends sessions idle over 10 minutes; returns how many. Failures are logged by the caller. */
  async cleanupStale(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const before = new Date(this.now().getTime() - SESSION_INACTIVITY_LIMIT_MS);
      const ended = await new KioskSessionRepository(trx).endStale(before, 'inactive');
      for (const kioskUserId of new Set(ended.map((r) => r.kiosk_user_id))) {
        await this.markOfflineIfIdle(trx, kioskUserId);
      }
      return ended.length;
    });
  }

  private async markOfflineIfIdle(db: Kysely<DB>, kioskUserId: string): Promise<void> {
    if (!(await new KioskSessionRepository(db).hasActive(kioskUserId))) {
      await new KioskUserRepository(db).markHeartbeat(kioskUserId, false);
    }
  }
}
