import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { PaymentRepository } from '../../src/repositories/payment.repository.js';

/**
 * What an approval at the terminal writes on the order (the payment repository's markPaid), for
 * tests that need a paid order without running a sale.
 */
export async function markOrderPaid(db: Kysely<DB>, orderId: string): Promise<void> {
  if (!(await new PaymentRepository(db).markPaid(orderId))) throw new Error('order not payable');
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
