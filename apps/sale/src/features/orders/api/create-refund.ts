import { type CreateTillRefund, type TillOrderPayments, tillOrderPaymentsSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { orderPaymentsKey } from './get-order-payments';

/**
 * POST /api/till/orders/:orderId/refunds: the whole order (no lines) or chosen lines, with a
 * reason. Card parts are voided (same day) or refunded at the terminal, cash is returned; the
 * answer is the order's new payment state.
 */
async function createRefund(
  orderId: string,
  body: CreateTillRefund,
  idempotencyKey: string,
): Promise<TillOrderPayments> {
  const response = await api.post<{ success: true; data: unknown }>(
    `/api/till/orders/${encodeURIComponent(orderId)}/refunds`,
    body,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return tillOrderPaymentsSchema.parse(response.data);
}

export function useCreateRefund(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreateTillRefund; idempotencyKey: string }) =>
      createRefund(orderId, input.body, input.idempotencyKey),
    onSuccess: (data) => client.setQueryData(orderPaymentsKey(orderId), data),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: orderPaymentsKey(orderId) });
      void client.invalidateQueries({ queryKey: ['till', 'orders'] });
    },
  });
}
