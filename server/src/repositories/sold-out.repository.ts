import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** A product's availability and "86" mark, as marking and un-marking read and write it. */
export interface SoldOutRow {
  id: string;
  name: string;
  is_active: boolean;
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

const COLUMNS = [
  'id',
  'name',
  'is_active',
  'in_stock',
  'sold_out_at',
  'sold_out_by',
  'sold_out_until',
  'count_left',
  'updated_at',
] as const;

/** The products' "86" marks: set, cleared, and cleared when their time is over. */
export class SoldOutRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The product row locked for this transaction (undefined: no such product). */
  lock(id: string): Promise<SoldOutRow | undefined> {
    return this.db.selectFrom('products').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /**
   * Writes a mark as a compare-and-set on what was read (in stock, count left; a paid order
   * counting it down changes them): undefined when it changed meanwhile (nothing written).
   */
  write(id: string, expected: Pick<SoldOutRow, 'in_stock' | 'count_left'>, values: SoldOutValues, now: Date) {
    return this.db
      .updateTable('products')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .where('in_stock', '=', expected.in_stock)
      .where(sql<boolean>`count_left IS NOT DISTINCT FROM ${expected.count_left}::int`)
      .returning(COLUMNS)
      .executeTakeFirst();
  }

  /**
   * Every mark whose time is over at `now`, cleared in one statement (back in stock, no count),
   * with what each was before. Rows another instance is clearing now are skipped, not waited for.
   */
  async clearExpired(
    now: Date,
  ): Promise<Array<SoldOutRow & { was_in_stock: boolean; was_count_left: number | null }>> {
    const result = await sql<SoldOutRow & { was_in_stock: boolean; was_count_left: number | null }>`
      WITH due AS (
        SELECT id, in_stock, count_left FROM products
        WHERE sold_out_until IS NOT NULL AND sold_out_until <= ${now}
        ORDER BY id FOR UPDATE SKIP LOCKED
      )
      UPDATE products p SET in_stock = true, sold_out_at = NULL, sold_out_by = NULL,
        sold_out_until = NULL, count_left = NULL, updated_at = ${now}
      FROM due WHERE p.id = due.id
      RETURNING p.id, p.name, p.is_active, p.in_stock, p.sold_out_at, p.sold_out_by, p.sold_out_until,
        p.count_left, p.updated_at, due.in_stock AS was_in_stock, due.count_left AS was_count_left
    `.execute(this.db);
    return result.rows;
  }

  /** Every active product (option-only extras too) with its availability, by name. */
  candidates() {
    return this.db
      .selectFrom('products')
      .select([...COLUMNS, 'category_id', 'is_option_only'])
      .where('is_active', '=', true)
      .orderBy(sql`name COLLATE "tr-x-icu"`)
      .execute();
  }

  /** The products marked now (the till's and the kitchen's list), by name. */
  marked() {
    return this.db
      .selectFrom('products')
      .select(COLUMNS)
      .where('sold_out_at', 'is not', null)
      .orderBy(sql`name COLLATE "tr-x-icu"`)
      .execute();
  }
}
