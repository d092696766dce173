import type { Kysely } from 'kysely';
import type { DB, TranslationEntityType } from '../db/schema.js';

/** Field values per language, e.g. { tr: { name: 'Çay' }, en: { name: 'Tea' } }. */
export type TranslationMap = {
  tr: Record<string, string>;
  en: Record<string, string>;
};
export type TranslationInput = {
  tr?: Record<string, string | null | undefined> | undefined;
  en?: Record<string, string | null | undefined> | undefined;
};

const empty = (): TranslationMap => ({ tr: {}, en: {} });

/** Translation records (entity_id, entity_type, language_code, field_name, field_value). */
export class TranslationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async forEntities(type: TranslationEntityType, ids: string[]): Promise<Map<string, TranslationMap>> {
    const map = new Map<string, TranslationMap>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .selectFrom('translations')
      .select(['entity_id', 'language_code', 'field_name', 'field_value'])
      .where('entity_type', '=', type)
      .where('entity_id', 'in', ids)
      .execute();
    for (const row of rows) {
      const entry = map.get(row.entity_id) ?? empty();
      entry[row.language_code][row.field_name] = row.field_value;
      map.set(row.entity_id, entry);
    }
    return map;
  }

  /** Spec: delete the entity's translations, then insert a row per language and non-empty field. */
  async replace(type: TranslationEntityType, id: string, translations: TranslationInput): Promise<void> {
    await this.deleteFor(type, [id]);
    const rows = (['tr', 'en'] as const).flatMap((language) =>
      Object.entries(translations[language] ?? {}).flatMap(([field, raw]) => {
        const value = raw?.trim();
        return value
          ? [
              {
                entity_type: type,
                entity_id: id,
                language_code: language,
                field_name: field,
                field_value: value,
              },
            ]
          : [];
      }),
    );
    if (rows.length > 0) await this.db.insertInto('translations').values(rows).execute();
  }

  async deleteFor(type: TranslationEntityType, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('translations')
      .where('entity_type', '=', type)
      .where('entity_id', 'in', ids)
      .execute();
  }
}

export const emptyTranslations = empty;
