import type { RangeReport } from '@kiosk/contracts';
import { isoWeekday } from '@kiosk/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

/**
 * Reports beyond one day (issue 34): GET /rest/v1/reports/range against orders made for the test:
 * at the till (the real server and the terminal simulator: card, cash, split, a line refund, a full
 * refund that voids the card part and returns the cash) in store A, and kiosk and open orders in
 * two stores on two business days across midnight (outlet time), with one order in the previous period.
 */

let till: TillFixture;
let admin: ReturnType<typeof api>;
const A_STORE_B = '00000000-0000-4000-8000-0000000000b2';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface World {
  today: string;
  d1: string;
  d2: string;
  storeA: string;
  product: { id: string; name: string; category: string; categoryId: string };
  cashierName: string;
  till: { card: number; cash: number; split: number; lined: number; splitCard: number; ayran: number };
}
let w: World;

const refund = (
  orderId: string,
  body: { reason: string; lines?: Array<{ order_item_id: string; quantity: number }> },
) =>
  fetch(`${till.server.urls.sale}/api/till/orders/${orderId}/refunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${till.cashier}` },
    body: JSON.stringify({ pos_device_id: till.device.id, ...body }),
  }).then((r) => r.status);

async function payAtTill(split: boolean, method: 'card' | 'cash' = 'card') {
  const order = await till.newOrder();
  const total = order.total_minor;
  const first = split ? Math.floor(total / 2) : total;
  if (method === 'card') await till.next('approve');
  const part = await till.pay(order.id, {
    method,
    amount_minor: first,
    ...(method === 'cash' ? { tendered_minor: first } : {}),
  });
  expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
  if (split) {
    const rest = total - first;
    const cash = await till.pay(order.id, { method: 'cash', amount_minor: rest, tendered_minor: rest });
    expect(await till.settled(cash.body.data.id)).toMatchObject({ step: 'paid' });
  }
  expect((await till.money(order.id)).status).toBe('paid');
  return { order, first };
}

let sequence = 0;
/** A paid kiosk-channel (or open) order written as the order service writes it, one line, one approved part. */
async function storedOrder(o: {
  day: string;
  at: string;
  store: string;
  channel: 'kiosk' | 'open_order';
  quantity: number;
  total: number;
  method: 'card' | 'cash';
}) {
  const db = till.db;
  sequence += 1;
  const kiosk = await db.selectFrom('kiosk_users').select('id').executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `RR${String(sequence).padStart(6, '0')}`,
      reference_number: 700 + sequence,
      business_day: new Date(`${o.day}T00:00:00Z`),
      kiosk_id: o.channel === 'kiosk' ? kiosk.id : null,
      store_id: o.store,
      order_type: 'takeaway',
      subtotal_minor: o.total,
      tax_minor: 0,
      total_minor: o.total,
      channel: o.channel,
      created_at: new Date(o.at),
      metadata: '{}',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: w.product.id,
      product_name: w.product.name,
      quantity: o.quantity,
      unit_price_minor: o.total / o.quantity,
      total_price_minor: o.total,
      vat_rate: 10,
      vat_minor: 0,
      configurations: '[]',
    } as never)
    .execute();
  await db
    .insertInto('payment_attempts')
    .values({
      order_id: order.id,
      attempt_no: 1,
      driver: 'REST',
      status: 'approved',
      amount_minor: o.total,
      method: o.method,
    } as never)
    .execute();
  await db
    .updateTable('orders')
    .set({ status: 'paid', payment_status: 'paid' })
    .where('id', '=', order.id)
    .execute();
}

const report = async (query: string, token = till.admin) =>
  admin.call<{ data: RangeReport; error?: { code: string; details?: Array<{ field: string }> } }>(
    'GET',
    `/rest/v1/reports/range?${query}`,
    { token },
  );

beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
  admin = api(till.server.urls.admin);
  const db = till.db;
  const today = (await sql<{ d: string }>`SELECT current_date::text AS d`.execute(db)).rows[0]?.d as string;
  const store = await db.selectFrom('stores').select(['id', 'business_id']).executeTakeFirstOrThrow();
  await db
    .insertInto('stores')
    .values({
      id: A_STORE_B,
      name: 'Beşiktaş Şubesi',
      business_id: store.business_id,
      address: null,
      phone: null,
    } as never)
    .execute();
  await db.updateTable('pos_devices').set({ store_id: store.id }).execute();
  const product = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.name', 'c.name as category', 'c.id as categoryId'])
    .where('p.name', 'not in', ['Klasik Burger', 'Ayran'])
    .orderBy('p.name')
    .executeTakeFirstOrThrow();
  const cashier = await db
    .selectFrom('users')
    .select(['display_name', 'email'])
    .where('role', '=', 'cashier')
    .executeTakeFirstOrThrow();
  w = {
    today,
    d1: addDays(today, -2),
    d2: addDays(today, -1),
    storeA: store.id,
    product: {
      id: product.id,
      name: String(product.name),
      category: product.category,
      categoryId: product.categoryId,
    },
    cashierName: cashier.display_name ?? cashier.email,
    till: { card: 0, cash: 0, split: 0, lined: 0, splitCard: 0, ayran: 0 },
  };

  // At the till, today, store A (its terminal's): card, cash, split (then refunded in full: the card
  // part voided, the cash returned), card (then its Ayran refunded).
  w.till.card = (await payAtTill(false)).order.total_minor;
  w.till.cash = (await payAtTill(false, 'cash')).order.total_minor;
  const split = await payAtTill(true);
  w.till.split = split.order.total_minor;
  w.till.splitCard = split.first;
  expect(await refund(split.order.id, { reason: 'Sipariş iptal' })).toBe(200);
  const lined = await payAtTill(false);
  w.till.lined = lined.order.total_minor;
  const ayran = await db
    .selectFrom('order_items')
    .select(['id', 'total_price_minor'])
    .where('order_id', '=', lined.order.id)
    .where('product_name', '=', 'Ayran')
    .executeTakeFirstOrThrow();
  w.till.ayran = Number(ayran.total_price_minor);
  expect(
    await refund(lined.order.id, {
      reason: 'Ayran istemedi',
      lines: [{ order_item_id: ayran.id, quantity: 1 }],
    }),
  ).toBe(200);

  // Kiosk and open orders on two business days across midnight (outlet time, +03:00), two stores.
  await storedOrder({
    day: w.d1,
    at: `${w.d1}T23:30:00+03:00`,
    store: w.storeA,
    channel: 'kiosk',
    quantity: 2,
    total: 10_000,
    method: 'card',
  });
  await storedOrder({
    day: w.d2,
    at: `${w.d2}T00:30:00+03:00`,
    store: A_STORE_B,
    channel: 'kiosk',
    quantity: 1,
    total: 5_000,
    method: 'cash',
  });
  await storedOrder({
    day: w.d2,
    at: `${w.d2}T12:10:00+03:00`,
    store: A_STORE_B,
    channel: 'open_order',
    quantity: 3,
    total: 15_000,
    method: 'card',
  });
  // The previous period (today-5 .. today-3).
  await storedOrder({
    day: addDays(today, -4),
    at: `${addDays(today, -4)}T12:00:00+03:00`,
    store: w.storeA,
    channel: 'kiosk',
    quantity: 1,
    total: 4_000,
    method: 'cash',
  });
}, 120_000);

afterAll(async () => {
  await till?.close();
});

describe('GET /rest/v1/reports/range', () => {
  it('gives the totals of the range and of the previous period', async () => {
    const res = await report(`from=${w.d1}&to=${w.today}`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    const t = w.till;
    const tillGross = t.card + t.cash + t.split + t.lined;
    const gross = tillGross + 30_000;
    const cashReturn = t.split - t.splitCard;
    expect(r.range).toEqual({ from: w.d1, to: w.today, days: 3 });
    expect(r.previous).toEqual({ from: addDays(w.today, -5), to: addDays(w.today, -3) });
    expect(r.totals).toEqual({
      orders: 7,
      gross_minor: gross,
      refunds: 2,
      refunds_minor: cashReturn + t.ayran,
      voids: 1,
      voids_minor: t.splitCard,
      net_minor: gross - t.split - t.ayran,
      average_ticket_minor: Math.round(gross / 7),
      // Four till orders of a burger and an ayran, then 2 + 1 + 3 units.
      items: 8 + 6,
      items_per_order: Math.round((14 / 7) * 100) / 100,
    });
    expect(r.previous_totals).toMatchObject({ orders: 1, gross_minor: 4_000, net_minor: 4_000, items: 1 });
  });

  it('gives each section: items, categories, hours, weekdays, stores, channels, methods, refunds and voids', async () => {
    const r = (await report(`from=${w.d1}&to=${w.today}`)).body.data;
    const t = w.till;
    const item = r.by_item.find((i) => i.product_key === w.product.id);
    expect(item).toMatchObject({
      name: w.product.name,
      quantity: 6,
      gross_minor: 30_000,
      previous_quantity: 1,
      previous_gross_minor: 4_000,
    });
    expect(r.by_item.find((i) => i.name === 'Ayran')?.quantity).toBe(4);
    expect(r.top_sellers.by_quantity[0]?.product_key).toBe(w.product.id);
    expect(r.bottom_sellers.by_quantity.map((i) => i.quantity)).toEqual([4, 4, 6]);
    expect(r.by_category.find((c) => c.category_id === w.product.categoryId)).toMatchObject({
      name: w.product.category,
      quantity: 6,
      gross_minor: 30_000,
    });
    // Across midnight: 23:30 on d1, 00:30 on d2 (outlet time), each on its own business day; 12:10
    // on d2. The till's orders were made now, so their hour (outlet time) is added where it falls.
    const hours = new Map<number, { orders: number; gross_minor: number }>([
      [23, { orders: 1, gross_minor: 10_000 }],
      [0, { orders: 1, gross_minor: 5_000 }],
      [12, { orders: 1, gross_minor: 15_000 }],
    ]);
    const tillHours = await sql<{ h: number; total: string }>`
      SELECT extract(hour FROM created_at AT TIME ZONE 'Europe/Istanbul')::int AS h, total_minor::text AS total
      FROM orders WHERE channel = 'till'`.execute(till.db);
    expect(tillHours.rows).toHaveLength(4);
    for (const { h, total } of tillHours.rows) {
      const at = hours.get(h) ?? { orders: 0, gross_minor: 0 };
      hours.set(h, { orders: at.orders + 1, gross_minor: at.gross_minor + Number(total) });
    }
    for (const [h, expected] of hours) expect(r.by_hour[h], `hour ${h}`).toMatchObject(expected);
    expect(r.by_hour[12]).toMatchObject({ previous_orders: 1, previous_gross_minor: 4_000 });
    const weekday = (day: string) => r.by_weekday[isoWeekday(day) - 1];
    expect(weekday(w.d1)).toMatchObject({ days: 1, orders: 1, gross_minor: 10_000 });
    expect(weekday(w.d2)).toMatchObject({ days: 1, orders: 2, gross_minor: 20_000 });
    expect(weekday(w.today)).toMatchObject({ days: 1, orders: 4 });
    const tillGross = t.card + t.cash + t.split + t.lined;
    expect(r.by_store).toHaveLength(2);
    expect(r.by_store.find((s) => s.store_id === w.storeA)).toMatchObject({
      orders: 5,
      gross_minor: tillGross + 10_000,
      refunds_minor: t.split + t.ayran,
      net_minor: tillGross + 10_000 - t.split - t.ayran,
      previous_orders: 1,
    });
    expect(r.by_store.find((s) => s.store_id === A_STORE_B)).toMatchObject({
      name: 'Beşiktaş Şubesi',
      orders: 2,
      gross_minor: 20_000,
      refunds_minor: 0,
      net_minor: 20_000,
    });
    expect(r.by_channel.map((c) => [c.channel, c.orders, c.gross_minor, c.refunds_minor])).toEqual([
      ['kiosk', 2, 15_000, 0],
      ['till', 4, tillGross, t.split + t.ayran],
      ['open_order', 1, 15_000, 0],
    ]);
    const card = r.by_payment_method.find((m) => m.method === 'card');
    const cash = r.by_payment_method.find((m) => m.method === 'cash');
    expect(card).toMatchObject({
      count: 5,
      amount_minor: t.card + t.splitCard + t.lined + 25_000,
      refunds_minor: t.splitCard + t.ayran,
    });
    expect(cash).toMatchObject({
      count: 3,
      amount_minor: t.cash + (t.split - t.splitCard) + 5_000,
      refunds_minor: t.split - t.splitCard,
      previous_count: 1,
    });
    expect(r.reversals.by_reason.map((x) => [x.kind, x.reason, x.count, x.amount_minor]).sort()).toEqual(
      [
        ['refund', 'Ayran istemedi', 1, t.ayran],
        ['refund', 'Sipariş iptal', 1, t.split - t.splitCard],
        ['void', 'Sipariş iptal', 1, t.splitCard],
      ].sort(),
    );
    expect(r.reversals.by_staff.map((x) => [x.kind, x.name, x.count, x.amount_minor]).sort()).toEqual(
      [
        ['refund', w.cashierName, 2, t.ayran + t.split - t.splitCard],
        ['void', w.cashierName, 1, t.splitCard],
      ].sort(),
    );
  });

  it('filters by store and by channel', async () => {
    const b = (await report(`from=${w.d1}&to=${w.today}&store_id=${A_STORE_B}`)).body.data;
    expect(b.filters).toEqual({ store_id: A_STORE_B, channel: null });
    expect(b.totals).toMatchObject({ orders: 2, gross_minor: 20_000, refunds_minor: 0, voids_minor: 0 });
    expect(b.by_store.map((s) => s.store_id)).toEqual([A_STORE_B]);
    expect(b.previous_totals.orders).toBe(0);
    const tillOnly = (await report(`from=${w.d1}&to=${w.today}&channel=till`)).body.data;
    expect(tillOnly.totals).toMatchObject({ orders: 4, voids: 1, refunds: 2 });
    expect(tillOnly.by_item.some((i) => i.product_key === w.product.id)).toBe(false);
  });

  it('refuses a reversed or too long range at its field (422), takes 366 days, and is for admins only', async () => {
    const reversed = await report(`from=${w.today}&to=${w.d1}`);
    expect([reversed.status, reversed.body.error?.code, reversed.body.error?.details?.[0]?.field]).toEqual([
      422,
      'range_reversed',
      'from',
    ]);
    const long = await report(`from=${addDays(w.today, -366)}&to=${w.today}`);
    expect([long.status, long.body.error?.code, long.body.error?.details?.[0]?.field]).toEqual([
      422,
      'range_too_long',
      'to',
    ]);
    const year = await report(`from=${addDays(w.today, -365)}&to=${w.today}`);
    expect(year.status).toBe(200);
    expect(year.body.data.totals.orders).toBe(8);
    const bad = await report('from=2026-02-30&to=2026-03-01');
    expect(bad.status).toBe(400);
    expect((await report(`from=${w.d1}&to=${w.today}`, till.cashier)).status).toBe(403);
  });
});
