import { UNCOUNTED_ATTEMPT_STATUSES } from '@kiosk/domain';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  AttemptStatus,
  DB,
  OrderPaymentDetailsTable,
  OrderPosDetailsTable,
  PaymentAttemptsTable,
} from '../db/schema.js';
import type { SaleLineInput } from '../payments/sale-request.js';
import { uuidsOnly } from '../uuid.js';

export const OPEN_ATTEMPT_STATUSES: AttemptStatus[] = ['connecting', 'sent', 'waiting', 'unknown'];
/**
 * The order states an approval may turn into paid: waiting for payment, or given up on meanwhile
 * (the customer paid, so it is paid). A cancelled order stays cancelled.
 */
const PAYABLE_ORDER_STATUSES = ['pending_payment', 'abandoned', 'payment_failed'] as const;

export interface TerminalRow {
  id: string;
  pos_serial_number: string;
  fingerprint: string;
  ip_address: string | null;
  port: number;
  /** { simulator: true } marks the terminal simulator (the spec's test environment). */
  metadata: unknown;
}

/** The terminal's columns when `pos_devices as p` is joined to a payment row. */
export const TERMINAL_JOIN_COLUMNS = [
  'p.id as terminal_id',
  'p.pos_serial_number as terminal_serial_number',
  'p.fingerprint as terminal_fingerprint',
  'p.ip_address as terminal_ip_address',
  'p.port as terminal_port',
  'p.metadata as terminal_metadata',
] as const;

interface TerminalJoinColumns {
  terminal_id: string | null;
  terminal_serial_number: string | null;
  terminal_fingerprint: string | null;
  terminal_ip_address: string | null;
  terminal_port: number | null;
  terminal_metadata: unknown;
}

/**
 * Splits a row selected with TERMINAL_JOIN_COLUMNS into the row itself and its terminal (null
 * when the row names none or it is gone).
 */
export function splitTerminal<R extends TerminalJoinColumns>(
  row: R,
): { rest: Omit<R, keyof TerminalJoinColumns>; terminal: TerminalRow | null } {
  const {
    terminal_id,
    terminal_serial_number,
    terminal_fingerprint,
    terminal_ip_address,
    terminal_port,
    terminal_metadata,
    ...rest
  } = row;
  return {
    rest,
    terminal:
      terminal_id === null || terminal_serial_number === null || terminal_fingerprint === null
        ? null
        : {
            id: terminal_id,
            pos_serial_number: terminal_serial_number,
            fingerprint: terminal_fingerprint,
            ip_address: terminal_ip_address,
            port: terminal_port ?? 0,
            metadata: terminal_metadata,
          },
  };
}

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

/** What an approval writes on the order besides its status (its POS and card details, receipts). */
export interface ApprovalValues {
  /** The sale issued the order's fiscal document (CompleteSale; not a StartPayment part). */
  document?: boolean;
  result: unknown;
  pos: Omit<OrderPosDetailsTable, 'order_id' | 'financial_documents'> & { financial_documents: unknown[] };
  card: Omit<OrderPaymentDetailsTable, 'order_id'>;
  receipts: Array<{ type: 'customer' | 'merchant'; path: string }>;
  /**
   * The event notified by the same statement once the attempt is approved (NOTIFY texts on one
   * channel): `paid` when the order became paid with it, else `approved` (a till's part).
   */
  announce: { channel: string; paid: string; approved: string };
}

const TERMINAL_COLUMNS = [
  'p.id',
  'p.pos_serial_number',
  'p.fingerprint',
  'p.ip_address',
  'p.port',
  'p.metadata',
] as const;

/** Payment attempts, terminals and what a paid order keeps. */
export class PaymentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The kiosk's terminal: its primary active linked device, else any active linked one, else by kiosk id or fingerprint. */
  async terminalForKiosk(kioskUserId: string): Promise<TerminalRow | undefined> {
    const columns = TERMINAL_COLUMNS;
    const linked = await this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .select(columns)
      .where('l.kiosk_user_id', '=', kioskUserId)
      .where('l.is_active_for_kiosk', '=', true)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .orderBy('l.created_at')
      .executeTakeFirst();
    if (linked) return linked;
    const byKiosk = await this.db
      .selectFrom('pos_devices as p')
      .select(columns)
      .where('p.kiosk_id', '=', kioskUserId)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .executeTakeFirst();
    if (byKiosk) return byKiosk;
    return this.db
      .selectFrom('pos_devices as p')
      .innerJoin('kiosk_users as k', 'k.device_fingerprint', 'p.kiosk_device_id')
      .select(columns)
      .where('k.id', '=', kioskUserId)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .executeTakeFirst();
  }

  /**
   * The kiosk's terminal (as terminalForKiosk) and the kiosk's payment mode, the mode read in the
   * same statement.
   */
  async terminalAndModeForKiosk(
    kioskUserId: string,
  ): Promise<{ terminal: TerminalRow | undefined; mode: string | null }> {
    const linked = await this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .select(TERMINAL_COLUMNS)
      .select(
        sql<string | null>`(SELECT k.payment_mode FROM kiosk_users k WHERE k.id = ${kioskUserId})`.as(
          'payment_mode',
        ),
      )
      .where('l.kiosk_user_id', '=', kioskUserId)
      .where('l.is_active_for_kiosk', '=', true)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .orderBy('l.created_at')
      .executeTakeFirst();
    if (linked) {
      const { payment_mode, ...terminal } = linked;
      return { terminal, mode: payment_mode };
    }
    // No linked terminal (rare): the other ways to find one, and the mode on its own.
    return {
      terminal: await this.terminalForKiosk(kioskUserId),
      mode: await this.paymentModeOf(kioskUserId),
    };
  }

  terminal(id: string): Promise<TerminalRow | undefined> {
    return this.db
      .selectFrom('pos_devices as p')
      .select(TERMINAL_COLUMNS)
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  /** The next TransactionSequence for a terminal: kept in the database so it increases across restarts. */
  async nextSequence(posDeviceId: string, atLeast = 0): Promise<number> {
    const row = await this.db
      .updateTable('pos_devices')
      .set({ last_sequence: sql`greatest(last_sequence + 1, ${atLeast})` })
      .where('id', '=', posDeviceId)
      .returning('last_sequence')
      .executeTakeFirstOrThrow();
    return Number(row.last_sequence);
  }

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
    row: Awaited<ReturnType<ReturnType<PaymentRepository['contextQuery']>['execute']>>[number],
  ): AttemptContextRow {
    const { rest, terminal } = splitTerminal(row);
    const { context_kiosk_id, ...attempt } = rest;
    return { attempt, kioskId: context_kiosk_id, terminal };
  }

  /** An attempt with its order's kiosk and its terminal, in one query. */
  async attemptContext(id: string): Promise<AttemptContextRow | undefined> {
    const row = await this.contextQuery().where('a.id', '=', id).executeTakeFirst();
    return row && PaymentRepository.toContext(row);
  }

  /** The open attempts (oldest first, at most 100), each with its order's kiosk and its terminal. */
  async openAttemptContexts(): Promise<AttemptContextRow[]> {
    const rows = await this.contextQuery()
      .where('a.status', 'in', OPEN_ATTEMPT_STATUSES)
      .orderBy('a.created_at')
      .limit(100)
      .execute();
    return rows.map((row) => PaymentRepository.toContext(row));
  }

  /**
   * What the kiosk's payment screen needs of attempts, in one query (it is asked often, by many
   * kiosks at once): each attempt, its order's numbers and kiosk, its terminal's address, and its
   * order's other attempts. Ids that cannot be uuids find nothing.
   */
  attemptViews(ids: string[]) {
    return this.db
      .selectFrom('payment_attempts as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .leftJoin('pos_devices as d', 'd.id', 'a.pos_device_id')
      .innerJoin(
        sql<{ attempts_used: number; any_open: boolean; any_paid: boolean }>`LATERAL (
          SELECT (count(*) FILTER (WHERE y.status <> ALL(${UNCOUNTED_ATTEMPT_STATUSES}::text[])))::int
                   AS attempts_used,
                 coalesce(bool_or(y.status = ANY(${OPEN_ATTEMPT_STATUSES}::text[])), false) AS any_open,
                 coalesce(bool_or(y.status = 'approved'), false) AS any_paid
          FROM payment_attempts y WHERE y.order_id = a.order_id)`.as('x'),
        (join) => join.onTrue(),
      )
      .select([
        'a.id',
        'a.order_id',
        'a.attempt_no',
        'a.status',
        'a.error_code',
        'a.error_message',
        'a.created_at',
        'a.sent_at',
        'o.order_number',
        'o.reference_number',
        'o.total_minor',
        'o.kiosk_id',
        'd.ip_address',
        'd.port',
        'd.metadata as device_metadata',
        // the order's attempts in one pass (cheaper to plan than three sub-selects)
        sql<number>`x.attempts_used`.as('attempts_used'),
        sql<boolean>`x.any_open`.as('any_open'),
        sql<boolean>`x.any_paid`.as('any_paid'),
      ])
      .where(
        'a.id',
        '=',
        // one id (most reads) by equality: its generic plan is cheap, so Postgres keeps it prepared
        // instead of planning the array form again on every run
        ids.length === 1
          ? sql<string>`${uuidsOnly(ids)[0] ?? null}::uuid`
          : sql<string>`ANY(${uuidsOnly(ids)}::uuid[])`,
      )
      .execute();
  }

  /** REST or CLOUD: how a kiosk reaches its terminal. */
  async paymentModeOf(kioskUserId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('kiosk_users')
      .select('payment_mode')
      .where('id', '=', kioskUserId)
      .executeTakeFirst();
    return row?.payment_mode ?? null;
  }

  /**
   * A kiosk payment's start, in one statement: the order locked (FOR UPDATE, so a payment cannot
   * begin on an order that is being cancelled, nor an order be cancelled while its attempt is made)
   * with what the start decides on, its attempts (number and state, in order), and its lines as
   * saleLines reads them.
   */
  lockOrderForPayment(orderId: string) {
    return this.db
      .selectFrom('orders as o')
      .select([
        'o.id',
        'o.kiosk_id',
        'o.status',
        'o.payment_status',
        'o.total_minor',
        'o.order_number',
        'o.reference_number',
        'o.customer',
      ])
      .select(
        sql<Array<{ id: string; status: AttemptStatus }>>`coalesce((SELECT json_agg(json_build_object(
            'id', a.id, 'status', a.status) ORDER BY a.attempt_no)
          FROM payment_attempts a WHERE a.order_id = o.id), '[]')`.as('attempts'),
      )
      .select((eb) => jsonArrayFrom(this.saleLinesOf(eb.ref('o.id'))).as('lines'))
      .where('o.id', '=', orderId)
      .forUpdate('o')
      .executeTakeFirst();
  }

  /** An order's lines as the terminal's sale needs them (in order), with each product's unit and tax group. */
  saleLines(orderId: string): Promise<SaleLineInput[]> {
    return this.saleLinesOf(orderId).execute();
  }

  /** The query of saleLines, also embedded in lockOrderForPayment's statement. */
  private saleLinesOf(orderId: string | Expression<string>) {
    return this.db
      .selectFrom('order_items as i')
      .leftJoin('products as p', 'p.id', 'i.product_id')
      .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
      .select([
        'i.product_name',
        'i.quantity',
        'i.unit_price_minor',
        'i.vat_rate',
        'p.unit_code',
        't.code as tax_code',
      ])
      .where('i.order_id', '=', orderId)
      .orderBy('i.sort_order');
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
   * was cancelled (or settled by another worker) first: then nothing may be sent.
   */
  /**
   * connecting -> sent unless a cancel was asked for; `announce` (a NOTIFY) goes out with it, in the
   * same statement, only when the move was made.
   */
  async markSent(id: string, announce?: { channel: string; text: string }): Promise<boolean> {
    const sent = (db: Pick<Kysely<DB>, 'updateTable'>) =>
      db
        .updateTable('payment_attempts')
        .set({ status: 'sent', sent_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'connecting')
        .where('cancel_requested_at', 'is', null)
        .returning('id');
    const row = announce
      ? await this.db
          .with('sent', (db) => sent(db))
          .selectFrom('sent')
          .select(['sent.id', sql`pg_notify(${announce.channel}, ${announce.text})`.as('notified')])
          .executeTakeFirst()
      : await sent(this.db).executeTakeFirst();
    return row !== undefined;
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

  /**
   * An approved sale, in one statement: the attempt approved (only from an open state), and if that
   * applied, the order paid when nothing remains (its approved parts, this one included, cover its
   * total; only from a state that waits for this payment, as markPaid) and its POS details (a
   * document's), card details (a card's) and receipts written. `settled` false: the attempt had
   * moved on and nothing was written; `paid` false: the order is not paid by it (a part with more
   * to pay, or an order that no longer waited for payment).
   */
  async approve(id: string, values: ApprovalValues): Promise<{ settled: boolean; paid: boolean }> {
    const now = new Date();
    const { pos, card, announce } = values;
    const document = values.document ?? true;
    const hasCard = card.card_brand !== null || card.card_last4 !== null;
    const result = await sql<{ settled: number; paid: number }>`
      WITH settled AS (
        UPDATE payment_attempts
        SET status = 'approved', settled_at = ${now}, last_checked_at = ${now},
          error_code = NULL, error_message = NULL, result = ${JSON.stringify(values.result)}::jsonb
        WHERE id = ${id} AND status = ANY(${OPEN_ATTEMPT_STATUSES}::text[])
        RETURNING order_id, amount_minor, method
      ), paid AS (
        UPDATE orders
        SET status = 'paid', payment_status = 'paid', paid_at = ${now}, updated_at = ${now},
          version = version + 1,
          -- paid all in cash (the till) or with a card among its parts
          payment_method = CASE WHEN (SELECT s.method FROM settled s) = 'cash' AND NOT EXISTS (
            SELECT 1 FROM payment_attempts x WHERE x.order_id = orders.id AND x.status = 'approved'
              AND x.method = 'card') THEN 'cash' ELSE 'card' END
        WHERE id IN (SELECT order_id FROM settled)
          AND status = ANY(${PAYABLE_ORDER_STATUSES}::text[]) AND payment_status <> 'paid'
          AND (SELECT s.amount_minor FROM settled s) + coalesce((SELECT sum(x.amount_minor)
            FROM payment_attempts x WHERE x.order_id = orders.id AND x.status = 'approved'), 0)
            >= orders.total_minor
        RETURNING id
      ), pos AS (
        INSERT INTO order_pos_details (order_id, pos_sale_number, terminal_id, invoice_no, document_no,
          document_type, merchant_id, sale_inquiry_link, financial_documents)
        SELECT order_id, ${pos.pos_sale_number}, ${pos.terminal_id}, ${pos.invoice_no}, ${pos.document_no},
          ${pos.document_type}, ${pos.merchant_id}, ${pos.sale_inquiry_link},
          ${JSON.stringify(pos.financial_documents)}::jsonb
        FROM settled WHERE ${document}
        ON CONFLICT (order_id) DO UPDATE SET pos_sale_number = excluded.pos_sale_number,
          terminal_id = excluded.terminal_id, invoice_no = excluded.invoice_no,
          document_no = excluded.document_no, document_type = excluded.document_type,
          merchant_id = excluded.merchant_id, sale_inquiry_link = excluded.sale_inquiry_link,
          financial_documents = excluded.financial_documents
      ), card AS (
        INSERT INTO order_payment_details (order_id, card_brand, card_last4, card_type,
          authorization_code, batch_no, response_code)
        SELECT order_id, ${card.card_brand}, ${card.card_last4}, ${card.card_type},
          ${card.authorization_code}, ${card.batch_no}, ${card.response_code}
        FROM settled WHERE ${hasCard}
        ON CONFLICT (order_id) DO UPDATE SET card_brand = excluded.card_brand,
          card_last4 = excluded.card_last4, card_type = excluded.card_type,
          authorization_code = excluded.authorization_code, batch_no = excluded.batch_no,
          response_code = excluded.response_code
      ), receipts AS (
        INSERT INTO order_receipts (order_id, receipt_type, storage_path)
        SELECT s.order_id, r.type, r.path
        FROM settled s, jsonb_to_recordset(${JSON.stringify(values.receipts)}::jsonb) AS r(type text, path text)
        ON CONFLICT (order_id, receipt_type) DO UPDATE SET storage_path = excluded.storage_path
      ), announced AS (
        SELECT pg_notify(${announce.channel},
          CASE WHEN EXISTS (SELECT 1 FROM paid) THEN ${announce.paid} ELSE ${announce.approved} END)
        FROM settled
      )
      SELECT (SELECT count(*) FROM settled)::int AS settled, (SELECT count(*) FROM paid)::int AS paid,
        (SELECT count(*) FROM announced)::int AS announced
    `.execute(this.db);
    const row = result.rows[0];
    return { settled: (row?.settled ?? 0) > 0, paid: (row?.paid ?? 0) > 0 };
  }

  async touch(id: string): Promise<void> {
    await this.db
      .updateTable('payment_attempts')
      .set({ last_checked_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The order is paid, as `approve` makes it (from PAYABLE_ORDER_STATUSES only; false otherwise),
   * for tests and tools that need a paid order without a sale.
   */
  async markPaid(orderId: string): Promise<boolean> {
    const row = await this.db
      .updateTable('orders')
      .set({
        status: 'paid',
        payment_status: 'paid',
        paid_at: new Date(),
        updated_at: new Date(),
        version: sql`version + 1`,
      })
      .where('id', '=', orderId)
      .where('status', 'in', PAYABLE_ORDER_STATUSES)
      .where('payment_status', '!=', 'paid')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A kiosk order whose tries are used up (`maxAttempts` attempts that count, `attemptsUsed`: the
   * customer's cancels do not) fails its payment and goes to staff; otherwise it stays payable.
   */
  async markPaymentFailedWhenTriesUsed(orderId: string, maxAttempts: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({
        status: 'payment_failed',
        payment_status: 'failed',
        updated_at: new Date(),
        version: sql`version + 1`,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending_payment')
      .where(
        sql<boolean>`(SELECT count(*) FROM payment_attempts y WHERE y.order_id = ${orderId}
          AND y.status <> ALL(${UNCOUNTED_ATTEMPT_STATUSES}::text[])) >= ${maxAttempts}`,
      )
      .execute();
  }
}
