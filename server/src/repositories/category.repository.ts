import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface CategoryRow {
  id: string;
  name: string;
  description: string | null;
  icon: string;
  color: string | null;
  parent_id: string | null;
  is_active: boolean;
  sort_order: number;
  product_count: number;
  active_product_count: number;
  subcategory_count: number;
}

export class CategoryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every category in sort order, with its product and subcategory counts. */
  async listWithCounts(): Promise<CategoryRow[]> {
    const rows = await this.db
      .selectFrom('categories as c')
      .selectAll('c')
      .select([
        sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = c.id OR p.subcategory_id = c.id)::int`.as(
          'product_count',
        ),
        sql<number>`(SELECT count(*) FROM products p WHERE (p.category_id = c.id OR p.subcategory_id = c.id) AND p.is_active)::int`.as(
          'active_product_count',
        ),
        sql<number>`(SELECT count(*) FROM categories s WHERE s.parent_id = c.id)::int`.as(
          'subcategory_count',
        ),
      ])
      .orderBy('c.sort_order')
      .orderBy('c.name')
      .execute();
    return rows as CategoryRow[];
  }

  async findById(id: string): Promise<CategoryRow | undefined> {
    return (await this.listWithCounts()).find((c) => c.id === id);
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async all(): Promise<Array<{ id: string; parent_id: string | null }>> {
    return this.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  }

  async insert(values: {
    id: string;
    name: string;
    description: string | null;
    icon: string;
    color: string | null;
    parent_id: string | null;
    is_active: boolean;
    sort_order: number;
  }): Promise<void> {
    await this.db.insertInto('categories').values(values).execute();
  }

  async nextSortOrder(): Promise<number> {
    const row = await this.db
      .selectFrom('categories')
      .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow();
    return Number(row.next);
  }

  async update(
    id: string,
    changes: Partial<{
      name: string;
      description: string | null;
      icon: string;
      color: string | null;
      parent_id: string | null;
      is_active: boolean;
      sort_order: number;
    }>,
  ): Promise<void> {
    await this.db
      .updateTable('categories')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async subcategories(parentId: string): Promise<Array<{ id: string; name: string }>> {
    return this.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('parent_id', '=', parentId)
      .orderBy('sort_order')
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('categories').where('id', '=', id).execute();
  }

  async countMain(): Promise<number> {
    const row = await this.db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'not in', ['all', 'uncategorized'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
