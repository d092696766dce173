import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { IN_STOCK_HERE, STOCK_SCOPE } from './product-stock-sql.js';

/** What the kiosk menu is built from: active categories and products with tax and unit. */
export class MenuRepository {
  constructor(private readonly db: Kysely<DB>) {}

  activeCategories() {
    return this.db
      .selectFrom('categories')
      .select(['id', 'name', 'description', 'icon', 'color', 'parent_id', 'sort_order'])
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
  }

  /** Active products; in stock where the admin (chain-wide) and this store's "86" (product_stock) say so. */
  activeProducts() {
    return this.db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
      .leftJoin('product_stock as ps', (join) =>
        join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', STOCK_SCOPE),
      )
      .select([
        'p.id',
        'p.name',
        'p.sku',
        'p.description',
        'p.price_minor',
        'p.image',
        'p.category_id',
        'p.subcategory_id',
        'c.name as category_name',
        'p.sort_order',
        'p.is_active',
        IN_STOCK_HERE.as('in_stock'),
        'p.configurable',
        'p.unit_code',
        't.rate as vat_rate',
        't.code as tax_group_code',
      ])
      .where('p.is_active', '=', true)
      .where('p.is_option_only', '=', false)
      .orderBy('p.sort_order')
      .orderBy('p.name')
      .execute();
  }
}
