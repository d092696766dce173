import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  StillReferenced,
  UniqueConflict,
} from './database-errors.js';

/** Raw statuses the kitchen and the board show (confirmed/paid, preparing, ready). */
const KITCHEN_STATUSES = ['paid', 'confirmed', 'preparing', 'ready'] as const;
/** How far back the kitchen looks for open orders (older open orders are the back office's). */
const WINDOW = sql<Date>`now() - interval '24 hours'`;

export interface StationRow {
  id: string;
  name: string;
  is_default: boolean;
  sort_order: number;
  category_ids: string[];
}

export interface KitchenOrderRow {
  id: string;
  order_number: string;
  reference_number: number;
  status: string;
  order_type: string;
  kiosk_id: string | null;
  notes: string | null;
  created_at: Date;
  paid_at: Date | null;
  ready_at: string | null;
  /** Refunded in full (completed reversals cover the total): off the display and the board. */
  refunded: boolean;
  bumped: string[];
  lines: Array<{
    id: string;
    product_name: string;
    quantity: number;
    configurations: unknown;
    category_id: string | null;
    done: boolean;
    /** A meal deal's part: its deal's name and its group (the deal's header row is no line). */
    deal_name: string | null;
    deal_group: string | null;
  }>;
}

/** Stations, bumps, lines done and the kitchen's event log (SQL of the kitchen display and board). */
export class KitchenRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async stations(): Promise<StationRow[]> {
    const rows = await this.db
      .selectFrom('kitchen_stations as s')
      .select(['s.id', 's.name', 's.is_default', 's.sort_order'])
      .select(
        sql<
          string[]
        >`coalesce((SELECT array_agg(c.category_id ORDER BY c.category_id) FROM kitchen_station_categories c WHERE c.station_id = s.id), '{}')`.as(
          'category_ids',
        ),
      )
      .orderBy('s.is_default', 'desc')
      .orderBy('s.sort_order')
      .orderBy('s.name')
      .execute();
    return rows;
  }

  async createStation(name: string, sortOrder: number): Promise<string> {
    try {
      const row = await this.db
        .insertInto('kitchen_stations')
        .values({ name, sort_order: sortOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'kitchen_stations_name_key')) throw new UniqueConflict('name');
      throw error;
    }
  }

  async renameStation(id: string, name: string, sortOrder: number | undefined): Promise<boolean> {
    try {
      const result = await this.db
        .updateTable('kitchen_stations')
        .set({ name, ...(sortOrder === undefined ? {} : { sort_order: sortOrder }) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    } catch (error) {
      if (isUniqueViolation(error, 'kitchen_stations_name_key')) throw new UniqueConflict('name');
      throw error;
    }
  }

  /** Which of these categories another station than `stationId` cooks now, with both names. */
  async categoriesAtOtherStations(stationId: string | undefined, categoryIds: string[]) {
    if (categoryIds.length === 0) return [];
    let q = this.db
      .selectFrom('kitchen_station_categories as sc')
      .innerJoin('kitchen_stations as s', 's.id', 'sc.station_id')
      .innerJoin('categories as c', 'c.id', 'sc.category_id')
      .select(['sc.category_id as id', 'c.name', 's.id as station_id', 's.name as station_name'])
      .where('sc.category_id', 'in', categoryIds);
    if (stationId) q = q.where('sc.station_id', '<>', stationId);
    return q.orderBy('c.sort_order').execute();
  }

  /** The station's categories become exactly these (a category listed at another station moves here). */
  async setStationCategories(id: string, categoryIds: string[]): Promise<void> {
    await this.db.deleteFrom('kitchen_station_categories').where('station_id', '=', id).execute();
    if (categoryIds.length === 0) return;
    try {
      await this.db
        .insertInto('kitchen_station_categories')
        .values(categoryIds.map((category_id) => ({ station_id: id, category_id })))
        .onConflict((oc) => oc.column('category_id').doUpdateSet({ station_id: id }))
        .execute();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new StillReferenced('category_ids');
      throw error;
    }
  }

  /** Deletes a station that is not the default one; false when there is no such station. */
  async deleteStation(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('kitchen_stations')
      .where('id', '=', id)
      .where('is_default', '=', false)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The newest kitchen event's sequence number (0 when none). */
  async cursor(): Promise<string> {
    const row = await this.db
      .selectFrom('kitchen_events')
      .select(sql<string>`coalesce(max(seq), 0)::text`.as('seq'))
      .executeTakeFirstOrThrow();
    return row.seq;
  }

  /** Orders with a kitchen event after `since`, and the newest sequence among them. */
  async changedSince(since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('kitchen_events')
      .select('order_id')
      .distinct()
      .where('seq', '>', since as never)
      .execute();
    return rows.map((r) => r.order_id);
  }

  /**
   * Orders with their lines (category, done), the stations that bumped them and when they last
   * became ready: the open kitchen orders of the last 24 hours, or exactly the given ids.
   */
  async orders(filter: { open: true } | { ids: string[] }): Promise<KitchenOrderRow[]> {
    if ('ids' in filter && filter.ids.length === 0) return [];
    let query = this.db
      .selectFrom('orders as o')
      .select([
        'o.id',
        'o.order_number',
        'o.reference_number',
        'o.status',
        'o.order_type',
        'o.kiosk_id',
        'o.notes',
        'o.created_at',
        'o.paid_at',
      ])
      .select(
        sql<
          string | null
        >`(SELECT max(e.created_at) FROM kitchen_events e WHERE e.order_id = o.id AND e.status = 'ready')::text`.as(
          'ready_at',
        ),
      )
      .select(
        sql<boolean>`(SELECT coalesce(sum(r.amount_minor), 0) FROM payment_reversals r WHERE r.order_id = o.id AND r.status = 'completed') >= o.total_minor`.as(
          'refunded',
        ),
      )
      .select(
        sql<
          string[]
        >`coalesce((SELECT array_agg(b.station_id::text) FROM kitchen_bumps b WHERE b.order_id = o.id), '{}')`.as(
          'bumped',
        ),
      )
      .select(
        sql<KitchenOrderRow['lines']>`coalesce((SELECT json_agg(json_build_object(
            'id', i.id, 'product_name', i.product_name, 'quantity', i.quantity,
            'configurations', i.configurations, 'category_id', p.category_id,
            'done', d.order_item_id IS NOT NULL, 'deal_name', h.product_name, 'deal_group', i.deal_group_name
          ) ORDER BY i.sort_order)
          FROM order_items i LEFT JOIN products p ON p.id = i.product_id
          LEFT JOIN kitchen_line_done d ON d.order_item_id = i.id
          LEFT JOIN order_items h ON h.id = i.parent_item_id
          WHERE i.order_id = o.id AND i.kind <> 'deal'), '[]')`.as('lines'),
      )
      .orderBy(sql`coalesce(o.paid_at, o.created_at)`)
      .orderBy('o.reference_number');
    // one statement text whatever the count (prepared once, see db/prepared-statements.ts; Postgres
    // may still plan it per run)
    if ('ids' in filter) query = query.where('o.id', '=', sql<string>`ANY(${filter.ids}::uuid[])`);
    else query = query.where('o.status', 'in', [...KITCHEN_STATUSES]).where('o.created_at', '>', WINDOW);
    return (await query.execute()) as KitchenOrderRow[];
  }

  /** Records the station's bump; false when that station had bumped the order already. */
  async insertBump(orderId: string, stationId: string, by: string): Promise<boolean> {
    const row = await this.db
      .insertInto('kitchen_bumps')
      .values({ order_id: orderId, station_id: stationId, bumped_by: by })
      .onConflict((oc) => oc.columns(['order_id', 'station_id']).doNothing())
      .returning('order_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async bumpedStations(orderId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('kitchen_bumps')
      .select('station_id')
      .where('order_id', '=', orderId)
      .execute();
    return rows.map((r) => r.station_id);
  }

  /** The station's most recent bump of an order still open (preparing or ready). */
  async lastBump(stationId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('kitchen_bumps as b')
      .innerJoin('orders as o', 'o.id', 'b.order_id')
      .select('b.order_id')
      .where('b.station_id', '=', stationId)
      .where('o.status', 'in', ['preparing', 'ready'])
      .where('o.created_at', '>', WINDOW)
      .orderBy('b.bumped_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.order_id;
  }

  async deleteBump(orderId: string, stationId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('kitchen_bumps')
      .where('order_id', '=', orderId)
      .where('station_id', '=', stationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The order a line belongs to (undefined for an unknown line). */
  async orderOfLine(itemId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('order_items')
      .select('order_id')
      .where('id', '=', itemId)
      .executeTakeFirst();
    return row?.order_id;
  }

  /** Marks a line done or not; false when it already was. */
  async setLineDone(itemId: string, done: boolean): Promise<boolean> {
    if (done) {
      const row = await this.db
        .insertInto('kitchen_line_done')
        .values({ order_item_id: itemId })
        .onConflict((oc) => oc.column('order_item_id').doNothing())
        .returning('order_item_id')
        .executeTakeFirst();
      return row !== undefined;
    }
    const result = await this.db
      .deleteFrom('kitchen_line_done')
      .where('order_item_id', '=', itemId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
