import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/**
 * What an approval at the terminal writes on the order (paid, from a state that waits for payment
 * only), for tests that need a paid order without running a sale.
 */
export async function markOrderPaid(db: Kysely<DB>, orderId: string): Promise<void> {
  const paid = await db
    .updateTable('orders')
    .set({
      status: 'paid',
      payment_status: 'paid',
      paid_at: new Date(),
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', orderId)
    .where('status', 'in', ['pending_payment', 'abandoned', 'payment_failed'])
    .where('payment_status', '!=', 'paid')
    .returning('id')
    .executeTakeFirst();
  if (!paid) throw new Error('order not payable');
}

/**
 * A payment attempt still under way at a terminal: sent, answer not known yet. It names no terminal,
 * so the recovery job cannot settle it while the test runs.
 */
export async function openPaymentAttempt(db: Kysely<DB>, orderId: string): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select('total_minor')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_attempts')
    .values({
      order_id: orderId,
      attempt_no: 1,
      driver: 'REST',
      pos_device_id: null,
      status: 'unknown',
      handle: JSON.stringify({ TransactionHandle: 'test' }),
      amount_minor: order.total_minor,
      sent_at: new Date(),
    })
    .execute();
}
