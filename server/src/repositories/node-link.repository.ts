import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** What a store node reads of its link in one statement (issue 36). */
export interface StoreLinkProbe {
  /** The clock and the WAL insert position read right after it. */
  at: Date;
  lsn: string;
  /** Central's subscription streams this node's up slot. */
  upSlotActive: boolean;
  /** How far central has confirmed the up slot (null: no slot yet). */
  confirmedLsn: string | null;
  /** The down subscription's apply worker and its last message from central. */
  downAlive: boolean;
  downLastMessageAt: Date | null;
}

/** One up subscription at central: its apply worker and its last message from the store node. */
export interface UpSubscriptionStatus {
  name: string;
  alive: boolean;
  lastMessageAt: Date | null;
}

export interface LinkStateRow {
  link: string;
  lastUpAt: Date | null;
  confirmedAt: Date | null;
}

/**
 * The replication link's state (issue 36): Postgres's replication views, the orders not yet
 * confirmed by central and each side's remembered state (`node_link_state`, local).
 */
export class NodeLinkRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** At a store node: both directions of the link and the WAL position, in one read. */
  async storeProbe(upSlot: string, downSubscription: string): Promise<StoreLinkProbe> {
    const { rows } = await sql<{
      at: Date;
      lsn: string;
      up_active: boolean | null;
      confirmed_lsn: string | null;
      down_alive: boolean | null;
      down_last: Date | null;
    }>`
      SELECT clock_timestamp() AS at, pg_current_wal_insert_lsn()::text AS lsn,
        slot.active AS up_active, slot.confirmed_flush_lsn::text AS confirmed_lsn,
        down.pid IS NOT NULL AS down_alive, down.last_msg_receipt_time AS down_last
      FROM (SELECT 1) one
      LEFT JOIN pg_replication_slots slot ON slot.slot_name = ${upSlot}
      LEFT JOIN LATERAL (
        SELECT st.pid, st.last_msg_receipt_time FROM pg_stat_subscription st
        JOIN pg_subscription s ON s.oid = st.subid
        WHERE s.subname = ${downSubscription} AND st.relid IS NULL AND st.leader_pid IS NULL
        ORDER BY st.pid NULLS LAST LIMIT 1
      ) down ON true`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('the link probe read nothing');
    return {
      at: row.at,
      lsn: row.lsn,
      upSlotActive: row.up_active === true,
      confirmedLsn: row.confirmed_lsn,
      downAlive: row.down_alive === true,
      downLastMessageAt: row.down_last,
    };
  }

  /** Whether commit times are kept (track_commit_timestamp, a store node's setting). */
  async commitTimestamps(): Promise<boolean> {
    const { rows } = await sql<{ on: string }>`SHOW track_commit_timestamp`.execute(this.db);
    return rows[0]?.on === 'on';
  }

  /**
   * Orders created or changed (their row's last commit) after `after`. With commit times this is
   * exact; without them the row's own times stand in (a change that leaves them is missed).
   */
  async ordersChangedAfter(after: Date, exact: boolean): Promise<number> {
    const query = exact
      ? sql<{ n: number }>`
          SELECT count(*)::int AS n FROM orders WHERE pg_xact_commit_timestamp(xmin) > ${after}`
      : sql<{ n: number }>`
          SELECT count(*)::int AS n FROM orders WHERE greatest(created_at, updated_at) > ${after}`;
    const { rows } = await query.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** At central: every up subscription (`kiosk_up_<store>`) of this database and its apply worker. */
  async upSubscriptions(): Promise<UpSubscriptionStatus[]> {
    const { rows } = await sql<{ name: string; alive: boolean; last_message_at: Date | null }>`
      SELECT s.subname AS name, coalesce(w.pid IS NOT NULL, false) AS alive,
        w.last_msg_receipt_time AS last_message_at
      FROM pg_subscription s
      LEFT JOIN LATERAL (
        SELECT st.pid, st.last_msg_receipt_time FROM pg_stat_subscription st
        WHERE st.subid = s.oid AND st.relid IS NULL AND st.leader_pid IS NULL
        ORDER BY st.pid NULLS LAST LIMIT 1
      ) w ON true
      WHERE s.subdbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND s.subname LIKE 'kiosk\\_up\\_%'
      ORDER BY s.subname`.execute(this.db);
    return rows.map((r) => ({ name: r.name, alive: r.alive, lastMessageAt: r.last_message_at }));
  }

  async storeIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('stores').select('id').execute();
    return rows.map((r) => r.id);
  }

  async linkStates(): Promise<LinkStateRow[]> {
    const rows = await this.db
      .selectFrom('node_link_state')
      .select(['link', 'last_up_at', 'confirmed_at'])
      .execute();
    return rows.map((r) => ({ link: r.link, lastUpAt: r.last_up_at, confirmedAt: r.confirmed_at }));
  }

  async saveLinkState(state: LinkStateRow): Promise<void> {
    const values = { last_up_at: state.lastUpAt, confirmed_at: state.confirmedAt, updated_at: new Date() };
    await this.db
      .insertInto('node_link_state')
      .values({ link: state.link, ...values })
      .onConflict((oc) => oc.column('link').doUpdateSet(values))
      .execute();
  }
}
