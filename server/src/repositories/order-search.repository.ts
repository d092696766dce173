import type { OrderSearchTerm } from '@kiosk/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { PLANNED_PER_RUN } from '../db/prepared-statements.js';
import type { DB, OrderStatus } from '../db/schema.js';

/** The orders list's search and filters (issue 34); each is answered from an index (migration 20261129000500). */
export interface OrderListFilters {
  statuses?: OrderStatus[];
  from?: Date;
  terms?: OrderSearchTerm[];
  storeId?: string;
  channel?: 'kiosk' | 'till' | 'open_order' | 'delivery';
  paymentMethod?: 'card' | 'cash' | 'online';
  staffId?: string;
}

/** A row of a searched or filtered list, and of the export. */
export interface OrderSearchRow {
  id: string;
  order_number: string;
  reference_number: number;
  status: OrderStatus;
  payment_status: 'pending' | 'paid' | 'failed';
  payment_method: 'card' | 'cash' | 'online';
  channel: string;
  total_minor: number;
  currency_code: string;
  created_at: Date;
  customer: Record<string, unknown> | null;
  pos_sale_number: string | null;
  item_count: number;
  collected_minor: number;
  refunded_minor: number;
  store_name: string | null;
  staff_email: string | null;
  kiosk_device_id: string | null;
}

/** One entry of an order's status history, with the actor's current name. */
interface StatusHistoryRow {
  from_status: string | null;
  to_status: string;
  changed_at: Date;
  actor_kind: 'user' | 'kiosk' | 'system';
  actor_name: string | null;
  via: string | null;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search meaning; a receipt number's orders are looked up before the list's query. */
type ResolvedTerm =
  | Exclude<OrderSearchTerm, { kind: 'receipt' }>
  | { kind: 'receipt'; value: string; ids: string[] };

/** One search meaning as a predicate on `orders o`, written as its index's expression. */
function termPredicate(term: ResolvedTerm): RawBuilder<boolean> {
  switch (term.kind) {
    case 'order_number':
      return sql`o.order_number = ${term.value}`;
    case 'queue_number':
      return sql`o.reference_number = ${term.value}`;
    case 'amount':
      return sql`o.total_minor = ${term.value}`;
    case 'phone':
      return sql`(o.customer IS NOT NULL
        AND right(regexp_replace(o.customer ->> 'phone', '\\D', '', 'g'), 10) = ${term.value})`;
    case 'tc_kimlik':
      return sql`(o.customer IS NOT NULL AND o.customer ->> 'tcKimlikNo' = ${term.value})`;
    case 'name':
      return sql`(o.customer IS NOT NULL AND lower(coalesce(o.customer ->> 'firstName', '') || ' '
        || coalesce(o.customer ->> 'familyName', '')) LIKE ${likePattern(term.value)})`;
    case 'receipt':
      // resolved to the orders' ids first (resolveReceipts), so the orders' primary key answers it
      return sql`o.id = ANY(${'ids' in term ? term.ids : []}::uuid[])`;
  }
}

/** The filters' WHERE without the search (true when nothing is set). */
function restPredicate(filters: OrderListFilters): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (filters.statuses) parts.push(sql`o.status = ANY(${filters.statuses}::text[])`);
  if (filters.from) parts.push(sql`o.created_at >= ${filters.from}::timestamptz`);
  if (filters.storeId) parts.push(sql`o.store_id = ${filters.storeId}::uuid`);
  if (filters.channel) parts.push(sql`o.channel = ${filters.channel}`);
  if (filters.paymentMethod) parts.push(sql`o.payment_method = ${filters.paymentMethod}`);
  if (filters.staffId) parts.push(sql`o.created_by_user_id = ${filters.staffId}::uuid`);
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/**
 * A name search's statements are planned for each run's name, never prepared: how many orders a
 * name matches decides the plan (a common one: the list's index newest first, stopping at the
 * page; a rare one: the trigram bitmap), and a prepared statement's generic plan, chosen for any
 * name after five runs, keeps one of them for every name (the trigram bitmap and a sort of all
 * 50,000 matches of a common name, or a walk of every order for a name that matches none).
 */
const planFor = (terms: ResolvedTerm[]) =>
  terms.some((term) => term.kind === 'name') ? PLANNED_PER_RUN : sql``;

/** The WHERE of a filtered list (true when nothing is set). */
function filterPredicate(filters: OrderListFilters, terms: ResolvedTerm[]): RawBuilder<boolean> {
  if (!filters.terms || filters.terms.length === 0) return restPredicate(filters);
  // a search that means nothing finds nothing
  const search = terms.length > 0 ? sql`(${sql.join(terms.map(termPredicate), sql` OR `)})` : sql`false`;
  return sql<boolean>`${search} AND ${restPredicate(filters)}`;
}

/** Queries of the orders list's search, filters and export, and of an order's status history. */
export class OrderSearchRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The orders matching `filters`, newest first, `limit` from `offset`, and how many match up to
   * `cap` (`capped`: more than `cap`; counting every match of a broad filter over a million orders
   * would cost more than the page). A page that is not full is the last one: its matches are known
   * without counting them (a phone, an order number, a name matching none).
   */
  async page(filters: OrderListFilters, offset: number, limit: number, cap: number) {
    const terms = await this.resolveReceipts(filters.terms ?? []);
    const where = filterPredicate(filters, terms);
    const rows = await this.pageRows(filters, terms, where, offset, limit);
    const n =
      rows.length < limit && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : await this.count(filters, terms, where, cap);
    return { total: Math.min(n, cap), capped: n > cap, rows };
  }

  /**
   * The matches counted up to `cap + 1`. A search counts each meaning off its own index, each up
   * to `cap + 1`, and their union (e.g. "125": queue number or 125 TL): a meaning over the cap makes
   * the union over it, else every meaning was counted in full.
   */
  private async count(
    filters: OrderListFilters,
    terms: ResolvedTerm[],
    where: RawBuilder<boolean>,
    cap: number,
  ) {
    const branch = (term: ResolvedTerm) =>
      sql`(SELECT o.id FROM orders o
        WHERE ${termPredicate(term)} AND ${restPredicate(filters)} LIMIT ${cap + 1})`;
    const query =
      terms.length > 1
        ? sql<{ n: number }>`${planFor(terms)}SELECT count(*)::int AS n
          FROM (${sql.join(terms.map(branch), sql` UNION `)}) c`
        : terms[0]?.kind === 'name'
          ? this.nameCount(filters, where, cap)
          : sql<{ n: number }>`SELECT count(*)::int AS n
          FROM (SELECT 1 FROM orders o WHERE ${where} LIMIT ${cap + 1}) c`;
    return (await query.execute(this.db)).rows[0]?.n ?? 0;
  }

  /**
   * A name's matches counted up to `cap + 1`. A common name is counted among the newest
   * 2 x (cap + 1) orders with a customer, walked off their own index (migration 20261129001100):
   * the trigram bitmap reads every match first (50-100 ms for a name on 50,000 orders). Only when
   * that walk finds `cap` or fewer does the trigram bitmap count (cheap for a rare name); CASE runs
   * that sub-select only then.
   */
  private nameCount(filters: OrderListFilters, where: RawBuilder<boolean>, cap: number) {
    return sql<{ n: number }>`${PLANNED_PER_RUN}SELECT CASE WHEN w.n > ${cap} THEN w.n
        ELSE (SELECT count(*)::int FROM (SELECT 1 FROM orders o WHERE ${where} LIMIT ${cap + 1}) c) END AS n
      FROM (SELECT count(*)::int AS n FROM (SELECT 1 FROM (SELECT o.* FROM orders o
          WHERE o.customer IS NOT NULL AND ${restPredicate(filters)}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${2 * (cap + 1)}) o
        WHERE ${where} LIMIT ${cap + 1}) m) w`;
  }

  /**
   * The page's rows. A search of several meanings takes each meaning's newest `offset + limit`
   * off its own index, newest first, then the page of their union (the same rows and order as one
   * OR, which walked the list's index through every order).
   */
  private async pageRows(
    filters: OrderListFilters,
    terms: ResolvedTerm[],
    where: RawBuilder<boolean>,
    offset: number,
    limit: number,
  ) {
    if (terms.length <= 1) return this.rows(where, offset, limit, planFor(terms));
    const branches = terms.map(
      (
        term,
      ) => sql`(SELECT o.id, o.created_at FROM orders o WHERE ${termPredicate(term)} AND ${restPredicate(filters)}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${offset + limit})`,
    );
    return this.rows(
      sql<boolean>`true`,
      offset,
      limit,
      planFor(terms),
      sql`(${sql.join(branches, sql` UNION `)})`,
    );
  }

  /** The export's rows: the first `limit` matches, newest first. */
  async exportRows(filters: OrderListFilters, limit: number) {
    const terms = await this.resolveReceipts(filters.terms ?? []);
    return this.rows(filterPredicate(filters, terms), 0, limit, planFor(terms));
  }

  /**
   * A receipt number's orders (the terminal's sale, document or invoice number, a card approval
   * code, a payment part's sale number) as ids, in one query before the list's: an OR of a
   * sub-select kept the planner from the orders' indexes (seconds on a million orders).
   */
  private async resolveReceipts(terms: OrderSearchTerm[]): Promise<ResolvedTerm[]> {
    const resolved: ResolvedTerm[] = [];
    for (const term of terms) {
      if (term.kind !== 'receipt') {
        resolved.push(term);
        continue;
      }
      const rows = await sql<{ order_id: string }>`
        SELECT d.order_id FROM order_pos_details d WHERE upper(d.pos_sale_number) = ${term.value}
          OR upper(d.document_no) = ${term.value} OR upper(d.invoice_no) = ${term.value}
        UNION SELECT p.order_id FROM order_payment_details p WHERE upper(p.authorization_code) = ${term.value}
        UNION SELECT a.order_id FROM payment_attempts a
          WHERE a.result IS NOT NULL AND upper(a.result ->> 'SaleNumber') = ${term.value}
        LIMIT 1000`.execute(this.db);
      if (rows.rows.length > 0) resolved.push({ ...term, ids: rows.rows.map((r) => r.order_id) });
    }
    return resolved;
  }

  /**
   * The rows of `where`, newest first, out of `source` (a sub-select of orders' rows; all orders by
   * default); `plan`: PLANNED_PER_RUN or nothing (see planFor).
   */
  private async rows(
    where: RawBuilder<boolean>,
    offset: number,
    limit: number,
    plan: RawBuilder<unknown>,
    source: RawBuilder<unknown> = sql`orders`,
  ): Promise<OrderSearchRow[]> {
    const result = await sql<OrderSearchRow>`${plan}
      WITH page_ids AS (
        SELECT o.id, o.created_at FROM ${source} o WHERE ${where}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}
      )
      SELECT o.id, o.order_number, o.reference_number, o.status, o.payment_status, o.payment_method,
        o.channel, o.total_minor::int AS total_minor, o.currency_code, o.created_at, o.customer,
        o.kiosk_device_id, d.pos_sale_number, s.name AS store_name, u.email AS staff_email,
        (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)::int AS item_count,
        coalesce((SELECT sum(a.amount_minor) FROM payment_attempts a
          WHERE a.order_id = o.id AND a.status = 'approved'), 0)::int AS collected_minor,
        coalesce((SELECT sum(r.amount_minor) FROM payment_reversals r
          WHERE r.order_id = o.id AND r.status = 'completed'), 0)::int AS refunded_minor
      FROM page_ids p JOIN orders o ON o.id = p.id
      LEFT JOIN order_pos_details d ON d.order_id = o.id
      LEFT JOIN stores s ON s.id = o.store_id
      LEFT JOIN users u ON u.id = o.created_by_user_id
      ORDER BY o.created_at DESC, o.id DESC`.execute(this.db);
    return result.rows;
  }

  /** The stores and the staff accounts the list's filters offer. */
  async filterChoices() {
    const [stores, staff] = await Promise.all([
      this.db.selectFrom('stores').select(['id', 'name']).orderBy('name').execute(),
      this.db.selectFrom('users').select(['id', 'email']).orderBy('email').execute(),
    ]);
    return { stores, staff };
  }

  /** Every status the order took, oldest first, with who moved it (their current name). */
  async statusHistory(orderId: string): Promise<StatusHistoryRow[]> {
    return this.db
      .selectFrom('order_status_history as h')
      .leftJoin('users as u', 'u.id', 'h.actor_user_id')
      .leftJoin('kiosk_users as k', 'k.id', 'h.actor_kiosk_id')
      .select([
        'h.from_status',
        'h.to_status',
        'h.changed_at',
        'h.actor_kind',
        'h.via',
        sql<string | null>`coalesce(u.email, k.username, h.actor_label)`.as('actor_name'),
      ])
      .where('h.order_id', '=', orderId)
      .orderBy('h.id')
      .execute();
  }

  /**
   * Names who changes an order's status for the rest of the transaction (the status history's
   * trigger reads it); without it a change is the system's.
   */
  async setActor(actor: { kind: 'user' | 'kiosk'; id: string; label: string; via: string }): Promise<void> {
    const value = JSON.stringify({
      kind: actor.kind,
      [actor.kind === 'user' ? 'user_id' : 'kiosk_id']: actor.id,
      label: actor.label,
      via: actor.via,
    });
    await sql`SELECT set_config('app.actor', ${value}, true)`.execute(this.db);
  }
}
