import type { PaymentAttempt } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST kiosk-payment/start: pays the order at the kiosk's terminal (or returns the attempt under way). */
export async function startPayment(orderId: string): Promise<PaymentAttempt> {
  const response = await api.post<{ success: true; data: PaymentAttempt }>(
    '/functions/v1/kiosk-payment/start',
    {
      order_id: orderId,
    },
  );
  return response.data;
}
