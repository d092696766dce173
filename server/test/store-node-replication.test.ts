import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/database.js';
import { type NodeRole, StoreNodeReplication } from '../src/replication/store-node.js';
import { ReplicationRepository } from '../src/repositories/replication.repository.js';
import {
  ordersAt,
  type RigStore,
  type StoreNodeRig,
  startStoreNodeRig,
  tcpUrl,
  waitFor,
  zFigures,
} from './support/store-node-rig.js';

/**
 * Issue 36's foundation: a central and a store node, each on its own embedded Postgres on this
 * machine, joined by logical replication as the store node's start sets it up.
 */

describe('store node replication (two embedded Postgres)', () => {
  let rig: StoreNodeRig;
  let store: RigStore;
  let storeDb: Database;
  let node: Extract<NodeRole, { role: 'store' }>;
  const central = () => rig.central;

  beforeAll(async () => {
    rig = await startStoreNodeRig();
    store = rig.stores[0] as RigStore;
    storeDb = store.db;
    node = {
      role: 'store',
      storeId: store.storeId,
      centralDatabaseUrl: tcpUrl(rig.centralPort),
      storeDatabaseUrlForCentral: store.databaseUrlForCentral,
    };
  }, 180_000);

  afterAll(async () => {
    await rig?.close();
  }, 60_000);

  const sellAtStore = () => store.sellCash();

  it('copied the catalogue down once and sets nothing up again on a restart', async () => {
    const count = (db: Database) =>
      db.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    expect(Number((await count(storeDb)).n)).toBeGreaterThan(0);
    expect((await count(storeDb)).n).toBe((await count(central())).n);
    const again = new StoreNodeReplication({
      local: new ReplicationRepository(storeDb.db),
      openCentral: async () => {
        const c = connectDatabase(tcpUrl(rig.centralPort), 1);
        return { repo: new ReplicationRepository(c.db), close: () => c.close() };
      },
      log: () => {},
    });
    expect(await again.apply(node)).toEqual([]);
    expect(await rig.centralReplication().apply({ role: 'central' })).toEqual([]);
  });

  it('brings a price change made at central to the store node', async () => {
    const product = await central()
      .db.selectFrom('products')
      .select(['id', 'price_minor'])
      .where('name', '=', 'Ayran')
      .executeTakeFirstOrThrow();
    const price = Number(product.price_minor) + 150;
    await central()
      .db.updateTable('products')
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
      () => ordersAt(central()),
      (rows) => JSON.stringify(rows) === JSON.stringify(atStore),
    );
    // the derived tables were kept by central's own triggers for the replicated rows
    // (in the same apply transaction as the rows, so they are there once the rows are)
    expect(await zFigures(central())).toEqual(await zFigures(storeDb));
    const owner = await central()
      .db.selectFrom('orders')
      .select('store_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(owner.store_id).toBe(node.storeId);
    const z = await zFigures(central());
    expect(z.money?.some((row) => row.includes('"cash"'))).toBe(true);
  });

  // the outage itself (central's Postgres down, the store selling on, everything once at central
  // when it is back, the store's slot drained): server/test/store-node-partition.test.ts
});
