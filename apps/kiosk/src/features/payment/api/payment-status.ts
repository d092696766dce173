import type { PaymentAttempt } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** How long one status request waits for the attempt to move on from the step the kiosk shows. */
const PAYMENT_STATUS_WAIT_MS = 8000;

/**
 * GET kiosk-payment/status. Given the step the screen shows, the server answers when the attempt
 * moves on from it (or after PAYMENT_STATUS_WAIT_MS): a long poll.
 */
export async function paymentStatus(
  attemptId: string,
  signal?: AbortSignal,
  shownStep?: PaymentAttempt['step'],
): Promise<PaymentAttempt> {
  const response = await api.get<{ success: true; data: PaymentAttempt }>(
    '/functions/v1/kiosk-payment/status',
    {
      query: {
        attempt_id: attemptId,
        ...(shownStep ? { step: shownStep, wait_ms: String(PAYMENT_STATUS_WAIT_MS) } : {}),
      },
      ...(signal ? { signal } : {}),
    },
  );
  return response.data;
}
