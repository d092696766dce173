// Issue 37 part 1: a 500-outlet chain's lunch peak on one server (2 cores). The server
// (server/src/main.ts), the card terminals (tools/load-generator `terminals`) and the load generator
// (tools/load-generator, 1,500 kiosks, 500 tills, 500 kitchen displays, 500 boards) each run in a
// process of their own against a durable embedded Postgres. 30 paid orders/s for PEAK_SECONDS
// (default 180), then twice the rate for PEAK_DOUBLE_SECONDS (default 60): the goals of both runs,
// the first that breaks, CPU and memory of the server and Postgres, statements per order and the
// cost per 1,000 orders (instances a chain needs per 1,000 outlets).
// PEAK_STORES=<n> (default 500) scales the chain down while developing; PEAK_CPU_PROF=<dir> writes
// a V8 profile of the server; PEAK_CPU_BY_ROUTE=0 turns the server's CPU-by-route measure off.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoadConfigInput, LoadResult, Terminal } from '@kiosk/load-generator';
import { PEAK_COUNTS, seedPeakFixtures } from '@kiosk/load-generator';
import pg from 'pg';
import {
  goalRows,
  type Phase,
  phaseRows,
  postmasterOf,
  sampleUsage,
  type Usage,
  usageOf,
} from './peak-report.js';
import { child, freePort, type Report, type startCluster } from './support.js';

const RATE = 30;

/** The first whole JSON line a child prints (its stdout comes in 64 KiB chunks). */
function wholeLine<T>(process: ChildProcess, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let out = '';
    process.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const end = out.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(out.slice(0, end)) as T);
    });
    process.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

async function startServer(url: string, routesFile: string | undefined) {
  const [kiosk, admin, sale] = [await freePort(), await freePort(), await freePort()];
  const server = child(
    ['server/src/main.ts'],
    {
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      KIOSK_PORT: String(kiosk),
      ADMIN_PORT: String(admin),
      SALE_PORT: String(sale),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...(routesFile ? { KIOSK_CPU_BY_ROUTE_FILE: routesFile } : {}),
    },
    process.env.PEAK_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PEAK_CPU_PROF}`] : [],
  );
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  server.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const at = (port: number) => `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if ((await fetch(`${at(kiosk)}/ready`).catch(() => undefined))?.status === 200) break;
    if (i > 600) throw new Error(`server not ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { server, urls: { kiosk: [at(kiosk)], admin: [at(admin)], sale: [at(sale)] } };
}

/**
 * The generator's run: its first window at `ordersPerSecond`, then (`second`) twice the rate; server,
 * Postgres and terminal usage sampled at each window's edges (the generator's progress lines).
 */
async function runGenerator(
  dir: string,
  config: LoadConfigInput,
  sample: () => Promise<Usage>,
): Promise<Phase[]> {
  const configFile = path.join(dir, 'config.json');
  const out = path.join(dir, 'result.json');
  await writeFile(configFile, JSON.stringify(config));
  const generator = child(['tools/load-generator/src/main.ts', '--config', configFile, '--out', out]);
  const edges: Array<Promise<Usage>> = [];
  let tail = '';
  generator.stderr?.on('data', (d: Buffer) => {
    const text = d.toString();
    tail = (tail + text).slice(-4000);
    process.stderr.write(text);
    if (text.includes('] measuring')) edges.push(sample());
    if (text.includes('] window over')) edges.push(sample());
  });
  const code = await new Promise<number | null>((resolve) => generator.once('exit', resolve));
  if (code !== 0 || edges.length < 4) throw new Error(`load generator exited with ${code}:\n${tail}`);
  const result = JSON.parse(await readFile(out, 'utf8')) as LoadResult;
  const [s1, e1, s2, e2] = await Promise.all(edges);
  if (!s1 || !e1 || !s2 || !e2 || !result.second) throw new Error('the generator measured one window only');
  return [
    { name: 'peak', rate: config.ordersPerSecond, result, usage: usageOf(s1, e1) },
    {
      name: 'double',
      rate: config.second?.ordersPerSecond ?? 0,
      result: result.second,
      usage: usageOf(s2, e2),
    },
  ];
}

export async function peakBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const stores = Number(process.env.PEAK_STORES ?? PEAK_COUNTS.stores);
  const scale = stores / PEAK_COUNTS.stores;
  const counts = { ...PEAK_COUNTS, stores };
  const url = await cluster.createDatabase('bench_peak', { seeded: true });
  const db = new pg.Client({ connectionString: url });
  db.on('error', (error) => console.error('peak bench: Postgres connection lost:', error.message));
  await db.connect();
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const backend = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmaster = postmasterOf(backend.rows[0]?.pid ?? 0);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-peak-'));
  const terminalCount = stores * (counts.kiosksPerStore + counts.tillsPerStore);
  const terminals = child(['tools/load-generator/src/main.ts', 'terminals', String(terminalCount)]);
  const processes = [terminals];
  try {
    const started = performance.now();
    const list = (await wholeLine<{ terminals: Terminal[] }>(terminals, 'terminals')).terminals;
    const terminalsSeconds = (performance.now() - started) / 1000;
    const fixtures = path.join(dir, 'fixtures.json');
    await seedPeakFixtures(url, list, counts, fixtures);
    const routesFile =
      process.env.PEAK_CPU_BY_ROUTE === '0' ? undefined : path.join(dir, 'cpu-by-route.json');
    const { server, urls } = await startServer(url, routesFile);
    processes.push(server);
    const sample = async (): Promise<Usage> => {
      const q = await db.query<{ calls: string }>(
        `SELECT coalesce(sum(calls), 0)::bigint AS calls FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      return sampleUsage(
        { server: server.pid ?? 0, terminals: terminals.pid ?? 0, postmaster },
        Number(q.rows[0]?.calls ?? 0),
        routesFile,
      );
    };
    const base: LoadConfigInput = {
      urls,
      durationSeconds: Number(process.env.PEAK_SECONDS ?? 180),
      ordersPerSecond: RATE * scale,
      sockets: {
        kiosk: stores * counts.kiosksPerStore,
        till: stores * counts.tillsPerStore,
        kitchen: stores * counts.kitchensPerStore,
        board: stores * counts.boardsPerStore,
      },
      fixtures,
    };
    const phases = await runGenerator(
      dir,
      {
        ...base,
        second: {
          ordersPerSecond: 2 * RATE * scale,
          durationSeconds: Number(process.env.PEAK_DOUBLE_SECONDS ?? 60),
        },
      },
      sample,
    );
    return [
      [
        'chain',
        `${stores} stores: ${base.sockets?.kiosk} kiosks, ${base.sockets?.till} tills, ${base.sockets?.kitchen} kitchen displays, ${base.sockets?.board} boards`,
      ],
      ['terminal simulators started (own process)', `${terminalCount} in ${terminalsSeconds.toFixed(1)} s`],
      ...goalRows(phases[0] as Phase),
      ...phases.flatMap((p) => phaseRows(p, stores)),
    ];
  } finally {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(
      processes.map(
        (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
      ),
    );
    await db.end();
    await rm(dir, { recursive: true, force: true });
  }
}
