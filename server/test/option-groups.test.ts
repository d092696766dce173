import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuData, OptionGroup, OptionGroupSummary, OrderSummary } from '@kiosk/contracts';
import { applyOptionOverrides, optionPrice } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../src/db/migrate.js';
import type { DB } from '../src/db/schema.js';
import {
  catalogueTranslationRows,
  categoryRows,
  configuratorRows,
  productRows,
} from '../src/db/seed/seed-rows.js';
import { repositories } from '../src/repositories/index.js';
import { ConfigurationService } from '../src/services/configuration.service.js';
import { MenuService } from '../src/services/menu.service.js';
import { PricingRuleService } from '../src/services/pricing/pricing-rules.service.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { createTestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const MIGRATION = '20261129000400_option_groups.sql';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let kiosk: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  kiosk = (await api(server.urls.kiosk).signInKiosk(undefined, undefined, nextIp())).body.access_token;
});
afterAll(() => server?.close());

type Call<T> = {
  status: number;
  body: T & { error?: { code: string; details?: Array<{ field: string }> } };
};
const call = <T>(method: string, path: string, body?: unknown) =>
  client.call<T>(method, path, { token: admin, ...(body === undefined ? {} : { body }) }) as Promise<Call<T>>;
const groups = async () => (await call<OptionGroupSummary[]>('GET', '/functions/v1/option-groups')).body;
const groupNamed = async (title: string) => {
  const found = (await groups()).find((g) => g.title === title);
  if (!found) throw new Error(`no group ${title}`);
  return (await call<OptionGroup>('GET', `/functions/v1/option-groups/${found.id}`)).body;
};
const menuNow = async () =>
  (await (await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)).json()) as MenuData;
/** The group write of a group as read, with changes to its options. */
const writeOf = (group: OptionGroup['group'], price?: (name: string, price: number) => number) => ({
  title: group.title,
  type: group.type,
  required: group.required,
  show_images: group.show_images,
  translations: group.translations,
  options: group.options.map((o) => ({
    id: o.id,
    name: o.name,
    description: o.description,
    price_minor: price ? price(o.name, o.price_minor) : o.price_minor,
    image: o.image,
    product_id: o.product_id,
    is_manual_price: o.is_manual_price,
    max_quantity: o.max_quantity,
    is_default: o.is_default,
    translations: o.translations,
  })),
});
const createOrder = (items: unknown[]) =>
  fetch(`${server.urls.kiosk}/functions/v1/manage-orders/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${kiosk}` },
    body: JSON.stringify({ order_type: 'takeaway', items }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: OrderSummary } }));

describe('shared option groups', () => {
  it('lists the demo burgers’ bread, sauces and extras as groups each used by every burger', async () => {
    const list = await groups();
    expect(list.map((g) => g.title)).toEqual(['Ekmek Seçimi', 'Ekstralar', 'Soslar']);
    const burgers = list[0]?.products.map((p) => p.name) ?? [];
    expect(burgers.length).toBeGreaterThanOrEqual(2);
    for (const group of list) expect(group.products.map((p) => p.name)).toEqual(burgers);
    expect(list.find((g) => g.title === 'Soslar')?.translations.en.title).toBe('Sauces');
  });

  it('creates, edits, attaches, detaches and deletes a group', async () => {
    const created = await call<OptionGroup>('POST', '/functions/v1/option-groups', {
      title: 'İçecek boyu',
      type: 'radio',
      required: true,
      translations: { en: { title: 'Drink size' } },
      options: [
        { name: 'Küçük', price_minor: 0, is_default: true, translations: { en: { name: 'Small' } } },
        { name: 'Büyük', price_minor: 1_500 },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.group.id;
    expect(created.body.group.options.map((o) => [o.name, o.price_minor])).toEqual([
      ['Küçük', 0],
      ['Büyük', 1_500],
    ]);
    const burger = (await groups())[0]?.products[0]?.product_id as string;
    const attached = await call<OptionGroup>(
      'PUT',
      `/functions/v1/option-groups/${id}/products/${burger}`,
      {},
    );
    expect(attached.status).toBe(200);
    expect(attached.body.products.map((p) => [p.product_id, p.sort_order])).toEqual([[burger, 4]]);
    // the product's configuration shows it last, as a group
    const config = await call<{ steps: Array<{ id: string; is_group?: boolean }> }>(
      'GET',
      `/rest/v1/product_configurations/${burger}`,
    );
    expect(config.body.steps.at(-1)).toMatchObject({ id, is_group: true });

    // an edit keeps the options' ids (a product's overrides stay with them)
    const [small, big] = created.body.group.options;
    const edited = await call<OptionGroup>('PUT', `/functions/v1/option-groups/${id}`, {
      ...writeOf(created.body.group, (name, price) => (name === 'Büyük' ? 2_000 : price)),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.group.options.map((o) => [o.id, o.price_minor])).toEqual([
      [small?.id, 0],
      [big?.id, 2_000],
    ]);

    // in use: not deleted
    const inUse = await call('DELETE', `/functions/v1/option-groups/${id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatchObject({ code: 'option_group_in_use' });
    const detached = await call<OptionGroup>(
      'DELETE',
      `/functions/v1/option-groups/${id}/products/${burger}`,
    );
    expect(detached.body.products).toEqual([]);
    expect((await call('DELETE', `/functions/v1/option-groups/${id}/products/${burger}`)).status).toBe(404);
    expect((await call('DELETE', `/functions/v1/option-groups/${id}`)).status).toBe(204);
    expect((await call('GET', `/functions/v1/option-groups/${id}`)).status).toBe(404);
    const options = await server.database.db
      .selectFrom('configuration_options')
      .select('id')
      .where('id', 'in', [small?.id as string, big?.id as string])
      .execute();
    expect(options).toEqual([]);
  });

  it('refuses bad input naming the field', async () => {
    const noTitle = await call('POST', '/functions/v1/option-groups', {
      title: ' ',
      options: [{ name: 'A' }, { name: '' }],
    });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.error?.code).toBe('option_group_invalid');
    expect(noTitle.body.error?.details?.map((d) => d.field)).toEqual(['title', 'options.1.name']);

    const noOptions = await call('POST', '/functions/v1/option-groups', { title: 'Boş', options: [] });
    expect(noOptions.status).toBe(400);
    expect(JSON.stringify(noOptions.body)).toContain('options');

    const sauces = await groupNamed('Soslar');
    const plain = await server.database.db
      .selectFrom('products')
      .select('id')
      .where('configurable', '=', false)
      .limit(1)
      .executeTakeFirstOrThrow();
    const notConfigurable = await call(
      'PUT',
      `/functions/v1/option-groups/${sauces.group.id}/products/${plain.id}`,
      {},
    );
    expect(notConfigurable.status).toBe(422);
    expect(notConfigurable.body.error).toMatchObject({
      code: 'product_not_configurable',
      details: [{ field: 'product_id' }],
    });

    const burger = sauces.products[0]?.product_id as string;
    const unknown = await call('PUT', `/functions/v1/option-groups/${sauces.group.id}/products/${burger}`, {
      overrides: [{ option_id: randomUUID(), price_minor: 100, hidden: false }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({
      code: 'unknown_option',
      details: [{ field: 'overrides.0.option_id' }],
    });

    const negative = await call('PUT', `/functions/v1/option-groups/${sauces.group.id}/products/${burger}`, {
      overrides: [{ option_id: sauces.group.options[0]?.id, price_minor: -1, hidden: false }],
    });
    expect(negative.status).toBe(400);
    expect((await call('GET', `/functions/v1/option-groups/${randomUUID()}`)).status).toBe(404);

    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
      .access_token;
    const forbidden = await client.call('GET', '/functions/v1/option-groups', { token: cashier });
    expect(forbidden.status).toBe(403);
  });

  it('announces a group change on db-changes and every product using it gets the new price', async () => {
    const sauces = await groupNamed('Soslar');
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
      const saved = await call<OptionGroup>('PUT', `/functions/v1/option-groups/${sauces.group.id}`, {
        ...writeOf(sauces.group, (name, price) => (name === 'Ranch Sos' ? 1_234 : price)),
      });
      expect(saved.status).toBe(200);
      await expect
        .poll(() => messages.find((m) => m.type === 'event')?.event, { timeout: 5_000 })
        .toMatchObject({
          channel: 'db-changes',
          table: 'product_configurations',
          payload: { id: sauces.group.id },
        });
    } finally {
      socket.close();
    }
    const menu = await menuNow();
    const ranch = menu.configurationOptions.find((o) => o.name === 'Ranch Sos');
    expect(ranch?.price_minor).toBe(1_234);
    for (const product of sauces.products) {
      const links = menu.productConfigurations.filter((pc) => pc.product_id === product.product_id);
      expect(links.map((l) => l.step_id)).toContain(sauces.group.id);
    }
  });

  it("prices an order with a product's override, never the client's price, and leaves the others at the group's", async () => {
    const sauces = await groupNamed('Soslar');
    const [first, second] = sauces.products;
    const option = sauces.group.options.find((o) => o.price_minor > 0);
    const hidden = sauces.group.options.find((o) => o.id !== option?.id);
    if (!first || !second || !option || !hidden) throw new Error('the demo sauces');
    const set = await call<OptionGroup>(
      'PUT',
      `/functions/v1/option-groups/${sauces.group.id}/products/${first.product_id}`,
      {
        overrides: [
          { option_id: option.id, price_minor: 111, hidden: false },
          { option_id: hidden.id, price_minor: null, hidden: true },
          // the group's own price: not kept as an override
          {
            option_id: sauces.group.options.at(-1)?.id,
            price_minor: sauces.group.options.at(-1)?.price_minor,
            hidden: false,
          },
        ],
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.products.find((p) => p.product_id === first.product_id)?.overrides).toEqual(
      [
        { option_id: option.id, price_minor: 111, hidden: false },
        { option_id: hidden.id, price_minor: null, hidden: true },
      ].sort((a, b) => a.option_id.localeCompare(b.option_id)),
    );
    const menu = await menuNow();
    expect(menu.optionOverrides?.filter((o) => o.product_id === first.product_id)).toHaveLength(2);

    const line = (productName: string, optionId: string) => {
      const base = lineFor(menu, productName);
      return {
        product_id: base.product_id,
        quantity: 1,
        unit_price_minor: 1,
        selection: { ...base.selection, [sauces.group.id]: { [optionId]: 2 } },
      };
    };
    const order = await createOrder([line(first.name, option.id), line(second.name, option.id)]);
    expect(order.status).toBe(201);
    const prices = order.body.data.items.map((i) =>
      i.configurations.filter((c) => c.option_id === option.id).map((c) => c.unit_price_minor),
    );
    expect(prices).toEqual([[111], [option.price_minor]]);

    // the option hidden for the first product cannot be ordered for it, still for the second
    expect((await createOrder([line(first.name, hidden.id)])).status).toBe(400);
    expect((await createOrder([line(second.name, hidden.id)])).status).toBe(201);
  });
});

describe("a product's configuration saved in the configurator", () => {
  it('keeps its groups linked, with their overrides, and only moves them', async () => {
    const sauces = await groupNamed('Soslar');
    const product = sauces.products.find((p) => p.overrides.length > 0) ?? sauces.products[0];
    if (!product) throw new Error('no product');
    type Steps = { steps: Array<{ id: string; title: string; is_group?: boolean; overrides?: unknown[] }> };
    const before = (await call<Steps>('GET', `/rest/v1/product_configurations/${product.product_id}`)).body;
    const reversed = [...before.steps].reverse().map((step) => ({
      id: step.id,
      // what the editor sends back for a group is not its content: the group stays as it is
      title: `${step.title} (edited here)`,
      type: 'radio',
      options: [{ name: 'Ignored', is_default: true }],
    }));
    const saved = await call<Steps>('PUT', `/rest/v1/product_configurations/${product.product_id}`, {
      steps: reversed,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.steps.map((s) => [s.id, s.title, s.is_group])).toEqual(
      [...before.steps].reverse().map((s) => [s.id, s.title, true]),
    );
    const after = await groupNamed('Soslar');
    expect(after.group.options).toEqual(sauces.group.options);
    expect(after.products.find((p) => p.product_id === product.product_id)?.overrides).toEqual(
      product.overrides,
    );
  });
});

/** Every product's priced options, in order, as [product, step title, option name, price]. */
async function pricedOptionsInDatabase(db: Kysely<DB>) {
  const rows = await sql<{ product_id: string; title: string; name: string; price: number }>`
    SELECT pc.product_id, s.title, o.name,
      (CASE WHEN o.product_id IS NOT NULL AND NOT o.is_manual_price AND lp.price_minor IS NOT NULL
        THEN lp.price_minor ELSE o.price_minor END)::int AS price
    FROM product_configurations pc
    JOIN configuration_steps s ON s.id = pc.step_id
    JOIN configuration_step_options so ON so.step_id = s.id
    JOIN configuration_options o ON o.id = so.option_id
    LEFT JOIN products lp ON lp.id = o.product_id
    ORDER BY pc.product_id, pc.sort_order, so.sort_order`.execute(db);
  return rows.rows.map((r) => [r.product_id, r.title, r.name, r.price]);
}

/** The kiosk menu's priced options per product (its tables with the overrides applied). */
function pricedOptionsOnMenu(menu: MenuData) {
  const ids = [...new Set(menu.productConfigurations.map((pc) => pc.product_id))].sort();
  return ids.flatMap((productId) =>
    menu.productConfigurations
      .filter((pc) => pc.product_id === productId)
      .sort((a, b) => a.sort_order - b.sort_order)
      .flatMap((pc) => {
        const step = menu.configurationSteps.find((s) => s.id === pc.step_id);
        const options = menu.stepOptions
          .filter((so) => so.step_id === pc.step_id)
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((so) => menu.configurationOptions.find((o) => o.id === so.option_id))
          .filter((o) => o !== undefined);
        const overrides = (menu.optionOverrides ?? []).filter(
          (o) => o.product_id === productId && o.step_id === pc.step_id,
        );
        return applyOptionOverrides(options, overrides).map((o) => [
          productId,
          step?.title,
          o.name,
          optionPrice(o),
        ]);
      }),
  );
}

describe(`the migration ${MIGRATION}`, () => {
  it('folds the per-product copies into shared groups without changing any price a customer pays', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database.connect();
      await sql`DROP SCHEMA public CASCADE`.execute(db);
      await sql`CREATE SCHEMA public`.execute(db);
      const before = await mkdtemp(join(tmpdir(), 'option-groups-'));
      for (const file of await migrationFiles()) {
        if (file < MIGRATION) await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
      }
      await migrate(db, () => {}, before);

      // the demo catalogue as it was seeded before: every configurable product its own copy of each step
      await db.insertInto('categories').values(categoryRows()).execute();
      await db.insertInto('products').values(productRows(new Map())).execute();
      await db.insertInto('translations').values(catalogueTranslationRows()).execute();
      const rows = configuratorRows(new Map());
      const products = [...new Set(rows.productSteps.map((l) => l.product_id))];
      for (const [p, productId] of products.entries()) {
        for (const link of rows.productSteps.filter((l) => l.product_id === productId)) {
          const { is_group: _g, ...step } = rows.steps.find((s) => s.id === link.step_id) ?? { title: '' };
          const stepId = randomUUID();
          await db
            .insertInto('configuration_steps')
            .values({ ...step, id: stepId })
            .execute();
          await db
            .insertInto('product_configurations')
            .values({ ...link, step_id: stepId })
            .execute();
          const texts = (id: string) => rows.translations.filter((t) => t.entity_id === id);
          for (const t of texts(link.step_id)) {
            await db
              .insertInto('translations')
              .values({ ...t, entity_id: stepId })
              .execute();
          }
          for (const so of rows.stepOptions.filter((x) => x.step_id === link.step_id)) {
            const option = rows.options.find((o) => o.id === so.option_id);
            const optionId = randomUUID();
            // the last product's sauces cost a little more: its own copy stays its own
            const differs = p === products.length - 1 && step.title === 'Soslar' && so.sort_order === 2;
            await db
              .insertInto('configuration_options')
              .values({
                ...option,
                name: option?.name ?? '',
                id: optionId,
                ...(differs ? { price_minor: 777 } : {}),
              })
              .execute();
            await db
              .insertInto('configuration_step_options')
              .values({ ...so, step_id: stepId, option_id: optionId })
              .execute();
            for (const t of texts(so.option_id)) {
              await db
                .insertInto('translations')
                .values({ ...t, entity_id: optionId })
                .execute();
            }
          }
        }
      }
      const pricedBefore = await pricedOptionsInDatabase(db);
      expect(pricedBefore).toContainEqual([products.at(-1), 'Soslar', expect.any(String), 777]);
      const stepsBefore = await db.selectFrom('configuration_steps').select('id').execute();
      expect(stepsBefore).toHaveLength(products.length * 3);

      expect(await migrate(db)).toContain(MIGRATION.replace('.sql', ''));

      // three groups shared by every product, and the one differing copy
      const steps = await db
        .selectFrom('configuration_steps')
        .select(['title', 'is_group'])
        .orderBy('title')
        .execute();
      expect(steps.filter((s) => s.is_group).map((s) => s.title)).toEqual([
        'Ekmek Seçimi',
        'Ekstralar',
        'Soslar',
      ]);
      expect(steps.filter((s) => !s.is_group).map((s) => s.title)).toEqual(['Soslar']);
      const orphans = await sql<{ n: number }>`SELECT count(*)::int AS n FROM configuration_options o
        WHERE NOT EXISTS (SELECT 1 FROM configuration_step_options so WHERE so.option_id = o.id)`.execute(db);
      expect(orphans.rows[0]?.n).toBe(0);
      const orphanTexts = await sql<{ n: number }>`SELECT count(*)::int AS n FROM translations t
        WHERE t.entity_type = 'configuration_option'
          AND NOT EXISTS (SELECT 1 FROM configuration_options o WHERE o.id::text = t.entity_id)`.execute(db);
      expect(orphanTexts.rows[0]?.n).toBe(0);

      // the same prices: in the database, on the kiosk's menu and in the server's order pricing
      expect(await pricedOptionsInDatabase(db)).toEqual(pricedBefore);
      const repos = repositories(db);
      const configurations = new ConfigurationService(repos);
      const pricing = new PricingRuleService(repos, configurations, { timeZone: 'Europe/Istanbul' });
      const menu = await new MenuService(repos, configurations, pricing).build('tr');
      expect(pricedOptionsOnMenu(menu)).toEqual(pricedBefore);
      const rules = await pricing.rules(products);
      const titles = new Map(
        (await configurations.forProducts(products)).flatMap((c) => c.steps.map((s) => [s.id, s.title])),
      );
      const optionNames = new Map(
        (await db.selectFrom('configuration_options').select(['id', 'name']).execute()).map((o) => [
          o.id,
          o.name,
        ]),
      );
      const priced = [...products]
        .sort()
        .flatMap((productId) =>
          (rules.products.find((p) => p.id === productId)?.steps ?? []).flatMap((step) =>
            step.options.map((o) => [productId, titles.get(step.id), optionNames.get(o.id), optionPrice(o)]),
          ),
        );
      expect(priced).toEqual(pricedBefore);
    } finally {
      await database.drop();
    }
  });
});
