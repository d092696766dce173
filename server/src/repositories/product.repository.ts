import type { ProductListQuery } from '@kiosk/contracts';
import { FOLD_SQL_FROM, FOLD_SQL_TO, foldTurkish } from '@kiosk/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB, NewProduct, ProductUpdate } from '../db/schema.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  StillReferenced,
  UniqueConflict,
} from './database-errors.js';
import { IN_STOCK_HERE, STOCK_SCOPE } from './product-stock-sql.js';

export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  price_minor: number;
  image: string | null;
  category_id: string;
  category_name: string | null;
  subcategory_id: string | null;
  sort_order: number;
  configurable: boolean;
  is_active: boolean;
  is_option_only: boolean;
  in_stock: boolean;
  tax_group_id: string | null;
  unit_code: string;
  sku: string | null;
  created_at: Date;
  updated_at: Date;
  sold_out_at: Date | null;
  sold_out_by: string | null;
  sold_out_until: Date | null;
  count_left: number | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const folded = (column: string) =>
  sql`lower(translate(${sql.ref(column)}, ${FOLD_SQL_FROM}, ${FOLD_SQL_TO}))`;

const SORT_COLUMNS = {
  name: sql`p.name COLLATE "tr-x-icu"`,
  category: sql`c.name COLLATE "tr-x-icu"`,
  price: sql`p.price_minor`,
  status: sql`p.is_active`,
  configurable: sql`p.configurable`,
  created_at: sql`p.created_at`,
} as const;

export class ProductRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The product with this server's "86" (product_stock at stock_scope()); in_stock: both say so. */
  private base() {
    return this.db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('product_stock as ps', (join) =>
        join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', STOCK_SCOPE),
      )
      .selectAll('p')
      .select([
        'c.name as category_name',
        // after p.*: the row's in_stock is the effective one
        IN_STOCK_HERE.as('in_stock'),
        'ps.sold_out_at',
        'ps.sold_out_by',
        'ps.sold_out_until',
        'ps.count_left',
      ]);
  }

  /** Clears this server's "86" of a product (an admin's own stock choice replaces it). */
  async clearStockMark(id: string): Promise<void> {
    await this.db
      .deleteFrom('product_stock')
      .where('product_id', '=', id)
      .where('store_id', '=', STOCK_SCOPE)
      .execute();
  }

  /** The product holding an SKU, regardless of letter case. */
  async findIdBySku(sku: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('products')
      .select('id')
      .where(sql<string>`lower(sku)`, '=', sku.toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }

  async list(query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
    let q = this.base();
    if (query.q) {
      const pattern = `%${escapeLike(foldTurkish(query.q))}%`;
      q = q.where((eb) =>
        eb.or([
          sql<SqlBool>`${folded('p.name')} LIKE ${pattern}`,
          sql<SqlBool>`${folded('p.sku')} LIKE ${pattern}`,
          eb.exists(
            eb
              .selectFrom('translations as t')
              .select('t.id')
              .whereRef('t.entity_id', '=', sql<string>`p.id::text`)
              .where('t.entity_type', '=', 'product')
              .where('t.field_name', '=', 'name')
              .where(sql<SqlBool>`${folded('t.field_value')} LIKE ${pattern}`),
          ),
        ]),
      );
    }
    if (query.category) {
      const category = query.category;
      q = q.where((eb) => eb.or([eb('p.category_id', '=', category), eb('p.subcategory_id', '=', category)]));
    }
    if (query.status === 'active') q = q.where('p.is_active', '=', true);
    if (query.status === 'inactive') q = q.where('p.is_active', '=', false);
    if (query.status === 'all' && !query.show_deactivated) q = q.where('p.is_active', '=', true);
    if (query.configurable !== 'all') q = q.where('p.configurable', '=', query.configurable === 'yes');
    if (query.option_only !== 'all') q = q.where('p.is_option_only', '=', query.option_only === 'yes');

    const countRow = await q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await q
      .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}` as unknown as Expression<unknown>)
      .orderBy('p.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return { rows: rows as ProductRow[], total: Number(countRow?.n ?? 0) };
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    return (await this.base().where('p.id', '=', id).executeTakeFirst()) as ProductRow | undefined;
  }

  /** Throws `UniqueConflict('sku')` when another product holds the SKU (a save that lost a race). */
  async insert(values: NewProduct): Promise<string> {
    const row = await this.db
      .insertInto('products')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(rethrowSkuConflict);
    return row.id;
  }

  /** Throws `UniqueConflict('sku')` when another product holds the SKU (a save that lost a race). */
  async update(id: string, changes: ProductUpdate): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute()
      .catch(rethrowSkuConflict);
  }

  /** Hard delete; throws `StillReferenced('product')` when something still refers to the product. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('products')
      .where('id', '=', id)
      .executeTakeFirst()
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new StillReferenced('product') : error;
      });
    return Number(result.numDeletedRows) > 0;
  }

  async activeInCategory(
    categoryId: string,
  ): Promise<Array<{ id: string; name: string; category_id: string; subcategory_id: string | null }>> {
    return this.db
      .selectFrom('products')
      .select(['id', 'name', 'category_id', 'subcategory_id'])
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('category_id', '=', categoryId), eb('subcategory_id', '=', categoryId)]))
      .orderBy('name')
      .execute();
  }

  /** Moves every product off a category that is about to go: to `fallback` as main, clearing it as subcategory. */
  async detachFromCategory(categoryId: string, fallback: string): Promise<string[]> {
    const moved = await this.db
      .updateTable('products')
      .set({ category_id: fallback, updated_at: new Date() })
      .where('category_id', '=', categoryId)
      .returning('id')
      .execute();
    const cleared = await this.db
      .updateTable('products')
      .set({ subcategory_id: null, updated_at: new Date() })
      .where('subcategory_id', '=', categoryId)
      .returning('id')
      .execute();
    return [...new Set([...moved, ...cleared].map((r) => r.id))];
  }

  /** Products in a subcategory take it as their main category (make-main). */
  async promoteSubcategory(subcategoryId: string): Promise<string[]> {
    const rows = await this.db
      .updateTable('products')
      .set({ category_id: subcategoryId, subcategory_id: null, updated_at: new Date() })
      .where('subcategory_id', '=', subcategoryId)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Products in a subcategory that moves under another main category follow it. */
  async followSubcategory(subcategoryId: string, newParentId: string): Promise<string[]> {
    const rows = await this.db
      .updateTable('products')
      .set({ category_id: newParentId, updated_at: new Date() })
      .where('subcategory_id', '=', subcategoryId)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async stats(): Promise<{ total: number; configurable: number; average_price_minor: number }> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) FILTER (WHERE configurable)`.as('configurable'),
        sql<number>`coalesce(round(avg(price_minor)), 0)`.as('average'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      configurable: Number(row.configurable),
      average_price_minor: Number(row.average),
    };
  }
}

/** The unique index on lower(sku) refused the write: two saves raced for one SKU. */
function rethrowSkuConflict(error: unknown): never {
  throw isUniqueViolation(error, 'products_sku_key') ? new UniqueConflict('sku') : error;
}
