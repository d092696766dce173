import { type Kysely, sql } from 'kysely';
import type { DB, OrderStatus } from '../db/schema.js';

export interface NewOrderLine {
  product_id: string;
  product_name: string;
  product_sku: string | null;
  quantity: number;
  unit_price_minor: number;
  total_price_minor: number;
  vat_rate: number;
  vat_minor: number;
  configurations: unknown[];
}

/** Orders, their lines and the idempotency keys of create requests. */
export class OrderRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Order number (yyMMdd-NNNNN) and the day's queue number 1-999; call inside a transaction. */
  async nextNumbers(): Promise<{ orderNumber: string; referenceNumber: number }> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('order-queue-number'))`.execute(this.db);
    const row = await sql<{ seq: string; queue: number; day: string }>`
      SELECT nextval('order_number_seq')::text AS seq,
             (SELECT count(*) FROM orders WHERE business_day = current_date)::int % 999 + 1 AS queue,
             to_char(current_date, 'YYMMDD') AS day`.execute(this.db);
    const r = row.rows[0];
    if (!r) throw new Error('no order number');
    return { orderNumber: `${r.day}-${r.seq.padStart(5, '0')}`, referenceNumber: r.queue };
  }

  async insert(order: {
    order_number: string;
    reference_number: number;
    order_type: 'eat_in' | 'takeaway';
    payment_method: 'card' | 'cash';
    kiosk_id: string | null;
    kiosk_device_id: string | null;
    created_by_user_id: string | null;
    subtotal_minor: number;
    tax_minor: number;
    total_minor: number;
    customer: Record<string, unknown> | null;
    notes: string | null;
    metadata: Record<string, unknown>;
  }): Promise<string> {
    const row = await this.db
      .insertInto('orders')
      .values({
        ...order,
        customer: order.customer ? JSON.stringify(order.customer) : null,
        metadata: JSON.stringify(order.metadata),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertLines(orderId: string, lines: NewOrderLine[]): Promise<void> {
    await this.db
      .insertInto('order_items')
      .values(
        lines.map((line, index) => ({
          ...line,
          order_id: orderId,
          configurations: JSON.stringify(line.configurations),
          sort_order: index + 1,
        })),
      )
      .execute();
  }

  findById(id: string) {
    return this.db
      .selectFrom('orders as o')
      .leftJoin('order_pos_details as d', 'd.order_id', 'o.id')
      .selectAll('o')
      .select('d.pos_sale_number')
      .where('o.id', '=', id)
      .executeTakeFirst();
  }

  lines(orderIds: string[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('sort_order')
      .execute();
  }

  list(options: { from?: Date; to?: Date; limit: number }) {
    let q = this.db
      .selectFrom('orders as o')
      .leftJoin('order_pos_details as d', 'd.order_id', 'o.id')
      .selectAll('o')
      .select('d.pos_sale_number');
    if (options.from) q = q.where('o.created_at', '>=', options.from);
    if (options.to) q = q.where('o.created_at', '<', options.to);
    return q.orderBy('o.created_at', 'desc').limit(options.limit).execute();
  }

  async setStatus(
    id: string,
    status: OrderStatus,
    extra: { metadata?: Record<string, unknown>; completed?: boolean } = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({
        status,
        updated_at: new Date(),
        version: sql`version + 1`,
        ...(extra.completed ? { completed_at: new Date() } : {}),
        ...(extra.metadata ? { metadata: sql`metadata || ${JSON.stringify(extra.metadata)}::jsonb` } : {}),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  // Idempotency keys -----------------------------------------------------------------------

  /**
   * Claims a key. When another transaction holds the same key, Postgres makes this insert wait
   * for it to finish, so a concurrent duplicate then sees the stored answer.
   */
  async claimKey(scope: string, key: string, requestHash: string): Promise<boolean> {
    const row = await this.db
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  findKey(scope: string, key: string) {
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async completeKey(scope: string, key: string, statusCode: number, response: unknown): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response: JSON.stringify(response) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }

  /** Keys are kept at least 24 hours. */
  async deleteKeysOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
  }

  /** Kiosk orders unpaid after the payment time-out, with no payment in flight or settled, become abandoned. */
  async abandonStale(before: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('orders')
      .set({ status: 'abandoned', updated_at: new Date() })
      .where('status', '=', 'pending_payment')
      .where('kiosk_id', 'is not', null)
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payment_attempts as a')
              .select('a.id')
              .whereRef('a.order_id', '=', 'orders.id')
              .where('a.status', 'in', ['connecting', 'sent', 'waiting', 'unknown', 'approved']),
          ),
        ),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }
}

/** Queries of the orders back office (list pages, detail). */
export class OrderAdminRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of the list, newest first. Totals come from order_day_counts (a few rows per day);
   * a deep page starts from the day that holds its first row, so no query skips more rows than one
   * day has.
   */
  async page(options: { statuses?: OrderStatus[]; from?: Date; page: number; limit: number }) {
    const statuses = options.statuses;
    let counts = this.db
      .selectFrom('order_day_counts')
      .select(['business_day', sql<number>`sum(n)::int`.as('n'), sql<string>`business_day::text`.as('day')])
      .groupBy('business_day')
      .orderBy('business_day', 'desc');
    if (statuses) counts = counts.where('status', 'in', statuses);
    if (options.from)
      counts = counts.where('business_day', '>=', sql<Date>`${options.from}::timestamptz::date`);
    const days = (await counts.execute()).filter((d) => d.n > 0);
    // The first day of the range may start mid-day: count it exactly.
    const firstDay = days.at(-1);
    if (options.from && firstDay) {
      let exact = this.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_day', '=', sql<Date>`${firstDay.day}::date`)
        .where('created_at', '>=', options.from);
      if (statuses) exact = exact.where('status', 'in', statuses);
      firstDay.n = Number((await exact.executeTakeFirstOrThrow()).n);
    }
    const total = days.reduce((sum, d) => sum + d.n, 0);
    const offset = (options.page - 1) * options.limit;
    if (offset >= total) return { total, rows: [] };
    let before = 0;
    let startDay = days[0];
    for (const day of days) {
      if (before + day.n > offset) {
        startDay = day;
        break;
      }
      before += day.n;
    }
    // The page's ids first (a plain index scan), then their details.
    let ids = this.db
      .selectFrom('orders as o')
      .select('o.id')
      .where('o.created_at', '<', sql<Date>`(${startDay?.day ?? '9999-12-31'}::date + 1)::timestamptz`);
    if (statuses) ids = ids.where('o.status', 'in', statuses);
    if (options.from) ids = ids.where('o.created_at', '>=', options.from);
    const pageIds = (
      await ids
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(options.limit)
        .offset(offset - before)
        .execute()
    ).map((r) => r.id);
    if (pageIds.length === 0) return { total, rows: [] };
    const rows = await this.db
      .selectFrom('orders as o')
      .leftJoin('order_pos_details as d', 'd.order_id', 'o.id')
      .select([
        'o.id',
        'o.order_number',
        'o.reference_number',
        'o.status',
        'o.payment_status',
        'o.payment_method',
        'o.total_minor',
        'o.currency_code',
        'o.created_at',
        'o.customer',
        'd.pos_sale_number',
        sql<number>`(SELECT count(*) FROM order_items i WHERE i.order_id = o.id)::int`.as('item_count'),
      ])
      .where('o.id', 'in', pageIds)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .execute();
    return { total, rows };
  }

  posDetails(orderId: string) {
    return this.db
      .selectFrom('order_pos_details')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }

  paymentDetails(orderId: string) {
    return this.db
      .selectFrom('order_payment_details')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }

  receipts(orderId: string) {
    return this.db.selectFrom('order_receipts').selectAll().where('order_id', '=', orderId).execute();
  }

  receipt(orderId: string, type: 'customer' | 'merchant') {
    return this.db
      .selectFrom('order_receipts')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('receipt_type', '=', type)
      .executeTakeFirst();
  }

  /** Replaces the lines and totals if the order is still at `version`; false on a version conflict. */
  async replaceLines(
    orderId: string,
    version: number,
    lines: NewOrderLine[],
    totals: { subtotal_minor: number; tax_minor: number; total_minor: number },
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('orders')
      .set({ ...totals, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', orderId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await this.db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
    await new OrderRepository(this.db).insertLines(orderId, lines);
    return true;
  }

  productsForEditing(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('products as p')
      .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
      .select(['p.id', 'p.name', 'p.price_minor', 'p.is_active', 't.rate'])
      .where('p.id', 'in', ids)
      .execute();
  }
}
