import type { MenuData, OrderSummary } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid, openPaymentAttempt } from './support/order-payment-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let kiosk: string;
let cashier: string;
let menu: MenuData;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.kiosk);
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(() => server?.close());

type Created = {
  success: true;
  data: OrderSummary;
  error?: { code: string; message: string; details?: Array<{ field: string; key?: string }> };
};
const create = (body: unknown, key?: string, token = kiosk) =>
  fetch(`${server.urls.kiosk}/functions/v1/manage-orders/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, headers: res.headers, body: (await res.json()) as Created }));

/** The day's queue sequence of the store an order was made in (queue numbers are per store and day). */
const queueSequence = async (orderId: string) =>
  (
    await sql<{ name: string }>`
      SELECT 'order_queue_' || to_char(current_date, 'YYYYMMDD') || coalesce('_' || replace(store_id::text, '-', ''), '')
        AS name FROM orders WHERE id = ${orderId}`.execute(server.database.db)
  ).rows[0]?.name ?? '';

const strip = ({ product: _p, ...line }: ReturnType<typeof lineFor>) => line;

describe('creating orders', () => {
  it('prices the cart on the server from the current menu, whatever the client thinks', async () => {
    const burger = lineFor(menu, 'Klasik Burger', 2, { 'Ekmek Seçimi': ['Glütensiz'] });
    const tea = lineFor(menu, 'Çay', 3);
    const res = await create(
      { order_type: 'takeaway', items: [{ ...strip(burger), unit_price_minor: 1 }, strip(tea)] },
      'order-key-0001',
    );
    expect(res.status).toBe(201);
    const order = res.body.data;
    const gluten = menu.configurationOptions.find((o) => o.name === 'Glütensiz');
    const burgerUnit = burger.product.price_minor + (gluten?.price_minor ?? 0);
    expect(order.items.map((i) => [i.product_name, i.quantity, i.unit_price_minor])).toEqual([
      ['Klasik Burger', 2, burgerUnit],
      ['Çay', 3, tea.product.price_minor],
    ]);
    expect(order.total_minor).toBe(burgerUnit * 2 + tea.product.price_minor * 3);
    expect(order.tax_minor).toBe(order.items.reduce((s, i) => s + i.vat_minor, 0));
    expect(order).toMatchObject({
      status: 'pending_payment',
      order_type: 'takeaway',
      payment_status: 'pending',
    });
    expect(order.order_number).toMatch(/^\d{6}-\d{5}$/);
    expect(order.reference_number).toBeGreaterThanOrEqual(1);
    expect(order.items[0]?.configurations.map((c) => c.option_name)).toContain('Glütensiz');
  });

  it('charges a price change on the very next order, also among orders created together', async () => {
    const tea = lineFor(menu, 'Çay', 1);
    const body = { items: [strip(tea)] };
    const before = await Promise.all(Array.from({ length: 4 }, () => create(body)));
    await sql`UPDATE products SET price_minor = price_minor + 100 WHERE id = ${tea.product.id}::uuid`.execute(
      server.database.db,
    );
    try {
      const after = await Promise.all(Array.from({ length: 4 }, () => create(body)));
      expect(before.map((r) => r.body.data.total_minor)).toEqual(Array(4).fill(tea.product.price_minor));
      expect(after.map((r) => r.body.data.total_minor)).toEqual(Array(4).fill(tea.product.price_minor + 100));
    } finally {
      await sql`UPDATE products SET price_minor = ${tea.product.price_minor} WHERE id = ${tea.product.id}::uuid`.execute(
        server.database.db,
      );
    }
  });

  it('replays the first answer for the same key and creates nothing more', async () => {
    const body = { items: [strip(lineFor(menu, 'Ayran'))] };
    const first = await create(body, 'order-key-0002');
    const again = await create(body, 'order-key-0002');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    // The stored answer is the first answer, its numbers included.
    expect(again.body).toEqual(first.body);
    const different = await create({ items: [strip(lineFor(menu, 'Kola'))] }, 'order-key-0002');
    expect(different.status).toBe(422);
    expect(different.body.error?.code).toBe('idempotency_key_reused');
  });

  it('gives one order for the same request sent twice at once', async () => {
    const body = { items: [strip(lineFor(menu, 'Limonata', 2))] };
    const before = await server.database.db.selectFrom('orders').select('id').execute();
    const [a, b] = await Promise.all([create(body, 'order-key-0003'), create(body, 'order-key-0003')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const after = await server.database.db.selectFrom('orders').select('id').execute();
    expect(after.length - before.length).toBe(1);
  });

  it('refuses the same key with another body sent at the same time: one order, one 422', async () => {
    const [a, b] = await Promise.all([
      create({ items: [strip(lineFor(menu, 'Ayran'))] }, 'order-key-0004'),
      create({ items: [strip(lineFor(menu, 'Kola'))] }, 'order-key-0004'),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const keyed = await server.database.db
      .selectFrom('idempotency_keys')
      .select(['status_code'])
      .where('key', '=', 'order-key-0004')
      .execute();
    expect(keyed).toEqual([{ status_code: 201 }]);
  });

  it('answers with the order as it is stored, lines, totals and numbers alike', async () => {
    const created = await create({
      items: [strip(lineFor(menu, 'Klasik Burger')), strip(lineFor(menu, 'Ayran', 2))],
      notes: 'Kapıda',
    });
    expect(created.status).toBe(201);
    const list = await api(server.urls.admin).call<{ data: OrderSummary[] }>(
      'GET',
      '/functions/v1/manage-orders/list',
      { token: cashier },
    );
    const stored = list.body.data.find((o) => o.id === created.body.data.id);
    // the till's list adds the payment as shown (issue 29 item 4): nothing paid yet
    expect(stored).toEqual({ ...created.body.data, payment_state: 'pending' });
    expect(created.body.data.items).toHaveLength(2);
  });

  it('gives concurrent orders distinct queue numbers that follow on and wrap after 999', async () => {
    const body = { items: [strip(lineFor(menu, 'Ayran'))] };
    const made = await Promise.all(Array.from({ length: 8 }, () => create(body)));
    expect(made.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = made.map((r) => r.body.data.reference_number).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)).toBe((numbers[0] ?? 0) + 7);
    // A replay takes no number: the next order follows straight on.
    await create(body, 'order-key-0009');
    const replayed = await create(body, 'order-key-0009');
    const next = await create(body);
    expect(next.body.data.reference_number).toBe(replayed.body.data.reference_number + 1);
    await sql`SELECT setval(${await queueSequence(next.body.data.id)}::regclass, 998)`.execute(
      server.database.db,
    );
    const [n999, n1] = [await create(body), await create(body)];
    expect([n999.body.data.reference_number, n1.body.data.reference_number]).toEqual([999, 1]);
  });

  it("numbers the day's first orders 1, 2, 3... even when they all arrive at once", async () => {
    // As at the start of a day: its sequence does not exist yet, and eight orders race to make it.
    const body = { items: [strip(lineFor(menu, 'Ayran'))] };
    const sequence = await queueSequence((await create(body)).body.data.id);
    expect(sequence).toMatch(/^order_queue_\d{8}_[0-9a-f]{32}$/); // the kiosk's store
    await sql`DROP SEQUENCE IF EXISTS ${sql.id(sequence)}`.execute(server.database.db);
    const made = await Promise.all(Array.from({ length: 8 }, () => create(body)));
    expect(made.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(made.map((r) => r.body.data.reference_number).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it("keeps the outlet's business day (Europe/Istanbul), not the server's, in numbers and queues", async () => {
    const session = await sql<{ zone: string; day: string }>`
      SELECT current_setting('TimeZone') AS zone, ('2026-11-21 22:30:00+00'::timestamptz)::date::text AS day`.execute(
      server.database.db,
    );
    // 22:30 UTC is already the next day in Istanbul (UTC+3)
    expect(session.rows[0]).toEqual({ zone: 'Europe/Istanbul', day: '2026-11-22' });
    const made = await create({ items: [strip(lineFor(menu, 'Ayran'))] });
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(made.body.data.created_at));
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    expect(made.body.data.order_number.slice(0, 6)).toBe(`${part('year')}${part('month')}${part('day')}`);
    expect(() => loadConfig({ OUTLET_TIME_ZONE: 'Mars/Olympus' })).toThrow(/OUTLET_TIME_ZONE/);
    expect(() => loadConfig({ OUTLET_TIME_ZONE: "UTC' -c log_statement=all" })).toThrow(/OUTLET_TIME_ZONE/);
    expect(loadConfig({ OUTLET_TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
  });

  it('refuses unavailable products and invalid selections, naming the line', async () => {
    const juice = menu.products.find((p) => p.name === 'Taze Portakal Suyu');
    const burger = lineFor(menu, 'Klasik Burger');
    const breadStep = Object.keys(burger.selection)[0] as string;
    const res = await create({
      items: [
        strip(lineFor(menu, 'Çay')),
        { product_id: juice?.id, quantity: 1, selection: {} },
        { ...strip(burger), selection: { ...burger.selection, [breadStep]: {} } },
        { product_id: '00000000-0000-4000-8000-0000000000aa', quantity: 1, selection: {} },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.details?.map((d) => [d.field, d.key])).toEqual([
      ['items.1', 'product_sold_out'],
      ['items.2', 'required_selections'],
      ['items.3', 'product_unavailable'],
    ]);
  });

  it('asks for the customer details at the threshold and names the wrong fields', async () => {
    const line = lineFor(menu, 'Klasik Burger', 30);
    const missing = await create({ items: [strip(line)] });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.code).toBe('customer_info_required');
    const wrong = await create({
      items: [strip(line)],
      customer: { firstName: 'Ali', familyName: 'Veli', tcKimlikNo: '12345678901', district: 'Kadıköy' },
    });
    expect(wrong.body.error?.details?.map((d) => d.field)).toEqual(['customer.tcKimlikNo']);
    const right = await create({
      items: [strip(line)],
      customer: { firstName: 'Ali', familyName: 'Veli', tcKimlikNo: '10000000146', district: 'Kadıköy' },
    });
    expect(right.status).toBe(201);
  });

  it('lists orders for staff and changes their status', async () => {
    const list = await api(server.urls.admin).call<{ success: boolean; data: OrderSummary[] }>(
      'GET',
      '/functions/v1/manage-orders/list',
      { token: cashier },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(4);
    const target = list.body.data[0] as OrderSummary;
    const changed = await api(server.urls.admin).call<{ data: OrderSummary }>(
      'POST',
      '/functions/v1/manage-orders/update-status',
      {
        token: cashier,
        body: { orderId: target.id, status: 'cancelled', reason: 'customer_request' },
      },
    );
    expect(changed.body.data.status).toBe('cancelled');
    expect(
      (await api(server.urls.admin).call('GET', '/functions/v1/manage-orders/list', { token: kiosk })).status,
    ).toBe(403);
  });
});

describe('status changes respect payment (manage-orders/update-status)', () => {
  const newOrder = async () => {
    const res = await create({ items: [strip(lineFor(menu, 'Ayran'))] });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const setStatus = (orderId: string, status: string, reason?: string) =>
    api(server.urls.admin).call<{ data?: OrderSummary; error?: { code: string; message: string } }>(
      'POST',
      '/functions/v1/manage-orders/update-status',
      { token: cashier, body: { orderId, status, ...(reason ? { reason } : {}) } },
    );
  const statusOf = async (id: string) =>
    (
      await server.database.db
        .selectFrom('orders')
        .select(['status', 'payment_status', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('refuses to confirm, prepare, ready or complete an unpaid kiosk order; cancelling stays open', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    const confirm = await setStatus(order.id, 'confirmed');
    expect(confirm.status).toBe(409);
    expect(confirm.body.error?.code).toBe('order_not_paid');
    expect(confirm.body.error?.message).toMatch(/ödeme/i);
    // the kitchen steps and completing are not next steps of an unpaid order at all
    for (const status of ['preparing', 'ready', 'completed']) {
      const res = await setStatus(order.id, status);
      expect(res.status, status).toBe(409);
    }
    expect(await statusOf(order.id)).toBe('pending_payment');
    const cancel = await setStatus(order.id, 'cancelled', 'customer_request');
    expect(cancel.status).toBe(200);
    expect(cancel.body.data?.status).toBe('cancelled');
  });

  it('walks a paid order through the kitchen to completed', async () => {
    const order = await newOrder();
    await markOrderPaid(server.database.db, order.id);
    for (const status of ['preparing', 'ready', 'completed']) {
      const res = await setStatus(order.id, status);
      expect(res.status, status).toBe(200);
      expect(res.body.data?.status).toBe(status);
    }
  });

  it('changes nothing while a payment is under way at the terminal', async () => {
    const order = await newOrder();
    await openPaymentAttempt(server.database.db, order.id);
    const cancel = await setStatus(order.id, 'cancelled');
    expect(cancel.status).toBe(409);
    expect(cancel.body.error?.code).toBe('payment_in_progress');
    expect(await statusOf(order.id)).toBe('pending_payment');
  });

  it('sees a payment attempt that is being recorded while the change waits (row lock)', async () => {
    const order = await newOrder();
    let answer: ReturnType<typeof setStatus> | undefined;
    await server.database.db.transaction().execute(async (trx) => {
      // the attempt's insert holds a key-share lock on the order until it commits
      await openPaymentAttempt(trx, order.id);
      answer = setStatus(order.id, 'cancelled');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await (answer as ReturnType<typeof setStatus>);
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('payment_in_progress');
    expect(await statusOf(order.id)).toBe('pending_payment');
  });

  it('applies one of two identical changes sent at once (compare-and-set)', async () => {
    const order = await newOrder();
    await markOrderPaid(server.database.db, order.id);
    const answers = await Promise.all([setStatus(order.id, 'preparing'), setStatus(order.id, 'preparing')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('status history: the POS route and the admin route record their change alike', () => {
  it('manage-orders/update-status (cashier) and update-order-status (admin) each add {from, to, by, at}', async () => {
    const adminApi = api(server.urls.admin);
    const admin = (await adminApi.signIn(demo('admin').email, demo('admin').password, nextIp())).body
      .access_token;
    const created = await create({ items: [strip(lineFor(menu, 'Ayran'))] });
    expect(created.status).toBe(201);
    const orderId = created.body.data.id;
    await markOrderPaid(server.database.db, orderId);
    const before = Date.now();

    const pos = await adminApi.call('POST', '/functions/v1/manage-orders/update-status', {
      token: cashier,
      body: { orderId, status: 'preparing' },
    });
    expect(pos.status).toBe(200);
    const back = await adminApi.call('POST', '/functions/v1/update-order-status', {
      token: admin,
      body: { order_id: orderId, new_status: 'ready' },
    });
    expect(back.status).toBe(200);

    const row = await server.database.db
      .selectFrom('orders')
      .select(['status', 'metadata'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
    const history = (row.metadata as { status_history?: Array<Record<string, string>> }).status_history;
    expect(history).toEqual([
      { from: 'paid', to: 'preparing', by: demo('cashier').email, at: expect.any(String) },
      { from: 'preparing', to: 'ready', by: demo('admin').email, at: expect.any(String) },
    ]);
    const times = (history ?? []).map((entry) => Date.parse(entry.at ?? ''));
    expect(times.every((t) => t >= before - 1_000 && t <= Date.now())).toBe(true);
    expect(times[0]).toBeLessThanOrEqual(times[1] ?? 0);
  });
});

describe('order numbers per store, at the one box (issue 36)', () => {
  it('lets two stores hold the same order number, refuses it twice in one store, and is no store node', async () => {
    const db = server.database.db;
    const [first] = (await db.selectFrom('stores').select(['id', 'business_id']).execute()) ?? [];
    if (!first) throw new Error('the demo outlet has a store');
    const other = await db
      .insertInto('stores')
      .values({ name: 'Şube 2', business_id: first.business_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insert = (storeId: string | null) =>
      sql`INSERT INTO orders (order_number, reference_number, status, subtotal_minor, tax_minor, total_minor, store_id)
          VALUES ('991231-00001', 1, 'pending', 100, 0, 100, ${storeId})`.execute(db);
    await insert(first.id);
    await insert(other.id);
    await expect(insert(first.id)).rejects.toThrow(/orders_order_number_store_key/);
    await insert(null);
    await expect(insert(null)).rejects.toThrow(/orders_order_number_store_key/);
    const kept = await db
      .selectFrom('orders')
      .select('store_id')
      .where('order_number', '=', '991231-00001')
      .execute();
    expect(kept.map((r) => r.store_id).sort()).toEqual([first.id, other.id, null].sort());

    // one box: no store has a node, so nothing refuses an order change, and it says what it is
    const node = await fetch(`${server.urls.admin}/api/node`, {
      headers: { authorization: `Bearer ${cashier}` },
    });
    expect(((await node.json()) as { data: unknown }).data).toEqual({
      role: 'all',
      store_id: null,
      central_admin_url: null,
    });
  });
});
