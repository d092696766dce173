// The store node bench's pieces: central's Postgres with its stores and kiosks, store nodes as
// server processes (each starting its own embedded Postgres, as `NODE_ROLE=store` does in
// production), a TCP proxy standing for an outlet's internet line, and the reads on both sides.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { connectDatabase, type Database, DEFAULT_TIME_ZONE } from '../../server/src/db/database.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { migrate } from '../../server/src/db/migrate.js';
import { seedDemoOutlet } from '../../server/src/db/seed/seed-demo-outlet.js';
import { postgresSettings, StoreNodeReplication } from '../../server/src/replication/store-node.js';
import { ReplicationRepository } from '../../server/src/repositories/replication.repository.js';
import { SalesReportRepository } from '../../server/src/repositories/sales-report.repository.js';
import { PostgresStorage } from '../../server/src/repositories/storage.repository.js';
import { child, freePort } from './support.js';

export const KIOSK_PASSWORD = 'Bench-Kiosk-2026!';
const tcpUrl = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/kiosk`;

/**
 * An outlet's internet line between central's Postgres and a store's: `cut()` drops the open
 * connections and refuses new ones, as a line that went down; `restore()` lets them through again.
 */
export async function startLinkProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const target = net.connect(targetPort, '127.0.0.1');
    for (const [s, other] of [
      [client, target],
      [target, client],
    ] as const) {
      sockets.add(s);
      // one side gone (e.g. the store's Postgres stopped): the other side goes too
      s.on('close', () => {
        sockets.delete(s);
        other.destroy();
      });
      s.on('error', () => {});
    }
    client.pipe(target).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Central's Postgres (durable settings: the role's own, nothing faster), migrated and seeded, with store B. */
export async function startCentral(dir: string) {
  const port = await freePort();
  const pg = await startEmbeddedPostgres({
    clusterDir: path.join(dir, 'central'),
    port,
    database: 'kiosk',
    settings: postgresSettings('central'),
  });
  const database = connectDatabase(tcpUrl(port), 3);
  await migrate(database.db);
  await seedDemoOutlet(database.db, new PostgresStorage(database.db));
  const a = await database.db.selectFrom('stores').select(['id', 'business_id']).executeTakeFirstOrThrow();
  const b = await database.db
    .insertInto('stores')
    .values({ name: 'Bench chain', business_id: a.business_id, address: null, phone: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await new StoreNodeReplication({
    local: new ReplicationRepository(database.db),
    openCentral: () => Promise.reject(new Error('central does not open itself')),
    log: () => {},
    timeZone: DEFAULT_TIME_ZONE,
  }).apply({ role: 'central' });
  return { pg, port, database, storeA: a.id, storeB: b.id };
}

/** Kiosks of a store (made at central, they flow down), each with its terminal on a simulator port. */
export async function addKiosks(
  db: Database['db'],
  store: string,
  prefix: string,
  ports: number[],
  /** The simulators' serial numbers are PAV-BENCH-<n>: the first of these kiosks' terminals. */
  firstSerial: number,
): Promise<string[]> {
  const passwordHash = await hashPassword(KIOSK_PASSWORD);
  const names: string[] = [];
  for (const [i, port] of ports.entries()) {
    const username = `${prefix}-kiosk-${i}`;
    const kiosk = await db
      .insertInto('kiosk_users')
      .values({
        username,
        password_hash: passwordHash,
        public_id: `K-BENCH${prefix.toUpperCase()}${String(i).padStart(2, '0')}`,
        store_id: store,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = await db
      .insertInto('pos_devices')
      .values({
        kiosk_device_id: `KD-${prefix}${i}`,
        pos_serial_number: `PAV-BENCH-${firstSerial + i}`,
        fingerprint: `KIOSK-${prefix}-${i}`,
        ip_address: '127.0.0.1',
        port,
        kiosk_id: kiosk.id,
        store_id: store,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('kiosk_pos_devices')
      .values({ kiosk_user_id: kiosk.id, pos_device_id: device.id, is_primary: true })
      .execute();
    names.push(username);
  }
  return names;
}

export interface StoreNode {
  base: string;
  process: ChildProcess;
  /** This node's own Postgres (its embedded one), for the bench's reads. */
  database: Database;
  stop(): Promise<void>;
}

/** A store node: the server in its own process with `NODE_ROLE=store` and its own embedded Postgres. */
export async function startStoreNode(options: {
  dir: string;
  storeId: string;
  centralPort: number;
  /** The port central's Postgres reaches this node's Postgres on (a link proxy, or the node's own). */
  portForCentral?: (ownPort: number) => Promise<number>;
  /** Central's database: migrated again first (a release newer than central's is refused). */
  central: Database;
}): Promise<StoreNode> {
  await migrate(options.central.db);
  // four ports none of which is bound yet: the kernel may hand out one twice before they are
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  const [pgPort = 0, kioskPort, adminPort, salePort] = [...ports];
  const portForCentral = options.portForCentral ? await options.portForCentral(pgPort) : pgPort;
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    KIOSK_PORT: String(kioskPort),
    ADMIN_PORT: String(adminPort),
    SALE_PORT: String(salePort),
    DATA_DIR: options.dir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    PAYMENT_POLL_MS: '200',
    NODE_ROLE: 'store',
    STORE_ID: options.storeId,
    CENTRAL_DATABASE_URL: tcpUrl(options.centralPort),
    STORE_DATABASE_URL_FOR_CENTRAL: tcpUrl(portForCentral),
  };
  const server = child(['server/src/main.ts'], env);
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${kioskPort}`;
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error(`store node exited:\n${output}`);
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (i > 900) {
      server.kill('SIGTERM'); // it stops its own Postgres
      throw new Error(`store node not ready (${await ready?.text()}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const database = connectDatabase(tcpUrl(pgPort), 2);
  return {
    base,
    process: server,
    database,
    async stop() {
      await database.close();
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

export async function stopAll(parts: Array<{ stop(): Promise<void> } | undefined>): Promise<void> {
  for (const part of parts) await part?.stop().catch(() => {});
}

/** Per paid order of a store since `since`: when the change to `paid` was made (epoch ms, trigger clock). */
export async function paidTimes(database: Database, store: string, since: Date) {
  const { rows } = await sql<{ order_id: string; at: number }>`
    SELECT h.order_id, extract(epoch FROM h.changed_at) * 1000 AS at
    FROM order_status_history h JOIN orders o ON o.id = h.order_id
    WHERE h.to_status = 'paid' AND o.store_id = ${store} AND h.changed_at >= ${since}`.execute(database.db);
  return new Map(rows.map((r) => [r.order_id, Number(r.at)]));
}

/** A store's orders as both sides hold them (id, total, status, lines, approved parts), one text. */
export async function ordersOf(database: Database, store: string): Promise<string> {
  const { rows } = await sql`
    SELECT o.id, o.total_minor::text, o.status,
      (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines,
      (SELECT count(*)::int FROM payment_attempts p WHERE p.order_id = o.id AND p.status = 'approved') AS parts
    FROM orders o WHERE o.store_id = ${store} ORDER BY o.id`.execute(database.db);
  return JSON.stringify(rows);
}

/** The day's Z figures (the sales report's aggregate rows), in a stable order, as one text. */
export async function zFigures(database: Database): Promise<string> {
  const repo = new SalesReportRepository(database.db);
  const day = await repo.today();
  const rows = await repo.rows(day, day);
  return JSON.stringify(
    Object.entries(rows).map(([key, list]) => [
      key,
      (list as unknown[]).map((r) => JSON.stringify(r)).sort(),
    ]),
  );
}

/** The WAL the store's slot for central keeps: not yet confirmed by central, and held from restart_lsn. */
export async function slotWal(database: Database) {
  const { rows } = await sql<{ pending: string; kept: string; active: boolean }>`
    SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), confirmed_flush_lsn)::bigint::text AS pending,
      pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)::bigint::text AS kept, active
    FROM pg_replication_slots WHERE slot_name LIKE 'kiosk_up_%'`.execute(database.db);
  return {
    pending: Number(rows[0]?.pending ?? 0),
    kept: Number(rows[0]?.kept ?? 0),
    active: rows[0]?.active,
  };
}

export async function waitUntil(
  what: string,
  done: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
