import { UNCOUNTED_ATTEMPT_STATUSES } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import type { DB, OrderPaymentDetailsTable, OrderPosDetailsTable } from '../db/schema.js';
import { OPEN_ATTEMPT_STATUSES } from './payment-attempt.repository.js';

/**
 * The order states an approval may turn into paid: waiting for payment, or given up on meanwhile
 * (the customer paid, so it is paid). A cancelled order stays cancelled.
 */
const PAYABLE_ORDER_STATUSES = ['pending_payment', 'abandoned', 'payment_failed'] as const;

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

/** What an attempt's end writes on its order: paid with what it keeps, or its payment failed. */
export class PaymentApprovalRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * An approved sale, in one statement: the attempt approved (only from an open state), and if that
   * applied, the order paid when nothing remains (its approved parts, this one included, cover its
   * total; only from a state that waits for this payment) and its POS details (a
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
