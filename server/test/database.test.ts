import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/database.js';
import { DatabaseUnavailable } from '../src/db/database-unavailable.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

// Vitest fails the run on an uncaught exception, and the server exits on one: before the fix, a
// connection cut while a client was checked out between two statements was exactly that.
it('a client whose connection is cut between two statements fails its next statement, the process lives on', async () => {
  const database = testDb.connect();
  const client = await database.pool.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
  // No listener of our own here (that would hide the bug): wait until pg has seen the cut.
  const queryable = () => (client as unknown as { _queryable: boolean })._queryable;
  for (let waited = 0; queryable() && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(queryable()).toBe(false);
  await expect(client.query('SELECT 1')).rejects.toThrow();
  client.release(true);
  const after = await database.pool.query<{ ok: number }>('SELECT 1 AS ok');
  expect(after.rows[0]?.ok).toBe(1);
});

it('a statement whose connection is cut while it runs fails as DatabaseUnavailable; the next gets a new connection', async () => {
  // one connection, so the next statement would get the cut one again if the pool kept it
  const database = connectDatabase(testDb.url, 1);
  const admin = testDb.connect();
  try {
    for (let round = 0; round < 3; round += 1) {
      const outcome = sql`SELECT pg_sleep(30)`.execute(database.db).then(
        () => 'answered',
        (error: unknown) => error,
      );
      let pid: number | undefined;
      for (let waited = 0; pid === undefined && waited < 10_000; waited += 20) {
        const { rows } = await admin.pool.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'",
        );
        pid = rows[0]?.pid;
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(pid).toBeDefined();
      await admin.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      expect(await outcome).toBeInstanceOf(DatabaseUnavailable);
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
      expect(rows[0]?.pid).not.toBe(pid);
    }
  } finally {
    await database.close();
  }
});
