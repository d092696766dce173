import type { RangeChannel, RangeRow, RangeRowGroup, RangeRowKind } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import { PLANNED_PER_RUN } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';

export interface RangeFilter {
  /** The previous period's first day .. the range's last day: both periods in one read. */
  from: string;
  to: string;
  /** The range's first day: earlier days are the previous period. */
  currentFrom: string;
  storeId: string | null;
  channel: RangeChannel | null;
}

type RawRow = {
  period: 'current' | 'previous';
  kind: RangeRowKind;
  grp: RangeRowGroup;
  key: string;
  name: string;
  n: string;
  quantity: string;
  amount: string;
};

const toRow = (r: RawRow): RangeRow => ({
  period: r.period,
  kind: r.kind,
  group: r.grp,
  key: r.key,
  name: r.name,
  n: Number(r.n),
  quantity: Number(r.quantity),
  amountMinor: Number(r.amount),
});

/** The range aggregate (migration 20261129000300: sales_range_totals) and the names its keys need. */
export class RangeReportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The rows of both periods summed over their days and slots: every kind by its key, and the
   * sales (hour) and refund / void rows also by day, store and channel. Two statements on two
   * connections; each reads the primary key's day range once.
   */
  async rows(f: RangeFilter): Promise<RangeRow[]> {
    const where = sql`business_day BETWEEN ${f.from}::date AND ${f.to}::date
      AND (${f.storeId}::text IS NULL OR store_key = ${f.storeId}::text)
      AND (${f.channel}::text IS NULL OR channel = ${f.channel}::text)`;
    const period = sql`CASE WHEN business_day >= ${f.currentFrom}::date THEN 'current' ELSE 'previous' END`;
    const [byKey, byPlace] = await Promise.all([
      sql<RawRow>`${PLANNED_PER_RUN}
        SELECT ${period} AS period, kind, 'key' AS grp, key, max(name) AS name, sum(n)::text AS n,
          sum(quantity)::text AS quantity, sum(amount_minor)::text AS amount
        FROM sales_range_totals WHERE ${where}
        GROUP BY 1, 2, 4 HAVING sum(n) <> 0 OR sum(quantity) <> 0 OR sum(amount_minor) <> 0`.execute(this.db),
      sql<RawRow>`${PLANNED_PER_RUN}
        SELECT period, kind,
          CASE WHEN GROUPING(business_day) = 0 THEN 'day' WHEN GROUPING(store_key) = 0 THEN 'store' ELSE 'channel' END AS grp,
          coalesce(business_day::text, store_key, channel) AS key, '' AS name, sum(n)::text AS n,
          sum(quantity)::text AS quantity, sum(amount_minor)::text AS amount
        FROM (SELECT ${period} AS period, * FROM sales_range_totals
          WHERE ${where} AND kind IN ('hour', 'refund', 'void')) t
        GROUP BY GROUPING SETS ((period, kind, business_day), (period, kind, store_key), (period, kind, channel))
        HAVING sum(n) <> 0 OR sum(quantity) <> 0 OR sum(amount_minor) <> 0`.execute(this.db),
    ]);
    return [...byKey.rows, ...byPlace.rows].map(toRow);
  }

  /** Store id -> name (every store: a handful). */
  async storeNames(): Promise<Record<string, string>> {
    const { rows } = await sql<{ id: string; name: string }>`SELECT id::text, name FROM stores`.execute(
      this.db,
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  }

  /** User id -> display name, else e-mail. */
  async staffNames(ids: string[]): Promise<Record<string, string>> {
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (uuids.length === 0) return {};
    const { rows } = await sql<{ id: string; name: string }>`
      SELECT id::text, coalesce(display_name, email) AS name FROM users WHERE id = ANY(${uuids}::uuid[])`.execute(
      this.db,
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  }

  /** Product key (its id) -> its category now; keys that are no product's id are left out. */
  async categories(productKeys: string[]): Promise<Record<string, { id: string; name: string }>> {
    const uuids = productKeys.filter((key) => /^[0-9a-f-]{36}$/i.test(key));
    if (uuids.length === 0) return {};
    const { rows } = await sql<{ product_key: string; id: string; name: string }>`
      SELECT p.id::text AS product_key, c.id::text AS id, c.name
      FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY(${uuids}::uuid[])`.execute(
      this.db,
    );
    return Object.fromEntries(rows.map((r) => [r.product_key, { id: r.id, name: r.name }]));
  }
}
