import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// The upgrade path of the README (stop, back up, migrate, start) from the previous release's schema,
// and a migration that fails leaving the database as it was.

/** Migrations added after the previous release (commit 64e24bb). */
const AFTER_PREVIOUS_RELEASE = [
  '20261127001200_pos_serial_unique.sql',
  '20261127002000_reference_data.sql',
  '20261127002100_business_tax_office_store_region.sql',
];

let database: TestDatabase;
let db: Database['db'];
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.connect().db;
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
  folder = await mkdtemp(path.join(os.tmpdir(), 'kiosk-migrations-'));
});
afterAll(async () => {
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A migrations folder with the given files copied from the real one. */
async function migrationsFolder(name: string, files: string[]): Promise<string> {
  const dir = path.join(folder, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir);
  for (const file of files) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  return dir;
}

async function count(table: string): Promise<number> {
  const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return rows.rows[0]?.n ?? 0;
}

describe('upgrade from the previous release', () => {
  it('keeps the data of a database migrated to the previous release and applies the new migrations', async () => {
    const all = await migrationFiles();
    for (const file of AFTER_PREVIOUS_RELEASE) expect(all).toContain(file);
    const previous = all.filter((file) => !AFTER_PREVIOUS_RELEASE.includes(file));
    expect(await migrate(db, () => {}, await migrationsFolder('previous', previous))).toHaveLength(
      previous.length,
    );

    // what the previous release's demo seed and an admin wrote, in that schema
    await sql`INSERT INTO tax_groups (id, code, name, rate)
      VALUES ('00000000-0000-4000-8000-000000000048', 'KDV10', 'KDV %10', 10)`.execute(db);
    await sql`INSERT INTO unit_codes (code, name, sort_order) VALUES ('C62', 'Adet', 1)`.execute(db);
    await sql`INSERT INTO categories (id, name) VALUES ('corbalar', 'Çorbalar')`.execute(db);
    await sql`INSERT INTO products (name, price_minor, category_id, tax_group_id, unit_code)
      VALUES ('Mercimek Çorbası', 8500, 'corbalar', '00000000-0000-4000-8000-000000000048', 'C62')`.execute(
      db,
    );
    await sql`INSERT INTO businesses (name, tax_number) VALUES ('Lokanta', '1234567890')`.execute(db);
    // two terminals saved with one serial, which the new unique rule refuses
    await sql`INSERT INTO pos_devices (kiosk_device_id, pos_serial_number, fingerprint, created_at)
      VALUES ('dev-1', 'PAX-1', 'f1', now() - interval '1 day'), ('dev-2', 'PAX-1', 'f2', now())`.execute(db);

    const applied = await migrate(db);
    expect(applied).toEqual(AFTER_PREVIOUS_RELEASE.map((file) => file.replace(/\.sql$/, '')));
    const product = await sql<{ name: string; price_minor: number; unit_code: string }>`
      SELECT name, price_minor, unit_code FROM products`.execute(db);
    expect(product.rows).toEqual([{ name: 'Mercimek Çorbası', price_minor: 8500, unit_code: 'C62' }]);
    const business = await sql<{ name: string; tax_number: string; tax_office: string | null }>`
      SELECT name, tax_number, tax_office FROM businesses`.execute(db);
    expect(business.rows).toEqual([{ name: 'Lokanta', tax_number: '1234567890', tax_office: null }]);
    const serials = await sql<{ kiosk_device_id: string; pos_serial_number: string }>`
      SELECT kiosk_device_id, pos_serial_number FROM pos_devices ORDER BY kiosk_device_id`.execute(db);
    expect(serials.rows).toEqual([
      { kiosk_device_id: 'dev-1', pos_serial_number: 'PAX-1' },
      { kiosk_device_id: 'dev-2', pos_serial_number: 'PAX-1 (2)' },
    ]);
    // the reference data came in beside what was there (the KDV group kept its one row)
    expect(await count('tax_groups')).toBe(3);
    expect(await count('unit_codes')).toBeGreaterThan(1);
    expect(await count('schema_migrations')).toBe(all.length);
  });

  it('leaves the database as it was when a migration fails', async () => {
    const all = await migrationFiles();
    const dir = await migrationsFolder('broken', all);
    await writeFile(
      path.join(dir, '29991231000000_broken_on_purpose.sql'),
      `CREATE TABLE half_done (id int);
       INSERT INTO categories (id, name) VALUES ('half-done', 'Yarım');
       UPDATE products SET price_minor = 1;
       SELECT 1 / 0;`,
    );
    const before = { categories: await count('categories'), migrations: await count('schema_migrations') };

    await expect(migrate(db, () => {}, dir)).rejects.toThrow(
      /Migration 29991231000000_broken_on_purpose\.sql failed: division by zero/,
    );
    const table = await sql<{ t: string | null }>`SELECT to_regclass('half_done')::text AS t`.execute(db);
    expect(table.rows[0]?.t).toBeNull();
    expect(await count('categories')).toBe(before.categories);
    expect(await count('schema_migrations')).toBe(before.migrations);
    const prices = await sql<{ price_minor: number }>`SELECT price_minor FROM products`.execute(db);
    expect(prices.rows).toEqual([{ price_minor: 8500 }]);
    // the advisory lock was let go: the next start migrates
    expect(await migrate(db)).toEqual([]);
  });
});
