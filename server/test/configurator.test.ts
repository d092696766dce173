import type { ProductConfiguration } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let burgers: Array<{
  id: string;
  name: string;
  configured: boolean;
  step_count: number;
  option_count: number;
}>;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  burgers = (await client.call<typeof burgers>('GET', '/rest/v1/configurable_products', { token: admin }))
    .body;
});
afterAll(() => server?.close());

const byName = (name: string) => {
  const found = burgers.find((b) => b.name === name);
  if (!found) throw new Error(name);
  return found.id;
};
const getConfig = async (productId: string) =>
  (
    await client.call<ProductConfiguration>('GET', `/rest/v1/product_configurations/${productId}`, {
      token: admin,
    })
  ).body;
const save = (productId: string, steps: unknown[]) =>
  client.call<ProductConfiguration>('PUT', `/rest/v1/product_configurations/${productId}`, {
    token: admin,
    body: { steps },
  });
const count = async (table: 'configuration_steps' | 'configuration_options' | 'translations') =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(server.database.db))
      .rows[0]?.n,
  );

const extraCheese = async () =>
  await server.database.db
    .selectFrom('products')
    .select(['id', 'price_minor'])
    .where('name', '=', 'Ekstra Cheddar')
    .executeTakeFirstOrThrow();

describe('configurator', () => {
  it('lists the configurable products with their steps and options', () => {
    expect(burgers.map((b) => b.name).sort()).toEqual(
      ['Cheeseburger', 'Duble Burger', 'Klasik Burger', 'Tavuk Burger'].sort(),
    );
    expect(burgers.every((b) => b.configured && b.step_count === 3 && b.option_count === 24)).toBe(true);
  });

  it('reads a configuration with linked option prices', async () => {
    const config = await getConfig(byName('Klasik Burger'));
    expect(config.steps.map((s) => [s.type, s.required])).toEqual([
      ['radio', true],
      ['stepper', false],
      ['stepper', false],
    ]);
    expect(config.steps[0]?.options.filter((o) => o.is_default)).toHaveLength(1);
    const linked = config.steps[2]?.options.find((o) => o.product_id);
    expect(linked?.linked_price_minor).toBeGreaterThan(0);
  });

  it('saves a whole configuration and reads back the same, in order', async () => {
    const cheese = await extraCheese();
    const productId = byName('Tavuk Burger');
    const res = await save(productId, [
      {
        type: 'stepper',
        required: false,
        translations: { tr: { title: 'Soslar' }, en: { title: 'Sauces' } },
        options: [
          { translations: { tr: { name: 'Ketçap' }, en: { name: 'Ketchup' } }, max_quantity: 3 },
          {
            translations: { tr: { name: 'Barbekü' }, en: { name: 'BBQ' } },
            price_minor: 500,
            max_quantity: 2,
          },
        ],
      },
      {
        type: 'radio',
        required: true,
        show_images: true,
        translations: { tr: { title: 'Ekmek', subtitle: 'Birini seçin' }, en: { title: 'Bread' } },
        options: [
          { translations: { tr: { name: 'Susamlı' } }, is_default: true },
          { translations: { tr: { name: 'Glütensiz' } }, price_minor: 1500 },
        ],
      },
      {
        type: 'stepper',
        required: false,
        translations: { tr: { title: 'Ekstralar' } },
        options: [
          {
            translations: { tr: { name: 'Cheddar' } },
            product_id: cheese.id,
            price_minor: cheese.price_minor,
            max_quantity: 2,
          },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    const config = await getConfig(productId);
    expect(config.steps.map((s) => s.title)).toEqual(['Soslar', 'Ekmek', 'Ekstralar']);
    expect(config.steps[1]).toMatchObject({
      type: 'radio',
      required: true,
      show_images: true,
      subtitle: 'Birini seçin',
    });
    expect(config.steps[0]?.options.map((o) => [o.name, o.translations.en.name, o.max_quantity])).toEqual([
      ['Ketçap', 'Ketchup', 3],
      ['Barbekü', 'BBQ', 2],
    ]);
    expect(config.steps[2]?.options[0]).toMatchObject({
      product_id: cheese.id,
      linked_price_minor: cheese.price_minor,
      is_manual_price: false,
    });
    // The old steps of this product are gone, not left behind.
    const orphanSteps = await sql<{ n: string }>`SELECT count(*) AS n FROM configuration_steps s
      WHERE NOT EXISTS (SELECT 1 FROM product_configurations pc WHERE pc.step_id = s.id)`.execute(
      server.database.db,
    );
    expect(Number(orphanSteps.rows[0]?.n)).toBe(0);
  });

  it('refuses an incomplete configuration with the spec message', async () => {
    const productId = byName('Tavuk Burger');
    for (const steps of [
      [{ translations: { en: { title: 'Only English' } }, options: [{ name: 'A' }] }],
      [{ title: 'Ekmek', options: [] }],
      [{ title: 'Ekmek', options: [{ translations: { en: { name: 'No Turkish' } } }] }],
    ]) {
      const res = await save(productId, steps);
      expect(res.status).toBe(400);
      expect(res.body as unknown).toMatchObject({
        error: {
          code: 'configuration_incomplete',
          message: 'Please fill in all required fields (at least Turkish translations)',
        },
      });
    }
  });

  it('refuses an option linked to a deleted or inactive product', async () => {
    const cheese = await extraCheese();
    await server.database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', cheese.id)
      .execute();
    const res = await save(byName('Cheeseburger'), [
      {
        title: 'Ekstralar',
        type: 'stepper',
        required: false,
        options: [{ name: 'Cheddar', product_id: cheese.id }],
      },
    ]);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { error: { code: string } }).error.code).toBe(
      'linked_product_unavailable',
    );
    await server.database.db
      .updateTable('products')
      .set({ is_active: true })
      .where('id', '=', cheese.id)
      .execute();
  });

  it('changes nothing when a save fails half way', async () => {
    const productId = byName('Duble Burger');
    const before = await getConfig(productId);
    const counts = [
      await count('configuration_steps'),
      await count('configuration_options'),
      await count('translations'),
    ];
    await sql`CREATE FUNCTION fail_on_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`.execute(
      server.database.db,
    );
    await sql`CREATE TRIGGER boom BEFORE INSERT ON configuration_options FOR EACH ROW EXECUTE FUNCTION fail_on_boom()`.execute(
      server.database.db,
    );
    try {
      const res = await save(productId, [
        { title: 'Yeni', options: [{ name: 'Bir' }] },
        { title: 'Patlayan', options: [{ name: 'boom' }] },
      ]);
      expect(res.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER boom ON configuration_options`.execute(server.database.db);
      await sql`DROP FUNCTION fail_on_boom()`.execute(server.database.db);
    }
    expect(await getConfig(productId)).toEqual(before);
    expect([
      await count('configuration_steps'),
      await count('configuration_options'),
      await count('translations'),
    ]).toEqual(counts);
  });

  it('leaves a step shared with another product intact for that product', async () => {
    const a = byName('Klasik Burger');
    const b = byName('Cheeseburger');
    // a step of A's own (the seeded steps are shared option groups, edited on their own page)
    expect(
      (
        await save(a, [
          {
            title: 'Ekmek',
            type: 'radio',
            options: [{ name: 'Susamlı', is_default: true }, { name: 'Brioche' }],
          },
        ])
      ).status,
    ).toBe(200);
    const shared = (await getConfig(a)).steps[0];
    if (!shared) throw new Error('no step');
    await server.database.db
      .insertInto('product_configurations')
      .values({ product_id: b, step_id: shared.id, sort_order: 9 })
      .execute();
    expect((await getConfig(a)).steps[0]?.shared_with).toEqual([b]);

    // Editing the shared step through product A gives A its own copy; B keeps the original.
    const res = await save(a, [
      { id: shared.id, title: 'Ekmek (A)', type: 'radio', options: [{ name: 'Susamlı', is_default: true }] },
    ]);
    expect(res.status).toBe(200);
    const aSteps = (await getConfig(a)).steps;
    expect(aSteps.map((s) => s.title)).toEqual(['Ekmek (A)']);
    expect(aSteps[0]?.id).not.toBe(shared.id);
    const bShared = (await getConfig(b)).steps.find((s) => s.id === shared.id);
    expect(bShared?.title).toBe(shared.title);
    expect(bShared?.options).toHaveLength(shared.options.length);

    // Deleting A's configuration leaves B's steps alone.
    expect(
      (await client.call('DELETE', `/rest/v1/product_configurations/${a}`, { token: admin })).status,
    ).toBe(204);
    expect((await getConfig(a)).steps).toEqual([]);
    expect((await getConfig(b)).steps.some((s) => s.id === shared.id)).toBe(true);
  });

  it('deletes a configuration with its steps, options and translations, and leaves its option groups', async () => {
    const productId = byName('Cheeseburger');
    const config = await getConfig(productId);
    const groups = config.steps.filter((s) => s.is_group).map((s) => s.id);
    const stepIds = config.steps.filter((s) => !s.is_group).map((s) => s.id);
    expect(groups).toHaveLength(3);
    expect(stepIds).toHaveLength(1);
    expect(
      (await client.call('DELETE', `/rest/v1/product_configurations/${productId}`, { token: admin })).status,
    ).toBe(204);
    expect((await getConfig(productId)).steps).toEqual([]);
    const left = await server.database.db
      .selectFrom('translations')
      .select('id')
      .where('entity_id', 'in', stepIds)
      .execute();
    // The step shared with nobody is gone with its translations.
    const stillThere = await server.database.db
      .selectFrom('configuration_steps')
      .select('id')
      .where('id', 'in', stepIds)
      .execute();
    expect(stillThere.length + left.length).toBe(0);
    // the groups stay for the other burgers
    const kept = await server.database.db
      .selectFrom('configuration_steps')
      .select('id')
      .where('id', 'in', groups)
      .where('is_group', '=', true)
      .execute();
    expect(kept).toHaveLength(3);
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
      .access_token;
    expect(
      (await client.call('DELETE', `/rest/v1/product_configurations/${productId}`, { token: cashier }))
        .status,
    ).toBe(403);
  });
});
