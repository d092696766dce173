import type { CreateOrder, OrderSummary } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * POST /functions/v1/manage-orders/create with the checkout's idempotency key: a retry with the
 * same key replays the first answer (never a second order). 400 customer_info_required /
 * validation_failed name the refused fields (customer.<field>, items.N).
 */
export async function createOrder(body: CreateOrder, idempotencyKey: string): Promise<OrderSummary> {
  const response = await api.post<{ success: true; data: OrderSummary }>(
    '/functions/v1/manage-orders/create',
    body,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return response.data;
}
