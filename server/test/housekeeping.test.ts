import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { repositories } from '../src/repositories/index.js';
import { HousekeepingService, IDEMPOTENCY_KEY_TTL_MS } from '../src/services/housekeeping.service.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.connect();
});
afterAll(() => testDb?.drop());

const sequences = async () =>
  (
    await sql<{ name: string }>`
      SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relname LIKE 'order_queue_%' ORDER BY 1`.execute(
      database.db,
    )
  ).rows.map((r) => r.name);

describe('housekeeping', () => {
  it('deletes idempotency keys older than their time to live and keeps newer ones', async () => {
    const now = new Date();
    await database.db
      .insertInto('idempotency_keys')
      .values([
        {
          scope: 's',
          key: 'old',
          request_hash: 'h',
          created_at: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS - 60_000),
        },
        { scope: 's', key: 'recent', request_hash: 'h', created_at: new Date(now.getTime() - 60_000) },
      ])
      .execute();
    const result = await new HousekeepingService(repositories(database.db)).run(now);
    expect(result.keys).toBe(1);
    const left = await database.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['recent']);
  });

  it("drops past days' queue sequences, keeps today's and yesterday's, and numbering goes on", async () => {
    const day = async (offset: number) =>
      (
        await sql<{ d: string }>`SELECT to_char(current_date + ${offset}::int, 'YYYYMMDD') AS d`.execute(
          database.db,
        )
      ).rows[0]?.d;
    const store = '0a0b0c0d-1111-4222-8333-444455556666';
    const storeKey = store.replaceAll('-', '');
    for (const offset of [-10, -2, -1]) {
      await sql`CREATE SEQUENCE ${sql.id(`order_queue_${await day(offset)}`)}`.execute(database.db);
    }
    await sql`CREATE SEQUENCE ${sql.id(`order_queue_${await day(-3)}_${storeKey}`)}`.execute(database.db);
    const first = await sql<{ n: number }>`SELECT next_queue_number() AS n`.execute(database.db);
    expect(first.rows[0]?.n).toBe(1);
    // a store's numbers are its own: the store's first order of the day is 1 too
    const storeFirst = await sql<{ n: number }>`SELECT next_queue_number(${store}::uuid) AS n`.execute(
      database.db,
    );
    expect(storeFirst.rows[0]?.n).toBe(1);

    const { sequences: dropped } = await new HousekeepingService(repositories(database.db)).run();
    expect(dropped).toEqual([
      `order_queue_${await day(-10)}`,
      `order_queue_${await day(-3)}_${storeKey}`,
      `order_queue_${await day(-2)}`,
    ]);
    expect(await sequences()).toEqual([
      `order_queue_${await day(-1)}`,
      `order_queue_${await day(0)}`,
      `order_queue_${await day(0)}_${storeKey}`,
    ]);
    const next = await sql<{ n: number }>`SELECT next_queue_number() AS n`.execute(database.db);
    expect(next.rows[0]?.n).toBe(2);
    const storeNext = await sql<{ n: number }>`SELECT next_queue_number(${store}::uuid) AS n`.execute(
      database.db,
    );
    expect(storeNext.rows[0]?.n).toBe(2);
  });
});
