// Issue 34: reports beyond one day on the 1,000,000-order bench database (orders-list's), spread
// over 3 stores, 3 channels (kiosk / till / open_order) and the seeded products, a payment part per
// paid order (card or cash) and 1% of them refunded or voided; the range aggregate's year copied to
// the year before (the previous period of a one-year range) and, in a second round, every row
// spread over 8 slots (as busy sessions would write them) and the days before today folded by the
// housekeeping job (migration 20261129001000). A one-year range report, p50 / p95
// (goal p95 < 100 ms), with no filter, one store, one channel.
import http from 'node:http';
import { sql } from 'kysely';
import { connectDatabase } from '../../server/src/db/database.js';
import { repositories } from '../../server/src/repositories/index.js';
import { HousekeepingService } from '../../server/src/services/housekeeping.service.js';
import { generate } from './orders-list.bench.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

async function spread(url: string): Promise<{ ms: number; rows: number; store: string }> {
  const { db: pool, close } = connectDatabase(url, 2);
  const started = performance.now();
  await pool.connection().execute(async (db) => {
    await sql`SET session_replication_role = replica`.execute(db);
    await sql`INSERT INTO stores (name, business_id) SELECT s, business_id FROM (SELECT business_id FROM stores LIMIT 1) b,
      unnest(ARRAY['Bench Beşiktaş', 'Bench Üsküdar']) s`.execute(db);
    await sql`
      WITH s AS (SELECT array_agg(id ORDER BY name) AS ids FROM stores)
      UPDATE orders o SET store_id = s.ids[1 + o.reference_number % array_length(s.ids, 1)],
        channel = (ARRAY['kiosk', 'kiosk', 'till', 'open_order'])[1 + (o.reference_number / 7) % 4]
      FROM s WHERE o.order_number LIKE 'B%'`.execute(db);
    await sql`
      WITH p AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM products)
      UPDATE order_items i SET product_id = p.ids[1 + (hashtext(i.order_id::text) & 1023) % array_length(p.ids, 1)],
        product_name = p.names[1 + (hashtext(i.order_id::text) & 1023) % array_length(p.ids, 1)],
        quantity = 1 + (hashtext(i.order_id::text) & 3)
      FROM p`.execute(db);
    await sql`
      INSERT INTO payment_attempts (order_id, attempt_no, driver, status, amount_minor, method, created_at, settled_at)
      SELECT id, 1, 'REST', 'approved', total_minor,
        CASE WHEN reference_number % 3 = 0 THEN 'cash' ELSE 'card' END, created_at, created_at
      FROM orders WHERE payment_status = 'paid' AND order_number LIKE 'B%'`.execute(db);
    await sql`
      INSERT INTO payment_reversals (refund_id, order_id, payment_attempt_id, kind, amount_minor, status, reason, created_by_user_id)
      SELECT gen_random_uuid(), p.order_id, p.id, (ARRAY['void', 'refund', 'cash_return'])[1 + o.reference_number % 3],
        p.amount_minor, 'completed', (ARRAY['Müşteri vazgeçti', 'Yanlış ürün', 'Soğuk geldi'])[1 + o.reference_number % 3],
        (SELECT id FROM users ORDER BY email LIMIT 1)
      FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE o.order_number LIKE 'B%' AND o.reference_number % 100 = 0`.execute(
      db,
    );
    await sql`SET session_replication_role = DEFAULT`.execute(db);
    // The bulk load skipped the triggers: this report's aggregate from scratch (the rows
    // sales_totals_rebuild() would give it; the other aggregates are not read here).
    await sql`SELECT sales_range_totals_rebuild()`.execute(db);
    // The 366 days before (the load's days are today and the 365 before it): the previous period.
    await sql`INSERT INTO sales_range_totals SELECT business_day - 366, kind, store_key, channel, key, slot, name, n, quantity, amount_minor
      FROM sales_range_totals`.execute(db);
    // All on slot 0 (folded): the month / day rollups from them (migration 20261129001000).
    await sql`SELECT sales_range_rollups_rebuild()`.execute(db);
  });
  await sql`VACUUM ANALYZE sales_range_totals, sales_range_month_totals, sales_range_month_key_totals, sales_range_day_key_totals, sales_range_day_totals`.execute(
    pool,
  );
  const { rows } = await sql<{ n: string; store: string }>`SELECT count(*)::text AS n,
    (SELECT id::text FROM stores ORDER BY name LIMIT 1) AS store FROM sales_range_totals`.execute(pool);
  await close();
  return { ms: performance.now() - started, rows: Number(rows[0]?.n ?? 0), store: rows[0]?.store ?? '' };
}

/**
 * Every row spread over 8 slots as busy sessions write them (its figures moved to slot 1, zero rows
 * on slots 2..8 beside it: the sums stay, the rows grow 8x), then the housekeeping job's fold of
 * every day before today (one transaction per day); today's rows stay spread, as they would live.
 */
async function spreadSlotsAndFold(url: string): Promise<{ spread: number; foldMs: number; left: number }> {
  const { db, close } = connectDatabase(url, 1);
  await sql`INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
    SELECT business_day, kind, store_key, channel, key, s, name, CASE WHEN s = 1 THEN n ELSE 0 END,
      CASE WHEN s = 1 THEN quantity ELSE 0 END, CASE WHEN s = 1 THEN amount_minor ELSE 0 END
    FROM sales_range_totals, generate_series(1, 8) s WHERE slot = 0`.execute(db);
  // The rollups held the slot-0 rows, whose figures moved to slot 1: now they hold nothing folded.
  await sql`DELETE FROM sales_range_totals WHERE slot = 0`.execute(db);
  await sql`SELECT sales_range_rollups_rebuild()`.execute(db);
  await sql`VACUUM ANALYZE sales_range_totals`.execute(db);
  const count = async () =>
    Number(
      (await sql<{ n: string }>`SELECT count(*)::text AS n FROM sales_range_totals`.execute(db)).rows[0]?.n,
    );
  const spread = await count();
  const started = performance.now();
  await new HousekeepingService(repositories(db)).foldRangeDays(new Date().toISOString().slice(0, 10));
  const foldMs = performance.now() - started;
  await sql`VACUUM ANALYZE sales_range_totals, sales_range_month_totals, sales_range_month_key_totals, sales_range_day_key_totals, sales_range_day_totals`.execute(
    db,
  );
  const left = Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM sales_range_totals WHERE slot <> 0`.execute(db))
      .rows[0]?.n,
  );
  await close();
  return { spread, foldMs, left };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${res.statusCode} ${body}`)),
        );
      })
      .on('error', reject);
  });
}

async function timeCases(
  base: string,
  headers: Record<string, string>,
  store: string,
  label: string,
  report: Report,
) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const range = `${base}/rest/v1/reports/range?from=${from}&to=${to}`;
  const first = JSON.parse(await get(range, headers)) as {
    data: { totals: { orders: number; refunds: number; voids: number }; previous_totals: { orders: number } };
  };
  const t = first.data.totals;
  report.push([
    `${label}: orders / refunds / voids (previous period's orders)`,
    `${t.orders} / ${t.refunds} / ${t.voids} (${first.data.previous_totals.orders})`,
  ]);
  const cases: Array<[string, string]> = [
    ['one year, all stores and channels', range],
    ['one year, one store', `${range}&store_id=${store}`],
    ['one year, the till channel', `${range}&channel=till`],
  ];
  for (const [name, target] of cases) {
    for (let i = 0; i < 10; i += 1) await get(target, headers);
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      await get(target, headers);
      times.push(performance.now() - started);
    }
    report.push([
      `${label}, ${name}: p50 / p95 (goal p95 < 100 ms)`,
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
    ]);
  }
}

export async function rangeReportsBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_range_reports', { seeded: true });
  const generation = await generate(url);
  const loaded = await spread(url);
  const report: Report = [
    ['generate 1,000,000 orders with one line each', `${(generation / 1000).toFixed(1)} s`],
    [
      'stores, channels, products, payments, 1% reversals; aggregates rebuilt; range rows (two years)',
      `${(loaded.ms / 1000).toFixed(1)} s; ${loaded.rows} rows`,
    ],
  ];
  for (const round of ['compact (one slot)', 'spread over 8 slots, past days folded'] as const) {
    if (round !== 'compact (one slot)') {
      const folded = await spreadSlotsAndFold(url);
      report.push([
        'range rows spread over 8 slots; the fold of the days before today; slot rows left (today)',
        `${folded.spread}; ${(folded.foldMs / 1000).toFixed(1)} s; ${folded.left}`,
      ]);
    }
    const server = await startBenchServer(url);
    try {
      const token = (
        (await (
          await fetch(`${server.urls.admin}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'admin@kiosk.local', password: 'Demo-Admin-2026!' }),
          })
        ).json()) as { access_token: string }
      ).access_token;
      await timeCases(server.urls.admin, { authorization: `Bearer ${token}` }, loaded.store, round, report);
    } finally {
      await server.stop();
    }
  }
  return report;
}
