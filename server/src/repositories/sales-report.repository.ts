import type { DayRows, DiscountRow, MoneyKind, SalesChannel, SalesOrderType } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import { PLANNED_PER_RUN } from '../db/prepared-statements.js';
import type { DB } from '../db/schema.js';

/**
 * The sales aggregates (migration 20261124002100: sales_hour_totals, sales_line_totals,
 * sales_money_totals, sales_refund_rate_totals, kept by triggers; sales_discount_totals: 20261128000950)
 * and the closed days (sales_day_closings).
 */
export class SalesReportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async today(): Promise<string> {
    const { rows } = await sql<{ day: string }>`SELECT current_date::text AS day`.execute(this.db);
    return rows[0]?.day ?? new Date().toISOString().slice(0, 10);
  }

  /**
   * The aggregate rows of the business days from..to (inclusive), summed over the days. Planned for
   * each range: a plan made for no range in particular reads a month as it would read a day.
   */
  async rows(from: string, to: string): Promise<DayRows> {
    const [sales, lines, money, refunds] = await Promise.all([
      sql<{
        hour: number;
        channel: SalesChannel;
        order_type: SalesOrderType;
        source_key: string;
        orders: string;
        gross: string;
      }>`${PLANNED_PER_RUN}
        SELECT hour, channel, order_type, source_key, sum(orders)::text AS orders, sum(gross_minor)::text AS gross
        FROM sales_hour_totals WHERE business_day BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2, 3, 4 HAVING sum(orders) <> 0 OR sum(gross_minor) <> 0`.execute(this.db),
      sql<{
        product_key: string;
        vat_rate: number;
        name: string;
        quantity: string;
        gross: string;
        vat: string;
      }>`${PLANNED_PER_RUN}
        SELECT product_key, vat_rate, max(product_name) AS name, sum(quantity)::text AS quantity,
          sum(gross_minor)::text AS gross, sum(vat_minor)::text AS vat
        FROM sales_line_totals WHERE business_day BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2 HAVING sum(quantity) <> 0 OR sum(gross_minor) <> 0`.execute(this.db),
      sql<{
        method: 'card' | 'cash';
        terminal_key: string;
        kind: MoneyKind;
        n: string;
        amount: string;
      }>`${PLANNED_PER_RUN}
        SELECT method, terminal_key, kind, sum(n)::text AS n, sum(amount_minor)::text AS amount
        FROM sales_money_totals WHERE business_day BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount_minor) <> 0`.execute(this.db),
      sql<{ vat_rate: number; amount: string }>`${PLANNED_PER_RUN}
        SELECT vat_rate, sum(amount_minor)::text AS amount
        FROM sales_refund_rate_totals WHERE business_day BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1 HAVING sum(amount_minor) <> 0`.execute(this.db),
    ]);
    return {
      sales: sales.rows.map((r) => ({
        hour: r.hour,
        channel: r.channel,
        orderType: r.order_type,
        sourceKey: r.source_key,
        orders: Number(r.orders),
        grossMinor: Number(r.gross),
      })),
      lines: lines.rows.map((r) => ({
        productKey: r.product_key,
        productName: r.name,
        vatRate: r.vat_rate,
        quantity: Number(r.quantity),
        grossMinor: Number(r.gross),
        vatMinor: Number(r.vat),
      })),
      money: money.rows.map((r) => ({
        method: r.method,
        terminalKey: r.terminal_key,
        kind: r.kind,
        count: Number(r.n),
        amountMinor: Number(r.amount),
      })),
      refundRates: refunds.rows.map((r) => ({ vatRate: r.vat_rate, amountMinor: Number(r.amount) })),
    };
  }

  /** The discount aggregates (sales_discount_totals, migration 20261128000950) of from..to, summed. */
  async discountRows(from: string, to: string): Promise<DiscountRow[]> {
    const { rows } = await sql<{
      kind: DiscountRow['kind'];
      key: string;
      name: string;
      n: string;
      quantity: string;
      gross: string;
      discount: string;
      net: string;
      refund: string;
    }>`${PLANNED_PER_RUN}
      SELECT kind, key, max(name) AS name, sum(n)::text AS n, sum(quantity)::text AS quantity,
        sum(gross_minor)::text AS gross, sum(discount_minor)::text AS discount, sum(net_minor)::text AS net,
        sum(refund_minor)::text AS refund
      FROM sales_discount_totals WHERE business_day BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1, 2
      HAVING sum(n) <> 0 OR sum(gross_minor) <> 0 OR sum(discount_minor) <> 0 OR sum(net_minor) <> 0
        OR sum(refund_minor) <> 0`.execute(this.db);
    return rows.map((r) => ({
      kind: r.kind,
      key: r.key,
      name: r.name,
      n: Number(r.n),
      quantity: Number(r.quantity),
      grossMinor: Number(r.gross),
      discountMinor: Number(r.discount),
      salesMinor: Number(r.net),
      refundMinor: Number(r.refund),
    }));
  }

  /** Today's orders not yet paid and paid ones the kitchen has not finished (order_day_counts). */
  async liveCounts(day: string): Promise<{ open: number; inKitchen: number }> {
    const { rows } = await sql<{ open: string; kitchen: string }>`
      SELECT coalesce(sum(n) FILTER (WHERE status IN ('pending', 'pending_payment')), 0)::text AS open,
        coalesce(sum(n) FILTER (WHERE status IN ('paid', 'confirmed', 'preparing')), 0)::text AS kitchen
      FROM order_day_counts WHERE business_day = ${day}::date`.execute(this.db);
    return { open: Number(rows[0]?.open ?? 0), inKitchen: Number(rows[0]?.kitchen ?? 0) };
  }

  /** First and last paid order of a day, and the number of void / refund requests. */
  async dayFacts(day: string): Promise<{
    first: Date | null;
    last: Date | null;
    cancellations: number;
    refunds: number;
  }> {
    const [times, requests] = await Promise.all([
      // The day's orders first (business_day index): a bare min/max over created_at would walk the
      // created_at index from the oldest order until it reached the day.
      sql<{ first: Date | null; last: Date | null }>`
        WITH day_orders AS MATERIALIZED (
          SELECT created_at FROM orders WHERE business_day = ${day}::date AND payment_status = 'paid')
        SELECT min(created_at) AS first, max(created_at) AS last FROM day_orders`.execute(this.db),
      sql<{ cancellations: string; refunds: string }>`
        SELECT count(DISTINCT r.refund_id) FILTER (WHERE r.kind = 'void')::text AS cancellations,
          count(DISTINCT r.refund_id) FILTER (WHERE r.kind <> 'void')::text AS refunds
        FROM payment_reversals r JOIN orders o ON o.id = r.order_id
        WHERE o.business_day = ${day}::date AND r.status = 'completed'`.execute(this.db),
    ]);
    return {
      first: times.rows[0]?.first ?? null,
      last: times.rows[0]?.last ?? null,
      cancellations: Number(requests.rows[0]?.cancellations ?? 0),
      refunds: Number(requests.rows[0]?.refunds ?? 0),
    };
  }

  /** Display names of kiosks, cashiers and terminals by id. */
  async names(ids: string[]): Promise<Map<string, string>> {
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (uuids.length === 0) return new Map();
    const { rows } = await sql<{ id: string; name: string }>`
      SELECT id::text, username AS name FROM kiosk_users WHERE id = ANY(${uuids}::uuid[])
      UNION ALL SELECT id::text, coalesce(display_name, email) FROM users WHERE id = ANY(${uuids}::uuid[])
      UNION ALL SELECT id::text, coalesce(device_name, pos_serial_number) FROM pos_devices WHERE id = ANY(${uuids}::uuid[])`.execute(
      this.db,
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** A closed day's report; its Z number is the count of closed days up to it (1, 2, ...). */
  async closing(day: string): Promise<{
    report: unknown;
    closed_at: Date;
    closed_by: string | null;
    changed_at: Date | null;
    z_number: number;
  } | null> {
    const { rows } = await sql<{
      report: unknown;
      closed_at: Date;
      closed_by: string | null;
      changed_at: Date | null;
      z_number: number;
    }>`
      SELECT c.report, c.closed_at, coalesce(u.display_name, u.email) AS closed_by, c.changed_at,
        (SELECT count(*)::int FROM sales_day_closings p WHERE p.business_day <= c.business_day) AS z_number
      FROM sales_day_closings c LEFT JOIN users u ON u.id = c.closed_by_user_id
      WHERE c.business_day = ${day}::date`.execute(this.db);
    return rows[0] ?? null;
  }

  /** The outlet's name for the report's header: the active businesses' names (null: none). */
  async outletName(): Promise<string | null> {
    const { rows } = await sql<{ name: string | null }>`
      SELECT string_agg(name, ' · ' ORDER BY created_at, name) AS name
      FROM businesses WHERE is_active`.execute(this.db);
    return rows[0]?.name ?? null;
  }

  /** Records a day's report; false when the day was closed already (a closed day never changes). */
  async close(day: string, report: unknown, userId: string | null): Promise<boolean> {
    const { rows } = await sql<{ business_day: string }>`
      INSERT INTO sales_day_closings (business_day, report, closed_by_user_id)
      VALUES (${day}::date, ${JSON.stringify(report)}::jsonb, ${userId}::uuid)
      ON CONFLICT (business_day) DO NOTHING RETURNING business_day::text`.execute(this.db);
    return rows.length === 1;
  }
}
