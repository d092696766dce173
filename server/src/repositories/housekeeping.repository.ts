import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Rows and objects nobody reads any more: old idempotency keys, past days' queue sequences. */
export class HousekeepingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Deletes idempotency keys stored before `before`; answers how many. */
  async deleteIdempotencyKeysBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Drops the per-day queue-number sequences (order_queue_YYYYMMDD and, per store,
   * order_queue_YYYYMMDD_<store>, made by next_queue_number())
   * of days more than `daysKept - 1` days before the database's current date (the date
   * next_queue_number() names them by); answers the names dropped.
   */
  async dropQueueSequencesOlderThan(daysKept: number): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = current_schema()
        AND c.relname ~ '^order_queue_[0-9]{8}(_[0-9a-f]{32})?$' AND substr(c.relname, 13, 8) < to_char(current_date - ${daysKept - 1}::int, 'YYYYMMDD')
      ORDER BY 1`.execute(this.db);
    for (const { name } of rows) await sql`DROP SEQUENCE IF EXISTS ${sql.id(name)}`.execute(this.db);
    return rows.map((r) => r.name);
  }
}
