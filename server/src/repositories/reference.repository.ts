import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Tax groups, unit codes and UI translations (read-only reference data). */
export class ReferenceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  activeTaxGroups() {
    return this.db
      .selectFrom('tax_groups')
      .select(['id', 'code', 'name', 'rate'])
      .where('is_active', '=', true)
      .orderBy('rate')
      .execute();
  }

  taxGroup(id: string) {
    return this.db
      .selectFrom('tax_groups')
      .select(['id', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  activeUnitCodes() {
    return this.db
      .selectFrom('unit_codes')
      .select(['code', 'name', 'sort_order'])
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .execute();
  }

  unitCode(code: string) {
    return this.db
      .selectFrom('unit_codes')
      .select(['code', 'is_active'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  uiTranslations(language: 'tr' | 'en', prefix?: string) {
    let q = this.db
      .selectFrom('ui_translations')
      .select(['key', 'value'])
      .where('language_code', '=', language);
    if (prefix) q = q.where('key', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`);
    return q.orderBy('key').execute();
  }
}
