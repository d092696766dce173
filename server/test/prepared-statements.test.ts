import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNED_PER_RUN } from '../src/db/prepared-statements.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('prepared statements', () => {
  it('prepare a statement with values from its third run on, and never one planned per run', async () => {
    const { db } = database.connect();
    const prepared = await db.transaction().execute(async (trx) => {
      // one connection: what it has prepared after each run
      const list = async () =>
        (
          await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx)
        ).rows.map((r) => r.statement);
      const seen: boolean[] = [];
      for (let run = 1; run <= 4; run += 1) {
        const { rows } = await sql<{ n: number }>`SELECT ${run}::int + 1 AS n`.execute(trx);
        expect(rows[0]?.n).toBe(run + 1);
        seen.push((await list()).some((s) => s.includes('::int + 1 AS n')));
      }
      for (let run = 1; run <= 4; run += 1) {
        await sql`${PLANNED_PER_RUN} SELECT ${run}::int + 2 AS n`.execute(trx);
      }
      return { seen, perRun: (await list()).some((s) => s.includes('::int + 2 AS n')) };
    });
    expect(prepared.seen).toEqual([false, false, true, true]);
    expect(prepared.perRun).toBe(false);
  });
});
