import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.connect();
  // Start from an empty database.
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
});
afterAll(() => database?.drop());

describe('migrations', () => {
  it('apply once when two instances migrate at the same moment', async () => {
    const one = database.connect();
    const two = database.connect();
    const [a, b] = await Promise.all([migrate(one.db), migrate(two.db)]);
    const files = await migrationFiles();
    expect([...a, ...b].sort()).toEqual(files.map((f) => f.replace(/\.sql$/, '')).sort());
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(one.db);
    expect(rows.rows[0]?.n).toBe(files.length);
    expect(await migrate(one.db)).toEqual([]);
  });
});
