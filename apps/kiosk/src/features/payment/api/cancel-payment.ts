import type { PaymentAttempt } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST kiosk-payment/cancel: aborts the sale at the terminal. */
export async function cancelPayment(attemptId: string): Promise<PaymentAttempt> {
  const response = await api.post<{ success: true; data: PaymentAttempt }>(
    '/functions/v1/kiosk-payment/cancel',
    {
      attempt_id: attemptId,
    },
  );
  return response.data;
}
