import { type TillOrderPayments, tillOrderPaymentsSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** GET /api/till/orders/:orderId/payments: the order's payments, refunds and whether the caller may refund it. */
async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<TillOrderPayments> {
  const response = await api.get<{ success: true; data: unknown }>(
    `/api/till/orders/${encodeURIComponent(orderId)}/payments`,
    signal ? { signal } : {},
  );
  return tillOrderPaymentsSchema.parse(response.data);
}

export const orderPaymentsKey = (orderId: string) => ['till', 'order-payments', orderId] as const;

export function useOrderPayments(orderId: string | null) {
  return useQuery({
    queryKey: orderPaymentsKey(orderId ?? ''),
    queryFn: ({ signal }) => getOrderPayments(orderId ?? '', signal),
    enabled: orderId !== null,
  });
}
