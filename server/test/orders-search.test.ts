import {
  type MenuData,
  ORDERS_SEARCH_COUNT_AHEAD,
  type OrderDetail,
  type OrderListItem,
  type OrderSummary,
} from '@kiosk/contracts';
import { tcKimlikNoFrom } from '@kiosk/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 34: the orders list's search (each kind), its filters, the T.C. Kimlik mask, the status
// history with who moved the order.

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let kiosk: string;
let menu: MenuData;
const made: Record<string, string> = {};
const stores: Record<'north' | 'south', string> = { north: '', south: '' };
let cashierId = '';
const TCKN = tcKimlikNoFrom('987654321');

type Page = { data: OrderListItem[]; pagination: { total: number; totalCapped?: boolean } };

async function insertOrder(key: string, values: Record<string, unknown>): Promise<string> {
  const row = {
    order_number: `991231-${String(Object.keys(made).length + 70_001)}`,
    reference_number: 900 + Object.keys(made).length,
    subtotal_minor: 1000,
    tax_minor: 100,
    total_minor: 1100,
    channel: 'kiosk',
    ...values,
  };
  const inserted = await server.database.db
    .insertInto('orders')
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  made[key] = inserted.id;
  return inserted.id;
}

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const db = server.database.db;
  const business = await db
    .insertInto('businesses')
    .values({ name: 'Arama AŞ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of ['north', 'south'] as const) {
    stores[name] = (
      await db
        .insertInto('stores')
        .values({ name: `Şube ${name}`, business_id: business.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  cashierId = (
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo('cashier').email)
      .executeTakeFirstOrThrow()
  ).id;
  // every kind of search meets exactly one of these (queue numbers 900+, amounts 11,00 TL unless set)
  await insertOrder('name', { customer: JSON.stringify({ firstName: 'Zeynep', familyName: 'Aramaoğlu' }) });
  await insertOrder('phone', {
    customer: JSON.stringify({ firstName: 'A', familyName: 'B', phone: '0 (533) 987 65 43' }),
  });
  await insertOrder('tckn', {
    customer: JSON.stringify({ firstName: 'Kimlik', familyName: 'Sahibi', tcKimlikNo: TCKN }),
  });
  await insertOrder('amount', { total_minor: 471_135 });
  await insertOrder('number', { order_number: '991231-55555' });
  await insertOrder('queue', { reference_number: 977, total_minor: 1200 });
  const sale = await insertOrder('sale', {});
  await db
    .insertInto('order_pos_details')
    .values({ order_id: sale, pos_sale_number: 'SN-778899', financial_documents: '[]' })
    .execute();
  const auth = await insertOrder('auth', {});
  await db
    .insertInto('order_payment_details')
    .values({ order_id: auth, authorization_code: 'AUTH42X' })
    .execute();
  const part = await insertOrder('part', {});
  await db
    .insertInto('payment_attempts')
    .values({
      order_id: part,
      attempt_no: 1,
      driver: 'REST',
      status: 'approved',
      amount_minor: 1100,
      result: JSON.stringify({ SaleNumber: 'PART-31337' }),
    })
    .execute();
  await insertOrder('north-till-cash', {
    store_id: stores.north,
    channel: 'till',
    payment_method: 'cash',
    created_by_user_id: cashierId,
  });
  await insertOrder('south-open', { store_id: stores.south, channel: 'open_order' });
});
afterAll(() => server?.close());

const list = async (query: Record<string, string>) => {
  const res = await client.call<Page>('GET', `/functions/v1/get-orders?${new URLSearchParams(query)}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (page: Page) => page.data.map((o) => o.id).sort();
const only = (...keys: string[]) => keys.map((k) => made[k]).sort();

describe('get-orders search', () => {
  it('pages a name and a search of two meanings one order at a time, with exact counts', async () => {
    const name = await list({ q: 'aramaoğ', limit: '1' });
    expect(ids(name)).toEqual(only('name'));
    expect(name.pagination).toMatchObject({ total: 1, totalCapped: false });
    expect((await list({ q: 'aramaoğ', limit: '1', page: '2' })).data).toEqual([]);
    // "12": queue number 12 or 12,00 TL, each meaning off its own index, their union paged
    const twelve = await list({ q: '12', limit: '1' });
    expect(ids(twelve)).toEqual(only('queue'));
    expect(twelve.pagination).toMatchObject({ total: 1, totalCapped: false });
  });

  it('finds each kind of search exactly: name, phone, T.C. Kimlik, amount, order and queue number, receipt numbers', async () => {
    expect(ids(await list({ q: 'aramaoğ' }))).toEqual(only('name'));
    expect(ids(await list({ q: 'zeynep ARAMA' }))).toEqual(only('name'));
    expect(ids(await list({ q: '+90 533 987 6543' }))).toEqual(only('phone'));
    expect(ids(await list({ q: TCKN }))).toEqual(only('tckn'));
    expect(ids(await list({ q: '4.711,35' }))).toEqual(only('amount'));
    expect(ids(await list({ q: '4711,35 TL' }))).toEqual(only('amount'));
    expect(ids(await list({ q: '991231-55555' }))).toEqual(only('number'));
    // 977: queue number 977 or 977,00 TL
    expect(ids(await list({ q: '977' }))).toEqual(only('queue'));
    // 12: queue number 12 (none) or 12,00 TL
    expect(ids(await list({ q: '12' }))).toEqual(only('queue'));
    expect(ids(await list({ q: 'sn-778899' }))).toEqual(only('sale'));
    expect(ids(await list({ q: 'auth42x' }))).toEqual(only('auth'));
    expect(ids(await list({ q: 'PART-31337' }))).toEqual(only('part'));
    const none = await list({ q: 'Yokböyleisim' });
    expect(none.data).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it('shows the T.C. Kimlik No masked in the list and in full on the detail only', async () => {
    const page = await list({ q: TCKN });
    const row = page.data[0];
    expect(row?.customer?.tc_kimlik_masked).toBe(`${TCKN.slice(0, 3)}******${TCKN.slice(-2)}`);
    expect(JSON.stringify(page)).not.toContain(TCKN.slice(3, 9));
    const plain = await list({ limit: '100' });
    expect(JSON.stringify(plain)).not.toContain(TCKN);
    const detail = await client.call<{ data: OrderDetail }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${made.tckn}`,
      {
        token: admin,
      },
    );
    expect(detail.body.data.customer?.tc_kimlik_no).toBe(TCKN);
  });

  it('filters by store, channel, payment method and staff, alone and with a search', async () => {
    expect(ids(await list({ store: stores.north }))).toEqual(only('north-till-cash'));
    expect(ids(await list({ store: stores.south }))).toEqual(only('south-open'));
    expect(ids(await list({ channel: 'open_order' }))).toEqual(only('south-open'));
    expect(ids(await list({ method: 'cash' }))).toEqual(only('north-till-cash'));
    const staff = await list({ staff: cashierId });
    expect(ids(staff)).toEqual(only('north-till-cash'));
    expect(staff.data[0]).toMatchObject({
      channel: 'till',
      store_name: 'Şube north',
      staff_email: demo('cashier').email,
    });
    expect((await list({ store: stores.north, channel: 'kiosk' })).data).toEqual([]);
    expect(ids(await list({ q: '11', channel: 'till' }))).toEqual(only('north-till-cash'));
    expect((await list({ q: '11', channel: 'till', status: 'completed' })).data).toEqual([]);
  });

  it('refuses a bad filter with 400 naming it, and a cashier with 403', async () => {
    const bad = await client.call<{ error?: unknown }>('GET', '/functions/v1/get-orders?channel=fax', {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('channel');
    const store = await client.call('GET', '/functions/v1/get-orders?store=not-a-uuid', { token: admin });
    expect(store.status).toBe(400);
    const deep = await client.call('GET', '/functions/v1/get-orders?q=11&page=600', { token: admin });
    expect(deep.status).toBe(400);
    expect((await client.call('GET', '/functions/v1/get-orders?q=11', { token: cashier })).status).toBe(403);
    expect((await client.call('GET', '/functions/v1/get-order-filters', { token: cashier })).status).toBe(
      403,
    );
  });

  it('offers the stores and staff accounts as filter choices', async () => {
    const res = await client.call<{
      data: { stores: Array<{ id: string }>; staff: Array<{ email: string }> };
    }>('GET', '/functions/v1/get-order-filters', { token: admin });
    expect(res.body.data.stores.map((s) => s.id)).toEqual(
      expect.arrayContaining([stores.north, stores.south]),
    );
    expect(res.body.data.staff.map((s) => s.email)).toContain(demo('cashier').email);
  });
});

describe('export-orders', () => {
  const download = (query: Record<string, string>, token = admin) =>
    fetch(`${server.urls.admin}/functions/v1/export-orders?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes the filtered list as CSV: the list columns, T.C. Kimlik masked, amounts as numbers, a totals row', async () => {
    const res = await download({ format: 'csv', lang: 'tr', q: '11', channel: 'open_order' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('siparisler.csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(';'));
    expect(lines[0]).toEqual(['Siparişler']);
    const header = lines[1] ?? [];
    const at = (row: string[] | undefined, column: string) => row?.[header.indexOf(column)];
    expect(lines).toHaveLength(4);
    expect(at(lines[2], 'Kanal')).toBe('open_order');
    expect(at(lines[2], 'Mağaza')).toBe('Şube south');
    expect(at(lines[2], 'Toplam')).toBe('11,00');
    expect(at(lines[3], 'Sipariş No')).toBe('Toplam');
    expect(at(lines[3], 'Toplam')).toBe('11,00');
    const tckn = await (await download({ format: 'csv', lang: 'en', q: TCKN })).text();
    expect(tckn).toContain(`${TCKN.slice(0, 3)}******${TCKN.slice(-2)}`);
    expect(tckn).not.toContain(TCKN);
  });

  it('writes XLSX with amounts as number cells and the totals summed', async () => {
    const res = await download({ format: 'xlsx', lang: 'en', q: '11' });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(2).values as unknown[]).map(String);
    const totalColumn = header.indexOf('Total');
    const numberColumn = header.indexOf('Order No');
    const rows = sheet.getRows(3, sheet.rowCount - 2) ?? [];
    const body = rows.slice(0, -1);
    // every order of 11,00 TL (queue number 11 is none of them)
    const expected = (await list({ q: '11', limit: '100' })).data;
    expect(body.map((r) => r.getCell(numberColumn).value).sort()).toEqual(
      expected.map((o) => o.order_number).sort(),
    );
    for (const row of body) expect(row.getCell(totalColumn).value).toBe(11);
    const totals = rows.at(-1);
    expect(totals?.getCell(numberColumn).value).toBe('Total');
    expect(totals?.getCell(totalColumn).value).toBe(11 * body.length);
  });

  it('is for admins only and refuses a bad format', async () => {
    expect((await download({ format: 'csv' }, cashier)).status).toBe(403);
    expect((await download({ format: 'pdf' })).status).toBe(400);
  });
});

describe('order status history', () => {
  it('records the creation and every change with who and how: kiosk, admin, system', async () => {
    const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
      token: kiosk,
      body: { items: [(({ product: _p, ...line }) => line)(lineFor(menu, 'Çay'))] },
    });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    // the payment's approval (no actor named): the system, via the payment
    await sql`UPDATE orders SET status = 'paid', payment_status = 'paid' WHERE id = ${id}`.execute(
      server.database.db,
    );
    const moved = await client.call('POST', '/functions/v1/update-order-status', {
      token: admin,
      body: { order_id: id, new_status: 'preparing' },
    });
    expect(moved.status).toBe(200);
    // an update that leaves the status alone writes nothing
    await sql`UPDATE orders SET notes = 'x' WHERE id = ${id}`.execute(server.database.db);
    const detail = await client.call<{ data: OrderDetail }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${id}`,
      {
        token: admin,
      },
    );
    const history = detail.body.data.status_history.map(({ changed_at: _at, ...h }) => h);
    expect(history).toEqual([
      {
        from_status: null,
        to_status: 'pending_payment',
        actor_kind: 'kiosk',
        actor_name: expect.any(String),
        via: 'kiosk',
      },
      {
        from_status: 'pending_payment',
        to_status: 'paid',
        actor_kind: 'system',
        actor_name: null,
        via: 'payment',
      },
      {
        from_status: 'paid',
        to_status: 'preparing',
        actor_kind: 'user',
        actor_name: demo('admin').email,
        via: 'back_office',
      },
    ]);
    const times = detail.body.data.status_history.map((h) => Date.parse(h.changed_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('is not written twice and the actor does not outlive its transaction', async () => {
    const db = server.database.db;
    const id = made.queue as string;
    await sql`UPDATE orders SET status = 'cancelled' WHERE id = ${id}`.execute(db);
    const rows = await db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status', 'actor_kind'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    // inserted directly (no cashier, no kiosk): created by the system
    expect(rows).toEqual([
      { from_status: null, to_status: 'pending_payment', actor_kind: 'system' },
      { from_status: 'pending_payment', to_status: 'cancelled', actor_kind: 'system' },
    ]);
  });
});

describe('the count of a broad search or filter', () => {
  const MANY = ORDERS_SEARCH_COUNT_AHEAD + 50;
  beforeAll(async () => {
    // more orders of one name (and of the delivery channel) than a page counts ahead
    await sql`INSERT INTO orders (order_number, reference_number, subtotal_minor, tax_minor, total_minor,
        channel, customer, created_at)
      SELECT '991230-' || (80000 + g), 998, 2000, 345, 2345, 'delivery',
        jsonb_build_object('firstName', 'Çokyaygın', 'familyName', 'Soyadlı'), now() - g * interval '1 second'
      FROM generate_series(1, ${MANY}) g`.execute(server.database.db);
  });

  it('counts a common name and a broad filter only so far past the page, saying so, and further on a later page', async () => {
    const lastPage = Math.ceil(MANY / 20);
    const queries: Record<string, string>[] = [{ q: 'çokyaygın' }, { channel: 'delivery' }];
    for (const query of queries) {
      const first = await list(query);
      expect(first.data).toHaveLength(20);
      expect(first.data[0]?.order_number).toBe('991230-80001');
      expect(first.pagination).toMatchObject({ total: ORDERS_SEARCH_COUNT_AHEAD, totalCapped: true });
      // page 2 counts 20 further: still more than counted
      expect((await list({ ...query, page: '2' })).pagination).toMatchObject({
        total: ORDERS_SEARCH_COUNT_AHEAD + 20,
        totalCapped: true,
      });
      // from page 4 on the count reaches every match: exact, not capped
      const fourth = await list({ ...query, page: '4' });
      expect(fourth.pagination).toMatchObject({ total: MANY, totalCapped: false, totalPages: lastPage });
      const last = await list({ ...query, page: String(lastPage) });
      expect(last.data.map((o) => o.order_number)).toEqual(
        Array.from(
          { length: MANY - (lastPage - 1) * 20 },
          (_, i) => `991230-${80000 + (lastPage - 1) * 20 + i + 1}`,
        ),
      );
    }
    // a name that is not common is still counted exactly, and one matching none as 0
    expect((await list({ q: 'aramaoğ' })).pagination).toMatchObject({ total: 1, totalCapped: false });
    expect((await list({ q: 'yokböyleisim' })).pagination).toMatchObject({ total: 0, totalCapped: false });
    // the common name with another filter that leaves none
    expect((await list({ q: 'çokyaygın', channel: 'kiosk' })).pagination).toMatchObject({ total: 0 });
  });
});
