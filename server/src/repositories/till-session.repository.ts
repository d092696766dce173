import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Payment states of a part still running at a terminal (a close or handover waits for them). */
const RUNNING = ['connecting', 'sent', 'waiting', 'unknown'] as const;

export interface TillSessionFilter {
  from?: string | undefined;
  to?: string | undefined;
  storeId?: string | undefined;
  posDeviceId?: string | undefined;
  status?: 'open' | 'closed' | undefined;
  limit: number;
  offset: number;
}

/** Till sessions (issue 32): the one open session of a till, its drawer's movements and figures. */
export class TillSessionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Sessions with their till's name, store and people, as listed and shown. */
  private listed() {
    return this.db
      .selectFrom('till_sessions as s')
      .innerJoin('pos_devices as d', 'd.id', 's.pos_device_id')
      .leftJoin('kiosk_users as k', 'k.id', 'd.kiosk_id')
      .leftJoin('users as uo', 'uo.id', 's.opened_by_user_id')
      .leftJoin('users as uc', 'uc.id', 's.cashier_user_id')
      .leftJoin('users as ux', 'ux.id', 's.closed_by_user_id')
      .selectAll('s')
      .select([
        'd.device_name',
        'k.store_id',
        'uo.email as opened_by_email',
        'uc.email as cashier_email',
        'ux.email as closed_by_email',
        sql<string>`to_char(s.business_day, 'YYYY-MM-DD')`.as('business_day_text'),
        sql<boolean>`s.status = 'open' AND s.business_day < current_date`.as('must_close'),
      ]);
  }

  session(id: string) {
    return this.listed().where('s.id', '=', id).executeTakeFirst();
  }

  /** The till's open session, if any. */
  openOf(posDeviceId: string) {
    return this.listed()
      .where('s.pos_device_id', '=', posDeviceId)
      .where('s.status', '=', 'open')
      .executeTakeFirst();
  }

  /**
   * Locks the till's open session (FOR UPDATE: a close, handover or cash movement; FOR SHARE: a
   * part or a cash refund taken in it), or undefined when none is open.
   */
  lockOpen(posDeviceId: string, mode: 'update' | 'share') {
    const q = this.db
      .selectFrom('till_sessions')
      .select(['id', 'float_minor', 'business_day', 'cashier_user_id'])
      .select(sql<boolean>`business_day < current_date`.as('must_close'))
      .where('pos_device_id', '=', posDeviceId)
      .where('status', '=', 'open');
    return (mode === 'update' ? q.forUpdate() : q.forShare()).executeTakeFirst();
  }

  /**
   * Locks the till (its pos_devices row) against opening a session meanwhile: an open takes it FOR
   * UPDATE, a part or a cash refund FOR KEY SHARE (parts never wait for each other, nor for the
   * terminal's own row updates). So a part starting while a session opens is either seen by the
   * open (409 payment_in_progress) or sees the new session and is recorded in it.
   */
  async lockTill(posDeviceId: string, mode: 'update' | 'key share'): Promise<void> {
    const q = this.db.selectFrom('pos_devices').select('id').where('id', '=', posDeviceId);
    await (mode === 'update' ? q.forUpdate() : q.forKeyShare()).execute();
  }

  /** Locks a session by id for a close, handover or cash movement. */
  lockById(id: string) {
    return this.db
      .selectFrom('till_sessions')
      .select(['id', 'pos_device_id', 'status', 'float_minor', 'cashier_user_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The till that took a part in a session (a back-office cash refund returns it there). */
  async tillOfPart(partId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('payment_attempts as a')
      .innerJoin('till_sessions as s', 's.id', 'a.till_session_id')
      .select('s.pos_device_id')
      .where('a.id', '=', partId)
      .executeTakeFirst();
    return row?.pos_device_id;
  }

  /** Whether a user may take a till: an active staff account. */
  async staffUser(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('is_disabled', '=', false)
      .where('role', 'in', ['cashier', 'admin', 'super_admin'])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The active staff accounts a till may be handed to (no secrets), by name then e-mail. */
  cashiers() {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'role'])
      .where('is_disabled', '=', false)
      .where('role', 'in', ['cashier', 'admin', 'super_admin'])
      .orderBy(sql`coalesce(display_name, email)`)
      .orderBy('email')
      .limit(500)
      .execute();
  }

  /** Opens a session; undefined when the till already has one (the one-open index). */
  async open(values: {
    pos_device_id: string;
    float_minor: number;
    float_count: Record<string, number> | null;
    user_id: string | null;
  }): Promise<string | undefined> {
    const row = await this.db
      .insertInto('till_sessions')
      .values({
        pos_device_id: values.pos_device_id,
        float_minor: values.float_minor,
        float_count: values.float_count === null ? null : JSON.stringify(values.float_count),
        opened_by_user_id: values.user_id,
        cashier_user_id: values.user_id,
      })
      // The partial index's predicate as a literal: under a generic plan a parameter could not prove
      // the index applies (a prepared statement's sixth run failed with "no unique constraint").
      .onConflict((oc) => oc.column('pos_device_id').where('status', '=', sql.lit('open')).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Whether a card part is still running at the till's terminal. */
  async runningPart(posDeviceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('pos_device_id', '=', posDeviceId)
      .where('status', 'in', [...RUNNING])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** What moved cash in the session's drawer (kuruş). */
  async drawer(sessionId: string) {
    const { rows } = await sql<{ sales: string; refunds: string; ins: string; outs: string }>`
      SELECT
        (SELECT coalesce(sum(amount_minor), 0) FROM payment_attempts
          WHERE till_session_id = ${sessionId} AND method = 'cash' AND status = 'approved')::text AS sales,
        (SELECT coalesce(sum(amount_minor), 0) FROM payment_reversals
          WHERE till_session_id = ${sessionId} AND kind = 'cash_return' AND status = 'completed')::text AS refunds,
        (SELECT coalesce(sum(amount_minor), 0) FROM till_cash_movements
          WHERE till_session_id = ${sessionId} AND direction = 'in')::text AS ins,
        (SELECT coalesce(sum(amount_minor), 0) FROM till_cash_movements
          WHERE till_session_id = ${sessionId} AND direction = 'out')::text AS outs`.execute(this.db);
    const r = rows[0];
    return {
      cashSalesMinor: Number(r?.sales ?? 0),
      cashRefundsMinor: Number(r?.refunds ?? 0),
      cashInMinor: Number(r?.ins ?? 0),
      cashOutMinor: Number(r?.outs ?? 0),
    };
  }

  addMovement(values: {
    till_session_id: string;
    direction: 'in' | 'out';
    reason: 'cash_added' | 'bank_deposit' | 'supplier_payment' | 'other';
    amount_minor: number;
    note: string | null;
    created_by_user_id: string | null;
  }) {
    return this.db.insertInto('till_cash_movements').values(values).returning('id').executeTakeFirstOrThrow();
  }

  movements(sessionId: string) {
    return this.db
      .selectFrom('till_cash_movements as m')
      .leftJoin('users as u', 'u.id', 'm.created_by_user_id')
      .selectAll('m')
      .select('u.email as created_by_email')
      .where('m.till_session_id', '=', sessionId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
  }

  /** Hands the session to another cashier (compare-and-set on the open session and its cashier). */
  async handover(values: {
    till_session_id: string;
    from_user_id: string | null;
    to_user_id: string;
    counted_minor: number;
    counted_count: Record<string, number> | null;
    expected_minor: number;
    difference_minor: number;
    note: string | null;
  }): Promise<boolean> {
    const moved = await this.db
      .updateTable('till_sessions')
      .set({ cashier_user_id: values.to_user_id })
      .where('id', '=', values.till_session_id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await this.db
      .insertInto('till_session_handovers')
      .values({
        ...values,
        counted_count: values.counted_count === null ? null : JSON.stringify(values.counted_count),
      })
      .execute();
    return true;
  }

  handovers(sessionId: string) {
    return this.db
      .selectFrom('till_session_handovers as h')
      .leftJoin('users as uf', 'uf.id', 'h.from_user_id')
      .leftJoin('users as ut', 'ut.id', 'h.to_user_id')
      .selectAll('h')
      .select(['uf.email as from_email', 'ut.email as to_email'])
      .where('h.till_session_id', '=', sessionId)
      .orderBy('h.created_at')
      .execute();
  }

  /** Closes an open session (compare-and-set: false when it is no longer open). */
  async close(values: {
    id: string;
    user_id: string | null;
    counted_minor: number;
    counted_count: Record<string, number> | null;
    expected_minor: number;
    difference_minor: number;
    note: string | null;
  }): Promise<boolean> {
    const done = await this.db
      .updateTable('till_sessions')
      .set({
        status: 'closed',
        closed_at: sql<Date>`now()`,
        closed_by_user_id: values.user_id,
        counted_minor: values.counted_minor,
        counted_count: values.counted_count === null ? null : JSON.stringify(values.counted_count),
        expected_minor: values.expected_minor,
        difference_minor: values.difference_minor,
        close_note: values.note,
      })
      .where('id', '=', values.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** Sessions by opening day, store, till and status, newest first, with the total matching. */
  async list(filter: TillSessionFilter) {
    let q = this.listed();
    if (filter.from) q = q.where('s.business_day', '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) q = q.where('s.business_day', '<=', sql<Date>`${filter.to}::date`);
    if (filter.storeId) q = q.where('k.store_id', '=', filter.storeId);
    if (filter.posDeviceId) q = q.where('s.pos_device_id', '=', filter.posDeviceId);
    if (filter.status) q = q.where('s.status', '=', filter.status);
    const [items, total] = await Promise.all([
      q.orderBy('s.opened_at', 'desc').orderBy('s.id').limit(filter.limit).offset(filter.offset).execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  /** How many sessions are open on an earlier business day (the dashboard's flag). */
  async staleCount(): Promise<number> {
    const row = await this.db
      .selectFrom('till_sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'open')
      .where('business_day', '<', sql<Date>`current_date`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
