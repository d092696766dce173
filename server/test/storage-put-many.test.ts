import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectExistsError, PostgresStorage } from '../src/repositories/storage.repository.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('storing several objects in one statement (a sale’s two receipts)', () => {
  it('stores each object, keeps one blob per content, replaces on upsert and refuses an existing path otherwise', async () => {
    const { db } = database.connect();
    const storage = new PostgresStorage(db);
    await storage.ensureBucket('many', { public: false });
    const same = Buffer.from('same bytes');
    const options = { contentType: 'image/png', upsert: true };
    const stored = await storage.putMany(
      'many',
      [
        { path: 'a/customer.png', data: same },
        { path: 'a/merchant.png', data: same },
        { path: 'a/other.png', data: Buffer.from('other bytes') },
      ],
      options,
    );
    expect(stored.map((o) => [o.path, o.size])).toEqual([
      ['a/customer.png', 10],
      ['a/merchant.png', 10],
      ['a/other.png', 11],
    ]);
    const blobs = await db.selectFrom('storage_blobs').select('sha256').execute();
    expect(blobs).toHaveLength(2);

    await storage.putMany('many', [{ path: 'a/customer.png', data: Buffer.from('new') }], options);
    expect((await storage.get('many', 'a/customer.png'))?.data.toString()).toBe('new');

    await expect(
      storage.putMany('many', [{ path: 'a/other.png', data: Buffer.from('x') }], {
        contentType: 'image/png',
      }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect((await storage.get('many', 'a/other.png'))?.data.toString()).toBe('other bytes');
  });
});
