import { afterAll, beforeAll, expect, it } from 'vitest';
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
