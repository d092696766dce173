import type { CreateOrder, OrderSummary, PaymentAttempt, SimulatorOutcome } from '@kiosk/contracts';
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

/** How long one status request waits for the attempt to move on from the step the kiosk shows. */
export const PAYMENT_STATUS_WAIT_MS = 8000;

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

/**
 * The terminal simulator's test environment: the outcome and delay of the next sale, set through
 * the server (the kiosk page has no direct access to the terminal). `_baseUrl` only marks that the
 * terminal is the test environment.
 */
export async function chooseTestOutcome(
  _baseUrl: string,
  outcome: SimulatorOutcome,
  delayMs: number,
): Promise<void> {
  await api.post('/functions/v1/kiosk-payment/test-outcome', { outcome, delayMs });
}
