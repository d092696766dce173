import type { KioskSession } from '@kiosk/contracts';
import {
  kickChannelOf,
  kioskPresence,
  type Principal,
  SESSION_INACTIVITY_LIMIT_MS,
  sessionFreshness,
} from '@kiosk/domain';
import { AppError } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import { publishSessionsEnded } from '../realtime/session-events.js';
import type { Repositories } from '../repositories/index.js';
import type { KioskSessionRecord } from '../repositories/kiosk-session.repository.js';

/** Kiosk device sessions: activity, the admin's view, kicking, and the stale-session cleanup. */
export class KioskSessionService {
  constructor(
    private readonly repos: Repositories,
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
    const sessions = this.repos.kioskSession;
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
    await this.repos.kioskUser.markHeartbeat(principal.kioskUserId, true);
    return this.present(row);
  }

  /** Spec: get_active_kiosk_sessions {p_kiosk_user_id}. */
  async activeSessions(kioskUserId: string): Promise<KioskSession[]> {
    const rows = await this.repos.kioskSession.listActive(kioskUserId);
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
    return this.repos.transaction(async (repos) => {
      const ended = await repos.kioskSession.end(sessionId, reason || 'kicked');
      if (!ended) return false;
      if (actor) {
        await repos.audit.record({
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
      if (ended.auth_session_id) await repos.authSession.revokeSession(ended.auth_session_id, 'kicked');
      await this.markOfflineIfIdle(repos, ended.kiosk_user_id);
      await publishEvent(repos.db, {
        channel: kickChannelOf(ended.kiosk_user_id),
        event: 'kick_user',
        payload: { kiosk_user_id: ended.kiosk_user_id, reason },
      });
      // After the kick itself, so the kiosk still hears it before its channels are taken away.
      if (ended.auth_session_id)
        await publishSessionsEnded(repos.db, { session_ids: [ended.auth_session_id], reason: 'kicked' });
      return true;
    });
  }

  /** Ends sessions idle over 10 minutes; returns how many. Failures are logged by the caller. */
  async cleanupStale(): Promise<number> {
    return this.repos.transaction(async (repos) => {
      const before = new Date(this.now().getTime() - SESSION_INACTIVITY_LIMIT_MS);
      const ended = await repos.kioskSession.endStale(before, 'inactive');
      for (const kioskUserId of new Set(ended.map((r) => r.kiosk_user_id))) {
        await this.markOfflineIfIdle(repos, kioskUserId);
      }
      return ended.length;
    });
  }

  private async markOfflineIfIdle(repos: Repositories, kioskUserId: string): Promise<void> {
    if (!(await repos.kioskSession.hasActive(kioskUserId))) {
      await repos.kioskUser.markHeartbeat(kioskUserId, false);
    }
  }
}
