import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The Postgres catalogue reads and the statements of logical replication (issue 36): the
 * statements themselves are built in `replication/replication-sql.ts`.
 */
export class ReplicationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async walLevel(): Promise<string> {
    const { rows } = await sql<{ wal_level: string }>`SHOW wal_level`.execute(this.db);
    return rows[0]?.wal_level ?? '';
  }

  async publicationExists(name: string): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM pg_publication WHERE pubname = ${name}) AS found`.execute(this.db);
    return rows[0]?.found === true;
  }

  async subscriptionExists(name: string): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM pg_subscription WHERE subname = ${name}
        AND subdbid = (SELECT oid FROM pg_database WHERE datname = current_database())) AS found`.execute(
      this.db,
    );
    return rows[0]?.found === true;
  }

  /** How many of the subscription's tables have not finished their first copy. */
  async tablesNotSynced(subscription: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_subscription_rel r JOIN pg_subscription s ON s.oid = r.srsubid
      WHERE s.subname = ${subscription} AND r.srsubstate <> 'r'`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  async hasOrders(): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM orders) AS found`.execute(this.db);
    return rows[0]?.found === true;
  }

  /** The tables among `tables` without a trigger named `trigger`. */
  async tablesWithoutTrigger(trigger: string, tables: readonly string[]): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      SELECT t.name FROM unnest(${tables}::text[]) AS t (name)
      WHERE NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = ${trigger} AND c.relname = t.name AND c.relnamespace = current_schema()::regnamespace)
      ORDER BY 1`.execute(this.db);
    return rows.map((r) => r.name);
  }

  /** The triggers among `triggers` that exist and are not ENABLE ALWAYS yet, as `table.trigger`. */
  async triggersNotAlways(triggers: Readonly<Record<string, readonly string[]>>): Promise<string[]> {
    const wanted = Object.entries(triggers).flatMap(([table, names]) => names.map((n) => `${table}.${n}`));
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname || '.' || t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND t.tgenabled <> 'A' AND c.relnamespace = current_schema()::regnamespace
        AND c.relname || '.' || t.tgname = ANY(${wanted}::text[])`.execute(this.db);
    return rows.map((r) => r.name);
  }

  /**
   * The functions of the given triggers whose search_path is not pinned to the current schema (the
   * apply worker runs with an empty search_path), as regprocedure text (e.g. `public.f()`).
   */
  async triggerFunctionsNotPinned(triggers: Readonly<Record<string, readonly string[]>>): Promise<string[]> {
    const wanted = Object.entries(triggers).flatMap(([table, names]) => names.map((n) => `${table}.${n}`));
    const { rows } = await sql<{ fn: string }>`
      SELECT DISTINCT t.tgfoid::regprocedure::text AS fn FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
        AND c.relname || '.' || t.tgname = ANY(${wanted}::text[])
        AND NOT coalesce(p.proconfig @> ARRAY['search_path=' || current_schema()], false)
      ORDER BY 1`.execute(this.db);
    return rows.map((r) => r.fn);
  }

  /** The tables among `tables` whose replica identity is not FULL. */
  async tablesNotIdentityFull(tables: readonly string[]): Promise<string[]> {
    if (tables.length === 0) return [];
    const { rows } = await sql<{ name: string }>`
      SELECT relname AS name FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' AND relreplident <> 'f'
        AND relname = ANY(${tables}::text[])`.execute(this.db);
    return rows.map((r) => r.name);
  }

  /** This database's name and the time zone set on it (ALTER DATABASE ... SET timezone), if any. */
  async databaseTimeZone(): Promise<{ database: string; timeZone: string | undefined }> {
    const { rows } = await sql<{ database: string; setting: string | null }>`
      SELECT current_database() AS database,
        (SELECT substr(c, strpos(c, '=') + 1) FROM pg_db_role_setting s, unnest(s.setconfig) c
         WHERE s.setrole = 0 AND s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND lower(c) LIKE 'timezone=%') AS setting`.execute(this.db);
    return { database: rows[0]?.database ?? '', timeZone: rows[0]?.setting ?? undefined };
  }

  /** The tables a publication of this database holds (operations: a release's new tables). */
  async publicationTables(publication: string): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_publication_tables
      WHERE pubname = ${publication} AND schemaname = current_schema() ORDER BY 1`.execute(this.db);
    return rows.map((r) => r.name);
  }

  /** The tables a subscription of this database has learnt (copied or being copied). */
  async subscriptionTables(subscription: string): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_subscription_rel r
      JOIN pg_subscription s ON s.oid = r.srsubid JOIN pg_class c ON c.oid = r.srrelid
      WHERE s.subname = ${subscription}
        AND s.subdbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY 1`.execute(this.db);
    return rows.map((r) => r.name);
  }

  /** The connection string a subscription of this database uses (superuser-readable only). */
  async subscriptionConnection(subscription: string): Promise<string | undefined> {
    const { rows } = await sql<{ conninfo: string }>`
      SELECT subconninfo AS conninfo FROM pg_subscription WHERE subname = ${subscription}
        AND subdbid = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(this.db);
    return rows[0]?.conninfo;
  }

  /** A replication slot of this Postgres, and whether a subscriber is reading it now. */
  async replicationSlot(slot: string): Promise<{ active: boolean } | undefined> {
    const { rows } = await sql<{ active: boolean }>`
      SELECT active FROM pg_replication_slots WHERE slot_name = ${slot}`.execute(this.db);
    return rows[0];
  }

  /** The migrations applied to this database. */
  async appliedMigrations(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY 1`.execute(
      this.db,
    );
    return rows.map((r) => r.name);
  }

  /**
   * At central: where a store's numbering stands (the largest order number's running part, and
   * today's largest queue number), so a new node for that store goes on after them.
   */
  async storeNumbering(storeId: string): Promise<{ orderSeq: number; queueToday: number }> {
    const { rows } = await sql<{ order_seq: string; queue_today: number }>`
      SELECT coalesce(max(substring(order_number FROM '-([0-9]+)$')::bigint), 0)::text AS order_seq,
        coalesce(max(reference_number) FILTER (WHERE business_day = current_date), 0)::int AS queue_today
      FROM orders WHERE store_id = ${storeId}::uuid`.execute(this.db);
    return { orderSeq: Number(rows[0]?.order_seq ?? 0), queueToday: rows[0]?.queue_today ?? 0 };
  }

  /**
   * At a new store node: its order numbers and today's queue numbers go on after central's (the
   * queue sequence is named as next_queue_number() names it).
   */
  async continueNumbering(storeId: string, last: { orderSeq: number; queueToday: number }): Promise<void> {
    if (last.orderSeq > 0)
      await sql`SELECT setval('order_number_seq', greatest(${last.orderSeq}::bigint,
        (SELECT last_value FROM order_number_seq)))`.execute(this.db);
    if (last.queueToday > 0) {
      await sql`SELECT next_queue_number(${storeId}::uuid)`.execute(this.db);
      await sql`SELECT setval(('order_queue_' || to_char(current_date, 'YYYYMMDD') || '_'
        || replace(${storeId}::uuid::text, '-', ''))::regclass, least(999, ${last.queueToday}::int))`.execute(
        this.db,
      );
    }
  }

  /**
   * At central, for a store node lost for good: its till sessions left open are closed without a
   * count (else a new node's first session on the same till clashes with them); answers how many.
   */
  async closeOpenTillSessionsOfStore(storeId: string, note: string): Promise<number> {
    const result = await sql`
      UPDATE till_sessions SET status = 'closed', closed_at = now(), close_note = ${note}
      WHERE status = 'open'
        AND pos_device_id IN (SELECT id FROM pos_devices WHERE store_id = ${storeId}::uuid)`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Runs one statement built by replication-sql.ts (outside a transaction). */
  async run(statement: string): Promise<void> {
    await sql.raw(statement).execute(this.db);
  }

  /** Runs statements in one transaction. */
  async runInTransaction(statements: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const statement of statements) await sql.raw(statement).execute(trx);
    });
  }
}
