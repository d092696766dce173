import { type OrderSummary, orderSummarySchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/**
 * POST /functions/v1/manage-orders/update-status with completed: a ready order was handed over to
 * the customer (it leaves the order-ready board).
 */
async function handOverOrder(orderId: string): Promise<OrderSummary> {
  const response = await api.post<{ success: true; data: unknown }>(
    '/functions/v1/manage-orders/update-status',
    {
      orderId,
      status: 'completed',
    },
  );
  return orderSummarySchema.parse(response.data);
}

export function useHandOverOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: handOverOrder,
    onSettled: () => void client.invalidateQueries({ queryKey: ['till', 'orders'] }),
  });
}
