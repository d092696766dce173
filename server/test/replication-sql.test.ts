import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  createSubscriptionSql,
  downPublicationSql,
  emptyDownTablesSql,
  enableAlwaysTriggersSql,
  quoteLiteral,
  replicaIdentitySql,
  replicationNames,
  upPublicationSql,
} from '../src/replication/replication-sql.js';
import { postgresSettings } from '../src/replication/store-node.js';
import {
  ALWAYS_TRIGGERS,
  DERIVED_TABLES,
  DOWN_TABLES,
  isDerivedTable,
  LOCAL_TABLES,
  ORIGIN_ONLY_TRIGGERS,
  REPLICA_TRIGGERS,
  UP_TABLES,
} from '../src/replication/tables.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const STORE = '0A1B2C3D-0000-4000-8000-00000000beef';

describe('replication statements (pure)', () => {
  it('names a store`s publications and subscriptions from its id', () => {
    expect(replicationNames(STORE)).toEqual({
      downPublication: 'kiosk_down_0a1b2c3d00004000800000000000beef',
      downSubscription: 'kiosk_down_0a1b2c3d00004000800000000000beef',
      upPublication: 'kiosk_up',
      upSubscription: 'kiosk_up_0a1b2c3d00004000800000000000beef',
    });
    expect(() => replicationNames("x'; DROP TABLE orders; --")).toThrow(/not a store id/);
  });

  it('filters the store-scoped down tables to the store and leaves the up flow unfiltered', () => {
    const down = downPublicationSql(STORE);
    const id = "'0a1b2c3d-0000-4000-8000-00000000beef'::uuid";
    expect(down).toMatch(/^CREATE PUBLICATION "kiosk_down_0a1b2c3d00004000800000000000beef" FOR TABLE /);
    expect(down).toContain(`"stores" WHERE (id = ${id})`);
    expect(down).toContain(`"pos_devices" WHERE (store_id = ${id})`);
    expect(down).toContain(`"product_channel_prices" WHERE (store_id IS NULL OR store_id = ${id})`);
    expect(down).toContain('"products", ');
    expect(down).not.toContain('"orders"');
    const up = upPublicationSql(STORE);
    expect(up).toMatch(/^CREATE PUBLICATION "kiosk_up" FOR TABLE "orders", "order_items", /);
    expect(up).not.toContain('WHERE');
    expect(up).not.toContain('"products"');
  });

  it('quotes connection strings and builds idempotent-safe trigger and identity statements', () => {
    expect(quoteLiteral("postgres://u:p'w@h/db")).toBe("'postgres://u:p''w@h/db'");
    expect(createSubscriptionSql('kiosk_up_x', "postgres://u:p'w@h/db", 'kiosk_up')).toBe(
      `CREATE SUBSCRIPTION "kiosk_up_x" CONNECTION 'postgres://u:p''w@h/db' PUBLICATION "kiosk_up" WITH (copy_data = true, origin = none)`,
    );
    expect(enableAlwaysTriggersSql({ orders: ['orders_sales_insert'] })).toEqual([
      'ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_sales_insert"',
    ]);
    expect(replicaIdentitySql()).toEqual([
      'ALTER TABLE "kiosk_users" REPLICA IDENTITY FULL',
      'ALTER TABLE "pos_devices" REPLICA IDENTITY FULL',
      'ALTER TABLE "printers" REPLICA IDENTITY FULL',
      'ALTER TABLE "product_channel_prices" REPLICA IDENTITY FULL',
    ]);
    const empty = emptyDownTablesSql();
    expect(empty[0]).toBe('SET LOCAL session_replication_role = replica');
    expect(empty).toContain('DELETE FROM "settings"');
    expect(empty.some((s) => s.includes('"orders"'))).toBe(false);
  });

  it('gives the one-box Postgres no extra settings and both replication roles logical WAL and a 1 s retry', () => {
    expect(postgresSettings('all')).toEqual({});
    expect(postgresSettings('store')).toEqual({
      wal_level: 'logical',
      track_commit_timestamp: 'on',
      wal_retrieve_retry_interval: '1s',
    });
    expect(postgresSettings('central')).toMatchObject({ wal_level: 'logical', max_replication_slots: '64' });
    // both sides start a dropped link's apply worker again within a second (Postgres's default: 5 s)
    expect(postgresSettings('central').wal_retrieve_retry_interval).toBe('1s');
  });
});

describe('NODE_ROLE configuration', () => {
  const store = {
    NODE_ROLE: 'store',
    STORE_ID: STORE,
    CENTRAL_DATABASE_URL: 'postgres://kiosk:secret@10.8.0.1:54329/kiosk',
    STORE_DATABASE_URL_FOR_CENTRAL: 'postgres://kiosk:secret@10.8.0.7:54329/kiosk',
  };

  it('is the one box by default', () => {
    expect(loadConfig({}).node).toEqual({ role: 'all' });
    expect(loadConfig({ NODE_ROLE: 'central' }).node).toEqual({ role: 'central' });
  });

  it('reads a store node`s store and addresses and never seeds it', () => {
    const config = loadConfig(store);
    expect(config.node).toEqual({
      role: 'store',
      storeId: STORE.toLowerCase(),
      centralDatabaseUrl: store.CENTRAL_DATABASE_URL,
      storeDatabaseUrlForCentral: store.STORE_DATABASE_URL_FOR_CENTRAL,
    });
    expect(config.seedDemo).toBe(false);
  });

  it('names what is missing, wrong or misplaced', () => {
    expect(() => loadConfig({ NODE_ROLE: 'store', STORE_ID: STORE })).toThrow(
      /CENTRAL_DATABASE_URL: required when NODE_ROLE=store; STORE_DATABASE_URL_FOR_CENTRAL: required/,
    );
    expect(() => loadConfig({ ...store, STORE_ID: '12' })).toThrow(/STORE_ID: must be the store's id/);
    expect(() => loadConfig({ ...store, CENTRAL_DATABASE_URL: 'http://central' })).toThrow(
      /CENTRAL_DATABASE_URL: must be a postgres:\/\/ connection string/,
    );
    expect(() => loadConfig({ ...store, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: a store node/);
    expect(() => loadConfig({ NODE_ROLE: 'central', STORE_ID: STORE })).toThrow(
      /STORE_ID: only a store node \(NODE_ROLE=store\) reads it/,
    );
    expect(() => loadConfig({ NODE_ROLE: 'hub' })).toThrow(/NODE_ROLE/);
  });
});

describe('every table and trigger of the migrated schema is classified', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('puts each table in exactly one flow', async () => {
    const { db } = database.connect();
    const { rows } = await sql<{ name: string }>`
      SELECT relname AS name FROM pg_class WHERE relkind IN ('r', 'p')
        AND relnamespace = current_schema()::regnamespace ORDER BY 1`.execute(db);
    const listed = [
      ...DOWN_TABLES.map((t) => t.table),
      ...UP_TABLES.map((t) => t.table),
      ...DERIVED_TABLES,
      ...LOCAL_TABLES,
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((t) => isDerivedTable(t) && !DERIVED_TABLES.includes(t))).toEqual([]);
    const schema = rows.map((r) => r.name);
    // a new table: put it in server/src/replication/tables.ts (down, up, derived or local)
    const unclassified = schema.filter((t) => !listed.includes(t) && !isDerivedTable(t));
    expect(unclassified).toEqual([]);
    expect(listed.filter((t) => !schema.includes(t))).toEqual([]);
    expect(schema.filter(isDerivedTable)).toContain('sales_money_totals');
  });

  it('gives every replicated table a primary key (an UPDATE at the publisher needs a replica identity)', async () => {
    const { db } = database.connect();
    const replicated = [...DOWN_TABLES, ...UP_TABLES].map((t) => t.table);
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY(${replicated}::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary)`.execute(db);
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it('makes the apply-only triggers fire in a replication apply worker and nowhere else', async () => {
    const { db } = database.connect();
    const wanted = Object.entries(REPLICA_TRIGGERS).flatMap(([t, names]) => names.map((n) => `${t}.${n}`));
    const { rows } = await sql<{ name: string; enabled: string }>`
      SELECT c.relname || '.' || t.tgname AS name, t.tgenabled AS enabled FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relname || '.' || t.tgname = ANY(${wanted}::text[]) ORDER BY 1`.execute(db);
    expect(rows.map((r) => r.name)).toEqual([...wanted].sort());
    expect(rows.filter((r) => r.enabled !== 'R')).toEqual([]);
  });

  it('decides for every trigger on a replicated or derived table whether it fires for replicated rows', async () => {
    const { db } = database.connect();
    const tables = [...DOWN_TABLES.map((t) => t.table), ...UP_TABLES.map((t) => t.table)];
    const { rows: all } = await sql<{ table: string; name: string }>`
      SELECT c.relname AS table, c.relname || '.' || t.tgname AS name FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 2`.execute(db);
    // a new trigger on a replicated or derived table: classify it in server/src/replication/tables.ts
    const rows = all.filter((r) => tables.includes(r.table) || isDerivedTable(r.table));
    const classified = [ALWAYS_TRIGGERS, ORIGIN_ONLY_TRIGGERS, REPLICA_TRIGGERS].flatMap((group) =>
      Object.entries(group).flatMap(([table, names]) => names.map((n) => `${table}.${n}`)),
    );
    expect([...classified].sort()).toEqual(rows.map((r) => r.name));
  });
});
