import { type TillOrderPayments, tillOrderPaymentsSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** GET /api/till/orders/:orderId/payments: total, paid, remaining and each payment of the order. */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<TillOrderPayments> {
  const response = await api.get<{ success: true; data: unknown }>(
    `/api/till/orders/${encodeURIComponent(orderId)}/payments`,
    signal ? { signal } : {},
  );
  return tillOrderPaymentsSchema.parse(response.data);
}
