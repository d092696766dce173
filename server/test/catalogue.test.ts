import type { Category, Product, ProductList } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, type ErrorBody, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let image: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  const any = await server.database.db
    .selectFrom('products')
    .select('image')
    .where('image', 'is not', null)
    .executeTakeFirstOrThrow();
  image = any.image as string;
});
afterAll(() => server?.close());

const list = async (query: string) => {
  const res = await client.call<ProductList>('GET', `/rest/v1/products?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
};
const names = (page: ProductList) => page.data.map((p) => p.name);

describe('product list', () => {
  it('searches names Turkish-aware, in both languages', async () => {
    expect(names(await list('q=IZGARA'))).toEqual(['Izgara Köfte']);
    expect(names(await list(`q=${encodeURIComponent('ızgara')}`))).toEqual(['Izgara Köfte']);
    expect(names(await list('q=citir'))).toEqual(['Çıtır Tavuk']);
    expect(names(await list(`q=${encodeURIComponent('İÇECEK')}`))).toEqual([]);
    expect(names(await list('q=meatball&sort=name&order=asc')).sort()).toEqual(
      ['Izgara Köfte', 'Köfte Ekmek'].sort(),
    );
  });

  it('filters by category (main or sub), configurable and option-only', async () => {
    const burgers = await list('category=burgers&page_size=100');
    // four burgers and the "Klasik Burger Menü" meal deal (a product in the same subcategory)
    expect(burgers.total).toBe(5);
    expect(burgers.data.every((p) => p.subcategory_id === 'burgers')).toBe(true);
    const configurable = await list('configurable=yes&page_size=100');
    expect(configurable.data.every((p) => p.configurable)).toBe(true);
    const extras = await list('option_only=yes&page_size=100');
    expect(extras.total).toBeGreaterThan(0);
    expect(extras.data.every((p) => p.is_option_only)).toBe(true);
  });

  it('sorts by price and pages with 10/25/50/100 rows', async () => {
    const cheap = await list('sort=price&order=asc&page_size=10');
    const prices = cheap.data.map((p) => p.price_minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.data).toHaveLength(10);
    const second = await list('sort=price&order=asc&page_size=10&page=2');
    expect(second.data[0]?.price_minor).toBeGreaterThanOrEqual(prices.at(-1) as number);
    const bad = await client.call('GET', '/rest/v1/products?page_size=7', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details?.[0]?.field).toBe('query.page_size');
  });

  it('hides deactivated products unless asked', async () => {
    const product = (await list('q=Lokum')).data[0] as Product;
    await client.call('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { is_active: false },
    });
    expect((await list('q=Lokum')).total).toBe(0);
    expect((await list('q=Lokum&show_deactivated=true')).total).toBe(1);
    expect((await list('q=Lokum&status=inactive')).total).toBe(1);
    await client.call('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { is_active: true },
    });
  });
});

describe('product writes', () => {
  it('refuses an incomplete product with the spec message keys', async () => {
    const res = await client.call('POST', '/rest/v1/products', { token: admin, body: { price_minor: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.error?.details?.map((d) => (d as { key?: string }).key)).toEqual([
      'productNameRequired',
      'validPriceRequired',
      'categoryRequired',
      'imageRequired',
    ]);
    const fractional = await client.call('POST', '/rest/v1/products', {
      token: admin,
      body: { name: 'X', price_minor: 10.5, category_id: 'food', image },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.body.error?.details?.[0]?.field).toBe('price_minor');
  });

  it('refuses an http:// image link (the kiosk would show an empty card) and names over their maximum length', async () => {
    const create = (body: Record<string, unknown>) =>
      client.call('POST', '/rest/v1/products', {
        token: admin,
        body: { name: 'Ayran Büyük', price_minor: 4_500, category_id: 'drinks', image, ...body },
      });
    const insecure = await create({ image: 'http://example.com/ayran.jpg' });
    expect(insecure.status).toBe(400);
    expect(insecure.body.error?.details?.[0]).toMatchObject({ field: 'image' });
    expect(insecure.body.error?.details?.[0]?.message).toMatch(/https:\/\//);
    const long = await create({ name: 'A'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error?.details?.[0]?.field).toBe('name');
    const longEnglish = await create({ translations: { en: { name: 'B'.repeat(500) } } });
    expect(longEnglish.body.error?.details?.[0]?.field).toBe('translations.en.name');
    const category = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'C'.repeat(101) },
    });
    expect(category.body.error?.details?.[0]?.field).toBe('name');
  });

  it('creates a product with translations, reads it back and audits who did it', async () => {
    const res = await client.call<Product>('POST', '/rest/v1/products', {
      token: admin,
      body: {
        price_minor: 18_950,
        category_id: 'food',
        subcategory_id: 'burgers',
        image,
        tax_group_id: '00000000-0000-4000-8000-000000000048',
        translations: {
          tr: { name: 'Mantarlı Burger', description: 'Sote mantarlı' },
          en: { name: 'Mushroom Burger' },
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Mantarlı Burger',
      description: 'Sote mantarlı',
      price_minor: 18_950,
      unit_code: 'C62',
      is_active: true,
      translations: { tr: { name: 'Mantarlı Burger' }, en: { name: 'Mushroom Burger' } },
    });
    expect(names(await list('q=mushroom burger'))).toContain('Mantarlı Burger');
    const audit = await client.call<Array<{ actor_email: string; action: string; summary: string }>>(
      'GET',
      '/rest/v1/audit_log?limit=5',
      {
        token: admin,
      },
    );
    expect(audit.body[0]).toMatchObject({
      actor_email: demo('admin').email,
      action: 'product.created',
      summary: 'Mantarlı Burger',
    });
  });

  it('changes only the fields sent and resets a subcategory that no longer fits', async () => {
    const product = (await list('q=Klasik Burger')).data[0] as Product;
    const res = await client.call<Product>('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { price_minor: 25_900 },
    });
    expect(res.body).toMatchObject({ price_minor: 25_900, name: product.name, subcategory_id: 'burgers' });
    expect(res.body.translations.en.name).toBe(product.translations.en.name);
    const moved = await client.call<Product>('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { category_id: 'snacks' },
    });
    expect(moved.body).toMatchObject({ category_id: 'snacks', subcategory_id: null });
    const wrongSub = await client.call('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { subcategory_id: 'hot-drinks' },
    });
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.body.error?.details?.[0]?.field).toBe('subcategory_id');
    const cleared = await client.call('PATCH', `/rest/v1/products/${product.id}`, {
      token: admin,
      body: { name: '  ' },
    });
    expect(cleared.body.error?.details?.[0]).toMatchObject({ field: 'name', key: 'productNameRequired' });
  });

  it('keeps an optional SKU: unique regardless of case, searchable, cleared by an empty value', async () => {
    const seeded = (await list('q=Klasik Burger')).data[0] as Product;
    expect(seeded.sku).toMatch(/^[A-Z]{3}-\d{3}$/);
    expect(names(await list(`q=${seeded.sku?.toLowerCase()}`))).toEqual([seeded.name]);
    const other = (await list('q=Çıtır Tavuk')).data[0] as Product;
    const taken = await client.call('PATCH', `/rest/v1/products/${other.id}`, {
      token: admin,
      body: { sku: seeded.sku?.toLowerCase() },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error?.code).toBe('validation_failed');
    expect(taken.body.error?.details?.[0]).toMatchObject({ field: 'sku', key: 'skuTaken' });
    const bad = await client.call('PATCH', `/rest/v1/products/${other.id}`, {
      token: admin,
      body: { sku: 'A B<script>' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details?.[0]?.field).toBe('sku');
    const renamed = await client.call<Product>('PATCH', `/rest/v1/products/${other.id}`, {
      token: admin,
      body: { sku: ' TAV-99 ' },
    });
    expect(renamed.body.sku).toBe('TAV-99');
    // Its own SKU again (any case) is not a conflict.
    const same = await client.call<Product>('PATCH', `/rest/v1/products/${other.id}`, {
      token: admin,
      body: { sku: 'tav-99' },
    });
    expect(same.status).toBe(200);
    const cleared = await client.call<Product>('PATCH', `/rest/v1/products/${other.id}`, {
      token: admin,
      body: { sku: '' },
    });
    expect(cleared.body.sku).toBeNull();
    // Two saves racing for one SKU: the index refuses the second with the same field error.
    const racing = await Promise.all(
      [seeded.id, other.id].map((id) =>
        client.call('PATCH', `/rest/v1/products/${id}`, { token: admin, body: { sku: 'RACE-1' } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.status === 400)?.body.error?.details?.[0]).toMatchObject({ key: 'skuTaken' });
  });

  it('deletes a product, or deactivates it when something refers to it (23503)', async () => {
    const linked = (await list('q=Ekstra Cheddar&option_only=yes')).data[0] as Product;
    const soft = await client.call('DELETE', `/rest/v1/products/${linked.id}`, { token: admin });
    expect(soft.body).toEqual({ outcome: 'deactivated', message_key: 'deleteSoftSuccess' });
    const after = await client.call<Product>('GET', `/rest/v1/products/${linked.id}`, { token: admin });
    expect(after.body.is_active).toBe(false);

    const free = (await list('q=Termos')).data[0] as Product;
    const hard = await client.call('DELETE', `/rest/v1/products/${free.id}`, { token: admin });
    expect(hard.body).toEqual({ outcome: 'deleted', message_key: 'deleteSuccess' });
    expect((await client.call('GET', `/rest/v1/products/${free.id}`, { token: admin })).status).toBe(404);
  });

  it('lets cashiers read but only admins write', async () => {
    expect((await client.call('GET', '/rest/v1/products', { token: cashier })).status).toBe(200);
    expect((await client.call('POST', '/rest/v1/products', { token: cashier, body: {} })).status).toBe(403);
    expect((await client.call('GET', '/rest/v1/products')).status).toBe(401);
  });
});

describe('categories', () => {
  const categories = async () =>
    (await client.call<Category[]>('GET', '/rest/v1/categories', { token: admin })).body;

  it('lists categories with product and subcategory counts', async () => {
    const all = await categories();
    const food = all.find((c) => c.id === 'food');
    expect(food?.subcategory_count).toBeGreaterThanOrEqual(2);
    expect(food?.product_count).toBeGreaterThan(0);
  });

  it('makes the id from the name and refuses a duplicate slug (categoryExists)', async () => {
    const made = await client.call<Category>('POST', '/rest/v1/categories', {
      token: admin,
      body: {
        translations: { tr: { name: 'Kahvaltılık Ürünler' }, en: { name: 'Breakfast' } },
        icon: 'Coffee',
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: 'kahvaltilik-urunler',
      icon: 'Coffee',
      translations: { en: { name: 'Breakfast' } },
    });
    const again = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'KAHVALTILIK ürünler' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'category_exists', details: { key: 'categoryExists' } });
    const nameless = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { icon: 'Cake' },
    });
    expect(nameless.body.error?.details?.[0]?.field).toBe('name');
  });

  it('refuses a second "Yemekler" (Turkish-aware, both languages) among siblings, whatever the ids', async () => {
    const create = (body: Record<string, unknown>) =>
      client.call<Category & ErrorBody>('POST', '/rest/v1/categories', { token: admin, body });
    // the seeded main category "Yemekler" has the English id "food"
    const twice = await create({ translations: { tr: { name: 'YEMEKLER' } } });
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'category_exists']);
    expect(twice.body.error?.details).toMatchObject({ field: 'name', id: 'food' });
    const english = await create({ translations: { tr: { name: 'Ana Yemekler' }, en: { name: 'food' } } });
    expect(english.body.error?.details).toMatchObject({ field: 'translations.en.name', id: 'food' });
    // the same name under another parent is another category, with its own id
    const sub = await create({ translations: { tr: { name: 'Yemekler' } }, parent_id: 'drinks' });
    expect(sub.status).toBe(201);
    expect(sub.body).toMatchObject({ id: 'yemekler', parent_id: 'drinks' });
    const again = await create({ translations: { tr: { name: 'yemekler' } }, parent_id: 'drinks' });
    expect(again.status).toBe(409);
    // renaming into a sibling's name is refused too
    const renamed = await client.call('PATCH', `/rest/v1/categories/${sub.body.id}`, {
      token: admin,
      body: { parent_id: null },
    });
    expect(renamed.status).toBe(409);
  });

  it('keeps one nesting level', async () => {
    const nested = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'Gurme', parent_id: 'burgers' },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error?.details?.[0]?.field).toBe('parent_id');
    const underAll = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'Gurme', parent_id: 'all' },
    });
    expect(underAll.status).toBe(400);
    const foodUnderDrinks = await client.call('PATCH', '/rest/v1/categories/food', {
      token: admin,
      body: { parent_id: 'drinks' },
    });
    expect(foodUnderDrinks.status).toBe(400);
  });

  it('asks for reassignment before deleting a category with products, and does it in one transaction', async () => {
    const blocked = await client.call('DELETE', '/rest/v1/categories/desserts', { token: admin });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error?.code).toBe('CATEGORY_HAS_PRODUCTS');
    const inDesserts =
      (blocked.body.error?.details as unknown as { products: Array<{ id: string }> } | undefined)?.products ??
      [];
    expect(inDesserts.length).toBeGreaterThan(0);

    // A plan that fails half way (bad subcategory target) changes nothing.
    const subs = (await categories()).filter((c) => c.parent_id === 'desserts');
    const failing = await client.call('POST', '/rest/v1/rpc/reassign_and_delete_category', {
      token: admin,
      body: {
        category_id: 'desserts',
        products: inDesserts.map((p) => ({ product_id: p.id, category_id: 'snacks' })),
        subcategories: subs.map((s) => ({ id: s.id, action: 'move', target_parent_id: 'nope' })),
      },
    });
    expect(failing.status).toBe(400);
    expect((await list('category=desserts&page_size=100')).total).toBe(inDesserts.length);
    expect((await categories()).some((c) => c.id === 'desserts')).toBe(true);

    const incomplete = await client.call('POST', '/rest/v1/rpc/reassign_and_delete_category', {
      token: admin,
      body: {
        category_id: 'desserts',
        products: inDesserts.slice(1).map((p) => ({ product_id: p.id, category_id: 'snacks' })),
      },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error?.code).toBe('reassignment_incomplete');

    const done = await client.call('POST', '/rest/v1/rpc/reassign_and_delete_category', {
      token: admin,
      body: {
        category_id: 'desserts',
        products: inDesserts.map((p) => ({ product_id: p.id, category_id: 'snacks' })),
        subcategories: subs.map((s, i) =>
          i === 0
            ? { id: s.id, action: 'make_main' }
            : { id: s.id, action: 'move', target_parent_id: 'food' },
        ),
      },
    });
    expect(done.status).toBe(204);
    const after = await categories();
    expect(after.some((c) => c.id === 'desserts')).toBe(false);
    expect(after.find((c) => c.id === subs[0]?.id)?.parent_id).toBeNull();
    if (subs[1]) expect(after.find((c) => c.id === subs[1]?.id)?.parent_id).toBe('food');
    expect((await list('category=snacks&page_size=100')).total).toBeGreaterThanOrEqual(inDesserts.length);
  });

  it('asks what to do with subcategories before deleting a category that has them', async () => {
    // drinks: move its products away first, then its subcategories block the delete.
    const inDrinks = (await list('category=drinks&page_size=100&show_deactivated=true')).data;
    const blocked = await client.call('POST', '/rest/v1/rpc/reassign_and_delete_category', {
      token: admin,
      body: {
        category_id: 'drinks',
        products: inDrinks.filter((p) => p.is_active).map((p) => ({ product_id: p.id, category_id: 'food' })),
      },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error?.code).toBe('CATEGORY_HAS_SUBCATEGORIES');
    const subs = (await categories()).filter((c) => c.parent_id === 'drinks');
    const done = await client.call('POST', '/rest/v1/rpc/reassign_and_delete_category', {
      token: admin,
      body: {
        category_id: 'drinks',
        products: inDrinks.filter((p) => p.is_active).map((p) => ({ product_id: p.id, category_id: 'food' })),
        subcategories: subs.map((s) => ({ id: s.id, action: 'delete' })),
      },
    });
    expect(done.status).toBe(204);
    const left = await categories();
    expect(left.some((c) => c.id === 'drinks' || c.parent_id === 'drinks')).toBe(false);
  });

  it('deletes an empty category after confirmation and refuses the reserved ones', async () => {
    await client.call('POST', '/rest/v1/categories', { token: admin, body: { name: 'Geçici' } });
    expect((await client.call('DELETE', '/rest/v1/categories/gecici', { token: admin })).status).toBe(204);
    expect((await client.call('DELETE', '/rest/v1/categories/all', { token: admin })).status).toBe(400);
  });
});

describe('reference data and dashboard', () => {
  it('lists active tax groups by rate and unit codes in order', async () => {
    const groups = (
      await client.call<Array<{ code: string; rate: number }>>('GET', '/rest/v1/tax_groups', { token: admin })
    ).body;
    expect(groups.map((g) => g.code)).toEqual(['KDV1', 'KDV10', 'KDV20']);
    const units = (await client.call<Array<{ code: string }>>('GET', '/rest/v1/unit_codes', { token: admin }))
      .body;
    expect(units[0]?.code).toBe('C62');
    const names = (
      await client.call<Array<{ key: string }>>('GET', '/rest/v1/ui_translations?lang=en&prefix=unit.')
    ).body;
    expect(names.map((n) => n.key)).toContain('unit.piece');
  });

  it('counts products, categories without "all", configurable items and the average price', async () => {
    const stats = (
      await client.call<Record<string, number>>('GET', '/rest/v1/dashboard_stats', { token: admin })
    ).body;
    const db = server.database.db;
    const products = await db.selectFrom('products').select(['price_minor', 'configurable']).execute();
    expect(stats.total_products).toBe(products.length);
    expect(stats.configurable_products).toBe(products.filter((p) => p.configurable).length);
    expect(stats.average_price_minor).toBe(
      Math.round(products.reduce((s, p) => s + p.price_minor, 0) / products.length),
    );
    const categories = await db
      .selectFrom('categories')
      .select('id')
      .where('id', 'not in', ['all', 'uncategorized'])
      .execute();
    expect(stats.categories).toBe(categories.length);
  });
});
