import type { MenuData } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  admin = (await api(server.urls.admin).signIn(demo('admin').email, demo('admin').password, nextIp())).body
    .access_token;
});
afterAll(() => server?.close());

const menuUrl = (lang: string) =>
  `${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=${lang}&t=1&v=2`;
const getMenu = async (lang = 'tr') => {
  const res = await fetch(menuUrl(lang));
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag') as string, menu: (await res.json()) as MenuData };
};

describe('menu data', () => {
  it('offers active products with their client fields, configurations and UI texts', async () => {
    const { menu } = await getMenu('tr');
    const db = server.database.db;
    const offered = await db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', true)
      .where('is_option_only', '=', false)
      .execute();
    expect(menu.products).toHaveLength(offered.length);
    const juice = menu.products.find((p) => p.name === 'Taze Portakal Suyu');
    expect(juice).toMatchObject({ in_stock: false, is_available: false, unavailable_reason: 'out_of_stock' });
    const tea = menu.products.find((p) => p.name === 'Çay');
    expect(tea).toMatchObject({
      is_available: true,
      unavailable_reason: null,
      unit_code: 'C62',
      unit_name: 'Adet',
      vat_rate: 10,
      tax_group_code: 'KDV10',
    });
    // the till's barcode scanner finds products by SKU
    expect(tea?.sku).toMatch(/^DRI-\d{3}$/);
    expect(menu.products.every((p) => typeof p.sku === 'string' && p.sku.length > 0)).toBe(true);
    expect(tea?.image_small).toMatch(/\/render\/image\/public\/product-images\/.+\?width=320$/);
    const burger = menu.products.find((p) => p.name === 'Klasik Burger');
    const steps = menu.productConfigurations.filter((pc) => pc.product_id === burger?.id);
    expect(steps).toHaveLength(3);
    const bread = menu.configurationSteps.find((s) => s.id === steps[0]?.step_id);
    expect(bread).toMatchObject({ type: 'radio', required: true });
    const breadOptions = menu.stepOptions.filter((so) => so.step_id === bread?.id);
    expect(breadOptions.filter((so) => so.is_default)).toHaveLength(1);
    expect(menu.categories.map((c) => c.id)).toEqual(
      expect.arrayContaining(['food', 'drinks', 'desserts', 'snacks', 'sandwiches']),
    );
    expect(menu.uiTranslations.find((u) => u.key === 'menu.addToCart')?.value).toBe('Sepete Ekle');
  });

  it('answers in the requested language', async () => {
    const { menu } = await getMenu('en');
    expect(menu.language).toBe('en');
    expect(menu.products.find((p) => p.name === 'Turkish Tea')?.unit_name).toBe('Piece');
    expect(menu.categories.find((c) => c.id === 'drinks')?.name).toBe('Drinks');
    expect((await fetch(menuUrl('de'))).status).toBe(400);
  });

  it('costs a 304 when unchanged, and changes as soon as the catalogue does', async () => {
    const { etag, menu } = await getMenu('tr');
    const again = await fetch(menuUrl('tr'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const tea = menu.products.find((p) => p.name === 'Çay');
    await api(server.urls.admin).call('PATCH', `/rest/v1/products/${tea?.id}`, {
      token: admin,
      body: { price_minor: 2_750 },
    });
    const deadline = Date.now() + 5000;
    let latest = await getMenu('tr');
    while (latest.etag === etag && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      latest = await getMenu('tr');
    }
    expect(latest.etag).not.toBe(etag);
    expect(latest.menu.products.find((p) => p.id === tea?.id)?.price_minor).toBe(2_750);
  });
});

describe('inactive categories', () => {
  it('offers no product of an inactive category (the welcome slider and the grid skip it), and again once it is active', async () => {
    const client = api(server.urls.admin);
    const setActive = (is_active: boolean) =>
      client.call('PATCH', '/rest/v1/categories/drinks', { token: admin, body: { is_active } });
    const drinksOf = (menu: MenuData) => menu.products.filter((p) => p.category_id === 'drinks');
    const before = drinksOf((await getMenu('tr')).menu);
    expect(before.length).toBeGreaterThan(0);
    expect(before.some((p) => p.is_available)).toBe(true);
    expect((await setActive(false)).status).toBe(200);
    try {
      await expect
        .poll(
          async () => drinksOf((await getMenu('tr')).menu).map((p) => [p.is_available, p.unavailable_reason]),
          {
            timeout: 5000,
          },
        )
        .toEqual(before.map(() => [false, 'inactive']));
    } finally {
      expect((await setActive(true)).status).toBe(200);
    }
    await expect
      .poll(async () => drinksOf((await getMenu('tr')).menu).some((p) => p.is_available), { timeout: 5000 })
      .toBe(true);
  });
});

describe('settings the kiosk reads', () => {
  it('gives the customer-info threshold by key, PostgREST style too', async () => {
    for (const key of ['customer_info_min_amount', 'eq.customer_info_min_amount']) {
      const res = await fetch(`${server.urls.kiosk}/rest/v1/settings?key=${key}`);
      expect(await res.json()).toEqual([
        expect.objectContaining({
          key: 'customer_info_min_amount',
          value: { enabled: true, amount: 6000, operator: 'equal_or_greater' },
        }),
      ]);
    }
    expect(await (await fetch(`${server.urls.kiosk}/rest/v1/settings?key=access_token_key`)).json()).toEqual(
      [],
    );
  });

  it('gives the welcome page settings', async () => {
    const res = await fetch(`${server.urls.kiosk}/rest/v1/welcome_page_settings`);
    expect(await res.json()).toMatchObject({
      slider_enabled: true,
      slider_speed: 30,
      custom_welcome_text: { tr: 'Hoş Geldiniz', en: 'Welcome' },
      custom_subtitle_text: { tr: 'Lezzetli Seçimler Sizi Bekliyor', en: 'Delicious Choices Await You' },
    });
  });
});
