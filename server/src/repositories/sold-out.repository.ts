import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { STOCK_SCOPE } from './product-stock-sql.js';

/** A product's availability and "86" mark, as marking and un-marking read and write it. */
export interface SoldOutRow {
  id: string;
  name: string;
  is_active: boolean;
  /** In stock here: the admin's chain-wide switch and this store's mark. */
  in_stock: boolean;
  sold_out_at: Date | null;
  sold_out_by: string | null;
  sold_out_until: Date | null;
  count_left: number | null;
  updated_at: Date;
}

/** The mark written on a product (all null: no mark, in stock). */
export interface SoldOutValues {
  in_stock: boolean;
  sold_out_at: Date | null;
  sold_out_by: string | null;
  sold_out_until: Date | null;
  count_left: number | null;
}

/**
 * This server's "86" marks are its store's rows of product_stock (a store node's own store; central
 * and the one box: the all-zero id): `stock_scope()` (migration 20261130000220) says which.
 */

/** The product with this server's mark (none: in stock as far as the store goes). */
function withStock(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_stock as s', (join) =>
      join.onRef('s.product_id', '=', 'p.id').on('s.store_id', '=', STOCK_SCOPE),
    )
    .select(STOCK_COLUMNS);
}

const STOCK_COLUMNS = [
  'p.id',
  'p.name',
  'p.is_active',
  sql<boolean>`p.in_stock AND coalesce(s.in_stock, true)`.as('in_stock'),
  's.sold_out_at',
  's.sold_out_by',
  's.sold_out_until',
  's.count_left',
  sql<Date>`coalesce(s.updated_at, p.updated_at)`.as('updated_at'),
] as const;

const RETURNED = sql`p.id, p.name, p.is_active, p.in_stock AND s.in_stock AS in_stock, s.sold_out_at, s.sold_out_by,
  s.sold_out_until, s.count_left, s.updated_at`;

/** The "86" marks of this server's store: set, cleared, and cleared when their time is over. */
export class SoldOutRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The product with its mark, both locked for this transaction (the store's row made first if it
   * has none; undefined: no such product).
   */
  async lock(id: string): Promise<SoldOutRow | undefined> {
    await sql`INSERT INTO product_stock (store_id, product_id)
      SELECT ${STOCK_SCOPE}, p.id FROM products p WHERE p.id = ${id}
      ON CONFLICT (store_id, product_id) DO NOTHING`.execute(this.db);
    // both rows locked: an inner join (a row is there now; an outer join's may not be locked)
    return this.db
      .selectFrom('products as p')
      .innerJoin('product_stock as s', (join) =>
        join.onRef('s.product_id', '=', 'p.id').on('s.store_id', '=', STOCK_SCOPE),
      )
      .select(STOCK_COLUMNS)
      .where('p.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Writes a mark as a compare-and-set on what was read (in stock, count left; a paid order
   * counting it down changes them): undefined when it changed meanwhile (nothing written).
   */
  async write(
    id: string,
    expected: Pick<SoldOutRow, 'in_stock' | 'count_left'>,
    values: SoldOutValues,
    now: Date,
  ): Promise<SoldOutRow | undefined> {
    const result = await sql<SoldOutRow>`
      UPDATE product_stock s SET in_stock = ${values.in_stock}, sold_out_at = ${values.sold_out_at},
        sold_out_by = ${values.sold_out_by}, sold_out_until = ${values.sold_out_until},
        count_left = ${values.count_left}::int, updated_at = ${now}
      FROM products p
      WHERE s.store_id = ${STOCK_SCOPE} AND s.product_id = ${id} AND p.id = s.product_id
        AND (p.in_stock AND s.in_stock) = ${expected.in_stock}
        AND s.count_left IS NOT DISTINCT FROM ${expected.count_left}::int
      RETURNING ${RETURNED}`.execute(this.db);
    return result.rows[0];
  }

  /**
   * Every mark of this store whose time is over at `now`, cleared in one statement (back in stock,
   * no count), with what each was before. Rows another instance is clearing now are skipped.
   */
  async clearExpired(
    now: Date,
  ): Promise<Array<SoldOutRow & { was_in_stock: boolean; was_count_left: number | null }>> {
    const result = await sql<SoldOutRow & { was_in_stock: boolean; was_count_left: number | null }>`
      WITH due AS (
        SELECT product_id, in_stock, count_left FROM product_stock
        WHERE store_id = ${STOCK_SCOPE} AND sold_out_until IS NOT NULL AND sold_out_until <= ${now}
        ORDER BY product_id FOR UPDATE SKIP LOCKED
      )
      UPDATE product_stock s SET in_stock = true, sold_out_at = NULL, sold_out_by = NULL,
        sold_out_until = NULL, count_left = NULL, updated_at = ${now}
      FROM due, products p
      WHERE s.store_id = ${STOCK_SCOPE} AND s.product_id = due.product_id AND p.id = s.product_id
      RETURNING ${RETURNED}, p.in_stock AND due.in_stock AS was_in_stock, due.count_left AS was_count_left
    `.execute(this.db);
    return result.rows;
  }

  /** Every active product (option-only extras too) with its availability here, by name. */
  candidates() {
    return withStock(this.db)
      .select(['p.category_id', 'p.is_option_only'])
      .where('p.is_active', '=', true)
      .orderBy(sql`p.name COLLATE "tr-x-icu"`)
      .execute();
  }

  /** The products marked now at this store (the till's and the kitchen's list), by name. */
  marked() {
    return withStock(this.db)
      .where('s.sold_out_at', 'is not', null)
      .orderBy(sql`p.name COLLATE "tr-x-icu"`)
      .execute();
  }
}
