import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { repositories } from '../src/repositories/index.js';
import type { RangeFilter } from '../src/repositories/range-report.repository.js';
import { HousekeepingService } from '../src/services/housekeeping.service.js';
import { keptRangeAggregates, plainRangeAggregates } from './support/range-aggregates.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The range report's fold (migration 20261129001000): past days' slot rows folded into slot 0 and
 * the month / day rollups by the housekeeping job. The report's figures stay identical, a late
 * refund of a folded day counts once, a fold cut mid-way loses and doubles nothing, and a fold
 * racing a paid order neither waits for it nor loses its figures.
 */

let testDb: TestDatabase;
let database: Database;
let product: { id: string; name: string };
let sequence = 0;

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true });
  database = testDb.connect();
  const row = await database.db
    .selectFrom('products')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  product = { id: row.id, name: String(row.name) };
});
afterAll(() => testDb?.drop());

type Queryable = Pick<pg.PoolClient, 'query'>;

/** A paid order of `quantity` x 25 TL on `day` (a card part), written as the services would; its id and part. */
async function paidOrder(
  q: Queryable,
  day: string,
  quantity = 1,
  channel = sequence % 2 ? 'till' : 'kiosk',
): Promise<{ id: string; part: string }> {
  sequence += 1;
  const total = quantity * 2_500;
  const order = await q.query<{ id: string }>(
    `INSERT INTO orders (order_number, reference_number, business_day, channel, order_type, subtotal_minor, tax_minor,
       total_minor, created_at, metadata)
     VALUES ($1, $2, $3::date, $4, 'takeaway', $5, 0, $5, ($3 || 'T12:15:00+03:00')::timestamptz, '{}') RETURNING id`,
    [`RF${String(sequence).padStart(5, '0')}`, sequence, day, channel, total],
  );
  const id = order.rows[0]?.id as string;
  await q.query(
    `INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_minor, total_price_minor,
       vat_rate, vat_minor, configurations) VALUES ($1, $2, $3, $4, 2500, $5, 10, 0, '[]')`,
    [id, product.id, product.name, quantity, total],
  );
  const part = await q.query<{ id: string }>(
    `INSERT INTO payment_attempts (order_id, attempt_no, driver, method, status, amount_minor)
     VALUES ($1, 1, 'REST', 'card', 'approved', $2) RETURNING id`,
    [id, total],
  );
  await q.query(`UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = now() WHERE id = $1`, [
    id,
  ]);
  return { id, part: part.rows[0]?.id as string };
}

async function refund(q: Queryable, order: { id: string; part: string }, amount: number) {
  await q.query(
    `INSERT INTO payment_reversals (refund_id, order_id, payment_attempt_id, kind, amount_minor, status, reason, lines)
     VALUES (gen_random_uuid(), $1, $2, 'refund', $3, 'completed', 'Soğuk geldi', '[]')`,
    [order.id, order.part, amount],
  );
}

/**
 * Reports of whole months and of days around them, without a filter (the rollups by key) and by
 * channel (the rollups by store and channel, and the day rows).
 */
const FILTERS: RangeFilter[] = [
  { from: '2025-11-03', currentFrom: '2026-01-01', to: '2026-02-28', storeId: null, channel: null },
  { from: '2025-11-03', currentFrom: '2026-01-01', to: '2026-02-28', storeId: null, channel: 'kiosk' },
  { from: '2026-01-15', currentFrom: '2026-01-31', to: '2026-02-15', storeId: null, channel: null },
  { from: '2026-01-15', currentFrom: '2026-01-31', to: '2026-02-15', storeId: null, channel: 'till' },
];
const DAYS = ['2025-12-15', '2026-01-30', '2026-01-31', '2026-02-01', '2026-02-14'];

const sortRows = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
async function reports() {
  return Promise.all(FILTERS.map(async (f) => sortRows(await repositories(database.db).rangeReport.rows(f))));
}
const unfolded = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM sales_range_totals WHERE slot <> 0`.execute(
        database.db,
      )
    ).rows[0]?.n,
  );
/** The rows of the rollups that differ from the sums of the slot-0 rows (none when they hold exactly the folded rows). */
const rollupDrift = async () =>
  (
    await sql<{
      n: string;
    }>`WITH f AS (SELECT * FROM sales_range_totals WHERE slot = 0) SELECT ((SELECT count(*) FROM (
      (SELECT month, kind, store_key, channel, key, n, quantity, amount_minor FROM sales_range_month_totals
        EXCEPT SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, sum(n), sum(quantity),
          sum(amount_minor) FROM f GROUP BY 1, 2, 3, 4, 5)
      UNION ALL
      (SELECT month, kind, '', '', key, n, quantity, amount_minor FROM sales_range_month_key_totals
        EXCEPT SELECT date_trunc('month', business_day)::date, kind, '', '', key, sum(n), sum(quantity), sum(amount_minor)
          FROM f GROUP BY 1, 2, 5)
      UNION ALL
      (SELECT business_day, kind, '', '', key, n, quantity, amount_minor FROM sales_range_day_key_totals
        EXCEPT SELECT business_day, kind, '', '', key, sum(n), sum(quantity), sum(amount_minor) FROM f GROUP BY 1, 2, 5)) d)
      + (SELECT count(*) FROM (SELECT business_day, store_key, channel, orders, units, gross_minor, refunds, refunds_minor, voids, voids_minor
          FROM sales_range_day_totals
        EXCEPT SELECT business_day, store_key, channel, coalesce(sum(n) FILTER (WHERE kind = 'hour'), 0),
          coalesce(sum(quantity) FILTER (WHERE kind = 'hour'), 0), coalesce(sum(amount_minor) FILTER (WHERE kind = 'hour'), 0),
          coalesce(sum(n) FILTER (WHERE kind = 'refund'), 0), coalesce(sum(amount_minor) FILTER (WHERE kind = 'refund'), 0),
          coalesce(sum(n) FILTER (WHERE kind = 'void'), 0), coalesce(sum(amount_minor) FILTER (WHERE kind = 'void'), 0)
        FROM f WHERE kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3) e))::text AS n`.execute(database.db)
  ).rows[0]?.n;
const fold = () => new HousekeepingService(repositories(database.db)).foldRangeDays('2026-03-01');
/** The current period's refunds as the report reads them by key (reason, staff) and by channel. */
const totalRefunds = async () => {
  const rows = await repositories(database.db).rangeReport.rows(FILTERS[0] as RangeFilter);
  const sum = (group: string) =>
    rows
      .filter((r) => r.kind === 'refund' && r.period === 'current' && r.group === group)
      .reduce((a, r) => a + r.amountMinor, 0);
  return [sum('key'), sum('channel')];
};

describe('the range report fold', () => {
  it('folds past days into slot 0 and the rollups with the report unchanged, and again folds nothing', async () => {
    const client = await database.pool.connect();
    try {
      for (const [i, day] of DAYS.entries()) {
        const order = await paidOrder(client, day, 1 + i);
        if (i % 2 === 0) await refund(client, order, 1_000);
      }
    } finally {
      client.release();
    }
    const before = await reports();
    expect(before[0]?.length).toBeGreaterThan(10);
    expect(await unfolded()).toBeGreaterThan(0);

    expect(await fold()).toMatchObject({ days: DAYS.length });
    expect(await unfolded()).toBe(0);
    expect(await rollupDrift()).toBe('0');
    expect(await reports()).toEqual(before);
    expect(await keptRangeAggregates(database.db as never)).toEqual(
      await plainRangeAggregates(database.db as never),
    );
    expect(await fold()).toEqual({ days: 0, rows: 0 });
    expect(await reports()).toEqual(before);
  });

  it('counts a late refund of a folded day once: before the next fold and after it', async () => {
    const order = await paidOrder(database.pool, '2026-01-31', 2);
    await fold();
    const [byKey, byChannel] = await totalRefunds();
    expect(byKey).toBe(byChannel);
    await refund(database.pool, order, 1_500);
    expect(await unfolded()).toBeGreaterThan(0);
    const late = [(byKey ?? 0) + 1_500, (byChannel ?? 0) + 1_500];
    expect(await totalRefunds()).toEqual(late);
    // The hourly housekeeping pass folds it (the days before its date).
    const pass = await new HousekeepingService(repositories(database.db)).run(
      new Date('2026-03-01T09:00:00Z'),
    );
    expect(pass).toMatchObject({ rangeDays: 1 });
    expect(pass.rangeRows).toBeGreaterThan(0);
    expect(await totalRefunds()).toEqual(late);
    expect(await rollupDrift()).toBe('0');
    expect(await keptRangeAggregates(database.db as never)).toEqual(
      await plainRangeAggregates(database.db as never),
    );
  });

  it('a fold cut mid-way (its connection killed before commit) loses and doubles nothing', async () => {
    await paidOrder(database.pool, '2026-01-30', 3);
    await paidOrder(database.pool, '2026-02-01', 4);
    const before = await reports();
    const folding = await database.pool.connect();
    try {
      const { rows } = await folding.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await folding.query('BEGIN');
      const folded = await folding.query<{ n: number }>(`SELECT sales_range_fold('2026-01-30') AS n`);
      expect(folded.rows[0]?.n).toBeGreaterThan(0);
      await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      const alive = async () =>
        (await database.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [rows[0]?.pid])).rowCount;
      await expect.poll(alive, { timeout: 10_000 }).toBe(0);
      await expect(folding.query('COMMIT')).rejects.toThrow();
    } finally {
      folding.release(true);
    }
    expect(await unfolded()).toBeGreaterThan(0);
    expect(await reports()).toEqual(before);
    expect(await fold()).toMatchObject({ days: 2 });
    expect(await reports()).toEqual(before);
    expect(await rollupDrift()).toBe('0');
    expect(await keptRangeAggregates(database.db as never)).toEqual(
      await plainRangeAggregates(database.db as never),
    );
  });

  it('never waits for a paid order holding its rows, and an order waiting for the fold keeps its figures', async () => {
    const writer = await database.pool.connect();
    const folder = await database.pool.connect();
    try {
      await paidOrder(writer, '2026-02-14', 1, 'till');
      // The fold skips the rows an uncommitted paid order holds (a wait would hit the lock timeout).
      await writer.query('BEGIN');
      await paidOrder(writer, '2026-02-14', 2, 'till');
      await folder.query(`SET lock_timeout = '3s'`);
      await folder.query(`SELECT sales_range_fold('2026-02-14')`);
      await writer.query('COMMIT');
      expect(await unfolded()).toBeGreaterThan(0);
      // Now the fold holds the day's rows (uncommitted) and the same session pays another order of it.
      await folder.query('BEGIN');
      const held = await folder.query<{ n: number }>(`SELECT sales_range_fold('2026-02-14') AS n`);
      expect(held.rows[0]?.n).toBeGreaterThan(0);
      const { rows } = await writer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const paying = paidOrder(writer, '2026-02-14', 3, 'till');
      await expect
        .poll(
          async () =>
            (
              await database.pool.query<{ w: string | null }>(
                'SELECT wait_event_type AS w FROM pg_stat_activity WHERE pid = $1',
                [rows[0]?.pid],
              )
            ).rows[0]?.w,
          { timeout: 10_000 },
        )
        .toBe('Lock');
      await folder.query('COMMIT');
      await paying;
    } finally {
      writer.release();
      folder.release();
    }
    expect(await keptRangeAggregates(database.db as never)).toEqual(
      await plainRangeAggregates(database.db as never),
    );
    const before = await reports();
    await fold();
    expect(await unfolded()).toBe(0);
    expect(await reports()).toEqual(before);
    expect(await rollupDrift()).toBe('0');
  });
});
