// Issue 34: GET /rest/v1/alerts, polled by every open admin page (every 30 s), on the 1,000,000-order
// database, with 1,000 open orders (tabs) waiting and 1,000 payment parts left unsettled among them.
import { sql } from 'kysely';
import { connectDatabase } from '../../server/src/db/database.js';
import { generate } from './orders-list.bench.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

/** Open tabs and unsettled parts on top of the generated orders (old enough to raise alerts). */
async function addCauses(url: string): Promise<void> {
  const { db, close } = connectDatabase(url, 1);
  await sql`
    UPDATE orders SET metadata = metadata || jsonb_build_object('open_order', jsonb_build_object('label', 'Masa ' || reference_number))
    WHERE id IN (SELECT id FROM orders WHERE status = 'pending_payment' ORDER BY created_at DESC LIMIT 1000)`.execute(
    db,
  );
  await sql`
    INSERT INTO payment_attempts (order_id, attempt_no, driver, status, amount_minor, created_at)
    SELECT id, 1, 'REST', (ARRAY['connecting','sent','unknown'])[1 + (row_number() OVER ()) % 3],
      total_minor, created_at
    FROM orders WHERE status = 'pending_payment' AND metadata ? 'open_order'`.execute(db);
  await sql`ANALYZE orders`.execute(db);
  await sql`ANALYZE payment_attempts`.execute(db);
  await close();
}

export async function alertsBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_alerts', { seeded: true });
  const generation = await generate(url);
  await addCauses(url);
  const server = await startBenchServer(url);
  const report: Report = [['generate 1,000,000 orders', `${(generation / 1000).toFixed(1)} s`]];
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
    const target = `${server.urls.admin}/rest/v1/alerts`;
    const headers = { authorization: `Bearer ${token}` };
    const read = async () => {
      const res = await fetch(target, { headers });
      if (res.status !== 200) throw new Error(`alerts: ${res.status}`);
      return (await res.json()) as { alerts: unknown[] };
    };
    const shown = (await read()).alerts.length;
    for (let i = 0; i < 20; i += 1) await read();
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      await read();
      times.push(performance.now() - t);
    }
    report.push([
      `GET /rest/v1/alerts (${shown} alerts: 50 open orders, 50 payments of 1,000 each) p50 / p95`,
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
    ]);
  } finally {
    await server.stop();
  }
  return report;
}
