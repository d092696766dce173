import { type TillPayment, tillPaymentSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** GET /api/till/payments/:id: where a payment part stands (polled while it runs). */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<TillPayment> {
  const response = await api.get<{ success: true; data: unknown }>(
    `/api/till/payments/${encodeURIComponent(paymentId)}`,
    signal ? { signal } : {},
  );
  return tillPaymentSchema.parse(response.data);
}
