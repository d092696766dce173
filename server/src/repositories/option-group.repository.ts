import type { OptionOverride } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Shared option groups (issue 34): group steps, the products using them and their overrides. */
export class OptionGroupRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every group with its option count and the products using it (by name). */
  async list() {
    return this.db
      .selectFrom('configuration_steps as s')
      .select([
        's.id',
        's.title',
        's.type',
        's.required',
        sql<number>`(SELECT count(*) FROM configuration_step_options so WHERE so.step_id = s.id)::int`.as(
          'option_count',
        ),
        sql<Array<{ product_id: string; name: string }>>`coalesce((SELECT jsonb_agg(jsonb_build_object(
          'product_id', p.id, 'name', p.name) ORDER BY p.name COLLATE "tr-x-icu")
          FROM product_configurations pc JOIN products p ON p.id = pc.product_id WHERE pc.step_id = s.id),
          '[]'::jsonb)`.as('products'),
      ])
      .where('s.is_group', '=', true)
      .orderBy(sql`s.title COLLATE "tr-x-icu"`)
      .execute();
  }

  async step(id: string) {
    return this.db
      .selectFrom('configuration_steps')
      .select(['id', 'title', 'subtitle', 'type', 'required', 'show_images', 'sort_order', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /**
   * Bumps the group's version if it is still `expected` (any version when undefined) and returns
   * the new one; undefined when another save got there first. The row stays locked until the
   * transaction ends, so a concurrent save waits and then compares with the version it left.
   */
  async bumpVersion(id: string, expected: number | undefined): Promise<number | undefined> {
    let query = this.db
      .updateTable('configuration_steps')
      .set({ version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', id)
      .where('is_group', '=', true);
    if (expected !== undefined) query = query.where('version', '=', expected);
    const row = await query.returning('version').executeTakeFirst();
    return row?.version;
  }

  async isGroup(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('configuration_steps')
      .select('id')
      .where('id', '=', id)
      .where('is_group', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The products using a group, in name order, with their place and overrides. */
  async products(
    stepId: string,
  ): Promise<Array<{ product_id: string; name: string; sort_order: number; overrides: OptionOverride[] }>> {
    return this.db
      .selectFrom('product_configurations as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select([
        'pc.product_id',
        'p.name',
        'pc.sort_order',
        sql<OptionOverride[]>`coalesce((SELECT jsonb_agg(jsonb_build_object('option_id', ov.option_id,
          'price_minor', ov.price_minor::int, 'hidden', ov.hidden) ORDER BY ov.option_id)
          FROM product_option_overrides ov WHERE ov.product_id = pc.product_id AND ov.step_id = pc.step_id),
          '[]'::jsonb)`.as('overrides'),
      ])
      .where('pc.step_id', '=', stepId)
      .orderBy(sql`p.name COLLATE "tr-x-icu"`)
      .execute();
  }

  async usage(stepId: string): Promise<number> {
    const row = await this.db
      .selectFrom('product_configurations')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('step_id', '=', stepId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The product's steps' places, to put a newly attached group last. */
  async lastPlace(productId: string): Promise<number> {
    const row = await this.db
      .selectFrom('product_configurations')
      .select(sql<number>`coalesce(max(sort_order), 0)::int`.as('n'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async link(productId: string, stepId: string, sortOrder: number | undefined): Promise<void> {
    const place = sortOrder ?? (await this.lastPlace(productId)) + 1;
    await this.db
      .insertInto('product_configurations')
      .values({ product_id: productId, step_id: stepId, sort_order: place })
      .onConflict((oc) =>
        sortOrder === undefined
          ? oc.columns(['product_id', 'step_id']).doNothing()
          : oc.columns(['product_id', 'step_id']).doUpdateSet({ sort_order: place }),
      )
      .execute();
  }

  /** Removes the link (its overrides go with it); false when the product did not use the group. */
  async unlink(productId: string, stepId: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('product_configurations')
      .where('product_id', '=', productId)
      .where('step_id', '=', stepId)
      .returning('step_id')
      .execute();
    return rows.length > 0;
  }

  async replaceOverrides(productId: string, stepId: string, overrides: OptionOverride[]): Promise<void> {
    await this.db
      .deleteFrom('product_option_overrides')
      .where('product_id', '=', productId)
      .where('step_id', '=', stepId)
      .execute();
    if (overrides.length === 0) return;
    await this.db
      .insertInto('product_option_overrides')
      .values(overrides.map((o) => ({ product_id: productId, step_id: stepId, ...o })))
      .execute();
  }

  async updateOption(
    id: string,
    values: {
      name: string;
      description: string | null;
      price_minor: number;
      image: string | null;
      product_id: string | null;
      is_manual_price: boolean;
      max_quantity: number;
      sort_order: number;
    },
  ): Promise<void> {
    await this.db.updateTable('configuration_options').set(values).where('id', '=', id).execute();
  }

  async updateOptionLink(
    stepId: string,
    optionId: string,
    sortOrder: number,
    isDefault: boolean,
  ): Promise<void> {
    await this.db
      .updateTable('configuration_step_options')
      .set({ sort_order: sortOrder, is_default: isDefault })
      .where('step_id', '=', stepId)
      .where('option_id', '=', optionId)
      .execute();
  }

  /** The group's options not kept: unlinked (their overrides go too) and deleted; their ids. */
  async dropOptions(stepId: string, keep: string[]): Promise<string[]> {
    let query = this.db.deleteFrom('configuration_step_options').where('step_id', '=', stepId);
    if (keep.length > 0) query = query.where('option_id', 'not in', keep);
    const links = await query.returning('option_id').execute();
    const ids = links.map((l) => l.option_id);
    if (ids.length === 0) return [];
    await this.db.deleteFrom('configuration_options').where('id', 'in', ids).execute();
    return ids;
  }

  async optionIds(stepId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('configuration_step_options')
      .select('option_id')
      .where('step_id', '=', stepId)
      .execute();
    return rows.map((r) => r.option_id);
  }
}
