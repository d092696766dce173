import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MenuData, OrderSummary } from '@kiosk/contracts';
import { type RunningSimulator, startSimulator } from '@kiosk/terminal-simulator';
import { sql } from 'kysely';
import { connectDatabase, type Database, DEFAULT_TIME_ZONE } from '../../src/db/database.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { migrate } from '../../src/db/migrate.js';
import { DEMO_TERMINAL } from '../../src/db/seed/demo-accounts.js';
import { seedDemoOutlet } from '../../src/db/seed/seed-demo-outlet.js';
import { postgresSettings, StoreNodeReplication } from '../../src/replication/store-node.js';
import { ReplicationRepository } from '../../src/repositories/replication.repository.js';
import { SalesReportRepository } from '../../src/repositories/sales-report.repository.js';
import { PostgresStorage } from '../../src/repositories/storage.repository.js';
import { api, demo, nextIp } from './api.js';
import { freePort } from './free-port.js';
import { lineFor } from './menu-helpers.js';
import { type ServerProcess, spawnServer, waitForReady } from './server-process.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Issue 36's test rig: a central and N store nodes, each on its own embedded Postgres on this
 * machine, joined by logical replication as the store node's start sets it up. Central is migrated
 * and seeded with the demo outlet (store 1); each further store gets its own store row, a till
 * terminal on its own card-terminal simulator, and the demo cashier. A store's server runs
 * in-process (cheap) or as its own process with its own embedded Postgres, as in production (what
 * `kill9()` needs).
 */

/** Postgres settings that trade durability for speed (never where a crash is what a test tests). */
export const FAST_PG = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  wal_retrieve_retry_interval: '300ms',
} as const;

/** Polls `read` until `done` holds (errors count as not yet: a database may be restarting). */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let value: T | undefined;
    try {
      value = await read();
      if (done(value)) return value;
    } catch {
      // the database may be restarting
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const tcpUrl = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/kiosk`;

export interface RigOptions {
  /** How many store nodes (default 1). */
  stores?: number;
  /** Each store's server in-process on a rig-owned Postgres (default), or its own process and Postgres. */
  storeServer?: 'in-process' | 'process';
  /** Also run a central server (NODE_ROLE=central) on central's database. */
  centralServer?: boolean;
  /** Extra env for every store server. */
  storeEnv?: Record<string, string>;
}

type Urls = { kiosk: string; admin: string; sale: string };
type Reply = { status: number; body: { data: Record<string, unknown> } & Record<string, unknown> };

/** One store node: its store, database, server and a signed-in cashier with an open till session. */
export class RigStore {
  db!: Database;
  urls!: Urls;
  cashier = '';
  deviceId = '';
  menu!: MenuData;
  private inProcess?: TestServer;
  private proc?: ServerProcess;
  private pg?: EmbeddedDatabase;
  private ports = { kiosk: 0, admin: 0, sale: 0, pg: 0 };

  constructor(
    readonly index: number,
    readonly storeId: string,
    readonly simulator: RunningSimulator,
    private readonly rig: StoreNodeRig,
  ) {}

  get mode(): 'in-process' | 'process' {
    return this.rig.options.storeServer ?? 'in-process';
  }

  get pgPort(): number {
    return this.ports.pg;
  }

  /** How central reaches this store's Postgres. */
  get databaseUrlForCentral(): string {
    return tcpUrl(this.ports.pg);
  }

  get dataDir(): string {
    return path.join(this.rig.dir, `store-${this.index}`);
  }

  env(): Record<string, string> {
    return {
      TRUST_PROXY: 'true',
      PAYMENT_POLL_MS: '100',
      NODE_ROLE: 'store',
      STORE_ID: this.storeId,
      CENTRAL_DATABASE_URL: tcpUrl(this.rig.centralPort),
      STORE_DATABASE_URL_FOR_CENTRAL: this.databaseUrlForCentral,
      ...this.rig.options.storeEnv,
    };
  }

  /** Starts (or restarts) the store's server; a first start copies the catalogue down from central. */
  async start(): Promise<void> {
    if (!this.ports.pg) this.ports.pg = await freePort();
    if (this.mode === 'in-process') {
      this.pg ??= await startEmbeddedPostgres({
        clusterDir: path.join(this.dataDir, 'postgres'),
        port: this.ports.pg,
        database: 'kiosk',
        settings: { ...postgresSettings('store'), ...FAST_PG },
      });
      this.inProcess = await startTestServer({ databaseUrl: this.pg.url, env: this.env() });
      this.urls = this.inProcess.urls;
    } else {
      if (!this.ports.kiosk)
        this.ports = {
          ...this.ports,
          kiosk: await freePort(),
          admin: await freePort(),
          sale: await freePort(),
        };
      this.proc = spawnServer({
        ...this.env(),
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: String(this.ports.pg),
        KIOSK_PORT: String(this.ports.kiosk),
        ADMIN_PORT: String(this.ports.admin),
        SALE_PORT: String(this.ports.sale),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
      });
      const at = (port: number) => `http://127.0.0.1:${port}`;
      this.urls = { kiosk: at(this.ports.kiosk), admin: at(this.ports.admin), sale: at(this.ports.sale) };
      await waitForReady(this.urls.kiosk, this.proc, 120_000);
    }
    this.db ??= connectDatabase(this.databaseUrlForCentral, 3);
  }

  /** The store's server process is killed with SIGKILL (process mode); its Postgres is left running. */
  async kill9(): Promise<void> {
    if (!this.proc) throw new Error('kill9 needs storeServer: process');
    this.proc.child.kill('SIGKILL');
    await this.proc.exited;
    this.proc = undefined;
  }

  /** A clean stop of the server (its Postgres too in process mode). */
  async stop(): Promise<void> {
    await this.inProcess?.close();
    this.inProcess = undefined;
    if (this.proc && this.proc.child.exitCode === null) {
      this.proc.child.kill('SIGTERM');
      await this.proc.exited;
    }
    this.proc = undefined;
  }

  /** Signs the demo cashier in, reads the menu and opens a till session on the store's terminal (or finds it open). */
  async openTill(): Promise<void> {
    const signIn = await api(this.urls.sale).signIn(
      demo('cashier').email,
      demo('cashier').password,
      nextIp(),
    );
    if (signIn.status !== 200) throw new Error(`cashier sign-in at store ${this.index}: ${signIn.status}`);
    this.cashier = (signIn.body as { access_token: string }).access_token;
    this.deviceId = (
      await this.db.db
        .selectFrom('pos_devices')
        .select('id')
        .where('store_id', '=', this.storeId)
        .executeTakeFirstOrThrow()
    ).id;
    this.menu = (await (
      await fetch(`${this.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
    ).json()) as MenuData;
    const session = await this.call('POST', '/api/till/sessions', {
      pos_device_id: this.deviceId,
      float_minor: 100_000,
    });
    // after a restart the till's session is still open: the cashier goes on with it
    const stillOpen = session.status === 409 && JSON.stringify(session.body).includes('till_session_open');
    if (session.status !== 201 && !stillOpen)
      throw new Error(
        `till session at store ${this.index}: ${session.status} ${JSON.stringify(session.body)}`,
      );
  }

  /** A call to the store's sale API as the signed-in cashier. */
  call(method: string, route: string, body?: unknown): Promise<Reply> {
    return fetch(`${this.urls.sale}${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cashier}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Reply['body'] }));
  }

  /** A till order of the named lines paid in cash, through the store's HTTP API (waits for the fiscal sale). */
  async sellCash(names: readonly string[] = ['Klasik Burger', 'Ayran']): Promise<OrderSummary> {
    const items = names.map((name) => {
      const { product: _p, ...rest } = lineFor(this.menu, name);
      return rest;
    });
    const created = await this.call('POST', '/functions/v1/manage-orders/create', { items });
    if (created.status !== 201) throw new Error(`order at store ${this.index}: ${JSON.stringify(created)}`);
    const order = created.body.data as unknown as OrderSummary;
    const paid = await this.call('POST', `/api/till/orders/${order.id}/payments`, {
      pos_device_id: this.deviceId,
      method: 'cash',
      amount_minor: order.total_minor,
      tendered_minor: order.total_minor,
    });
    if (paid.status !== 200) throw new Error(`cash at store ${this.index}: ${JSON.stringify(paid)}`);
    const part = paid.body.data.id as string;
    await waitFor(
      'the fiscal sale at the terminal',
      () => this.call('GET', `/api/till/payments/${part}`),
      (res) => res.body.data.step === 'paid',
      20_000,
    );
    return order;
  }

  async close(): Promise<void> {
    await this.stop();
    await this.db?.close();
    await this.pg?.stop();
  }
}

/** Central plus its store nodes; see startStoreNodeRig. */
export class StoreNodeRig {
  readonly dir = path.join(
    os.tmpdir(),
    `kiosk-store-rig-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  );
  centralPort = 0;
  centralPg!: EmbeddedDatabase;
  central!: Database;
  centralServer?: TestServer;
  stores: RigStore[] = [];
  private simulators: RunningSimulator[] = [];

  constructor(readonly options: RigOptions) {}

  /** Starts central's Postgres (again, after stopCentral) and reconnects `central`. */
  async startCentral(): Promise<void> {
    if (!this.centralPort) this.centralPort = await freePort();
    this.centralPg = await startEmbeddedPostgres({
      clusterDir: path.join(this.dir, 'central'),
      port: this.centralPort,
      database: 'kiosk',
      settings: { ...postgresSettings('central'), ...FAST_PG },
    });
    this.central = connectDatabase(tcpUrl(this.centralPort), 3);
  }

  /** Stops central's Postgres (the link is cut: the store nodes sell on). A central server is stopped first. */
  async stopCentral(): Promise<void> {
    await this.centralServer?.close();
    this.centralServer = undefined;
    await this.central.close();
    await this.centralPg.stop();
  }

  /** Runs a central server on central's database (NODE_ROLE=central). */
  async startCentralServer(): Promise<TestServer> {
    this.centralServer = await startTestServer({
      databaseUrl: tcpUrl(this.centralPort),
      env: { TRUST_PROXY: 'true', PAYMENT_POLL_MS: '100', NODE_ROLE: 'central' },
    });
    return this.centralServer;
  }

  /** Central's replication step, as a central server's start runs it. */
  centralReplication(): StoreNodeReplication {
    return new StoreNodeReplication({
      local: new ReplicationRepository(this.central.db),
      openCentral: () => Promise.reject(new Error('central does not open itself')),
      log: () => {},
      timeZone: DEFAULT_TIME_ZONE,
    });
  }

  async setUp(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await this.startCentral();
    await migrate(this.central.db);
    await seedDemoOutlet(this.central.db, new PostgresStorage(this.central.db));
    await this.centralReplication().apply({ role: 'central' });
    const count = this.options.stores ?? 1;
    for (let i = 1; i <= count; i += 1) {
      const simulator = await startSimulator({
        port: 0,
        host: '127.0.0.1',
        defaultDelayMs: 50,
        // the store's terminal answers to its own serial number (store 2's is not the demo's)
        serialNumber: terminalSerial(i),
        log: () => {},
      });
      this.simulators.push(simulator);
      const storeId = await addStoreAtCentral(this.central, i, simulator.port);
      this.stores.push(new RigStore(i, storeId, simulator, this));
    }
    for (const store of this.stores) {
      await store.start();
      await store.openTill();
    }
    if (this.options.centralServer) await this.startCentralServer();
  }

  async close(): Promise<void> {
    for (const store of this.stores) await store.close().catch(() => {});
    await this.centralServer?.close().catch(() => {});
    for (const simulator of this.simulators) await simulator.stop().catch(() => {});
    await this.central?.close().catch(() => {});
    await this.centralPg?.stop().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Store 1's terminal is the demo terminal; a further store's has its own serial number. */
const terminalSerial = (index: number) => (index === 1 ? DEMO_TERMINAL.serialNumber : `PAV-SIM-000${index}`);

/**
 * Store 1 is the demo outlet's store: its terminals move to the given simulator. A further store is a
 * new store row of the same business with its own terminal. The demo cashier works in every store.
 */
async function addStoreAtCentral(central: Database, index: number, simulatorPort: number): Promise<string> {
  const first = await central.db
    .selectFrom('stores')
    .select(['id', 'business_id'])
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  let storeId = first.id;
  if (index === 1) {
    await central.db
      .updateTable('pos_devices')
      .set({ store_id: storeId, ip_address: '127.0.0.1', port: simulatorPort })
      .execute();
  } else {
    storeId = (
      await central.db
        .insertInto('stores')
        .values({ name: `Şube ${index}`, business_id: first.business_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await sql`
      INSERT INTO pos_devices (kiosk_device_id, pos_serial_number, fingerprint, device_name, ip_address, port,
        merchant_id, terminal_id, store_id)
      SELECT kiosk_device_id || '-' || ${index}, ${terminalSerial(index)}, fingerprint || '-' || ${index},
        'Kasa ' || ${index}, '127.0.0.1', ${simulatorPort}, merchant_id, terminal_id, ${storeId}::uuid
      FROM pos_devices ORDER BY created_at LIMIT 1`.execute(central.db);
  }
  const cashier = await central.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo('cashier').email)
    .executeTakeFirstOrThrow();
  await central.db
    .insertInto('user_stores')
    .values({ user_id: cashier.id, store_id: storeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return storeId;
}

/** Starts central (migrated, seeded) and the store nodes, each with an open till. */
export async function startStoreNodeRig(options: RigOptions = {}): Promise<StoreNodeRig> {
  const rig = new StoreNodeRig(options);
  try {
    await rig.setUp();
  } catch (error) {
    await rig.close();
    throw error;
  }
  return rig;
}

/** The day's Z figures (the sales report's aggregate rows), in a stable order. */
export async function zFigures(database: Database) {
  const repo = new SalesReportRepository(database.db);
  const day = await repo.today();
  const rows = await repo.rows(day, day);
  return Object.fromEntries(
    Object.entries(rows).map(([key, list]) => [
      key,
      (list as unknown[]).map((row) => JSON.stringify(row)).sort(),
    ]),
  );
}

/** Each order with its total, status and counts of lines, approved parts and status history rows. */
export async function ordersAt(database: Database) {
  return (
    await sql<{
      id: string;
      total_minor: string;
      status: string;
      lines: number;
      parts: number;
      history: number;
    }>`
      SELECT o.id, o.total_minor::text, o.status,
        (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines,
        (SELECT count(*)::int FROM payment_attempts p WHERE p.order_id = o.id AND p.status = 'approved') AS parts,
        (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id) AS history
      FROM orders o ORDER BY o.id`.execute(database.db)
  ).rows;
}
