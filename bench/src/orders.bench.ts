// Issue 7: kiosk orders created and paid per second at 20 concurrent kiosks (each with its own
// simulated terminal approving at once), against a plain single-row INSERT loop on the same database.
import { startSimulator } from '@kiosk/terminal-simulator';
import { sql } from 'kysely';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { connectDatabase } from '../../server/src/db/database.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

const KIOSKS = 20;
const SECONDS = 10;

export async function ordersBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_orders', { seeded: true });
  const database = connectDatabase(url, 4);
  const { db } = database;
  const simulators = await Promise.all(
    Array.from({ length: KIOSKS }, (_, i) =>
      startSimulator({
        port: 0,
        host: '127.0.0.1',
        serialNumber: `PAV-BENCH-${i}`,
        defaultDelayMs: 0,
        log: () => {},
      }),
    ),
  );
  const passwordHash = await hashPassword('Bench-Kiosk-2026!');
  for (const [i, simulator] of simulators.entries()) {
    const kiosk = await db
      .insertInto('kiosk_users')
      .values({
        username: `bench-kiosk-${i}`,
        password_hash: passwordHash,
        public_id: `K-BENCH${String(i).padStart(3, '0')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = await db
      .insertInto('pos_devices')
      .values({
        kiosk_device_id: `KD-BENCH${i}`,
        pos_serial_number: `PAV-BENCH-${i}`,
        fingerprint: `KIOSK-BENCH-${i}`,
        ip_address: '127.0.0.1',
        port: simulator.port,
        kiosk_id: kiosk.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('kiosk_pos_devices')
      .values({ kiosk_user_id: kiosk.id, pos_device_id: device.id, is_primary: true })
      .execute();
  }
  const server = await startBenchServer(url, { PAYMENT_POLL_MS: '200' });
  const report: Report = [];
  try {
    const menu = (await (
      await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
    ).json()) as {
      products: Array<{ id: string; name: string; configurable: boolean; is_available: boolean }>;
    };
    const items = menu.products
      .filter((p) => !p.configurable && p.is_available)
      .slice(0, 2)
      .map((p) => ({ product_id: p.id, quantity: 1 }));
    const tokens = await Promise.all(
      Array.from({ length: KIOSKS }, async (_, i) => {
        const res = await fetch(`${server.urls.kiosk}/auth/v1/token?grant_type=kiosk_password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.0.${i + 1}` },
          body: JSON.stringify({ username: `bench-kiosk-${i}`, password: 'Bench-Kiosk-2026!' }),
        });
        return ((await res.json()) as { access_token: string }).access_token;
      }),
    );
    const durations: number[] = [];
    let failures = 0;
    const deadline = performance.now() + SECONDS * 1000;
    let n = 0;
    const kioskLoop = async (token: string) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      while (performance.now() < deadline) {
        const t = performance.now();
        n += 1;
        const order = (await (
          await fetch(`${server.urls.kiosk}/functions/v1/manage-orders/create`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': `bench-order-${n}-${Math.random()}` },
            body: JSON.stringify({ items }),
          })
        ).json()) as { data: { id: string } };
        const started = (await (
          await fetch(`${server.urls.kiosk}/functions/v1/kiosk-payment/start`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ order_id: order.data.id }),
          })
        ).json()) as { data: { attempt_id: string; step: string } };
        let step = started.data.step;
        while (step === 'connecting' || step === 'waiting') {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const status = (await (
            await fetch(
              `${server.urls.kiosk}/functions/v1/kiosk-payment/status?attempt_id=${started.data.attempt_id}`,
              { headers },
            )
          ).json()) as { data: { step: string } };
          step = status.data.step;
        }
        if (step === 'paid') durations.push(performance.now() - t);
        else failures += 1;
      }
    };
    const begin = performance.now();
    await Promise.all(tokens.map(kioskLoop));
    const elapsed = (performance.now() - begin) / 1000;
    const paidPerSecond = durations.length / elapsed;

    await sql`CREATE TABLE bench_insert (id bigserial PRIMARY KEY, payload text NOT NULL, at timestamptz NOT NULL DEFAULT now())`.execute(
      db,
    );
    const insertDeadline = performance.now() + 3000;
    let inserts = 0;
    const insertBegin = performance.now();
    while (performance.now() < insertDeadline) {
      await sql`INSERT INTO bench_insert (payload) VALUES (${`row ${inserts}`})`.execute(db);
      inserts += 1;
    }
    const insertsPerSecond = inserts / ((performance.now() - insertBegin) / 1000);
    report.push(
      [
        `kiosk orders created and paid, ${KIOSKS} kiosks`,
        `${paidPerSecond.toFixed(1)} orders/s (${durations.length} paid, ${failures} not paid)`,
      ],
      [
        'one order, create to paid, p50 / p99',
        `${ms(percentile(durations, 50))} / ${ms(percentile(durations, 99))}`,
      ],
      ['plain single-row INSERT loop, same database', `${insertsPerSecond.toFixed(0)} rows/s`],
      ['paid orders / plain inserts', `${((paidPerSecond / insertsPerSecond) * 100).toFixed(1)}%`],
    );
  } finally {
    await server.stop();
    for (const simulator of simulators) await simulator.stop();
    await database.close();
  }
  return report;
}
