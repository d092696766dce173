import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB, OrderStatus, OrdersTable } from '../db/schema.js';
import { insertOrderLines, type NewOrderLine } from './order.repository.js';
import { OPEN_ATTEMPT_STATUSES } from './payment-attempt.repository.js';

/** A row of the orders list (with the list's total; id is null when the page is empty). */
type OrderPageRow = Pick<
  Selectable<OrdersTable>,
  | 'order_number'
  | 'reference_number'
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'total_minor'
  | 'currency_code'
  | 'created_at'
  | 'customer'
> & {
  total: number;
  id: string | null;
  pos_sale_number: string | null;
  item_count: number;
  collected_minor: number;
  refunded_minor: number;
};

/** Queries of the orders back office (list pages, detail). */
export class OrderAdminRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of the list, newest first, in one statement. Totals come from order_day_counts (a few
   * rows per day; the first day of a date range may start mid-day and is counted exactly). The page
   * reads only the days that hold its rows, so no query skips more rows than one day has.
   */
  async page(options: { statuses?: OrderStatus[]; from?: Date; page: number; limit: number }) {
    const { statuses, from, limit } = options;
    const offset = (options.page - 1) * limit;
    const status = (column: string) =>
      statuses ? sql`${sql.ref(column)} = ANY(${statuses}::text[])` : sql`true`;
    const since = (column: string) => (from ? sql`${sql.ref(column)} >= ${from}::timestamptz` : sql`true`);
    const result = await sql<OrderPageRow>`
      WITH days AS (
        SELECT business_day AS day, sum(n)::int AS n FROM order_day_counts
        WHERE ${status('status')} AND ${from ? sql`business_day >= ${from}::timestamptz::date` : sql`true`}
        GROUP BY business_day
      ), counted AS (
        SELECT day, CASE WHEN ${from ?? null}::timestamptz IS NOT NULL AND day = (SELECT min(day) FROM days)
          THEN (SELECT count(*)::int FROM orders o WHERE ${status('o.status')} AND ${since('o.created_at')}
                AND o.created_at < (day + 1)::timestamptz)
          ELSE n END AS n
        FROM days
      ), cumulative AS (
        SELECT day, n, (sum(n) OVER (ORDER BY day DESC))::int - n AS before FROM counted WHERE n > 0
      ), plan AS (
        SELECT (SELECT coalesce(sum(n), 0) FROM cumulative)::int AS total,
          (SELECT day FROM cumulative WHERE before + n > ${offset} ORDER BY day DESC LIMIT 1) AS first_day,
          (SELECT before FROM cumulative WHERE before + n > ${offset} ORDER BY day DESC LIMIT 1) AS skipped,
          (SELECT day FROM cumulative WHERE before + n >= ${offset + limit} ORDER BY day DESC LIMIT 1) AS last_day
      ), page_ids AS (
        SELECT o.id FROM orders o
        WHERE o.created_at < ((SELECT first_day FROM plan) + 1)::timestamptz
          AND o.created_at >= coalesce((SELECT last_day FROM plan)::timestamptz, '-infinity')
          AND ${status('o.status')} AND ${since('o.created_at')}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${limit} OFFSET (SELECT ${offset} - skipped FROM plan)
      )
      SELECT plan.total, o.id, o.order_number, o.reference_number, o.status, o.payment_status,
        o.payment_method, o.total_minor, o.currency_code, o.created_at, o.customer, d.pos_sale_number,
        (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)::int AS item_count,
        coalesce((SELECT sum(a.amount_minor) FROM payment_attempts a
          WHERE a.order_id = o.id AND a.status = 'approved'), 0)::int AS collected_minor,
        coalesce((SELECT sum(r.amount_minor) FROM payment_reversals r
          WHERE r.order_id = o.id AND r.status = 'completed'), 0)::int AS refunded_minor
      FROM plan
      LEFT JOIN (page_ids p JOIN orders o ON o.id = p.id LEFT JOIN order_pos_details d ON d.order_id = o.id) ON true
      ORDER BY o.created_at DESC, o.id DESC`.execute(this.db);
    const total = result.rows[0]?.total ?? 0;
    const rows = result.rows.filter((row): row is OrderPageRow & { id: string } => row.id !== null);
    return { total, rows };
  }

  /** Who opened an order: the staff account's e-mail, or "Kiosk" and the device's public id. */
  async creatorOf(orderId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.created_by_user_id')
      .select(['u.email', 'o.kiosk_device_id', 'o.kiosk_id'])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (row?.email) return row.email;
    if (row?.kiosk_id) return `Kiosk ${row.kiosk_device_id ?? ''}`.trim();
    return null;
  }

  /**
   * An order with its lines, POS and payment details, receipts, whether a payment is under way and
   * whether a store node owns it (central subscribes to its store's up flow), in one query.
   */
  detail(orderId: string) {
    return this.db
      .selectFrom('orders as o')
      .selectAll('o')
      .select(sql<boolean>`store_has_node(o.store_id)`.as('owned_by_store_node'))
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('order_items as i')
            .select([
              'i.id',
              'i.product_id',
              'i.product_name',
              'i.product_sku',
              'i.quantity',
              'i.unit_price_minor',
              'i.total_price_minor',
              'i.vat_rate',
              'i.vat_minor',
              'i.configurations',
              'i.kind',
              'i.parent_item_id',
              'i.deal_group_name',
              'i.gross_minor',
              'i.discount_minor',
              'i.savings',
            ])
            .whereRef('i.order_id', '=', 'o.id')
            .orderBy('i.sort_order'),
        ).as('lines'),
        jsonObjectFrom(
          eb
            .selectFrom('order_pos_details as d')
            .select([
              'd.pos_sale_number',
              'd.terminal_id',
              'd.invoice_no',
              'd.document_no',
              'd.document_type',
              'd.merchant_id',
              'd.sale_inquiry_link',
              'd.financial_documents',
            ])
            .whereRef('d.order_id', '=', 'o.id'),
        ).as('pos'),
        jsonObjectFrom(
          eb
            .selectFrom('order_payment_details as p')
            .select([
              'p.card_brand',
              'p.card_last4',
              'p.card_type',
              'p.authorization_code',
              'p.batch_no',
              'p.response_code',
            ])
            .whereRef('p.order_id', '=', 'o.id'),
        ).as('payment'),
        jsonArrayFrom(
          eb
            .selectFrom('order_receipts as r')
            .select(['r.receipt_type', 'r.storage_path'])
            .whereRef('r.order_id', '=', 'o.id'),
        ).as('receipts'),
        eb
          .exists(
            eb
              .selectFrom('payment_attempts as a')
              .select('a.id')
              .whereRef('a.order_id', '=', 'o.id')
              .where('a.status', 'in', OPEN_ATTEMPT_STATUSES),
          )
          .$castTo<boolean>()
          .as('payment_in_progress'),
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
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
      // the back office's edit prices lines at their kept unit price: no savings left
      .set({
        ...totals,
        gross_minor: totals.total_minor,
        discount_minor: 0,
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', orderId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await this.db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
    await insertOrderLines(this.db, orderId, lines);
    return true;
  }
}
