import type { OrderSummary } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { ordersAt, type StoreNodeRig, startStoreNodeRig, waitFor } from './support/store-node-rig.js';

// Issue 36, ownership: two store nodes sell at once through one central. Order and queue numbers
// are per store, so nothing collides at central; each store node holds only its own store's rows;
// central refuses to change a store node's order (409 order_owned_by_store_node) and a store node
// refuses a catalogue edit (409 edit_at_central).

const CENTRAL_ADMIN_URL = 'https://merkez.example.com';
let rig: StoreNodeRig;
let centralAdmin = '';
let centralCashier = '';

type Answer = {
  status: number;
  body: Record<string, unknown> & { data?: unknown; error?: { code: string } };
};

async function call(
  base: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': nextIp(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const signIn = async (base: string, who: 'super_admin' | 'cashier') => {
  const res = await api(base).signIn(demo(who).email, demo(who).password, nextIp());
  if (res.status !== 200) throw new Error(`${who} sign-in at ${base}: ${res.status}`);
  return (res.body as { access_token: string }).access_token;
};

beforeAll(async () => {
  rig = await startStoreNodeRig({
    stores: 2,
    centralServer: true,
    storeEnv: { CENTRAL_ADMIN_URL },
  });
  const central = rig.centralServer?.urls.admin ?? '';
  centralAdmin = await signIn(central, 'super_admin');
  centralCashier = await signIn(rig.centralServer?.urls.sale ?? '', 'cashier');
}, 300_000);
afterAll(() => rig?.close(), 120_000);

const centralUrl = () => rig.centralServer?.urls.admin ?? '';
const storeIdsOf = async (
  db: StoreNodeRig['central'],
  table: 'orders' | 'pos_devices' | 'kiosk_users' | 'printers',
) =>
  (
    await sql<{
      store_id: string | null;
    }>`SELECT DISTINCT store_id FROM ${sql.table(table)} ORDER BY 1`.execute(db.db)
  ).rows.map((r) => r.store_id);

describe('two store nodes selling at once through one central', () => {
  const sold: Array<{ store: number; order: OrderSummary }> = [];

  it('central gets every order of both, with no number or id collision', async () => {
    const [one, two] = rig.stores;
    if (!one || !two) throw new Error('two stores');
    const rounds = 4;
    // both tills sell at the same time (each its orders one after the other, as one till does)
    const made = (
      await Promise.all(
        [one, two].map(async (store) => {
          const mine: Array<{ store: number; order: OrderSummary }> = [];
          for (let i = 0; i < rounds; i += 1)
            mine.push({ store: store.index, order: await store.sellCash() });
          return mine;
        }),
      )
    ).flat();
    sold.push(...made);
    const ids = made.map((m) => m.order.id);
    expect(new Set(ids).size).toBe(2 * rounds);

    const atCentral = await waitFor(
      "both stores' orders at central",
      () => ordersAt(rig.central),
      (rows) => ids.every((id) => rows.some((r) => r.id === id && r.parts === 1)),
      60_000,
    );
    expect(atCentral.filter((r) => ids.includes(r.id))).toHaveLength(2 * rounds);
    const rows = await rig.central.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'reference_number', 'store_id'])
      .where('id', 'in', ids)
      .execute();
    for (const { store, order } of made) {
      const row = rows.find((r) => r.id === order.id);
      expect(row?.store_id).toBe(rig.stores[store - 1]?.storeId);
      expect(row?.order_number).toBe(order.order_number);
    }
    // each store numbers on its own: both made the same numbers, and central holds both
    for (const store of [one, two]) {
      const mine = rows.filter((r) => r.store_id === store.storeId);
      expect(new Set(mine.map((r) => r.order_number)).size).toBe(rounds);
      expect(new Set(mine.map((r) => r.reference_number)).size).toBe(rounds);
    }
    const numbersOf = (storeId: string) =>
      new Set(rows.filter((r) => r.store_id === storeId).map((r) => r.order_number));
    const shared = [...numbersOf(one.storeId)].filter((n) => numbersOf(two.storeId).has(n));
    expect(shared.length).toBeGreaterThan(0);
  });

  it('finds both orders of a number both stores made, in the back office at central', async () => {
    const [one, two] = rig.stores;
    const number = sold.find((s) => s.store === 1)?.order.order_number ?? '';
    const twin = sold.find((s) => s.store === 2 && s.order.order_number === number);
    expect(twin, 'store 2 made the same number').toBeDefined();
    const found = await call(
      centralUrl(),
      centralAdmin,
      'GET',
      `/functions/v1/get-orders?q=${number}&page=1`,
    );
    expect(found.status).toBe(200);
    const list = found.body.data as Array<{ id: string; order_number: string }>;
    expect(
      list
        .filter((o) => o.order_number === number)
        .map((o) => o.id)
        .sort(),
    ).toEqual(
      [sold.find((s) => s.store === 1 && s.order.order_number === number)?.order.id, twin?.order.id].sort(),
    );
    for (const store of [one, two]) {
      const detail = await call(
        centralUrl(),
        centralAdmin,
        'GET',
        `/functions/v1/get-order-detail?orderId=${sold.find((s) => s.store === store?.index && s.order.order_number === number)?.order.id}`,
      );
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        order_number: number,
        owned_by_store_node: true,
        items_editable: false,
      });
    }
  });

  it("each store node holds only its own store's orders, devices, kiosk accounts and printers", async () => {
    for (const store of rig.stores) {
      expect(await storeIdsOf(store.db, 'orders')).toEqual([store.storeId]);
      for (const table of ['pos_devices', 'kiosk_users', 'printers'] as const) {
        const stores = await storeIdsOf(store.db, table);
        expect(
          stores.every((id) => id === store.storeId),
          `${table} at store ${store.index}: ${stores}`,
        ).toBe(true);
      }
    }
    expect((await storeIdsOf(rig.central, 'orders')).filter(Boolean)).toEqual(
      expect.arrayContaining(rig.stores.map((s) => s.storeId)),
    );
  });
});

describe("central refuses to change a store node's order", () => {
  it('answers 409 order_owned_by_store_node to an edit, a cancel and a refund, and changes nothing', async () => {
    const store = rig.stores[0];
    if (!store) throw new Error('a store');
    // an open order at the store (not paid: editable and cancellable by the rules) and a paid one
    const { product: _p, ...line } = lineFor(store.menu, 'Ayran');
    const open = await store.call('POST', '/functions/v1/manage-orders/create', { items: [line] });
    expect(open.status).toBe(201);
    const openId = open.body.data.id as string;
    const paid = await store.sellCash(['Ayran']);
    const before = await waitFor(
      'the orders at central',
      () => ordersAt(rig.central),
      (rows) => rows.some((r) => r.id === openId) && rows.some((r) => r.id === paid.id && r.parts === 1),
      60_000,
    );

    const refusals: Answer[] = [
      await call(centralUrl(), centralAdmin, 'POST', '/functions/v1/update-order-items', {
        order_id: openId,
        items: [{ product_id: line.product_id, quantity: 3 }],
      }),
      await call(centralUrl(), centralAdmin, 'POST', '/functions/v1/update-order-status', {
        order_id: openId,
        new_status: 'cancelled',
        reason: 'other',
      }),
      await call(centralUrl(), centralCashier, 'POST', `/api/till/orders/${paid.id}/refunds`, {
        pos_device_id: store.deviceId,
        reason: 'müşteri iade',
      }),
    ];
    for (const answer of refusals) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.error?.code, JSON.stringify(answer.body)).toBe('order_owned_by_store_node');
      expect(JSON.stringify(answer.body)).toMatch(/mağazada yapın.*make the change at the store/);
    }
    const after = await ordersAt(rig.central);
    const pick = (rows: typeof after) => rows.filter((r) => [openId, paid.id].includes(r.id));
    expect(pick(after)).toEqual(pick(before));
    const reversals = await rig.central.db
      .selectFrom('payment_reversals')
      .select('id')
      .where('order_id', '=', paid.id)
      .execute();
    expect(reversals).toEqual([]);
  });
});

describe('a store node accepts no catalogue edit', () => {
  it('answers 409 edit_at_central with central admin address to a product save, and changes nothing', async () => {
    const store = rig.stores[0];
    if (!store) throw new Error('a store');
    const admin = await signIn(store.urls.admin, 'super_admin');
    const product = await store.db.db
      .selectFrom('products')
      .select(['id', 'name', 'price_minor'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const saved = await call(store.urls.admin, admin, 'PATCH', `/rest/v1/products/${product.id}`, {
      price_minor: Number(product.price_minor) + 100,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(409);
    expect(saved.body.error).toMatchObject({
      code: 'edit_at_central',
      details: { central_admin_url: CENTRAL_ADMIN_URL },
    });
    const created = await call(store.urls.admin, admin, 'PUT', '/rest/v1/settings/business_name', {
      value: 'x',
    });
    expect(created.status).toBe(409);
    const now = await store.db.db
      .selectFrom('products')
      .select(['name', 'price_minor'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ name: product.name, price_minor: product.price_minor });

    const node = await call(store.urls.admin, admin, 'GET', '/api/node');
    expect(node.body.data).toEqual({
      role: 'store',
      store_id: store.storeId,
      central_admin_url: CENTRAL_ADMIN_URL,
    });
    // the device-driven writes stay open: the 86 button answers as it does anywhere
    const soldOut = await call(
      store.urls.admin,
      admin,
      'POST',
      `/functions/v1/products/${product.id}/sold-out`,
      {},
    );
    expect(soldOut.body.error?.code).not.toBe('edit_at_central');
  });

  it('central itself edits the catalogue (its answer to GET /api/node says central)', async () => {
    const node = await call(centralUrl(), centralAdmin, 'GET', '/api/node');
    expect(node.body.data).toEqual({ role: 'central', store_id: null, central_admin_url: null });
  });
});
