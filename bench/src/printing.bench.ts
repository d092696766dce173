// Issue 35: a payment never waits for a printer. The till's cash payment (create the order, pay it
// in cash: the terminal's CompleteSale issues the fiscal document, the order becomes paid and its
// kitchen ticket and customer slip jobs are written in that transaction) timed end to end, one
// after the other, with no printer and with a printer configured for every station and for the
// till's slips that cannot be reached (TEST-NET-1: no route, or refused where the network says so)
// and one that takes the connection and never answers (each status request waits its 3 s timeout),
// in turn, twice. The print worker runs in the server as in production.
import { createServer } from 'node:net';
import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import { DEMO, signInByApi } from '../../e2e/src/fixtures.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

const PAYMENTS = 80;
/** TEST-NET-1 (RFC 5737): nothing answers there, so a connect waits for its timeout. */
const UNREACHABLE = '192.0.2.1';

type Printer = 'none' | 'unreachable' | 'silent';
const LABELS = {
  none: 'no printer',
  unreachable: 'printer unreachable',
  silent: 'printer silent',
} as const;

interface Phase {
  p50: number;
  p95: number;
  max: number;
  waiting: number;
  error: string | null;
}

/** The sale API with the cashier's token; the answer's data (throws on an error status). */
function caller(base: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
}

/** A printer that takes the connection and never answers. */
async function silentPrinter() {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, close: () => server.close() };
}

/** The seed's till (pointed at the terminal simulator) and a simple product. */
async function tillAndProduct(db: pg.Client, terminalPort: number) {
  await db.query("UPDATE pos_devices SET ip_address = '127.0.0.1', port = $1", [terminalPort]);
  const device = (
    await db.query<{ id: string }>(
      'SELECT id FROM pos_devices WHERE is_active AND NOT is_deleted ORDER BY created_at LIMIT 1',
    )
  ).rows[0];
  const product = (
    await db.query<{ id: string }>(
      "SELECT id FROM products WHERE name = 'Ayran' AND is_active AND NOT configurable LIMIT 1",
    )
  ).rows[0];
  if (!device || !product) throw new Error('no till or no Ayran in the seed');
  return { device, product };
}

export async function printingBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_printing', { seeded: true });
  const terminal = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    defaultDelayMs: 0,
    fixedReceipts: true,
    log: () => {},
  });
  const silent = await silentPrinter();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const server = await startBenchServer(url);
  try {
    const { device, product } = await tillAndProduct(db, terminal.port);
    const cashier = await signInByApi(server.urls.sale, DEMO.cashier);
    const call = caller(server.urls.sale, cashier.access_token);
    await call('POST', '/api/till/sessions', { pos_device_id: device.id, float_minor: 100_000 });

    /** One cash sale at the till, from the payment request to the part settled paid. */
    const payment = async (): Promise<number> => {
      const order = await call<{ id: string; total_minor: number }>(
        'POST',
        '/functions/v1/manage-orders/create',
        {
          items: [{ product_id: product.id, quantity: 1, selection: {} }],
        },
      );
      const started = performance.now();
      const part = await call<{ id: string }>('POST', `/api/till/orders/${order.id}/payments`, {
        pos_device_id: device.id,
        method: 'cash',
        amount_minor: order.total_minor,
        tendered_minor: order.total_minor,
      });
      for (;;) {
        const state = await call<{ step: string }>('GET', `/api/till/payments/${part.id}`);
        if (state.step === 'paid') return performance.now() - started;
        if (!['connecting', 'waiting'].includes(state.step)) throw new Error(`payment ${state.step}`);
        await new Promise((r) => setTimeout(r, 2));
      }
    };

    const phase = async (printer: Printer): Promise<Phase> => {
      await db.query('UPDATE printers SET is_deleted = true');
      if (printer !== 'none') {
        const [host, port] = printer === 'unreachable' ? [UNREACHABLE, 9100] : ['127.0.0.1', silent.port];
        await db.query(
          `INSERT INTO printers (name, host, port, station_ids, slip_source_ids)
           SELECT 'Yazıcı', $1, $2, array_agg(s.id), ARRAY[$3::uuid] FROM kitchen_stations s`,
          [host, port, device.id],
        );
      }
      for (let i = 0; i < 5; i += 1) await payment(); // warm up
      const times: number[] = [];
      for (let i = 0; i < PAYMENTS; i += 1) times.push(await payment());
      const waiting = (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM print_jobs j JOIN printers p ON p.id = j.printer_id
            WHERE NOT p.is_deleted AND j.status IN ('queued', 'sending')`,
        )
      ).rows[0]?.n;
      const error = (
        await db.query<{ e: string | null }>('SELECT last_error AS e FROM printers WHERE NOT is_deleted')
      ).rows[0]?.e;
      return {
        error: error ?? null,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        waiting: waiting ?? 0,
      };
    };

    const rows: Report = [];
    for (let round = 1; round <= 2; round += 1) {
      for (const printer of ['none', 'unreachable', 'silent'] as const) {
        const p = await phase(printer);
        rows.push([
          `${LABELS[printer]} (run ${round}), ${PAYMENTS} cash payments`,
          `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${ms(p.max)}${printer === 'none' ? '' : `; ${p.waiting} jobs waiting (${p.error})`}`,
        ]);
      }
    }
    return rows;
  } finally {
    await server.stop();
    await db.end();
    await terminal.stop();
    silent.close();
  }
}
