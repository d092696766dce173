import type { MenuData, OrderDetail, OrderSummary } from '@kiosk/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../src/repositories/server-secret.repository.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { UrlSigner } from '../src/storage/signed-urls.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid, openPaymentAttempt } from './support/order-payment-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let kiosk: string;
let menu: MenuData;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(() => server?.close());

async function newOrder(...names: string[]): Promise<OrderSummary> {
  const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: { items: names.map((n) => (({ product: _p, ...line }) => line)(lineFor(menu, n))) },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}
const detail = async (id: string) =>
  (
    await client.call<{ data: OrderDetail }>('GET', `/functions/v1/get-order-detail?orderId=${id}`, {
      token: admin,
    })
  ).body.data;
const move = (id: string, status: string, reason?: string) =>
  client.call('POST', '/functions/v1/update-order-status', {
    token: admin,
    body: { order_id: id, new_status: status, ...(reason ? { reason } : {}) },
  });

describe('get-orders', () => {
  it('pages 20 at a time with totals, filters by status and start date', async () => {
    for (let i = 0; i < 3; i += 1) await newOrder('Çay');
    const page = await client.call<{
      data: Array<{ status: string; order_items: Array<{ count: number }> }>;
      pagination: { total: number; totalPages: number };
    }>('GET', '/functions/v1/get-orders?page=1&limit=20', { token: admin });
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data[0]?.order_items).toEqual([{ count: 1 }]);
    const pending = await client.call<{ data: Array<{ status: string }> }>(
      'GET',
      '/functions/v1/get-orders?status=pending',
      { token: admin },
    );
    expect(pending.body.data.every((o) => o.status === 'pending_payment' || o.status === 'pending')).toBe(
      true,
    );
    const future = await client.call<{ pagination: { total: number } }>(
      'GET',
      `/functions/v1/get-orders?startDate=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
      { token: admin },
    );
    expect(future.body.pagination.total).toBe(0);
    expect((await client.call('GET', '/functions/v1/get-orders?status=bogus', { token: admin })).status).toBe(
      400,
    );
  });
});

describe('get-orders pages across days', () => {
  it('gives the same pages as a plain ordered query, for every page and filter', async () => {
    const db = server.database.db;
    await sql`
      INSERT INTO orders (order_number, reference_number, business_day, status, subtotal_minor, tax_minor, total_minor, created_at)
      SELECT 'T' || g, g, (now() - g * interval '7 hours')::date,
        (ARRAY['paid','completed','cancelled','pending_payment'])[1 + g % 4], 100, 10, 110, now() - g * interval '7 hours'
      FROM generate_series(1, 95) g`.execute(db);
    const from = new Date(Date.now() - 5 * 86_400_000);
    for (const [status, raw, startDate] of [
      [undefined, undefined, undefined],
      ['completed', ['completed'], undefined],
      ['confirmed', ['paid', 'confirmed'], from],
      [undefined, undefined, from],
      ['cancelled', ['cancelled', 'payment_failed', 'abandoned'], undefined],
    ] as const) {
      let expected = db.selectFrom('orders').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (raw) expected = expected.where('status', 'in', [...raw]);
      if (startDate) expected = expected.where('created_at', '>=', startDate);
      const ids = (await expected.execute()).map((r) => r.id);
      const pages = Math.ceil(ids.length / 20);
      for (let page = 1; page <= pages + 1; page += 1) {
        const query = new URLSearchParams({ page: String(page), limit: '20' });
        if (status) query.set('status', status);
        if (startDate) query.set('startDate', startDate.toISOString());
        const res = await client.call<{ data: Array<{ id: string }>; pagination: { total: number } }>(
          'GET',
          `/functions/v1/get-orders?${query}`,
          { token: admin },
        );
        expect(res.body.pagination.total, `${status} total`).toBe(ids.length);
        expect(
          res.body.data.map((o) => o.id),
          `${status} page ${page}`,
        ).toEqual(ids.slice((page - 1) * 20, page * 20));
      }
    }
  });
});

describe('order counts per day', () => {
  it('stay exact when many sessions create and move orders at once (one slot per session)', async () => {
    const db = server.database.db;
    const inserted = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        sql<{
          id: string;
        }>`INSERT INTO orders (order_number, reference_number, status, subtotal_minor, tax_minor,
            total_minor) VALUES (${`SLOT-${i}`}, ${i + 1}, 'pending_payment', 100, 10, 110) RETURNING id`.execute(
          db,
        ),
      ),
    );
    const ids = inserted.map((r) => r.rows[0]?.id ?? '');
    // moved on other sessions than the ones that made them, then some deleted
    await Promise.all(
      ids.map((id, i) =>
        sql`UPDATE orders SET status = ${i % 2 ? 'paid' : 'cancelled'} WHERE id = ${id}`.execute(db),
      ),
    );
    await Promise.all(ids.slice(0, 6).map((id) => sql`DELETE FROM orders WHERE id = ${id}`.execute(db)));
    const counted = await sql<{ day: string; status: string; n: number }>`
      SELECT business_day::text AS day, status, sum(n)::int AS n FROM order_day_counts
      GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`.execute(db);
    const actual = await sql<{ day: string; status: string; n: number }>`
      SELECT business_day::text AS day, status, count(*)::int AS n FROM orders GROUP BY 1, 2 ORDER BY 1, 2`.execute(
      db,
    );
    expect(counted.rows).toEqual(actual.rows);
    const slots = await sql<{
      n: number;
    }>`SELECT count(DISTINCT slot)::int AS n FROM order_day_counts`.execute(db);
    expect(slots.rows[0]?.n).toBeGreaterThan(1);
  });
});

describe('status changes', () => {
  it('walks the allowed steps and refuses the rest', async () => {
    const order = await newOrder('Ayran');
    await markOrderPaid(server.database.db, order.id);
    expect((await detail(order.id)).allowed_next_statuses).toEqual(['preparing', 'cancelled']);
    expect((await move(order.id, 'ready')).status).toBe(409);
    for (const status of ['preparing', 'ready', 'completed']) {
      expect((await move(order.id, status)).status, status).toBe(200);
    }
    const done = await detail(order.id);
    expect(done).toMatchObject({ status: 'completed', allowed_next_statuses: [], items_editable: false });
    expect(done.completed_at).not.toBeNull();
    const refused = await move(order.id, 'cancelled');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('invalid_transition');
  });

  it('offers an unpaid order only cancelling, and refuses to confirm or complete it', async () => {
    const order = await newOrder('Ayran');
    const before = await detail(order.id);
    expect(before).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    expect(before.allowed_next_statuses).toEqual(['cancelled']);
    const confirm = await move(order.id, 'confirmed');
    expect(confirm.status).toBe(409);
    expect(confirm.body.error?.code).toBe('order_not_paid');
    expect(confirm.body.error?.message).toMatch(/ödeme/i);
    for (const status of ['preparing', 'ready', 'completed']) {
      expect((await move(order.id, status)).status, status).toBe(409);
    }
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: 'pending_payment', version: before.version });
  });

  it('changes nothing while a payment is under way at the terminal', async () => {
    const order = await newOrder('Ayran');
    await openPaymentAttempt(server.database.db, order.id);
    const current = await detail(order.id);
    expect(current).toMatchObject({
      allowed_next_statuses: [],
      items_editable: false,
      items_lock: 'payment_in_progress',
    });
    const cancel = await move(order.id, 'cancelled', 'customer_request');
    expect(cancel.status).toBe(409);
    expect(cancel.body.error?.code).toBe('payment_in_progress');
    expect((await detail(order.id)).status).toBe('pending_payment');
  });

  it('records who cancelled, when and why', async () => {
    const order = await newOrder('Kola');
    expect((await move(order.id, 'cancelled', 'wrong_order')).status).toBe(200);
    const cancelled = await detail(order.id);
    expect(cancelled.metadata).toMatchObject({
      cancelled_by: demo('admin').email,
      cancel_reason: 'wrong_order',
      // when it was opened and by whom: the kiosk device that took it
      opened_at: cancelled.created_at,
      original_created_by: 'Kiosk K-DEMO0001',
    });
    expect(typeof cancelled.metadata.cancelled_at).toBe('string');
    const badReason = await client.call('POST', '/functions/v1/update-order-status', {
      token: admin,
      body: { order_id: order.id, new_status: 'cancelled', reason: 'because' },
    });
    expect(badReason.status).toBe(400);
  });
});

describe('editing items', () => {
  it('recomputes totals on the server, keeps existing prices and adds new products at catalogue price', async () => {
    const order = await newOrder('Klasik Burger', 'Çay');
    const before = await detail(order.id);
    const burgerLine = before.order_items[0];
    const ayran = menu.products.find((p) => p.name === 'Ayran');
    const res = await client.call<{ data: OrderDetail }>('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: {
        order_id: order.id,
        version: before.version,
        items: [
          { id: burgerLine?.id, product_id: burgerLine?.product?.id, quantity: 2 },
          { product_id: ayran?.id, quantity: 3 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = res.body.data;
    expect(after.order_items.map((i) => [i.product_name, i.quantity, i.unit_price_minor])).toEqual([
      ['Klasik Burger', 2, burgerLine?.unit_price_minor],
      ['Ayran', 3, ayran?.price_minor],
    ]);
    // Lines carry the product's SKU: kept from the kiosk order, copied from the catalogue when added.
    expect(after.order_items.map((i) => i.product_sku)).toEqual([
      burgerLine?.product_sku,
      expect.stringMatching(/^[A-Z]{3}-\d{3}$/),
    ]);
    expect(burgerLine?.product_sku).toMatch(/^[A-Z]{3}-\d{3}$/);
    const names = (line: OrderDetail['order_items'][number] | undefined) =>
      line?.configurations.map((c) => [c.step_name, c.option_name, c.quantity, c.unit_price_minor]);
    expect(names(after.order_items[0])).toEqual(names(burgerLine));
    expect(after.total_amount_minor).toBe(
      (burgerLine?.unit_price_minor ?? 0) * 2 + (ayran?.price_minor ?? 0) * 3,
    );
    expect(after.version).toBe(before.version + 1);

    // An edit made against the older version is refused.
    const stale = await client.call('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: { order_id: order.id, version: before.version, items: [{ product_id: ayran?.id, quantity: 1 }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('version_conflict');

    const empty = await client.call('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: { order_id: order.id, version: after.version, items: [] },
    });
    expect(empty.status).toBe(400);
    const zero = await client.call('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: { order_id: order.id, version: after.version, items: [{ product_id: ayran?.id, quantity: 0 }] },
    });
    expect(zero.status).toBe(400);
  });

  it("takes the spec's request shape too: no version, no line ids, client prices ignored", async () => {
    const order = await newOrder('Klasik Burger', 'Çay');
    const before = await detail(order.id);
    const [burger, tea] = before.order_items;
    const res = await client.call<{ data: OrderDetail }>('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: {
        order_id: order.id,
        items: [
          {
            product_id: burger?.product?.id,
            product_name: 'Bedava Burger',
            product_sku: 'X',
            quantity: 2,
            unit_price: 1,
            vat_rate: 0,
          },
          {
            product_id: tea?.product?.id,
            product_name: 'Çay',
            product_sku: null,
            quantity: 1,
            unit_price: 1,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = res.body.data;
    // each line kept its own price, name and customizations (matched by product)
    expect(after.order_items.map((i) => [i.product_name, i.quantity, i.unit_price_minor])).toEqual([
      ['Klasik Burger', 2, burger?.unit_price_minor],
      ['Çay', 1, tea?.unit_price_minor],
    ]);
    const choices = (line: OrderDetail['order_items'][number] | undefined) =>
      line?.configurations.map(({ id: _id, ...choice }) => choice);
    expect(choices(after.order_items[0])).toEqual(choices(burger));
    expect(choices(burger)?.length).toBeGreaterThan(0);
    expect(after.version).toBe(before.version + 1);
    const inactive = await server.database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('name', '=', 'Maden Suyu')
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await client.call('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: { order_id: order.id, items: [{ product_id: inactive.id, quantity: 1 }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details?.[0]).toMatchObject({ field: 'items.0', key: 'productUnavailable' });
  });

  it('refuses to edit a completed or cancelled order', async () => {
    const order = await newOrder('Su');
    await move(order.id, 'cancelled');
    const current = await detail(order.id);
    const res = await client.call('POST', '/functions/v1/update-order-items', {
      token: admin,
      body: {
        order_id: order.id,
        version: current.version,
        items: [{ product_id: current.order_items[0]?.product?.id, quantity: 2 }],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('order_not_editable');
  });
});

describe('editing a paid or being-paid order', () => {
  const ayran = () => menu.products.find((p) => p.name === 'Ayran');
  const edit = (orderId: string, version: number | undefined, items: unknown[]) =>
    client.call<{ data?: OrderDetail; error?: { code: string; message: string } }>(
      'POST',
      '/functions/v1/update-order-items',
      { token: admin, body: { order_id: orderId, ...(version === undefined ? {} : { version }), items } },
    );
  const keep = (order: OrderDetail) =>
    order.order_items.map((i) => ({ id: i.id, product_id: i.product?.id, quantity: i.quantity }));

  it("refuses an edit that changes a paid order's total, and says to cancel and refund instead", async () => {
    const order = await newOrder('Klasik Burger', 'Çay');
    await markOrderPaid(server.database.db, order.id);
    const before = await detail(order.id);
    const res = await edit(order.id, before.version, [
      ...keep(before),
      { product_id: ayran()?.id, quantity: 1 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('order_paid_total_locked');
    expect(res.body.error?.message).toMatch(/iade/i);
    // the detail says why the lines are locked, for the edit dialog
    expect(before).toMatchObject({ payment_status: 'paid', items_editable: false, items_lock: 'paid' });
    // nothing changed: same total, same lines, same version, still paid
    const after = await detail(order.id);
    expect(after).toMatchObject({
      total_amount_minor: before.total_amount_minor,
      version: before.version,
      payment_status: 'paid',
    });
    expect(after.order_items.map((i) => i.id)).toEqual(before.order_items.map((i) => i.id));
    // the spec's request shape (no version) is refused the same way; so is lowering a quantity
    expect(
      (await edit(order.id, undefined, [{ product_id: before.order_items[0]?.product?.id, quantity: 1 }]))
        .body.error?.code,
    ).toBe('order_paid_total_locked');
  });

  it("lets an edit through that keeps a paid order's totals (the lines reordered)", async () => {
    const order = await newOrder('Klasik Burger', 'Çay');
    await markOrderPaid(server.database.db, order.id);
    const before = await detail(order.id);
    const res = await edit(order.id, before.version, keep(before).reverse());
    expect(res.status).toBe(200);
    expect(res.body.data?.order_items.map((i) => i.product_name)).toEqual(['Çay', 'Klasik Burger']);
    expect(res.body.data?.total_amount_minor).toBe(before.total_amount_minor);
  });

  it('refuses to change the lines while a payment is under way at the terminal (as the till does)', async () => {
    const order = await newOrder('Klasik Burger');
    await openPaymentAttempt(server.database.db, order.id);
    const before = await detail(order.id);
    const res = await edit(order.id, before.version, [
      ...keep(before),
      { product_id: ayran()?.id, quantity: 1 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('payment_in_progress');
    expect((await detail(order.id)).total_amount_minor).toBe(before.total_amount_minor);
  });

  it('sees a payment attempt being recorded while the edit waits for the order row', async () => {
    const order = await newOrder('Klasik Burger');
    const before = await detail(order.id);
    let answer: ReturnType<typeof edit> | undefined;
    await server.database.db.transaction().execute(async (trx) => {
      // the attempt's insert holds a key-share lock on the order row until it commits
      await openPaymentAttempt(trx, order.id);
      answer = edit(order.id, before.version, [...keep(before), { product_id: ayran()?.id, quantity: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await (answer as ReturnType<typeof edit>);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('payment_in_progress');
    expect((await detail(order.id)).total_amount_minor).toBe(before.total_amount_minor);
  });
});

describe('receipts', () => {
  it('gives a 5-minute signed link; an expired or altered link gets 403', async () => {
    const order = await newOrder('Simit');
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const path = `orders/${order.id}/customer-test.png`;
    await new PostgresStorage(server.database.db).put('receipts', path, png, { contentType: 'image/png' });
    await server.database.db
      .insertInto('order_receipts')
      .values({ order_id: order.id, receipt_type: 'customer', storage_path: path })
      .execute();

    const link = await client.call<{ url: string; urls: { original: string } }>(
      'POST',
      '/functions/v1/get-receipt-url',
      {
        token: admin,
        body: { orderId: order.id, receiptType: 'customer' },
      },
    );
    expect(link.status).toBe(200);
    expect(link.body.urls.original).toBe(link.body.url);
    const image = await fetch(`${server.urls.admin}${link.body.url}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const tampered = link.body.url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 3600}`);
    expect((await fetch(`${server.urls.admin}${tampered}`)).status).toBe(403);
    const signer = new UrlSigner(await sharedSecret(server.database.db, 'signed_url_key'));
    const expired = signer.sign('receipts', path, -1);
    expect((await fetch(`${server.urls.admin}${expired}`)).status).toBe(403);
    // Private bucket: no public read.
    expect((await fetch(`${server.urls.admin}/storage/v1/object/public/receipts/${path}`)).status).toBe(404);
    const none = await client.call('POST', '/functions/v1/get-receipt-url', {
      token: admin,
      body: { orderId: order.id, receiptType: 'merchant' },
    });
    expect(none.status).toBe(404);
    expect(none.body.error?.message).toBe('Fiş bulunamadı');
  });
});
