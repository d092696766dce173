import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import {
  ALL_PRODUCTS,
  CATEGORIES,
  DEFAULT_TAX_GROUP_CODE,
  OPTION_PRODUCTS,
  TAX_GROUP_IDS,
} from '../src/db/seed/catalogue-data.js';
import { BURGER_STEPS } from '../src/db/seed/configurator-data.js';
import { IMAGE_KINDS, renderProductImage } from '../src/db/seed/product-images.js';
import { DEMO_ACCOUNTS, DEMO_KIOSK, seedDemoOutlet } from '../src/db/seed/seed-demo-outlet.js';
import { seedDemoPrinter } from '../src/db/seed/seed-demo-printer.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { publicObjectUrl } from '../src/storage/storage.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

async function count(database: Database, table: string): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
    database.db,
  );
  return result.rows[0]?.n ?? 0;
}

describe('demo seed data', () => {
  it('uses the spec defaults: KDV10 default group id ends in 48, option products exist', () => {
    expect(TAX_GROUP_IDS[DEFAULT_TAX_GROUP_CODE].endsWith('48')).toBe(true);
    const optionSlugs = new Set(OPTION_PRODUCTS.map((p) => p.slug));
    const linked = BURGER_STEPS.flatMap((s) => s.options).flatMap((o) =>
      o.productSlug ? [o.productSlug] : [],
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) expect(optionSlugs.has(slug)).toBe(true);
    const ids = new Set(CATEGORIES.map((c) => c.id));
    for (const c of CATEGORIES) if (c.parentId) expect(ids.has(c.parentId)).toBe(true);
    for (const p of ALL_PRODUCTS) expect(ids.has(p.categoryId)).toBe(true);
    expect(new Set(ALL_PRODUCTS.map((p) => p.slug)).size).toBe(ALL_PRODUCTS.length);
  });

  it('renders every illustration as a 600 x 600 WebP', async () => {
    const images = await Promise.all(IMAGE_KINDS.map((kind) => renderProductImage(kind)));
    for (const image of images) {
      const meta = await sharp(image).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
      expect(image.length).toBeLessThan(5242880);
    }
  });
});

describe('seedDemoOutlet', () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.connect();
  });
  afterAll(() => testDb?.drop());

  it('rolls back every row when the transaction fails, and can run again afterwards', async () => {
    const { db } = database;
    const storage = new PostgresStorage(db);
    // A clashing account makes the late users insert fail inside the transaction.
    await db.insertInto('users').values({ email: 'ADMIN@kiosk.local', password_hash: 'x' }).execute();
    await expect(seedDemoOutlet(db, storage)).rejects.toThrow();
    expect(await count(database, 'products')).toBe(0);
    expect(await count(database, 'categories')).toBe(0);
    expect(await count(database, 'seed_runs')).toBe(0);
    expect(await count(database, 'storage_objects')).toBeGreaterThan(0);

    await db.deleteFrom('users').execute();
    const [a, b] = await Promise.all([seedDemoOutlet(db, storage), seedDemoOutlet(db, storage)]);
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
    expect(await seedDemoOutlet(db, storage)).toEqual({ seeded: false });
  });

  it('creates the catalogue, configurator, settings and accounts', async () => {
    const { db } = database;
    expect(await count(database, 'products')).toBe(ALL_PRODUCTS.length);
    const burger = await db
      .selectFrom('products')
      .selectAll()
      .where('name', '=', 'Klasik Burger')
      .executeTakeFirstOrThrow();
    expect(burger).toMatchObject({
      price_minor: 24500,
      configurable: true,
      unit_code: 'C62',
      category_id: 'food',
    });
    expect(burger.tax_group_id).toBe('00000000-0000-4000-8000-000000000048');
    expect(burger.image).toMatch(
      /^\/storage\/v1\/object\/public\/product-images\/products\/classic-burger-[0-9a-f]{8}\.webp$/,
    );

    const path = burger.image?.replace(publicObjectUrl('product-images', ''), '') ?? '';
    const stored = await new PostgresStorage(db).get('product-images', path);
    expect(stored?.contentType).toBe('image/webp');

    const steps = await db
      .selectFrom('product_configurations as pc')
      .innerJoin('configuration_steps as s', 's.id', 'pc.step_id')
      .select(['s.title', 's.type', 's.required'])
      .where('pc.product_id', '=', burger.id)
      .orderBy('pc.sort_order')
      .execute();
    expect(steps.map((s) => s.title)).toEqual(['Ekmek Seçimi', 'Soslar', 'Ekstralar']);

    const english = await db
      .selectFrom('translations')
      .select('field_value')
      .where('entity_id', '=', burger.id)
      .where('language_code', '=', 'en')
      .where('field_name', '=', 'name')
      .executeTakeFirst();
    expect(english?.field_value).toBe('Classic Burger');

    const setting = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'customer_info_min_amount')
      .executeTakeFirst();
    expect(setting?.value).toEqual({ enabled: true, amount: 6000, operator: 'equal_or_greater' });
  });

  it('stores argon2id hashes for the demo sign-ins and the kiosk PIN', async () => {
    const { db } = database;
    for (const account of DEMO_ACCOUNTS) {
      const user = await db
        .selectFrom('users')
        .select(['password_hash', 'role'])
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe(account.role);
      expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(user.password_hash, account.password)).toBe(true);
    }
    const kiosk = await db
      .selectFrom('kiosk_users')
      .select(['pin_hash', 'password_hash'])
      .where('public_id', '=', DEMO_KIOSK.publicId)
      .executeTakeFirstOrThrow();
    const pinSha = createHash('sha256').update(DEMO_KIOSK.pin).digest('hex');
    expect(await verify(kiosk.pin_hash ?? '', pinSha)).toBe(true);
    expect(await verify(kiosk.password_hash, DEMO_KIOSK.password)).toBe(true);
  });

  it('seeds no printer by itself; DEMO_PRINTER adds the kitchen printer for the default station, once', async () => {
    const { db } = database;
    expect(await count(database, 'printers')).toBe(0);
    const target = { host: '127.0.0.1', port: 9100 };
    const [a, b] = await Promise.all([seedDemoPrinter(db, target), seedDemoPrinter(db, target)]);
    expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
    const station = await db
      .selectFrom('kitchen_stations')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const printers = await db.selectFrom('printers').selectAll().execute();
    expect(printers).toHaveLength(1);
    expect(printers[0]).toMatchObject({
      name: 'Mutfak yazıcısı',
      host: '127.0.0.1',
      port: 9100,
      paper_width_mm: 80,
      columns: 48,
      code_page: 'cp857',
      code_page_number: 13,
      station_ids: [station.id],
    });
  });
});
