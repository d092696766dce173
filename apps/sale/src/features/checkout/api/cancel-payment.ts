import { type TillPayment, tillPaymentSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * POST /api/till/payments/:id/cancel: asks the terminal to abort the sale. The answer may still be
 * running (or even approved): the caller keeps polling until the part has ended.
 */
export async function cancelPayment(paymentId: string): Promise<TillPayment> {
  const response = await api.post<{ success: true; data: unknown }>(
    `/api/till/payments/${encodeURIComponent(paymentId)}/cancel`,
    {},
  );
  return tillPaymentSchema.parse(response.data);
}
