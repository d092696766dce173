import { type StartTillPayment, type TillPayment, tillPaymentSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * POST /api/till/orders/:orderId/payments: one part (card or cash) of the order's payment. The key
 * makes a resent request (lost answer) return the same part. 409 payment_in_progress while another
 * part of the order runs.
 */
export async function startPayment(
  orderId: string,
  body: StartTillPayment,
  idempotencyKey: string,
): Promise<TillPayment> {
  const response = await api.post<{ success: true; data: unknown }>(
    `/api/till/orders/${encodeURIComponent(orderId)}/payments`,
    body,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return tillPaymentSchema.parse(response.data);
}
