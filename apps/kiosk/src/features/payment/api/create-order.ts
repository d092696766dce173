import type { CreateOrder, OrderSummary } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST manage-orders/create with the checkout's idempotency key (the same key replays the first answer). */
export async function createOrder(body: CreateOrder, idempotencyKey: string): Promise<OrderSummary> {
  const response = await api.post<{ success: true; data: OrderSummary }>(
    '/functions/v1/manage-orders/create',
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  return response.data;
}
