// Issue 8: with 1,000,000 orders, get-orders (first page, status + 30 days, a deep page) and
// get-order-detail p95 latencies.
import http from 'node:http';
import { sql } from 'kysely';
import { connectDatabase } from '../../server/src/db/database.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

const ORDERS = 1_000_000;

export async function generate(url: string): Promise<number> {
  const { db: pool, close } = connectDatabase(url, 2);
  const started = performance.now();
  // A bulk load: skip per-row triggers and foreign-key checks (session_replication_role), then
  // rebuild the per-day counts the trigger would have kept.
  await pool.connection().execute(async (db) => {
    await sql`SET session_replication_role = replica`.execute(db);
    await sql`
    INSERT INTO orders (order_number, reference_number, business_day, status, payment_status, payment_method,
      order_type, subtotal_minor, tax_minor, total_minor, gross_minor, customer, created_at, updated_at, channel)
    SELECT 'B' || lpad(g::text, 8, '0'), g % 999 + 1, (t)::date,
      (ARRAY['pending_payment','paid','preparing','ready','completed','completed','completed','cancelled','abandoned'])[1 + g % 9],
      CASE WHEN g % 9 IN (1,2,3,4,5,6) THEN 'paid' ELSE 'pending' END, CASE WHEN g % 7 = 0 THEN 'cash' ELSE 'card' END,
      CASE WHEN g % 4 = 0 THEN 'takeaway' ELSE 'eat_in' END,
      20000 + g % 5000, 2000 + g % 500, 22000 + g % 5500, 22000 + g % 5500,
      CASE WHEN g % 20 = 0 THEN jsonb_build_object('firstName', 'Ayşe', 'familyName', 'Yılmaz', 'email', 'ayse@example.com',
        'phone', '05' || lpad((320000000 + g)::text, 9, '0'), 'tcKimlikNo', (10000000000 + g)::text) END,
      t, t,
      (ARRAY['kiosk','kiosk','till'])[1 + g % 3]
    FROM generate_series(1, ${ORDERS}) g,
      LATERAL (SELECT now() - (g::double precision / ${ORDERS}) * interval '365 days' AS t) x`.execute(db);
    // issue 34's T.C. Kimlik search: one order with a valid number (the check digits)
    await sql`UPDATE orders SET customer = customer || jsonb_build_object('tcKimlikNo', '10000500028')
      WHERE order_number = 'B00500000'`.execute(db);
    // issue 34's receipt search: every 10th order has a terminal sale number
    await sql`
    INSERT INTO order_pos_details (order_id, pos_sale_number, financial_documents)
    SELECT id, 'SN' || substr(order_number, 2), '[]' FROM orders
    WHERE order_number LIKE 'B%' AND substr(order_number, 2)::int % 10 = 0`.execute(db);
    await sql`
    INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_minor, total_price_minor, gross_minor, vat_rate, vat_minor)
    SELECT o.id, p.id, p.name, 1, o.total_minor, o.total_minor, o.total_minor, 10, o.total_minor / 11
    FROM orders o, (SELECT id, name FROM products LIMIT 1) p WHERE o.order_number LIKE 'B%'`.execute(db);
    await sql`SET session_replication_role = DEFAULT`.execute(db);
    await sql`DELETE FROM order_day_counts`.execute(db);
    await sql`INSERT INTO order_day_counts (business_day, status, n)
    SELECT business_day, status, count(*) FROM orders GROUP BY business_day, status`.execute(db);
  });
  // What autovacuum would do to a table this size: statistics and the visibility map.
  await sql`VACUUM ANALYZE`.execute(pool);
  await close();
  return performance.now() - started;
}

// One keep-alive connection, like the admin app's browser tab: the times are the server's, not a
// client's connection set-up.
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
          res.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function timed(url: string, headers: Record<string, string>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await get(url, headers);
    times.push(performance.now() - t);
  }
  return times;
}

export async function ordersListBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_orders_list', { seeded: true });
  const generation = await generate(url);
  const server = await startBenchServer(url);
  const report: Report = [
    [
      `generate ${ORDERS.toLocaleString('en')} orders with one line each`,
      `${(generation / 1000).toFixed(1)} s`,
    ],
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
    const base = `${server.urls.admin}/functions/v1/get-orders`;
    const thirtyDays = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const cases: Array<[string, string]> = [
      ['get-orders first page', `${base}?page=1&limit=20`],
      [
        'get-orders status + 30 days',
        `${base}?page=3&limit=20&status=completed&startDate=${encodeURIComponent(thirtyDays)}`,
      ],
      ['get-orders deep page (40,000 of 50,000)', `${base}?page=40000&limit=20`],
      // issue 34: the search (one box, each meaning indexed) and the filters
      ['search: phone (1 order)', `${base}?q=${encodeURIComponent('0532 050 00 00')}`],
      ['search: T.C. Kimlik (1 order)', `${base}?q=10000500028`],
      ['search: order number', `${base}?q=B00500000`],
      ['search: amount 250,00 TL (~180 orders)', `${base}?q=${encodeURIComponent('250,00')}`],
      ['search: 125 (queue number or 125 TL, ~1,000)', `${base}?q=125`],
      ['search: receipt number', `${base}?q=SN00500000`],
      [
        'search: name "yılmaz" (50,000 orders, counted 1,000 ahead)',
        `${base}?q=${encodeURIComponent('yılmaz')}`,
      ],
      ['search: name "nobody" (none)', `${base}?q=nobody`],
      ['filter: channel till', `${base}?channel=till`],
      ['filter: payment method cash', `${base}?method=cash&page=50`],
      ['filter: store (none)', `${base}?store=00000000-0000-4000-8000-000000000000`],
      ['filter: staff (none)', `${base}?staff=00000000-0000-4000-8000-000000000000`],
      [
        'filter: channel kiosk + completed + 30 days + "125"',
        `${base}?channel=kiosk&status=completed&q=125&startDate=${encodeURIComponent(thirtyDays)}`,
      ],
    ];
    for (const [name, target] of cases) {
      await timed(target, headers, 20);
      const times = await timed(target, headers, 200);
      report.push([
        `${name} p50 / p95 (goal p95 < 50 ms)`,
        `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
      ]);
    }
    const some = JSON.parse(await get(`${base}?page=123&limit=20`, headers)) as {
      data: Array<{ id: string }>;
    };
    const ids = some.data.map((o) => o.id);
    const detail = (i: number) =>
      `${server.urls.admin}/functions/v1/get-order-detail?orderId=${ids[i % ids.length]}`;
    for (let i = 0; i < 20; i += 1) await get(detail(i), headers);
    const detailTimes: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      await get(detail(i), headers);
      detailTimes.push(performance.now() - t);
    }
    report.push([
      'get-order-detail p50 / p95 (goal p95 < 20 ms)',
      `${ms(percentile(detailTimes, 50))} / ${ms(percentile(detailTimes, 95))}`,
    ]);
  } finally {
    await server.stop();
  }
  return report;
}
