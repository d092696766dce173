import { type Kysely, type Selectable, sql } from 'kysely';
import { CompiledOnce } from '../db/compiled-once.js';
import type { AttemptStatus, DB, PaymentAttemptsTable } from '../db/schema.js';
import { splitTerminal, TERMINAL_JOIN_COLUMNS, type TerminalRow } from './terminal-row.js';

export const OPEN_ATTEMPT_STATUSES: AttemptStatus[] = ['connecting', 'sent', 'waiting', 'unknown'];

/** A payment attempt as stored. */
export type AttemptRow = Selectable<PaymentAttemptsTable>;

/**
 * What settling an attempt needs besides the attempt itself, loaded with it in one query: the kiosk
 * its events go to and the terminal it was sent to (the attempt's terminal never changes).
 */
export interface AttemptContextRow {
  attempt: AttemptRow;
  kioskId: string | null;
  terminal: TerminalRow | null;
}

/**
 * Payment attempts (kiosk sales and the till's parts) and their state machine's moves: each move is
 * a compare-and-set on the attempt's current state, false when another worker moved it first.
 */
export class PaymentAttemptRepository {
  constructor(private readonly db: Kysely<DB>) {}

  attemptsOf(orderId: string) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('attempt_no')
      .execute();
  }

  attempt(id: string): Promise<AttemptRow | undefined> {
    return this.db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private contextQuery() {
    return this.db
      .selectFrom('payment_attempts as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .leftJoin('pos_devices as p', 'p.id', 'a.pos_device_id')
      .selectAll('a')
      .select(['o.kiosk_id as context_kiosk_id', ...TERMINAL_JOIN_COLUMNS]);
  }

  private static toContext(
    row: Awaited<ReturnType<ReturnType<PaymentAttemptRepository['contextQuery']>['execute']>>[number],
  ): AttemptContextRow {
    const { rest, terminal } = splitTerminal(row);
    const { context_kiosk_id, ...attempt } = rest;
    return { attempt, kioskId: context_kiosk_id, terminal };
  }

  /** An attempt with its order's kiosk and its terminal, in one query. */
  async attemptContext(id: string): Promise<AttemptContextRow | undefined> {
    const row = await this.contextQuery().where('a.id', '=', id).executeTakeFirst();
    return row && PaymentAttemptRepository.toContext(row);
  }

  /** The open attempts (oldest first, at most 100) but a store node's, each with its order's kiosk and its terminal. */
  async openAttemptContexts(): Promise<AttemptContextRow[]> {
    const rows = await this.contextQuery()
      .where('a.status', 'in', OPEN_ATTEMPT_STATUSES)
      // a store node settles its own attempts with its terminals (issue 36)
      .where(sql<boolean>`NOT store_has_node(o.store_id)`)
      .orderBy('a.created_at')
      .limit(100)
      .execute();
    return rows.map((row) => PaymentAttemptRepository.toContext(row));
  }

  /**
   * A new attempt, its transaction handle already chosen: it is stored before anything is sent. A
   * till part names its method, cashier and operation (and what the terminal must approve); cash
   * taken before the last part is stored approved at once, with no handle (`approved_now`).
   */
  insertAttempt(values: {
    order_id: string;
    attempt_no: number;
    driver: 'REST' | 'CLOUD';
    pos_device_id: string | null;
    amount_minor: number;
    handle: Record<string, unknown> | null;
    method?: 'card' | 'cash';
    tendered_minor?: number | null;
    change_minor?: number | null;
    created_by_user_id?: string | null;
    operation?: 'CompleteSale' | 'StartPayment' | null;
    idempotency_key?: string | null;
    expected_total_minor?: number | null;
    expected_card_minor?: number | null;
    /** The till session the part is taken in (issue 32). */
    till_session_id?: string | null;
    approved_now?: boolean;
  }) {
    const { approved_now, handle, ...rest } = values;
    const now = new Date();
    return this.db
      .insertInto('payment_attempts')
      .values({
        operation: 'CompleteSale',
        ...rest,
        handle: handle === null ? null : JSON.stringify(handle),
        status: approved_now ? 'approved' : 'connecting',
        ...(approved_now ? { settled_at: now, sent_at: now } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * connecting -> sent: the one step after which the terminal may charge. False when the attempt
   * was cancelled (or settled by another worker) first: then nothing may be sent. `announce` (a
   * NOTIFY) goes out with it, in the same statement, only when the move was made.
   */
  async markSent(id: string, announce?: { channel: string; text: string }): Promise<boolean> {
    const rows = announce
      ? await MARK_SENT_ANNOUNCED.rows(this.db, { id, now: new Date(), ...announce })
      : await MARK_SENT.rows(this.db, { id, now: new Date() });
    return rows.length > 0;
  }

  /**
   * The terminal refused the handle's sequence (nothing was charged): the next handle replaces it
   * before the sale is sent again. False when the attempt moved on or a cancel was asked for.
   */
  async replaceHandle(
    id: string,
    previous: Record<string, unknown>,
    next: Record<string, unknown>,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('payment_attempts')
      .set({ handle: JSON.stringify(next), sent_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('cancel_requested_at', 'is', null)
      .where(sql<boolean>`handle = ${JSON.stringify(previous)}::jsonb`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** sent -> unknown: the answer was lost; false when the attempt was settled meanwhile. */
  async markUnknown(id: string, error: { code: string; message: string }): Promise<boolean> {
    const row = await this.db
      .updateTable('payment_attempts')
      .set({
        status: 'unknown',
        last_checked_at: new Date(),
        error_code: error.code,
        error_message: error.message,
      })
      .where('id', '=', id)
      .where('status', 'in', ['sent', 'waiting'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records that a cancel was asked for an attempt that may already be at the terminal; the attempt
   * stays open until the terminal says how the sale ended. Undefined when it is already settled.
   */
  requestCancel(id: string) {
    return this.db
      .updateTable('payment_attempts')
      .set({ cancel_requested_at: sql`coalesce(cancel_requested_at, now())` })
      .where('id', '=', id)
      .where('status', 'in', OPEN_ATTEMPT_STATUSES)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Settles an attempt that is in one of `from` (by default any open state); false when it was
   * not (already settled by another worker, or moved on).
   */
  async settle(
    id: string,
    status: AttemptStatus,
    values: { error_code?: string | null; error_message?: string | null; result?: unknown },
    from: AttemptStatus[] = OPEN_ATTEMPT_STATUSES,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('payment_attempts')
      .set({
        status,
        settled_at: new Date(),
        last_checked_at: new Date(),
        error_code: values.error_code ?? null,
        error_message: values.error_message ?? null,
        ...(values.result !== undefined ? { result: JSON.stringify(values.result) } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async touch(id: string): Promise<void> {
    await this.db
      .updateTable('payment_attempts')
      .set({ last_checked_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
}

/** markSent's move (the attempt connecting -> sent, unless a cancel was asked for). */
const markSentQuery = (db: Pick<Kysely<DB>, 'updateTable'>, v: { id: string; now: Date }) =>
  db
    .updateTable('payment_attempts')
    .set({ status: 'sent', sent_at: v.now })
    .where('id', '=', v.id)
    .where('status', '=', 'connecting')
    .where('cancel_requested_at', 'is', null)
    .returning('id');

/** markSent's statements (built once: CompiledOnce), alone and with its NOTIFY. */
const MARK_SENT = new CompiledOnce((db, v: { id: string; now: Date }) => markSentQuery(db, v));
const MARK_SENT_ANNOUNCED = new CompiledOnce(
  (db, v: { id: string; now: Date; channel: string; text: string }) =>
    db
      .with('sent', (d) => markSentQuery(d, v))
      .selectFrom('sent')
      .select(['sent.id', sql`pg_notify(${v.channel}, ${v.text})`.as('notified')]),
);
