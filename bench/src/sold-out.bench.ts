// Issue 32: what a "86" count left costs on the order and payment path. The same product is
// ordered (the till's create: pricing reads its count) and then made paid (the statement the
// payment's approval runs; the trigger orders_count_down locks the product row, takes one, records
// the move and notifies) by 20 concurrent clients, first with no count and then with a count left,
// alternately, twice. Every paid order of a counted product takes the same row lock until its
// commit: this measures that hot spot against the same path without it.
import pg from 'pg';
import { DEMO, signInByApi } from '../../e2e/src/fixtures.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

const CLIENTS = 20;
const ORDERS = 1_000;

interface Phase {
  createPerSecond: number;
  createP50: number;
  createP99: number;
  paidPerSecond: number;
  paidP50: number;
  paidP99: number;
}

/** Runs `work(i)` for i in 0..count-1 from `clients` concurrent workers; each call's time and the rate. */
async function concurrently(
  count: number,
  clients: number,
  work: (i: number, worker: number) => Promise<void>,
) {
  const times: number[] = [];
  let next = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      for (let i = next++; i < count; i = next++) {
        const started = performance.now();
        await work(i, worker);
        times.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  return { perSecond: count / seconds, p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function soldOutBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_sold_out', { seeded: true });
  const server = await startBenchServer(url);
  const connections = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const [first] = connections;
  if (!first) throw new Error('no connection');
  try {
    const cashier = await signInByApi(server.urls.sale, DEMO.cashier);
    const product = (
      await first.query<{ id: string }>(
        "SELECT id FROM products WHERE name = 'Ayran' AND is_active AND NOT configurable LIMIT 1",
      )
    ).rows[0];
    if (!product) throw new Error('no Ayran in the seed');

    const phase = async (counted: boolean): Promise<Phase> => {
      await first.query(
        `INSERT INTO product_stock (store_id, product_id, in_stock, count_left, sold_out_at)
         VALUES (stock_scope(), $1, true, $2, CASE WHEN $2::int IS NULL THEN NULL ELSE now() END)
         ON CONFLICT (store_id, product_id) DO UPDATE SET in_stock = true, count_left = EXCLUDED.count_left,
           sold_out_at = EXCLUDED.sold_out_at`,
        [product.id, counted ? 9_999 : null],
      );
      const ids: string[] = [];
      const created = await concurrently(ORDERS, CLIENTS, async (i) => {
        const res = await fetch(`${server.urls.sale}/functions/v1/manage-orders/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${cashier.access_token}` },
          body: JSON.stringify({ items: [{ product_id: product.id, quantity: 1, selection: {} }] }),
        });
        if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
        ids[i] = ((await res.json()) as { data: { id: string } }).data.id;
      });
      const paid = await concurrently(ORDERS, CLIENTS, async (i, worker) => {
        await connections[worker]?.query(
          "UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = now() WHERE id = $1",
          [ids[i]],
        );
      });
      if (counted) {
        const left = (
          await first.query<{ n: number }>(
            'SELECT count_left AS n FROM product_stock WHERE product_id = $1 AND store_id = stock_scope()',
            [product.id],
          )
        ).rows[0]?.n;
        if (left !== 9_999 - ORDERS) throw new Error(`count left ${left}`);
      }
      return {
        createPerSecond: created.perSecond,
        createP50: created.p50,
        createP99: created.p99,
        paidPerSecond: paid.perSecond,
        paidP50: paid.p50,
        paidP99: paid.p99,
      };
    };

    const runs: Array<[string, Phase]> = [];
    for (let round = 0; round < 2; round += 1) {
      runs.push(['no count', await phase(false)]);
      runs.push(['count left', await phase(true)]);
    }
    return runs.flatMap(
      ([label, p], i): Report => [
        [
          `${label} (run ${Math.floor(i / 2) + 1}): create, ${CLIENTS} clients`,
          `${p.createPerSecond.toFixed(0)} orders/s, p50 ${ms(p.createP50)}, p99 ${ms(p.createP99)}`,
        ],
        [
          `${label} (run ${Math.floor(i / 2) + 1}): made paid, ${CLIENTS} connections`,
          `${p.paidPerSecond.toFixed(0)} orders/s, p50 ${ms(p.paidP50)}, p99 ${ms(p.paidP99)}`,
        ],
      ],
    );
  } finally {
    await Promise.all(connections.map((c) => c.end()));
    await server.stop();
  }
}
