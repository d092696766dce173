import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** The figures of one session's X and close reports (issue 32). */
export class TillSessionReportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Approved parts taken in the session, by method. */
  async byMethod(sessionId: string) {
    const { rows } = await sql<{ method: 'card' | 'cash'; n: number; amount: string }>`
      SELECT method, count(*)::int AS n, sum(amount_minor)::text AS amount FROM payment_attempts
      WHERE till_session_id = ${sessionId} AND status = 'approved' GROUP BY method ORDER BY method`.execute(
      this.db,
    );
    return rows.map((r) => ({ method: r.method, count: r.n, amount_minor: Number(r.amount) }));
  }

  /** Lines of the orders with an approved part in the session, by KDV rate. */
  async byVatRate(sessionId: string) {
    const { rows } = await sql<{ vat_rate: number; gross: string; vat: string }>`
      SELECT i.vat_rate::float8 AS vat_rate, sum(i.total_price_minor)::text AS gross, sum(i.vat_minor)::text AS vat
      FROM order_items i
      WHERE i.order_id IN (SELECT order_id FROM payment_attempts WHERE till_session_id = ${sessionId} AND status = 'approved')
      GROUP BY i.vat_rate ORDER BY i.vat_rate`.execute(this.db);
    return rows.map((r) => ({
      vat_rate: Number(r.vat_rate),
      gross_minor: Number(r.gross),
      vat_minor: Number(r.vat),
    }));
  }

  /** Completed reversals of the session: cash returns out of its drawer, card ones at its terminal. */
  async refunds(sessionId: string, posDeviceId: string, openedAt: Date, closedAt: Date | null) {
    const { rows } = await sql<{ n: number; cash: string; card: string }>`
      SELECT count(DISTINCT refund_id)::int AS n,
        coalesce(sum(amount_minor) FILTER (WHERE kind = 'cash_return'), 0)::text AS cash,
        coalesce(sum(amount_minor) FILTER (WHERE kind <> 'cash_return'), 0)::text AS card
      FROM payment_reversals
      WHERE status = 'completed' AND (till_session_id = ${sessionId}
        OR (till_session_id IS NULL AND kind <> 'cash_return' AND pos_device_id = ${posDeviceId}
          AND created_at >= ${openedAt} AND created_at <= coalesce(${closedAt}::timestamptz, now())))`.execute(
      this.db,
    );
    const r = rows[0];
    return { count: r?.n ?? 0, cash_minor: Number(r?.cash ?? 0), card_minor: Number(r?.card ?? 0) };
  }

  /**
   * Discounts given on the orders paid in the session (issue 33's promotions and manual discounts,
   * as the lines' savings record them): per kind, the orders it was given on and its total.
   */
  async discounts(sessionId: string) {
    const { rows } = await sql<{ kind: string; n: number; amount: string; all_orders: number }>`
      WITH given AS (
        SELECT i.order_id, s->>'kind' AS kind, (s->>'amount_minor')::bigint AS amount
        FROM order_items i CROSS JOIN LATERAL jsonb_array_elements(i.savings) AS s
        WHERE i.order_id IN (SELECT order_id FROM payment_attempts WHERE till_session_id = ${sessionId} AND status = 'approved')
      )
      SELECT kind, count(DISTINCT order_id)::int AS n, sum(amount)::text AS amount,
        (SELECT count(DISTINCT order_id)::int FROM given WHERE amount > 0) AS all_orders
      FROM given WHERE amount > 0 GROUP BY kind`.execute(this.db);
    const of = (kind: 'promotion' | 'manual') => {
      const row = rows.find((r) => r.kind === kind);
      return { count: row?.n ?? 0, discount_minor: Number(row?.amount ?? 0) };
    };
    const promotions = of('promotion');
    const manual = of('manual');
    return {
      orders: rows[0]?.all_orders ?? 0,
      discount_minor: promotions.discount_minor + manual.discount_minor,
      promotions,
      manual,
    };
  }

  /** The orders paid in the session: how many, the first and the last order number. */
  async orders(sessionId: string) {
    const { rows } = await sql<{ n: number; first: string | null; last: string | null }>`
      SELECT count(*)::int AS n,
        (array_agg(o.order_number ORDER BY o.created_at, o.id))[1] AS first,
        (array_agg(o.order_number ORDER BY o.created_at DESC, o.id DESC))[1] AS last
      FROM orders o
      WHERE o.id IN (SELECT order_id FROM payment_attempts WHERE till_session_id = ${sessionId} AND status = 'approved')`.execute(
      this.db,
    );
    const r = rows[0];
    return { count: r?.n ?? 0, first: r?.first ?? null, last: r?.last ?? null };
  }

  /** The sessions opened on a business day, with their differences (the Z report's day). */
  daySessions(day: string) {
    return this.db
      .selectFrom('till_sessions as s')
      .innerJoin('pos_devices as d', 'd.id', 's.pos_device_id')
      .select([
        's.id',
        's.pos_device_id',
        'd.device_name',
        's.status',
        's.expected_minor',
        's.counted_minor',
        's.difference_minor',
      ])
      .where('s.business_day', '=', sql<Date>`${day}::date`)
      .orderBy('s.opened_at')
      .execute();
  }
}
