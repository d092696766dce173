import { type Kysely, sql } from 'kysely';
import type { DB, PromotionsTable } from '../db/schema.js';
import { IN_STOCK_HERE, STOCK_SCOPE } from './product-stock-sql.js';

/** A deal's group with its choices, in order (domain DealGroup). */
export interface DealGroupRow {
  id: string;
  name: string;
  min: number;
  max: number;
  choices: Array<{ product_id: string; price_delta_minor: number }>;
}

/** A promotion row with its dates as YYYY-MM-DD text and its instants as ISO text. */
export interface PromotionRow {
  id: string;
  name: string;
  kind: PromotionsTable['kind'];
  parameters: Record<string, unknown>;
  target_product_ids: string[];
  target_category_ids: string[];
  channels: string[];
  store_ids: string[];
  valid_from: string | null;
  valid_until: string | null;
  times: Array<{ start: string; end: string; weekdays?: number[] }>;
  stackable: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export type PromotionValues = Omit<PromotionRow, 'id' | 'created_at' | 'updated_at'>;

export type WindowOwner = { kind: 'product' | 'category'; id: string };

export interface WindowRow {
  product_id: string | null;
  category_id: string | null;
  start: string;
  end: string;
  weekdays: number[];
}

/**
 * Issue 33's pricing rules: meal deals (meal_deal_groups, meal_deal_choices), promotions, channel
 * prices (product_channel_prices) and dayparts (availability_windows).
 */
export class PricingRuleRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The groups (with choices) of these deals, or of every deal when `dealIds` is absent. */
  async dealGroups(dealIds?: readonly string[]): Promise<Map<string, DealGroupRow[]>> {
    if (dealIds && dealIds.length === 0) return new Map();
    let query = this.db
      .selectFrom('meal_deal_groups as g')
      .leftJoin('meal_deal_choices as c', 'c.group_id', 'g.id')
      .select([
        'g.id',
        'g.deal_product_id',
        'g.name',
        'g.min_parts',
        'g.max_parts',
        'c.product_id',
        'c.price_delta_minor',
      ])
      .orderBy('g.deal_product_id')
      .orderBy('g.sort_order')
      .orderBy('c.sort_order');
    if (dealIds) query = query.where('g.deal_product_id', 'in', [...dealIds]);
    const rows = await query.execute();
    const deals = new Map<string, DealGroupRow[]>();
    const groups = new Map<string, DealGroupRow>();
    for (const row of rows) {
      let group = groups.get(row.id);
      if (!group) {
        group = { id: row.id, name: row.name, min: row.min_parts, max: row.max_parts, choices: [] };
        groups.set(row.id, group);
        deals.set(row.deal_product_id, [...(deals.get(row.deal_product_id) ?? []), group]);
      }
      if (row.product_id !== null) {
        group.choices.push({ product_id: row.product_id, price_delta_minor: Number(row.price_delta_minor) });
      }
    }
    return deals;
  }

  /** The deals (their product ids) that offer `productId` as a choice. */
  async dealsOffering(productId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('meal_deal_choices as c')
      .innerJoin('meal_deal_groups as g', 'g.id', 'c.group_id')
      .select('g.deal_product_id')
      .distinct()
      .where('c.product_id', '=', productId)
      .execute();
    return rows.map((r) => r.deal_product_id);
  }

  /**
   * Replaces a deal's groups and choices: a group keeping its id (one of this deal's) stays the
   * same group, the others are new; groups not listed go with their choices. The caller holds
   * the deal's product row (`lockProduct`).
   */
  async replaceDeal(
    dealId: string,
    groups: ReadonlyArray<Omit<DealGroupRow, 'id'> & { id?: string | undefined }>,
  ): Promise<void> {
    const existing = await this.db
      .selectFrom('meal_deal_groups')
      .select('id')
      .where('deal_product_id', '=', dealId)
      .execute();
    const own = new Set(existing.map((g) => g.id));
    const kept = groups.flatMap((g) => (g.id && own.has(g.id) ? [g.id] : []));
    let del = this.db.deleteFrom('meal_deal_groups').where('deal_product_id', '=', dealId);
    if (kept.length > 0) del = del.where('id', 'not in', kept);
    await del.execute();
    if (kept.length > 0)
      await this.db.deleteFrom('meal_deal_choices').where('group_id', 'in', kept).execute();
    for (const [index, group] of groups.entries()) {
      const values = { name: group.name, min_parts: group.min, max_parts: group.max, sort_order: index + 1 };
      const id =
        group.id && own.has(group.id)
          ? (
              await this.db
                .updateTable('meal_deal_groups')
                .set(values)
                .where('id', '=', group.id)
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id
          : (
              await this.db
                .insertInto('meal_deal_groups')
                .values({ ...values, deal_product_id: dealId })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
      if (group.choices.length === 0) continue;
      await this.db
        .insertInto('meal_deal_choices')
        .values(
          group.choices.map((choice, c) => ({
            group_id: id,
            product_id: choice.product_id,
            price_delta_minor: choice.price_delta_minor,
            sort_order: c + 1,
          })),
        )
        .execute();
    }
  }

  /** Locks a product's row for the transaction (two saves of one deal run one after the other); false when none. */
  async lockProduct(id: string): Promise<boolean> {
    const rows = await this.db.selectFrom('products').select('id').where('id', '=', id).forUpdate().execute();
    return rows.length > 0;
  }

  /** Removes a deal's groups (the product stays, an ordinary product again); false when it had none. */
  async deleteDeal(dealId: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('meal_deal_groups')
      .where('deal_product_id', '=', dealId)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  private promotionQuery() {
    return this.db
      .selectFrom('promotions')
      .select([
        'id',
        'name',
        'kind',
        'parameters',
        'target_product_ids',
        'target_category_ids',
        'channels',
        'store_ids',
        sql<string | null>`valid_from::text`.as('valid_from'),
        sql<string | null>`valid_until::text`.as('valid_until'),
        'times',
        'stackable',
        'is_active',
        sql<string>`to_json(created_at)#>>'{}'`.as('created_at'),
        sql<string>`to_json(updated_at)#>>'{}'`.as('updated_at'),
      ])
      .where('is_deleted', '=', false);
  }

  /** Promotions not deleted (only the active ones with `activeOnly`), oldest first. */
  promotions(activeOnly = false): Promise<PromotionRow[]> {
    let query = this.promotionQuery().orderBy('created_at').orderBy('id');
    if (activeOnly) query = query.where('is_active', '=', true);
    return query.execute();
  }

  promotion(id: string): Promise<PromotionRow | undefined> {
    return this.promotionQuery().where('id', '=', id).executeTakeFirst();
  }

  private static promotionColumns(values: PromotionValues) {
    return {
      ...values,
      parameters: JSON.stringify(values.parameters),
      times: JSON.stringify(values.times),
    };
  }

  async insertPromotion(values: PromotionValues): Promise<string> {
    const row = await this.db
      .insertInto('promotions')
      .values(PricingRuleRepository.promotionColumns(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Updates a live promotion; false when there is none (deleted or unknown). */
  async updatePromotion(id: string, values: PromotionValues): Promise<boolean> {
    const rows = await this.db
      .updateTable('promotions')
      .set({ ...PricingRuleRepository.promotionColumns(values), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /** Soft-deletes a live promotion; false when there is none. */
  async deletePromotion(id: string): Promise<boolean> {
    const rows = await this.db
      .updateTable('promotions')
      .set({ is_deleted: true, is_active: false, deleted_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /** Channel prices of these products (every product's when absent), product then store then channel. */
  async channelPrices(productIds?: readonly string[]): Promise<
    Array<{
      product_id: string;
      store_id: string | null;
      channel: 'kiosk' | 'till' | 'delivery' | null;
      price_minor: number;
    }>
  > {
    if (productIds && productIds.length === 0) return [];
    let query = this.db
      .selectFrom('product_channel_prices')
      .select(['product_id', 'store_id', 'channel', 'price_minor'])
      .orderBy('product_id')
      .orderBy('store_id', (ob) => ob.asc().nullsFirst())
      .orderBy('channel', (ob) => ob.asc().nullsFirst());
    if (productIds) query = query.where('product_id', 'in', [...productIds]);
    const rows = await query.execute();
    return rows.map((r) => ({ ...r, price_minor: Number(r.price_minor) }));
  }

  async replaceChannelPrices(
    productId: string,
    prices: ReadonlyArray<{
      store_id: string | null;
      channel: 'kiosk' | 'till' | 'delivery' | null;
      price_minor: number;
    }>,
  ): Promise<void> {
    await this.db.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
    await this.db.deleteFrom('product_channel_prices').where('product_id', '=', productId).execute();
    if (prices.length === 0) return;
    await this.db
      .insertInto('product_channel_prices')
      .values(prices.map((p) => ({ ...p, product_id: productId })))
      .execute();
  }

  /** Availability windows of one owner, or of every owner when absent, in order. */
  windows(owner?: WindowOwner): Promise<WindowRow[]> {
    let query = this.db
      .selectFrom('availability_windows')
      .select(['product_id', 'category_id', 'start_time as start', 'end_time as end', 'weekdays'])
      .orderBy('product_id')
      .orderBy('category_id')
      .orderBy('sort_order');
    if (owner) query = query.where(owner.kind === 'product' ? 'product_id' : 'category_id', '=', owner.id);
    return query.execute();
  }

  async replaceWindows(
    owner: WindowOwner,
    windows: ReadonlyArray<{ start: string; end: string; weekdays: number[] }>,
  ): Promise<void> {
    const column = owner.kind === 'product' ? ('product_id' as const) : ('category_id' as const);
    await this.db.deleteFrom('availability_windows').where(column, '=', owner.id).execute();
    if (windows.length === 0) return;
    await this.db
      .insertInto('availability_windows')
      .values(
        windows.map((w, index) => ({
          [column]: owner.id,
          start_time: w.start,
          end_time: w.end,
          weekdays: w.weekdays,
          sort_order: index + 1,
        })),
      )
      .execute();
  }

  /** Of these product ids, the existing ones with their name, and whether each is sold on its own. */
  async products(
    ids: readonly string[],
  ): Promise<Map<string, { name: string; is_option_only: boolean; price_minor: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'name', 'is_option_only', 'price_minor'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, { ...r, price_minor: Number(r.price_minor) }]));
  }

  /** What pricing needs of these products (priceCart's PricingProduct, less configuration and rules). */
  async pricingProducts(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('products as p')
      .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('categories as sc', 'sc.id', 'p.subcategory_id')
      // this store's "86" (product_stock at stock_scope())
      .leftJoin('product_stock as ps', (join) =>
        join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', STOCK_SCOPE),
      )
      .select([
        'p.id',
        'p.price_minor',
        // a product of an inactive category or subcategory cannot be ordered (as on the menu)
        sql<boolean>`coalesce(c.is_active, false) AND (p.subcategory_id IS NULL OR coalesce(sc.is_active, false))`.as(
          'category_active',
        ),
        't.rate',
        'p.category_id',
        'p.subcategory_id',
        'p.is_active',
        IN_STOCK_HERE.as('in_stock'),
        'ps.count_left',
        'p.configurable',
      ])
      .where('p.id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({
      ...r,
      price_minor: Number(r.price_minor),
      rate: r.rate === null ? null : Number(r.rate),
    }));
  }

  /** Of these ids, the existing stores. */
  async storeIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('stores')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Every category's id and parent (the dayparts' one parent level). */
  categories(): Promise<Array<{ id: string; parent_id: string | null }>> {
    return this.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  }
}
