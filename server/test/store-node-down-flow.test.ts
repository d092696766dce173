import type { MenuData } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../src/db/database.js';
import { DEMO_KIOSK } from '../src/db/seed/seed-demo-outlet.js';
import { replicationNames } from '../src/replication/replication-sql.js';
import { PosDeviceRepository } from '../src/repositories/pos-device.repository.js';
import { PrintingRepository } from '../src/repositories/printing.repository.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import {
  ordersAt,
  type RigStore,
  type StoreNodeRig,
  startStoreNodeRig,
  waitFor,
} from './support/store-node-rig.js';

/**
 * Issue 36, what a store node writes itself and what reaches its devices from central: the 86
 * state per store (product_stock, flowing up), kiosk presence (kiosk_presence, flowing up), and a
 * central catalogue change announced at the store node when it arrives (the reverse test).
 * Central and two store nodes, each on its own embedded Postgres; a central server for central's
 * own menu.
 */

let rig: StoreNodeRig;
let one: RigStore;
let two: RigStore;

beforeAll(async () => {
  rig = await startStoreNodeRig({ stores: 2, centralServer: true });
  [one, two] = rig.stores as [RigStore, RigStore];
}, 300_000);
afterAll(async () => {
  await rig?.close();
}, 120_000);

const menuOf = async (kioskUrl: string): Promise<MenuData> =>
  (await (await fetch(`${kioskUrl}/functions/v1/get-menu-data-public?lang=tr`)).json()) as MenuData;
const productOf = (menu: MenuData, name: string) => {
  const found = menu.products.find((p) => p.name === name);
  if (!found) throw new Error(`${name} is not on the menu`);
  return found;
};
const idOf = (name: string) => productOf(one.menu, name).id;
const createOrder = (store: RigStore, names: string[]) =>
  store.call('POST', '/functions/v1/manage-orders/create', {
    items: names.map((name) => {
      const { product: _p, ...rest } = lineFor(store.menu, name);
      return rest;
    }),
  });
const stockAt = (database: Database, storeId: string, productId: string) =>
  database.db
    .selectFrom('product_stock')
    .select(['in_stock', 'sold_out_at', 'sold_out_until'])
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
const priceAt = async (database: Database, productId: string) =>
  Number(
    (
      await database.db
        .selectFrom('products')
        .select('price_minor')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).price_minor,
  );

describe('the 86 button at a store node is that store`s', () => {
  it('refused at the store, seen per store at central, sold elsewhere, kept over a central edit, back on expiry', async () => {
    const ayran = idOf('Ayran');
    const marked = await one.call('POST', `/functions/v1/products/${ayran}/sold-out`, { duration: '1h' });
    expect(marked.status).toBe(200);

    // the store's menu and order pricing refuse it
    expect(productOf(await menuOf(one.urls.kiosk), 'Ayran')).toMatchObject({
      in_stock: false,
      is_available: false,
    });
    const refused = await createOrder(one, ['Ayran']);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('product_sold_out');

    // central sees it, as store one's (the up flow); the products row at central is untouched
    const atCentral = await waitFor(
      "store one's 86 at central",
      () => stockAt(rig.central, one.storeId, ayran),
      (row) => row?.in_stock === false,
    );
    expect(atCentral?.sold_out_until).not.toBeNull();
    const centralProduct = await rig.central.db
      .selectFrom('products')
      .select('in_stock')
      .where('id', '=', ayran)
      .executeTakeFirstOrThrow();
    expect(centralProduct.in_stock).toBe(true);

    // store two and central's own menu still sell it
    expect(productOf(await menuOf(two.urls.kiosk), 'Ayran').is_available).toBe(true);
    expect((await two.sellCash(['Ayran'])).total_minor).toBeGreaterThan(0);
    const centralUrls = rig.centralServer?.urls;
    if (!centralUrls) throw new Error('no central server');
    expect(productOf(await menuOf(centralUrls.kiosk), 'Ayran').is_available).toBe(true);

    // a central edit of the same product (its price) reaches the store and does not undo its 86
    const price = await priceAt(rig.central, ayran);
    await rig.central.db
      .updateTable('products')
      .set({ price_minor: price + 100, updated_at: new Date() })
      .where('id', '=', ayran)
      .execute();
    await waitFor(
      'the new price at store one',
      () => menuOf(one.urls.kiosk),
      (menu) => productOf(menu, 'Ayran').price_minor === price + 100,
    );
    expect(productOf(await menuOf(one.urls.kiosk), 'Ayran').is_available).toBe(false);
    expect((await createOrder(one, ['Ayran'])).status).toBe(400);

    // its time is over: the store's expiry job brings it back, and central hears of it
    await one.db.db
      .updateTable('product_stock')
      .set({ sold_out_until: new Date(Date.now() - 1000) })
      .where('product_id', '=', ayran)
      .execute();
    await waitFor(
      'Ayran back on store one`s menu',
      () => menuOf(one.urls.kiosk),
      (menu) => productOf(menu, 'Ayran').is_available,
      20_000,
    );
    await waitFor(
      "store one's cleared 86 at central",
      () => stockAt(rig.central, one.storeId, ayran),
      (row) => row?.in_stock === true && row.sold_out_at === null,
    );
  }, 120_000);
});

describe('kiosk presence at a store node', () => {
  it('a sign-in and a heartbeat at the store reach central`s fleet data and survive a central edit of the account', async () => {
    const ip = nextIp();
    const kiosk = api(one.urls.kiosk);
    const signIn = await kiosk.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, ip);
    expect(signIn.status).toBe(200);
    const kioskId = signIn.body.user.id;
    const touched = await kiosk.call('POST', '/rest/v1/rpc/touch_kiosk_session', {
      token: signIn.body.access_token,
      body: {},
    });
    expect(touched.status).toBe(200);

    const presenceAt = (database: Database) =>
      database.db
        .selectFrom('kiosk_presence')
        .select(['store_id', 'last_login_at', 'last_ip_address', 'is_online', 'last_heartbeat_at'])
        .where('kiosk_user_id', '=', kioskId)
        .executeTakeFirst();
    const seen = await waitFor(
      'the kiosk`s sign-in at central',
      () => presenceAt(rig.central),
      (row) => row?.last_ip_address === ip && row.is_online,
    );
    expect(seen).toMatchObject({ store_id: one.storeId });
    expect(seen?.last_login_at).not.toBeNull();

    // central's fleet list (the admin's kiosk page) shows it
    const centralAdmin = api(rig.centralServer?.urls.admin ?? '');
    const admin = await centralAdmin.signIn(demo('admin').email, demo('admin').password, nextIp());
    expect(admin.status).toBe(200);
    const list = await centralAdmin.call<{
      data: Array<{ id: string; last_ip_address: string | null; last_login_at: string | null }>;
    }>('GET', '/rest/v1/kiosk_users', { token: admin.body.access_token });
    expect(list.status).toBe(200);
    expect(list.body.data.find((k) => k.id === kioskId)).toMatchObject({ last_ip_address: ip });
    expect(list.body.data.find((k) => k.id === kioskId)?.last_login_at).not.toBeNull();

    // central edits the kiosk account: the edit reaches the store, the presence stays on both sides
    await rig.central.db
      .updateTable('kiosk_users')
      .set({ device_name: 'Kasa önü kiosk (merkezden)' })
      .where('id', '=', kioskId)
      .execute();
    await waitFor(
      'the account edit at store one',
      () =>
        one.db.db
          .selectFrom('kiosk_users')
          .select('device_name')
          .where('id', '=', kioskId)
          .executeTakeFirst(),
      (row) => row?.device_name === 'Kasa önü kiosk (merkezden)',
    );
    expect(await presenceAt(one.db)).toMatchObject({ last_ip_address: ip, is_online: true });
    expect(await presenceAt(rig.central)).toMatchObject({ last_ip_address: ip, is_online: true });
  }, 120_000);
});

interface Event {
  type: string;
  channel?: string;
  event?: { event: string; table?: string; payload: Record<string, unknown> };
}

/** A kiosk's socket on a store node's realtime, joined to db-changes. */
async function kioskSocket(store: RigStore): Promise<{ events: Event[]; close: () => void }> {
  const signIn = await api(store.urls.kiosk).signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp());
  const ws = new WebSocket(
    `${store.urls.kiosk.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(signIn.body.access_token)}`,
  );
  const events: Event[] = [];
  ws.on('message', (data) => events.push(JSON.parse(data.toString()) as Event));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'join', channel: 'db-changes' }));
  await waitFor(
    'the kiosk socket joined db-changes',
    async () => events,
    (list) => list.some((e) => e.type === 'joined' && e.channel === 'db-changes'),
    10_000,
  );
  return { events, close: () => ws.close() };
}

/** Cuts (or restores) the link between central and store one: both subscriptions disabled (enabled). */
async function link(state: 'ENABLE' | 'DISABLE'): Promise<void> {
  const names = replicationNames(one.storeId);
  await sql.raw(`ALTER SUBSCRIPTION "${names.downSubscription}" ${state}`).execute(one.db.db);
  await sql.raw(`ALTER SUBSCRIPTION "${names.upSubscription}" ${state}`).execute(rig.central.db);
}

describe('the reverse: a price change made at central during an outage', () => {
  it('reaches the store node and its kiosks when the link returns; orders taken before keep their price', async () => {
    const socket = await kioskSocket(one);
    try {
      await link('DISABLE');
      const burger = idOf('Klasik Burger');
      const before = productOf(await menuOf(one.urls.kiosk), 'Klasik Burger').price_minor;

      // the outage: the store sells on at the old price; central changes the price meanwhile
      one.menu = await menuOf(one.urls.kiosk);
      const sold = [await one.sellCash(['Klasik Burger', 'Ayran']), await one.sellCash(['Klasik Burger'])];
      await rig.central.db
        .updateTable('products')
        .set({ price_minor: before + 250, updated_at: new Date() })
        .where('id', '=', burger)
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(productOf(await menuOf(one.urls.kiosk), 'Klasik Burger').price_minor).toBe(before);
      const linesAt = (database: Database) =>
        database.db
          .selectFrom('order_items')
          .select(['order_id', 'product_id', 'quantity', 'unit_price_minor', 'total_price_minor'])
          .where(
            'order_id',
            'in',
            sold.map((o) => o.id),
          )
          .orderBy('order_id')
          .orderBy('product_id')
          .execute();
      const storeLines = await linesAt(one.db);
      expect(
        storeLines.filter((l) => l.product_id === burger).map((l) => Number(l.unit_price_minor)),
      ).toEqual([before, before]);

      // the link returns: the change arrives and announces itself to the store's kiosks
      await link('ENABLE');
      const announced = await waitFor(
        'the price change on the kiosk`s socket',
        async () => socket.events,
        (list) =>
          list.some(
            (e) =>
              e.event?.table === 'products' &&
              e.event.payload.id === burger &&
              (e.event.payload.new as { price_minor?: number } | undefined)?.price_minor === before + 250,
          ),
        60_000,
      );
      expect(announced.length).toBeGreaterThan(0);
      expect(productOf(await menuOf(one.urls.kiosk), 'Klasik Burger').price_minor).toBe(before + 250);

      // the orders taken before keep their price, at the store and at central
      const ours = (rows: Awaited<ReturnType<typeof ordersAt>>) =>
        rows.filter((o) => sold.some((s) => s.id === o.id)).map((o) => ({ id: o.id, total: o.total_minor }));
      const storeOrders = ours(await ordersAt(one.db));
      expect(storeOrders.map((o) => Number(o.total))).toEqual(
        [...sold].sort((a, b) => a.id.localeCompare(b.id)).map((o) => o.total_minor),
      );
      await waitFor(
        'the outage`s orders at central',
        async () => ours(await ordersAt(rig.central)),
        (rows) => rows.length === sold.length,
        60_000,
      );
      expect(ours(await ordersAt(rig.central))).toEqual(storeOrders);
      expect(await linesAt(rig.central)).toEqual(await linesAt(one.db));
      expect(await linesAt(one.db)).toEqual(storeLines);
    } finally {
      socket.close();
      await link('ENABLE').catch(() => {});
    }
  }, 180_000);
});

const storeDeviceId = async () =>
  (
    await one.db.db
      .selectFrom('pos_devices')
      .select('id')
      .where('store_id', '=', one.storeId)
      .executeTakeFirstOrThrow()
  ).id;

describe('device state written at the store (pos_device_state, printer_state)', () => {
  it('a central edit of the store`s terminal and printer still arrives; the sequence never goes back', async () => {
    // central adds a printer for store one; the store's print worker would note its status
    const { id: printerId } = await rig.central.db
      .insertInto('printers')
      .values({ name: 'Mutfak 1', host: '127.0.0.1', port: 9100, store_id: one.storeId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const printerAt = (database: Database) =>
      database.db
        .selectFrom('printers')
        .select(['name', 'port'])
        .where('id', '=', printerId)
        .executeTakeFirst();
    await waitFor(
      'the printer at store one',
      () => printerAt(one.db),
      (row) => row?.port === 9100,
    );
    // central holds state rows of its own for them (as an admin's deactivation writes): the store's
    // first rows must merge into them, not stop the up flow on the key
    await rig.central.db.insertInto('printer_state').values({ printer_id: printerId }).execute();
    await rig.central.db
      .insertInto('pos_device_state')
      .values({ pos_device_id: one.deviceId || (await storeDeviceId()) })
      .onConflict((oc) => oc.column('pos_device_id').doNothing())
      .execute();

    // at the store: a till sale moves the terminal's sequence; the terminal answers, the printer is out of paper
    await one.openTill();
    await one.sellCash();
    await new PosDeviceRepository(one.db.db).update(one.deviceId, { connection_status: 'connected' });
    expect(await new PrintingRepository(one.db.db).setStatus(printerId, 'paper_out', 'kağıt yok')).toBe(true);
    const stateAt = (database: Database) =>
      database.db
        .selectFrom('pos_device_state')
        .select(['connection_status', 'last_sequence'])
        .where('pos_device_id', '=', one.deviceId)
        .executeTakeFirst();
    const before = await stateAt(one.db);
    expect(before).toMatchObject({ connection_status: 'connected' });
    const sequence = Number(before?.last_sequence);
    expect(sequence).toBeGreaterThan(0);
    // central's fleet data shows the store's view of its terminal and printer (an up table)
    await waitFor(
      'the store`s terminal state at central',
      () => stateAt(rig.central),
      (row) => row?.connection_status === 'connected' && Number(row.last_sequence) === sequence,
    );
    await waitFor(
      'the store`s printer state at central',
      () =>
        rig.central.db
          .selectFrom('printer_state')
          .selectAll()
          .where('printer_id', '=', printerId)
          .executeTakeFirst(),
      (row) => row?.status === 'paper_out' && row.last_error === 'kağıt yok',
    );

    // a device-info check at the store reports another identity: the store's copy of the device row
    // stays central's (else central's next edit of it would not arrive)
    await new PosDeviceRepository(one.db.db).markConnectedWithInfo(one.deviceId, {
      TerminalId: 'T-REPORTED',
      MerchantId: 'M-REPORTED',
      Version: '9.9.9',
    });
    const identity = (database: Database) =>
      database.db
        .selectFrom('pos_devices')
        .select(['terminal_id', 'merchant_id', 'firmware_version'])
        .where('id', '=', one.deviceId)
        .executeTakeFirstOrThrow();
    expect(await identity(one.db)).toEqual(await identity(rig.central));

    // central renames the terminal and moves the printer: both reach the store
    await rig.central.db
      .updateTable('pos_devices')
      .set({ device_name: 'Kasa 1 (merkezden)' })
      .where('id', '=', one.deviceId)
      .execute();
    await rig.central.db
      .updateTable('printers')
      .set({ name: 'Mutfak 1 (yeni)', port: 9101 })
      .where('id', '=', printerId)
      .execute();
    await waitFor(
      'the terminal`s new name at store one',
      () =>
        one.db.db
          .selectFrom('pos_devices')
          .select('device_name')
          .where('id', '=', one.deviceId)
          .executeTakeFirst(),
      (row) => row?.device_name === 'Kasa 1 (merkezden)',
    );
    await waitFor(
      'the printer`s new port at store one',
      () => printerAt(one.db),
      (row) => row?.port === 9101,
    );
    expect(await printerAt(one.db)).toEqual({ name: 'Mutfak 1 (yeni)', port: 9101 });

    // the store's own state is untouched: the sequence did not go back, the printer is still out of paper
    const kept = await stateAt(one.db);
    expect(kept?.connection_status).toBe('connected');
    expect(Number(kept?.last_sequence)).toBe(sequence);
    expect(
      await one.db.db
        .selectFrom('printer_state')
        .select('status')
        .where('printer_id', '=', printerId)
        .executeTakeFirst(),
    ).toEqual({ status: 'paper_out' });

    // the next sale works and takes a later sequence, seen at central too
    await one.sellCash();
    const after = Number((await stateAt(one.db))?.last_sequence);
    expect(after).toBeGreaterThan(sequence);
    await waitFor(
      'the later sequence at central',
      () => stateAt(rig.central),
      (row) => Number(row?.last_sequence) === after,
    );

    // a manager's approval PIN lives on the account (users, a down table): set at central only
    const storeAdmin = api(one.urls.admin);
    const manager = await storeAdmin.signIn(demo('admin').email, demo('admin').password, nextIp());
    expect(manager.status).toBe(200);
    const pin = await storeAdmin.call<{ error: { code: string } }>('PUT', '/rest/v1/me/approval-pin', {
      token: manager.body.access_token,
      body: { pin: '4321', password: demo('admin').password },
    });
    expect(pin.status).toBe(409);
    expect(pin.body.error.code).toBe('edit_at_central');
  }, 180_000);
});
