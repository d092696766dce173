import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface AuditInput {
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  summary: string;
  /** What the change replaced and what it wrote (fleet changes), stored as JSON. */
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

export class AuditRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async record(entry: AuditInput): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        actor_user_id: entry.actorUserId,
        actor_email: entry.actorEmail,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        summary: entry.summary.slice(0, 500),
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
      })
      .execute();
  }

  /** The newest changes (the dashboard's "Recent Activity"); sign-ins are each person's trail, not news. */
  recent(limit: number) {
    return this.db
      .selectFrom('audit_log')
      .select(['id', 'actor_email', 'action', 'entity_type', 'entity_id', 'summary', 'at'])
      .where('action', '<>', 'auth.sign_in')
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
