import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { insertOrderLines, type NewOrderLine } from './order.repository.js';

/** An open order's row with its money (approved parts, completed refunds, a part under way). */
export interface OpenOrderRow {
  id: string;
  order_number: string;
  reference_number: number;
  status: string;
  version: number;
  subtotal_minor: number;
  tax_minor: number;
  total_minor: number;
  gross_minor: number;
  discount_minor: number;
  /** The manual discounts as saved (domain ManualDiscount with the amount each took). */
  manual_discounts: Array<Record<string, unknown>>;
  discount_approved_by: string | null;
  customer: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  creator_email: string | null;
  collected_minor: number;
  refunded_minor: number;
  payment_in_progress: boolean;
}

/** Open orders (tabs): orders marked metadata.open_order, with their money in one query. */
export class OpenOrderRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private async select(where: ReturnType<typeof sql>, limit = 300): Promise<OpenOrderRow[]> {
    const result = await sql<OpenOrderRow>`
      SELECT o.id, o.order_number, o.reference_number, o.status, o.version,
        o.subtotal_minor::int AS subtotal_minor, o.tax_minor::int AS tax_minor,
        o.total_minor::int AS total_minor, o.gross_minor::int AS gross_minor,
        o.discount_minor::int AS discount_minor, o.manual_discounts, o.discount_approved_by, o.customer, o.metadata, o.created_at, o.updated_at,
        u.email AS creator_email,
        COALESCE((SELECT sum(a.amount_minor) FROM payment_attempts a
                  WHERE a.order_id = o.id AND a.status = 'approved'), 0)::int AS collected_minor,
        COALESCE((SELECT sum(r.amount_minor) FROM payment_reversals r
                  WHERE r.order_id = o.id AND r.status = 'completed'), 0)::int AS refunded_minor,
        EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id
                AND a.status IN ('connecting', 'sent', 'waiting', 'unknown')) AS payment_in_progress
      FROM orders o
      LEFT JOIN users u ON u.id = o.created_by_user_id
      WHERE o.metadata ? 'open_order' AND ${where}
      ORDER BY o.created_at DESC
      LIMIT ${limit}`.execute(this.db);
    return result.rows;
  }

  async byId(id: string): Promise<OpenOrderRow | undefined> {
    return (await this.select(sql`o.id = ${id}::uuid`, 1))[0];
  }

  /** Open orders of a business day, or those not closed yet (any day) plus today's closed ones. */
  list(options: { date?: string }): Promise<OpenOrderRow[]> {
    if (options.date) return this.select(sql`o.business_day = ${options.date}::date`);
    return this.select(sql`(o.status = 'pending_payment' OR o.business_day = current_date)`);
  }

  /** Open orders still waiting for (the rest of) their payment, opened before `before`, oldest first. */
  async stillOpen(before: Date): Promise<OpenOrderRow[]> {
    const rows = await this.select(sql`o.status = 'pending_payment' AND o.created_at < ${before}`);
    return rows.reverse();
  }

  /**
   * The compare-and-set of an edit: replaces lines, totals and the open_order marks only if the
   * order is still at `version` and still waiting for its payment. Undefined when it is not (a
   * version conflict or a closed order: the caller reads the row to tell which).
   */
  async replaceIfAt(input: {
    id: string;
    version: number;
    lines: NewOrderLine[] | undefined;
    totals:
      | {
          subtotal_minor: number;
          tax_minor: number;
          total_minor: number;
          gross_minor: number;
          discount_minor: number;
        }
      | undefined;
    /** The tab's manual discounts as now saved, and who approved them (kept when undefined). */
    discounts?: { list: unknown[]; approvedBy: string | null } | undefined;
    openOrder: Record<string, unknown>;
  }): Promise<{ version: number } | undefined> {
    const updated = await this.db
      .updateTable('orders')
      .set({
        ...(input.totals ?? {}),
        ...(input.discounts
          ? {
              manual_discounts: JSON.stringify(input.discounts.list),
              discount_approved_by: input.discounts.approvedBy,
            }
          : {}),
        version: sql`version + 1`,
        updated_at: new Date(),
        metadata: sql`jsonb_set(metadata, '{open_order}', (metadata -> 'open_order') || ${JSON.stringify(input.openOrder)}::jsonb)`,
      })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .where('status', '=', 'pending_payment')
      .where(sql<boolean>`metadata ? 'open_order'`)
      .returning('version')
      .executeTakeFirst();
    if (!updated) return undefined;
    if (input.lines) {
      await this.db.deleteFrom('order_items').where('order_id', '=', input.id).execute();
      if (input.lines.length > 0) await insertOrderLines(this.db, input.id, input.lines);
    }
    return { version: updated.version };
  }
}
