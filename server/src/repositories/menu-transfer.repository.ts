import type { MenuCategory, MenuProduct } from '@kiosk/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Reads of the whole menu for its import and export (the writes go through the product and category repositories). */
/** The English name of a category or product (its id as text), null when none. */
const englishName = (type: 'product' | 'category', id: RawBuilder<unknown>) =>
  sql<string | null>`(SELECT t.field_value FROM translations t WHERE t.entity_type = ${type}
    AND t.language_code = 'en' AND t.field_name = 'name' AND t.entity_id = ${id})`;

export class MenuTransferRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every category in the menu's order, with its English name ('' when none). */
  async categories(): Promise<MenuCategory[]> {
    const rows = await this.db
      .selectFrom('categories as c')
      .select(['c.id', 'c.parent_id', 'c.name as name_tr', 'c.is_active'])
      .select(englishName('category', sql`c.id`).as('name_en'))
      .orderBy('c.sort_order')
      .orderBy('c.name')
      .execute();
    return rows.map((r) => ({ ...r, name_en: r.name_en ?? '' }));
  }

  /** Every product in the menu's order, with its English name ('' when none). */
  async products(): Promise<MenuProduct[]> {
    const rows = await this.db
      .selectFrom('products as p')
      .select([
        'p.id',
        'p.sku',
        'p.name as name_tr',
        'p.price_minor',
        'p.category_id',
        'p.subcategory_id',
        'p.tax_group_id',
        'p.unit_code',
        'p.is_active',
        'p.image',
      ])
      .select(englishName('product', sql`p.id::text`).as('name_en'))
      .orderBy('p.sort_order')
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
    return rows.map((r) => ({ ...r, name_en: r.name_en ?? '', image: r.image ?? '' }));
  }

  /** Tax groups by id (every one, for the export) and the active ones by upper-case code (for the import). */
  async taxGroups(): Promise<{ codeById: Map<string, string>; activeByCode: Map<string, string> }> {
    const rows = await this.db.selectFrom('tax_groups').select(['id', 'code', 'is_active']).execute();
    return {
      codeById: new Map(rows.map((r) => [r.id, r.code])),
      activeByCode: new Map(rows.filter((r) => r.is_active).map((r) => [r.code.toUpperCase(), r.id])),
    };
  }

  async activeUnitCodes(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('unit_codes')
      .select('code')
      .where('is_active', '=', true)
      .execute();
    return new Set(rows.map((r) => r.code.toUpperCase()));
  }
}
