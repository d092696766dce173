import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/database.js';
import { migrationFiles } from '../src/db/migrate.js';
import { forgetStoreNode } from '../src/replication/node-operations.js';
import { replicationNames } from '../src/replication/replication-sql.js';
import { StoreNodeReplication } from '../src/replication/store-node.js';
import { DOWN_TABLES, UP_TABLES } from '../src/replication/tables.js';
import { ReplicationRepository } from '../src/repositories/replication.repository.js';
import { api, demo, nextIp } from './support/api.js';
import {
  ordersAt,
  RigStore,
  type StoreNodeRig,
  startStoreNodeRig,
  tcpUrl,
  waitFor,
} from './support/store-node-rig.js';
import { REPO_ROOT } from './support/test-server.js';

/**
 * Issue 36, operations: a store node moved to another machine (its data directory copied), a store
 * node lost for good and replaced from scratch (`npm run store-node -- forget`), and a release with a
 * new table each way and a new column, upgraded central first and the store node after.
 */

const run = promisify(execFile);

describe('store node operations: move, replace, upgrade', () => {
  let rig: StoreNodeRig;
  /** The store's node now (each case replaces it). */
  let node: RigStore;
  let names: ReturnType<typeof replicationNames>;

  beforeAll(async () => {
    rig = await startStoreNodeRig({ stores: 1 });
    node = rig.stores[0] as RigStore;
    names = replicationNames(node.storeId);
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  }, 90_000);

  const centralRepo = () => new ReplicationRepository(rig.central.db);

  /** A new node for the same store (its own folder, Postgres port and server), known to the rig. */
  function newNode(): RigStore {
    const next = new RigStore(rig.stores.length + 1, node.storeId, node.simulator, rig);
    rig.stores.push(next);
    return next;
  }

  /** The cashier signs in at a node whose till session is already open (a copied data directory). */
  async function resumeTill(at: RigStore): Promise<void> {
    const signIn = await api(at.urls.sale).signIn(demo('cashier').email, demo('cashier').password, nextIp());
    expect(signIn.status).toBe(200);
    at.cashier = (signIn.body as { access_token: string }).access_token;
    at.deviceId = node.deviceId;
    at.menu = node.menu;
  }

  /** `npm run store-node -- <args>` at central, as an operator runs it. */
  async function storeNodeCli(...args: string[]): Promise<string> {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'server/src/cli/store-node.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: tcpUrl(rig.centralPort),
        },
      },
    );
    return stdout;
  }

  const orderIds = async (database: Database) => (await ordersAt(database)).map((o) => o.id);

  /** Central has each of the node's orders once, with the same total, status, lines and parts. */
  async function centralHasOrdersOf(at: RigStore, timeoutMs = 45_000) {
    const atStore = await ordersAt(at.db);
    await waitFor(
      'the node`s orders at central',
      async () => {
        const ids = new Set(atStore.map((o) => o.id));
        return (await ordersAt(rig.central)).filter((o) => ids.has(o.id));
      },
      (rows) => JSON.stringify(rows) === JSON.stringify(atStore),
      timeoutMs,
    );
    return atStore;
  }

  it('moves a node to another machine: its data directory copied, its unsent orders reach central once', {
    timeout: 180_000,
  }, async () => {
    expect((await node.sellCash()).id).toBeTruthy();
    await centralHasOrdersOf(node);
    // the link is down, the node sells on, then its machine breaks (the disk is readable)
    await rig.stopCentral();
    const unsent = [(await node.sellCash()).id, (await node.sellCash()).id];
    const oldUrl = node.databaseUrlForCentral;
    await node.close();
    await rig.startCentral();
    expect(await orderIds(rig.central)).not.toEqual(expect.arrayContaining(unsent));

    // the documented move: the stopped node's folder copied to the new machine, started there
    const moved = newNode();
    // (cp -a keeps the owner and modes Postgres insists on; the README's command is rsync -a)
    await mkdir(moved.dataDir, { recursive: true });
    await run('cp', ['-a', path.join(node.dataDir, 'postgres'), path.join(moved.dataDir, 'postgres')]);
    await moved.start();
    await resumeTill(moved);
    expect(moved.databaseUrlForCentral).not.toBe(oldUrl);
    // the new node's start pointed central's subscription at its address
    expect(await centralRepo().subscriptionConnection(names.upSubscription)).toBe(
      moved.databaseUrlForCentral,
    );
    node = moved;
    const atStore = await centralHasOrdersOf(node);
    expect(atStore.map((o) => o.id)).toEqual(expect.arrayContaining(unsent));
    // the operator's command does the same (for a node that started while central was unreachable)
    expect(await storeNodeCli('repoint', node.storeId, oldUrl)).toContain('repointed');
    expect(await centralRepo().subscriptionConnection(names.upSubscription)).toBe(oldUrl);
    expect(await storeNodeCli('repoint', node.storeId, node.databaseUrlForCentral)).toContain('repointed');
    expect(await storeNodeCli('repoint', node.storeId, node.databaseUrlForCentral)).toContain(
      'nothing to do',
    );
    // it sells on, and its new orders flow too
    await node.sellCash();
    await centralHasOrdersOf(node);
    const ids = await orderIds(rig.central);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('replaces a lost node from scratch: central forgets it, a new empty node copies the catalogue and sells', {
    timeout: 240_000,
  }, async () => {
    // forget is refused while a node reads central's slot for the store
    await expect(forgetStoreNode(centralRepo(), node.storeId)).rejects.toThrow(/stop it first/);
    // orders sold while the link is down are lost with the machine
    await rig.stopCentral();
    const lost = (await node.sellCash()).id;
    await node.close();
    await rm(node.dataDir, { recursive: true, force: true });
    await rig.startCentral();

    const stdout = await storeNodeCli('forget', node.storeId);
    expect(stdout).toContain(`DROP SUBSCRIPTION "${names.upSubscription}"`);
    expect(stdout).toContain(`pg_drop_replication_slot('${names.downSubscription}')`);
    expect(await centralRepo().subscriptionExists(names.upSubscription)).toBe(false);
    expect(await centralRepo().replicationSlot(names.downSubscription)).toBeUndefined();
    expect(stdout).toMatch(/till sessions it left open, closed uncounted: 1/);
    // a second forget finds nothing to do
    expect(await forgetStoreNode(centralRepo(), node.storeId)).toEqual({
      statements: [],
      tillSessionsClosed: 0,
    });

    const fresh = newNode();
    await fresh.start();
    await fresh.openTill();
    const count = (database: Database) =>
      database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    expect((await count(fresh.db)).n).toBe((await count(rig.central)).n);
    node = fresh;
    await node.sellCash();
    await node.sellCash();
    await centralHasOrdersOf(node);
    expect(await orderIds(rig.central)).not.toContain(lost);
    // both flows run without an error since the new node started
    const errors = async (database: Database) =>
      (
        await sql<{ n: number }>`
          SELECT coalesce(sum(apply_error_count + sync_error_count), 0)::int AS n
          FROM pg_stat_subscription_stats`.execute(database.db)
      ).rows[0]?.n;
    expect(await errors(node.db)).toBe(0);
    expect(
      (
        await sql<{ n: number }>`
          SELECT (apply_error_count + sync_error_count)::int AS n FROM pg_stat_subscription_stats
          WHERE subname = ${names.upSubscription}`.execute(rig.central.db)
      ).rows[0]?.n,
    ).toBe(0);
  });

  it('upgrades central first, then the store node: new tables and a new column flow, no order is lost', {
    timeout: 180_000,
  }, async () => {
    const release = [
      'CREATE TABLE release_notes (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), note text NOT NULL)',
      'CREATE TABLE release_marks (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), order_id uuid NOT NULL, mark text NOT NULL)',
      'ALTER TABLE orders ADD COLUMN release_tag text',
      'ALTER TABLE products ADD COLUMN release_flag text',
      // a default row the migration inserts on each side (as migrations insert default settings)
      `INSERT INTO release_notes (id, note) VALUES ('00000000-0000-4000-8000-0000000000aa', 'varsayılan')`,
    ];
    const tables = {
      down: [...DOWN_TABLES, { table: 'release_notes' }],
      up: [...UP_TABLES, { table: 'release_marks' }],
    };
    // 1. central's release: its migrations, then data in the new table and column
    await centralRepo().runInTransaction(release);
    await sql`INSERT INTO release_notes (note) VALUES ('yeni sürüm')`.execute(rig.central.db);
    const ayran = await rig.central.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Ayran')
      .executeTakeFirstOrThrow();
    await sql`UPDATE products SET release_flag = 'yeni' WHERE id = ${ayran.id}`.execute(rig.central.db);
    // 2. the store, still on the old release, sells on: its orders reach central (the column stays empty)
    const between = [(await node.sellCash()).id, (await node.sellCash()).id];
    await centralHasOrdersOf(node);

    // a store node on the new release before central is refused before it migrates
    const storeSide = (lists?: typeof tables) =>
      new StoreNodeReplication({
        local: new ReplicationRepository(node.db.db),
        openCentral: async () => {
          const c = connectDatabase(tcpUrl(rig.centralPort), 1);
          return { repo: new ReplicationRepository(c.db), close: () => c.close() };
        },
        log: () => {},
        ...(lists ? { tables: lists } : {}),
      });
    const shipped = (await migrationFiles()).map((f) => f.replace(/\.sql$/, ''));
    await expect(storeSide().requireCentralUpgraded(shipped)).resolves.toBeUndefined();
    await expect(
      storeSide().requireCentralUpgraded([...shipped, '20991231000000_next_release']),
    ).rejects.toThrow(/central lacks migration 20991231000000_next_release.*upgrade central first/);

    // 3. the store's release: stop, migrate, start (the start adds the new tables and refreshes)
    await node.stop();
    await new ReplicationRepository(node.db.db).runInTransaction(release);
    const ran = await storeSide(tables).apply({
      role: 'store',
      storeId: node.storeId,
      centralDatabaseUrl: tcpUrl(rig.centralPort),
      storeDatabaseUrlForCentral: node.databaseUrlForCentral,
    });
    expect(ran).toEqual([
      'ALTER PUBLICATION "kiosk_up" ADD TABLE "release_marks"',
      `ALTER PUBLICATION "${names.downPublication}" ADD TABLE "release_notes"`,
      `ALTER SUBSCRIPTION "${names.upSubscription}" REFRESH PUBLICATION WITH (copy_data = true)`,
      'SET LOCAL session_replication_role = replica',
      'DELETE FROM "release_notes"',
      `ALTER SUBSCRIPTION "${names.downSubscription}" REFRESH PUBLICATION WITH (copy_data = true)`,
    ]);
    // a second start runs nothing
    expect(
      await storeSide(tables).apply({
        role: 'store',
        storeId: node.storeId,
        centralDatabaseUrl: tcpUrl(rig.centralPort),
        storeDatabaseUrlForCentral: node.databaseUrlForCentral,
      }),
    ).toEqual([]);
    await node.start();
    await resumeTill(node);

    // down: the new table's rows and the new column's value (held back while the store lacked it)
    await waitFor(
      'the release at the store',
      async () => ({
        notes: (await sql<{ note: string }>`SELECT note FROM release_notes ORDER BY note`.execute(node.db.db))
          .rows,
        flag: (
          await sql<{ release_flag: string | null }>`
            SELECT release_flag FROM products WHERE id = ${ayran.id}`.execute(node.db.db)
        ).rows[0]?.release_flag,
      }),
      (v) =>
        JSON.stringify(v.notes) === JSON.stringify([{ note: 'varsayılan' }, { note: 'yeni sürüm' }]) &&
        v.flag === 'yeni',
    );
    // up: the store writes the new column and the new table; central gets both
    const order = await node.sellCash();
    await sql`UPDATE orders SET release_tag = 'v2' WHERE id = ${order.id}`.execute(node.db.db);
    await sql`INSERT INTO release_marks (order_id, mark) VALUES (${order.id}, 'işaret')`.execute(node.db.db);
    await waitFor(
      'the release at central',
      async () => ({
        tag: (
          await sql<{ release_tag: string | null }>`
            SELECT release_tag FROM orders WHERE id = ${order.id}`.execute(rig.central.db)
        ).rows[0]?.release_tag,
        marks: (await sql<{ mark: string }>`SELECT mark FROM release_marks`.execute(rig.central.db)).rows,
      }),
      (v) => v.tag === 'v2' && v.marks.length === 1 && v.marks[0]?.mark === 'işaret',
    );
    // no order lost or doubled across the upgrade
    const atStore = await centralHasOrdersOf(node);
    expect(atStore.map((o) => o.id)).toEqual(expect.arrayContaining([...between, order.id]));
    const ids = await orderIds(rig.central);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
