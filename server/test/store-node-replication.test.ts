import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MenuData, OrderSummary } from '@kiosk/contracts';
import { type RunningSimulator, startSimulator } from '@kiosk/terminal-simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, DEFAULT_TIME_ZONE } from '../src/db/database.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoOutlet } from '../src/db/seed/seed-demo-outlet.js';
import { type NodeRole, postgresSettings, StoreNodeReplication } from '../src/replication/store-node.js';
import { ReplicationRepository } from '../src/repositories/replication.repository.js';
import { SalesReportRepository } from '../src/repositories/sales-report.repository.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { api, demo, nextIp } from './support/api.js';
import { freePort } from './support/free-port.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 36's foundation: a central and a store node, each on its own embedded Postgres on this
 * machine, joined by logical replication as the store node's start sets it up.
 */

const FAST = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  wal_retrieve_retry_interval: '300ms',
};

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
) {
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

const tcpUrl = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/kiosk`;

describe('store node replication (two embedded Postgres)', () => {
  const dir = path.join(os.tmpdir(), `kiosk-store-node-${process.pid}`);
  const ports = { central: 0, store: 0 };
  let centralPg: EmbeddedDatabase;
  let storePg: EmbeddedDatabase;
  let central: Database;
  let store: TestServer;
  let storeDb: Database;
  let node: Extract<NodeRole, { role: 'store' }>;
  let cashier: string;
  let deviceId: string;
  let menu: MenuData;
  let simulator: RunningSimulator;

  const startCentral = () =>
    startEmbeddedPostgres({
      clusterDir: path.join(dir, 'central'),
      port: ports.central,
      database: 'kiosk',
      settings: { ...postgresSettings('central'), ...FAST },
    });

  beforeAll(async () => {
    await rm(dir, { recursive: true, force: true });
    ports.central = await freePort();
    ports.store = await freePort();
    centralPg = await startCentral();
    central = connectDatabase(tcpUrl(ports.central), 3);
    await migrate(central.db);
    await seedDemoOutlet(central.db, new PostgresStorage(central.db));
    // the demo store's till terminal (on the simulator: it makes the fiscal sale) and cashier belong to it
    simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 50, log: () => {} });
    const storeRow = await central.db.selectFrom('stores').select('id').executeTakeFirstOrThrow();
    await central.db
      .updateTable('pos_devices')
      .set({ store_id: storeRow.id, ip_address: '127.0.0.1', port: simulator.port })
      .execute();
    const user = await central.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo('cashier').email)
      .executeTakeFirstOrThrow();
    await central.db
      .insertInto('user_stores')
      .values({ user_id: user.id, store_id: storeRow.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await centralReplication().apply({ role: 'central' })).not.toEqual([]);

    storePg = await startEmbeddedPostgres({
      clusterDir: path.join(dir, 'store'),
      port: ports.store,
      database: 'kiosk',
      settings: { ...postgresSettings('store'), ...FAST },
    });
    node = {
      role: 'store',
      storeId: storeRow.id,
      centralDatabaseUrl: tcpUrl(ports.central),
      storeDatabaseUrlForCentral: tcpUrl(ports.store),
    };
    // the store node's server: migrates, sets up replication, waits for the first copy, then serves
    store = await startTestServer({
      databaseUrl: storePg.url,
      env: {
        TRUST_PROXY: 'true',
        PAYMENT_POLL_MS: '100',
        NODE_ROLE: 'store',
        STORE_ID: node.storeId,
        CENTRAL_DATABASE_URL: node.centralDatabaseUrl,
        STORE_DATABASE_URL_FOR_CENTRAL: node.storeDatabaseUrlForCentral,
      },
    });
    storeDb = connectDatabase(storePg.url, 2);
    const client = api(store.urls.sale);
    const signIn = await client.signIn(demo('cashier').email, demo('cashier').password, nextIp());
    expect(signIn.status).toBe(200);
    cashier = signIn.body.access_token;
    deviceId = (await storeDb.db.selectFrom('pos_devices').select('id').executeTakeFirstOrThrow()).id;
    menu = (await (
      await fetch(`${store.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
    ).json()) as MenuData;
    const session = await call('POST', '/api/till/sessions', {
      pos_device_id: deviceId,
      float_minor: 100_000,
    });
    expect(session.status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await store?.close();
    await simulator?.stop();
    await storeDb?.close();
    await central?.close();
    await storePg?.stop();
    await centralPg?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  function centralReplication() {
    return new StoreNodeReplication({
      local: new ReplicationRepository(central.db),
      openCentral: () => Promise.reject(new Error('central does not open itself')),
      log: () => {},
      timeZone: DEFAULT_TIME_ZONE,
    });
  }

  function call(method: string, route: string, body?: unknown) {
    return fetch(`${store.urls.sale}${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cashier}` },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: Record<string, unknown> } }));
  }

  /** A till order of two lines paid in cash at the store node, through its HTTP API. */
  async function sellAtStore(): Promise<OrderSummary> {
    const items = ['Klasik Burger', 'Ayran'].map((name) => {
      const { product: _p, ...rest } = lineFor(menu, name);
      return rest;
    });
    const created = await call('POST', '/functions/v1/manage-orders/create', { items });
    expect(created.status).toBe(201);
    const order = created.body.data as unknown as OrderSummary;
    const paid = await call('POST', `/api/till/orders/${order.id}/payments`, {
      pos_device_id: deviceId,
      method: 'cash',
      amount_minor: order.total_minor,
      tendered_minor: order.total_minor,
    });
    expect(paid.status).toBe(200);
    const part = paid.body.data.id as string;
    await waitFor(
      'the fiscal sale at the terminal',
      () => call('GET', `/api/till/payments/${part}`),
      (res) => res.body.data.step === 'paid',
      15_000,
    );
    return order;
  }

  /** The day's Z figures (the sales report's aggregate rows), in a stable order. */
  async function zFigures(database: Database) {
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

  const ordersAt = async (database: Database) =>
    (
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

  it('copied the catalogue down once and sets nothing up again on a restart', async () => {
    const count = (db: Database) =>
      db.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    expect(Number((await count(storeDb)).n)).toBeGreaterThan(0);
    expect((await count(storeDb)).n).toBe((await count(central)).n);
    const again = new StoreNodeReplication({
      local: new ReplicationRepository(storeDb.db),
      openCentral: async () => {
        const c = connectDatabase(tcpUrl(ports.central), 1);
        return { repo: new ReplicationRepository(c.db), close: () => c.close() };
      },
      log: () => {},
    });
    expect(await again.apply(node)).toEqual([]);
    expect(await centralReplication().apply({ role: 'central' })).toEqual([]);
  });

  it('brings a price change made at central to the store node', async () => {
    const product = await central.db
      .selectFrom('products')
      .select(['id', 'price_minor'])
      .where('name', '=', 'Ayran')
      .executeTakeFirstOrThrow();
    const price = Number(product.price_minor) + 150;
    await central.db
      .updateTable('products')
      .set({ price_minor: price })
      .where('id', '=', product.id)
      .execute();
    await waitFor(
      'the new price at the store',
      () =>
        storeDb.db
          .selectFrom('products')
          .select('price_minor')
          .where('id', '=', product.id)
          .executeTakeFirst(),
      (row) => Number(row?.price_minor) === price,
    );
  });

  it('brings an order paid at the store node to central once, with its lines and parts, and central counts it', async () => {
    const order = await sellAtStore();
    const atStore = await ordersAt(storeDb);
    expect(atStore.find((o) => o.id === order.id)).toMatchObject({ status: 'paid', lines: 2, parts: 1 });
    await waitFor(
      'the order at central',
      () => ordersAt(central),
      (rows) => JSON.stringify(rows) === JSON.stringify(atStore),
    );
    // the derived tables were kept by central's own triggers for the replicated rows
    // (in the same apply transaction as the rows, so they are there once the rows are)
    expect(await zFigures(central)).toEqual(await zFigures(storeDb));
    const owner = await central.db
      .selectFrom('orders')
      .select('store_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(owner.store_id).toBe(node.storeId);
    const z = await zFigures(central);
    expect(z.money?.some((row) => row.includes('"cash"'))).toBe(true);
  });

  it('keeps selling while central`s Postgres is down and sends every order exactly once when it is back', {
    timeout: 90_000,
  }, async () => {
    await central.close();
    await centralPg.stop();
    const sold: string[] = [];
    for (let i = 0; i < 3; i += 1) sold.push((await sellAtStore()).id);
    centralPg = await startCentral();
    central = connectDatabase(tcpUrl(ports.central), 3);
    const atStore = await ordersAt(storeDb);
    expect(atStore.filter((o) => sold.includes(o.id))).toHaveLength(3);
    await waitFor(
      'the outage`s orders at central',
      () => ordersAt(central),
      (rows) => JSON.stringify(rows) === JSON.stringify(atStore),
      45_000,
    );
    expect(await zFigures(central)).toEqual(await zFigures(storeDb));
    // central reads the store's slot for it again (the slot kept the outage's changes)
    await waitFor(
      'central reading the store`s slot again',
      async () =>
        (
          await sql<{ active: boolean }>`
            SELECT active FROM pg_replication_slots WHERE slot_name LIKE 'kiosk_up_%'`.execute(storeDb.db)
        ).rows,
      (rows) => rows.length === 1 && rows[0]?.active === true,
    );
  });
});
