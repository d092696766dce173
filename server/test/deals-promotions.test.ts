import type { Deal, MenuData, PromotionRecord } from '@kiosk/contracts';
import { type PricingRules, priceCart } from '@kiosk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, demo, type ErrorBody, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 33's pricing rules on the server: meal deals, promotions, channel prices and dayparts
 * (CRUD, audit, field-named refusals, admin only), the menu carrying them for priceCart, and the
 * admin's price preview equal to priceCart's figures. The outlet is in Europe/Istanbul (UTC+3).
 */

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let menu: MenuData;
let store: string;
let dealId: string;

const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';
/** The demo seed's own deal and (inactive) promotion, left out of the lists this test checks. */
const SEEDED_DEAL = 'Klasik Burger Menü';
const notSeeded = (p: { name: string }) => p.name !== 'Happy hour';
const menuNow = async (): Promise<MenuData> =>
  (await (await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)).json()) as MenuData;
const id = (name: string) => {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no ${name}`);
  return product.id;
};
const call = <T = ErrorBody>(method: string, path: string, body?: unknown, token = admin) =>
  client.call<T & ErrorBody>(method, path, { token, ...(body === undefined ? {} : { body }) });
const issues = (body: ErrorBody) =>
  ((body.error as { details?: Array<{ field: string; key?: string }> }).details ?? []).map((d) => [
    d.field,
    d.key,
  ]);
const lastAudit = async () =>
  (
    await call<Array<{ action: string; summary: string; actor_email: string }>>(
      'GET',
      '/rest/v1/audit_log?limit=1',
    )
  ).body[0];

beforeAll(async () => {
  server = await startTestServer({ env: { OUTLET_TIME_ZONE: 'Europe/Istanbul' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  const superAdmin = (await client.signIn(demo('super_admin').email, demo('super_admin').password, nextIp()))
    .body.access_token;
  const business = await call<{ id: string }>(
    'POST',
    '/rest/v1/businesses',
    { name: 'Menü Büfe' },
    superAdmin,
  );
  store = (
    await call<{ id: string }>(
      'POST',
      '/rest/v1/stores',
      { name: 'Kadıköy', business_id: business.body.id },
      superAdmin,
    )
  ).body.id;
  menu = await menuNow();
  const product = await call<{ id: string }>('POST', '/rest/v1/products', {
    price_minor: 30_000,
    image: menu.products.find((p) => p.image)?.image,
    category_id: 'food',
    tax_group_id: '00000000-0000-4000-8000-000000000048',
    translations: { tr: { name: 'Köfte Menü' }, en: { name: 'Meatball Meal' } },
  });
  expect(product.body.error).toBeUndefined();
  dealId = product.body.id;
  menu = await menuNow();
});
afterAll(() => server?.close());

const dealGroups = () => [
  { name: 'Ana ürün', min: 1, max: 1, choices: [{ product_id: id('Köfte Ekmek'), price_delta_minor: 0 }] },
  {
    name: 'Yan ürün',
    min: 1,
    max: 1,
    choices: [
      { product_id: id('Patates Kızartması'), price_delta_minor: 0 },
      { product_id: id('Soğan Halkası'), price_delta_minor: 1_500 },
    ],
  },
  {
    name: 'İçecek',
    min: 1,
    max: 1,
    choices: [
      { product_id: id('Ayran'), price_delta_minor: 0 },
      { product_id: id('Kola'), price_delta_minor: 1_000 },
    ],
  },
];

describe('meal deals', () => {
  it('creates, reads, lists, updates (a kept group keeps its id) and deletes a deal, audited', async () => {
    const created = await call<Deal>('POST', '/rest/v1/deals', { product_id: dealId, groups: dealGroups() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ product_id: dealId, name: 'Köfte Menü', price_minor: 30_000 });
    expect(created.body.groups.map((g) => [g.name, g.min, g.max, g.choices.length])).toEqual([
      ['Ana ürün', 1, 1, 1],
      ['Yan ürün', 1, 1, 2],
      ['İçecek', 1, 1, 2],
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'deal.created',
      summary: 'Köfte Menü',
      actor_email: demo('admin').email,
    });
    expect((await call('POST', '/rest/v1/deals', { product_id: dealId, groups: dealGroups() })).status).toBe(
      409,
    );
    const [main, side, drink] = created.body.groups;
    const updated = await call<Deal>('PUT', `/rest/v1/deals/${dealId}`, {
      groups: [
        {
          ...main,
          choices: [...(main?.choices ?? []), { product_id: id('Tavuk Dürüm'), price_delta_minor: 500 }],
        },
        { ...side },
        { ...drink },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.groups.map((g) => g.id)).toEqual([main?.id, side?.id, drink?.id]);
    expect(updated.body.groups[0]?.choices).toContainEqual({
      product_id: id('Tavuk Dürüm'),
      price_delta_minor: 500,
    });
    expect(await lastAudit()).toMatchObject({ action: 'deal.updated' });
    expect((await call<Deal>('GET', `/rest/v1/deals/${dealId}`)).body).toEqual(updated.body);
    expect(
      (await call<Deal[]>('GET', '/rest/v1/deals')).body
        .map((d) => d.product_id)
        .filter((d) => d !== id(SEEDED_DEAL)),
    ).toEqual([dealId]);

    // a second deal, then deleted: the product stays, no longer a deal
    const other = id('Izgara Köfte');
    expect((await call('POST', '/rest/v1/deals', { product_id: other, groups: dealGroups() })).status).toBe(
      201,
    );
    expect((await call('DELETE', `/rest/v1/deals/${other}`)).status).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'deal.deleted', summary: 'Izgara Köfte' });
    expect((await call('GET', `/rest/v1/deals/${other}`)).status).toBe(404);
    expect((await call('DELETE', `/rest/v1/deals/${other}`)).status).toBe(404);
    expect((await call('GET', `/rest/v1/products/${other}`)).status).toBe(200);
  });

  it('two creates of one deal at once: one is made, the other told it exists (409)', async () => {
    const club = id('Club Sandviç');
    const body = { product_id: club, groups: dealGroups() };
    const answers = await Promise.all([
      call('POST', '/rest/v1/deals', body),
      call('POST', '/rest/v1/deals', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await call<Deal>('GET', `/rest/v1/deals/${club}`)).body.groups).toHaveLength(3);
    expect((await call('DELETE', `/rest/v1/deals/${club}`)).status).toBe(204);
  });

  it('refuses bad deals field by field, and writes only for an admin', async () => {
    const bad = await call('PUT', `/rest/v1/deals/${dealId}`, {
      groups: [
        {
          name: 'Ana ürün',
          min: 2,
          max: 1,
          choices: [{ product_id: id('Köfte Ekmek'), price_delta_minor: 0 }],
        },
        { name: ' ', min: 0, max: 1, choices: [{ product_id: UNKNOWN, price_delta_minor: 0 }] },
        { name: 'Kendi', min: 0, max: 1, choices: [] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'validation_failed' });
    expect(issues(bad.body)).toEqual([
      ['groups.0.max', 'group_counts_invalid'],
      ['groups.1.name', 'group_name_required'],
      ['groups.2.choices', 'choices_required'],
      ['groups.1.choices.0.product_id', 'product_unknown'],
    ]);
    // a deal as a part of another deal, and a part of a deal made a deal itself
    const nested = await call('POST', '/rest/v1/deals', {
      product_id: id('Lahmacun'),
      groups: [{ name: 'Menü', min: 1, max: 1, choices: [{ product_id: dealId, price_delta_minor: 0 }] }],
    });
    expect(issues(nested.body)).toEqual([['groups.0.choices.0.product_id', 'choice_is_deal']]);
    const partAsDeal = await call('POST', '/rest/v1/deals', {
      product_id: id('Ayran'),
      groups: dealGroups().slice(0, 1),
    });
    expect(issues(partAsDeal.body)).toEqual([['product_id', 'deal_is_choice']]);
    expect(
      issues((await call('POST', '/rest/v1/deals', { product_id: UNKNOWN, groups: dealGroups() })).body),
    ).toEqual([['product_id', 'product_unknown']]);
    expect((await call('PUT', `/rest/v1/deals/${id('Simit')}`, { groups: dealGroups() })).status).toBe(404);
    expect((await call('PUT', `/rest/v1/deals/${dealId}`, { groups: dealGroups() }, cashier)).status).toBe(
      403,
    );
    expect((await call('DELETE', `/rest/v1/deals/${dealId}`, undefined, cashier)).status).toBe(403);
    // nothing refused was saved
    expect((await call<Deal>('GET', `/rest/v1/deals/${dealId}`)).body.groups[0]).toMatchObject({
      min: 1,
      max: 1,
    });
    expect((await call('GET', `/rest/v1/deals/${id('Lahmacun')}`)).status).toBe(404);
  });
});

const happyHour = () => ({
  name: 'Menü saati',
  channels: ['kiosk', 'till'],
  store_ids: [],
  valid_from: '2026-01-01',
  valid_until: '2027-12-31',
  times: [{ start: '14:00', end: '17:00', weekdays: [1, 2, 3, 4, 5, 6, 7] }],
  target: { product_ids: [dealId] },
  kind: { type: 'percent_off', percent: 10 },
});

describe('promotions', () => {
  let promotionId: string;

  it('creates, reads, lists, updates and soft-deletes a promotion, audited', async () => {
    const created = await call<PromotionRecord>('POST', '/rest/v1/promotions', happyHour());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Menü saati',
      active: true,
      stackable: false,
      channels: ['kiosk', 'till'],
      valid_from: '2026-01-01',
      valid_until: '2027-12-31',
      target: { product_ids: [dealId], category_ids: [] },
      kind: { type: 'percent_off', percent: 10 },
    });
    expect(await lastAudit()).toMatchObject({ action: 'promotion.created', summary: 'Menü saati' });
    const gone = await call<PromotionRecord>('POST', '/rest/v1/promotions', {
      ...happyHour(),
      name: '2. içecek %50',
      target: { category_ids: ['drinks'] },
      kind: { type: 'nth_item_percent', n: 2, percent: 50 },
    });
    expect(gone.status).toBe(201);
    const updated = await call<PromotionRecord>('PUT', `/rest/v1/promotions/${gone.body.id}`, {
      ...happyHour(),
      name: '2. içecek %50',
      store_ids: [store],
      target: { category_ids: ['drinks'] },
      kind: { type: 'nth_item_percent', n: 2, percent: 50 },
    });
    expect(updated.body).toMatchObject({ store_ids: [store], kind: { n: 2, percent: 50 } });
    expect((await call('DELETE', `/rest/v1/promotions/${gone.body.id}`)).status).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'promotion.deleted', summary: '2. içecek %50' });
    expect((await call('GET', `/rest/v1/promotions/${gone.body.id}`)).status).toBe(404);
    expect((await call('PUT', `/rest/v1/promotions/${gone.body.id}`, happyHour())).status).toBe(404);
    const list = await call<PromotionRecord[]>('GET', '/rest/v1/promotions');
    expect(list.body.filter(notSeeded).map((p) => p.name)).toEqual(['Menü saati']);
    promotionId = created.body.id;
    expect((await call<PromotionRecord>('GET', `/rest/v1/promotions/${promotionId}`)).body).toEqual(
      created.body,
    );
  });

  it('refuses an empty channel list, dates reversed, a foreign store, a bad percent, unknown targets; admin only', async () => {
    const bad = await call('POST', '/rest/v1/promotions', {
      ...happyHour(),
      channels: [],
      valid_from: '2026-12-31',
      valid_until: '2026-01-01',
      store_ids: [UNKNOWN],
      target: { product_ids: [UNKNOWN], category_ids: ['no-such-category'] },
      kind: { type: 'percent_off', percent: 0 },
    });
    expect(bad.status).toBe(400);
    expect(issues(bad.body)).toEqual([
      ['channels', 'channels_required'],
      ['valid_until', 'dates_reversed'],
      ['kind.percent', 'percent_invalid'],
      ['store_ids.0', 'store_unknown'],
      ['target.product_ids.0', 'product_unknown'],
      ['target.category_ids.0', 'category_unknown'],
    ]);
    const hours = await call('POST', '/rest/v1/promotions', {
      ...happyHour(),
      times: [{ start: '25:00', end: '17:00' }],
    });
    expect(issues(hours.body)).toEqual([['times.0', 'times_invalid']]);
    expect((await call('POST', '/rest/v1/promotions', { ...happyHour(), channels: ['web'] })).status).toBe(
      400,
    );
    expect((await call('POST', '/rest/v1/promotions', happyHour(), cashier)).status).toBe(403);
    expect((await call('DELETE', `/rest/v1/promotions/${promotionId}`, undefined, cashier)).status).toBe(403);
    expect((await call<PromotionRecord[]>('GET', '/rest/v1/promotions')).body.filter(notSeeded)).toHaveLength(
      1,
    );
  });
});

describe('channel prices and dayparts', () => {
  it("replaces a product's channel prices and refuses a negative price, a repeat and a foreign store", async () => {
    const kola = id('Kola');
    const saved = await call<unknown[]>('PUT', `/rest/v1/products/${kola}/channel-prices`, {
      prices: [
        { store_id: null, channel: 'delivery', price_minor: 7_000 },
        { store_id: store, channel: 'kiosk', price_minor: 6_500 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([
      { product_id: kola, store_id: null, channel: 'delivery', price_minor: 7_000 },
      { product_id: kola, store_id: store, channel: 'kiosk', price_minor: 6_500 },
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'product.channel_prices_updated', summary: 'Kola' });
    const bad = await call('PUT', `/rest/v1/products/${kola}/channel-prices`, {
      prices: [
        { store_id: null, channel: 'till', price_minor: -1 },
        { store_id: null, channel: 'delivery', price_minor: 100 },
        { store_id: null, channel: 'delivery', price_minor: 200 },
        { store_id: UNKNOWN, channel: 'kiosk', price_minor: 100 },
      ],
    });
    expect(issues(bad.body)).toEqual([
      ['prices.0.price_minor', 'price_invalid'],
      ['prices.2', 'duplicate'],
      ['prices.3.store_id', 'store_unknown'],
    ]);
    expect((await call('PUT', `/rest/v1/products/${UNKNOWN}/channel-prices`, { prices: [] })).status).toBe(
      404,
    );
    expect(
      (await call('PUT', `/rest/v1/products/${kola}/channel-prices`, { prices: [] }, cashier)).status,
    ).toBe(403);
    expect((await call<unknown[]>('GET', `/rest/v1/products/${kola}/channel-prices`)).body).toHaveLength(2);
    expect((await call<Array<{ product_id: string }>>('GET', '/rest/v1/channel-prices')).body).toEqual(
      saved.body,
    );
    const ayran = id('Ayran');
    const ayranPrices = { prices: [{ store_id: store, channel: null, price_minor: 4_500 }] };
    expect((await call('PUT', `/rest/v1/products/${ayran}/channel-prices`, ayranPrices)).status).toBe(200);
    expect(
      (await call('DELETE', `/rest/v1/products/${ayran}/channel-prices`, undefined, cashier)).status,
    ).toBe(403);
    expect((await call('DELETE', `/rest/v1/products/${ayran}/channel-prices`)).status).toBe(204);
    expect((await call<unknown[]>('GET', `/rest/v1/products/${ayran}/channel-prices`)).body).toEqual([]);
    expect((await call('DELETE', `/rest/v1/products/${UNKNOWN}/channel-prices`)).status).toBe(404);
  });

  it('saves dayparts of a product and a category and refuses equal start and end, bad times and weekdays', async () => {
    const breakfast = await call('PUT', `/rest/v1/products/${dealId}/availability`, {
      windows: [{ start: '07:00', end: '11:00' }],
    });
    expect(breakfast.body).toEqual({
      owner: 'product',
      owner_id: dealId,
      windows: [{ start: '07:00', end: '11:00' }],
    });
    expect(await lastAudit()).toMatchObject({
      action: 'product.availability_updated',
      summary: 'Köfte Menü',
    });
    const desserts = await call('PUT', '/rest/v1/categories/desserts/availability', {
      windows: [{ start: '22:00', end: '02:00', weekdays: [6, 5] }],
    });
    expect(desserts.body).toMatchObject({ windows: [{ start: '22:00', end: '02:00', weekdays: [5, 6] }] });
    const bad = await call('PUT', `/rest/v1/products/${dealId}/availability`, {
      windows: [
        { start: '11:00', end: '11:00' },
        { start: '25:00', end: '26:00' },
        { start: '07:00', end: '11:00', weekdays: [8] },
      ],
    });
    expect(issues(bad.body)).toEqual([
      ['windows.0.start', 'start_equals_end'],
      ['windows.1.start', 'start_invalid'],
      ['windows.1.end', 'end_invalid'],
      ['windows.2.weekdays', 'weekday_invalid'],
    ]);
    expect((await call('PUT', '/rest/v1/categories/no-such/availability', { windows: [] })).status).toBe(404);
    expect(
      (await call('PUT', '/rest/v1/categories/desserts/availability', { windows: [] }, cashier)).status,
    ).toBe(403);
    expect((await call('GET', '/rest/v1/categories/desserts/availability')).body).toMatchObject({
      owner: 'category',
    });
    const all = await call<Array<{ owner: string; owner_id: string }>>('GET', '/rest/v1/availability');
    expect(all.body.map((a) => [a.owner, a.owner_id])).toEqual([
      ['product', dealId],
      ['category', 'desserts'],
    ]);
    expect(
      (await call('DELETE', '/rest/v1/categories/desserts/availability', undefined, cashier)).status,
    ).toBe(403);
    expect((await call('DELETE', '/rest/v1/categories/desserts/availability')).status).toBe(204);
    expect((await call('GET', '/rest/v1/categories/desserts/availability')).body).toMatchObject({
      windows: [],
    });
    expect((await call('DELETE', '/rest/v1/categories/no-such/availability')).status).toBe(404);
  });
});

/** The domain's rules as an app builds them from the menu (non-configurable products only here). */
function rulesFromMenu(data: MenuData): PricingRules {
  const pricing = data.pricing;
  if (!pricing) throw new Error('the menu carries no pricing');
  const windows = (owner: 'product' | 'category', ownerId: string) =>
    pricing.availability.find((a) => a.owner === owner && a.owner_id === ownerId)?.windows ?? [];
  return {
    products: data.products.map((p) => {
      const deal = pricing.deals.find((d) => d.product_id === p.id);
      return {
        id: p.id,
        price_minor: p.price_minor,
        vat_rate: p.vat_rate,
        category_id: p.subcategory_id ?? p.category_id,
        steps: [],
        available: p.is_available,
        availability: windows('product', p.id),
        ...(deal ? { deal: { groups: deal.groups } } : {}),
      };
    }),
    categories: data.categories.map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      availability: windows('category', c.id),
    })),
    channel_prices: pricing.channel_prices,
    promotions: pricing.promotions,
  };
}

describe('the manual discount limit', () => {
  it('is a setting the admin saves (either bound, null: none), refused when not kuruş or a percent', async () => {
    const put = (value: unknown, token = admin) =>
      call('PUT', '/rest/v1/settings/manual_discount_limit', { value }, token);
    for (const value of [
      { max_amount_minor: -1 },
      { max_amount_minor: 12.5 },
      { max_percent: 101 },
      { other: 1 },
    ]) {
      const res = await put(value);
      expect(res.status, JSON.stringify(value)).toBe(400);
    }
    expect((await put({ max_amount_minor: 5_000 }, cashier)).status).toBe(403);
    expect((await put({ max_amount_minor: 5_000, max_percent: null })).status).toBe(200);
    await expect
      .poll(async () => (await menuNow()).pricing?.manual_discount_limit, { timeout: 5_000 })
      .toEqual({ max_amount_minor: 5_000 });
    expect((await put({ max_amount_minor: 10_000, max_percent: 10 })).status).toBe(200);
  });
});

describe('the live menu and the preview', () => {
  const cart = () => [
    {
      id: 'menu',
      product_id: dealId,
      quantity: 2,
      selection: {},
      parts: [
        { group_id: deal.groups[0]?.id as string, product_id: id('Köfte Ekmek'), selection: {} },
        { group_id: deal.groups[1]?.id as string, product_id: id('Soğan Halkası'), selection: {} },
        { group_id: deal.groups[2]?.id as string, product_id: id('Kola'), selection: {} },
      ],
    },
    { id: 'kola', product_id: id('Kola'), quantity: 1, selection: {} },
  ];
  let deal: Deal;

  it('carries the deals, the active promotions with their windows, channel prices, dayparts and the limit', async () => {
    // the setting saved back by the test before: the cached menu drops on its db-changes event
    await expect
      .poll(async () => (await menuNow()).pricing?.manual_discount_limit, { timeout: 5_000 })
      .toEqual({ max_amount_minor: 10_000, max_percent: 10 });
    // (the limit was the last write: a menu showing it shows every write before it)
    menu = await menuNow();
    deal = (await call<Deal>('GET', `/rest/v1/deals/${dealId}`)).body;
    expect(menu.pricing?.deals.filter((d) => d.name !== SEEDED_DEAL)).toEqual([deal]);
    expect(menu.pricing?.promotions.map((p) => [p.name, p.times])).toEqual([
      ['Menü saati', [{ start: '14:00', end: '17:00', weekdays: [1, 2, 3, 4, 5, 6, 7] }]],
    ]);
    expect(menu.pricing?.channel_prices).toContainEqual({
      product_id: id('Kola'),
      store_id: store,
      channel: 'kiosk',
      price_minor: 6_500,
    });
    expect(menu.pricing?.availability).toContainEqual({
      owner: 'product',
      owner_id: dealId,
      windows: [{ start: '07:00', end: '11:00' }],
    });
    expect(menu.pricing?.time_zone).toBe('Europe/Istanbul');
  });

  it('prices a cart as priceCart does: the store kiosk price, the breakfast deal, gone at 11:00', async () => {
    const preview = (at: string, channel = 'kiosk') =>
      call<{
        at: string;
        lines: Array<{ line_id: string; net_minor: number; parts: unknown[] }>;
        totals: { total_minor: number };
        issues: unknown[];
      }>('POST', '/rest/v1/pricing/preview', { channel, store_id: store, at, lines: cart() });
    // 10:59:59 in Istanbul: the deal is on; 2 × (30000 + 1500 + 1000) = 65000, Kola at the store's kiosk price
    const before = await preview('2026-11-30T07:59:59Z');
    expect(before.status).toBe(200);
    expect(before.body.lines.map((l) => [l.line_id, l.net_minor, l.parts.length])).toEqual([
      ['menu', 65_000, 3],
      ['kola', 6_500, 0],
    ]);
    expect(before.body.totals.total_minor).toBe(71_500);
    const expected = priceCart({
      lines: cart(),
      rules: rulesFromMenu(menu),
      channel: 'kiosk',
      store_id: store,
      at: new Date('2026-11-30T07:59:59Z'),
      time_zone: 'Europe/Istanbul',
    });
    expect(before.body).toEqual({ at: '2026-11-30T07:59:59.000Z', ...JSON.parse(JSON.stringify(expected)) });
    // 11:00:00: the breakfast deal is gone, the server names the line
    const after = await preview('2026-11-30T08:00:00Z');
    expect(after.body.issues).toEqual([{ field: 'items.0.product_id', code: 'product_not_available_now' }]);
    expect(after.body.lines.map((l) => l.line_id)).toEqual(['kola']);
    // delivery: the channel price for every store
    const delivery = await preview('2026-11-30T07:00:00Z', 'delivery');
    expect(delivery.body.lines.find((l) => l.line_id === 'kola')?.net_minor).toBe(7_000);
  });

  it('applies the happy hour in its window only, with the saving named', async () => {
    await call('PUT', `/rest/v1/products/${dealId}/availability`, { windows: [] });
    await expect
      .poll(async () => (await menuNow()).pricing?.availability.some((a) => a.owner_id === dealId), {
        timeout: 5_000,
      })
      .toBe(false);
    menu = await menuNow();
    const at = '2026-11-30T12:30:00Z'; // 15:30 in Istanbul
    const priced = await call<{ lines: Array<{ savings: unknown[]; net_minor: number }> }>(
      'POST',
      '/rest/v1/pricing/preview',
      {
        channel: 'till',
        at,
        lines: cart(),
      },
    );
    expect(priced.body.lines[0]?.savings).toEqual([
      { kind: 'promotion', id: menu.pricing?.promotions[0]?.id, name: 'Menü saati', amount_minor: 6_500 },
    ]);
    expect(priced.body.lines[0]?.net_minor).toBe(58_500);
    const expected = priceCart({
      lines: cart(),
      rules: rulesFromMenu(menu),
      channel: 'till',
      store_id: null,
      at: new Date(at),
      time_zone: 'Europe/Istanbul',
    });
    expect(priced.body).toMatchObject(JSON.parse(JSON.stringify(expected)));
    const outside = await call<{ lines: Array<{ savings: unknown[] }> }>('POST', '/rest/v1/pricing/preview', {
      channel: 'till',
      at: '2026-11-30T14:00:00Z',
      lines: cart(),
    });
    expect(outside.body.lines[0]?.savings).toEqual([]);
    // a delivery order is not among its channels
    const delivery = await call<{ lines: Array<{ savings: unknown[] }> }>(
      'POST',
      '/rest/v1/pricing/preview',
      {
        channel: 'delivery',
        at,
        lines: cart(),
      },
    );
    expect(delivery.body.lines[0]?.savings).toEqual([]);
  });

  it('refuses a foreign store and bad input, and is for an admin only', async () => {
    const body = { channel: 'kiosk', store_id: UNKNOWN, lines: cart() };
    expect(issues((await call('POST', '/rest/v1/pricing/preview', body)).body)).toEqual([
      ['store_id', 'store_unknown'],
    ]);
    expect((await call('POST', '/rest/v1/pricing/preview', { channel: 'kiosk', lines: [] })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/rest/v1/pricing/preview', { ...body, store_id: null }, cashier)).status,
    ).toBe(403);
  });

  it('a product of an inactive category is not available (as on the menu), named by its line', async () => {
    const lines = [{ id: 'simit', product_id: id('Simit'), quantity: 1 }];
    const preview = () =>
      call<{ issues: unknown[]; lines: unknown[] }>('POST', '/rest/v1/pricing/preview', {
        channel: 'till',
        lines,
      });
    expect((await preview()).body.lines).toHaveLength(1);
    expect((await call('PATCH', '/rest/v1/categories/snacks', { is_active: false })).status).toBe(200);
    try {
      expect((await preview()).body).toMatchObject({
        lines: [],
        issues: [{ field: 'items.0.product_id', code: 'product_unavailable' }],
      });
    } finally {
      expect((await call('PATCH', '/rest/v1/categories/snacks', { is_active: true })).status).toBe(200);
    }
  });

  it('a promotion change is announced on db-changes (the kiosks reload) and changes the menu', async () => {
    const socket = new WebSocket(`${server.urls.kiosk.replace('http', 'ws')}/realtime/v1`);
    const messages: Array<{ type: string; event?: { channel: string; table?: string; payload: unknown } }> =
      [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      socket.send(JSON.stringify({ type: 'join', channel: 'db-changes' }));
      await expect.poll(() => messages.some((m) => m.type === 'joined')).toBe(true);
      const promotion = menu.pricing?.promotions[0] as PromotionRecord;
      const { id: promotionId, created_at: _c, updated_at: _u, ...write } = promotion;
      expect(
        (await call('PUT', `/rest/v1/promotions/${promotionId}`, { ...write, active: false })).status,
      ).toBe(200);
      await expect
        .poll(() => messages.find((m) => m.type === 'event')?.event, { timeout: 5_000 })
        .toMatchObject({ channel: 'db-changes', table: 'promotions', payload: { id: promotionId } });
      await expect.poll(async () => (await menuNow()).pricing?.promotions.length, { timeout: 5_000 }).toBe(0);
    } finally {
      socket.close();
    }
  });
});
