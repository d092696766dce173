import { type Expression, type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { CompiledOnce } from '../db/compiled-once.js';
import type { DB, OrderStatus } from '../db/schema.js';
import { OPEN_ATTEMPT_STATUSES } from './payment-attempt.repository.js';
import { IN_STOCK_HERE, STOCK_SCOPE } from './product-stock-sql.js';

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
  /** A plain line (default), a meal deal's header (no money of its own) or one of its parts. */
  kind?: 'item' | 'deal' | 'deal_part';
  parent_item_id?: string | null;
  deal_group_id?: string | null;
  deal_group_name?: string | null;
  /** Before savings (default: the total). */
  gross_minor?: number;
  discount_minor?: number;
  savings?: unknown[];
}

/** A line as its row is written: JSON columns as text. */
function lineValues(line: NewOrderLine) {
  const { savings, ...rest } = line;
  return {
    ...rest,
    configurations: JSON.stringify(line.configurations),
    ...(savings ? { savings: JSON.stringify(savings) } : {}),
  };
}

/** What an order create reads first (createContexts). */
export interface CreateContextInput {
  scope: string;
  key: string | undefined;
  kioskUserId: string | null;
  productIds: string[];
}

export interface CreateContext {
  key: { request_hash: string; status_code: number | null; response: unknown } | undefined;
  products: ProductForLine[];
  kioskPublicId: string | null;
  /** The kiosk's store (its pricing rules'), null for a till. */
  kioskStoreId: string | null;
  customerInfo: unknown;
  payAtCounter: boolean;
}

/** An order to create (createOrders): the row, its lines, its key and its INSERT event. */
export interface NewOrder {
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
    channel: 'kiosk' | 'till' | 'open_order';
    gross_minor: number;
    discount_minor: number;
    manual_discounts: unknown[];
    discount_approved_by: string | null;
  };
  lines: Array<NewOrderLine & { id: string }>;
  notify: { channel: string; text: string };
  /** An open order labelled with its queue number: metadata.open_order.label = `${prefix} ${queue}`. */
  queueLabelPrefix?: string;
}

export interface CreatedOrder {
  created: boolean;
  orderNumber: string;
  referenceNumber: number;
}

/** A product as an order line is priced from (productsForLines, and createContexts in one query). */
export type ProductForLine = Awaited<ReturnType<OrderRepository['productsForLines']>>[number];

/** An order's lines written in their order (a new order's, or the admin's edit replacing them). */
export async function insertOrderLines(
  db: Kysely<DB>,
  orderId: string,
  lines: NewOrderLine[],
): Promise<void> {
  await db
    .insertInto('order_items')
    .values(lines.map((line, index) => ({ ...lineValues(line), order_id: orderId, sort_order: index + 1 })))
    .execute();
}

/** Orders, their lines and the idempotency keys of create requests. */
export class OrderRepository {
  constructor(private readonly db: Kysely<DB>) {}

  insertLines(orderId: string, lines: NewOrderLine[]): Promise<void> {
    return insertOrderLines(this.db, orderId, lines);
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
    return productsQuery(this.db, sql<string[]>`${ids}::uuid[]`).execute();
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

  /** Orders newest first, with their money: collected by approved parts, given back, a part under way. */
  list(options: { from?: Date; to?: Date; limit: number }) {
    let q = this.db
      .selectFrom('orders as o')
      .leftJoin('order_pos_details as d', 'd.order_id', 'o.id')
      .selectAll('o')
      .select('d.pos_sale_number')
      .select([
        sql<number>`COALESCE((SELECT sum(a.amount_minor) FROM payment_attempts a
          WHERE a.order_id = o.id AND a.status = 'approved'), 0)::int`.as('collected_minor'),
        sql<number>`COALESCE((SELECT sum(r.amount_minor) FROM payment_reversals r
          WHERE r.order_id = o.id AND r.status = 'completed'), 0)::int`.as('refunded_minor'),
        sql<boolean>`EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id
          AND a.status = ANY(${OPEN_ATTEMPT_STATUSES}::text[]))`.as('payment_in_progress'),
      ]);
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
   * What creating an order needs, for several orders in one query: the stored answer of each
   * request's idempotency key (if any), its kiosk's public id, the customer-information and
   * pay-at-counter settings, and its cart's products as productsForLines reads them. One context
   * per input, in their order.
   */
  async createContexts(inputs: CreateContextInput[]): Promise<CreateContext[]> {
    const rows = JSON.stringify(
      inputs.map((input, index) => ({
        ord: index + 1,
        scope: input.scope,
        key: input.key ?? null,
        kiosk_user_id: input.kioskUserId,
        product_ids: input.productIds,
      })),
    );
    const result = await CREATE_CONTEXTS.execute(this.db, { rows });
    return result.rows.map((r) => ({
      key: r.key_row ?? undefined,
      products: r.products ?? [],
      kioskPublicId: r.kiosk_public_id ?? null,
      kioskStoreId: r.kiosk_store_id ?? null,
      customerInfo: r.customer_info ?? undefined,
      payAtCounter: r.pay_at_counter === true,
    }));
  }

  /** Creates one order: createOrders with one order (the same statement). */
  async createOrder(input: NewOrder): Promise<CreatedOrder> {
    const [created] = await this.createOrders([input]);
    if (!created) throw new Error('order statement returned nothing');
    return created;
  }

  /**
   * Creates orders in one statement (autocommit), each all or nothing with the others: takes each
   * its store (the kiosk's, or the cashier's one store: what orders_store_default would give) and
   * its numbers (order number yyMMdd-NNNNN, unique per store, and the store's queue number of the
   * day, neither locking a row),
   * claims its idempotency key with its answer (the numbers written into it), inserts the order and
   * its lines and notifies its INSERT event. An order's `created` is false when its key was
   * already claimed: a concurrent duplicate waits here for the first to commit and then replays
   * its stored answer (its numbers are left as a gap). One key may appear only once in a call (see
   * OrderService's batcher). Results are in the order of `inputs`. A failing order fails the
   * statement, so none of the others is created either.
   */
  async createOrders(inputs: NewOrder[]): Promise<CreatedOrder[]> {
    const rows = JSON.stringify(
      inputs.map(({ order, key, lines, notify, queueLabelPrefix }, index) => ({
        ...order,
        ord: index + 1,
        key_scope: key?.scope ?? null,
        key: key?.key ?? null,
        request_hash: key?.requestHash ?? null,
        response: key?.response ?? null,
        queue_label_prefix: queueLabelPrefix ?? null,
        lines: lines.map((line, index) => ({ ...line, sort_order: index + 1 })),
        notify_channel: notify.channel,
        notify_text: notify.text,
      })),
    );
    const result = await sql<{ ord: number; created: boolean; order_number: string; queue: number }>`
      WITH x AS MATERIALIZED (
        SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(id uuid, status text,
          payment_status text, currency_code text, order_type text, payment_method text, kiosk_id uuid,
          kiosk_device_id text, created_by_user_id uuid, subtotal_minor bigint, tax_minor bigint,
          total_minor bigint, customer jsonb, notes text, metadata jsonb, created_at timestamptz,
          channel text, gross_minor bigint, discount_minor bigint, manual_discounts jsonb,
          discount_approved_by uuid,
          key_scope text, key text, request_hash text, response jsonb, queue_label_prefix text,
          lines jsonb, notify_channel text, notify_text text, ord integer)
      ),
      num AS MATERIALIZED (
        SELECT s.ord, s.id, s.store_id,
               to_char(current_date, 'YYMMDD') || '-' || lpad(s.n::text, greatest(5, length(s.n::text)), '0')
                 AS order_number,
               s.queue
        FROM (SELECT x.ord, x.id, st.store_id, nextval('order_number_seq') AS n,
                     next_queue_number(st.store_id) AS queue
              FROM x CROSS JOIN LATERAL (SELECT CASE
                WHEN x.kiosk_id IS NOT NULL THEN (SELECT k.store_id FROM kiosk_users k WHERE k.id = x.kiosk_id)
                WHEN x.created_by_user_id IS NOT NULL THEN (SELECT min(u.store_id::text)::uuid FROM user_stores u
                  WHERE u.user_id = x.created_by_user_id HAVING count(*) = 1)
              END AS store_id) AS st
              ORDER BY x.ord) AS s
      ),
      claim AS (
        INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
        SELECT x.key_scope, x.key, x.request_hash, 201,
          jsonb_set(jsonb_set(x.response, '{data,order_number}', to_jsonb(num.order_number)),
            '{data,reference_number}', to_jsonb(num.queue))
        FROM x JOIN num USING (ord)
        WHERE x.key IS NOT NULL
        ON CONFLICT (scope, key) DO NOTHING RETURNING scope, key
      ),
      o AS (
        INSERT INTO orders (id, order_number, reference_number, store_id, status, payment_status, currency_code,
          order_type, payment_method, kiosk_id, kiosk_device_id, created_by_user_id, subtotal_minor,
          tax_minor, total_minor, channel, gross_minor, discount_minor, manual_discounts,
          discount_approved_by, customer, notes, metadata, created_at, updated_at)
        SELECT x.id, num.order_number, num.queue, num.store_id, x.status, x.payment_status, x.currency_code,
          x.order_type, x.payment_method, x.kiosk_id, x.kiosk_device_id, x.created_by_user_id,
          x.subtotal_minor, x.tax_minor, x.total_minor, x.channel, x.gross_minor, x.discount_minor,
          coalesce(x.manual_discounts, '[]'), x.discount_approved_by, x.customer, x.notes,
          CASE WHEN x.queue_label_prefix IS NULL THEN x.metadata
               ELSE jsonb_set(x.metadata, '{open_order,label}', to_jsonb(x.queue_label_prefix || ' ' || num.queue))
          END,
          x.created_at, x.created_at
        FROM x JOIN num USING (ord)
        WHERE x.key IS NULL OR EXISTS (SELECT 1 FROM claim c WHERE c.scope = x.key_scope AND c.key = x.key)
        RETURNING id
      ),
      l AS (
        INSERT INTO order_items (id, order_id, product_id, product_name, product_sku, quantity,
          unit_price_minor, total_price_minor, vat_rate, vat_minor, configurations, sort_order, kind,
          parent_item_id, deal_group_id, deal_group_name, gross_minor, discount_minor, savings)
        SELECT i.id, o.id, i.product_id, i.product_name, i.product_sku, i.quantity, i.unit_price_minor,
          i.total_price_minor, i.vat_rate, i.vat_minor, i.configurations, i.sort_order,
          coalesce(i.kind, 'item'), i.parent_item_id, i.deal_group_id, i.deal_group_name,
          coalesce(i.gross_minor, i.total_price_minor), coalesce(i.discount_minor, 0),
          coalesce(i.savings, '[]')
        FROM o JOIN x ON x.id = o.id, jsonb_to_recordset(x.lines) AS i(id uuid, product_id uuid,
          product_name text, product_sku text, quantity integer, unit_price_minor bigint,
          total_price_minor bigint, vat_rate integer, vat_minor bigint, configurations jsonb, sort_order integer,
          kind text, parent_item_id uuid, deal_group_id uuid, deal_group_name text, gross_minor bigint,
          discount_minor bigint, savings jsonb)
        RETURNING 1
      ),
      n AS (SELECT pg_notify(x.notify_channel, x.notify_text) FROM o JOIN x ON x.id = o.id)
      SELECT num.ord, (num.id IN (SELECT id FROM o)) AS created, num.order_number, num.queue,
             (SELECT count(*) FROM l)::int AS lines, (SELECT count(*) FROM n)::int AS notified
      FROM num ORDER BY num.ord`.execute(this.db);
    return inputs.map((_, index) => {
      const row = result.rows[index];
      if (!row || row.ord !== index + 1) throw new Error('order statement returned too little');
      return { created: row.created, orderNumber: row.order_number, referenceNumber: row.queue };
    });
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

  /**
   * Checkouts (a kiosk's, or a till's that is not a tab) unpaid after the payment time-out become
   * abandoned: none of their money kept (approved parts less completed refunds), no payment in
   * flight, none started since `before`. Open orders (tabs, pay at the counter) wait for the till.
   */
  async abandonStale(before: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('orders')
      .set({ status: 'abandoned', updated_at: new Date() })
      .where('status', '=', 'pending_payment')
      .where('created_at', '<', before)
      // a store node's orders are its own to abandon (issue 36)
      .where(sql<boolean>`NOT store_has_node(store_id)`)
      .where(sql<boolean>`NOT (metadata ? 'open_order')`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payment_attempts as a')
              .select('a.id')
              .whereRef('a.order_id', '=', 'orders.id')
              .where((a) =>
                a.or([a('a.status', 'in', OPEN_ATTEMPT_STATUSES), a('a.created_at', '>=', before)]),
              ),
          ),
        ),
      )
      .where(
        sql<boolean>`coalesce((SELECT sum(a.amount_minor) FROM payment_attempts a
          WHERE a.order_id = orders.id AND a.status = 'approved'), 0)
          <= coalesce((SELECT sum(r.amount_minor) FROM payment_reversals r
          WHERE r.order_id = orders.id AND r.status = 'completed'), 0)`,
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }
}

/** productsForLines' query, for the products whose ids are in `ids` (also in createContexts). */
function productsQuery(db: Kysely<DB>, ids: Expression<string[]>) {
  // this store's "86" (product_stock at stock_scope()): in stock where the admin and the store say so
  return db
    .selectFrom('products as p')
    .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as sc', 'sc.id', 'p.subcategory_id')
    .leftJoin('product_stock as ps', (join) =>
      join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', STOCK_SCOPE),
    )
    .select([
      'p.id',
      'p.name',
      'p.sku',
      'p.price_minor',
      'p.is_active',
      IN_STOCK_HERE.as('in_stock'),
      'ps.count_left',
      'p.is_option_only',
      'p.configurable',
      'p.unit_code',
      't.rate',
      't.code as tax_code',
      // what the pricing rules read of it too (PricingRuleRepository.pricingProducts' fields)
      'p.category_id',
      'p.subcategory_id',
      sql<boolean>`coalesce(c.is_active, false) AND (p.subcategory_id IS NULL OR coalesce(sc.is_active, false))`.as(
        'category_active',
      ),
    ])
    .where('p.id', '=', sql<string>`ANY(${ids})`);
}

/** createContexts' statement (built once: CompiledOnce). */
const CREATE_CONTEXTS = new CompiledOnce(
  (db, v: { rows: string }) =>
    sql<{
      ord: number;
      key_row: { request_hash: string; status_code: number | null; response: unknown } | null;
      kiosk_public_id: string | null;
      kiosk_store_id: string | null;
      customer_info: unknown;
      pay_at_counter: unknown;
      products: ProductForLine[] | null;
    }>`WITH x AS MATERIALIZED (
        SELECT * FROM jsonb_to_recordset(${v.rows}::jsonb)
          AS x(ord integer, scope text, key text, kiosk_user_id uuid, product_ids uuid[])
      ),
      s AS (
        SELECT (SELECT value FROM settings WHERE key = 'customer_info_min_amount') AS customer_info,
               (SELECT value FROM settings WHERE key = 'pay_at_counter') AS pay_at_counter
      )
      SELECT x.ord,
        ${jsonArrayFrom(productsQuery(db, sql<string[]>`x.product_ids`))} AS products,
        (SELECT json_build_object('request_hash', k.request_hash, 'status_code', k.status_code,
                                  'response', k.response)
           FROM idempotency_keys k WHERE k.scope = x.scope AND k.key = x.key) AS key_row,
        (SELECT public_id FROM kiosk_users WHERE id = x.kiosk_user_id) AS kiosk_public_id,
        (SELECT store_id FROM kiosk_users WHERE id = x.kiosk_user_id) AS kiosk_store_id,
        s.customer_info, s.pay_at_counter
      FROM x, s ORDER BY x.ord`,
);
