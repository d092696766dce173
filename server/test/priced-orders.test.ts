import type { OpenOrder, OrderSummary } from '@kiosk/contracts';
import { apportion, vatOfInclusive } from '@kiosk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealGroupId } from '../src/db/seed/meal-deal-data.js';
import { demo, nextIp } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// Issue 33: every order priced by the domain's priceCart on the server (kiosk, till, open orders):
// meal deals stored as a header and apportioned parts, channel prices, dayparts, promotions, manual
// discounts with a manager's PIN above the limit. The demo outlet's deal "Klasik Burger Menü"
// (349 TL: a burger, a side, a drink; lemonade +10 TL) and its menu; the outlet is in Istanbul.

let till: TillFixture;
let kiosk: string;

type Answer<T> = {
  data: T;
  error?: { code: string; message: string; details?: unknown };
};

beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
  kiosk = (await till.client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
});
afterAll(async () => {
  await till?.close();
});

const call = <T = unknown>(method: string, path: string, body?: unknown, token = till.cashier) =>
  till.client.call<Answer<T>>(method, path, { token, ...(body === undefined ? {} : { body }) });
const createOrder = (body: Record<string, unknown>, token = till.cashier) =>
  call<OrderSummary>('POST', '/functions/v1/manage-orders/create', body, token);
const fields = (answer: Answer<unknown>) =>
  ((answer.error?.details ?? []) as Array<{ field: string; key?: string }>).map((d) => [d.field, d.key]);
const productId = (name: string) => till.line(name).product_id;

const DEAL = 'Klasik Burger Menü';
const group = (key: string) => dealGroupId('classic-burger-menu', key);
const dealLine = (drink = 'Limonata', quantity = 1) => ({
  product_id: productId(DEAL),
  quantity,
  selection: {},
  parts: [
    {
      group_id: group('main'),
      product_id: productId('Klasik Burger'),
      selection: till.line('Klasik Burger').selection,
    },
    { group_id: group('side'), product_id: productId('Patates Kızartması'), selection: {} },
    { group_id: group('drink'), product_id: productId(drink), selection: {} },
  ],
});

/** HH:MM in the outlet's zone, `minutes` from now. */
function clock(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

const setLimit = (value: unknown) =>
  call('PUT', '/rest/v1/settings/manual_discount_limit', { value }, till.admin);

describe('meal deals', () => {
  it('a deal with a large drink: its parts share the price exactly, each with its own VAT; stored as a header and parts', async () => {
    const res = await createOrder({ items: [dealLine('Limonata', 2)] });
    expect(res.status).toBe(201);
    const order = res.body.data;
    const [line] = order.items;
    // 349 TL + 10 TL for the lemonade, twice
    expect(line).toMatchObject({
      product_name: DEAL,
      quantity: 2,
      unit_price_minor: 35_900,
      gross_minor: 71_800,
    });
    expect(line?.total_price_minor).toBe(71_800);
    expect(order).toMatchObject({
      total_minor: 71_800,
      gross_minor: 71_800,
      discount_minor: 0,
      channel: 'till',
    });
    const parts = line?.parts ?? [];
    expect(parts.map((p) => [p.group_name, p.product_name])).toEqual([
      ['Ana ürün', 'Klasik Burger'],
      ['Yan ürün', 'Patates Kızartması'],
      ['İçecek', 'Limonata'],
    ]);
    // by each part's price alone (its apportionment weight), to the kuruş
    const burger = await createOrder({ items: [till.line('Klasik Burger')] });
    const alone = [burger.body.data.items[0]?.unit_price_minor ?? 0, 9_500, 7_500];
    const shares = apportion(71_800, alone);
    expect(parts.map((p) => p.total_price_minor)).toEqual(shares);
    expect(parts.reduce((sum, p) => sum + p.total_price_minor, 0)).toBe(line?.total_price_minor);
    for (const part of parts)
      expect(part.vat_minor).toBe(vatOfInclusive(part.total_price_minor, part.vat_rate));
    expect(line?.vat_minor).toBe(parts.reduce((sum, p) => sum + p.vat_minor, 0));
    expect(order.tax_minor).toBe(line?.vat_minor);

    const rows = await till.db
      .selectFrom('order_items')
      .select([
        'id',
        'kind',
        'parent_item_id',
        'total_price_minor',
        'gross_minor',
        'quantity',
        'deal_group_name',
      ])
      .where('order_id', '=', order.id)
      .orderBy('sort_order')
      .execute();
    const header = rows[0];
    expect(header).toMatchObject({
      kind: 'deal',
      parent_item_id: null,
      total_price_minor: 0,
      gross_minor: 71_800,
    });
    expect(rows.slice(1).map((r) => [r.kind, r.parent_item_id, r.quantity, r.deal_group_name])).toEqual([
      ['deal_part', header?.id, 2, 'Ana ürün'],
      ['deal_part', header?.id, 2, 'Yan ürün'],
      ['deal_part', header?.id, 2, 'İçecek'],
    ]);
    const stored = await till.db
      .selectFrom('orders')
      .select(['total_minor', 'gross_minor', 'channel'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ total_minor: 71_800, gross_minor: 71_800, channel: 'till' });
    // read back as it was answered: part rows never appear as lines of their own
    const read = await call<OrderSummary[]>('GET', '/functions/v1/manage-orders/list');
    const again = read.body.data.find((o) => o.id === order.id);
    expect(again?.items).toEqual(order.items);
  });

  it("refuses a deal's wrong parts by field, parts on a plain product, a deal without parts", async () => {
    const wrong = dealLine();
    wrong.parts[2] = { group_id: group('drink'), product_id: productId('Çay'), selection: {} };
    const notAllowed = await createOrder({ items: [till.line('Ayran'), wrong] });
    expect(notAllowed.status).toBe(400);
    expect(fields(notAllowed.body)).toEqual([['items.1.parts.2.product_id', 'product_not_allowed']]);
    expect(notAllowed.body.error?.message).toContain(DEAL);

    const missing = dealLine();
    missing.parts.pop();
    const short = await createOrder({ items: [missing] });
    expect(short.status).toBe(400);
    expect(fields(short.body)).toEqual([[`items.0.groups.${group('drink')}`, 'group_missing']]);

    const plain = await createOrder({
      items: [{ ...till.line('Kola'), parts: [{ group_id: group('drink'), product_id: productId('Kola') }] }],
    });
    expect(fields(plain.body)).toEqual([['items.0.parts', 'parts_not_allowed']]);
    const bare = await createOrder({ items: [{ product_id: productId(DEAL), quantity: 1 }] });
    expect(fields(bare.body)).toEqual([['items.0.parts', 'deal_parts_required']]);
  });

  it("the back office's line edit refuses an order with a deal (it would lose the parts' shares)", async () => {
    const order = (await createOrder({ items: [dealLine('Kola'), till.line('Ayran')] })).body.data;
    const edit = await call(
      'POST',
      '/functions/v1/update-order-items',
      { order_id: order.id, items: [{ product_id: productId('Ayran'), quantity: 1 }] },
      till.admin,
    );
    expect([edit.status, edit.body.error?.code]).toEqual([409, 'order_priced_by_rules']);
    const lines = await till.db
      .selectFrom('order_items')
      .select('kind')
      .where('order_id', '=', order.id)
      .execute();
    expect(lines).toHaveLength(5);
  });

  it('answers a repeated request with its stored answer, deal parts and all', async () => {
    const body = { items: [dealLine('Ayran')], idempotency_key: 'priced-deal-0001' };
    const first = await createOrder(body);
    const second = await createOrder(body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(first.body.data.items[0]?.total_price_minor).toBe(34_900);
  });
});

describe('channel prices, dayparts and promotions', () => {
  it('a kiosk price differs from the till price', async () => {
    const kola = productId('Kola');
    const saved = await call(
      'PUT',
      `/rest/v1/products/${kola}/channel-prices`,
      {
        prices: [{ store_id: null, channel: 'kiosk', price_minor: 6_500 }],
      },
      till.admin,
    );
    expect(saved.status).toBe(200);
    const atKiosk = await createOrder({ items: [till.line('Kola', 2)] }, kiosk);
    const atTill = await createOrder({ items: [till.line('Kola', 2)] });
    expect(atKiosk.body.data).toMatchObject({ channel: 'kiosk', total_minor: 13_000 });
    expect(atKiosk.body.data.items[0]?.unit_price_minor).toBe(6_500);
    expect(atTill.body.data).toMatchObject({ channel: 'till', total_minor: 12_000 });
    await call('DELETE', `/rest/v1/products/${kola}/channel-prices`, undefined, till.admin);
  });

  it('a product outside its daypart is refused by name; back on once its window is cleared', async () => {
    const simit = productId('Simit');
    const away = { windows: [{ start: clock(120), end: clock(180) }] };
    expect((await call('PUT', `/rest/v1/products/${simit}/availability`, away, till.admin)).status).toBe(200);
    const refused = await createOrder({ items: [till.line('Ayran'), till.line('Simit')] });
    expect(refused.status).toBe(400);
    expect(fields(refused.body)).toEqual([['items.1', 'product_unavailable_now']]);
    expect(refused.body.error?.message).toContain('Simit is not available at this time');
    await call('PUT', `/rest/v1/products/${simit}/availability`, { windows: [] }, till.admin);
    expect((await createOrder({ items: [till.line('Simit')] })).status).toBe(201);
  });

  it('a happy hour takes its share in its window; outside it, no saving and a client priced with it is refused (409)', async () => {
    const promotion = {
      name: 'Ayran saati',
      channels: ['till'],
      store_ids: [],
      times: [{ start: clock(-60), end: clock(60) }],
      target: { product_ids: [productId('Ayran')] },
      kind: { type: 'percent_off', percent: 20 },
    };
    const created = await call<{ id: string }>('POST', '/rest/v1/promotions', promotion, till.admin);
    expect(created.status).toBe(201);
    const id = created.body.data?.id ?? (created.body as unknown as { id: string }).id;
    const inWindow = await createOrder({
      items: [till.line('Ayran', 2), till.line('Kola')],
      promotion_ids: [id],
    });
    expect(inWindow.status).toBe(201);
    const [ayran, kola] = inWindow.body.data.items;
    expect(ayran).toMatchObject({ gross_minor: 8_000, discount_minor: 1_600, total_price_minor: 6_400 });
    expect(ayran?.savings).toEqual([{ kind: 'promotion', id, name: 'Ayran saati', amount_minor: 1_600 }]);
    expect(kola).toMatchObject({ discount_minor: 0, savings: [] });
    expect(inWindow.body.data).toMatchObject({
      gross_minor: 14_000,
      discount_minor: 1_600,
      total_minor: 12_400,
    });
    // the kiosk is not its channel
    expect((await createOrder({ items: [till.line('Ayran')] }, kiosk)).body.data.total_minor).toBe(4_000);

    const later = { ...promotion, times: [{ start: clock(120), end: clock(180) }] };
    expect((await call('PUT', `/rest/v1/promotions/${id}`, later, till.admin)).status).toBe(200);
    const outside = await createOrder({ items: [till.line('Ayran')] });
    expect(outside.body.data).toMatchObject({ total_minor: 4_000, discount_minor: 0 });
    const stale = await createOrder({ items: [till.line('Ayran')], promotion_ids: [id] });
    expect([stale.status, stale.body.error?.code]).toEqual([409, 'promotion_not_applicable']);
    expect(fields(stale.body)).toEqual([['promotion_ids.0', 'promotion_outside_hours']]);
    await call('DELETE', `/rest/v1/promotions/${id}`, undefined, till.admin);
  });
});

describe('manual discounts and the manager PIN', () => {
  const adminPassword = demo('admin').password;

  it('an admin sets their own approval PIN with their password (never shown back); a cashier cannot', async () => {
    const wrong = await call(
      'PUT',
      '/rest/v1/me/approval-pin',
      { pin: '4321', password: 'nope' },
      till.admin,
    );
    expect([wrong.status, wrong.body.error?.code]).toEqual([403, 'invalid_password']);
    expect((await call('PUT', '/rest/v1/me/approval-pin', { pin: '4321', password: 'x' })).status).toBe(403);
    expect(
      (await call('PUT', '/rest/v1/me/approval-pin', { pin: '12', password: adminPassword }, till.admin))
        .status,
    ).toBe(400);
    const set = await call(
      'PUT',
      '/rest/v1/me/approval-pin',
      { pin: '4321', password: adminPassword },
      till.admin,
    );
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ has_approval_pin: true });
    expect(JSON.stringify(set.body)).not.toContain('scrypt');
    expect((await call('GET', '/rest/v1/me/approval-pin', undefined, till.admin)).body.data).toEqual({
      has_approval_pin: true,
    });
    const audit = await till.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'user.approval_pin%')
      .execute();
    expect(audit.map((a) => a.action)).toContain('user.approval_pin_set');
  });

  it('refuses a kiosk discount (422) and a discount naming no line; under the limit, no PIN', async () => {
    const discount = { type: 'percent', value: 5, reason: 'Müdavim', scope: 'order' };
    const atKiosk = await createOrder({ items: [till.line('Ayran')], discounts: [discount] }, kiosk);
    expect([atKiosk.status, atKiosk.body.error?.code]).toEqual([422, 'manual_discount_not_allowed']);
    const noLine = await createOrder({
      items: [till.line('Ayran')],
      discounts: [{ ...discount, scope: 'line', line: 3 }],
    });
    expect(fields(noLine.body)).toEqual([['discounts.0.line', 'unknown_line']]);
    expect((await setLimit({ max_percent: 10 })).status).toBe(200);
    const small = await createOrder({ items: [till.line('Ayran', 2)], discounts: [discount] });
    expect(small.status).toBe(201);
    expect(small.body.data).toMatchObject({ gross_minor: 8_000, discount_minor: 400, total_minor: 7_600 });
    expect(small.body.data.items[0]?.savings).toEqual([
      { kind: 'manual', id: 'discount-0', name: 'Müdavim', amount_minor: 400 },
    ]);
  });

  it("above the limit: 403 without a PIN, 403 with a wrong one, through with a manager's PIN (recorded)", async () => {
    const body = {
      items: [till.line('Ayran', 2)],
      discounts: [{ type: 'amount', value: 2_000, reason: 'Şikâyet', scope: 'line', line: 0 }],
    };
    const none = await createOrder(body);
    expect([none.status, none.body.error?.code]).toEqual([403, 'manager_pin_required']);
    const wrong = await createOrder({ ...body, manager_pin: '0000' });
    expect([wrong.status, wrong.body.error?.code]).toEqual([403, 'manager_pin_invalid']);
    const approved = await createOrder({ ...body, manager_pin: '4321' });
    expect(approved.status).toBe(201);
    expect(approved.body.data).toMatchObject({ discount_minor: 2_000, total_minor: 6_000 });
    const row = await till.db
      .selectFrom('orders')
      .select(['discount_approved_by', 'manual_discounts'])
      .where('id', '=', approved.body.data.id)
      .executeTakeFirstOrThrow();
    const adminRow = await till.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo('admin').email)
      .executeTakeFirstOrThrow();
    expect(row.discount_approved_by).toBe(adminRow.id);
    expect(row.manual_discounts).toEqual([{ ...body.discounts[0], amount_minor: 2_000 }]);
  });
});

describe('open orders (tabs) with discounts', () => {
  const tabBody = (discounts: unknown[]) => ({
    label: { kind: 'table', text: 'Masa 9' },
    items: [till.line('Klasik Burger'), till.line('Ayran')],
    discounts,
  });
  const save = (tab: OpenOrder, body: Record<string, unknown>) =>
    call<OpenOrder>('PUT', `/api/till/open-orders/${tab.id}`, { expected_version: tab.version, ...body });

  it('keeps its discounts through edits; a bigger one needs the PIN, the same again does not', async () => {
    const percent = { type: 'percent', value: 10, reason: 'Personel', scope: 'order' };
    const opened = await call<OpenOrder>('POST', '/api/till/open-orders', tabBody([percent]));
    expect(opened.status).toBe(201);
    const tab = opened.body.data;
    expect(tab.discounts).toEqual([percent]);
    expect(tab.discount_minor).toBe(Math.round(tab.gross_minor / 10));
    expect(tab.total_minor).toBe(tab.gross_minor - tab.discount_minor);

    // lines changed, discounts not sent: the saved ones apply again
    const more = await save(tab, { items: [till.line('Klasik Burger'), till.line('Ayran', 3)] });
    expect(more.status).toBe(200);
    expect(more.body.data.discounts).toEqual([percent]);
    expect(more.body.data.discount_minor).toBe(Math.round(more.body.data.gross_minor / 10));

    const bigger = [{ ...percent, value: 30 }];
    const items = [till.line('Klasik Burger'), till.line('Ayran', 3)];
    const refused = await save(more.body.data, { items, discounts: bigger });
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'manager_pin_required']);
    const approved = await save(more.body.data, { items, discounts: bigger, manager_pin: '4321' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.discounts).toEqual(bigger);
    // the same discounts again (a note changed): no PIN asked
    const again = await save(approved.body.data, { items, note: 'Pencere kenarı' });
    expect(again.status).toBe(200);
    expect(again.body.data.total_minor).toBe(approved.body.data.total_minor);
    // linked at the till and paid: the discounted total is what completes it
    const total = again.body.data.total_minor;
    const paid = await till.pay(tab.id, { method: 'cash', amount_minor: total, tendered_minor: total });
    expect(paid.status).toBe(200);
    expect(await till.settled(paid.body.data.id)).toMatchObject({ step: 'paid' });
    expect(await till.money(tab.id)).toMatchObject({ status: 'paid' });
  });

  it('a tab paid in part keeps its money lock: a discount taking it below the part paid is refused', async () => {
    const opened = await call<OpenOrder>('POST', '/api/till/open-orders', tabBody([]));
    const tab = opened.body.data;
    const kept = tab.total_minor - 100;
    const part = await till.pay(tab.id, { method: 'cash', amount_minor: kept, tendered_minor: kept });
    expect(part.status).toBe(200);
    expect(await till.settled(part.body.data.id)).toMatchObject({ step: 'paid' });
    const now = (await call<OpenOrder>('GET', `/api/till/open-orders/${tab.id}`)).body.data;
    const below = await save(now, {
      items: [till.line('Klasik Burger'), till.line('Ayran')],
      discounts: [{ type: 'amount', value: 500, reason: 'Gecikme', scope: 'order' }],
    });
    expect([below.status, below.body.error?.code]).toEqual([409, 'total_below_paid']);
    const after = (await call<OpenOrder>('GET', `/api/till/open-orders/${tab.id}`)).body.data;
    expect(after).toMatchObject({ total_minor: tab.total_minor, discount_minor: 0, version: now.version });
  });
});

describe('the manager PIN lock', () => {
  it('locks after 10 wrong PINs: 429 manager_pin_locked with the wait, even for the right PIN', async () => {
    const body = {
      items: [till.line('Ayran', 2)],
      discounts: [{ type: 'percent', value: 50, reason: 'Deneme', scope: 'order' }],
    };
    for (let i = 0; i < 10; i += 1) {
      const wrong = await createOrder({ ...body, manager_pin: '9999' }, till.admin);
      expect(wrong.body.error?.code).toBe('manager_pin_invalid');
    }
    const locked = await createOrder({ ...body, manager_pin: '4321' }, till.admin);
    expect([locked.status, locked.body.error?.code]).toEqual([429, 'manager_pin_locked']);
    const wait = (locked.body.error?.details as { retry_after_s?: number } | undefined)?.retry_after_s;
    expect(wait ?? 0).toBeGreaterThan(60);
    // another till user's tries are their own
    expect((await createOrder({ ...body, manager_pin: '4321' })).status).toBe(201);
    expect((await call('DELETE', '/rest/v1/me/approval-pin', undefined, till.admin)).body.data).toEqual({
      has_approval_pin: false,
    });
    await setLimit(null);
  });
});
