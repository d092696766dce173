import type { MenuData } from '@kiosk/contracts';
import { soldOutDurationSchema } from '@kiosk/contracts';
import { SOLD_OUT_DURATIONS } from '@kiosk/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Repositories } from '../src/repositories/index.js';
import { SoldOutService } from '../src/services/sold-out.service.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// "86" from the till and the kitchen display, against the real server and Postgres.

let server: TestServer;
let client: ReturnType<typeof api>;
let cashier: string;
let admin: string;
let kiosk: string;
let menu: MenuData;
let listener: pg.Client;
const events: Array<{ channel: string; table?: string; event: string; payload: Record<string, unknown> }> =
  [];

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.sale);
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  listener = new pg.Client({ connectionString: server.testDatabase.url });
  await listener.connect();
  listener.on('notification', (message) => events.push(JSON.parse(message.payload ?? '{}')));
  await listener.query('LISTEN kiosk_realtime');
});
afterAll(async () => {
  await listener?.end();
  await server?.close();
});

const productId = (name: string) => lineFor(menu, name).product_id;
const line = (name: string, quantity = 1) => {
  const { product: _p, ...rest } = lineFor(menu, name, quantity);
  return rest;
};

type Body = { success: boolean; data: Record<string, unknown>; error?: { code: string; details?: unknown } };
const mark = (id: string, body: unknown, token = cashier) =>
  client.call<Body>('POST', `/functions/v1/products/${id}/sold-out`, { token, body });
const unmark = (id: string, token = cashier) =>
  client.call<Body>('DELETE', `/functions/v1/products/${id}/sold-out`, { token });
const createOrder = (items: unknown[], token = cashier) =>
  client.call<Body>('POST', '/functions/v1/manage-orders/create', { token, body: { items } });
/** The product's state at this (one-box) server: the admin's switch and its own "86" (product_stock). */
const productRow = (id: string) =>
  server.database.db
    .selectFrom('products as p')
    .leftJoin('product_stock as s', 's.product_id', 'p.id')
    .select([
      sql<boolean>`p.in_stock AND coalesce(s.in_stock, true)`.as('in_stock'),
      's.sold_out_at',
      's.sold_out_by',
      's.sold_out_until',
      's.count_left',
    ])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
const auditOf = (id: string) =>
  server.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'summary'])
    .where('entity_id', '=', id)
    .orderBy('at')
    .execute();
const menuProduct = async (id: string) => {
  const fresh = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  return fresh.products.find((p) => p.id === id);
};
/** The db-changes events about a product published since `from`, waited for briefly. */
async function productEvents(id: string, from: number, count = 1) {
  const deadline = Date.now() + 2000;
  for (;;) {
    const mine = events
      .slice(from)
      .filter((e) => e.channel === 'db-changes' && e.table === 'products' && e.payload.id === id);
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeEach(async () => {
  // every product back in stock with no mark
  await server.database.db.updateTable('products').set({ in_stock: true }).execute();
  await server.database.db.deleteFrom('product_stock').execute();
});

describe('marking and un-marking (till and kitchen display: signed-in staff)', () => {
  it('a cashier marks a product sold out for 1 hour: the product answer, the menu, the audit, the event', async () => {
    const id = productId('Ayran');
    const from = events.length;
    const before = Date.now();
    const res = await mark(id, { duration: '1h' });
    expect(res.status).toBe(200);
    const soldOut = res.body.data.sold_out as { at: string; by: string; until: string; count_left: null };
    expect(res.body.data.in_stock).toBe(false);
    expect(soldOut.by).toBe(demo('cashier').email);
    expect(Date.parse(soldOut.until) - Date.parse(soldOut.at)).toBe(3_600_000);
    expect(Date.parse(soldOut.at)).toBeGreaterThanOrEqual(before - 1000);

    // the admin sees who marked it and when in the product's answer
    const product = await client.call<Record<string, unknown>>('GET', `/rest/v1/products/${id}`, {
      token: admin,
    });
    expect(product.body.in_stock).toBe(false);
    expect(product.body.sold_out).toEqual(soldOut);
    // the live menu: sold out, not orderable
    await expect
      .poll(() => menuProduct(id), { timeout: 2000 })
      .toMatchObject({ in_stock: false, is_available: false });
    const live = await productEvents(id, from);
    expect(live[0]).toMatchObject({
      event: 'UPDATE',
      payload: { id, old: { in_stock: true }, new: { in_stock: false, sold_out_until: soldOut.until } },
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'product.sold_out_marked',
      actor_email: demo('cashier').email,
      summary: 'Ayran: 1h',
    });
    const list = await client.call<Body>('GET', '/functions/v1/sold-out', { token: cashier });
    expect(list.body.data).toEqual([{ id, name: 'Ayran', in_stock: false, sold_out: soldOut }]);

    const back = await unmark(id);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ in_stock: true, sold_out: null });
    await expect
      .poll(() => menuProduct(id), { timeout: 2000 })
      .toMatchObject({ in_stock: true, is_available: true });
    expect((await productEvents(id, from, 2))[1]).toMatchObject({
      payload: {
        id,
        old: { in_stock: false },
        new: { in_stock: true, count_left: null, sold_out_until: null },
      },
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'product.sold_out_unmarked' });
    // un-marking again changes nothing: no audit entry, no event
    const audits = (await auditOf(id)).length;
    expect((await unmark(id)).status).toBe(200);
    expect((await auditOf(id)).length).toBe(audits);
  });

  it('the kitchen display (staff signed in; an admin too) marks until further notice and until the end of the day', async () => {
    const id = productId('Klasik Burger');
    const res = await mark(id, { duration: 'until_further_notice' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.sold_out).toMatchObject({ by: demo('admin').email, until: null, count_left: null });
    const day = await mark(id, { duration: 'end_of_day' });
    const until = Date.parse((day.body.data.sold_out as { until: string }).until);
    expect(until).toBeGreaterThan(Date.now());
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(new Date(until).getUTCSeconds()).toBe(0);
  });

  it("an admin's own stock change in the back office replaces the mark", async () => {
    const id = productId('Ayran');
    await mark(id, { duration: '2h', count_left: 3 });
    const patched = await client.call<Record<string, unknown>>('PATCH', `/rest/v1/products/${id}`, {
      token: admin,
      body: { in_stock: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ in_stock: false, sold_out: null });
    expect(await productRow(id)).toMatchObject({ sold_out_until: null, count_left: null });
  });

  it('lists what the till (everything) and each kitchen station (the products it cooks) may mark', async () => {
    const id = productId('Ayran');
    await mark(id, { duration: '1h' });
    type Candidate = { id: string; in_stock: boolean; sold_out: unknown; category_id: string };
    const all = await client.call<{ data: Candidate[] }>('GET', '/functions/v1/sold-out/products', {
      token: cashier,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.find((p) => p.id === id)).toMatchObject({
      in_stock: false,
      sold_out: { until: expect.any(String) },
    });
    const stations = await client.call<{ data: Array<{ id: string }> }>(
      'GET',
      '/functions/v1/kitchen/stations',
      {
        token: cashier,
      },
    );
    expect(stations.body.data.length).toBeGreaterThan(0);
    const seen: string[] = [];
    for (const station of stations.body.data) {
      const res = await client.call<{ data: Candidate[] }>(
        'GET',
        `/functions/v1/sold-out/products?station_id=${station.id}`,
        { token: cashier },
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((p) => p.id));
    }
    // every product is on exactly one station's list (the kitchen's routing rule)
    expect(seen.sort()).toEqual(all.body.data.map((p) => p.id).sort());
    const unknown = await client.call<Body>(
      'GET',
      '/functions/v1/sold-out/products?station_id=00000000-0000-4000-8000-00000000abcd',
      {
        token: cashier,
      },
    );
    expect(unknown.status).toBe(404);
    expect(
      (await client.call('GET', '/functions/v1/sold-out/products?station_id=x', { token: cashier })).status,
    ).toBe(400);
    expect((await client.call('GET', '/functions/v1/sold-out/products', { token: kiosk })).status).toBe(403);
  });

  it('a kiosk device and a caller without a token may not mark', async () => {
    const id = productId('Ayran');
    expect((await mark(id, { duration: '1h' }, kiosk)).status).toBe(403);
    const anonymous = await fetch(`${server.urls.sale}/functions/v1/products/${id}/sold-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ duration: '1h' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await unmark(id, kiosk)).status).toBe(403);
    expect((await productRow(id)).in_stock).toBe(true);
  });

  it('bad input: durations only the listed ones, a count a non-negative integer under 10000, unknown product 404', async () => {
    expect(soldOutDurationSchema.options).toEqual([...SOLD_OUT_DURATIONS]);
    const id = productId('Ayran');
    for (const [body, field] of [
      [{ duration: '3h' }, 'duration'],
      [{}, 'duration'],
      [{ duration: '1h', count_left: -1 }, 'count_left'],
      [{ duration: '1h', count_left: 2.5 }, 'count_left'],
      [{ duration: '1h', count_left: 10_000 }, 'count_left'],
      [{ duration: '1h', count_left: '5' }, 'count_left'],
    ] as const) {
      const res = await mark(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.code).toBe('validation_failed');
      expect(JSON.stringify(res.body.error?.details)).toContain(field);
    }
    const unknown = await mark('00000000-0000-4000-8000-00000000abcd', { duration: '1h' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
    expect((await unmark('00000000-0000-4000-8000-00000000abcd')).status).toBe(404);
    expect((await mark('not-a-uuid', { duration: '1h' })).status).toBe(400);
    expect((await productRow(id)).in_stock).toBe(true);
  });
});

describe('orders refuse a sold-out product (one rule for every path)', () => {
  it('the kiosk, the till and an open order are refused with a field-named error', async () => {
    const id = productId('Ayran');
    await mark(id, { duration: '2h' });
    const expectRefused = (res: { status: number; body: Body }, field: string, key = 'product_sold_out') => {
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('validation_failed');
      expect(res.body.error?.details).toEqual([expect.objectContaining({ field, key })]);
    };
    expectRefused(await createOrder([line('Klasik Burger'), line('Ayran')], kiosk), 'items.1');
    expectRefused(await createOrder([line('Ayran')]), 'items.0');
    const tab = await client.call<Body>('POST', '/api/till/open-orders', {
      token: cashier,
      body: { label: { kind: 'table', text: 'Masa 86' }, items: [line('Ayran')] },
    });
    expectRefused(tab, 'items.0');
    // adding it to an open tab later is refused too
    const open = await client.call<Body>('POST', '/api/till/open-orders', {
      token: cashier,
      body: { label: { kind: 'table', text: 'Masa 87' }, items: [line('Klasik Burger')] },
    });
    expect(open.status).toBe(201);
    const add = await client.call<Body>('PUT', `/api/till/open-orders/${open.body.data.id}`, {
      token: cashier,
      body: { expected_version: open.body.data.version, items: [line('Klasik Burger'), line('Ayran')] },
    });
    expectRefused(add, 'items.1');
    await unmark(id);
    expect((await createOrder([line('Ayran')])).status).toBe(201);
  });

  it('a product sold as an option (an extra) marked sold out: a line choosing it is refused, by name', async () => {
    const extra = await server.database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Ekstra Cheddar')
      .executeTakeFirstOrThrow();
    expect((await mark(extra.id, { duration: '1h' })).status).toBe(200);
    const withExtra = () => lineFor(menu, 'Klasik Burger', 1, { Ekstralar: ['Ekstra Cheddar'] });
    const { product: _p, ...chosen } = withExtra();
    // the kiosk and the till: items.<n> with option_sold_out (the apps name the line)
    for (const token of [kiosk, cashier]) {
      const refused = await createOrder([line('Ayran'), chosen], token);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.details).toEqual([
        expect.objectContaining({
          field: 'items.1',
          key: 'option_sold_out',
          message: expect.stringContaining('Ekstra Cheddar'),
        }),
      ]);
    }
    // the burger without the extra is still sold; back on sale, the extra is too
    expect((await createOrder([line('Klasik Burger')])).status).toBe(201);
    expect((await unmark(extra.id)).status).toBe(200);
    expect((await createOrder([chosen])).status).toBe(201);
  });

  it('a count left: orderable until paid orders count it down; more than is left is refused', async () => {
    const id = productId('Ayran');
    const res = await mark(id, { duration: '4h', count_left: 2 });
    expect(res.body.data).toMatchObject({ in_stock: true, sold_out: { count_left: 2 } });
    const short = await createOrder([line('Ayran', 2), line('Ayran', 1)]);
    expect(short.status).toBe(400);
    expect(short.body.error?.details).toEqual([
      expect.objectContaining({ field: 'items.0', key: 'not_enough_left' }),
      expect.objectContaining({ field: 'items.1', key: 'not_enough_left' }),
    ]);
    // a count of 0 is sold out at once
    const zero = await mark(id, { duration: '1h', count_left: 0 });
    expect(zero.body.data).toMatchObject({ in_stock: false, sold_out: { count_left: null } });
  });
});

describe('expiry: back by itself when its time ends (injected clock, no waiting)', () => {
  it("the server's own expiry job brings a product back once its end has passed (end moved into the past)", async () => {
    const id = productId('Ayran');
    const beforeMark = events.length;
    await mark(id, { duration: '1h' });
    // the mark's own event first (on a loaded machine it can arrive after the expiry below starts)
    expect((await productEvents(id, beforeMark))[0]).toMatchObject({
      payload: { id, new: { in_stock: false } },
    });
    const from = events.length;
    await server.database.db
      .updateTable('product_stock')
      .set({ sold_out_until: new Date(Date.now() - 1000) })
      .where('product_id', '=', id)
      .execute();
    // the job ticks every 5 s
    await expect
      .poll(async () => (await productRow(id)).in_stock, { timeout: 8000, interval: 200 })
      .toBe(true);
    expect((await productEvents(id, from))[0]).toMatchObject({ payload: { id, new: { in_stock: true } } });
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'product.sold_out_expired' });
  });

  it('a 2-hour mark is cleared by the expiry tick after 2 hours, not before, with an audit entry and the event', async () => {
    const id = productId('Ayran');
    const beforeMark = events.length;
    const marked = await mark(id, { duration: '2h' });
    // the mark's own event first (on a loaded machine it can arrive after the expiry below starts)
    expect((await productEvents(id, beforeMark))[0]).toMatchObject({
      payload: { id, new: { in_stock: false } },
    });
    const at = Date.parse((marked.body.data.sold_out as { at: string }).at);
    const repos = new Repositories(server.database.db);
    const early = new SoldOutService(repos, {
      timeZone: 'Europe/Istanbul',
      now: () => new Date(at + 3_600_000),
    });
    expect(await early.expire()).toEqual([]);
    expect((await productRow(id)).in_stock).toBe(false);

    const from = events.length;
    const later = new SoldOutService(repos, {
      timeZone: 'Europe/Istanbul',
      now: () => new Date(at + 2 * 3_600_000 + 5_000),
    });
    const back = await later.expire();
    expect(back).toEqual([{ id, name: 'Ayran', in_stock: true, sold_out: null }]);
    expect(await productRow(id)).toMatchObject({ in_stock: true, sold_out_at: null, sold_out_until: null });
    await expect
      .poll(() => menuProduct(id), { timeout: 2000 })
      .toMatchObject({ in_stock: true, is_available: true });
    expect((await productEvents(id, from))[0]).toMatchObject({
      payload: { id, old: { in_stock: false }, new: { in_stock: true } },
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'product.sold_out_expired',
      actor_email: null,
    });
    // a mark until further notice never expires
    await mark(id, { duration: 'until_further_notice' });
    const far = new SoldOutService(repos, {
      timeZone: 'Europe/Istanbul',
      now: () => new Date(at + 365 * 86_400_000),
    });
    expect(await far.expire()).toEqual([]);
    expect((await productRow(id)).in_stock).toBe(false);
  });
});

describe('the count never goes below zero under concurrent paid orders', () => {
  it('20 orders for the last 5, paid at once: exactly 5 take one each, the product sold out at 0', async () => {
    const id = productId('Ayran');
    await mark(id, { duration: 'until_further_notice', count_left: 5 });
    // the count is taken at payment ("counted down by every paid order"): all 20 are priced
    // while 5 are left (each asks for 1), and an order never paid takes nothing
    const orders = await Promise.all(Array.from({ length: 20 }, () => createOrder([line('Ayran')])));
    expect(orders.map((o) => o.status)).toEqual(Array(20).fill(201));
    expect((await productRow(id)).count_left).toBe(5);
    const from = events.length;

    // 20 connections, each turning one order paid in its own transaction, all at once (the
    // trigger counts down whatever path made the order paid)
    const clients = await Promise.all(
      orders.map(async () => {
        const c = new pg.Client({ connectionString: server.testDatabase.url });
        await c.connect();
        await c.query('BEGIN');
        return c;
      }),
    );
    try {
      await Promise.all(
        clients.map(async (c, i) => {
          await c.query(
            "UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = now() WHERE id = $1",
            [orders[i]?.body.data.id],
          );
          await c.query('COMMIT');
        }),
      );
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }

    const product = await productRow(id);
    expect(product).toMatchObject({ count_left: 0, in_stock: false });
    const moves = await server.database.db
      .selectFrom('product_count_moves')
      .select(['order_id', 'taken', 'short', 'left_after'])
      .where('product_id', '=', id)
      .execute();
    expect(moves).toHaveLength(20);
    expect(moves.filter((m) => m.taken === 1)).toHaveLength(5);
    expect(moves.reduce((sum, m) => sum + m.taken, 0)).toBe(5);
    expect(moves.reduce((sum, m) => sum + m.short, 0)).toBe(15);
    expect(moves.every((m) => m.left_after >= 0)).toBe(true);
    expect(moves.map((m) => m.left_after).sort()).toEqual([...Array(15).fill(0), 0, 1, 2, 3, 4].sort());
    // the kiosks and tills heard it go to 0 and sold out
    const live = await productEvents(id, from, 20);
    expect(live.some((e) => (e.payload.new as { in_stock: boolean }).in_stock === false)).toBe(true);
    await expect
      .poll(() => menuProduct(id), { timeout: 2000 })
      .toMatchObject({ in_stock: false, is_available: false });
    // the next order is refused; the admin sees the mark
    const next = await createOrder([line('Ayran')]);
    expect(next.status).toBe(400);
    expect(next.body.error?.details).toEqual([
      expect.objectContaining({ field: 'items.0', key: 'product_sold_out' }),
    ]);
    const shown = await client.call<Record<string, unknown>>('GET', `/rest/v1/products/${id}`, {
      token: admin,
    });
    expect(shown.body.sold_out).toMatchObject({ by: demo('cashier').email, count_left: 0 });
  });
});
