import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB, OrderStatus, OrdersTable } from '../db/schema.js';
import { OPEN_ATTEMPT_STATUSES } from './payment.repository.js';

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
> & { total: number; id: string | null; pos_sale_number: string | null; item_count: number };

/** Orders, their lines and the idempotency keys of create requests. */
/** A product as an order line is priced from (productsForLines, and createContext in one query). */
export type ProductForLine = Awaited<ReturnType<OrderRepository['productsForLines']>>[number];

export class OrderRepository {
  constructor(private readonly db: Kysely<DB>) {}

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

  /** What pricing an order line needs of its products (kiosk orders and the admin's order editor). */
  productsForLines(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('products as p')
      .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
      .select([
        'p.id',
        'p.name',
        'p.sku',
        'p.price_minor',
        'p.is_active',
        'p.in_stock',
        'p.is_option_only',
        'p.configurable',
        'p.unit_code',
        't.rate',
        't.code as tax_code',
      ])
      .where('p.id', 'in', ids)
      .execute();
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

  /**
   * The order row, locked until the transaction ends (SELECT ... FOR UPDATE). A payment attempt being
   * recorded for it holds a key-share lock on this row, so this waits for that insert to commit;
   * read the open payment after this, in its own statement, to see it.
   */
  lockForChange(id: string) {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Whether a card payment for the order is under way at a terminal (connecting, sent, waiting, unknown). */
  async paymentInProgress(orderId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', 'in', OPEN_ATTEMPT_STATUSES)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Moves the order to `status` only if it is still at `from` (status and version): false when
   * someone changed it in between.
   */
  async setStatus(
    id: string,
    from: { status: OrderStatus; version: number },
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
      .where('status', '=', from.status)
      .where('version', '=', from.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * What creating an order needs, in one query: the stored answer of the request's idempotency key
   * (if any), the kiosk's public id, the customer-information and pay-at-counter settings, and the
   * cart's products as productsForLines reads them.
   */
  async createContext(input: {
    scope: string;
    key: string | undefined;
    kioskUserId: string | null;
    productIds: string[];
  }) {
    const row = await sql<{
      key_row: { request_hash: string; status_code: number | null; response: unknown } | null;
      kiosk_public_id: string | null;
      customer_info: unknown;
      pay_at_counter: unknown;
      products: ProductForLine[] | null;
    }>`SELECT
        (SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'sku', p.sku,
                  'price_minor', p.price_minor, 'is_active', p.is_active, 'in_stock', p.in_stock,
                  'is_option_only', p.is_option_only, 'configurable', p.configurable,
                  'unit_code', p.unit_code, 'rate', t.rate, 'tax_code', t.code))
           FROM products p LEFT JOIN tax_groups t ON t.id = p.tax_group_id
          WHERE p.id = ANY(${input.productIds}::uuid[])) AS products,
        (SELECT json_build_object('request_hash', k.request_hash, 'status_code', k.status_code,
                                  'response', k.response)
           FROM idempotency_keys k WHERE k.scope = ${input.scope} AND k.key = ${input.key ?? ''}
          AND ${input.key !== undefined}) AS key_row,
        (SELECT public_id FROM kiosk_users WHERE id = ${input.kioskUserId}::uuid) AS kiosk_public_id,
        (SELECT value FROM settings WHERE key = 'customer_info_min_amount') AS customer_info,
        (SELECT value FROM settings WHERE key = 'pay_at_counter') AS pay_at_counter`.execute(this.db);
    const r = row.rows[0];
    return {
      key: r?.key_row ?? undefined,
      products: r?.products ?? [],
      kioskPublicId: r?.kiosk_public_id ?? null,
      customerInfo: r?.customer_info ?? undefined,
      payAtCounter: r?.pay_at_counter === true,
    };
  }

  /**
   * Creates an order in one statement (autocommit): takes its numbers (order number yyMMdd-NNNNN
   * and the day's queue number, neither locking a row), claims the idempotency key with its answer
   * (the numbers written into it), inserts the order and its lines and notifies the INSERT event,
   * all or nothing. `created` is false when the key was already claimed: a concurrent duplicate
   * waits here for the first to commit and then replays its stored answer (its numbers are left
   * as a gap).
   */
  async createOrder(input: {
    key: { scope: string; key: string; requestHash: string; response: unknown } | undefined;
    order: {
      id: string;
      status: string;
      payment_status: string;
      currency_code: string;
      order_type: string;
      payment_method: string;
      kiosk_id: string | null;
      kiosk_device_id: string | null;
      created_by_user_id: string | null;
      subtotal_minor: number;
      tax_minor: number;
      total_minor: number;
      customer: Record<string, unknown> | null;
      notes: string | null;
      metadata: Record<string, unknown>;
      created_at: Date;
    };
    lines: Array<NewOrderLine & { id: string }>;
    notify: { channel: string; text: string };
    /** An open order labelled with its queue number: metadata.open_order.label = `${prefix} ${queue}`. */
    queueLabelPrefix?: string;
  }): Promise<{ created: boolean; orderNumber: string; referenceNumber: number }> {
    const { order, key } = input;
    const metadata = input.queueLabelPrefix
      ? sql`jsonb_set(${JSON.stringify(order.metadata)}::jsonb, '{open_order,label}',
          to_jsonb(${input.queueLabelPrefix}::text || ' ' || num.queue))`
      : sql`${JSON.stringify(order.metadata)}::jsonb`;
    const claim = key
      ? sql`INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
            SELECT ${key.scope}, ${key.key}, ${key.requestHash}, 201,
              jsonb_set(jsonb_set(${JSON.stringify(key.response)}::jsonb, '{data,order_number}',
                to_jsonb(num.order_number)), '{data,reference_number}', to_jsonb(num.queue))
            FROM num
            ON CONFLICT (scope, key) DO NOTHING RETURNING 1`
      : sql`SELECT 1`;
    const lines = JSON.stringify(input.lines.map((line, index) => ({ ...line, sort_order: index + 1 })));
    const result = await sql<{ created: number; order_number: string; queue: number }>`
      WITH num AS (
        SELECT to_char(current_date, 'YYMMDD') || '-' || lpad(n::text, greatest(5, length(n::text)), '0')
                 AS order_number,
               next_queue_number() AS queue
        FROM nextval('order_number_seq') AS n
      ),
      claim AS (${claim}),
      o AS (
        INSERT INTO orders (id, order_number, reference_number, status, payment_status, currency_code,
          order_type, payment_method, kiosk_id, kiosk_device_id, created_by_user_id, subtotal_minor,
          tax_minor, total_minor, customer, notes, metadata, created_at, updated_at)
        SELECT ${order.id}::uuid, num.order_number, num.queue, ${order.status},
          ${order.payment_status}, ${order.currency_code}, ${order.order_type}, ${order.payment_method},
          ${order.kiosk_id}::uuid, ${order.kiosk_device_id}, ${order.created_by_user_id}::uuid,
          ${order.subtotal_minor}, ${order.tax_minor}, ${order.total_minor},
          ${order.customer ? JSON.stringify(order.customer) : null}::jsonb, ${order.notes},
          ${metadata}, ${order.created_at}, ${order.created_at}
        FROM num
        WHERE EXISTS (SELECT 1 FROM claim)
        RETURNING id
      ),
      l AS (
        INSERT INTO order_items (id, order_id, product_id, product_name, product_sku, quantity,
          unit_price_minor, total_price_minor, vat_rate, vat_minor, configurations, sort_order)
        SELECT x.id, o.id, x.product_id, x.product_name, x.product_sku, x.quantity, x.unit_price_minor,
          x.total_price_minor, x.vat_rate, x.vat_minor, x.configurations, x.sort_order
        FROM o, jsonb_to_recordset(${lines}::jsonb) AS x(id uuid, product_id uuid, product_name text,
          product_sku text, quantity integer, unit_price_minor bigint, total_price_minor bigint,
          vat_rate integer, vat_minor bigint, configurations jsonb, sort_order integer)
        RETURNING 1
      ),
      n AS (SELECT pg_notify(${input.notify.channel}, ${input.notify.text}) FROM o)
      SELECT (SELECT count(*) FROM o)::int AS created, (SELECT count(*) FROM l)::int AS lines,
             (SELECT count(*) FROM n)::int AS notified, num.order_number, num.queue
      FROM num`.execute(this.db);
    const row = result.rows[0];
    if (!row) throw new Error('order statement returned nothing');
    return { created: row.created > 0, orderNumber: row.order_number, referenceNumber: row.queue };
  }

  // Idempotency keys -----------------------------------------------------------------------

  findKey(scope: string, key: string) {
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Kiosk orders unpaid after the payment time-out, with no payment in flight or settled, become abandoned. */
  async abandonStale(before: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('orders')
      .set({ status: 'abandoned', updated_at: new Date() })
      .where('status', '=', 'pending_payment')
      .where('kiosk_id', 'is not', null)
      .where('created_at', '<', before)
      // An open order (pay at the counter) waits for the till, however long.
      .where(sql<boolean>`NOT (metadata ? 'open_order')`)
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
        (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)::int AS item_count
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

  /** An order with its lines, POS and payment details, receipts and whether a payment is under way, in one query. */
  detail(orderId: string) {
    return this.db
      .selectFrom('orders as o')
      .selectAll('o')
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
      .set({ ...totals, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', orderId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await this.db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
    await new OrderRepository(this.db).insertLines(orderId, lines);
    return true;
  }
}
