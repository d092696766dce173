import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export class SettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(keys: readonly string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('settings')
      .select(['key', 'value', 'updated_at'])
      .where('key', 'in', keys)
      .orderBy('key')
      .execute();
  }

  welcomePage() {
    return this.db.selectFrom('welcome_page_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  }
}
