// Issue 21: on the 1,000,000-order bench database (orders-list's, plus a payment part per paid
// order, card or cash), the sales dashboard for a day and for a month and the Z report of a day,
// p50 / p95 (goal p95 < 100 ms).
import http from 'node:http';
import { sql } from 'kysely';
import { connectDatabase } from '../../server/src/db/database.js';
import { generate } from './orders-list.bench.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

async function addPayments(url: string): Promise<number> {
  const { db: pool, close } = connectDatabase(url, 2);
  const started = performance.now();
  await pool.connection().execute(async (db) => {
    await sql`SET session_replication_role = replica`.execute(db);
    await sql`
      INSERT INTO payment_attempts (order_id, attempt_no, driver, status, amount_minor, method, created_at, settled_at)
      SELECT id, 1, 'REST', 'approved', total_minor,
        CASE WHEN reference_number % 3 = 0 THEN 'cash' ELSE 'card' END, created_at, created_at
      FROM orders WHERE payment_status = 'paid' AND order_number LIKE 'B%'`.execute(db);
    await sql`SET session_replication_role = DEFAULT`.execute(db);
    // The bulk load skipped the triggers: the aggregates from scratch.
    await sql`SELECT sales_totals_rebuild()`.execute(db);
  });
  await sql`VACUUM ANALYZE`.execute(pool);
  await close();
  return performance.now() - started;
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

export async function salesReportsBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_sales_reports', { seeded: true });
  const generation = await generate(url);
  const payments = await addPayments(url);
  const server = await startBenchServer(url);
  const report: Report = [
    ['generate 1,000,000 orders with one line each', `${(generation / 1000).toFixed(1)} s`],
    ['a payment part per paid order, aggregates rebuilt', `${(payments / 1000).toFixed(1)} s`],
  ];
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
    const headers = { authorization: `Bearer ${token}` };
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const check = JSON.parse(await get(`${server.urls.admin}/functions/v1/z-report?day=${day}`, headers)) as {
      data: { report: { counts: { sales: number }; unreconciled_minor: number } };
    };
    report.push([
      `Z report ${day}: sales counted / unreconciled`,
      `${check.data.report.counts.sales} / ${check.data.report.unreconciled_minor}`,
    ]);
    const cases: Array<[string, string]> = [
      ['sales-dashboard today', `${server.urls.admin}/functions/v1/sales-dashboard?preset=today`],
      ['sales-dashboard this month', `${server.urls.admin}/functions/v1/sales-dashboard?preset=this_month`],
      [
        'sales-dashboard 30 days (custom)',
        `${server.urls.admin}/functions/v1/sales-dashboard?preset=custom&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&to=${day}`,
      ],
      ['z-report of a day', `${server.urls.admin}/functions/v1/z-report?day=${day}`],
    ];
    for (const [name, target] of cases) {
      for (let i = 0; i < 20; i += 1) await get(target, headers);
      const times: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const t = performance.now();
        await get(target, headers);
        times.push(performance.now() - t);
      }
      report.push([
        `${name} p50 / p95 (goal p95 < 100 ms)`,
        `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
      ]);
    }
  } finally {
    await server.stop();
  }
  return report;
}
