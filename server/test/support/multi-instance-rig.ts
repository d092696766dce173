import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/database.js';
import { type DebianPostgres, debianPostgresBin, startDebianPostgres } from './debian-postgres.js';
import { freePort } from './free-port.js';
import { type ServerProcess, spawnServer, waitForReady } from './server-process.js';

/**
 * Issue 37 part 3's deployment on one machine: N server processes behind Debian's HAProxy (the
 * kiosk, admin and sale apps by host name), their pooled connections through Debian's PgBouncer in
 * transaction mode, their LISTEN, migrations and advisory locks straight to one Debian PostgreSQL
 * (DIRECT_DATABASE_URL). The configs are generated from deploy/haproxy.cfg and deploy/pgbouncer.ini.
 */

const HAPROXY = '/usr/sbin/haproxy';
const PGBOUNCER = '/usr/sbin/pgbouncer';
/** The pooler's password for the database user (PgBouncer checks it with SCRAM). */
const PASSWORD = 'multi-instance-secret';

/** Why the rig cannot run here (a missing package), or undefined. */
export function missingPackages(): string | undefined {
  const missing = [
    ...(debianPostgresBin() ? [] : ['postgresql']),
    ...(existsSync(HAPROXY) ? [] : ['haproxy']),
    ...(existsSync(PGBOUNCER) ? [] : ['pgbouncer']),
  ];
  if (missing.length === 0) return undefined;
  return `Debian packages missing: ${missing.join(', ')} (node scripts/ensure-debian-packages.mjs <name> installs one as root)`;
}

/** The host names HAProxy routes by prefix (they resolve to 127.0.0.1, see resolveLocalhostNames). */
const HOSTS = { kiosk: 'kiosk.localhost', admin: 'admin.localhost', sale: 'sale.localhost' } as const;

function haproxyConfig(
  port: number,
  instances: Array<{ kiosk: number; admin: number; sale: number }>,
): string {
  const backend = (mode: 'kiosk' | 'admin' | 'sale') =>
    [
      `backend ${mode}`,
      '  balance leastconn',
      '  option httpchk GET /ready',
      '  http-check expect status 200',
      '  default-server check inter 500ms fall 2 rise 2',
      ...instances.map((ports, i) => `  server i${i + 1} 127.0.0.1:${ports[mode]}`),
    ].join('\n');
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # without it a check times out after 'inter' (500 ms): a loaded survivor's /ready would mark it
  # down too, and the whole backend answers 503
  timeout check 3s
  retries 3
  option redispatch
  option forwardfor

frontend pos
  bind 127.0.0.1:${port}
  acl admin_host hdr_beg(host) -i admin.
  acl sale_host hdr_beg(host) -i sale.
  use_backend admin if admin_host
  use_backend sale if sale_host
  default_backend kiosk

${backend('kiosk')}

${backend('admin')}

${backend('sale')}
`;
}

function pgbouncerConfig(dir: string, port: number, pgPort: number): string {
  return `[databases]
kiosk = host=127.0.0.1 port=${pgPort} dbname=kiosk timezone=Europe/Istanbul

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${dir}/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits, options
logfile = ${dir}/pgbouncer.log
pidfile = ${dir}/pgbouncer.pid
`;
}

function startProcess(command: string, args: string[]): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d) => {
    output += d.toString();
  });
  return { child, output: () => output };
}

async function waitForPort(what: string, port: number, proc: { child: ChildProcess; output: () => string }) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited: ${proc.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = new net.Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not listening on ${port}: ${proc.output()}`);
}

interface Instance {
  ports: { kiosk: number; admin: number; sale: number };
  proc: ServerProcess | undefined;
}

export class MultiInstanceRig {
  dir = '';
  postgres!: DebianPostgres;
  /** Straight to PostgreSQL (the test's own reads). */
  db!: Database;
  pgPort = 0;
  bouncerPort = 0;
  proxyPort = 0;
  instances: Instance[] = [];
  private bouncer?: { child: ChildProcess; output: () => string };
  private proxy?: { child: ChildProcess; output: () => string };

  /** The public base URL of an app, through HAProxy. */
  url(app: keyof typeof HOSTS): string {
    return `http://${HOSTS[app]}:${this.proxyPort}`;
  }

  get directUrl(): string {
    return `postgres://postgres:${PASSWORD}@127.0.0.1:${this.pgPort}/kiosk`;
  }

  get pooledUrl(): string {
    return `postgres://postgres:${PASSWORD}@127.0.0.1:${this.bouncerPort}/kiosk`;
  }

  async start(count: number, env: Record<string, string>): Promise<void> {
    const bin = debianPostgresBin() as string;
    this.dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-multi-'));
    this.postgres = await startDebianPostgres(bin);
    this.pgPort = Number(new URL(this.postgres.url('postgres')).port);
    const admin = new pg.Client({ connectionString: this.postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE kiosk');
    await admin.query(`ALTER ROLE postgres PASSWORD '${PASSWORD}'`);
    await admin.end();
    this.db = connectDatabase(this.directUrl, 3);
    await this.startBouncer();
    for (let i = 0; i < count; i += 1)
      this.instances.push({
        ports: { kiosk: await freePort(), admin: await freePort(), sale: await freePort() },
        proc: undefined,
      });
    this.proxyPort = await freePort();
    const config = path.join(this.dir, 'haproxy.cfg');
    await writeFile(
      config,
      haproxyConfig(
        this.proxyPort,
        this.instances.map((i) => i.ports),
      ),
    );
    this.proxy = startProcess(HAPROXY, ['-db', '-f', config]);
    await waitForPort('haproxy', this.proxyPort, this.proxy);
    // all start together: one migrates and seeds under the advisory locks (on their direct
    // connections), the others wait for it and find it done
    await Promise.all(this.instances.map((_, i) => this.startInstance(i, env)));
  }

  private async startBouncer(): Promise<void> {
    this.bouncerPort = await freePort();
    await writeFile(path.join(this.dir, 'userlist.txt'), `"postgres" "${PASSWORD}"\n`);
    const ini = path.join(this.dir, 'pgbouncer.ini');
    await writeFile(ini, pgbouncerConfig(this.dir, this.bouncerPort, this.pgPort));
    // PgBouncer refuses to run as root: the tests (CI) do, so it runs as the postgres user
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
      for (const file of ['', 'userlist.txt', 'pgbouncer.ini'])
        await chown(path.join(this.dir, file), id('-u'), id('-g'));
    }
    this.bouncer = asRoot
      ? startProcess('runuser', ['-u', 'postgres', '--', PGBOUNCER, ini])
      : startProcess(PGBOUNCER, [ini]);
    await waitForPort('pgbouncer', this.bouncerPort, this.bouncer);
  }

  async startInstance(index: number, env: Record<string, string>): Promise<void> {
    const instance = this.instances[index] as Instance;
    instance.proc = spawnServer({
      DATABASE_URL: this.pooledUrl,
      DIRECT_DATABASE_URL: this.directUrl,
      DB_PREPARED_STATEMENTS: 'false',
      DB_POOL_SIZE: '5',
      HOST: '127.0.0.1',
      KIOSK_PORT: String(instance.ports.kiosk),
      ADMIN_PORT: String(instance.ports.admin),
      SALE_PORT: String(instance.ports.sale),
      DATA_DIR: path.join(this.dir, `instance-${index + 1}`),
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      ...env,
    });
    await waitForReady(`http://127.0.0.1:${instance.ports.kiosk}`, instance.proc, 120_000);
  }

  /** SIGKILL to one instance (no shutdown of any kind). */
  async kill9(index: number): Promise<void> {
    const instance = this.instances[index] as Instance;
    instance.proc?.child.kill('SIGKILL');
    await instance.proc?.exited;
    instance.proc = undefined;
  }

  /** What the processes printed (for a failing test's message). */
  output(): string {
    return [
      ...this.instances.map(
        (i, n) => `--- instance ${n + 1}\n${i.proc?.output().slice(-4000) ?? '(stopped)'}`,
      ),
      `--- pgbouncer\n${this.bouncer?.output() ?? ''}`,
      `--- haproxy\n${this.proxy?.output() ?? ''}`,
    ].join('\n');
  }

  async stop(): Promise<void> {
    for (const instance of this.instances) {
      if (instance.proc && instance.proc.child.exitCode === null) {
        instance.proc.child.kill('SIGTERM');
        await instance.proc.exited;
      }
    }
    for (const proc of [this.proxy, this.bouncer]) {
      if (proc && proc.child.exitCode === null) {
        const exited = new Promise((resolve) => proc.child.once('exit', resolve));
        proc.child.kill('SIGTERM');
        await exited;
      }
    }
    await this.db?.close();
    await this.postgres?.stop();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
