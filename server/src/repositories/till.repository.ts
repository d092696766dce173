import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PaymentReversalsTable, ReversalStatus } from '../db/schema.js';
import { splitTerminal, TERMINAL_JOIN_COLUMNS, type TerminalRow } from './terminal-row.js';

const OPEN_REVERSAL_STATUSES: ReversalStatus[] = ['pending', 'sent', 'unknown'];

export type ReversalRow = Selectable<PaymentReversalsTable>;

/** What settling a reversal needs: the reversal and the terminal of the part it reverses. */
export interface ReversalContextRow {
  reversal: ReversalRow;
  terminal: TerminalRow | null;
}

/** The till's queries: an order's lock, parts and refunds, reversals (refunds / voids) and their moves. */
export class TillRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Locks the order for a part or a refund (so parts and refunds of one order are made one at a
   * time and the remaining is checked against what is committed), with whether it belongs to
   * today's business day.
   */
  lockOrder(orderId: string) {
    return this.db
      .selectFrom('orders')
      .select([
        'id',
        'kiosk_id',
        'status',
        'payment_status',
        'total_minor',
        'order_number',
        'reference_number',
        'customer',
        sql<boolean>`business_day = current_date`.as('is_today'),
      ])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The order as the till's payment view shows it. */
  order(orderId: string) {
    return this.db
      .selectFrom('orders')
      .select([
        'id',
        'status',
        'payment_status',
        'total_minor',
        'order_number',
        'reference_number',
        sql<boolean>`business_day = current_date`.as('is_today'),
      ])
      .where('id', '=', orderId)
      .executeTakeFirst();
  }

  /** An order's parts (payment attempts), oldest first, with who took them and their terminal. */
  parts(orderId: string) {
    return this.db
      .selectFrom('payment_attempts as a')
      .leftJoin('users as u', 'u.id', 'a.created_by_user_id')
      .leftJoin('pos_devices as d', 'd.id', 'a.pos_device_id')
      .leftJoin('order_receipts as rc', (join) =>
        join.onRef('rc.order_id', '=', 'a.order_id').on('rc.receipt_type', '=', 'customer'),
      )
      .selectAll('a')
      .select([
        'u.email as created_by_email',
        'rc.storage_path as customer_receipt_path',
        'd.metadata as device_metadata',
        sql<boolean>`a.settled_at IS NOT NULL AND a.settled_at::date = current_date`.as('approved_today'),
      ])
      .where('a.order_id', '=', orderId)
      .orderBy('a.attempt_no')
      .execute();
  }

  /** One part's order id, or undefined. */
  async orderOfPart(partId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('payment_attempts')
      .select('order_id')
      .where('id', '=', partId)
      .executeTakeFirst();
    return row?.order_id;
  }

  /** A part made with this idempotency key for the order, if any. */
  async partByKey(
    orderId: string,
    key: string,
  ): Promise<
    { id: string; method: string; amount_minor: number; tendered_minor: number | null } | undefined
  > {
    const row = await this.db
      .selectFrom('payment_attempts')
      .select(['id', 'method', 'amount_minor', 'tendered_minor'])
      .where('order_id', '=', orderId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return (
      row && {
        ...row,
        amount_minor: Number(row.amount_minor),
        tendered_minor: row.tendered_minor === null ? null : Number(row.tendered_minor),
      }
    );
  }

  /** An order's reversals (refunds, voids, cash returns), oldest first, with who made them. */
  reversals(orderId: string) {
    return this.db
      .selectFrom('payment_reversals as r')
      .leftJoin('users as u', 'u.id', 'r.created_by_user_id')
      .selectAll('r')
      .select('u.email as created_by_email')
      .where('r.order_id', '=', orderId)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute();
  }

  /** The order's lines a refund may return. */
  items(orderId: string) {
    return this.db
      .selectFrom('order_items')
      .select([
        'id',
        'product_name',
        'quantity',
        'unit_price_minor',
        'total_price_minor',
        'vat_rate',
        'product_id',
        // issue 33: a meal deal's header and its parts (a refund of the header gives back its parts)
        sql<string>`kind`.as('kind'),
        sql<string | null>`parent_item_id`.as('parent_item_id'),
      ])
      .where('order_id', '=', orderId)
      .orderBy('sort_order')
      .execute();
  }

  /** A refund's reversals written before any is sent (card ones with their handle and request). */
  async insertReversals(
    rows: Array<{
      refund_id: string;
      order_id: string;
      payment_attempt_id: string;
      kind: 'void' | 'refund' | 'cash_return';
      amount_minor: number;
      status: ReversalStatus;
      driver: 'REST' | 'CLOUD' | null;
      pos_device_id: string | null;
      handle: Record<string, unknown> | null;
      request: Record<string, unknown> | null;
      reason: string;
      lines: Array<{ order_item_id: string; quantity: number }>;
      idempotency_key: string | null;
      created_by_user_id: string | null;
      /** The till session a cash return comes out of (issue 32). */
      till_session_id?: string | null;
    }>,
  ): Promise<ReversalRow[]> {
    if (rows.length === 0) return [];
    const now = new Date();
    return this.db
      .insertInto('payment_reversals')
      .values(
        rows.map((row, index) => ({
          ...row,
          // In the plan's order (cash first), one millisecond apart, so lists keep that order.
          created_at: new Date(now.getTime() + index),
          handle: row.handle === null ? null : JSON.stringify(row.handle),
          request: row.request === null ? null : JSON.stringify(row.request),
          lines: JSON.stringify(row.lines),
          ...(row.status === 'completed' ? { settled_at: now } : {}),
        })),
      )
      .returningAll()
      .execute();
  }

  /** Reversals made with this idempotency key for the order. */
  reversalsByKey(orderId: string, key: string) {
    return this.db
      .selectFrom('payment_reversals')
      .select('id')
      .where('order_id', '=', orderId)
      .where('idempotency_key', '=', key)
      .execute();
  }

  private reversalContextQuery() {
    return this.db
      .selectFrom('payment_reversals as r')
      .leftJoin('pos_devices as p', 'p.id', 'r.pos_device_id')
      .selectAll('r')
      .select(TERMINAL_JOIN_COLUMNS);
  }

  private static toContext(
    row: Awaited<ReturnType<ReturnType<TillRepository['reversalContextQuery']>['execute']>>[number],
  ): ReversalContextRow {
    const { rest: reversal, terminal } = splitTerminal(row);
    return { reversal, terminal };
  }

  async reversalContext(id: string): Promise<ReversalContextRow | undefined> {
    const row = await this.reversalContextQuery().where('r.id', '=', id).executeTakeFirst();
    return row && TillRepository.toContext(row);
  }

  /** Open reversals (oldest first, at most 100) but a store node's, with their terminal. */
  async openReversalContexts(): Promise<ReversalContextRow[]> {
    const rows = await this.reversalContextQuery()
      .where('r.status', 'in', OPEN_REVERSAL_STATUSES)
      // a store node settles its own reversals with its terminals (issue 36)
      .where(sql<boolean>`NOT store_has_node((SELECT o.store_id FROM orders o WHERE o.id = r.order_id))`)
      .orderBy('r.created_at')
      .limit(100)
      .execute();
    return rows.map((row) => TillRepository.toContext(row));
  }

  /** pending|unknown -> sent: the request goes (again, with the same handle) to the terminal. */
  async markReversalSent(id: string): Promise<boolean> {
    const row = await this.db
      .updateTable('payment_reversals')
      .set({ status: 'sent', sent_at: new Date(), last_checked_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', OPEN_REVERSAL_STATUSES)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The terminal refused the handle's sequence (nothing was reversed): the next one replaces it. */
  async replaceReversalHandle(
    id: string,
    previous: Record<string, unknown>,
    next: { handle: Record<string, unknown>; request: Record<string, unknown> },
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('payment_reversals')
      .set({ handle: JSON.stringify(next.handle), request: JSON.stringify(next.request) })
      .where('id', '=', id)
      .where('status', 'in', OPEN_REVERSAL_STATUSES)
      .where(sql<boolean>`handle = ${JSON.stringify(previous)}::jsonb`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Settles an open reversal; false when it was already settled (by another worker). */
  async settleReversal(
    id: string,
    status: 'completed' | 'failed' | 'unknown',
    values: { error_code?: string | null; error_message?: string | null; result?: unknown },
  ): Promise<boolean> {
    const now = new Date();
    const row = await this.db
      .updateTable('payment_reversals')
      .set({
        status,
        last_checked_at: now,
        ...(status === 'unknown' ? {} : { settled_at: now }),
        error_code: values.error_code ?? null,
        error_message: values.error_message ?? null,
        ...(values.result !== undefined ? { result: JSON.stringify(values.result) } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', OPEN_REVERSAL_STATUSES)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
