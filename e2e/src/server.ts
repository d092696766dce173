import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import type { E2ePostgres } from './global-setup.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface E2eServer {
  urls: { kiosk: string; admin: string; sale: string };
  /** The server's DATA_DIR (its embedded Postgres lives there). */
  dataDir: string;
  /** The server's own database (user postgres), for tests that set up rows no API writes. */
  databaseUrl: string;
  /** What the server has written so far (its start banner, warnings). */
  output(): string;
  stop(): Promise<void>;
  /** Stops the server process only (its ports, database and data stay), as a store node restarting. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same ports and database; resolves when it is ready. */
  resume(): Promise<void>;
}

/** `count` distinct free ports: all are held open at once, so the system cannot hand out one twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export interface StartTestServerOptions {
  /** Extra environment variables of the server (e.g. PAYMENT_POLL_MS). */
  env?: Record<string, string>;
}

/**
 * The real server (server/src/main.ts) as its own process on free ports, with its own database
 * holding the demo seed (SEED_DEMO=false: migrated only); serves the apps built in apps/<app>/dist.
 * The database is a copy of global-setup.ts's template on the run's one Postgres; without that
 * set-up (outside this Vitest config) the server starts its own embedded Postgres in DATA_DIR.
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<E2eServer> {
  // A port found free can still be taken by another process (a parallel test file's server or
  // browser) before this server listens on it: start again on new ports when that happens.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePorts(options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function adminQuery(shared: E2ePostgres, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: shared.adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** This file's database: a copy of the run's seeded (or only migrated) template, dropped by `drop`. */
async function copyTemplate(
  shared: E2ePostgres,
  seeded: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = seeded ? shared.templates.seeded : shared.templates.migrated;
  await adminQuery(shared, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(shared.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One run of the server process: its output so far, and a promise of its exit. */
interface ServerProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

function spawnServer(env: NodeJS.ProcessEnv, log: (text: string) => void): ServerProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => log(d.toString()));
  child.stderr?.on('data', (d) => log(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function stopProcess(run: ServerProcess): Promise<void> {
  if (run.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
}

/** Waits until the server answers /ready; throws (with its output) when it exits or takes over 90 s. */
async function waitReady(run: ServerProcess, readyUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`server exited during start-up:\n${output()}`);
    try {
      if ((await fetch(readyUrl)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 90 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startOnFreePorts(options: StartTestServerOptions): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-e2e-'));
  const [kiosk, admin, sale, pgPort] = await freePorts(4);
  const shared = inject('e2ePostgres');
  const seeded = !['false', '0', 'no'].includes(options.env?.SEED_DEMO ?? '');
  const copy = shared ? await copyTemplate(shared, seeded) : undefined;
  let output = '';
  const log = (text: string) => {
    output += text;
  };
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: copy?.url ?? '',
    HOST: '127.0.0.1',
    KIOSK_PORT: String(kiosk),
    ADMIN_PORT: String(admin),
    SALE_PORT: String(sale),
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const urls = {
    kiosk: `http://127.0.0.1:${kiosk}`,
    admin: `http://127.0.0.1:${admin}`,
    sale: `http://127.0.0.1:${sale}`,
  };
  let run = spawnServer(env, log);
  const stop = async () => {
    await stopProcess(run);
    await copy?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(run, `${urls.kiosk}/ready`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const databaseUrl = copy?.url ?? `postgres://postgres:postgres@127.0.0.1:${pgPort}/kiosk`;
  return {
    urls,
    dataDir,
    databaseUrl,
    output: () => output,
    stop,
    halt: () => stopProcess(run),
    resume: async () => {
      run = spawnServer(env, log);
      await waitReady(run, `${urls.kiosk}/ready`, () => output);
    },
  };
}

/**
 * Creates an account on the running server's database with the real `npm run user:create` command
 * (e.g. a plain 'user', which the demo seed does not have).
 */
export async function createUser(
  server: E2eServer,
  account: { email: string; password: string; role: string },
): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'server/src/cli/create-user.ts',
      '--email',
      account.email,
      '--role',
      account.role,
      '--password',
      account.password,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d) => {
    output += d.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`user:create failed (${code}):\n${output}`);
}
