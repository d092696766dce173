import { type Kysely, sql } from 'kysely';
import { PLANNED_PER_RUN } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';
import { isForeignKeyViolation } from './database-errors.js';
import { IN_STOCK_HERE, STOCK_SCOPE } from './product-stock-sql.js';

/** Whose suggestions: a product's or a category's. */
export type SuggestionSource = { kind: 'product'; id: string } | { kind: 'category'; id: string };

/** A suggested product was deleted between the check and the save (Postgres 23503). */
export class SuggestedProductGone extends Error {
  constructor() {
    super('A suggested product no longer exists');
    this.name = 'SuggestedProductGone';
  }
}

const sourceColumn = (source: SuggestionSource) =>
  source.kind === 'product' ? ('source_product_id' as const) : ('source_category_id' as const);

/** Suggestions before payment (catalogue_suggestions) and the take-rate figure. */
export class SuggestionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The products suggested for one product or category, in order. */
  async forSource(source: SuggestionSource): Promise<
    Array<{
      id: string;
      name: string;
      price_minor: number;
      image: string | null;
      is_active: boolean;
      in_stock: boolean;
    }>
  > {
    return this.db
      .selectFrom('catalogue_suggestions as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .leftJoin('product_stock as ps', (join) =>
        join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', STOCK_SCOPE),
      )
      .select(['p.id', 'p.name', 'p.price_minor', 'p.image', 'p.is_active', IN_STOCK_HERE.as('in_stock')])
      .where(`s.${sourceColumn(source)}`, '=', source.id)
      .orderBy('s.sort_order')
      .execute();
  }

  /** Replaces a source's list; throws `SuggestedProductGone` when a product was deleted meanwhile. */
  async replace(source: SuggestionSource, productIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('catalogue_suggestions').where(sourceColumn(source), '=', source.id).execute();
    if (productIds.length === 0) return;
    await this.db
      .insertInto('catalogue_suggestions')
      .values(
        productIds.map((productId, index) => ({
          source_product_id: source.kind === 'product' ? source.id : null,
          source_category_id: source.kind === 'category' ? source.id : null,
          product_id: productId,
          sort_order: index + 1,
        })),
      )
      .execute()
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new SuggestedProductGone() : error;
      });
  }

  /** Every suggestion (the kiosk menu), grouped by source in order. */
  async all(): Promise<Array<{ source: 'product' | 'category'; source_id: string; product_ids: string[] }>> {
    const rows = await this.db
      .selectFrom('catalogue_suggestions')
      .select(['source_product_id', 'source_category_id', 'product_id'])
      .orderBy('source_product_id')
      .orderBy('source_category_id')
      .orderBy('sort_order')
      .execute();
    const out = new Map<
      string,
      { source: 'product' | 'category'; source_id: string; product_ids: string[] }
    >();
    for (const row of rows) {
      const source = row.source_product_id ? ('product' as const) : ('category' as const);
      const sourceId = (row.source_product_id ?? row.source_category_id) as string;
      const key = `${source}:${sourceId}`;
      const entry = out.get(key) ?? { source, source_id: sourceId, product_ids: [] };
      entry.product_ids.push(row.product_id);
      out.set(key, entry);
    }
    return [...out.values()];
  }

  /** Of these ids, the products that exist and are sold on their own (not option-only). */
  async sellableProductIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', [...ids])
      .where('is_option_only', '=', false)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** The products suggested for any of these products or categories. */
  async suggestedFor(productIds: readonly string[], categoryIds: readonly string[]): Promise<Set<string>> {
    if (productIds.length === 0 && categoryIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('catalogue_suggestions')
      .select('product_id')
      .where((eb) =>
        eb.or([
          ...(productIds.length > 0 ? [eb('source_product_id', 'in', [...productIds])] : []),
          ...(categoryIds.length > 0 ? [eb('source_category_id', 'in', [...categoryIds])] : []),
        ]),
      )
      .execute();
    return new Set(rows.map((r) => r.product_id));
  }

  /** The main and sub categories of these products. */
  async categoriesOf(productIds: readonly string[]): Promise<string[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('products')
      .select(['category_id', 'subcategory_id'])
      .where('id', 'in', [...productIds])
      .execute();
    return [...new Set(rows.flatMap((r) => [r.category_id, r.subcategory_id].filter((c) => c !== null)))];
  }

  /**
   * Paid orders of business days from..to whose customer was shown the suggestions step, and those
   * of them with a line added from it (orders.metadata.suggestions).
   */
  async takeRate(from: string, to: string): Promise<{ shown: number; accepted: number }> {
    // planned per range (a day or a month of a large table)
    const { rows } = await sql<{ shown: string; accepted: string }>`${PLANNED_PER_RUN}
      SELECT count(*)::text AS shown,
        count(*) FILTER (WHERE jsonb_array_length(coalesce(metadata #> '{suggestions,line_ids}', '[]')) > 0)::text
          AS accepted
      FROM orders
      WHERE business_day BETWEEN ${from}::date AND ${to}::date
        AND payment_status = 'paid'
        AND (metadata #>> '{suggestions,shown}') = 'true'`.execute(this.db);
    return { shown: Number(rows[0]?.shown ?? 0), accepted: Number(rows[0]?.accepted ?? 0) };
  }
}
