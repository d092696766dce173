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

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The calendar months lying wholly inside one period (their first days), and the other days of the
 * two periods (previous: from .. the day before currentFrom; current: currentFrom .. to).
 */
function splitMonths(f: Pick<RangeFilter, 'from' | 'to' | 'currentFrom'>): {
  months: string[];
  days: string[];
} {
  const months: string[] = [];
  const days: string[] = [];
  const periods = [
    [dayMs(f.from), dayMs(f.currentFrom) - DAY_MS],
    [dayMs(f.currentFrom), dayMs(f.to)],
  ] as const;
  for (const [start, end] of periods) {
    let day = start;
    while (day <= end) {
      const d = new Date(day);
      const monthEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY_MS;
      if (d.getUTCDate() === 1 && monthEnd <= end) {
        months.push(isoDay(day));
        day = monthEnd + DAY_MS;
      } else {
        days.push(isoDay(day));
        day += DAY_MS;
      }
    }
  }
  return { months, days };
}

const placeOf = (f: RangeFilter) => sql`(${f.storeId}::text IS NULL OR store_key = ${f.storeId}::text)
  AND (${f.channel}::text IS NULL OR channel = ${f.channel}::text)`;

/**
 * The rows by key of both periods: the periods' whole months from a month rollup, the days around
 * them from a day's rows, and the rows not folded yet. Without a store or channel filter, the
 * rollups by key only (a year: ~24 months x the keys); else the rollup by store and channel and
 * the day rows of sales_range_totals.
 */
function keyRows(f: RangeFilter) {
  const { months, days } = splitMonths(f);
  const columns = sql`kind, key, name, n, quantity, amount_minor`;
  const unfolded = sql`SELECT business_day, ${columns} FROM sales_range_totals
    WHERE slot <> 0 AND business_day BETWEEN ${f.from}::date AND ${f.to}::date`;
  if (f.storeId === null && f.channel === null)
    return sql`SELECT month AS day, ${columns} FROM sales_range_month_key_totals WHERE month = ANY(${months}::date[])
      UNION ALL SELECT business_day, ${columns} FROM sales_range_day_key_totals WHERE business_day = ANY(${days}::date[])
      UNION ALL ${unfolded}`;
  const place = placeOf(f);
  return sql`SELECT month AS day, ${columns} FROM sales_range_month_totals WHERE month = ANY(${months}::date[]) AND ${place}
    UNION ALL SELECT business_day, ${columns} FROM sales_range_totals WHERE business_day = ANY(${days}::date[]) AND ${place}
    UNION ALL ${unfolded} AND business_day <> ALL(${days}::date[]) AND ${place}`;
}

/** The sales, refunds and voids by day, store and channel: the day rollup and the rows not folded yet. */
function placeRows(f: RangeFilter) {
  const place = placeOf(f);
  const days = sql`business_day BETWEEN ${f.from}::date AND ${f.to}::date`;
  const as = (kind: string, column: string) => sql.raw(`${column} * (kind = '${kind}')::int`);
  return sql`SELECT business_day, store_key, channel, orders, units, gross_minor, refunds, refunds_minor, voids, voids_minor
      FROM sales_range_day_totals WHERE ${days} AND ${place}
    UNION ALL SELECT business_day, store_key, channel, ${as('hour', 'n')}, ${as('hour', 'quantity')},
      ${as('hour', 'amount_minor')}, ${as('refund', 'n')}, ${as('refund', 'amount_minor')}, ${as('void', 'n')},
      ${as('void', 'amount_minor')}
      FROM sales_range_totals WHERE slot <> 0 AND kind IN ('hour', 'refund', 'void') AND ${days} AND ${place}`;
}

/** The range aggregate (migration 20261129000300: sales_range_totals) and the names its keys need. */
export class RangeReportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The rows of both periods summed over their days and slots: every kind by its key, and the
   * sales (hour) and refund / void rows also by day, store and channel. Two statements on two
   * connections, each reading the rollups (the sums of the folded slot-0 rows, migration
   * 20261129001000) plus the rows not folded yet (slot <> 0: today's, late writes).
   */
  async rows(f: RangeFilter): Promise<RangeRow[]> {
    const [byKey, byPlace] = await Promise.all([
      sql<RawRow>`${PLANNED_PER_RUN}
        SELECT CASE WHEN day >= ${f.currentFrom}::date THEN 'current' ELSE 'previous' END AS period, kind,
          'key' AS grp, key, max(name) AS name, sum(n)::text AS n,
          sum(quantity)::text AS quantity, sum(amount_minor)::text AS amount
        FROM (${keyRows(f)}) t
        GROUP BY 1, 2, 4 HAVING sum(n) <> 0 OR sum(quantity) <> 0 OR sum(amount_minor) <> 0`.execute(this.db),
      sql<RawRow>`${PLANNED_PER_RUN}
        SELECT g.period, x.kind, g.grp, g.key, '' AS name, x.n::text AS n, x.quantity::text AS quantity,
          x.amount::text AS amount
        FROM (SELECT period,
            CASE WHEN GROUPING(business_day) = 0 THEN 'day' WHEN GROUPING(store_key) = 0 THEN 'store' ELSE 'channel' END AS grp,
            coalesce(business_day::text, store_key, channel) AS key, sum(orders) AS orders, sum(units) AS units,
            sum(gross_minor) AS gross, sum(refunds) AS refunds, sum(refunds_minor) AS refunds_minor,
            sum(voids) AS voids, sum(voids_minor) AS voids_minor
          FROM (SELECT CASE WHEN business_day >= ${f.currentFrom}::date THEN 'current' ELSE 'previous' END AS period, *
            FROM (${placeRows(f)}) u) t
          GROUP BY GROUPING SETS ((period, business_day), (period, store_key), (period, channel))) g
        CROSS JOIN LATERAL (VALUES ('hour', g.orders, g.units, g.gross), ('refund', g.refunds, 0, g.refunds_minor),
          ('void', g.voids, 0, g.voids_minor)) x (kind, n, quantity, amount)
        WHERE x.n <> 0 OR x.quantity <> 0 OR x.amount <> 0`.execute(this.db),
    ]);
    return [...byKey.rows, ...byPlace.rows].map(toRow);
  }

  /** The days before `before` with rows not folded yet, oldest first. */
  async unfoldedDays(before: string): Promise<string[]> {
    const { rows } = await sql<{ day: string }>`
      SELECT DISTINCT business_day::text AS day FROM sales_range_totals
      WHERE slot <> 0 AND business_day < ${before}::date ORDER BY 1`.execute(this.db);
    return rows.map((r) => r.day);
  }

  /**
   * Folds one day's slot rows into slot 0 and the rollups (`sales_range_fold`, one statement in
   * its own transaction: a crash loses or doubles nothing); answers the rows folded.
   */
  async foldDay(day: string): Promise<number> {
    const { rows } = await sql<{ folded: number }>`SELECT sales_range_fold(${day}::date) AS folded`.execute(
      this.db,
    );
    return rows[0]?.folded ?? 0;
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
