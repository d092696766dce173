import type { WelcomePageSettingsWrite } from '@kiosk/contracts';
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

  upsert(key: string, value: unknown) {
    const json = JSON.stringify(value);
    return this.db
      .insertInto('settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .returning(['key', 'value', 'updated_at'])
      .executeTakeFirstOrThrow();
  }

  welcomePage() {
    return this.db.selectFrom('welcome_page_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  }

  /** Upserts the whole single welcome-page record with a new updated_at. */
  upsertWelcomePage(values: WelcomePageSettingsWrite) {
    const row = {
      ...values,
      custom_welcome_text: JSON.stringify(values.custom_welcome_text),
      custom_subtitle_text: JSON.stringify(values.custom_subtitle_text),
      updated_at: new Date(),
    };
    return this.db
      .insertInto('welcome_page_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Which of these products are active and have an image (the slider's only candidates). */
  async sliderCandidates(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', ids)
      .where('is_active', '=', true)
      .where('image', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
