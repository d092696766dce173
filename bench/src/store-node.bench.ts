// Issue 36: replication central <- store under the chain's peak, and the catch-up after a busy
// store's one-hour outage. Central's Postgres (durable: the `central` role's settings, no fsync=off)
// runs in this process's care; two store nodes run as server processes with NODE_ROLE=store, each
// starting its own embedded Postgres; the kiosks sell from load-generator processes (one per store)
// through HTTP, paid by card on terminal simulators in their own process.
//
// The chain's peak (issue 37): 500 outlets, 30 paid orders a second in all. A store node carries
// one outlet, but central's Postgres applies every store's stream, so on this 2-core machine:
//   store A, the measured outlet: a busy outlet at BENCH_STORE_OUTLET_RATE (1/s), its own node;
//   store B, the rest of the chain: one node selling BENCH_STORE_CHAIN_RATE (29/s), standing for
//   the other 499 outlets' streams (the same rows, triggers and WAL at central, through one apply
//   worker instead of 499; each real outlet's decoding runs on its own machine).
// Lag per order: the order's change to `paid` at the store to the same change applied at central,
// both stamped by the status-history trigger's clock_timestamp() on this machine's one clock.
// Outage: store A's line to central is a TCP proxy; cut, A sells BENCH_STORE_OUTAGE_ORDERS (600: a
// busy lunch hour) through HTTP as fast as its kiosks can, then the line comes back and the bench
// times until central holds every order as the store does and central's Z figures equal the store's.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  addKiosks,
  KIOSK_PASSWORD,
  ordersOf,
  paidTimes,
  type StoreNode,
  slotWal,
  startCentral,
  startLinkProxy,
  startStoreNode,
  stopAll,
  waitUntil,
  zFigures,
} from './store-node-support.js';
import { child, firstLine, ms, percentile, type Report } from './support.js';

const KIOSKS_A = 4;
const KIOSKS_B = 40;
const OUTLET_RATE = Number(process.env.BENCH_STORE_OUTLET_RATE ?? 1);
const CHAIN_RATE = Number(process.env.BENCH_STORE_CHAIN_RATE ?? 29);
const SECONDS = Number(process.env.BENCH_STORE_SECONDS ?? 60);
const FLAPS = Number(process.env.BENCH_STORE_FLAPS ?? 6);
const OUTAGE_ORDERS = Number(process.env.BENCH_STORE_OUTAGE_ORDERS ?? 600);

const load = () => `load ${os.loadavg()[0]?.toFixed(1)}`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

interface LoadResult {
  done: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: string[];
}

/** Kiosks of one store node selling from their own process; their result. */
function sell(
  node: StoreNode,
  usernames: string[],
  ipPrefix: string,
  plan: { rate: number; seconds?: number; count?: number },
) {
  const generator = child([
    'bench/src/store-node-load-process.ts',
    JSON.stringify({ base: node.base, usernames, password: KIOSK_PASSWORD, ipPrefix, ...plan }),
  ]);
  let errors = '';
  generator.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  return firstLine<LoadResult>(generator, 'load generator').then(
    (result) => {
      if (result.done === 0) throw new Error(`no order paid: ${result.errors.join('; ')}`);
      return result;
    },
    (e: Error) => {
      throw new Error(`${e.message}\n${errors}`);
    },
  );
}

const sold = (r: LoadResult) =>
  `${r.done} paid in ${r.seconds.toFixed(1)} s (${(r.done / r.seconds).toFixed(1)} orders/s), ${r.failed} failed${
    r.errors.length ? ` (${r.errors.join('; ')})` : ''
  }, order to paid p50 / p99 ${ms(r.p50)} / ${ms(r.p99)}`;

type Central = Awaited<ReturnType<typeof startCentral>>;

/** Store A's line cut, an hour of a busy outlet sold, the line back: until central has it all. */
async function outage(
  central: Central,
  a: StoreNode,
  kiosks: string[],
  line: Awaited<ReturnType<typeof startLinkProxy>>,
  report: Report,
) {
  line.cut();
  await waitUntil('the slot left by central', async () => !(await slotWal(a.database)).active, 30_000);
  const result = await sell(a, kiosks, '10.3.1', { rate: 0, count: OUTAGE_ORDERS });
  report.push([`outage: store A sells one busy hour through HTTP, line cut (${load()})`, sold(result)]);
  const wal = await slotWal(a.database);
  report.push([
    "outage: WAL the store's slot keeps for central",
    `${mb(wal.pending)} not yet confirmed by central, ${mb(wal.kept)} from the slot's restart point (${load()})`,
  ]);
  const storeOrders = await ordersOf(a.database, central.storeA);
  const storeZ = await zFigures(a.database);
  const back = performance.now();
  line.restore();
  await waitUntil(
    'central streaming again',
    async () => (await slotWal(a.database)).active === true,
    300_000,
  );
  const reconnected = performance.now() - back;
  await waitUntil(
    'every outage order at central',
    async () => (await ordersOf(central.database, central.storeA)) === storeOrders,
    600_000,
  );
  const complete = performance.now() - back;
  const zEqual = (await zFigures(central.database)) === storeZ;
  report.push([
    `catch-up: line back -> central streaming from the store's slot again (${load()})`,
    `${(reconnected / 1000).toFixed(2)} s`,
  ]);
  report.push([
    `catch-up: line back -> central holds every order as the store (${load()})`,
    `${(complete / 1000).toFixed(2)} s for ${JSON.parse(storeOrders).length} orders of store A; Z figures ${
      zEqual ? 'equal' : 'DIFFERENT'
    } on both sides`,
  ]);
  if (!zEqual) throw new Error('central`s Z figures differ from the store`s after the catch-up');
}

/**
 * Short cuts of store A's line: from the line's return until central streams from the store's slot
 * again (the retry of central's failed apply worker: wal_retrieve_retry_interval), FLAPS times.
 */
async function flaps(a: StoreNode, line: Awaited<ReturnType<typeof startLinkProxy>>, report: Report) {
  const times: number[] = [];
  for (let i = 0; i < FLAPS; i += 1) {
    line.cut();
    await waitUntil('the slot left by central', async () => !(await slotWal(a.database)).active, 30_000);
    await new Promise((r) => setTimeout(r, 2000 + i * 350));
    const back = performance.now();
    line.restore();
    await waitUntil(
      'central streaming again',
      async () => (await slotWal(a.database)).active === true,
      60_000,
    );
    times.push(performance.now() - back);
  }
  report.push([
    `line cut for 2-3.4 s, ${FLAPS} times: line back -> central streaming again (${load()})`,
    `p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
  ]);
}

/** The lag per paid order, store -> central, of one store since `since`. */
async function lags(central: Central, node: StoreNode, store: string, since: Date) {
  const atStore = await paidTimes(node.database, store, since);
  let atCentral = new Map<string, number>();
  await waitUntil(
    'every paid order at central',
    async () => {
      atCentral = await paidTimes(central.database, store, since);
      return [...atStore.keys()].every((id) => atCentral.has(id));
    },
    300_000,
  );
  return [...atStore].map(([id, at]) => (atCentral.get(id) ?? at) - at);
}

const lagRow = (values: number[]) =>
  `${values.length} orders: p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, p99 ${ms(
    percentile(values, 99),
  )}, max ${ms(Math.max(...values))}`;

/** Both stores selling at the chain's peak for SECONDS; the lag of each store's paid orders. */
async function peak(
  central: Central,
  a: StoreNode,
  b: StoreNode,
  kiosks: [string[], string[]],
  report: Report,
) {
  // warm-up: both nodes' paths and the apply workers, 5 s at the rates
  await Promise.all([
    sell(a, kiosks[0], '10.3.2', { rate: OUTLET_RATE, seconds: 5 }),
    sell(b, kiosks[1], '10.4.2', { rate: CHAIN_RATE, seconds: 5 }),
  ]);
  const since = new Date();
  const loadBefore = load();
  const [ra, rb] = await Promise.all([
    sell(a, kiosks[0], '10.3.3', { rate: OUTLET_RATE, seconds: SECONDS }),
    sell(b, kiosks[1], '10.4.3', { rate: CHAIN_RATE, seconds: SECONDS }),
  ]);
  const loadAfter = load();
  const lagA = await lags(central, a, central.storeA, since);
  const lagB = await lags(central, b, central.storeB, since);
  const rate = (ra.done + rb.done) / Math.max(ra.seconds, rb.seconds);
  report.push([
    `peak: the chain's rate achieved (goal ${OUTLET_RATE + CHAIN_RATE}/s; ${loadBefore} -> ${loadAfter})`,
    `${rate.toFixed(1)} paid orders/s (${ra.done + rb.done} orders due in ${SECONDS} s, sold in ${Math.max(ra.seconds, rb.seconds).toFixed(1)} s)`,
  ]);
  report.push(['peak: store A (the measured outlet)', sold(ra)]);
  report.push(['peak: store B (the rest of the chain)', sold(rb)]);
  report.push([
    `peak: lag store A -> central, paid at the store -> applied at central (${loadAfter})`,
    lagRow(lagA),
  ]);
  report.push([`peak: lag store B -> central (${loadAfter})`, lagRow(lagB)]);
}

export async function storeNodeBench(): Promise<Report> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-bench-store-node-'));
  const report: Report = [];
  const parts: Array<{ stop(): Promise<void> } | undefined> = [];
  try {
    const began = performance.now();
    const central = await startCentral(dir);
    parts.push({
      stop: async () => {
        await central.database.close();
        await central.pg.stop();
      },
    });
    const simulators = child(['bench/src/simulators-process.ts', String(KIOSKS_A + KIOSKS_B)]);
    parts.unshift({ stop: async () => void simulators.kill('SIGTERM') });
    const { ports } = await firstLine<{ ports: number[] }>(simulators, 'simulators');
    const kiosksA = await addKiosks(central.database.db, central.storeA, 'a', ports.slice(0, KIOSKS_A), 0);
    const kiosksB = await addKiosks(
      central.database.db,
      central.storeB,
      'b',
      ports.slice(KIOSKS_A),
      KIOSKS_A,
    );
    let line: Awaited<ReturnType<typeof startLinkProxy>> | undefined;
    const a = await startStoreNode({
      dir: path.join(dir, 'a'),
      storeId: central.storeA,
      centralPort: central.port,
      central: central.database,
      portForCentral: async (own) => {
        line = await startLinkProxy(own);
        return line.port;
      },
    });
    parts.unshift(a, { stop: async () => line?.close() });
    const b = await startStoreNode({
      dir: path.join(dir, 'b'),
      storeId: central.storeB,
      centralPort: central.port,
      central: central.database,
    });
    parts.unshift(b);
    // Order numbers are unique per database until per-store numbering lands: B numbers from 500,001.
    await sql`SELECT setval('order_number_seq', 500000)`.execute(b.database.db);
    report.push([
      `set-up: central and two store nodes started (${load()})`,
      `${((performance.now() - began) / 1000).toFixed(1)} s`,
    ]);
    if (!line) throw new Error('no link proxy');
    await flaps(a, line, report);
    await outage(central, a, kiosksA, line, report);
    await peak(central, a, b, [kiosksA, kiosksB], report);
  } catch (error) {
    // the rows so far, then the error (the run's table is printed only at the end)
    for (const [what, value] of report) console.error(`${what}  ${value}`);
    throw error;
  } finally {
    await stopAll(parts);
    await rm(dir, { recursive: true, force: true });
  }
  return report;
}
