import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repositories } from '../src/repositories/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// Statements run over and over are prepared once per connection, and after five runs Postgres may
// plan them generically, without the parameters' values. An ON CONFLICT whose arbiter is the partial
// index "one open session per till" must name that index's predicate as a literal, or a generic plan
// cannot prove the index applies and the open fails with "no unique or exclusion constraint"
// (seen once in a clean-clone run of the property test, as a 500 on the twelfth open).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database.connect();
  await sql.raw(`ALTER DATABASE ${database.name} SET plan_cache_mode = force_generic_plan`).execute(db);
});
afterAll(() => database?.drop());

it('opens a till session under generic plans, and a second open on the same till does nothing', async () => {
  const { db } = database.connect();
  const repos = repositories(db);
  const device = await db.selectFrom('pos_devices').select('id').limit(1).executeTakeFirstOrThrow();
  for (let round = 0; round < 8; round++) {
    const id = await repos.tillSession.open({
      pos_device_id: device.id,
      float_minor: 100,
      float_count: null,
      user_id: null,
    });
    expect(id).toBeTypeOf('string');
    const again = await repos.tillSession.open({
      pos_device_id: device.id,
      float_minor: 100,
      float_count: null,
      user_id: null,
    });
    expect(again).toBeUndefined();
    await db
      .updateTable('till_sessions')
      .set({ status: 'closed', closed_at: new Date() })
      .where('id', '=', id as string)
      .execute();
  }
});
