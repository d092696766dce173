import type { OptionOverride } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { IN_STOCK_HERE, STOCK_SCOPE } from './product-stock-sql.js';

export interface StepRow {
  id: string;
  title: string;
  subtitle: string | null;
  type: 'radio' | 'stepper';
  required: boolean;
  show_images: boolean;
  sort_order: number;
  shared_with: string[];
  is_group: boolean;
}

export interface OptionRow {
  id: string;
  step_id: string;
  name: string;
  description: string | null;
  price_minor: number;
  image: string | null;
  product_id: string | null;
  is_manual_price: boolean;
  max_quantity: number;
  is_default: boolean;
  sort_order: number;
  linked_price_minor: number | null;
  linked_available: boolean | null;
}

/** Steps, options and their links (product_configurations, configuration_step_options). */
export class ConfigurationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A product's steps in order; a group's carry the product's overrides of its options. */
  async stepsOfProducts(
    productIds: string[],
  ): Promise<Array<StepRow & { product_id: string; overrides: OptionOverride[] }>> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('product_configurations as pc')
      .innerJoin('configuration_steps as s', 's.id', 'pc.step_id')
      .select([
        'pc.product_id',
        's.id',
        's.title',
        's.subtitle',
        's.type',
        's.required',
        's.show_images',
        's.is_group',
        'pc.sort_order',
        sql<OptionOverride[]>`coalesce((SELECT jsonb_agg(jsonb_build_object('option_id', ov.option_id,
          'price_minor', ov.price_minor::int, 'hidden', ov.hidden) ORDER BY ov.option_id)
          FROM product_option_overrides ov WHERE ov.product_id = pc.product_id AND ov.step_id = pc.step_id),
          '[]'::jsonb)`.as('overrides'),
        sql<string[]>`coalesce((SELECT array_agg(o.product_id::text) FROM product_configurations o
          WHERE o.step_id = s.id AND o.product_id <> pc.product_id), '{}')`.as('shared_with'),
      ])
      .where('pc.product_id', 'in', productIds)
      .orderBy('pc.sort_order')
      .execute();
    return rows as Array<StepRow & { product_id: string; overrides: OptionOverride[] }>;
  }

  async optionsOfSteps(stepIds: string[]): Promise<OptionRow[]> {
    if (stepIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('configuration_step_options as so')
      .innerJoin('configuration_options as o', 'o.id', 'so.option_id')
      .leftJoin('products as p', 'p.id', 'o.product_id')
      .leftJoin('product_stock as ps', (join) =>
        join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', STOCK_SCOPE),
      )
      .select([
        'so.step_id',
        'o.id',
        'o.name',
        'o.description',
        'o.price_minor',
        'o.image',
        'o.product_id',
        'o.is_manual_price',
        'o.max_quantity',
        'so.is_default',
        'so.sort_order',
        'p.price_minor as linked_price_minor',
        sql<boolean | null>`CASE WHEN p.id IS NULL THEN NULL ELSE p.is_active AND ${IN_STOCK_HERE} END`.as(
          'linked_available',
        ),
      ])
      .where('so.step_id', 'in', stepIds)
      .orderBy('so.sort_order')
      .execute();
    return rows as OptionRow[];
  }

  /** Configurable products with how many steps and options they have. */
  async configurableSummary() {
    return this.db
      .selectFrom('products as p')
      .select([
        'p.id',
        'p.name',
        'p.price_minor',
        'p.image',
        'p.is_active',
        sql<number>`(SELECT count(*) FROM product_configurations pc WHERE pc.product_id = p.id)::int`.as(
          'step_count',
        ),
        sql<number>`(SELECT count(*) FROM product_configurations pc JOIN configuration_step_options so
          ON so.step_id = pc.step_id WHERE pc.product_id = p.id)::int`.as('option_count'),
      ])
      .where('p.configurable', '=', true)
      .orderBy(sql`p.name COLLATE "tr-x-icu"`)
      .execute();
  }

  async linkedProducts(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('products')
      .select(['id', 'name', 'is_active'])
      .where('id', 'in', ids)
      .execute();
  }

  /** Unlinks the product's steps, its option groups too unless `keepGroups` names them. */
  async unlinkProduct(productId: string, keepGroups: string[] = []): Promise<void> {
    let query = this.db.deleteFrom('product_configurations').where('product_id', '=', productId);
    if (keepGroups.length > 0) query = query.where('step_id', 'not in', keepGroups);
    await query.execute();
  }

  async moveStep(productId: string, stepId: string, sortOrder: number): Promise<void> {
    await this.db
      .updateTable('product_configurations')
      .set({ sort_order: sortOrder })
      .where('product_id', '=', productId)
      .where('step_id', '=', stepId)
      .execute();
  }

  async insertStep(values: {
    title: string;
    subtitle: string | null;
    type: 'radio' | 'stepper';
    required: boolean;
    show_images: boolean;
    sort_order: number;
    is_group?: boolean;
  }): Promise<string> {
    const row = await this.db
      .insertInto('configuration_steps')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateStep(
    id: string,
    values: {
      title: string;
      subtitle: string | null;
      type: 'radio' | 'stepper';
      required: boolean;
      show_images: boolean;
      sort_order: number;
    },
  ): Promise<void> {
    await this.db
      .updateTable('configuration_steps')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Removes a step's option links and the options no other step uses; returns the removed option ids. */
  async clearStepOptions(stepId: string): Promise<string[]> {
    const links = await this.db
      .deleteFrom('configuration_step_options')
      .where('step_id', '=', stepId)
      .returning('option_id')
      .execute();
    const ids = links.map((l) => l.option_id);
    if (ids.length === 0) return [];
    const removed = await this.db
      .deleteFrom('configuration_options')
      .where('id', 'in', ids)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('configuration_step_options as so')
              .select('so.option_id')
              .whereRef('so.option_id', '=', 'configuration_options.id'),
          ),
        ),
      )
      .returning('id')
      .execute();
    return removed.map((r) => r.id);
  }

  async deleteStep(id: string): Promise<void> {
    await this.db.deleteFrom('configuration_steps').where('id', '=', id).execute();
  }

  async insertOption(values: {
    name: string;
    description: string | null;
    price_minor: number;
    image: string | null;
    product_id: string | null;
    is_manual_price: boolean;
    max_quantity: number;
    sort_order: number;
  }): Promise<string> {
    const row = await this.db
      .insertInto('configuration_options')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async linkOption(stepId: string, optionId: string, sortOrder: number, isDefault: boolean): Promise<void> {
    await this.db
      .insertInto('configuration_step_options')
      .values({ step_id: stepId, option_id: optionId, sort_order: sortOrder, is_default: isDefault })
      .execute();
  }

  async linkStep(productId: string, stepId: string, sortOrder: number): Promise<void> {
    await this.db
      .insertInto('product_configurations')
      .values({ product_id: productId, step_id: stepId, sort_order: sortOrder })
      .execute();
  }
}
